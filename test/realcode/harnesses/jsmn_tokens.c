/* jsmn: parse an arbitrary short input into a token array of nondet size
   1..4, then use the tokens as a user would: copy every string/primitive
   token out of the input (start/end must lie within the input). */
#include <string.h>
#include "harness.h"
#include "jsmn.h"

int main(void) {
  unsigned n;
  char *js = nd_string(10, &n);
  unsigned ntok = nd_range(1, 4);
  jsmntok_t *t = malloc(ntok * sizeof *t);
  if (!t) return 0;
  jsmn_parser p;
  jsmn_init(&p);
  int r = jsmn_parse(&p, js, n, t, ntok);
  for (int i = 0; i < r; i++) {
    if (t[i].type == JSMN_STRING || t[i].type == JSMN_PRIMITIVE) {
      int len = t[i].end - t[i].start;
      char *copy = malloc((size_t)len + 1);
      if (!copy) break;
      memcpy(copy, js + t[i].start, (size_t)len);
      copy[len] = 0;
      free(copy);
    }
  }
  free(t);
  free(js);
  return 0;
}
