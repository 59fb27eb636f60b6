/* property: unreach-call expect: false */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "cells_struct_fill_one_over.c", __LINE__, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

/* A buffer's fill level and capacity in a local struct, as in
   cells_struct_fill_ok.c.  Bug: the loop test is `b.len <= b.cap`, so one
   more element goes in when the buffer is already full. */
struct buf {
  int len;
  int cap;
};

int main(void) {
  struct buf b;
  b.cap = __VERIFIER_nondet_int();
  __VERIFIER_assume(b.cap > 0 && b.cap <= 1000000);
  b.len = 0;
  while (__VERIFIER_nondet_int() && b.len <= b.cap) {
    b.len++;
  }
  if (!(b.len <= b.cap)) reach_error();
  return 0;
}
