// RUN: %memterm --dump-ir %s | FileCheck %s
// The parameters of a function in C terms, from the debug information:
// what --entry's contracts name (integers with width and signedness,
// pointers with the pointee's size and const, void, function pointers and
// floats as other).
// CHECK-LABEL: define ptr @f(
// CHECK-NEXT: ; param 0 d: pointer to char of 1 byte(s)
// CHECK-NEXT: ; param 1 s: pointer to const char of 1 byte(s)
// CHECK-NEXT: ; param 2 n: unsigned int64
// CHECK-NEXT: ; param 3 k: signed int32
// CHECK-NEXT: ; param 4 a: pointer to const object of 4 byte(s)
// CHECK-NEXT: ; param 5 v: pointer to void of 0 byte(s)
// CHECK-NEXT: ; param 6 st: pointer to object of 8 byte(s)
// CHECK-NEXT: ; param 7 pp: pointer to pointer of 8 byte(s)
// CHECK-NEXT: ; param 8 x: other
// CHECK-NEXT: ; param 9 fp: other
typedef unsigned long size_t;
struct S { int a, b; };
typedef const int cint;
char *f(char *restrict d, const char *s, size_t n, int k, cint *a, void *v, struct S *st, char **pp,
        double x, int (*fp)(int)) {
  return d;
}
