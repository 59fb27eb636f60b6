/* sample.c -- sample states of the relations of the Horn clauses
 * (aux_int.h; the overview is in houdini.c): SMT queries along the
 * clauses, directed at each outgoing clause's enabling states (small
 * values first), and more samples off each equality of a relation's
 * hull. */
#include "aux_int.h"

#include <string.h>

static bool has_point(const aux_rel *r, const int64_t *p) {
  for (uint32_t k = 0; k < r->npts; k++)
    if (!memcmp(r->pts + (size_t)k * r->n, p, r->n * sizeof *p)) return true;
  return false;
}

/* asserts that args (h's arguments in a clause) are none of h's samples */
static void assert_unsampled(chc_sys *s, const aux_rel *h, const smt_term *args) {
  smt_ctx *z = s->smt;
  for (uint32_t k = 0; k < h->npts; k++) {
    smt_term same = smt_true(z);
    for (uint32_t i = 0; i < h->n; i++)
      same = smt_and(z, same, smt_rel(z, SMT_EQ, args[i], smt_int(z, h->pts[(size_t)k * h->n + i])));
    smt_assert(z, smt_not(z, same));
  }
}

/* one query of clause cl with its body relations at their samples; a new
 * state of the head's relation when there is one (below cap samples; when
 * off is given, one that falsifies it, when want is, one that satisfies
 * it: formulas over the head's formals; small > 0: with every value of
 * the state in [-small, small]) */
static bool sample_clause(chc_sys *s, chc_aux *a, const chc_clause *cl, uint32_t *queries, uint32_t cap,
                          smt_term off, smt_term want, int64_t small) {
  smt_ctx *z = s->smt;
  aux_rel *h = aux_find(a, cl->head.rel);
  if (!h || h->npts >= cap) return false;
  smt_push(z);
  smt_assert(z, cl->phi);
  if (off) smt_assert(z, smt_not(z, aux_inst(s, h, off, cl->head.args)));
  if (want) { /* small values first (4, then 64): the loop's first steps, not a chain from n = 100000 */
    smt_assert(z, aux_inst(s, h, want, cl->head.args));
    if (small) {
      smt_term box = smt_true(z);
      for (uint32_t i = 0; i < h->n; i++)
        box = smt_and(z, box, smt_and(z, smt_rel(z, SMT_GE, cl->head.args[i], smt_int(z, -small)),
                                      smt_rel(z, SMT_LE, cl->head.args[i], smt_int(z, small))));
      smt_assert(z, box);
    }
  }
  for (uint32_t k = 0; k < cl->napps; k++) {
    const aux_rel *b = aux_find(a, cl->apps[k].rel);
    if (!b || !b->npts) {
      smt_pop(z);
      return false;
    }
    /* each body relation at any of its samples (the solver picks ones
     * that fit together: a block's state and its callee's summary) */
    smt_term any = smt_false(z);
    for (uint32_t q = 0; q < b->npts; q++) {
      const int64_t *p = b->pts + (size_t)q * b->n;
      smt_term at = smt_true(z);
      for (uint32_t i = 0; i < b->n; i++) at = smt_and(z, at, smt_rel(z, SMT_EQ, cl->apps[k].args[i], smt_int(z, p[i])));
      any = smt_or(z, any, at);
    }
    smt_assert(z, any);
  }
  assert_unsampled(s, h, cl->head.args); /* another state than those known */
  (*queries)++;
  bool added = false;
  if (smt_check(z) == SMT_SAT) {
    int64_t *p = h->pts + (size_t)h->npts * h->n;
    bool ok = true;
    for (uint32_t i = 0; i < h->n && ok; i++) ok = smt_model_int(z, cl->head.args[i], &p[i]);
    if (ok && !has_point(h, p)) {
      h->npts++;
      added = true;
    }
  }
  smt_pop(z);
  return added;
}

void aux_sample(chc_sys *s, chc_aux *a, double until) {
  /* the directed queries have a budget of their own: with attempts per
   * clause there are more of them, and they must not leave fewer plain
   * samples (a summary's quadratic hull needs them all) */
  uint32_t queries = 0, directed = 0;
  /* the attempts of each clause at each outgoing clause of its head: a
   * clause that cannot reach an out yet (a recursive call whose body has
   * only the base case's samples) does not use up those of another (the
   * call from main, which can) */
  uint8_t *tries = mt_calloc((size_t)s->clauses.len * AUX_OUTS + 1, 1);
  for (uint32_t round = 0; round < 2 * AUX_POINTS && aux_now(a) < until && queries < 600; round++) {
    bool any = false;
    for (uint32_t i = 0; i < s->clauses.len && aux_now(a) < until; i++) {
      const chc_clause *cl = &s->clauses.data[i];
      if (!cl->head.rel) continue;
      /* a state from which an outgoing clause of the relation no sample
       * has gone on by yet can go on (at most AUX_OUT_TRIES queries
       * each), else any new state */
      aux_rel *h = aux_find(a, cl->head.rel);
      bool added = false;
      for (uint32_t k = 0; h && k < h->nouts && !added; k++) {
        uint8_t *t = &tries[(size_t)i * AUX_OUTS + k];
        if (h->tries[k] >= AUX_OUT_TRIES || *t >= AUX_OUT_TRIES || directed >= 600) continue;
        added = sample_clause(s, a, cl, &directed, AUX_POINTS, NULL, h->outs[k], 4) ||
                sample_clause(s, a, cl, &directed, AUX_POINTS, NULL, h->outs[k], 64) ||
                sample_clause(s, a, cl, &directed, AUX_POINTS, NULL, h->outs[k], 0);
        if (added) h->tries[k] = AUX_OUT_TRIES; /* some sample goes on by it */
        else (*t)++;
      }
      if (!added) added = sample_clause(s, a, cl, &queries, AUX_POINTS, NULL, NULL, 0);
      any |= added;
    }
    if (!any && round > 0) break;
  }
  mt_free(tries);
  MT_ADD(s->run, chc_aux_samples, queries + directed);
}

/* For each relation r, the states from which each clause with r in its
 * body is enabled: that clause's constraint with its variables renamed
 * apart and r's arguments there equal to r's formals (the clause's other
 * body relations left free).  Sampling asks for such states in turn, so
 * that a loop head gets states that enter the loop, not only states that
 * leave it at once (n <= 0 for every sample of `while (i <= n)`). */
void aux_enabling(chc_sys *s, chc_aux *a) {
  smt_ctx *z = s->smt;
  for (uint32_t i = 0; i < a->n; i++) {
    aux_rel *r = &a->r[i];
    for (uint32_t c = 0; c < s->clauses.len && r->nouts < AUX_OUTS; c++) {
      const chc_clause *t = &s->clauses.data[c];
      for (uint32_t k = 0; k < t->napps && r->nouts < AUX_OUTS; k++) {
        if (t->apps[k].rel != r->rel || t->apps[k].n != r->n) continue;
        smt_term *fresh = mt_malloc((t->nvars + 1) * sizeof *fresh);
        for (uint32_t v = 0; v < t->nvars; v++) {
          char name[32];
          snprintf(name, sizeof name, "smp!%u", s->nvar++);
          fresh[v] = smt_var(z, name);
        }
        smt_term w = t->nvars ? smt_subst(z, t->phi, t->nvars, t->vars, fresh) : t->phi;
        for (uint32_t x = 0; x < r->n; x++) {
          smt_term arg = t->nvars ? smt_subst(z, t->apps[k].args[x], t->nvars, t->vars, fresh) : t->apps[k].args[x];
          w = smt_and(z, w, smt_rel(z, SMT_EQ, arg, r->formal[x]));
        }
        mt_free(fresh);
        if (w) r->outs[r->nouts++] = w;
        break; /* one per clause */
      }
    }
  }
}


/* Samples off the hull: the solver tends to pick alike values (two
 * inputs equal, every sample on i == j), and the affine hull of such
 * samples has equalities that no more than the samples satisfy -- and
 * misses the true one among them (x - y == i - j).  Each equality of a
 * relation's samples is asked to be broken by a clause into it; a new
 * sample that breaks it widens the hull, until none can be broken or
 * AUX_BREAK more samples are taken. */
void aux_break_hulls(chc_sys *s, chc_aux *a, double until) {
  uint32_t queries = 0, added = 0;
  for (uint32_t round = 0; round < AUX_BREAK && aux_now(a) < until && queries < 300; round++) {
    bool any = false;
    for (uint32_t i = 0; i < a->n && aux_now(a) < until; i++) {
      aux_rel *r = &a->r[i];
      if (!r->npts || r->n > AUX_ARGS || r->npts >= AUX_POINTS + AUX_BREAK) continue;
      uint32_t before = r->cand.len;
      aux_affine_hull(s, r, r->pts, r->npts, NULL, NULL);
      bool broke = false;
      for (uint32_t e = before; e < r->cand.len && !broke && aux_now(a) < until; e++)
        for (uint32_t c = 0; c < s->clauses.len && !broke; c++) {
          const chc_clause *cl = &s->clauses.data[c];
          if (cl->head.rel != r->rel) continue;
          broke = sample_clause(s, a, cl, &queries, AUX_POINTS + AUX_BREAK, r->cand.data[e], NULL, 0);
        }
      r->cand.len = before;
      added += broke;
      any |= broke;
    }
    if (!any) break;
  }
  MT_ADD(s->run, chc_aux_samples, queries);
  MT_LOG(s->run, 2, "chc", "samples off the hull: %u more (%u queries)", added, queries);
}

/* ---- long walks: the states after a loop's phase changes ------------------------ */

/* the state of cl's head after one step of cl from p (cl's one body
 * relation b at p), in q; false when cl is not enabled at p */
static bool step(chc_sys *s, const chc_clause *cl, const aux_rel *b, const int64_t *p, const aux_rel *h,
                 int64_t *q, uint32_t *queries) {
  smt_ctx *z = s->smt;
  smt_push(z);
  smt_assert(z, cl->phi);
  for (uint32_t i = 0; i < b->n; i++) smt_assert(z, smt_rel(z, SMT_EQ, cl->apps[0].args[i], smt_int(z, p[i])));
  (*queries)++;
  bool ok = false;
  if (h != b && h->npts) { /* entering another relation: a state not sampled yet, if there is one */
    smt_push(z);
    assert_unsampled(s, h, cl->head.args);
    (*queries)++;
    ok = smt_check(z) == SMT_SAT;
    for (uint32_t i = 0; i < h->n && ok; i++) ok = smt_model_int(z, cl->head.args[i], &q[i]);
    smt_pop(z);
    if (ok) {
      smt_pop(z);
      return true;
    }
  }
  ok = smt_check(z) == SMT_SAT;
  for (uint32_t i = 0; i < h->n && ok; i++) ok = smt_model_int(z, cl->head.args[i], &q[i]);
  smt_pop(z);
  return ok;
}

static void keep(aux_rel *r, const int64_t *p, uint32_t cap) {
  if (r->npts >= cap || has_point(r, p)) return;
  memcpy(r->pts + (size_t)r->npts * r->n, p, r->n * sizeof *p);
  r->npts++;
}

/* Samples are one clause step from each other, at most AUX_POINTS of
 * them: a loop whose second phase starts after 50 iterations (`if (x <
 * 50) x++; else { x++; y++; }`) gets none of that phase, and no
 * partition sees it.  A walk follows the clauses with one body relation
 * from a sample (up to AUX_WALK_STARTS walks from or through each
 * relation; a step into another relation asks for a state not sampled
 * yet: other inputs), taking the step the relation took last time first,
 * then the loops back to it, then the others, for up to AUX_WALK_STEPS
 * steps (AUX_WALK_QUERIES in all), and keeps the states around each phase
 * change -- the state before and after a step whose clause differs from
 * the one that the relation took at least 4 times in a row --, and the
 * states after 2^k steps, as AUX_WALK more samples per relation.  Every
 * kept state is reachable (the walk starts at a sample and follows the
 * clauses), so the candidates only lose what no invariant has. */
void aux_walk(chc_sys *s, chc_aux *a, double until) {
  uint32_t queries = 0, kept = 0, cap = AUX_POINTS + AUX_BREAK + AUX_WALK;
  uint32_t nc = s->clauses.len;
  uint32_t *last = mt_malloc((a->n + 1) * sizeof *last), *run = mt_malloc((a->n + 1) * sizeof *run);
  uint8_t *walked = mt_calloc(a->n + 1, 1), *seen = mt_calloc(a->n + 1, 1);
  uint32_t maxn = 1;
  for (uint32_t i = 0; i < a->n; i++)
    if (a->r[i].n > maxn) maxn = a->r[i].n;
  int64_t *cur = mt_malloc((size_t)maxn * sizeof *cur), *next = mt_malloc((size_t)maxn * sizeof *next);
  for (uint32_t w = 0; w < a->n * AUX_WALK_STARTS && aux_now(a) < until && queries < AUX_WALK_QUERIES; w++) {
    uint32_t start = w / AUX_WALK_STARTS, si = w % AUX_WALK_STARTS;
    aux_rel *r = &a->r[start];
    /* from up to AUX_WALK_STARTS samples of a relation no earlier walk
     * went through that often */
    if (walked[start] >= AUX_WALK_STARTS || si >= r->npts || r->n > AUX_ARGS) continue;
    for (uint32_t i = 0; i < a->n; i++) last[i] = UINT32_MAX, run[i] = 0, seen[i] = 0;
    uint32_t ri = start;
    /* the first, the last and a middle sample: the later ones come from
     * other inputs (n = 103, not only n = 100) */
    uint32_t at = si == 0 ? 0 : si == 1 ? r->npts - 1 : r->npts / 2;
    memcpy(cur, r->pts + (size_t)at * r->n, r->n * sizeof *cur);
    for (uint32_t st = 1; st <= AUX_WALK_STEPS && aux_now(a) < until && queries < AUX_WALK_QUERIES; st++) {
      aux_rel *b = &a->r[ri];
      if (!seen[ri]) seen[ri] = 1, walked[ri]++;
      uint32_t took = UINT32_MAX, hi = 0;
      /* pass 0: the clause taken last time; 1: back to b; 2: any other */
      for (int pass = 0; pass < 3 && took == UINT32_MAX; pass++)
        for (uint32_t c = 0; c < nc && took == UINT32_MAX; c++) {
          const chc_clause *cl = &s->clauses.data[c];
          if (cl->napps != 1 || cl->apps[0].rel != b->rel || !cl->head.rel) continue;
          bool self = cl->head.rel == b->rel;
          if ((pass == 0 && c != last[ri]) || (pass == 1 && (!self || c == last[ri])) ||
              (pass == 2 && (self || c == last[ri])))
            continue;
          aux_rel *h = aux_find(a, cl->head.rel);
          if (!h || h->n > AUX_ARGS) continue;
          if (step(s, cl, b, cur, h, next, &queries)) took = c, hi = (uint32_t)(h - a->r);
        }
      if (took == UINT32_MAX) {
        MT_LOG(s->run, 3, "chc", "a walk ends at %s after %u steps", smt_pred_name(s->smt, b->rel), st - 1);
        break;
      }
      aux_rel *h = &a->r[hi];
      uint32_t before = b == h ? b->npts : b->npts + h->npts;
      if (last[ri] != UINT32_MAX && took != last[ri] && run[ri] >= 4) { /* a phase change */
        keep(b, cur, cap);
        keep(h, next, cap);
      }
      if (!(st & (st - 1)) && st >= 8) keep(h, next, cap);
      kept += (b == h ? b->npts : b->npts + h->npts) - before;
      run[ri] = took == last[ri] ? run[ri] + 1 : 1;
      last[ri] = took;
      ri = hi;
      memcpy(cur, next, h->n * sizeof *cur);
    }
  }
  mt_free(cur);
  mt_free(next);
  mt_free(last);
  mt_free(run);
  mt_free(walked);
  mt_free(seen);
  MT_ADD(s->run, chc_aux_samples, queries);
  MT_ADD(s->run, chc_aux_walked, kept);
  MT_LOG(s->run, 2, "chc", "walks: %u more samples (%u queries)", kept, queries);
}
