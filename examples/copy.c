/* examples/copy.c -- copies a name into a buffer that is one byte short.
 * memterm finds the out-of-bounds write and replays it concretely. */
#include <stdlib.h>
#include <string.h>

extern int __VERIFIER_nondet_int(void);

static char *copy_name(const char *name) {
  size_t n = strlen(name);
  char *buf = malloc(n);          /* forgot the room for '\0' */
  if (!buf) return NULL;
  for (size_t i = 0; i <= n; i++)  /* copies the terminator too */
    buf[i] = name[i];
  return buf;
}

int main(void) {
  const char *names[] = {"ada", "grace", "barbara"};
  int k = __VERIFIER_nondet_int();
  if (k < 0 || k > 2) k = 0;
  char *c = copy_name(names[k]);
  free(c);
  return 0;
}
