// RUN: %compare %s
// Designated initialisers and compound literals (arrays, structs, nested).
#include <stdio.h>

struct pt { int x, y; };
struct shape { const char *name; struct pt pts[3]; int n; };

static int dot(struct pt a, struct pt b) { return a.x * b.x + a.y * b.y; }

int main(void) {
  struct shape s = {.n = 2, .pts = {[1] = {.y = 5, .x = 4}}, .name = "seg"};
  printf("%s n=%d p0=(%d,%d) p1=(%d,%d) p2=(%d,%d)\n", s.name, s.n, s.pts[0].x, s.pts[0].y,
         s.pts[1].x, s.pts[1].y, s.pts[2].x, s.pts[2].y);
  printf("dot=%d\n", dot((struct pt){3, 4}, (struct pt){.y = 2, .x = 1}));
  int *a = (int[]){9, 8, 7, 6};
  a[1] = 0;
  printf("a=%d %d %d %d\n", a[0], a[1], a[2], a[3]);
  int days[12] = {[0] = 31, [1] = 28, [2] = 31, [11] = 31};
  int total = 0;
  for (int i = 0; i < 12; i++) total += days[i];
  printf("total=%d\n", total);
  struct pt *pp = &(struct pt){1, 1};
  pp->x += 10;
  printf("pp=(%d,%d)\n", pp->x, pp->y);
  return 0;
}
