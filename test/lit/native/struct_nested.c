// RUN: %compare %s
// Nested structs, member access through pointers, and struct layout (offsets).
#include <stddef.h>
#include <stdio.h>

struct point { int x, y; };
struct rect { struct point lo, hi; char tag; };
struct mixed { char c; int i; short s; long long l; char end; };

static int area(const struct rect *r) {
  return (r->hi.x - r->lo.x) * (r->hi.y - r->lo.y);
}

int main(void) {
  struct rect r = {{1, 2}, {11, 7}, 'R'};
  printf("area=%d tag=%c\n", area(&r), r.tag);
  struct rect *p = &r;
  p->lo.x += 5;
  (*p).hi.y *= 2;
  printf("lo=(%d,%d) hi=(%d,%d) area=%d\n", r.lo.x, r.lo.y, r.hi.x, r.hi.y, area(p));
  struct point *pp = &p->hi;
  pp->x = 100;
  printf("hi.x=%d\n", r.hi.x);
  printf("sizeof point=%zu rect=%zu mixed=%zu\n", sizeof(struct point),
         sizeof(struct rect), sizeof(struct mixed));
  printf("offsets c=%zu i=%zu s=%zu l=%zu end=%zu\n", offsetof(struct mixed, c),
         offsetof(struct mixed, i), offsetof(struct mixed, s), offsetof(struct mixed, l),
         offsetof(struct mixed, end));
  struct mixed m = {.l = -1, .c = 'x'};
  printf("m: %c %d %d %lld %d\n", m.c, m.i, m.s, m.l, m.end);
  struct { int a[3]; struct point p; } anon = {{1, 2, 3}, {4, 5}};
  printf("anon=%d %d\n", anon.a[2], anon.p.y);
  return 0;
}
