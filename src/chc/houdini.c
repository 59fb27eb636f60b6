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
#include "chc_int.h"

#include <string.h>

#define AUX_POINTS 24u   /* samples per relation */
#define AUX_BREAK 16u    /* more samples per relation, each off an equality of the others */
#define AUX_OUTS 6u      /* outgoing clauses per relation whose enabling states sampling asks for */
#define AUX_OUT_TRIES 3u /* directed queries per outgoing clause until one gives a sample */
#define AUX_ARGS 48u     /* relations with more arguments get no candidates but false */
#define AUX_CONSTS 24u   /* program constants for the bounds */
#define AUX_OCT_ARGS 12u /* relations with more arguments get interval bounds at entry only, no partitions */
#define AUX_GUARDS 8u    /* guards that split a relation's samples (partitions) */
#define AUX_COEF 1000000000 /* the largest coefficient of an equality candidate */
#define AUX_QUAD_ARGS 5u /* relations with at most this many arguments get products in their hull */
#define AUX_TRI_ARGS 6u  /* ... and bounds at entry of sums of three arguments */
#define AUX_MODS 3u      /* moduli of wrap-around candidates (2^8, 2^16, 2^32) */
#define AUX_MOD_SPAN (1 << 20) /* the widest interval of a wrapped difference */

typedef struct aux_rel {
  smt_pred rel;
  uint32_t n;
  smt_term *formal;      /* x0..x(n-1) */
  int64_t *pts;          /* npts × n */
  uint32_t npts;
  MT_VEC(smt_term) cand; /* over formal */
  uint8_t *alive;
  uint8_t *nl;           /* a candidate Spacer does not see (products, modular, guarded bounds) */
  MT_VEC(smt_term) hidden; /* candidates kept from Spacer by their kind (side_bounds) */
  smt_term inv;          /* the conjunction of the survivors, over formal */
  smt_term inv_lin;      /* ... of the linear survivors (for Spacer) */
  smt_term inv_first;       /* ... of the linear survivors of the first pass (Spacer's second try) */
  smt_term outs[AUX_OUTS]; /* over formal: states a clause out of rel can go on from (enabling) */
  uint32_t nouts;
  uint8_t tries[AUX_OUTS]; /* directed queries for each (AUX_OUT_TRIES: a sample has it, or given up) */
} aux_rel;

struct chc_aux {
  aux_rel *r;
  uint32_t n;
  int64_t mods[AUX_MODS]; /* 2^w for the widths w the program's arithmetic wraps at */
  uint32_t nmods;
};

static aux_rel *find(chc_aux *a, smt_pred p) {
  for (uint32_t i = 0; i < a->n; i++)
    if (a->r[i].rel == p) return &a->r[i];
  return NULL;
}

static void add_rel(chc_sys *s, chc_aux *a, const chc_app *ap, uint32_t *cap) {
  if (!ap->rel || find(a, ap->rel)) return;
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
  r->pts = mt_malloc(((size_t)(AUX_POINTS + AUX_BREAK) * ap->n + 1) * sizeof *r->pts);
}

/* r's formula f (over formal) applied to args */
static smt_term inst(chc_sys *s, const aux_rel *r, smt_term f, const smt_term *args) {
  return r->n ? smt_subst(s->smt, f, r->n, r->formal, args) : f;
}

/* ---- 1. samples ------------------------------------------------------------------- */

static bool has_point(const aux_rel *r, const int64_t *p) {
  for (uint32_t k = 0; k < r->npts; k++)
    if (!memcmp(r->pts + (size_t)k * r->n, p, r->n * sizeof *p)) return true;
  return false;
}

/* one query of clause cl with its body relations at their samples; a new
 * state of the head's relation when there is one (below cap samples; when
 * off is given, one that falsifies it, when want is, one that satisfies
 * it: formulas over the head's formals; small > 0: with every value of
 * the state in [-small, small]) */
static bool sample_clause(chc_sys *s, chc_aux *a, const chc_clause *cl, uint32_t *queries, uint32_t cap,
                          smt_term off, smt_term want, int64_t small) {
  smt_ctx *z = s->smt;
  aux_rel *h = find(a, cl->head.rel);
  if (!h || h->npts >= cap) return false;
  smt_push(z);
  smt_assert(z, cl->phi);
  if (off) smt_assert(z, smt_not(z, inst(s, h, off, cl->head.args)));
  if (want) { /* small values first (4, then 64): the loop's first steps, not a chain from n = 100000 */
    smt_assert(z, inst(s, h, want, cl->head.args));
    if (small) {
      smt_term box = smt_true(z);
      for (uint32_t i = 0; i < h->n; i++)
        box = smt_and(z, box, smt_and(z, smt_rel(z, SMT_GE, cl->head.args[i], smt_int(z, -small)),
                                      smt_rel(z, SMT_LE, cl->head.args[i], smt_int(z, small))));
      smt_assert(z, box);
    }
  }
  for (uint32_t k = 0; k < cl->napps; k++) {
    const aux_rel *b = find(a, cl->apps[k].rel);
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
  for (uint32_t k = 0; k < h->npts; k++) { /* another state than those known */
    smt_term same = smt_true(z);
    for (uint32_t i = 0; i < h->n; i++)
      same = smt_and(z, same, smt_rel(z, SMT_EQ, cl->head.args[i], smt_int(z, h->pts[(size_t)k * h->n + i])));
    smt_assert(z, smt_not(z, same));
  }
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

static void sample(chc_sys *s, chc_aux *a, double until) {
  uint32_t queries = 0;
  for (uint32_t round = 0; round < 2 * AUX_POINTS && mt_now() < until && queries < 600; round++) {
    bool any = false;
    for (uint32_t i = 0; i < s->clauses.len && mt_now() < until; i++) {
      const chc_clause *cl = &s->clauses.data[i];
      if (!cl->head.rel) continue;
      /* a state from which an outgoing clause of the relation no sample
       * has gone on by yet can go on (at most AUX_OUT_TRIES queries
       * each), else any new state */
      aux_rel *h = find(a, cl->head.rel);
      bool added = false;
      for (uint32_t k = 0; h && k < h->nouts && !added; k++) {
        if (h->tries[k] >= AUX_OUT_TRIES) continue;
        added = sample_clause(s, a, cl, &queries, AUX_POINTS, NULL, h->outs[k], 4) ||
                sample_clause(s, a, cl, &queries, AUX_POINTS, NULL, h->outs[k], 64) ||
                sample_clause(s, a, cl, &queries, AUX_POINTS, NULL, h->outs[k], 0);
        h->tries[k] = (uint8_t)(added ? AUX_OUT_TRIES : h->tries[k] + 1u);
      }
      if (!added) added = sample_clause(s, a, cl, &queries, AUX_POINTS, NULL, NULL, 0);
      any |= added;
    }
    if (!any && round > 0) break;
  }
  MT_ADD(s->run, chc_aux_samples, queries);
}

/* For each relation r, the states from which each clause with r in its
 * body is enabled: that clause's constraint with its variables renamed
 * apart and r's arguments there equal to r's formals (the clause's other
 * body relations left free).  Sampling asks for such states in turn, so
 * that a loop head gets states that enter the loop, not only states that
 * leave it at once (n <= 0 for every sample of `while (i <= n)`). */
static void enabling(chc_sys *s, chc_aux *a) {
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

static void affine_hull(chc_sys *s, aux_rel *r, const int64_t *pts, uint32_t m, smt_term guard, const chc_aux *a);

/* Samples off the hull: the solver tends to pick alike values (two
 * inputs equal, every sample on i == j), and the affine hull of such
 * samples has equalities that no more than the samples satisfy -- and
 * misses the true one among them (x - y == i - j).  Each equality of a
 * relation's samples is asked to be broken by a clause into it; a new
 * sample that breaks it widens the hull, until none can be broken or
 * AUX_BREAK more samples are taken. */
static void break_hulls(chc_sys *s, chc_aux *a, double until) {
  uint32_t queries = 0, added = 0;
  for (uint32_t round = 0; round < AUX_BREAK && mt_now() < until && queries < 300; round++) {
    bool any = false;
    for (uint32_t i = 0; i < a->n && mt_now() < until; i++) {
      aux_rel *r = &a->r[i];
      if (!r->npts || r->n > AUX_ARGS || r->npts >= AUX_POINTS + AUX_BREAK) continue;
      uint32_t before = r->cand.len;
      affine_hull(s, r, r->pts, r->npts, NULL, NULL);
      bool broke = false;
      for (uint32_t e = before; e < r->cand.len && !broke && mt_now() < until; e++)
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

/* ---- 2. candidates ------------------------------------------------------------------ */

static int64_t gcd64(int64_t x, int64_t y) {
  if (x < 0) x = -x;
  if (y < 0) y = -y;
  while (y) {
    int64_t t = x % y;
    x = y;
    y = t;
  }
  return x;
}

#define BIG ((__int128)1 << 62)

/* the equalities Σ c_i x_i = c every sample satisfies: the null space of
 * the samples' rows [x 1], by fraction-free row reduction; none when an
 * entry grows too large */
/* does every row of all (m × nf) satisfy Σ v[j]·f_j + v[nf] = 0 */
static bool all_rows(const int64_t *all, uint32_t m, uint32_t nf, const __int128 *v) {
  for (uint32_t k = 0; k < m; k++) {
    __int128 t = v[nf];
    for (uint32_t j = 0; j < nf; j++) t += v[j] * all[(size_t)k * nf + j];
    if (t) return false;
  }
  return true;
}

/* The equalities Σ c_j·f_j = c that the m rows (m × nf values of the
 * features f, terms over r's formals) all satisfy: the null space of the
 * rows [f 1], by fraction-free row reduction; none when an entry grows
 * too large.  Each is a candidate; under a guard (the rows are the samples
 * on one side of it) guard -> equality, for each one that not every row
 * of all (the samples of both sides) satisfies. */
static void hull(chc_sys *s, aux_rel *r, const int64_t *rows, uint32_t m, uint32_t nf, const smt_term *feat,
                 smt_term guard, const int64_t *all, uint32_t mall, const chc_aux *a, bool mods_only) {
  smt_ctx *z = s->smt;
  uint32_t n = nf + 1;
  if (!m || nf == 0) return;
  int64_t *M = mt_malloc((size_t)m * n * sizeof *M);
  for (uint32_t k = 0; k < m; k++) {
    for (uint32_t i = 0; i < nf; i++) M[(size_t)k * n + i] = rows[(size_t)k * nf + i];
    M[(size_t)k * n + nf] = 1;
  }
  uint32_t *pivcol = mt_malloc((m + 1) * sizeof *pivcol), rank = 0;
  bool ok = true;
  for (uint32_t col = 0; col < n && rank < m && ok; col++) {
    uint32_t p = rank;
    while (p < m && M[(size_t)p * n + col] == 0) p++;
    if (p == m) continue;
    for (uint32_t j = 0; j < n; j++) { /* swap rows p and rank */
      int64_t t = M[(size_t)p * n + j];
      M[(size_t)p * n + j] = M[(size_t)rank * n + j];
      M[(size_t)rank * n + j] = t;
    }
    int64_t pv = M[(size_t)rank * n + col];
    for (uint32_t k = 0; k < m && ok; k++) {
      if (k == rank || M[(size_t)k * n + col] == 0) continue;
      int64_t f = M[(size_t)k * n + col], g = 0;
      for (uint32_t j = 0; j < n; j++) {
        __int128 v = (__int128)M[(size_t)k * n + j] * pv - (__int128)M[(size_t)rank * n + j] * f;
        if (v > BIG || v < -BIG) {
          ok = false;
          break;
        }
        M[(size_t)k * n + j] = (int64_t)v;
        g = gcd64(g, (int64_t)v);
      }
      if (ok && g > 1)
        for (uint32_t j = 0; j < n; j++) M[(size_t)k * n + j] /= g;
    }
    pivcol[rank++] = col;
  }
  /* a null vector per free column f: v_f = L, v_pc(i) = -M[i][f]·L/M[i][pc(i)] */
  for (uint32_t f = 0; ok && f < n; f++) {
    bool piv = false;
    for (uint32_t i = 0; i < rank; i++) piv |= pivcol[i] == f;
    if (piv) continue;
    __int128 L = 1;
    bool fits = true;
    for (uint32_t i = 0; i < rank && fits; i++) {
      int64_t d = M[(size_t)i * n + pivcol[i]];
      if (M[(size_t)i * n + f] == 0) continue;
      int64_t ad = d < 0 ? -d : d, g = gcd64((int64_t)L, ad);
      L = L / (g ? g : 1) * ad;
      fits = L < BIG;
    }
    if (!fits) continue;
    __int128 *v = mt_calloc(n + 1, sizeof *v);
    v[f] = L;
    for (uint32_t i = 0; i < rank && fits; i++) {
      int64_t d = M[(size_t)i * n + pivcol[i]];
      __int128 x = -(__int128)M[(size_t)i * n + f] * L;
      if (x % d) fits = false; /* cannot be: L is a multiple of d */
      else v[pivcol[i]] = x / d;
      fits = fits && v[pivcol[i]] < BIG && v[pivcol[i]] > -BIG;
    }
    if (fits) {
      int64_t g = 0;
      for (uint32_t j = 0; j < n; j++) g = gcd64(g, (int64_t)v[j]);
      for (uint32_t j = 0; j < n && g > 1; j++) v[j] /= g;
      smt_term lhs = smt_int(z, 0);
      bool small = true;
      for (uint32_t j = 0; j < nf; j++) {
        int64_t c = (int64_t)v[j];
        if (c > AUX_COEF || c < -AUX_COEF) small = false;
        if (c) lhs = smt_add(z, lhs, smt_scale(z, c, feat[j]));
      }
      smt_term eq = smt_rel(z, SMT_EQ, lhs, smt_int(z, -(int64_t)v[nf]));
      if (small && !guard) {
        if (!mods_only) MT_VEC_PUSH(r->cand, eq);
        /* the same modulo 2^w (counters in lock step keep it across a wrap) */
        uint32_t nv = 0;
        for (uint32_t j = 0; j < nf; j++) nv += v[j] != 0;
        for (uint32_t q = 0; a && nv >= 2 && q < a->nmods; q++)
          MT_VEC_PUSH(r->cand, smt_rel(z, SMT_EQ, smt_mod(z, smt_add(z, lhs, smt_int(z, (int64_t)v[nf])), a->mods[q]),
                                       smt_int(z, 0)));
      } else if (small && !all_rows(all, mall, nf, v)) MT_VEC_PUSH(r->cand, smt_implies(z, guard, eq));
    }
    mt_free(v);
  }
  mt_free(M);
  mt_free(pivcol);
}

/* the affine hull of m of r's samples (under a guard: see hull) */
static void affine_hull(chc_sys *s, aux_rel *r, const int64_t *pts, uint32_t m, smt_term guard, const chc_aux *a) {
  hull(s, r, pts, m, r->n, r->formal, guard, r->pts, r->npts, a, false);
}

/* Polynomial equalities of degree 2 (a product's summary r = a·b, a sum of
 * odd numbers s = i·i): the hull over the features x_i and x_i·x_j of a
 * relation of at most AUX_QUAD_ARGS arguments, with more samples than
 * features and every value below 2^20 (exact arithmetic); only the
 * equalities with a product are new.  Nonlinear candidates are checked by
 * Houdini like the others; Spacer never sees them (chc_aux_app_linear). */
static void quad_hull(chc_sys *s, aux_rel *r) {
  smt_ctx *z = s->smt;
  uint32_t n = r->n, nf = n + n * (n + 1) / 2;
  if (n == 0 || n > AUX_QUAD_ARGS || r->npts <= nf + 1) return;
  for (uint32_t k = 0; k < r->npts * n; k++)
    if (r->pts[k] > (1 << 20) || r->pts[k] < -(1 << 20)) return;
  int64_t *rows = mt_malloc((size_t)r->npts * nf * sizeof *rows);
  smt_term *feat = MT_ANEWN(&s->arena, smt_term, nf);
  for (uint32_t k = 0; k < r->npts; k++) {
    const int64_t *p = r->pts + (size_t)k * n;
    int64_t *row = rows + (size_t)k * nf;
    uint32_t f = 0;
    for (uint32_t i = 0; i < n; i++) row[f++] = p[i];
    for (uint32_t i = 0; i < n; i++)
      for (uint32_t j = i; j < n; j++) row[f++] = p[i] * p[j];
  }
  uint32_t f = 0;
  for (uint32_t i = 0; i < n; i++) feat[f++] = r->formal[i];
  for (uint32_t i = 0; i < n; i++)
    for (uint32_t j = i; j < n; j++) feat[f++] = smt_mul(z, r->formal[i], r->formal[j]);
  uint32_t before = r->cand.len;
  hull(s, r, rows, r->npts, nf, feat, NULL, NULL, 0, NULL, false);
  /* keep the new ones: equalities with a product */
  uint32_t w = before;
  for (uint32_t c = before; c < r->cand.len; c++)
    if (!smt_is_linear(z, r->cand.data[c])) r->cand.data[w++] = r->cand.data[c];
  r->cand.len = w;
  mt_free(rows);
}

/* the integer constants the program compares with (and 0, 1) */
static uint32_t constants(chc_sys *s, int64_t *out) {
  const ir_module *m = s->m;
  uint32_t n = 0;
  out[n++] = 0;
  out[n++] = 1;
  for (uint32_t fi = 0; fi < m->funcs.len && n < AUX_CONSTS; fi++) {
    if (!s->fns[fi].used) continue;
    const ir_func *f = &m->funcs.data[fi];
    for (uint32_t k = 0; k < f->ninsts && n < AUX_CONSTS; k++) {
      const ir_inst *in = &f->insts[k];
      if (in->op != IR_ICMP && in->op != IR_SWITCH) continue;
      for (uint32_t i = 0; i < in->nops && n < AUX_CONSTS; i++) {
        const ir_value *x = ir_val_get(m, in->ops[i]);
        if (x->kind != IR_V_INT) continue;
        const ir_type *t = ir_type_get(m, x->type);
        unsigned w = t->kind == IR_T_INT ? t->bits : 64;
        int64_t vs[2] = {(int64_t)chc_zext(x->u.i, w), chc_sext(x->u.i, w)}; /* both readings */
        for (int q = 0; q < 2 && n < AUX_CONSTS; q++) {
          bool dup = false;
          for (uint32_t j = 0; j < n; j++) dup |= out[j] == vs[q];
          if (!dup) out[n++] = vs[q];
        }
      }
    }
  }
  return n;
}

/* the factors the program multiplies by (2..64; shifts by 1..6 count as
 * their powers): slopes for x_i <= K·x_j + c */
static uint32_t factors(chc_sys *s, int64_t *out, uint32_t cap) {
  const ir_module *m = s->m;
  uint32_t n = 0;
  for (uint32_t fi = 0; fi < m->funcs.len && n < cap; fi++) {
    if (!s->fns[fi].used) continue;
    const ir_func *f = &m->funcs.data[fi];
    for (uint32_t k = 0; k < f->ninsts && n < cap; k++) {
      const ir_inst *in = &f->insts[k];
      if ((in->op != IR_MUL && in->op != IR_SHL) || in->nops < 2) continue;
      for (uint32_t i = in->op == IR_SHL ? 1 : 0; i < 2 && n < cap; i++) {
        const ir_value *x = ir_val_get(m, in->ops[i]);
        if (x->kind != IR_V_INT) continue;
        int64_t v = in->op == IR_SHL ? (x->u.i >= 1 && x->u.i <= 6 ? (int64_t)1 << x->u.i : 0) : (int64_t)x->u.i;
        if (v < 2 || v > 64) continue;
        bool dup = false;
        for (uint32_t j = 0; j < n; j++) dup |= out[j] == v;
        if (!dup) out[n++] = v;
      }
    }
  }
  return n;
}

/* 2^w for the widths w (8, 16, 32) of the program's additions,
 * subtractions and multiplications: the moduli its values wrap at */
static uint32_t moduli(chc_sys *s, int64_t *out) {
  const ir_module *m = s->m;
  uint32_t n = 0;
  for (uint32_t fi = 0; fi < m->funcs.len && n < AUX_MODS; fi++) {
    if (!s->fns[fi].used) continue;
    const ir_func *f = &m->funcs.data[fi];
    for (uint32_t k = 0; k < f->ninsts && n < AUX_MODS; k++) {
      const ir_inst *in = &f->insts[k];
      if (in->op != IR_ADD && in->op != IR_SUB && in->op != IR_MUL) continue;
      const ir_type *t = ir_type_get(m, in->type);
      if (t->kind != IR_T_INT || (t->bits != 8 && t->bits != 16 && t->bits != 32)) continue;
      int64_t v = (int64_t)1 << t->bits;
      bool dup = false;
      for (uint32_t j = 0; j < n; j++) dup |= out[j] == v;
      if (!dup) out[n++] = v;
    }
  }
  return n;
}

/* x_i - K·x_j <= c with the least c the samples allow (K = 1: a
 * difference bound) */
static void slope_candidates(chc_sys *s, aux_rel *r, const int64_t *fs, uint32_t nf) {
  smt_ctx *z = s->smt;
  if (r->n > 16) return;
  for (uint32_t i = 0; i < r->n; i++)
    for (uint32_t j = 0; j < r->n; j++) {
      if (i == j) continue;
      for (uint32_t q = 0; q <= nf; q++) {
        int64_t K = q ? fs[q - 1] : 1, c = INT64_MIN;
        bool ok = true;
        for (uint32_t p = 0; p < r->npts && ok; p++) {
          int64_t xi = r->pts[(size_t)p * r->n + i], xj = r->pts[(size_t)p * r->n + j], kx, d;
          ok = !__builtin_mul_overflow(K, xj, &kx) && !__builtin_sub_overflow(xi, kx, &d);
          if (ok && d > c) c = d;
        }
        if (!ok || c > 1000000 || c < -1000000) continue;
        smt_term lhs = smt_sub(z, r->formal[i], smt_scale(z, K, r->formal[j]));
        MT_VEC_PUSH(r->cand, smt_rel(z, SMT_LE, lhs, smt_int(z, c)));
      }
    }
}

/* Disjunctive facts of a loop with phases (x rises while i < n, then
 * falls: x = i below n, x = 2n - i above): the samples split by a guard
 * -- x_i <= x_j, or x_i <= K for a program constant K --, and the affine
 * hull of each side that has at least two samples, as guard -> equality
 * (and not guard -> equality).  At most AUX_GUARDS guards per relation,
 * those that split the samples first. */
/* guard -> x_i - x_j <= c for the largest c of the m rows on the guard's
 * side, where that is below the largest of all samples (a counter at
 * most one past a bound once the loop was entered: n >= 1 -> i - n <= 1,
 * while i - n is unbounded when n <= 0); none about the guard's own pair
 * (gi, gj) */
static void side_bounds(chc_sys *s, aux_rel *r, const int64_t *rows, uint32_t m, smt_term guard, uint32_t gi,
                        uint32_t gj) {
  smt_ctx *z = s->smt;
  uint32_t n = r->n;
  if (n > AUX_TRI_ARGS || m < 2) return;
  for (uint32_t i = 0; i < n; i++)
    for (uint32_t j = 0; j < n; j++) {
      if (i == j || (i == gi && j == gj) || (i == gj && j == gi)) continue; /* the guard itself */
      int64_t side = INT64_MIN, all = INT64_MIN;
      for (uint32_t k = 0; k < m; k++) {
        int64_t d = rows[(size_t)k * n + i] - rows[(size_t)k * n + j];
        if (d > side) side = d;
      }
      for (uint32_t k = 0; k < r->npts; k++) {
        int64_t d = r->pts[(size_t)k * n + i] - r->pts[(size_t)k * n + j];
        if (d > all) all = d;
      }
      if (side >= all || side > 1000000 || side < -1000000) continue;
      smt_term c = smt_implies(z, guard, smt_rel(z, SMT_LE, smt_sub(z, r->formal[i], r->formal[j]), smt_int(z, side)));
      MT_VEC_PUSH(r->cand, c);
      MT_VEC_PUSH(r->hidden, c); /* a disjunction each: Spacer's steps get slower */
    }
}

static void partitions(chc_sys *s, aux_rel *r, const int64_t *ks, uint32_t nk) {
  smt_ctx *z = s->smt;
  uint32_t n = r->n, m = r->npts, used = 0;
  if (m < 4 || n < 2 || n > AUX_OCT_ARGS) return;
  int64_t *in = mt_malloc((size_t)m * n * sizeof *in), *out = mt_malloc((size_t)m * n * sizeof *out);
  for (uint32_t i = 0; i < n && used < AUX_GUARDS; i++)
    for (uint32_t j = 0; j <= n + nk && used < AUX_GUARDS; j++) {
      /* guard: x_i <= x_j (j < n, j != i), or x_i <= ks[j - n] */
      if (j == i || j == n) continue;
      uint32_t a = 0, b = 0;
      for (uint32_t k = 0; k < m; k++) {
        const int64_t *p = r->pts + (size_t)k * n;
        bool g = j < n ? p[i] <= p[j] : p[i] <= ks[j - n - 1];
        memcpy(g ? in + (size_t)a++ * n : out + (size_t)b++ * n, p, n * sizeof *p);
      }
      if (a < 2 || b < 2) continue;
      smt_term g = smt_rel(z, SMT_LE, r->formal[i], j < n ? r->formal[j] : smt_int(z, ks[j - n - 1]));
      uint32_t before = r->cand.len;
      affine_hull(s, r, in, a, g, NULL);
      affine_hull(s, r, out, b, smt_not(z, g), NULL);
      side_bounds(s, r, in, a, g, i, j);
      side_bounds(s, r, out, b, smt_not(z, g), i, j);
      used += r->cand.len > before;
    }
  mt_free(in);
  mt_free(out);
}

/* (e - lo) mod M <= hi - lo: e lies in [lo, hi] modulo M (a wrapped
 * difference); nothing for a span above AUX_MOD_SPAN */
static void mod_interval(chc_sys *s, aux_rel *r, smt_term e, int64_t lo, int64_t hi, int64_t M) {
  smt_ctx *z = s->smt;
  if (hi < lo || hi - lo > AUX_MOD_SPAN || hi - lo >= M - 1) return;
  MT_VEC_PUSH(r->cand, smt_rel(z, SMT_LE, smt_mod(z, smt_sub(z, e, smt_int(z, lo)), M), smt_int(z, hi - lo)));
}

/* Wrap-around differences: x_i - x_j reduced modulo M into [-M/2, M/2)
 * lies between the least and the largest value of the samples (and up to
 * the least program constant above it: a fill level below a capacity).
 * Two unsigned counters a fixed distance apart keep the distance when
 * one of them wraps and the other not yet; the plain difference does
 * not. */
static void mod_differences(chc_sys *s, aux_rel *r, const chc_aux *a, const int64_t *ks, uint32_t nk) {
  smt_ctx *z = s->smt;
  if (r->n < 2 || r->n > AUX_OCT_ARGS || r->npts < 2) return;
  for (uint32_t q = 0; q < a->nmods; q++) {
    int64_t M = a->mods[q];
    for (uint32_t i = 0; i < r->n; i++)
      for (uint32_t j = i + 1; j < r->n; j++) {
        int64_t lo = INT64_MAX, hi = INT64_MIN;
        for (uint32_t k = 0; k < r->npts; k++) {
          __int128 d = (__int128)r->pts[(size_t)k * r->n + i] - r->pts[(size_t)k * r->n + j];
          d %= M;
          if (d < 0) d += M;
          if (d >= M / 2) d -= M;
          if ((int64_t)d < lo) lo = (int64_t)d;
          if ((int64_t)d > hi) hi = (int64_t)d;
        }
        if (lo == hi) continue; /* the affine hull's (modular) equality */
        smt_term e = smt_sub(z, r->formal[i], r->formal[j]);
        mod_interval(s, r, e, lo, hi, M);
        int64_t up = INT64_MAX;
        for (uint32_t c = 0; c < nk; c++)
          if (ks[c] > hi && ks[c] < up) up = ks[c];
        if (up != INT64_MAX) mod_interval(s, r, e, lo < 0 ? lo : 0, up, M);
      }
  }
}

/* The ranges of the w-bit integers (signed and unsigned) for the widths
 * the program's arithmetic wraps at, each argument in one the samples
 * fit: a counter that may wrap is bounded by its type alone, and a
 * modular fact (sn == i - 1 modulo 2^32) decides little without them. */
static void type_ranges(chc_sys *s, aux_rel *r, const chc_aux *a) {
  smt_ctx *z = s->smt;
  for (uint32_t i = 0; i < r->n; i++) {
    int64_t lo = INT64_MAX, hi = INT64_MIN;
    for (uint32_t k = 0; k < r->npts; k++) {
      int64_t v = r->pts[(size_t)k * r->n + i];
      if (v < lo) lo = v;
      if (v > hi) hi = v;
    }
    if (lo == hi) continue; /* the affine hull's */
    for (uint32_t q = 0; q < a->nmods; q++) {
      int64_t M = a->mods[q], rl[2] = {-M / 2, 0}, rh[2] = {M / 2 - 1, M - 1};
      for (int u = 0; u < 2; u++)
        if (lo >= rl[u] && hi <= rh[u])
          MT_VEC_PUSH(r->cand, smt_and(z, smt_rel(z, SMT_GE, r->formal[i], smt_int(z, rl[u])),
                                       smt_rel(z, SMT_LE, r->formal[i], smt_int(z, rh[u]))));
    }
  }
}

static void candidates(chc_sys *s, aux_rel *r, const int64_t *ks, uint32_t nk, const int64_t *fs, uint32_t nf,
                       const chc_aux *a) {
  smt_ctx *z = s->smt;
  if (!r->npts) { /* no state found: perhaps none */
    MT_VEC_PUSH(r->cand, smt_false(z));
    return;
  }
  if (r->n > AUX_ARGS) return;
  affine_hull(s, r, r->pts, r->npts, NULL, a);
  mod_differences(s, r, a, ks, nk);
  type_ranges(s, r, a);
  quad_hull(s, r);
  partitions(s, r, ks, nk);
  if (r->npts >= 2) slope_candidates(s, r, fs, nf);
  for (uint32_t i = 0; i < r->n; i++) {
    int64_t lo = INT64_MAX, hi = INT64_MIN;
    for (uint32_t k = 0; k < r->npts; k++) {
      int64_t v = r->pts[(size_t)k * r->n + i];
      if (v < lo) lo = v;
      if (v > hi) hi = v;
    }
    if (lo == hi) continue; /* the affine hull has x_i = lo */
    for (uint32_t q = 0; q < nk; q++) {
      if (lo >= ks[q]) MT_VEC_PUSH(r->cand, smt_rel(z, SMT_GE, r->formal[i], smt_int(z, ks[q])));
      if (hi <= ks[q]) MT_VEC_PUSH(r->cand, smt_rel(z, SMT_LE, r->formal[i], smt_int(z, ks[q])));
    }
    for (uint32_t j = 0; j < r->n; j++) {
      if (j == i) continue;
      bool le = true, lt = true;
      for (uint32_t k = 0; k < r->npts; k++) {
        int64_t x = r->pts[(size_t)k * r->n + i], y = r->pts[(size_t)k * r->n + j];
        le &= x <= y;
        lt &= x < y;
      }
      if (lt) MT_VEC_PUSH(r->cand, smt_rel(z, SMT_LT, r->formal[i], r->formal[j]));
      else if (le) MT_VEC_PUSH(r->cand, smt_rel(z, SMT_LE, r->formal[i], r->formal[j]));
    }
  }
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
    aux_rel *h = cl->head.rel ? find(a, cl->head.rel) : NULL;
    if (!h) continue;
    for (;;) {
      smt_term goal = inst(s, h, alive_conj(s, h, false), cl->head.args);
      if (smt_is_true(z, goal)) break;
      if (mt_now() > until) {
        *timeout = true;
        return false;
      }
      smt_push(z);
      smt_assert(z, cl->phi);
      for (uint32_t k = 0; k < cl->napps; k++) {
        const aux_rel *b = find(a, cl->apps[k].rel);
        if (b) smt_assert(z, inst(s, b, alive_conj(s, b, false), cl->apps[k].args));
      }
      smt_assert(z, smt_not(z, goal));
      smt_result res = smt_check(z);
      uint32_t dropped = 0;
      if (res == SMT_UNKNOWN) { /* nonlinear arithmetic: drop the products, try again */
        uint32_t nl = drop_nonlinear(h);
        for (uint32_t k = 0; k < cl->napps; k++) {
          aux_rel *b = find(a, cl->apps[k].rel);
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
          if (!smt_model_bool(z, inst(s, h, h->cand.data[c], cl->head.args), &holds) || !holds) {
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
  if (!n || !r->npts || n > AUX_ARGS) return 0;
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
    if (mt_now() > until) {
      fail = true;
      break;
    }
    smt_term phi = cl->phi;
    for (uint32_t k = 0; k < cl->napps; k++) {
      const aux_rel *b = find(a, cl->apps[k].rel);
      if (b) phi = smt_and(z, phi, inst(s, b, alive_conj(s, b, false), cl->apps[k].args));
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
    double left = until - mt_now();
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
    if (hl[q] && hh[q] && lo[q] == hi[q] && q < n) continue; /* a constant: the affine hull's */
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
        mod_interval(s, r, o, lo[q], hi[q], a->mods[k]);
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
      const aux_rel *b = find(a, cl->apps[k].rel);
      for (uint32_t c = 0; b && c < b->cand.len && !empty; c++)
        empty = b->alive[c] && smt_is_false(s->smt, b->cand.data[c]);
    }
    if (!empty) return false;
  }
  return true;
}

chc_aux *chc_houdini(chc_sys *s, double seconds) {
  chc_aux *a = mt_calloc(1, sizeof *a);
  double t0 = mt_now(), until = t0 + seconds;
  uint32_t cap = 0;
  for (uint32_t i = 0; i < s->clauses.len; i++) {
    const chc_clause *cl = &s->clauses.data[i];
    add_rel(s, a, &cl->head, &cap);
    for (uint32_t k = 0; k < cl->napps; k++) add_rel(s, a, &cl->apps[k], &cap);
  }
  enabling(s, a);
  sample(s, a, t0 + 0.35 * seconds);
  a->nmods = moduli(s, a->mods);
  /* the hull's equalities modulo 2^w, of the samples far from a wrap
   * (every value below a quarter of the least modulus): a sample where a
   * counter wrapped breaks s0 == x + y - 3·steps but not its modular
   * version -- the modular candidates come from the others */
  int64_t far = a->nmods ? a->mods[0] / 4 : 0;
  for (uint32_t q = 1; q < a->nmods; q++)
    if (a->mods[q] / 4 < far) far = a->mods[q] / 4;
  for (uint32_t i = 0; far && i < a->n; i++) {
    aux_rel *r = &a->r[i];
    if (!r->npts || r->n > AUX_ARGS) continue;
    int64_t *rows = mt_malloc(((size_t)r->npts * r->n + 1) * sizeof *rows);
    uint32_t m = 0;
    for (uint32_t k = 0; k < r->npts; k++) {
      const int64_t *p = r->pts + (size_t)k * r->n;
      bool near = false;
      for (uint32_t j = 0; j < r->n; j++) near |= p[j] >= far || p[j] <= -far;
      if (!near) memcpy(rows + (size_t)m++ * r->n, p, r->n * sizeof *p);
    }
    if (m) hull(s, r, rows, m, r->n, r->formal, NULL, NULL, 0, a, true);
    mt_free(rows);
  }
  break_hulls(s, a, t0 + seconds / 2);
  int64_t ks[AUX_CONSTS + 2], fs[4];
  uint32_t nk = constants(s, ks), nf = factors(s, fs, 4);
  uint32_t ncand = 0;
  for (uint32_t i = 0; i < a->n; i++) {
    candidates(s, &a->r[i], ks, nk, fs, nf, a);
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
  for (uint8_t t = 1; t <= top && !timeout && !queries_hold(s, a); t++) {
    for (uint32_t i = 0; i < a->n; i++)
      for (uint32_t c = 0; c < a->r[i].cand.len; c++)
        if (tier[i][c] == t) a->r[i].alive[c] = 1;
    MT_LOG(s->run, 2, "chc", "Houdini with the %s candidates", t == 1 ? "modular" : "guarded");
    for (uint32_t round = 0; round < 64 && houdini_pass(s, a, until, &timeout);) round++;
  }
  for (uint32_t i = 0; i < a->n; i++) mt_free(tier[i]);
  mt_free(tier);
  /* second pass: bounds of what enters each relation, under the first
   * pass's invariants (none when it ran out of time), with every candidate;
   * not needed when the first pass's invariants empty every query's
   * relation; when it runs out of time, the first pass's invariants stay */
  if (!timeout && !queries_hold(s, a) && mt_now() < t0 + 0.75 * seconds) {
    uint8_t **first = mt_malloc((a->n + 1) * sizeof *first);
    uint32_t *firstn = mt_malloc((a->n + 1) * sizeof *firstn);
    for (uint32_t i = 0; i < a->n; i++) {
      firstn[i] = a->r[i].cand.len;
      first[i] = mt_malloc(firstn[i] + 1);
      memcpy(first[i], a->r[i].alive, firstn[i] + 1);
    }
    uint32_t more = 0;
    for (uint32_t i = 0; i < a->n && mt_now() < t0 + 0.75 * seconds; i++) {
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
         timeout ? " (out of time: none kept)" : "", mt_now() - t0);
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
  const aux_rel *r = find((chc_aux *)a, rel);
  if (!r || !r->inv || r->n != n) return smt_true(s->smt);
  return inst(s, r, r->inv, args);
}

smt_term chc_aux_app_linear(chc_sys *s, const chc_aux *a, smt_pred rel, uint32_t n, const smt_term *args) {
  if (!a || !rel) return smt_true(s->smt);
  const aux_rel *r = find((chc_aux *)a, rel);
  if (!r || !r->inv_lin || r->n != n) return smt_true(s->smt);
  return inst(s, r, r->inv_lin, args);
}

smt_term chc_aux_app_first(chc_sys *s, const chc_aux *a, smt_pred rel, uint32_t n, const smt_term *args) {
  if (!a || !rel) return smt_true(s->smt);
  const aux_rel *r = find((chc_aux *)a, rel);
  if (!r || !r->inv_first || r->n != n) return smt_true(s->smt);
  return inst(s, r, r->inv_first, args);
}

bool chc_aux_two_sets(chc_sys *s, const chc_aux *a) {
  (void)s;
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
