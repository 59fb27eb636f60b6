/* Every <ctype.h> classification and case mapping for -128..255, by the
   macros and by the function forms: the same text natively (glibc) and
   under memterm --run (its model). */
#include <ctype.h>
#include <stdio.h>

int main(void) {
  for (int c = -128; c < 256; c++) {
    printf("%d: %d%d%d%d%d%d%d%d%d%d%d%d %d %d", c, !!isalnum(c), !!isalpha(c), !!isblank(c), !!iscntrl(c),
           !!isdigit(c), !!isgraph(c), !!islower(c), !!isprint(c), !!ispunct(c), !!isspace(c),
           !!isupper(c), !!isxdigit(c), tolower(c), toupper(c));
    printf(" %d%d%d%d%d%d%d%d%d%d%d%d %d %d\n", !!(isalnum)(c), !!(isalpha)(c), !!(isblank)(c),
           !!(iscntrl)(c), !!(isdigit)(c), !!(isgraph)(c), !!(islower)(c), !!(isprint)(c), !!(ispunct)(c),
           !!(isspace)(c), !!(isupper)(c), !!(isxdigit)(c), (tolower)(c), (toupper)(c));
  }
  return 0;
}
