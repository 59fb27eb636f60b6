// RUN: %compare %s
// exit(300): the status seen by the parent is the low 8 bits, 44.
#include <stdio.h>
#include <stdlib.h>

int main(void) {
  printf("bye\n");
  exit(300);
}
