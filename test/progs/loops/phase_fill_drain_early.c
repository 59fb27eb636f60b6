/* property: unreach-call expect: false */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "phase_fill_drain_early.c", __LINE__, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

/* A buffer filled, then drained, as in phase_fill_drain_ok.c.  Bug: the
   drain starts one step early (`i < cap - 1`), so one element too few is
   put in and the buffer's level goes below zero at the end. */
int main(void) {
  int cap = __VERIFIER_nondet_int();
  __VERIFIER_assume(cap >= 1 && cap <= 100000);
  int i = 0, fill = 0, out = 0;
  while (i < 2 * cap) {
    if (i < cap - 1) {
      fill++;
    } else {
      fill--;
      out++;
    }
    i++;
  }
  if (!(fill == 0 && out == cap)) reach_error();
  return 0;
}
