// RUN: %compare %s
// switch with fallthrough, default in the middle, negative and sparse cases.
#include <stdio.h>

static int classify(int x) {
  int r = 0;
  switch (x) {
  case -100:
    r = 1;
    break;
  case 0:
  case 1:
    r += 10;
    /* fallthrough */
  case 2:
    r += 100;
    break;
  default:
    r = -1;
    break;
  case 1000000:
    r = 7;
    break;
  case 'a':
    return 97;
  }
  return r;
}

int main(void) {
  int xs[] = {-100, 0, 1, 2, 3, 1000000, 'a', -1};
  for (int i = 0; i < 8; i++)
    printf("classify(%d)=%d\n", xs[i], classify(xs[i]));
  long long big = 5000000000LL;
  switch (big) {
  case 5000000000LL: printf("big case\n"); break;
  default: printf("big default\n");
  }
  unsigned char c = 200;
  switch (c) {
  case 200: printf("uchar 200\n"); break;
  default: printf("uchar other\n");
  }
  return 0;
}
