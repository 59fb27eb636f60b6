/* rxi/map: map of doubles (8-byte values after keys of 1..9 bytes: the
   value offset rounding), nondet insertions (0..5) of keys from a table,
   overwrite, iteration reading key and value, remove one, deinit. */
#include <string.h>
#include "harness.h"
#include "map.h"

static const char *keys[5] = {"a", "bb", "ccc", "dddddddd", ""};

int main(void) {
  map_double_t m;
  map_init(&m);
  unsigned n = nd_range(0, 5);
  for (unsigned i = 0; i < n; i++)
    map_set(&m, keys[nd_range(0, 4)], (double)__VERIFIER_nondet_int());
  const char *k;
  map_iter_t it = map_iter(&m);
  double sum = 0;
  while ((k = map_next(&m, &it))) {
    double *p = map_get(&m, k);
    if (p) sum += *p + (double)strlen(k);
  }
  (void)sum;
  map_remove(&m, keys[nd_range(0, 4)]);
  map_deinit(&m);
  return 0;
}
