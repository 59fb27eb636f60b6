// RUN: %compare %s
// goto: backward loops, forward cleanup jumps, jumping out of nested loops.
#include <stdio.h>
#include <stdlib.h>

static int cleanup_style(int fail_at) {
  int rc = -1;
  char *a = malloc(8);
  if (!a) goto out;
  if (fail_at == 1) goto free_a;
  char *b = malloc(8);
  if (!b) goto free_a;
  if (fail_at == 2) goto free_b;
  rc = 0;
free_b:
  free(b);
free_a:
  free(a);
out:
  return rc;
}

int main(void) {
  int i = 0, s = 0;
again:
  s += i;
  if (++i < 10) goto again;
  printf("s=%d\n", s);
  for (int r = 0; r < 10; r++)
    for (int c = 0; c < 10; c++)
      if (r * c == 42) {
        printf("found %d %d\n", r, c);
        goto done;
      }
  printf("not found\n");
done:
  printf("cleanup %d %d %d\n", cleanup_style(0), cleanup_style(1), cleanup_style(2));
  return 0;
}
