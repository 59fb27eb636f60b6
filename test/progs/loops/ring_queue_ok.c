/* property: unreach-call expect: true */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "ring_queue_ok.c", __LINE__, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

/* A ring buffer of 64 slots; head and tail wrap with `if (++x == 64) x = 0`
   and a push happens only while the queue is not full. */
#define CAP 64
int buf[CAP];

int main(void) {
  int head = 0, tail = 0, count = 0;
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 0 && n <= 1000000);
  for (int k = 0; k < n; k++) {
    if (__VERIFIER_nondet_int() % 4 != 0) {
      if (count < CAP) {
        buf[head] = k;
        if (++head == CAP) head = 0;
        count++;
      }
    } else if (count > 0) {
      int v = buf[tail];
      (void)v;
      if (++tail == CAP) tail = 0;
      count--;
    }
    if (!(0 <= head && head < CAP)) reach_error();
    if (!(0 <= tail && tail < CAP)) reach_error();
    if (!(0 <= count && count <= CAP)) reach_error();
  }
  return 0;
}
