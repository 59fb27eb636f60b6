/* property: unreach-call expect: false */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "nondet_exit_search_unchecked.c", __LINE__, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

/* Bug: after the search the index is used as the found position without
   checking whether the loop ended because the range was exhausted
   (i == n means "not found"). */
int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n > 0 && n <= 1000000);
  int i = 0;
  while (i < n && __VERIFIER_nondet_int() != 0) {
    i++;
  }
  int found = i;
  if (!(found >= 0 && found < n)) reach_error();
  return 0;
}
