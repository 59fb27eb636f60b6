/* property: unreach-call expect: true */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "wrapmod_ids_ok.c", __LINE__, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
extern void __VERIFIER_assume(int);

/* Sequence numbers: next starts anywhere and is handed out one by one;
   issued counts them. next - start (modulo 2^32) equals issued, across
   the wrap from UINT_MAX to 0. */
int main(void) {
  unsigned int start = __VERIFIER_nondet_uint();
  unsigned int next = start, issued = 0;
  while (__VERIFIER_nondet_int()) {
    if (__VERIFIER_nondet_int() % 3 != 0) {
      next++;
      issued++;
    }
  }
  if (next - start != issued) reach_error();
  return 0;
}
