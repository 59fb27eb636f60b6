/* jsmn with -DJSMN_STRICT -DJSMN_PARENT_LINKS: incremental parsing as the
   README describes -- parse a prefix; on JSMN_ERROR_PART call jsmn_parse
   again with the same parser, tokens and more of the data -- then follow
   every token's parent link. */
#include "harness.h"
#include "jsmn.h"

int main(void) {
  unsigned n;
  char *js = nd_string(8, &n);
  unsigned k = nd_range(0, n); /* bytes available at first */
  jsmntok_t t[3];
  jsmn_parser p;
  jsmn_init(&p);
  int r = jsmn_parse(&p, js, k, t, 3);
  if (r == JSMN_ERROR_PART)
    r = jsmn_parse(&p, js, n, t, 3);
  for (int i = 0; i < r; i++) {
    int par = t[i].parent;
    if (par >= 0) {
      volatile int size = t[par].size; /* the parent must be a token */
      (void)size;
    }
  }
  free(js);
  return 0;
}
