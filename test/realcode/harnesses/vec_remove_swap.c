/* rxi/vec: a vector of strings (pointers); vec_find / vec_remove of a
   nondet element, vec_swap of two valid indices, vec_swapsplice of a
   valid range, vec_first/vec_last reads, then deinit. */
#include "harness.h"
#include "vec.h"

static char *names[4] = {"a", "b", "c", "d"};

int main(void) {
  vec_str_t v;
  vec_init(&v);
  unsigned n = nd_range(1, 5);
  for (unsigned i = 0; i < n; i++) vec_push(&v, names[nd_range(0, 3)]);
  char *target = names[nd_range(0, 3)];
  int idx;
  vec_find(&v, target, idx);
  vec_remove(&v, target);
  if (v.length >= 1) {
    int i1 = (int)nd_range(0, (unsigned)v.length - 1);
    int i2 = (int)nd_range(0, (unsigned)v.length - 1);
    vec_swap(&v, i1, i2);
    volatile char f = vec_first(&v)[0], l = vec_last(&v)[0];
    (void)f; (void)l;
    int start = (int)nd_range(0, (unsigned)v.length);
    int count = (int)nd_range(0, (unsigned)(v.length - start));
    vec_swapsplice(&v, start, count);
  }
  vec_deinit(&v);
  return 0;
}
