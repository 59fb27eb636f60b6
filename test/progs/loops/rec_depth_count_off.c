/* property: unreach-call expect: false */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "rec_depth_count_off.c", __LINE__, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

/* A global counts the calls of a recursive descent.
   Bug: the check expects at most n calls, but depth(n) makes n + 1. */
int calls = 0;
void depth(int n) {
  calls++;
  if (n > 0) depth(n - 1);
}

int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 0 && n <= 20000);
  depth(n);
  if (calls > n) reach_error();
  return 0;
}
