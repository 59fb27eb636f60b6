// RUN: %compare %s
// String literals: escapes, concatenation, indexing, char arrays from literals.
#include <stdio.h>

int main(void) {
  const char *s = "tab\there\\ \"quoted\" \x41\102" "C";
  printf("%s\n", s);
  printf("%c%c%c\n", "xyz"[2], *"abc", *("abc" + 1));
  char arr[] = "mutable";
  arr[0] = 'M';
  printf("%s %zu\n", arr, sizeof arr);
  char fixed[10] = "ab";
  printf("%d %d %d\n", fixed[2], fixed[9], (int)sizeof fixed);
  const char *lines = "one\n"
                      "two\n";
  printf("%s", lines);
  int n = 0;
  for (const char *p = "counting letters"; *p; p++)
    if (*p == 't' || *p == 'e') n++;
  printf("n=%d\n", n);
  printf("%s|%s|\n", "", "end");
  printf("\101\x42\n");
  return 0;
}
