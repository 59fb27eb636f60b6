/* inih: parse an arbitrary short INI text with ini_parse_string (default
   configuration: stack line buffer, multi-line values, BOM, inline
   comments); the handler reads every string it gets, as a user's would. */
#include <string.h>
#include "harness.h"
#include "ini.h"

static int handler(void *user, const char *section, const char *name, const char *value) {
  size_t *total = user;
  *total += strlen(section) + strlen(name) + strlen(value);
  return 1;
}

int main(void) {
  char *text = nd_string(12, NULL);
  size_t total = 0;
  int err = ini_parse_string(text, handler, &total);
  (void)err;
  free(text);
  return 0;
}
