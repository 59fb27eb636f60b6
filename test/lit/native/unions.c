// RUN: %compare %s
// Unions: type punning between integer widths, tagged unions.
#include <stdio.h>
#include <stdint.h>

union word { uint32_t u; int32_t i; uint16_t h[2]; uint8_t b[4]; };

enum kind { K_INT, K_DBL, K_STR };
struct val { enum kind k; union { int i; double d; const char *s; } as; };

static void show(struct val v) {
  switch (v.k) {
  case K_INT: printf("int %d\n", v.as.i); break;
  case K_DBL: printf("dbl %f\n", v.as.d); break;
  case K_STR: printf("str %s\n", v.as.s); break;
  }
}

int main(void) {
  union word w;
  w.u = 0xDEADBEEFu;
  printf("i=%d h=%04x,%04x b=%02x %02x %02x %02x\n", w.i, w.h[0], w.h[1], w.b[0], w.b[1],
         w.b[2], w.b[3]);
  w.b[3] = 0x01;
  printf("u=%08x\n", w.u);
  w.h[0] = 0xFFFF;
  printf("u=%08x i=%d\n", w.u, w.i);
  printf("sizeof=%zu\n", sizeof(union word));
  struct val vs[3] = {{K_INT, {.i = -7}}, {K_DBL, {.d = 2.25}}, {K_STR, {.s = "hi"}}};
  for (int i = 0; i < 3; i++) show(vs[i]);
  union { float f; uint32_t u; } fu = {.f = 1.0f};
  printf("1.0f bits=%08x\n", fu.u);
  return 0;
}
