// RUN: %memterm --property unreach-call --timeout 60 --seg-max-states 5 --seg-unroll 0 %s | FileCheck %s
// RUN: %memterm --property memsafety --timeout 60 --seg-max-states 5 --seg-unroll 0 %s | FileCheck %s
// string.h on a heap string whose length only the solver knows (a nondet
// n <= 3): strlen, strnlen, strcpy, strcmp, memcmp, strchr, memchr,
// strrchr, memset and memcpy of a nondet length k, strncmp, strncpy,
// strcat, strdup.  The graph is kept from proving it (--seg-max-states 5):
// the bounded model checker scans the strings byte by byte as terms, so
// every path ends and the unrolling in proof mode proves both that each
// check holds (the models compute what the C library computes) and that
// every access is inside its block.  Natively (ASan/UBSan, 300 seeds of
// test/realcode/native/nondet.c) no check fails.  The look-alikes with one
// bug each are strings_bug_*.c.
// CHECK: Proof: bounded model checking explored every path of the program to its end
// CHECK: Result: true
#include <stdlib.h>
#include <string.h>
extern unsigned __VERIFIER_nondet_uint(void);
extern char __VERIFIER_nondet_char(void);
extern void __VERIFIER_assume(int);
extern void reach_error(void);
static void check(int ok) {
  if (!ok) reach_error();
}
int main(void) {
  unsigned n = __VERIFIER_nondet_uint();
  __VERIFIER_assume(n <= 3);
  char *s = malloc(n + 1);
  if (!s) return 0;
  for (unsigned i = 0; i < n; i++) {
    char c = __VERIFIER_nondet_char();
    __VERIFIER_assume(c != 0);
    s[i] = c;
  }
  s[n] = 0;
  check(strlen(s) == n);
  check(strnlen(s, 3) == (n < 3 ? n : 3));
  char *t = malloc(n + 1);
  if (!t) return 0;
  strcpy(t, s);
  check(strcmp(s, t) == 0 && memcmp(s, t, n + 1) == 0);
  check(strchr(s, 0) == s + n && memchr(s, 0, n + 1) == s + n);
  char *r = strrchr(s, s[0]);
  check(r && *r == s[0]);
  unsigned k = __VERIFIER_nondet_uint();
  __VERIFIER_assume(k <= n);
  memset(t, '#', k);
  check(t[k] == s[k] && (k == 0 || t[k - 1] == '#'));
  check(k == n || strncmp(t, s, k) != 0 || k == 0 || s[0] == '#');
  char buf[16];
  strncpy(buf, s, sizeof buf);
  check(buf[n] == 0 && buf[15] == 0);
  strcat(buf, "!");
  check(strlen(buf) == n + 1 && buf[n] == '!');
  char out[8];
  memcpy(out, s, k);
  check(memcmp(out, s, k) == 0);
  char *d = strdup(s);
  if (!d) return 0;
  check(strlen(d) == n && strncmp(d, s, 8) == 0);
  free(d);
  free(t);
  free(s);
  return 0;
}
