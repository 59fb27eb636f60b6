// RUN: %compare %s
// Struct assignment copies; a copy is independent of its source.
#include <stdio.h>

struct inner { int v[4]; };
struct outer { struct inner in; char s[6]; double d; };

int main(void) {
  struct outer a = {{{1, 2, 3, 4}}, "hello", 2.5};
  struct outer b;
  b = a;
  b.in.v[0] = 100;
  b.s[0] = 'j';
  b.d = -1.25;
  printf("a: %d %d %s %f\n", a.in.v[0], a.in.v[3], a.s, a.d);
  printf("b: %d %d %s %f\n", b.in.v[0], b.in.v[3], b.s, b.d);
  struct inner x = a.in;
  x.v[1] = 42;
  printf("x=%d a=%d\n", x.v[1], a.in.v[1]);
  struct outer arr[2];
  arr[0] = a;
  arr[1] = arr[0];
  arr[1].in = b.in;
  printf("arr: %d %d %s\n", arr[0].in.v[0], arr[1].in.v[0], arr[1].s);
  struct outer *p = &arr[0];
  *p = b;
  printf("p: %d %s\n", arr[0].in.v[0], arr[0].s);
  return 0;
}
