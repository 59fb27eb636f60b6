/* property: unreach-call expect: true */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "nondet_exit_search_ok.c", __LINE__, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

/* A search over n positions stops early when the (nondet) probe hits;
   a found position is always a valid one. */
int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n > 0 && n <= 1000000);
  int i = 0, found = -1;
  while (i < n) {
    if (__VERIFIER_nondet_int() == 0) {
      found = i;
      break;
    }
    i++;
  }
  if (found != -1) {
    if (!(found >= 0 && found < n)) reach_error();
  }
  if (!(i <= n)) reach_error();
  return 0;
}
