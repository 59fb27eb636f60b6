#include "ringlog.h"

void ringlog_init(struct ringlog *r) {
  r->head = 0;
  r->count = 0;
}

void ringlog_add(struct ringlog *r, int ev) {
  r->ev[r->head] = ev;
#ifdef RINGLOG_BUG
  /* the bug: the index wraps one slot too late */
  r->head = r->head == RINGLOG_CAP ? 0 : r->head + 1;
#else
  r->head = (r->head + 1) % RINGLOG_CAP;
#endif
  if (r->count < RINGLOG_CAP) r->count++;
}

int ringlog_get(const struct ringlog *r, unsigned k) {
  unsigned i = (r->head + RINGLOG_CAP - 1 - k) % RINGLOG_CAP;
  return r->ev[i];
}

int ringlog_sum(const struct ringlog *r) {
  int s = 0;
  for (unsigned k = 0; k < r->count; k++) s += ringlog_get(r, k) & 0xff;
  return s;
}
