// RUN: %compare %s
// strlen, strcmp, strncmp, strcpy, strcat, strncpy, strchr, strrchr.
#include <stdio.h>
#include <string.h>

static int sign(int x) { return (x > 0) - (x < 0); }

int main(void) {
  char buf[64];
  printf("len=%zu %zu\n", strlen("hello"), strlen(""));
  strcpy(buf, "foo");
  strcat(buf, "bar");
  strcat(buf, "");
  printf("buf=%s len=%zu\n", buf, strlen(buf));
  printf("cmp=%d %d %d %d\n", sign(strcmp("abc", "abd")), sign(strcmp("b", "a")),
         sign(strcmp("same", "same")), sign(strcmp("ab", "abc")));
  printf("ncmp=%d %d\n", sign(strncmp("abcX", "abcY", 3)), sign(strncmp("abcX", "abcY", 4)));
  char n[8];
  memset(n, 'z', sizeof n);
  strncpy(n, "hi", 5);                    /* pads with zeros up to 5 */
  printf("n: %d %d %d %d %c\n", n[1], n[2], n[3], n[4], n[5]);
  strncpy(n, "truncate", 4);              /* no terminator written */
  n[4] = 0;
  printf("n=%s\n", n);
  const char *p = strchr("hello world", 'o');
  const char *q = strrchr("hello world", 'o');
  printf("strchr=%s strrchr=%s none=%d nul=%d\n", p, q, strchr("abc", 'x') == NULL,
         (int)(strchr("abc", '\0') - "abc" >= 0));
  char words[] = "a,bb,ccc";
  int count = 1;
  for (char *c = words; (c = strchr(c, ',')) != NULL; c++) count++;
  printf("words=%d\n", count);
  char cat[32] = "";
  for (int i = 0; i < 3; i++) strcat(cat, i ? "-x" : "x");
  printf("cat=%s\n", cat);
  return 0;
}
