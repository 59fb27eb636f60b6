/* rxi/vec: push a nondet number (0..5) of nondet ints, insert at a nondet
   index in [0, length], splice out a nondet valid range, pop when not
   empty, truncate, then deinit. */
#include "harness.h"
#include "vec.h"

int main(void) {
  vec_int_t v;
  vec_init(&v);
  unsigned n = nd_range(0, 5);
  for (unsigned i = 0; i < n; i++) vec_push(&v, __VERIFIER_nondet_int());
  int idx = (int)nd_range(0, (unsigned)v.length);
  vec_insert(&v, idx, 42);
  int start = (int)nd_range(0, (unsigned)v.length);
  int count = (int)nd_range(0, (unsigned)(v.length - start));
  vec_splice(&v, start, count);
  if (v.length > 0) {
    volatile int last = vec_pop(&v);
    (void)last;
  }
  vec_truncate(&v, (int)nd_range(0, 8));
  vec_deinit(&v);
  return 0;
}
