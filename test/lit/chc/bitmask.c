// RUN: %memterm --property-file %props/unreach-call.prp --chc-only %s | FileCheck %s
// `&`, `|` and `^` with a constant mask are exact in the clauses: bit 0
// of flags starts clear and no update sets it (bitmask_bug.c: `|= 5`
// sets it).  With `x & C` only bounded (r <= x, r <= C) no invariant
// over flags decides `flags & 1`.
// CHECK: {{^Result: true$}}
extern int __VERIFIER_nondet_int(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__noreturn__));
void reach_error(void) { __assert_fail("0", "x.c", 1, "reach_error"); }

int main(void) {
  unsigned flags = 0;
  while (__VERIFIER_nondet_int()) {
    int op = __VERIFIER_nondet_int();
    if (op <= 0)
#ifndef BUG
      flags |= 4u;
#else
      flags |= 5u;
#endif
    else if (op == 1)
      flags &= ~4u;
    else if (op == 2)
      flags ^= 8u;
    else
      flags &= ~1u;
  }
  if (flags & 1u) reach_error();
  return 0;
}
