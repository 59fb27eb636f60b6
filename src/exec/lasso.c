/* lasso.c -- non-termination by a repeated program state.
 *
 * The interpreter is deterministic given the nondet values (and the fill
 * byte of indeterminate memory): when the complete state at a loop head
 * at step t2 equals the state at step t1 < t2, feeding again the nondet
 * values drawn between t1 and t2 repeats the segment for ever.  States are
 * serialized canonically: the frames (function, block, instruction,
 * registers with provenance), the allocator position, every block's
 * metadata and the bytes of the live ones.  Detection keeps only a hash of
 * each visit; a repeated hash is a candidate that lasso_check confirms
 * byte by byte in a second run.  Registers holding aggregate images are
 * not serialized: such a visit is skipped.  Large memories (over
 * X_LASSO_MAX_BYTES live bytes) and runs past X_LASSO_MAX_VISITS visits
 * are not hashed.
 *
 * Recursion: at the entry of a program function, what the callee can
 * reach is hashed -- its frame (function, position, registers), every
 * block with its bytes and the allocator, not the frames below (the callee
 * cannot read their registers; their stack blocks are blocks).  When the
 * same hash comes back at a deeper entry while the first entry's frame was
 * never popped (the pops per depth are counted), the run between the two
 * entries happened inside the first callee and, fed the same nondet
 * values, repeats at every deeper level: an infinite recursion. */
#include <string.h>

#include "exec_int.h"

#define X_LASSO_MAX_BYTES ((uint64_t)1 << 16)
#define X_LASSO_MAX_VISITS 200000u

/* canonical serialization; false when the state cannot be captured */
static bool serialize(const xctx *x, mt_buf *b) {
  b->len = 0;
  if (x->live_bytes > X_LASSO_MAX_BYTES) return false;
  uint64_t hdr[6] = {x->stack.len, x->next_addr, x->atexit_fns.len, x->blocks.len, x->exiting,
                     (uint64_t)(int64_t)x->exit_code};
  mt_buf_append(b, hdr, sizeof hdr);
  for (uint32_t i = 0; i < x->stack.len; i++) {
    const xframe *fr = &x->stack.data[i];
    uint64_t f[4] = {fr->fidx, fr->block, fr->pc, fr->atexit_handler};
    mt_buf_append(b, f, sizeof f);
    for (uint32_t j = 0; j < fr->f->nslots; j++) {
      if (fr->slots[j].agg) return false;
      uint64_t v[2] = {fr->slots[j].bits, fr->slots[j].prov};
      mt_buf_append(b, v, sizeof v);
    }
    uint64_t na = fr->allocas.len;
    mt_buf_append(b, &na, sizeof na);
  }
  for (uint32_t i = 1; i < x->blocks.len; i++) {
    const xblock *k = &x->blocks.data[i];
    uint64_t m[4] = {k->base, k->size, k->kind, k->state};
    mt_buf_append(b, m, sizeof m);
    if (k->state == XB_LIVE && k->data && k->kind != XB_FUNC) mt_buf_append(b, k->data, k->size);
  }
  return true;
}

/* the callee's view at its entry (recursion lasso) */
static bool serialize_entry(const xctx *x, mt_buf *b) {
  b->len = 0;
  if (x->live_bytes > X_LASSO_MAX_BYTES) return false;
  uint64_t hdr[6] = {0xE17E7ull, x->next_addr, x->atexit_fns.len, x->blocks.len, x->exiting,
                     (uint64_t)(int64_t)x->exit_code};
  mt_buf_append(b, hdr, sizeof hdr);
  const xframe *fr = &x->stack.data[x->stack.len - 1];
  uint64_t f[4] = {fr->fidx, fr->block, fr->pc, fr->atexit_handler};
  mt_buf_append(b, f, sizeof f);
  for (uint32_t j = 0; j < fr->f->nslots; j++) {
    if (fr->slots[j].agg) return false;
    uint64_t v[2] = {fr->slots[j].bits, fr->slots[j].prov};
    mt_buf_append(b, v, sizeof v);
  }
  uint64_t na = fr->allocas.len;
  mt_buf_append(b, &na, sizeof na);
  for (uint32_t i = 1; i < x->blocks.len; i++) {
    const xblock *k = &x->blocks.data[i];
    uint64_t m[4] = {k->base, k->size, k->kind, k->state};
    mt_buf_append(b, m, sizeof m);
    if (k->state == XB_LIVE && k->data && k->kind != XB_FUNC) mt_buf_append(b, k->data, k->size);
  }
  return true;
}

static uint64_t pops_at(const xctx *x, uint32_t depth) {
  return depth < x->pops.len ? x->pops.data[depth] : 0;
}

void x_lasso_pop(xctx *x, uint32_t depth) {
  while (x->pops.len <= depth) MT_VEC_PUSH(x->pops, 0);
  x->pops.data[depth]++;
}

static uint64_t fnv(const mt_buf *b) {
  uint64_t h = 1469598103934665603ull;
  for (size_t i = 0; i < b->len; i++) {
    h ^= (uint8_t)b->data[i];
    h *= 1099511628211ull;
  }
  return h ? h : 1;
}

static void grow(xctx *x) {
  uint32_t ncap = x->lcap ? 2 * x->lcap : 1024;
  uint64_t *h = mt_calloc(ncap, sizeof *h), *st = mt_calloc(ncap, sizeof *st), *ep = mt_calloc(ncap, sizeof *ep);
  uint32_t *pos = mt_calloc(ncap, sizeof *pos), *dp = mt_calloc(ncap, sizeof *dp);
  for (uint32_t i = 0; i < x->lcap; i++) {
    if (!x->lh[i]) continue;
    uint32_t k = (uint32_t)(x->lh[i] & (ncap - 1));
    while (h[k]) k = (k + 1) & (ncap - 1);
    h[k] = x->lh[i];
    st[k] = x->lsteps[i];
    pos[k] = x->lpos[i];
    dp[k] = x->ldepth[i];
    ep[k] = x->lepoch[i];
  }
  mt_free(x->lh);
  mt_free(x->lsteps);
  mt_free(x->lpos);
  mt_free(x->ldepth);
  mt_free(x->lepoch);
  x->lh = h;
  x->lsteps = st;
  x->lpos = pos;
  x->ldepth = dp;
  x->lepoch = ep;
  x->lcap = ncap;
}

/* the confirmation run's record of the loop head: its frame's registers
 * at the first visit, and which of them keep their value at every entry
 * of that head (same frame) until the second */
static void head_note(xctx *x) {
  const xframe *fr = &x->stack.data[x->stack.len - 1];
  exec_result *r = x->res;
  if (x->steps == x->o->lasso_from) {
    mt_free(r->lasso_vals);
    mt_free(r->lasso_same);
    r->lasso_func = fr->fidx;
    r->lasso_block = fr->block;
    r->nlasso_vals = fr->f->nslots;
    r->lasso_vals = mt_calloc(fr->f->nslots + 1, sizeof(uint64_t));
    r->lasso_same = mt_calloc(fr->f->nslots + 1, 1);
    for (uint32_t i = 0; i < fr->f->nslots; i++) {
      r->lasso_vals[i] = fr->slots[i].bits;
      r->lasso_same[i] = !fr->slots[i].agg;
    }
    x->lhead_depth = x->stack.len;
    return;
  }
  if (!r->lasso_vals || x->stack.len != x->lhead_depth || fr->fidx != r->lasso_func ||
      fr->block != r->lasso_block)
    return;
  for (uint32_t i = 0; i < r->nlasso_vals; i++)
    if (fr->slots[i].bits != r->lasso_vals[i]) r->lasso_same[i] = 0;
}

void x_lasso_visit(xctx *x) {
  const exec_opts *o = x->o;
  if (o->lasso_to) { /* confirmation run */
    if (x->steps < o->lasso_from || x->steps > o->lasso_to) return;
    head_note(x);
    if (x->steps != o->lasso_from && x->steps != o->lasso_to) return;
    mt_buf cur = {0};
    bool ok = serialize(x, &cur);
    if (x->steps == o->lasso_from) {
      if (ok) {
        mt_buf_free(&x->lsnap);
        x->lsnap = cur;
        x->lsnapped = true;
        return;
      }
    } else if (ok && x->lsnapped && cur.len == x->lsnap.len &&
               !memcmp(cur.data, x->lsnap.data, cur.len)) {
      x->res->lasso_confirmed = true;
      x->res->lasso_from = o->lasso_from;
      x->res->lasso_to = o->lasso_to;
      x_stop(x, EXEC_LASSO, EXEC_V_NONE, "the state of step %llu repeats at step %llu",
             (unsigned long long)o->lasso_from, (unsigned long long)o->lasso_to);
    }
    mt_buf_free(&cur);
    return;
  }
  if (x->lcount >= X_LASSO_MAX_VISITS) return;
  mt_buf cur = {0};
  bool ok = serialize(x, &cur);
  uint64_t h = ok ? fnv(&cur) : 0;
  mt_buf_free(&cur);
  if (!ok) return;
  if (2 * (x->lcount + 1) > x->lcap) grow(x);
  uint32_t k = (uint32_t)(h & (x->lcap - 1));
  while (x->lh[k] && x->lh[k] != h) k = (k + 1) & (x->lcap - 1);
  if (x->lh[k] == h) {
    exec_result *r = x->res;
    r->lasso_from = x->lsteps[k];
    r->lasso_to = x->steps;
    r->lasso_nondet_from = x->lpos[k];
    r->lasso_nondet_to = x->used.len;
    x_stop(x, EXEC_LASSO, EXEC_V_NONE, "the state of step %llu seems to repeat at step %llu",
           (unsigned long long)r->lasso_from, (unsigned long long)r->lasso_to);
    return;
  }
  x->lh[k] = h;
  x->lsteps[k] = x->steps;
  x->lpos[k] = x->used.len;
  x->ldepth[k] = 0;
  x->lepoch[k] = 0;
  x->lcount++;
}

void x_lasso_entry(xctx *x) {
  const exec_opts *o = x->o;
  uint32_t depth = x->stack.len;
  if (o->lasso_to) { /* confirmation run of an entry lasso */
    if (!o->lasso_entry || (x->steps != o->lasso_from && x->steps != o->lasso_to)) return;
    mt_buf cur = {0};
    bool ok = serialize_entry(x, &cur);
    if (x->steps == o->lasso_from) {
      if (ok) {
        mt_buf_free(&x->lsnap);
        x->lsnap = cur;
        x->lsnapped = true;
        x->lhead_depth = depth;
        x->lsnap_epoch = pops_at(x, depth);
        return;
      }
    } else if (ok && x->lsnapped && depth > x->lhead_depth && pops_at(x, x->lhead_depth) == x->lsnap_epoch &&
               cur.len == x->lsnap.len && !memcmp(cur.data, x->lsnap.data, cur.len)) {
      x->res->lasso_confirmed = true;
      x->res->lasso_entry = true;
      x->res->lasso_from = o->lasso_from;
      x->res->lasso_to = o->lasso_to;
      const xframe *fr = &x->stack.data[depth - 1];
      x->res->lasso_func = fr->fidx;
      x->res->lasso_block = 0;
      x_stop(x, EXEC_LASSO, EXEC_V_NONE, "the entry of %s at step %llu repeats at step %llu, deeper",
             fr->f->name, (unsigned long long)o->lasso_from, (unsigned long long)o->lasso_to);
    }
    mt_buf_free(&cur);
    return;
  }
  if (!o->lasso || x->lcount >= X_LASSO_MAX_VISITS) return;
  mt_buf cur = {0};
  bool ok = serialize_entry(x, &cur);
  uint64_t h = ok ? fnv(&cur) : 0;
  mt_buf_free(&cur);
  if (!ok) return;
  if (2 * (x->lcount + 1) > x->lcap) grow(x);
  uint32_t k = (uint32_t)(h & (x->lcap - 1));
  while (x->lh[k] && x->lh[k] != h) k = (k + 1) & (x->lcap - 1);
  if (x->lh[k] == h && x->ldepth[k] && depth > x->ldepth[k] && pops_at(x, x->ldepth[k]) == x->lepoch[k]) {
    exec_result *r = x->res;
    r->lasso_entry = true;
    r->lasso_from = x->lsteps[k];
    r->lasso_to = x->steps;
    r->lasso_nondet_from = x->lpos[k];
    r->lasso_nondet_to = x->used.len;
    x_stop(x, EXEC_LASSO, EXEC_V_NONE, "the entry of step %llu seems to repeat at step %llu, deeper",
           (unsigned long long)r->lasso_from, (unsigned long long)r->lasso_to);
    return;
  }
  if (!x->lh[k]) x->lcount++;
  x->lh[k] = h; /* the newest visit of this state */
  x->lsteps[k] = x->steps;
  x->lpos[k] = x->used.len;
  x->ldepth[k] = depth;
  x->lepoch[k] = pops_at(x, depth);
}

void x_lasso_free(xctx *x) {
  mt_free(x->lh);
  mt_free(x->lsteps);
  mt_free(x->lpos);
  mt_free(x->ldepth);
  mt_free(x->lepoch);
  MT_VEC_FREE(x->pops);
  x->lh = NULL;
  x->lsteps = NULL;
  x->lpos = NULL;
  x->ldepth = NULL;
  x->lepoch = NULL;
  x->lcap = x->lcount = 0;
  mt_buf_free(&x->lsnap);
}
