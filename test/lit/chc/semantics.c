// RUN: rm -rf %t && mkdir -p %t
// RUN: for k in 1 2 3 4 5 6 7 8 9; do { echo "#define K $k"; cat %s; } > %t/bad$k.c; { echo "#define K $k"; echo "#define OK 1"; cat %s; } > %t/ok$k.c; done
// RUN: for k in 1 2 3 4 5 6 7 8 9; do %memterm --property-file %props/unreach-call.prp --chc-only %t/bad$k.c | tail -n 1; done | FileCheck %s
// RUN: for k in 1 2 3 4 5 6 7 8 9; do %memterm --property-file %props/unreach-call.prp --chc-only %t/ok$k.c | tail -n 1; done | FileCheck --check-prefix=OK %s
// C's integer semantics in the clauses, each case with a reachable error
// (the stage must not prove it: unknown) and its correct twin (-DOK: a
// proof): a global written by a callee, unsigned wrap-around, truncating
// signed division and remainder, an arithmetic shift of a negative value,
// switch, an unsigned result above INT_MAX through a summary, conversions
// to char, a global written through a pointer (not state: memory; its
// twin has no assertion), and
// signed wrap-around under unreach-call.
// CHECK-COUNT-9: {{^Result: unknown$}}
// OK-COUNT-9: {{^Result: true$}}
extern int __VERIFIER_nondet_int(void);
extern unsigned __VERIFIER_nondet_uint(void);
extern void __VERIFIER_assume(int);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__noreturn__));
void reach_error(void) { __assert_fail("0", "x.c", 1, "reach_error"); }

int g, cnt;
void set5(void) { g = 5; }
void inc(int *p) { (*p)++; }
unsigned big(void) { return 3000000000u; }
int main(void) {
  int x = __VERIFIER_nondet_int();
  (void)x;
#ifdef OK
#define BAD(c) (!(c))
#else
#define BAD(c) (c)
#endif
#if K == 1
  g = 0; set5();
  if (BAD(g == 5)) reach_error();
#elif K == 2
  unsigned u = 0; u--;
  if (BAD(u == 4294967295u)) reach_error();
#elif K == 3
  int a = -7, q = a / 2, r = a % 2;
  if (BAD(q == -3 && r == -1)) reach_error();
#elif K == 4
  if (x < 0 && BAD((x >> 1) < 0)) reach_error();
#elif K == 5
  switch (x) { case 3: if (BAD(x == 3)) reach_error(); break; default: if (BAD(x != 3)) reach_error(); }
#elif K == 6
  unsigned b = big();
  if (BAD(b > 2000000000u)) reach_error();
#elif K == 7
  signed char c = (signed char)200; unsigned char d = 200;
  if (BAD(c == -56 && d == 200)) reach_error();
#elif K == 8
  cnt = 0; inc(&cnt); /* memory: a load gives any value (no proof of the twin either) */
#ifndef OK
  if (cnt == 1) reach_error();
#endif
#elif K == 9
  int m = 2147483647; m = m + (x == 0);
  if (x == 0 && BAD(m < 0)) reach_error();
#endif
  return 0;
}
