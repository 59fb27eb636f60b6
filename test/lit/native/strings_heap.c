// RUN: %compare %s
// Heap strings: duplicate, join, split into words, reverse words; all freed.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char *dup(const char *s) {
  size_t n = strlen(s) + 1;
  char *d = malloc(n);
  if (!d) exit(99);
  memcpy(d, s, n);
  return d;
}

static char *join(char **parts, int n, const char *sep) {
  size_t len = 1;
  for (int i = 0; i < n; i++) len += strlen(parts[i]) + strlen(sep);
  char *out = malloc(len);
  if (!out) exit(99);
  out[0] = 0;
  for (int i = 0; i < n; i++) {
    if (i) strcat(out, sep);
    strcat(out, parts[i]);
  }
  return out;
}

int main(void) {
  const char *text = "the quick brown fox jumps";
  char *words[8];
  int n = 0;
  const char *p = text;
  while (*p) {
    const char *sp = strchr(p, ' ');
    size_t len = sp ? (size_t)(sp - p) : strlen(p);
    char *w = malloc(len + 1);
    if (!w) exit(99);
    memcpy(w, p, len);
    w[len] = 0;
    words[n++] = w;
    p += len;
    if (*p == ' ') p++;
  }
  for (int i = 0; i < n / 2; i++) {
    char *t = words[i]; words[i] = words[n - 1 - i]; words[n - 1 - i] = t;
  }
  char *j = join(words, n, "_");
  printf("%s (%zu)\n", j, strlen(j));
  char *copy = dup(j);
  copy[0] = 'J';
  printf("%s %s %d\n", j, copy, strcmp(j, copy) > 0);
  free(copy);
  free(j);
  for (int i = 0; i < n; i++) free(words[i]);
  return 0;
}
