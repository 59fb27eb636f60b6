/* property: unreach-call expect: false */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "wrapmod_ids_skip_zero.c", __LINE__, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
extern void __VERIFIER_assume(int);

/* As wrapmod_ids_ok, but 0 is reserved: when next wraps to 0 it is
   skipped, so next - start runs one ahead of issued after a wrap (bug). */
int main(void) {
  unsigned int start = __VERIFIER_nondet_uint();
  unsigned int next = start, issued = 0;
  while (__VERIFIER_nondet_int()) {
    if (__VERIFIER_nondet_int() % 3 != 0) {
      next++;
      if (next == 0u) next++;
      issued++;
    }
  }
  if (next - start != issued) reach_error();
  return 0;
}
