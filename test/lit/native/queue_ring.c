// RUN: %compare %s
// A ring buffer queue and a heap-allocated stack growing with realloc.
#include <stdio.h>
#include <stdlib.h>

#define CAP 5
struct ring { int buf[CAP]; unsigned head, len; };

static int ring_push(struct ring *r, int v) {
  if (r->len == CAP) return 0;
  r->buf[(r->head + r->len++) % CAP] = v;
  return 1;
}
static int ring_pop(struct ring *r, int *v) {
  if (!r->len) return 0;
  *v = r->buf[r->head];
  r->head = (r->head + 1) % CAP;
  r->len--;
  return 1;
}

struct stack { int *data; size_t len, cap; };
static void st_push(struct stack *s, int v) {
  if (s->len == s->cap) {
    s->cap = s->cap ? s->cap * 2 : 1;
    int *d = realloc(s->data, s->cap * sizeof *d);
    if (!d) exit(99);
    s->data = d;
  }
  s->data[s->len++] = v;
}

int main(void) {
  struct ring r = {{0}, 0, 0};
  int v, ok = 0;
  for (int i = 0; i < 8; i++) ok += ring_push(&r, i);
  printf("pushed=%d\n", ok);
  for (int i = 0; i < 3; i++) { ring_pop(&r, &v); printf("%d ", v); }
  for (int i = 10; i < 14; i++) ring_push(&r, i);
  while (ring_pop(&r, &v)) printf("%d ", v);
  printf("\n");
  struct stack s = {0};
  for (int i = 0; i < 100; i++) st_push(&s, i * i);
  long sum = 0;
  while (s.len) sum += s.data[--s.len];
  printf("sum=%ld cap=%zu\n", sum, s.cap);
  free(s.data);
  return 0;
}
