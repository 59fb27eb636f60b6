/* property: unreach-call expect: false */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "cells_global_stats_miss_uncounted.c", __LINE__, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

/* Cache statistics in a global struct, as in cells_global_stats_ok.c.
   Bug: a miss returns early and is not counted in the total. */
struct stats {
  unsigned hits;
  unsigned misses;
  unsigned total;
} st;

int main(void) {
  while (__VERIFIER_nondet_int()) {
    if (__VERIFIER_nondet_int()) {
      st.hits++;
    } else {
      st.misses++;
      continue;
    }
    st.total++;
  }
  if (st.hits + st.misses != st.total) reach_error();
  return 0;
}
