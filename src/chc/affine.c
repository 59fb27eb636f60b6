/* affine.c -- equality candidates by an affine closure of the clauses
 * (aux_int.h; the overview is in houdini.c).
 *
 * The samples of a relation are concrete states, each derived from
 * samples of the relations before it; behind two or three loops in a row
 * they thin out (a merge of two arrays after the loops that fill them gets
 * three samples), and the affine hull of so few points has equalities the
 * loop does not keep and misses the one it keeps (k = i + j).  Karr's
 * analysis finds every affine equality of a program with affine steps;
 * here its fixpoint is computed on the clauses by SMT: each relation has
 * points (its samples first) and their affine hull; a clause whose body
 * relations are taken anywhere in their hulls (each argument within
 * ±AFF_BOX, so that counting steps do not wrap) and whose head lies off
 * the head's hull (within ±AFF_BOX too: exact row reduction gives up on
 * large entries) gives a new point, which raises the hull's dimension,
 * until no clause does (at most n + 1 points a relation).  The points need
 * not be states of any run: the final hulls' equalities are only
 * candidates, which Houdini keeps when they are inductive. */
#include "aux_int.h"

#include <string.h>

#define AFF_BOX 1048576     /* |argument| of a body relation */
#define AFF_QUERIES 600u    /* queries of the whole closure */
#define AFF_ROUNDS 16u      /* passes over the clauses */

typedef struct aff_rel {
  int64_t *pts; /* m × n */
  uint32_t m, cap;
  smt_term eq;  /* the hull's equalities over the relation's formals; NULL: no point yet */
} aff_rel;

/* the conjunction of the equalities of the hull of r's m points */
static smt_term hull_eq(chc_sys *s, aux_rel *r, const aff_rel *f) {
  smt_ctx *z = s->smt;
  uint32_t before = r->cand.len;
  aux_affine_hull(s, r, f->pts, f->m, NULL, NULL);
  smt_term t = smt_true(z);
  for (uint32_t c = before; c < r->cand.len; c++) t = smt_and(z, t, r->cand.data[c]);
  r->cand.len = before;
  return t;
}

static smt_term box(smt_ctx *z, smt_term x) {
  return smt_and(z, smt_rel(z, SMT_GE, x, smt_int(z, -AFF_BOX)), smt_rel(z, SMT_LE, x, smt_int(z, AFF_BOX)));
}

/* one query of clause cl: a head state off the head's hull; whether one
 * was added */
static bool step(chc_sys *s, chc_aux *a, aff_rel *af, const chc_clause *cl, uint32_t *queries) {
  smt_ctx *z = s->smt;
  aux_rel *h = aux_find(a, cl->head.rel);
  if (!h || h->n > AUX_ARGS || h->n != cl->head.n) return false;
  aff_rel *fh = &af[h - a->r];
  if (fh->m >= fh->cap) return false;
  for (uint32_t k = 0; k < cl->napps; k++) {
    const aux_rel *b = aux_find(a, cl->apps[k].rel);
    if (!b || b->n > AUX_ARGS || !af[b - a->r].eq) return false; /* no point there yet */
  }
  smt_push(z);
  smt_assert(z, cl->phi);
  for (uint32_t k = 0; k < cl->napps; k++) {
    const aux_rel *b = aux_find(a, cl->apps[k].rel);
    smt_assert(z, aux_inst(s, b, af[b - a->r].eq, cl->apps[k].args));
    for (uint32_t i = 0; i < b->n; i++) smt_assert(z, box(z, cl->apps[k].args[i]));
  }
  if (fh->eq) smt_assert(z, smt_not(z, aux_inst(s, h, fh->eq, cl->head.args)));
  /* small values in the head too: the hull's exact row reduction gives up
   * on large entries (an address the solver picks near 2^64) */
  for (uint32_t i = 0; i < h->n; i++) smt_assert(z, box(z, cl->head.args[i]));
  (*queries)++;
  bool added = false;
  if (smt_check(z) == SMT_SAT) {
    int64_t *p = fh->pts + (size_t)fh->m * h->n;
    bool ok = true;
    for (uint32_t i = 0; i < h->n && ok; i++) ok = smt_model_int(z, cl->head.args[i], &p[i]);
    if (ok) {
      fh->m++;
      fh->eq = hull_eq(s, h, fh);
      added = true;
    }
  }
  smt_pop(z);
  return added;
}

void aux_affine_closure(chc_sys *s, chc_aux *a, double until) {
  aff_rel *af = mt_calloc(a->n + 1, sizeof *af);
  for (uint32_t i = 0; i < a->n; i++) {
    aux_rel *r = &a->r[i];
    if (r->n > AUX_ARGS) continue;
    af[i].cap = r->npts + r->n + 2;
    af[i].pts = mt_malloc(((size_t)af[i].cap * r->n + 1) * sizeof *af[i].pts);
    memcpy(af[i].pts, r->pts, (size_t)r->npts * r->n * sizeof *r->pts);
    af[i].m = r->npts;
    if (af[i].m) af[i].eq = hull_eq(s, r, &af[i]);
  }
  uint32_t queries = 0, added = 0;
  for (uint32_t round = 0; round < AFF_ROUNDS && queries < AFF_QUERIES && aux_now(a) < until; round++) {
    bool any = false;
    for (uint32_t c = 0; c < s->clauses.len && queries < AFF_QUERIES && aux_now(a) < until; c++) {
      const chc_clause *cl = &s->clauses.data[c];
      if (!cl->head.rel) continue;
      while (queries < AFF_QUERIES && aux_now(a) < until && step(s, a, af, cl, &queries)) {
        added++;
        any = true;
      }
    }
    if (!any) break;
  }
  /* the equalities of every hull the closure changed, as candidates */
  uint32_t ncand = 0;
  for (uint32_t i = 0; i < a->n; i++) {
    aux_rel *r = &a->r[i];
    if (af[i].m > r->npts) {
      uint32_t before = r->cand.len;
      aux_affine_hull(s, r, af[i].pts, af[i].m, NULL, NULL);
      ncand += r->cand.len - before;
      if (mt_log_on(s->run, 3)) {
        char *t = smt_to_string(s->smt, af[i].eq ? af[i].eq : smt_true(s->smt));
        MT_LOG(s->run, 3, "chc", "  affine closure of %s: %u points, %s", smt_pred_name(s->smt, r->rel), af[i].m,
               t ? t : "?");
        mt_free(t);
        for (uint32_t q = 0; q < af[i].m && mt_log_on(s->run, 4); q++) {
          mt_buf b = {0};
          for (uint32_t x = 0; x < r->n; x++) mt_buf_printf(&b, " %lld", (long long)af[i].pts[(size_t)q * r->n + x]);
          MT_LOG(s->run, 4, "chc", "    point%s", b.data ? b.data : "");
          mt_buf_free(&b);
        }
      }
    }
    mt_free(af[i].pts);
  }
  mt_free(af);
  MT_ADD(s->run, chc_aux_samples, queries);
  MT_LOG(s->run, 2, "chc", "affine closure: %u points, %u equality candidates (%u queries)", added, ncand, queries);
}
