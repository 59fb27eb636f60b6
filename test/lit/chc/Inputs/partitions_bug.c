/* partitions.c with one step more: y ends at -1 (the lit test is partitions.c) */
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__noreturn__));
void reach_error(void) { __assert_fail("0", "partitions_bug.c", 1, "reach_error"); }

int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 0 && n <= 100000);
  int i = 0, y = 0;
  while (i < 3 * n + 1) {
    if (i < n)
      y += 2;
    else
      y--;
    i++;
  }
  if (y != 0) reach_error();
  return 0;
}
