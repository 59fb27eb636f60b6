/* property: unreach-call expect: true */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "wrapmod_fifo_ok.c", __LINE__, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
extern void __VERIFIER_assume(int);

/* A FIFO with free-running unsigned indices (as the Linux kfifo): in and
   out only grow and wrap; the fill level is in - out, a put needs
   in - out < 16 and a get in != out. The level never exceeds 16. */
#define SIZE 16u
int buf[SIZE];

int main(void) {
  unsigned int in = __VERIFIER_nondet_uint();
  unsigned int out = in;
  while (__VERIFIER_nondet_int()) {
    if (__VERIFIER_nondet_int() % 4 != 0) {
      if (in - out < SIZE) {
        buf[in % SIZE] = 1;
        in++;
      }
    } else if (in != out) {
      buf[out % SIZE] = 0;
      out++;
    }
    if (in - out > SIZE) reach_error();
  }
  return 0;
}
