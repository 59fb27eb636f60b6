/* property: unreach-call expect: false */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "nondet_exit_retry_off_by_one.c", __LINE__, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

/* An operation is retried while it fails (nondet), at most MAX_RETRIES
   times. Bug: the limit test `tries > MAX_RETRIES` lets one retry too
   many happen. */
#define MAX_RETRIES 3

int main(void) {
  int tries = 0;
  int backoff = 1;
  while (__VERIFIER_nondet_int() != 0) {
    tries++;
    if (tries > MAX_RETRIES) break;
    backoff = backoff * 2;
  }
  if (!(tries <= MAX_RETRIES)) reach_error();
  if (!(backoff <= 8)) reach_error();
  return 0;
}
