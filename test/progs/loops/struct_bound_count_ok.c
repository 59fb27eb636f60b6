/* property: unreach-call expect: true */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "struct_bound_count_ok.c", __LINE__, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

/* A counter runs below a bound kept in a struct field; the bound never
   exceeds the capacity, so neither does the count. */
struct counter {
  int n;
  int cap;
  int count;
};

int main(void) {
  struct counter c;
  struct counter *s = &c;
  s->cap = __VERIFIER_nondet_int();
  __VERIFIER_assume(s->cap > 0 && s->cap <= 1000000);
  s->n = __VERIFIER_nondet_int();
  __VERIFIER_assume(s->n >= 0 && s->n <= s->cap);
  s->count = 0;
  for (int i = 0; i < s->n; i++) {
    s->count++;
  }
  if (!(s->count <= s->cap)) reach_error();
  if (!(s->count == s->n)) reach_error();
  return 0;
}
