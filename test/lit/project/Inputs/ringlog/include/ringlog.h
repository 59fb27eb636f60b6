/* ringlog: a fixed-size log of the last RINGLOG_CAP events (a small
 * multi-file project for memterm's tests: two units and this header). */
#ifndef RINGLOG_H
#define RINGLOG_H

#ifndef RINGLOG_CAP
#define RINGLOG_CAP 8
#endif

struct ringlog {
  int ev[RINGLOG_CAP];
  unsigned head;  /* next slot written */
  unsigned count; /* events kept, at most RINGLOG_CAP */
};

void ringlog_init(struct ringlog *r);
void ringlog_add(struct ringlog *r, int ev);
/* the k-th newest event (k < count) */
int ringlog_get(const struct ringlog *r, unsigned k);
int ringlog_sum(const struct ringlog *r);

#endif
