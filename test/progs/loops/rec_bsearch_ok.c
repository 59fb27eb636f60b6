/* property: unreach-call expect: true */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "rec_bsearch_ok.c", __LINE__, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

/* Recursive binary search over a sorted table of 100 entries, on the
   half-open range [lo, hi): every probe is inside the table. */
int table[100];
int find(int lo, int hi, int key) {
  if (lo >= hi) return -1;
  int mid = lo + (hi - lo) / 2;
  if (mid < 0 || mid >= 100) reach_error();
  if (table[mid] == key) return mid;
  if (table[mid] < key) return find(mid + 1, hi, key);
  return find(lo, mid, key);
}

int main(void) {
  for (int i = 0; i < 100; i++) table[i] = 3 * i;
  int key = __VERIFIER_nondet_int();
  int r = find(0, 100, key);
  if (r >= 100) reach_error();
  return 0;
}
