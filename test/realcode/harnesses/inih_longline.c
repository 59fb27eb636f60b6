/* inih with -DINI_MAX_LINE=8: ini_parse_string_length on a text (no NUL
   inside, not NUL-terminated: the length says where it ends) whose lines may
   be longer than the line buffer (the "discard till end of line" path).
   The handler copies the value (the API allows modifying value). */
#include <string.h>
#include "harness.h"
#include "ini.h"

static int handler(void *user, const char *section, const char *name, const char *value) {
  (void)user;
  char copy[INI_MAX_LINE];
  size_t n = strlen(value);
  if (n >= sizeof copy) return 0;
  memcpy(copy, value, n + 1);
  return strlen(section) + strlen(name) + (size_t)copy[0] > 0;
}

int main(void) {
  unsigned n = nd_range(1, 14);
  char *text = malloc(n);
  if (!text) return 0;
  for (unsigned i = 0; i < n; i++) {
    char c = __VERIFIER_nondet_char();
    __VERIFIER_assume(c != 0);
    text[i] = c;
  }
  int err = ini_parse_string_length(text, n, handler, NULL);
  (void)err;
  free(text);
  return 0;
}
