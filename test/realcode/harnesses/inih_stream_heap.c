/* inih with a heap line buffer that grows (-DINI_USE_STACK=0
   -DINI_ALLOW_REALLOC=1 -DINI_INITIAL_ALLOC=4 -DINI_MAX_LINE=12), handler
   calls on new sections and on names without value (-DINI_ALLOW_NO_VALUE=1
   -DINI_CALL_HANDLER_ON_NEW_SECTION=1), stop on the first error
   (-DINI_STOP_ON_FIRST_ERROR=1); read through ini_parse_stream with the
   user's own fgets-style reader over a memory buffer; the handler fails
   (returns 0) when a nondet choice says so. */
#include <string.h>
#include "harness.h"
#include "ini.h"

struct src { const char *p; size_t left; };

/* fgets semantics: at most num-1 characters, stops after '\n', NUL-terminates,
   NULL at end of input */
static char *reader(char *str, int num, void *stream) {
  struct src *s = stream;
  int i = 0;
  if (s->left == 0 || num < 2) return NULL;
  while (i < num - 1 && s->left) {
    char c = *s->p++;
    s->left--;
    str[i++] = c;
    if (c == '\n') break;
  }
  str[i] = 0;
  return str;
}

static int handler(void *user, const char *section, const char *name, const char *value) {
  int *calls = user;
  (*calls)++;
  size_t n = strlen(section);
  if (name) n += strlen(name);
  if (value) n += strlen(value);
  return n < 100 && __VERIFIER_nondet_int() != 0;
}

int main(void) {
  unsigned n;
  char *text = nd_string(14, &n);
  struct src s = { text, n };
  int calls = 0;
  int err = ini_parse_stream(reader, &s, handler, &calls);
  (void)err;
  free(text);
  return 0;
}
