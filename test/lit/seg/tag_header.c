// RUN: %memterm --timeout 60 --property memsafety %s | FileCheck %s
// A string with a tagged header in front of it (as sds does): the tag in the
// byte before the string selects the header's size, `tag & 7` through a
// switch.  The graph keeps `x & 7` exact where x is fixed or within the
// mask, and 8 divides x - (x & 7) otherwise; a truncation to a byte within
// one wrap is split at the edge and exact on both sides.
// CHECK: Proof: complete symbolic execution graph without error states
// CHECK: {{^Result: true$}}
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
extern unsigned __VERIFIER_nondet_uint(void);
struct __attribute__((__packed__)) h5 { unsigned char flags; char buf[]; };
struct __attribute__((__packed__)) h8 { uint8_t len; uint8_t alloc; unsigned char flags; char buf[]; };
struct __attribute__((__packed__)) h16 { uint16_t len; uint16_t alloc; unsigned char flags; char buf[]; };

static int hdrsize(char type) {
  switch (type & 7) {
  case 0: return sizeof(struct h5);
  case 1: return sizeof(struct h8);
  case 2: return sizeof(struct h16);
  }
  return 0;
}

static char reqtype(size_t n) { return n < 32 ? 0 : n < 256 ? 1 : 2; }

static char *newlen(size_t initlen) {
  char type = reqtype(initlen);
  if (type == 0 && initlen == 0) type = 1;
  int hdrlen = hdrsize(type);
  void *sh = malloc(hdrlen + initlen + 1);
  if (!sh) return NULL;
  memset(sh, 0, hdrlen + initlen + 1);
  char *s = (char *)sh + hdrlen;
  unsigned char *fp = (unsigned char *)s - 1;
  switch (type) {
  case 0: *fp = type | (initlen << 3); break;
  case 1: { struct h8 *h = (void *)(s - sizeof(struct h8)); h->len = initlen; h->alloc = initlen; *fp = type; break; }
  case 2: { struct h16 *h = (void *)(s - sizeof(struct h16)); h->len = initlen; h->alloc = initlen; *fp = type; break; }
  }
  s[initlen] = 0;
  return s;
}

int main(void) {
  unsigned n = __VERIFIER_nondet_uint();
  if (n > 300) return 0;
  char *s = newlen(n);
  if (s) free(s - hdrsize(s[-1]));
  return 0;
}
