/* sds: sdssplitargs on a nondet command line (quotes, escapes, \xHH),
   read every argument, free with sdsfreesplitres. */
#include "harness.h"
#include "sds.h"

int main(void) {
  char *line = nd_string(9, NULL);
  int argc = 0;
  sds *argv = sdssplitargs(line, &argc);
  if (argv) {
    size_t total = 0;
    for (int i = 0; i < argc; i++) total += sdslen(argv[i]);
    (void)total;
    sdsfreesplitres(argv, argc);
  }
  free(line);
  return 0;
}
