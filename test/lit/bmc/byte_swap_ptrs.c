// RUN: %memterm --property memsafety --timeout 60 --seg-max-states 5 --seg-unroll 0 %s | FileCheck %s
// RUN: sed -e 's|k < size; k++|k < size / 2; k++|' %s > %t.half.c
// RUN: %memterm --property memsafety --timeout 60 --seg-max-states 5 --seg-unroll 0 %t.half.c | FileCheck --check-prefix=HALF %s
// RUN: sed -e 's|t = a\[k\];|t = a[k] + 1;|' -e 's|b\[k\] = t;|b[k] = (unsigned char)(t - 1);|' %s > %t.arith.c
// RUN: %memterm --property memsafety --timeout 60 --seg-max-states 5 --seg-unroll 0 %t.arith.c | FileCheck --check-prefix=ARITH %s
// A generic swap that moves the bytes of two pointers one by one through
// an unsigned char (as containers do): in proof mode the bounded model
// checker keeps each byte's base with it while it is only moved (loaded,
// held in a phi, stored), so the pointers arrive whole and the unrolling
// proves the program (natively clean on 200 seeds under ASan/UBSan).
// Swapping half of each pointer's bytes would assemble pointers from bytes
// of two: no proof (the encoding's value is the offset, not the address).
// Computing with a pointer's byte is no proof either.
// CHECK: Proof: bounded model checking explored every path of the program to its end
// CHECK: Result: true
// HALF: no proof by complete unrolling: a pointer loaded from bytes of different pointers or of data
// HALF: Result: unknown
// ARITH: no proof by complete unrolling: bytes of a stored pointer read as an integer
// ARITH: Result: unknown
#include <stdlib.h>
extern unsigned __VERIFIER_nondet_uint(void);
extern void __VERIFIER_assume(int);
/* a generic swap of two elements byte by byte (as containers do), on an
   array of pointers; every element is freed through the array after */
static void swap(void *base, unsigned size, unsigned i, unsigned j) {
  unsigned char *a = (unsigned char *)base + i * size, *b = (unsigned char *)base + j * size, t;
  for (unsigned k = 0; k < size; k++) {
    t = a[k];
    a[k] = b[k];
    b[k] = t;
  }
}
int main(void) {
  unsigned n = __VERIFIER_nondet_uint();
  __VERIFIER_assume(n >= 1 && n <= 3);
  int **v = malloc(n * sizeof *v);
  if (!v) return 0;
  for (unsigned i = 0; i < n; i++) {
    v[i] = malloc(sizeof **v);
    if (!v[i]) exit(0);
    *v[i] = (int)i;
  }
  unsigned i = __VERIFIER_nondet_uint(), j = __VERIFIER_nondet_uint();
  __VERIFIER_assume(i < n && j < n);
  swap(v, sizeof *v, i, j);
  int s = *v[i] + *v[j];
  for (unsigned k = 0; k < n; k++) free(v[k]);
  free(v);
  return s;
}
