// RUN: %memterm --dump-ir %s | FileCheck %s
// Loop heads in C terms (debug information): the loop statement's line and
// column, and the C variables whose value there is an IR value.  Left out:
// a variable declared in the loop body or after the loop, one shadowed
// at the loop (both x at the for loop), one with a constant value there
// (late before the for loop: 3; b), pointers, and the globals.
typedef unsigned int uint;
extern int __VERIFIER_nondet_int(void);
int g;
int f(int a, unsigned char c) {
  int x = a;
  uint t = 0;
  const long q = a;
  int *p = &g;
  // CHECK: while.cond:
  // CHECK-NEXT: ; loop head of the loop at [[@LINE+1]]:3; C variables: i32 a = %a, u8 c = %c, i32 x = %x.0, u32 t = %t.0, i64 q = %conv{{$}}
  while (x > 0) {
    int inner = x * 2;
    x -= 1 + inner % 2;
    t++;
  }
  int late = 3;
  // CHECK: for.cond:
  // CHECK-NEXT: ; loop head of the loop at [[@LINE+1]]:3; C variables: i32 a = %a, u8 c = %c, u32 t = %t.0, i64 q = %conv, i32 late = %late.0{{$}}
  for (int x = 0; x < 3; x++) {
    late += x;
  }
  int y = 0;
  if (a > 5) y = 1; else y = 2;
  // CHECK: while.cond{{[0-9]+}}:
  // CHECK-NEXT: ; loop head of the loop at [[@LINE+1]]:3; C variables: i32 a = %a, u8 c = %c, i32 x = %x.0, u32 t = %t.0, i64 q = %conv, i32 late = %late.0, i32 y = %y.1{{$}}
  while (y < 10) y += c;
  _Bool b = 1;
  // CHECK: do.body:
  // CHECK-NEXT: ; loop head of the loop at [[@LINE+1]]:3; C variables: {{.*}}, i32 y = %y.2{{$}}
  do { y--; } while (y > 0 && b);
  return x + late + (int)t + (int)q + *p;
}
int main(void) { return f(__VERIFIER_nondet_int(), 3); }
