// RUN: %compare %s
// Globals with initialisers: arrays, strings, structs with pointers to other
// globals, zero-initialised globals, pointers into global arrays.
#include <stdio.h>

int counter;
int primes[] = {2, 3, 5, 7, 11, 13};
const char greeting[] = "hello, world";
const char *names[] = {"zero", "one", "two"};
static double ratio = 0.75;
long long big = -1234567890123LL;
char buf[16];

struct node { int val; struct node *next; };
struct node n3 = {3, 0};
struct node n2 = {2, &n3};
struct node n1 = {1, &n2};
struct node *head = &n1;

int *third = &primes[2];
struct cfg { const char *name; int *target; int dims[2]; } cfg = {"cfg", &counter, {640, 480}};

static void bump(void) { counter++; }

int main(void) {
  printf("counter=%d buf0=%d\n", counter, buf[0]);
  for (int i = 0; i < 5; i++) bump();
  printf("counter=%d\n", counter);
  int s = 0;
  for (unsigned i = 0; i < sizeof primes / sizeof primes[0]; i++) s += primes[i];
  printf("sum primes=%d third=%d\n", s, *third);
  printf("%s (%zu)\n", greeting, sizeof greeting);
  for (int i = 0; i < 3; i++) printf("%s ", names[i]);
  printf("\nratio=%f big=%lld\n", ratio, big);
  for (struct node *n = head; n; n = n->next) printf("node %d\n", n->val);
  *cfg.target += 10;
  printf("%s %d %dx%d\n", cfg.name, counter, cfg.dims[0], cfg.dims[1]);
  names[1] = "uno";
  printf("names[1]=%s\n", names[1]);
  for (int i = 0; i < 15; i++) buf[i] = (char)('a' + i);
  printf("buf=%s\n", buf);
  return 0;
}
