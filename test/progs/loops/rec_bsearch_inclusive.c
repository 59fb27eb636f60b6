/* property: unreach-call expect: false */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "rec_bsearch_inclusive.c", __LINE__, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

/* Recursive binary search over a sorted table of 100 entries.
   Bug: the range is taken as inclusive [lo, hi] but the first call passes
   hi = 100, so a key above every entry probes table[100]. */
int table[100];
int find(int lo, int hi, int key) {
  if (lo > hi) return -1;
  int mid = lo + (hi - lo) / 2;
  if (mid < 0 || mid >= 100) reach_error();
  if (table[mid] == key) return mid;
  if (table[mid] < key) return find(mid + 1, hi, key);
  return find(lo, mid - 1, key);
}

int main(void) {
  for (int i = 0; i < 100; i++) table[i] = 3 * i;
  int key = __VERIFIER_nondet_int();
  int r = find(0, 100, key);
  if (r >= 100) reach_error();
  return 0;
}
