/* rxi/vec: reserve a nondet capacity, append an array (vec_pusharr) and a
   second vector (vec_extend), reverse, compact (also to empty), then
   deinit both. */
#include "harness.h"
#include "vec.h"

int main(void) {
  vec_int_t a, b;
  vec_init(&a);
  vec_init(&b);
  vec_reserve(&a, (int)nd_range(0, 6));
  int arr[4];
  unsigned na = nd_range(0, 4);
  for (unsigned i = 0; i < na; i++) arr[i] = __VERIFIER_nondet_int();
  vec_pusharr(&a, arr, (int)na);
  unsigned nb = nd_range(0, 3);
  for (unsigned i = 0; i < nb; i++) vec_push(&b, (int)i);
  vec_extend(&a, &b);
  vec_reverse(&a);
  if (__VERIFIER_nondet_int()) vec_clear(&a);
  vec_compact(&a);
  int x, it;
  long sum = 0;
  vec_foreach(&a, x, it) sum += x;
  (void)sum;
  vec_deinit(&a);
  vec_deinit(&b);
  return 0;
}
