/* jsmn: count the tokens of an arbitrary short input (tokens == NULL is the
   documented counting mode), with the default (non-strict) grammar. */
#include "harness.h"
#include "jsmn.h" /* header-only library: this unit holds its implementation */

int main(void) {
  unsigned n;
  char *js = nd_string(10, &n);
  jsmn_parser p;
  jsmn_init(&p);
  int r = jsmn_parse(&p, js, n, NULL, 0);
  (void)r;
  free(js);
  return 0;
}
