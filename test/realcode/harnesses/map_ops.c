/* rxi/map: a nondet sequence (0..4) of set / get / remove on nondet keys
   (C strings of length 0..2), reading the value a get returns; then
   iterate, look every key up again, deinit. */
#include <string.h>
#include "harness.h"
#include "map.h"

int main(void) {
  map_int_t m;
  map_init(&m);
  unsigned ops = nd_range(0, 4);
  for (unsigned i = 0; i < ops; i++) {
    char *key = nd_string(2, NULL);
    unsigned op = nd_range(0, 2);
    if (op == 0) {
      map_set(&m, key, __VERIFIER_nondet_int());
    } else if (op == 1) {
      int *p = map_get(&m, key);
      if (p) { volatile int v = *p; (void)v; }
    } else {
      map_remove(&m, key);
    }
    free(key); /* the map keeps its own copy of the key */
  }
  const char *k;
  map_iter_t it = map_iter(&m);
  while ((k = map_next(&m, &it))) {
    int *p = map_get(&m, k);
    if (p) { volatile int v = *p; (void)v; }
  }
  map_deinit(&m);
  return 0;
}
