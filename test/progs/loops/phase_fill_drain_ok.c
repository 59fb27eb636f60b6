/* property: unreach-call expect: true */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "phase_fill_drain_ok.c", __LINE__, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

/* A buffer filled for `cap` steps, then drained for `cap` steps: the fill
   level rises with i, then falls, and every element drained is counted. */
int main(void) {
  int cap = __VERIFIER_nondet_int();
  __VERIFIER_assume(cap >= 1 && cap <= 100000);
  int i = 0, fill = 0, out = 0;
  while (i < 2 * cap) {
    if (i < cap) {
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
