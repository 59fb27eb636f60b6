/* property: unreach-call expect: true */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "nondet_exit_sum_ok.c", __LINE__, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

/* The loop may be left at any iteration by a nondet decision, or when i
   reaches n; in every case sum == 2*i and i <= n. */
int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 0 && n <= 1000000);
  int i = 0, sum = 0;
  while (1) {
    if (__VERIFIER_nondet_int() == 0) break;
    if (i >= n) break;
    i++;
    sum += 2;
  }
  if (!(sum == 2 * i)) reach_error();
  if (!(i <= n)) reach_error();
  return 0;
}
