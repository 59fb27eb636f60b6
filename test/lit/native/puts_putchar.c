// RUN: %compare %s
// puts appends a newline; putchar writes one byte; mixing with printf keeps order.
#include <stdio.h>

int main(void) {
  puts("first line");
  puts("");
  for (char c = 'a'; c <= 'e'; c++) putchar(c);
  putchar('\n');
  printf("mixed ");
  putchar('|');
  puts(" end");
  int r = putchar('!');
  printf(" putchar returned %d\n", r);
  putchar(200);
  putchar('\n');
  return 0;
}
