/* houdini.c -- auxiliary invariants of the Horn clauses (chc_int.h).
 *
 * Spacer (IC3/PDR) blocks one bad state after another and generalizes
 * each; on a counting loop with a large constant bound it can run out of
 * time before it finds the equalities between the counters that make the
 * bound inductive (x = 2·i, i <= n, n <= 1000000).  This stage finds such
 * facts the data-driven way:
 *
 *  1. samples: states of each relation derived from the clauses by an
 *     ordinary SMT solver (a fact clause, then clauses whose body relations
 *     have samples, each new state blocked so the next query finds another);
 *  2. candidates from the samples: the affine hull of a relation's samples
 *     (and of an affine closure of the clauses from them, affine.c)
 *     (every linear equality they satisfy, by exact integer row reduction),
 *     x_i <= x_j and x_i < x_j between arguments, x_i - F·x_j <= c for F 1
 *     and the factors the program multiplies by (c the least the samples
 *     allow), x_i >= K and x_i <= K for the program's constants K,
 *     `false` for a relation without samples, and per guard that splits
 *     the samples (x_i <= x_j, x_i <= K) the affine hull of each side as
 *     guard -> equality (loops with phases), and for relations of at most
 *     AUX_QUAD_ARGS arguments the hull over their products too (r = a·b);
 *  3. Houdini: a candidate that one clause, with the surviving candidates of
 *     its body relations assumed, does not imply in its head is dropped
 *     (every candidate the model of the failed check falsifies), until all
 *     clauses hold: the survivors are inductive invariants;
 *  4. bounds at entry: the octagon's templates x_i, x_i + x_j, x_i - x_j
 *     (and x_i ± 2·x_j, and sums of three arguments with coefficients of
 *     magnitude 1 and 2 for relations of at most AUX_TRI_ARGS arguments)
 *     maximized and minimized by Z3's optimizer over the clauses that enter
 *     a relation from elsewhere, under the first pass's invariants (m + n
 *     <= 2^31 - 2 that a recursion moving one unit from n to m keeps), then
 *     Houdini again over every candidate: one dropped in the first pass may
 *     hold relative to the bounds (a summary's r = m + n once m + 1 cannot
 *     wrap); skipped when the first pass empties every query's relation,
 *     and the first pass's survivors stay when the second runs out of time.
 *
 * chc.c conjoins them to every body the relation occurs in before Spacer
 * runs, and to Spacer's interpretations for the re-check: nothing here is
 * trusted, a wrong invariant only fails the re-check.
 */
#include "aux_int.h"

#include <string.h>

static void add_rel(chc_sys *s, chc_aux *a, const chc_app *ap, uint32_t *cap) {
  if (!ap->rel || aux_find(a, ap->rel)) return;
  if (a->n == *cap) {
    *cap = *cap ? 2 * *cap : 16;
    a->r = mt_realloc(a->r, *cap * sizeof *a->r);
  }
  aux_rel *r = &a->r[a->n++];
  memset(r, 0, sizeof *r);
  r->rel = ap->rel;
  r->n = ap->n;
  r->formal = MT_ANEWN(&s->arena, smt_term, ap->n + 1);
  for (uint32_t i = 0; i < ap->n; i++) {
    char name[32];
    snprintf(name, sizeof name, "aux!%u", i);
    r->formal[i] = smt_var(s->smt, name);
  }
  r->pts = mt_malloc(((size_t)(AUX_POINTS + AUX_BREAK + AUX_WALK) * ap->n + 1) * sizeof *r->pts);
}

/* ---- 3. Houdini ------------------------------------------------------------------- */

/* the conjunction of r's alive candidates (only the linear ones: for Spacer) */
static smt_term alive_conj(chc_sys *s, const aux_rel *r, bool linear_only) {
  smt_term t = smt_true(s->smt);
  for (uint32_t i = 0; i < r->cand.len; i++)
    if (r->alive[i] && !(linear_only && r->nl && r->nl[i])) t = smt_and(s->smt, t, r->cand.data[i]);
  return t;
}

/* drops r's alive nonlinear candidates; how many */
static uint32_t drop_nonlinear(aux_rel *r) {
  uint32_t n = 0;
  for (uint32_t c = 0; c < r->cand.len; c++)
    if (r->alive[c] && r->nl[c]) r->alive[c] = 0, n++;
  return n;
}

/* Candidates Spacer does not see: products, the modular facts (mod by a
 * constant is linear to Z3, but Spacer's generalization over it is weak:
 * given them, it may run out of time on clauses it solved without them)
 * and the guarded bounds of side_bounds (disjunctions); Houdini and the
 * re-check take them */
static void mark_nonlinear(chc_sys *s, aux_rel *r) {
  r->nl = mt_realloc(r->nl, r->cand.len + 1);
  int64_t *k = mt_malloc((r->n + 1) * sizeof *k), c0, m, rhs;
  smt_cmp op;
  for (uint32_t c = 0; c < r->cand.len; c++)
  {
    r->nl[c] = !smt_is_linear(s->smt, r->cand.data[c]) ||
               smt_mod_atom(s->smt, r->cand.data[c], r->n, r->formal, k, &c0, &m, &op, &rhs);
    for (uint32_t q = 0; q < r->hidden.len && !r->nl[c]; q++) r->nl[c] = r->hidden.data[q] == r->cand.data[c];
  }
  mt_free(k);
}

/* one pass over the clauses; false when a check had no answer (then every
 * candidate of that head is dropped) -- returns whether anything changed */
static bool houdini_pass(chc_sys *s, chc_aux *a, double until, bool *timeout) {
  smt_ctx *z = s->smt;
  bool changed = false;
  for (uint32_t i = 0; i < s->clauses.len; i++) {
    const chc_clause *cl = &s->clauses.data[i];
    aux_rel *h = cl->head.rel ? aux_find(a, cl->head.rel) : NULL;
    if (!h) continue;
    for (;;) {
      smt_term goal = aux_inst(s, h, alive_conj(s, h, false), cl->head.args);
      if (smt_is_true(z, goal)) break;
      if (aux_now(a) > until) {
        *timeout = true;
        return false;
      }
      smt_push(z);
      smt_assert(z, cl->phi);
      for (uint32_t k = 0; k < cl->napps; k++) {
        const aux_rel *b = aux_find(a, cl->apps[k].rel);
        if (b) smt_assert(z, aux_inst(s, b, alive_conj(s, b, false), cl->apps[k].args));
      }
      smt_assert(z, smt_not(z, goal));
      smt_result res = smt_check(z);
      uint32_t dropped = 0;
      if (res == SMT_UNKNOWN) { /* nonlinear arithmetic: drop the products, try again */
        uint32_t nl = drop_nonlinear(h);
        for (uint32_t k = 0; k < cl->napps; k++) {
          aux_rel *b = aux_find(a, cl->apps[k].rel);
          if (b) nl += drop_nonlinear(b);
        }
        if (nl) {
          smt_pop(z);
          changed = true;
          continue;
        }
      }
      if (res == SMT_SAT) {
        for (uint32_t c = 0; c < h->cand.len; c++) {
          bool holds = false;
          if (!h->alive[c]) continue;
          if (!smt_model_bool(z, aux_inst(s, h, h->cand.data[c], cl->head.args), &holds) || !holds) {
            h->alive[c] = 0;
            dropped++;
          }
        }
      } else if (res != SMT_UNSAT) {
        for (uint32_t c = 0; c < h->cand.len; c++) h->alive[c] = 0;
        dropped = 1;
      }
      smt_pop(z);
      if (!dropped) break;
      changed = true;
    }
  }
  return changed;
}

/* ---- 4. bounds at entry ------------------------------------------------------------ */

/* The octagon's templates x_i, x_i + x_j and x_i - x_j, bounded by what
 * enters the relation: the clauses with r as head and no application of r
 * in the body (a loop's preheader path, a function's call sites, a
 * summary's base cases), with their body relations' invariants of the
 * first Houdini pass.  A bound every entering clause has is a candidate
 * (a sum that a loop keeps, m + n with m++ and n--; a counter that only
 * falls); Houdini's second pass keeps the inductive ones.  Samples weed out
 * what cannot hold before that. */
static bool sat_by_samples(const aux_rel *r, const int64_t *w, int64_t bound, bool upper) {
  for (uint32_t k = 0; k < r->npts; k++) {
    __int128 v = 0;
    for (uint32_t i = 0; i < r->n; i++) v += (__int128)w[i] * r->pts[(size_t)k * r->n + i];
    if (upper ? v > bound : v < bound) return false;
  }
  return true;
}

static uint32_t entry_bounds(chc_sys *s, chc_aux *a, aux_rel *r, double until) {
  smt_ctx *z = s->smt;
  uint32_t n = r->n, oct = n <= AUX_OCT_ARGS;
  if (!n || n > AUX_ARGS) return 0; /* also without samples: a callee entered only past a long loop */
  uint32_t tri = n <= AUX_TRI_ARGS, ntri = tri ? n * (n - 1) * (n - 2) / 6 : 0;
  uint32_t nt = n + (oct ? 3 * n * (n - 1) : 0) + 32 * ntri;
  int64_t *w = mt_calloc((size_t)nt * n + 1, sizeof *w); /* template t: Σ w[t·n + i]·x_i */
  uint32_t t = 0;
  for (uint32_t i = 0; i < n; i++) w[(size_t)t++ * n + i] = 1;
  static const int64_t c2[] = {1, -1, 2, -2};
  for (uint32_t i = 0; oct && i < n; i++)
    for (uint32_t j = i + 1; j < n; j++) {
      /* x_i ± x_j, x_i ± 2·x_j, 2·x_i ± x_j (the lower bound is the other sign's) */
      for (uint32_t q = 0; q < 6; q++) {
        w[(size_t)t * n + i] = q < 4 ? 1 : 2;
        w[(size_t)t++ * n + j] = q < 4 ? c2[q] : c2[q - 4];
      }
    }
  /* three arguments with coefficients of magnitude 1 or 2 (a count of
   * tokens against a position and a flag: 2·k <= i + w) */
  for (uint32_t i = 0; tri && i < n; i++)
    for (uint32_t j = i + 1; j < n; j++)
      for (uint32_t k = j + 1; k < n; k++)
        for (uint32_t q = 0; q < 32; q++) {
          w[(size_t)t * n + i] = q & 16 ? 2 : 1;
          w[(size_t)t * n + j] = c2[(q >> 2) & 3];
          w[(size_t)t++ * n + k] = c2[q & 3];
        }
  int64_t *lo = mt_malloc(6 * (size_t)nt * sizeof *lo), *hi = lo + nt, *clo = hi + nt, *chi = clo + nt,
          *ulo = chi + nt, *uhi = ulo + nt;
  uint8_t *hl = mt_malloc(6 * (size_t)nt), *hh = hl + nt, *chl = hh + nt, *chh = chl + nt, *uhl = chh + nt,
          *uhh = uhl + nt;
  uint32_t *uix = mt_malloc((size_t)nt * sizeof *uix);
  smt_term *objs = MT_ANEWN(&s->arena, smt_term, nt + 1);
  bool any = false, fail = false;
  for (uint32_t ci = 0; ci < s->clauses.len && !fail; ci++) {
    const chc_clause *cl = &s->clauses.data[ci];
    if (cl->head.rel != r->rel) continue;
    bool self = false;
    for (uint32_t k = 0; k < cl->napps; k++) self |= cl->apps[k].rel == r->rel;
    if (self) continue;
    if (aux_now(a) > until) {
      fail = true;
      break;
    }
    smt_term phi = cl->phi;
    for (uint32_t k = 0; k < cl->napps; k++) {
      const aux_rel *b = aux_find(a, cl->apps[k].rel);
      if (b) phi = smt_and(z, phi, aux_inst(s, b, alive_conj(s, b, false), cl->apps[k].args));
    }
    /* distinct objectives only (terms are shared: equal ones are one) */
    uint32_t nu = 0;
    for (uint32_t q = 0; q < nt; q++) {
      smt_term o = smt_int(z, 0);
      for (uint32_t i = 0; i < n; i++)
        if (w[(size_t)q * n + i]) o = smt_add(z, o, smt_scale(z, w[(size_t)q * n + i], cl->head.args[i]));
      o = smt_simplify(z, o);
      uint32_t u = 0;
      while (u < nu && objs[u] != o) u++;
      if (u == nu) objs[nu++] = o;
      uix[q] = u;
    }
    double left = until - aux_now(a);
    unsigned ms = left > 2.0 ? 2000u : (unsigned)(left * 1000.0) + 1u;
    smt_result res = smt_bounds(z, phi, nu, objs, ms, ulo, uhi, uhl, uhh);
    for (uint32_t q = 0; q < nt; q++)
      clo[q] = ulo[uix[q]], chi[q] = uhi[uix[q]], chl[q] = uhl[uix[q]], chh[q] = uhh[uix[q]];
    if (res == SMT_UNSAT) continue; /* no state enters here */
    if (res != SMT_SAT) {
      MT_LOG(s->run, 2, "chc", "  %s: no bounds from clause %u", smt_pred_name(z, r->rel), ci);
      fail = true;
      break;
    }
    for (uint32_t q = 0; q < nt; q++) {
      if (!any) {
        lo[q] = clo[q], hi[q] = chi[q], hl[q] = chl[q], hh[q] = chh[q];
        continue;
      }
      hl[q] = hl[q] && chl[q], hh[q] = hh[q] && chh[q];
      if (hl[q] && clo[q] < lo[q]) lo[q] = clo[q];
      if (hh[q] && chi[q] > hi[q]) hi[q] = chi[q];
    }
    any = true;
  }
  uint32_t added = 0;
  for (uint32_t q = 0; any && !fail && q < nt; q++) {
    const int64_t *wq = w + (size_t)q * n;
    if (hl[q] && hh[q] && lo[q] == hi[q] && q < n && r->npts) continue; /* a constant: the affine hull's */
    smt_term o = smt_int(z, 0);
    for (uint32_t i = 0; i < n; i++)
      if (wq[i]) o = smt_add(z, o, smt_scale(z, wq[i], r->formal[i]));
    if (hh[q] && hi[q] < ((int64_t)1 << 62) && hi[q] > -((int64_t)1 << 62) && sat_by_samples(r, wq, hi[q], true)) {
      MT_VEC_PUSH(r->cand, smt_rel(z, SMT_LE, o, smt_int(z, hi[q])));
      added++;
    }
    if (hl[q] && lo[q] < ((int64_t)1 << 62) && lo[q] > -((int64_t)1 << 62) && sat_by_samples(r, wq, lo[q], false)) {
      MT_VEC_PUSH(r->cand, smt_rel(z, SMT_GE, o, smt_int(z, lo[q])));
      added++;
    }
    /* a difference x_i - x_j bounded on entry: the same interval modulo
     * 2^w (it survives a wrap of one of them) */
    uint32_t plus = 0, minus = 0, other = 0;
    for (uint32_t i = 0; i < n; i++) plus += wq[i] == 1, minus += wq[i] == -1, other += wq[i] && wq[i] != 1 && wq[i] != -1;
    if (plus == 1 && minus == 1 && !other && hl[q] && hh[q] && lo[q] < hi[q] && hi[q] - lo[q] <= AUX_MOD_SPAN &&
        lo[q] > -((int64_t)1 << 62) && hi[q] < ((int64_t)1 << 62))
      for (uint32_t k = 0; k < a->nmods; k++) {
        uint32_t before = r->cand.len;
        aux_mod_interval(s, r, o, lo[q], hi[q], a->mods[k]);
        added += r->cand.len - before;
      }
  }
  mt_free(w);
  mt_free(lo);
  mt_free(hl);
  mt_free(uix);
  return added;
}

/* does every query clause have a body relation whose invariant is false */
static bool queries_hold(chc_sys *s, chc_aux *a) {
  for (uint32_t i = 0; i < s->clauses.len; i++) {
    const chc_clause *cl = &s->clauses.data[i];
    if (cl->head.rel) continue;
    bool empty = false;
    for (uint32_t k = 0; k < cl->napps && !empty; k++) {
      const aux_rel *b = aux_find(a, cl->apps[k].rel);
      for (uint32_t c = 0; b && c < b->cand.len && !empty; c++)
        empty = b->alive[c] && smt_is_false(s->smt, b->cand.data[c]);
    }
    if (!empty) return false;
  }
  return true;
}

chc_aux *chc_houdini(chc_sys *s, double seconds) {
  chc_aux *a = mt_calloc(1, sizeof *a);
  double w0 = mt_now();
  a->wall_stop = w0 + 3.0 * seconds;
  double t0 = aux_now(a), until = t0 + seconds;
  uint32_t cap = 0;
  for (uint32_t i = 0; i < s->clauses.len; i++) {
    const chc_clause *cl = &s->clauses.data[i];
    add_rel(s, a, &cl->head, &cap);
    for (uint32_t k = 0; k < cl->napps; k++) add_rel(s, a, &cl->apps[k], &cap);
  }
  aux_enabling(s, a);
  aux_sample(s, a, t0 + 0.35 * seconds);
  a->nmods = aux_moduli(s, a->mods);
  aux_far_hulls(s, a);
  aux_break_hulls(s, a, t0 + 0.45 * seconds);
  aux_walk(s, a, t0 + seconds / 2);
  aux_affine_closure(s, a, t0 + 0.6 * seconds);
  int64_t ks[AUX_CONSTS + 2], fs[6];
  uint32_t nk = aux_constants(s, ks), nf = aux_factors(s, fs, 6);
  uint32_t ncand = 0;
  for (uint32_t i = 0; i < a->n; i++) {
    aux_candidates(s, &a->r[i], ks, nk, fs, nf, a);
    a->r[i].alive = mt_malloc(a->r[i].cand.len + 1);
    memset(a->r[i].alive, 1, a->r[i].cand.len + 1);
    mark_nonlinear(s, &a->r[i]);
    ncand += a->r[i].cand.len;
  }
  MT_ADD(s->run, chc_aux_candidates, ncand);
  if (mt_log_on(s->run, 4))
    for (uint32_t i = 0; i < a->n; i++)
      for (uint32_t c = 0; c < a->r[i].cand.len; c++) {
        char *t = smt_to_string(s->smt, a->r[i].cand.data[c]);
        MT_LOG(s->run, 4, "chc", "  candidate of %s: %s", smt_pred_name(s->smt, a->r[i].rel), t ? t : "?");
        mt_free(t);
      }
  bool timeout = false;
  /* Tiers: the modular candidates (tier 1) only when the others do not
   * empty every error relation, the guarded bounds of side_bounds (tier
   * 2) only when those do not either -- their SMT checks are slower (mod
   * is division, an implication a case split) */
  uint8_t **tier = mt_malloc((a->n + 1) * sizeof *tier);
  uint8_t top = 0;
  for (uint32_t i = 0; i < a->n; i++) {
    aux_rel *r = &a->r[i];
    tier[i] = mt_calloc(r->cand.len + 1, 1);
    int64_t *k = mt_malloc((r->n + 1) * sizeof *k), c0, mm, rhs;
    smt_cmp op;
    for (uint32_t c = 0; c < r->cand.len; c++) {
      if (smt_mod_atom(s->smt, r->cand.data[c], r->n, r->formal, k, &c0, &mm, &op, &rhs)) tier[i][c] = 1;
      for (uint32_t q = 0; q < r->hidden.len && !tier[i][c]; q++)
        if (r->hidden.data[q] == r->cand.data[c]) tier[i][c] = 2;
      if (tier[i][c]) r->alive[c] = 0;
      if (tier[i][c] > top) top = tier[i][c];
    }
    mt_free(k);
  }
  for (uint32_t round = 0; round < 64 && houdini_pass(s, a, until, &timeout);) round++;
  /* the survivors of the last tier Houdini finished: inductive on their
   * own, kept when a later tier runs out of time */
  uint8_t **snap = mt_malloc((a->n + 1) * sizeof *snap);
  for (uint32_t i = 0; i < a->n; i++) snap[i] = mt_malloc(a->r[i].cand.len + 1);
  for (uint8_t t = 1; t <= top && !timeout && !queries_hold(s, a); t++) {
    for (uint32_t i = 0; i < a->n; i++) memcpy(snap[i], a->r[i].alive, a->r[i].cand.len + 1);
    for (uint32_t i = 0; i < a->n; i++)
      for (uint32_t c = 0; c < a->r[i].cand.len; c++)
        if (tier[i][c] == t || smt_is_false(s->smt, a->r[i].cand.data[c]))
          a->r[i].alive[c] = 1; /* and an error relation's `false`, dropped without them */
    MT_LOG(s->run, 2, "chc", "Houdini with the %s candidates", t == 1 ? "modular" : "guarded");
    for (uint32_t round = 0; round < 64 && houdini_pass(s, a, until, &timeout);) round++;
    if (timeout) {
      for (uint32_t i = 0; i < a->n; i++) memcpy(a->r[i].alive, snap[i], a->r[i].cand.len + 1);
      MT_LOG(s->run, 1, "chc", "Houdini with the %s candidates: out of time, the earlier tiers' invariants kept",
             t == 1 ? "modular" : "guarded");
      timeout = false;
      break;
    }
  }
  for (uint32_t i = 0; i < a->n; i++) mt_free(tier[i]), mt_free(snap[i]);
  mt_free(tier);
  mt_free(snap);
  /* second pass: bounds of what enters each relation, under the first
   * pass's invariants (none when it ran out of time), with every candidate;
   * not needed when the first pass's invariants empty every query's
   * relation; when it runs out of time, the first pass's invariants stay */
  if (!timeout && !queries_hold(s, a) && aux_now(a) < t0 + 0.75 * seconds) {
    uint8_t **first = mt_malloc((a->n + 1) * sizeof *first);
    uint32_t *firstn = mt_malloc((a->n + 1) * sizeof *firstn);
    for (uint32_t i = 0; i < a->n; i++) {
      firstn[i] = a->r[i].cand.len;
      first[i] = mt_malloc(firstn[i] + 1);
      memcpy(first[i], a->r[i].alive, firstn[i] + 1);
    }
    uint32_t more = 0;
    for (uint32_t i = 0; i < a->n && aux_now(a) < t0 + 0.75 * seconds; i++) {
      aux_rel *r = &a->r[i];
      uint32_t old = r->cand.len;
      more += entry_bounds(s, a, r, t0 + 0.75 * seconds);
      r->alive = mt_realloc(r->alive, r->cand.len + 1);
      memset(r->alive + old, 1, r->cand.len - old + 1);
      mark_nonlinear(s, r);
    }
    /* from the start again: a candidate the first pass dropped may be
     * inductive relative to the new bounds (r = m + n of a summary once
     * m + 1 cannot wrap) */
    for (uint32_t i = 0; more && i < a->n; i++) memset(a->r[i].alive, 1, a->r[i].cand.len + 1);
    MT_ADD(s->run, chc_aux_candidates, more);
    ncand += more;
    if (more)
      for (uint32_t round = 0; round < 64 && houdini_pass(s, a, until, &timeout);) round++;
    for (uint32_t i = 0; i < a->n; i++) {
      aux_rel *r = &a->r[i];
      r->inv_first = smt_true(s->smt);
      for (uint32_t c = 0; c < firstn[i]; c++)
        if (first[i][c] && !r->nl[c]) r->inv_first = smt_and(s->smt, r->inv_first, r->cand.data[c]);
      if (timeout) { /* the first pass's survivors, and none of the new */
        memset(a->r[i].alive, 0, a->r[i].cand.len + 1);
        memcpy(a->r[i].alive, first[i], firstn[i]);
      }
      mt_free(first[i]);
    }
    mt_free(first);
    mt_free(firstn);
    if (timeout) MT_LOG(s->run, 1, "chc", "bounds at entry: out of time, the first pass's invariants kept");
    timeout = false;
  }
  uint32_t kept = 0;
  for (uint32_t i = 0; i < a->n; i++) {
    aux_rel *r = &a->r[i];
    if (timeout) memset(r->alive, 0, r->cand.len + 1);
    for (uint32_t c = 0; c < r->cand.len; c++) kept += r->alive[c];
    r->inv = alive_conj(s, r, false);
    r->inv_lin = alive_conj(s, r, true);
    if (!r->inv_first) r->inv_first = r->inv_lin; /* no second pass */
  }
  MT_ADD(s->run, chc_aux_invariants, kept);
  MT_LOG(s->run, 1, "chc", "auxiliary invariants: %u of %u candidates inductive%s (%.2f s)", kept, ncand,
         timeout ? " (out of time: none kept)" : "", mt_now() - w0);
  if (mt_log_on(s->run, 2))
    for (uint32_t i = 0; i < a->n; i++) {
      if (smt_is_true(s->smt, a->r[i].inv)) continue;
      char *t = smt_to_string(s->smt, a->r[i].inv);
      MT_LOG(s->run, 2, "chc", "  %s: %u samples, invariant %s", smt_pred_name(s->smt, a->r[i].rel), a->r[i].npts,
             t ? t : "?");
      if (mt_log_on(s->run, 3))
        for (uint32_t k = 0; k < a->r[i].npts; k++) {
          char line[512];
          size_t o = 0;
          for (uint32_t j = 0; j < a->r[i].n && o + 24 < sizeof line; j++)
            o += (size_t)snprintf(line + o, sizeof line - o, " %lld", (long long)a->r[i].pts[(size_t)k * a->r[i].n + j]);
          line[o] = 0;
          MT_LOG(s->run, 3, "chc", "    sample%s", line);
        }
      mt_free(t);
    }
  return a;
}

smt_term chc_aux_app(chc_sys *s, const chc_aux *a, smt_pred rel, uint32_t n, const smt_term *args) {
  if (!a || !rel) return smt_true(s->smt);
  const aux_rel *r = aux_find((chc_aux *)a, rel);
  if (!r || !r->inv || r->n != n) return smt_true(s->smt);
  return aux_inst(s, r, r->inv, args);
}

smt_term chc_aux_app_linear(chc_sys *s, const chc_aux *a, smt_pred rel, uint32_t n, const smt_term *args) {
  if (!a || !rel) return smt_true(s->smt);
  const aux_rel *r = aux_find((chc_aux *)a, rel);
  if (!r || !r->inv_lin || r->n != n) return smt_true(s->smt);
  return aux_inst(s, r, r->inv_lin, args);
}

smt_term chc_aux_app_first(chc_sys *s, const chc_aux *a, smt_pred rel, uint32_t n, const smt_term *args) {
  if (!a || !rel) return smt_true(s->smt);
  const aux_rel *r = aux_find((chc_aux *)a, rel);
  if (!r || !r->inv_first || r->n != n) return smt_true(s->smt);
  return aux_inst(s, r, r->inv_first, args);
}

bool chc_aux_two_sets(const chc_aux *a) {
  for (uint32_t i = 0; a && i < a->n; i++)
    if (a->r[i].inv_first && a->r[i].inv_first != a->r[i].inv_lin) return true;
  return false;
}

void chc_aux_free(chc_aux *a) {
  if (!a) return;
  for (uint32_t i = 0; i < a->n; i++) {
    mt_free(a->r[i].pts);
    mt_free(a->r[i].alive);
    mt_free(a->r[i].nl);
    MT_VEC_FREE(a->r[i].cand);
    MT_VEC_FREE(a->r[i].hidden);
  }
  mt_free(a->r);
  mt_free(a);
}
