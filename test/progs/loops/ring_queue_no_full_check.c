/* property: unreach-call expect: false */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "ring_queue_no_full_check.c", __LINE__, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

/* Bug: push does not check whether the 64-slot ring is full, so after
   enough pushes the element count exceeds the capacity (and old entries
   are silently overwritten). */
#define CAP 64
int buf[CAP];

int main(void) {
  int head = 0, tail = 0, count = 0;
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 0 && n <= 1000000);
  for (int k = 0; k < n; k++) {
    if (__VERIFIER_nondet_int() % 4 != 0) {
      buf[head] = k;
      if (++head == CAP) head = 0;
      count++;
      if (!(count <= CAP)) reach_error();
    } else if (count > 0) {
      int v = buf[tail];
      (void)v;
      if (++tail == CAP) tail = 0;
      count--;
    }
  }
  return 0;
}
