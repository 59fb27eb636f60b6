/*
 * term.c -- the termination prover for ITSs (term.h): simplification, SCC
 * worklist, Farkas LPs for linear and multiphase components with a greedy
 * strict set (lexicographic combination), integer scaling, and the
 * re-check of every component before it counts.
 *
 * Farkas' lemma (affine form, the sufficient direction): if
 *     h(v) = -Σ_k λ_k·e_k(v) + σ    with λ_k >= 0 for atoms e_k <= 0,
 *                                   λ_k free for atoms e_k = 0, σ >= 0,
 * then every v satisfying the rule's atoms has h(v) >= 0.  Matching
 * coefficients gives, per variable v of the rule, H_v + Σ_k λ_k·a_kv = 0,
 * and for the constant H_0 + Σ_k λ_k·a_k0 >= 0; H is linear in the
 * unknown coefficients of the ranking function, so this is an LP.
 */
#include <string.h>

#include "term_int.h"

#define RANK_MAX_DEPTH 3u
#define RANK_MAX_LP_ATOMS 20000u /* atoms of an SCC's rules */

typedef MT_VEC(uint32_t) u32_vec;
typedef MT_VEC(smt_term) term_vec;

typedef struct rank_ctx {
  mt_run *run;
  its *s;
  unsigned tmo;
  smt_ctx *chk;        /* integer context of the re-check */
  smt_ctx *lp;         /* real context of the current SCC's LPs */
  uint32_t nlambda;    /* names of Farkas multipliers */
  mt_buf *proof;
  char *reason;
  uint32_t nscc;
  rank_result *out;
  bool in_split;       /* proving the pieces of a predicate split: no second one */
} rank_ctx;

/* ---- the LP -------------------------------------------------------------------- */

typedef struct lp_vars {
  uint32_t depth, nloc, nvar;
  smt_term *c;       /* [depth][nloc][nvar+1]; NULL for coefficients fixed at 0 */
} lp_vars;

#define LPV(lv, i, l, j) ((lv)->c[((size_t)(i) * (lv)->nloc + (l)) * ((lv)->nvar + 1) + (j)])

/* h over the rule's variables: per variable a list of terms (summed), and
 * the constant */
typedef struct hform {
  uint32_t nvars;
  term_vec *coef; /* nvars lists */
  term_vec cst;
} hform;

static void h_reset(hform *h) {
  for (uint32_t v = 0; v < h->nvars; v++) h->coef[v].len = 0;
  h->cst.len = 0;
}

/* h += sign · f_i(l, x) with x the pre (post = false) or post values */
static void h_add_fun(rank_ctx *rc, hform *h, const lp_vars *lv, uint32_t i, uint32_t l, bool post,
                      int sign) {
  uint32_t nv = rc->s->nvar;
  for (uint32_t j = 0; j <= nv; j++) {
    smt_term t = LPV(lv, i, l, j);
    if (!t) continue;
    if (sign < 0) t = smt_scale(rc->lp, -1, t);
    if (j == nv) MT_VEC_PUSH(h->cst, t);
    else MT_VEC_PUSH(h->coef[post ? nv + j : j], t);
  }
}

/* the Farkas constraints for  rule ⇒ h >= 0 */
static smt_term farkas(rank_ctx *rc, const its_rule *r, hform *h, term_vec *acc) {
  smt_ctx *c = rc->lp;
  uint32_t nvars = 2 * rc->s->nvar + r->ntemp;
  smt_term zero = smt_num(c, SMT_REAL, 0, 1);
  acc->len = 0;
  smt_term *lam = mt_malloc(sizeof *lam * (r->natom + 1));
  for (uint32_t k = 0; k < r->natom; k++) {
    char name[32];
    snprintf(name, sizeof name, "lam%u", rc->nlambda++);
    lam[k] = smt_var_of(c, SMT_REAL, name);
    if (r->atom[k].rel == ITS_LE) MT_VEC_PUSH(*acc, smt_rel(c, SMT_GE, lam[k], zero));
    const its_lin *e = &r->atom[k].e;
    for (uint32_t m = 0; m < e->n; m++)
      if (e->var[m] < nvars) MT_VEC_PUSH(h->coef[e->var[m]], smt_scale(c, e->coef[m], lam[k]));
    if (e->c) MT_VEC_PUSH(h->cst, smt_scale(c, e->c, lam[k]));
  }
  mt_free(lam);
  for (uint32_t v = 0; v < nvars; v++)
    if (h->coef[v].len)
      MT_VEC_PUSH(*acc, smt_rel(c, SMT_EQ, smt_sum(c, SMT_REAL, h->coef[v].len, h->coef[v].data), zero));
  MT_VEC_PUSH(*acc, smt_rel(c, SMT_GE, smt_sum(c, SMT_REAL, h->cst.len, h->cst.data), zero));
  return smt_and_n(c, acc->len, acc->data);
}

typedef struct lp_build {
  rank_ctx *rc;
  lp_vars lv;
  hform h;
  term_vec acc;
} lp_build;

/* conditions of a component of depth d on rule r (term.h) */
static smt_term conditions(lp_build *b, const its_rule *r, bool strict) {
  rank_ctx *rc = b->rc;
  smt_ctx *c = rc->lp;
  term_vec all = {0};
  uint32_t d = b->lv.depth;
  for (uint32_t i = 0; i < d; i++) {
    h_reset(&b->h);
    h_add_fun(rc, &b->h, &b->lv, i, r->from, false, 1);
    h_add_fun(rc, &b->h, &b->lv, i, r->to, true, -1);
    if (strict) {
      if (i > 0) h_add_fun(rc, &b->h, &b->lv, i - 1, r->from, false, 1);
      MT_VEC_PUSH(b->h.cst, smt_num(c, SMT_REAL, -1, 1));
    }
    MT_VEC_PUSH(all, farkas(rc, r, &b->h, &b->acc));
  }
  if (strict) {
    h_reset(&b->h);
    h_add_fun(rc, &b->h, &b->lv, d - 1, r->from, false, 1);
    MT_VEC_PUSH(all, farkas(rc, r, &b->h, &b->acc));
  }
  smt_term t = smt_and_n(c, all.len, all.data);
  MT_VEC_FREE(all);
  return t;
}

/* ---- candidates ---------------------------------------------------------------- */

/* the model's coefficients, scaled to integers with gcd 1; false when they
 * do not fit in 64 bits */
static bool take_model(lp_build *b, const uint32_t *locs, uint32_t nlocs, rank_comp *f) {
  rank_ctx *rc = b->rc;
  uint32_t nv = rc->s->nvar, d = b->lv.depth;
  size_t n = (size_t)d * rc->s->nloc * (nv + 1);
  int64_t *num = mt_calloc(n, sizeof *num), *den = mt_calloc(n, sizeof *den);
  int64_t lcm = 1;
  bool ok = true;
  for (uint32_t i = 0; i < d && ok; i++)
    for (uint32_t q = 0; q < nlocs && ok; q++)
      for (uint32_t j = 0; j <= nv && ok; j++) {
        size_t at = ((size_t)i * rc->s->nloc + locs[q]) * (nv + 1) + j;
        den[at] = 1;
        smt_term t = LPV(&b->lv, i, locs[q], j);
        if (!t) continue;
        if (!smt_model_rat(rc->lp, t, &num[at], &den[at])) {
          ok = false;
          break;
        }
        int64_t g = mt_gcd64(lcm, den[at]);
        if (!g || __builtin_mul_overflow(lcm / g, den[at], &lcm)) ok = false;
      }
  int64_t g = 0;
  for (size_t k = 0; k < n && ok; k++) {
    if (!den[k]) continue;
    if (__builtin_mul_overflow(num[k], lcm / den[k], &f->c[k])) ok = false;
    else g = mt_gcd64(g, f->c[k]);
  }
  if (ok && g > 1)
    for (size_t k = 0; k < n; k++) f->c[k] /= g;
  mt_free(num);
  mt_free(den);
  return ok;
}

/* ---- one SCC ---------------------------------------------------------------------- */

typedef struct found {
  rank_comp f;
  uint8_t *strict; /* per rule of the SCC item */
} found;

static bool out_of_time(rank_ctx *rc) {
  if (!mt_deadline_passed(rc->run)) return false;
  if (!rc->reason) rc->reason = mt_strdup("time limit reached");
  return true;
}

/* Tries components of the given depth: strict on all rules, else a greedy
 * strict set.  On success f and strict[] hold a re-checked component. */
static bool try_depth(rank_ctx *rc, const u32_vec *R, const uint32_t *locs, uint32_t nlocs,
                      uint32_t depth, found *out) {
  its *s = rc->s;
  uint32_t nv = s->nvar;
  lp_build b;
  memset(&b, 0, sizeof b);
  b.rc = rc;
  b.lv.depth = depth;
  b.lv.nloc = s->nloc;
  b.lv.nvar = nv;
  b.lv.c = mt_calloc((size_t)depth * s->nloc * (nv + 1), sizeof *b.lv.c);
  /* a variable no rule of the SCC mentions gets coefficient 0 */
  uint8_t *rel = mt_calloc(nv + 1, 1);
  for (uint32_t k = 0; k < R->len; k++) {
    const its_rule *r = &s->rule[R->data[k]];
    for (uint32_t a = 0; a < r->natom; a++)
      for (uint32_t m = 0; m < r->atom[a].e.n; m++) {
        uint32_t v = r->atom[a].e.var[m];
        if (v < 2 * nv) rel[v % nv] = 1;
      }
  }
  rel[nv] = 1;
  for (uint32_t i = 0; i < depth; i++)
    for (uint32_t q = 0; q < nlocs; q++)
      for (uint32_t j = 0; j <= nv; j++)
        if (rel[j]) {
          char name[48];
          snprintf(name, sizeof name, "c%u_%u_%u", i, locs[q], j);
          LPV(&b.lv, i, locs[q], j) = smt_var_of(rc->lp, SMT_REAL, name);
        }
  mt_free(rel);
  uint32_t maxv = 0;
  for (uint32_t k = 0; k < R->len; k++) {
    uint32_t n = 2 * nv + s->rule[R->data[k]].ntemp;
    if (n > maxv) maxv = n;
  }
  b.h.nvars = maxv;
  b.h.coef = mt_calloc(maxv + 1, sizeof *b.h.coef);

  uint8_t *strict = mt_calloc(R->len, 1);
  size_t ncoef = (size_t)depth * s->nloc * (nv + 1);
  rank_comp cand = {depth, s->nloc, nv, mt_calloc(ncoef, sizeof(int64_t))};
  bool have = false;
  /* Pure LPs (no Boolean structure, which makes Z3 search):
   *  1. strict on all rules;
   *  2. greedy: S grows by one rule at a time while the LP with strict
   *     conditions on S and non-increase on the rest stays feasible.
   * For depth 1, strict implies non-increase, so the non-increase of all
   * rules is asserted once and S grows incrementally; for depth >= 2
   * (where it does not) every step asserts its own set. */
  rank_comp tryc = {depth, s->nloc, nv, mt_calloc(ncoef, sizeof(int64_t))};
  smt_push(rc->lp);
  if (depth == 1)
    for (uint32_t k = 0; k < R->len && !out_of_time(rc); k++)
      smt_assert(rc->lp, conditions(&b, &s->rule[R->data[k]], false));
  uint32_t kept = 0; /* depth 1: pushes kept for the rules in S */
  for (int pass = 0; pass < 2 && !have; pass++) {
    for (uint32_t k = 0; k < R->len; k++) {
      if (pass == 1 && strict[k]) continue;
      if (out_of_time(rc)) break;
      smt_push(rc->lp);
      for (uint32_t q = 0; q < R->len && !out_of_time(rc); q++) {
        bool st = pass == 0 || q == k || strict[q];
        if (depth == 1 && !(pass == 0 || q == k)) continue; /* already asserted */
        smt_assert(rc->lp, conditions(&b, &s->rule[R->data[q]], st));
      }
      MT_INC(rc->run, term_lps);
      bool sat = !out_of_time(rc) && smt_check(rc->lp) == SMT_SAT &&
                 take_model(&b, locs, nlocs, &tryc);
      if (sat) {
        memcpy(cand.c, tryc.c, sizeof *cand.c * ncoef);
        if (pass == 0) memset(strict, 1, R->len);
        else strict[k] = 1;
        have = true;
      }
      if (sat && depth == 1 && pass == 1) kept++;
      else smt_pop(rc->lp);
      if (pass == 0) break;
    }
  }
  while (kept--) smt_pop(rc->lp);
  smt_pop(rc->lp);
  mt_free(tryc.c);
  if (smt_error(rc->lp)) {
    MT_LOG(rc->run, 1, "term", "LP failed: %s", smt_error(rc->lp));
    have = false;
  }
  for (uint32_t v = 0; v <= maxv; v++) MT_VEC_FREE(b.h.coef[v]);
  mt_free(b.h.coef);
  MT_VEC_FREE(b.h.cst);
  MT_VEC_FREE(b.acc);
  mt_free(b.lv.c);

  /* the re-check: every rule, strict or not, over the integers; rules
   * that turn out strict as well join S */
  bool ok = have;
  for (uint32_t k = 0; ok && k < R->len; k++) {
    if (out_of_time(rc)) {
      ok = false;
      break;
    }
    const its_rule *r = &s->rule[R->data[k]];
    if (strict[k]) ok = rank_check_rule(rc->chk, rc->run, s, r, &cand, true);
    else if (rank_check_rule(rc->chk, rc->run, s, r, &cand, true)) strict[k] = 1;
    else ok = rank_check_rule(rc->chk, rc->run, s, r, &cand, false);
  }
  if (have && !ok) {
    MT_INC(rc->run, term_check_fails);
    MT_LOG(rc->run, 1, "term", "a depth-%u candidate failed the integer re-check", depth);
  }
  if (!ok) {
    mt_free(cand.c);
    mt_free(strict);
    return false;
  }
  out->f = cand;
  out->strict = strict;
  return true;
}

#define RANK_MAX_LISTED 24u /* rule ids / locations printed per list */

static void print_rules(mt_buf *b, const its *s, const u32_vec *R, const uint8_t *sel, bool want) {
  uint32_t n = 0;
  for (uint32_t k = 0; k < R->len; k++)
    if (!sel || (sel[k] != 0) == want) {
      if (n < RANK_MAX_LISTED) mt_buf_printf(b, "%s%u", n ? ", " : "", s->rule[R->data[k]].id);
      n++;
    }
  if (n > RANK_MAX_LISTED) mt_buf_printf(b, ", ... (%u in all)", n);
}

static void print_component(rank_ctx *rc, const u32_vec *R, const uint32_t *locs, uint32_t nlocs,
                            const found *fd) {
  mt_buf *b = rc->proof;
  const its *s = rc->s;
  const rank_comp *f = &fd->f;
  mt_buf fun = {0}; /* the same, on one line, for rank_result.funs */
  for (uint32_t i = 0; i < f->depth; i++) {
    if (f->depth == 1) mt_buf_printf(b, "  ranking function:");
    else mt_buf_printf(b, "  %s f%u:", i ? "          " : "multiphase", i + 1);
    if (f->depth > 1) mt_buf_printf(&fun, "%sf%u:", i ? "; " : "", i + 1);
    /* one expression when all locations agree */
    bool same = true;
    for (uint32_t q = 1; q < nlocs && same; q++)
      for (uint32_t j = 0; j <= f->nvar && same; j++)
        same = RANK_COEF(f, i, locs[q], j) == RANK_COEF(f, i, locs[0], j);
    for (uint32_t q = 0; q < (same ? 1 : nlocs); q++) {
      size_t at = b->len;
      mt_buf_printf(b, "%s", q ? "," : "");
      if (!same || nlocs > 1) mt_buf_printf(b, " %s:", same ? "all" : s->loc[locs[q]]);
      mt_buf_printf(b, " ");
      rank_print_fun(b, s, f, i, locs[q]);
      mt_buf_printf(&fun, "%s", b->data + at);
    }
    mt_buf_printf(b, "\n");
  }
  /* the same in C, when every variable it uses has a C name at its loop */
  mt_buf cfun = {0};
  bool in_c = true;
  for (uint32_t i = 0; i < f->depth && in_c; i++) {
    if (f->depth > 1) mt_buf_printf(&cfun, "%sf%u:", i ? "; " : "", i + 1);
    for (uint32_t q = 0; q < nlocs && in_c; q++) {
      if (nlocs > 1) mt_buf_printf(&cfun, "%s %s: ", q ? "," : "", s->loc[locs[q]]);
      else mt_buf_printf(&cfun, " ");
      in_c = rank_print_fun_c(&cfun, s, f, i, locs[q]);
    }
  }
  const char *ctext = cfun.data ? cfun.data : "";
  while (*ctext == ' ') ctext++;
  if (in_c) mt_buf_printf(b, "    in C: %s\n", ctext);
  if (rc->out) {
    rank_result *o = rc->out;
    o->funs = mt_realloc(o->funs, sizeof *o->funs * (o->nfuns + 1));
    mt_buf lb = {0};
    for (uint32_t q = 0; q < nlocs; q++) mt_buf_printf(&lb, "%s%s", q ? ", " : "", s->loc[locs[q]]);
    const char *text = fun.data ? fun.data : "";
    while (*text == ' ') text++;
    o->funs[o->nfuns++] = (rank_fun){lb.data ? lb.data : mt_strdup(""), mt_strdup(text),
                                     in_c ? mt_strdup(ctext) : NULL, f->depth};
  }
  mt_buf_free(&fun);
  mt_buf_free(&cfun);
  mt_buf_printf(b, "    decreasing and bounded on rule(s) ");
  print_rules(b, s, R, fd->strict, true);
  bool weak = false;
  for (uint32_t k = 0; k < R->len; k++) weak |= !fd->strict[k];
  if (weak) {
    mt_buf_printf(b, "; non-increasing on ");
    print_rules(b, s, R, fd->strict, false);
  }
  mt_buf_printf(b, "\n");
}

/* locations of the rules R */
static uint32_t scc_locs(const its *s, const u32_vec *R, uint32_t *locs) {
  uint8_t *seen = mt_calloc(s->nloc + 1, 1);
  uint32_t n = 0;
  for (uint32_t k = 0; k < R->len; k++) {
    const its_rule *r = &s->rule[R->data[k]];
    if (!seen[r->from]) seen[r->from] = 1, locs[n++] = r->from;
    if (!seen[r->to]) seen[r->to] = 1, locs[n++] = r->to;
  }
  mt_free(seen);
  return n;
}

/* the SCCs of the rules R (their cyclic parts), appended to the worklist */
typedef MT_VEC(u32_vec) work_vec;

static void split_sccs(rank_ctx *rc, const u32_vec *R, work_vec *todo) {
  its *s = rc->s;
  uint8_t *on = mt_calloc(s->nrule + 1, 1);
  for (uint32_t k = 0; k < R->len; k++) on[R->data[k]] = 1;
  uint32_t *comp = mt_malloc(sizeof *comp * (s->nloc + 1));
  uint32_t n = its_scc(s, on, comp);
  /* one bucket per component, in reverse topological order of Tarjan */
  u32_vec *bucket = mt_calloc(n + 1, sizeof *bucket);
  for (uint32_t k = 0; k < R->len; k++) {
    const its_rule *r = &s->rule[R->data[k]];
    if (comp[r->from] == comp[r->to]) MT_VEC_PUSH(bucket[comp[r->from]], R->data[k]);
  }
  for (uint32_t c = 0; c < n; c++) {
    if (bucket[c].len) MT_VEC_PUSH(*todo, bucket[c]);
  }
  mt_free(bucket);
  mt_free(comp);
  mt_free(on);
}

static smt_term named_guard(smt_ctx *c, const its *s, const its_rule *r, const char *pre,
                            const char *post, const char *tmp);

#define RANK_MAX_RULE_GRAPH 48

/* Rule-graph refinement: rule j can follow rule i when i ends where j
 * starts and their composition is satisfiable over the integers (UNSAT
 * proved; unknown counts as "can follow").  An infinite run's rule
 * sequence is an infinite path of this graph, so it eventually stays in
 * one of its SCCs: proving each SCC's rules terminating on their own
 * proves R.  Pushes the SCCs as new items; false when the graph does not
 * split R (one SCC with all of R). */
static bool split_rule_graph(rank_ctx *rc, const u32_vec *R, uint32_t id, work_vec *todo) {
  its *s = rc->s;
  uint32_t n = R->len;
  if (n < 2 || n > RANK_MAX_RULE_GRAPH) return false;
  uint8_t *adj = mt_calloc((size_t)n * n, 1);
  for (uint32_t i = 0; i < n && !out_of_time(rc); i++)
    for (uint32_t j = 0; j < n; j++) {
      const its_rule *a = &s->rule[R->data[i]], *b = &s->rule[R->data[j]];
      if (a->to != b->from) continue;
      smt_push(rc->chk);
      smt_assert(rc->chk, named_guard(rc->chk, s, a, "a", "b", "ta"));
      smt_assert(rc->chk, named_guard(rc->chk, s, b, "b", "c", "tc"));
      adj[i * n + j] = smt_check(rc->chk) != SMT_UNSAT;
      smt_pop(rc->chk);
    }
  if (out_of_time(rc)) {
    mt_free(adj);
    return false;
  }
  /* SCCs by reachability closure (n is small) */
  uint8_t *reach = mt_malloc((size_t)n * n);
  memcpy(reach, adj, (size_t)n * n);
  for (uint32_t k = 0; k < n; k++)
    for (uint32_t i = 0; i < n; i++)
      if (reach[i * n + k])
        for (uint32_t j = 0; j < n; j++)
          if (reach[k * n + j]) reach[i * n + j] = 1;
  uint32_t *comp = mt_malloc(sizeof *comp * n);
  for (uint32_t i = 0; i < n; i++) comp[i] = UINT32_MAX;
  uint32_t ncomp = 0, biggest = 0;
  work_vec parts = {0};
  for (uint32_t i = 0; i < n; i++) {
    if (comp[i] != UINT32_MAX || !reach[i * n + i]) continue; /* on no cycle: dropped */
    u32_vec part = {0};
    for (uint32_t j = 0; j < n; j++)
      if (reach[i * n + j] && reach[j * n + i]) {
        comp[j] = ncomp;
        MT_VEC_PUSH(part, R->data[j]);
      }
    if (part.len > biggest) biggest = part.len;
    MT_VEC_PUSH(parts, part);
    ncomp++;
  }
  bool split = !(ncomp == 1 && biggest == n);
  if (split) {
    mt_buf_printf(rc->proof, "SCC %u: no single ranking argument; the rules that can follow each "
                             "other form %u smaller cycle(s) (every infinite run ends in one):\n",
                  id, ncomp);
    for (uint32_t c = 0; c < parts.len; c++) MT_VEC_PUSH(*todo, parts.data[c]);
    MT_INC(rc->run, term_rule_splits);
  } else {
    for (uint32_t c = 0; c < parts.len; c++) MT_VEC_FREE(parts.data[c]);
  }
  MT_VEC_FREE(parts);
  mt_free(comp);
  mt_free(reach);
  mt_free(adj);
  return split;
}

static bool prove_item(rank_ctx *rc, const u32_vec *R, work_vec *todo);

#define RANK_MAX_PREDICATES 8u

/* drops the components found after the first n */
static void fun_free(rank_fun *f) {
  mt_free(f->locs);
  mt_free(f->fun);
  mt_free(f->fun_c);
}

static void rank_funs_free_tail(rank_result *o, uint32_t n) {
  for (uint32_t i = n; i < o->nfuns; i++) fun_free(&o->funs[i]);
  if (o->nfuns > n) o->nfuns = n;
}

/* atom a (over pre variables), optionally negated over the integers
 * (¬(e <= 0) is -e + 1 <= 0), optionally over the post variables */
static void add_literal(its *s, its_rule *r, const its_atom *a, bool neg, bool post) {
  its_atom *na = mt_arena_alloc(&s->arena, sizeof *na * (r->natom + 1));
  if (r->natom) memcpy(na, r->atom, sizeof *na * r->natom);
  its_atom *x = &na[r->natom];
  x->rel = ITS_LE;
  its_lin_copy(&s->arena, &x->e, &a->e);
  for (uint32_t k = 0; k < x->e.n; k++) {
    if (post) x->e.var[k] += s->nvar; /* pre variables only: still sorted */
    if (neg) x->e.coef[k] = -x->e.coef[k];
  }
  if (neg) x->e.c = -x->e.c + 1;
  r->atom = na;
  r->natom++;
}

/* the atom e <= 0 over the C names at location l, as "b <= a" (positive
 * terms left, negative ones right); false when a variable has none */
static bool print_atom_c(mt_buf *b, const its *s, uint32_t l, const its_lin *e) {
  for (uint32_t k = 0; k < e->n; k++)
    if (!its_cname(s, l, e->var[k]) || e->coef[k] == INT64_MIN) return false;
  if (e->c == INT64_MIN) return false;
  for (int side = 0; side < 2; side++) { /* 0: coef > 0 (left), 1: coef < 0 (right) */
    bool first = true;
    for (uint32_t k = 0; k < e->n; k++) {
      int64_t c = e->coef[k];
      if ((side == 0) != (c > 0)) continue;
      uint64_t mag = c < 0 ? (uint64_t)0 - (uint64_t)c : (uint64_t)c;
      mt_buf_printf(b, "%s", first ? "" : " + ");
      if (mag != 1) mt_buf_printf(b, "%llu*", (unsigned long long)mag);
      mt_buf_printf(b, "%s", its_cname(s, l, e->var[k]));
      first = false;
    }
    int64_t c = side == 0 ? e->c : -e->c; /* a positive constant on its side */
    if (c > 0) mt_buf_printf(b, "%s%lld", first ? "" : " + ", (long long)c), first = false;
    if (first) mt_buf_printf(b, "0");
    if (side == 0) mt_buf_printf(b, " <= ");
  }
  return true;
}

/* e and f are the same atom, or each other's negation over the integers */
static bool same_split(const its_lin *e, const its_lin *f) {
  if (e->n != f->n) return false;
  bool same = e->c == f->c, neg = -e->c + 1 == f->c;
  for (uint32_t k = 0; k < e->n && (same || neg); k++) {
    if (e->var[k] != f->var[k]) return false;
    same = same && e->coef[k] == f->coef[k];
    neg = neg && e->coef[k] == -f->coef[k];
  }
  return same || neg;
}

/* Predicate split (a piecewise ranking function): every location l of
 * the SCC becomes l[P] and l[not P] for an atom P over the pre-state taken
 * from the SCC's guards, and every rule l1 -> l2 becomes up to four, with
 * P or ¬P of the pre-state at its source copy and P or ¬P of the
 * post-state at its target copy.  Each step of a run of R is a step of
 * exactly one copy (the values decide both literals), so an infinite run
 * of R would be one of the copies: proving the copies' SCCs terminating,
 * each by a ranking function per location copy (x where x <= y, y
 * elsewhere: min(x, y)), proves R.  The pieces are proved here, each
 * predicate in turn; a failed one leaves the ITS, the proof text and the
 * components as they were.  False when no predicate works. */
/* the predicates to split by: atoms over the pre-state of R's guards, the
 * branch conditions first, then at most two atoms every rule has, at most
 * RANK_MAX_PREDICATES in all, none twice (nor its negation) */
typedef MT_VEC(const its_atom *) atomp_vec;

static void split_candidates(const its *s, const u32_vec *R, atomp_vec *preds) {
  atomp_vec later = {0};
  for (uint32_t k = 0; k < R->len && preds->len < RANK_MAX_PREDICATES; k++) {
    const its_rule *r = &s->rule[R->data[k]];
    for (uint32_t a = 0; a < r->natom && preds->len < RANK_MAX_PREDICATES; a++) {
      const its_atom *x = &r->atom[a];
      bool pre = x->rel == ITS_LE && x->e.n > 0;
      for (uint32_t v = 0; v < x->e.n && pre; v++) pre = x->e.var[v] < s->nvar;
      for (uint32_t q = 0; q < preds->len && pre; q++) pre = !same_split(&preds->data[q]->e, &x->e);
      /* an atom of every rule (the loop condition, an invariant) holds in
       * every state the SCC leaves from: its split only keeps the steps
       * after which it holds again; tried after the branch conditions */
      bool everywhere = true;
      for (uint32_t j = 0; j < R->len && everywhere && pre; j++) {
        const its_rule *o = &s->rule[R->data[j]];
        bool has = false;
        for (uint32_t b = 0; b < o->natom && !has; b++)
          has = o->atom[b].rel == ITS_LE && its_lin_same(&o->atom[b].e, &x->e);
        everywhere = has;
      }
      if (pre && !everywhere) MT_VEC_PUSH(*preds, x);
      if (pre && everywhere) MT_VEC_PUSH(later, x);
    }
  }
  /* the atoms of every rule are mostly bounds of invariants: two at most */
  uint32_t cap = preds->len + 2 < RANK_MAX_PREDICATES ? preds->len + 2 : RANK_MAX_PREDICATES;
  for (uint32_t k = 0; k < later.len && preds->len < cap; k++) {
    bool dup = false;
    for (uint32_t q = 0; q < preds->len && !dup; q++) dup = same_split(&preds->data[q]->e, &later.data[k]->e);
    if (!dup) MT_VEC_PUSH(*preds, later.data[k]);
  }
  MT_VEC_FREE(later);
}

/* the copies of R's locations (l[P] at copy[l], l[~P] next to it) and of
 * its rules (P or ¬P at the source and at the target), the unsatisfiable
 * ones dropped: the rules that can fire go to live */
static void split_copies(rank_ctx *rc, const u32_vec *R, const its_atom *P, const uint32_t *locs,
                         uint32_t nlocs, uint32_t *copy, uint32_t ncname0, u32_vec *live) {
  its *s = rc->s;
  uint32_t maxid = 0;
  for (uint32_t i = 0; i < s->nrule; i++)
    if (s->rule[i].id > maxid) maxid = s->rule[i].id;
  for (uint32_t k = 0; k < nlocs; k++) {
    char *a = mt_sprintf("%s[P]", s->loc[locs[k]]), *b = mt_sprintf("%s[~P]", s->loc[locs[k]]);
    copy[locs[k]] = its_add_loc(s, a);
    its_add_loc(s, b);
    mt_free(a);
    mt_free(b);
    for (uint32_t c = 0; c < ncname0; c++) /* the C names stay with the copies */
      if (!strcmp(s->cname[c].loc, s->loc[locs[k]])) {
        its_set_cname(s, copy[locs[k]], s->cname[c].var, s->cname[c].name);
        its_set_cname(s, copy[locs[k]] + 1, s->cname[c].var, s->cname[c].name);
      }
  }
  u32_vec pieces = {0};
  for (uint32_t k = 0; k < R->len; k++)
    for (uint32_t sp = 0; sp < 2; sp++)
      for (uint32_t tp = 0; tp < 2; tp++) {
        its_rule o = s->rule[R->data[k]];
        its_rule *n = its_add_rule(s, copy[o.from] + sp, copy[o.to] + tp);
        uint32_t nid = ++maxid;
        *n = o;
        n->id = nid;
        n->from = copy[o.from] + sp;
        n->to = copy[o.to] + tp;
        add_literal(s, n, P, sp, false);
        add_literal(s, n, P, tp, true);
        MT_VEC_PUSH(pieces, s->nrule - 1);
      }
  for (uint32_t k = 0; k < pieces.len; k++) {
    const its_rule *r = &s->rule[pieces.data[k]];
    smt_push(rc->chk);
    smt_assert(rc->chk, named_guard(rc->chk, s, r, "v", "w", "t"));
    bool dead = smt_check(rc->chk) == SMT_UNSAT;
    smt_pop(rc->chk);
    if (!dead) MT_VEC_PUSH(*live, pieces.data[k]);
  }
  MT_VEC_FREE(pieces);
}

/* Predicate split (a piecewise ranking function): every location l of
 * the SCC becomes l[P] and l[not P] for an atom P over the pre-state taken
 * from the SCC's guards, and every rule l1 -> l2 becomes up to four, with
 * P or ¬P of the pre-state at its source copy and P or ¬P of the
 * post-state at its target copy.  Each step of a run of R is a step of
 * exactly one copy (the values decide both literals), so an infinite run
 * of R would be one of the copies: proving the copies' SCCs terminating,
 * each by a ranking function per location copy (x where x <= y, y
 * elsewhere: min(x, y)), proves R.  The pieces are proved here, each
 * predicate in turn; a failed one leaves the ITS, the proof text and the
 * components as they were.  False when no predicate works. */
static bool split_by_predicate(rank_ctx *rc, const u32_vec *R, uint32_t id) {
  its *s = rc->s;
  atomp_vec preds = {0};
  split_candidates(s, R, &preds);
  uint32_t *locs = mt_malloc(sizeof *locs * (2 * R->len + 1));
  uint32_t nlocs = scc_locs(s, R, locs);
  uint32_t *copy = mt_malloc(sizeof *copy * (s->nloc + 1)); /* l -> l[P]; l[not P] is next */
  bool ok = false;
  for (uint32_t q = 0; q < preds.len && !ok && !out_of_time(rc); q++) {
    its_atom P = *preds.data[q]; /* s->rule moves when rules are added */
    uint32_t nrule0 = s->nrule, nloc0 = s->nloc, ncname0 = s->ncname, nfuns0 = rc->out ? rc->out->nfuns : 0;
    size_t len0 = rc->proof->len;
    mt_buf pb = {0};
    its_print_lin(&pb, s, NULL, &P.e);
    mt_buf_printf(rc->proof, "SCC %u: no single ranking argument; split at each of its locations by %s <= 0 "
                             "([P]) or not ([~P]), piecewise", id, pb.data);
    mt_buf pc = {0};
    if (print_atom_c(&pc, s, locs[0], &P.e)) mt_buf_printf(rc->proof, " (P in C: %s)", pc.data);
    mt_buf_free(&pc);
    mt_buf_printf(rc->proof, ":\n");
    MT_LOG(rc->run, 1, "term", "SCC %u: split by the predicate %s <= 0", id, pb.data);
    mt_buf_free(&pb);
    /* the copies that can fire; then the SCCs of the rest, each proved */
    u32_vec live = {0};
    split_copies(rc, R, &P, locs, nlocs, copy, ncname0, &live);
    work_vec todo = {0};
    if (live.len) split_sccs(rc, &live, &todo);
    MT_VEC_FREE(live);
    bool in = rc->in_split;
    rc->in_split = true;
    ok = true;
    for (uint32_t next = 0; ok && next < todo.len; next++) {
      u32_vec item = todo.data[next]; /* prove_item may push to todo (and move it) */
      ok = prove_item(rc, &item, &todo);
    }
    rc->in_split = in;
    for (uint32_t k = 0; k < todo.len; k++) MT_VEC_FREE(todo.data[k]);
    MT_VEC_FREE(todo);
    if (ok) {
      MT_INC(rc->run, term_pred_splits);
      break;
    }
    /* undo: the ITS, the proof text, the components, the reason */
    s->nrule = nrule0;
    s->nloc = nloc0;
    s->ncname = ncname0;
    rc->proof->len = len0;
    if (rc->proof->data) rc->proof->data[len0] = 0;
    if (rc->out) rank_funs_free_tail(rc->out, nfuns0);
    mt_free(rc->reason);
    rc->reason = NULL;
  }
  mt_free(copy);
  mt_free(locs);
  MT_VEC_FREE(preds);
  return ok;
}

static bool prove_item(rank_ctx *rc, const u32_vec *R, work_vec *todo) {
  its *s = rc->s;
  uint32_t *locs = mt_malloc(sizeof *locs * (2 * R->len + 1));
  uint32_t nlocs = scc_locs(s, R, locs);
  MT_INC(rc->run, term_sccs);
  uint32_t id = ++rc->nscc;
  mt_buf_printf(rc->proof, "SCC %u: location(s)", id);
  for (uint32_t q = 0; q < nlocs && q < RANK_MAX_LISTED; q++)
    mt_buf_printf(rc->proof, "%s %s", q ? "," : "", s->loc[locs[q]]);
  if (nlocs > RANK_MAX_LISTED) mt_buf_printf(rc->proof, ", ... (%u in all)", nlocs);
  mt_buf_printf(rc->proof, "; rule(s) ");
  print_rules(rc->proof, s, R, NULL, true);
  mt_buf_printf(rc->proof, "\n");
  MT_LOG(rc->run, 1, "term", "SCC %u: %u location(s), %u rule(s)", id, nlocs, R->len);
  uint64_t size = 0;
  for (uint32_t k = 0; k < R->len; k++) size += s->rule[R->data[k]].natom + 1;
  if (size > RANK_MAX_LP_ATOMS) { /* Z3 does not keep its timeout on such LPs */
    rc->reason = mt_sprintf("SCC %u is too large for the ranking-function LPs (%u rules, %llu atoms)",
                            id, R->len, (unsigned long long)size);
    mt_free(locs);
    return false;
  }
  rc->lp = smt_new_logic(rc->run, rc->tmo, "QF_LRA");
  found fd;
  memset(&fd, 0, sizeof fd);
  bool ok = false;
  for (uint32_t d = 1; d <= RANK_MAX_DEPTH && !ok && !out_of_time(rc); d++)
    ok = try_depth(rc, R, locs, nlocs, d, &fd);
  smt_free(rc->lp);
  rc->lp = NULL;
  if (!ok && !rc->reason && split_rule_graph(rc, R, id, todo)) {
    mt_free(locs);
    return true;
  }
  if (!ok && !rc->reason && !rc->in_split && split_by_predicate(rc, R, id)) {
    mt_free(locs);
    return true;
  }
  if (!ok) {
    if (!rc->reason) {
      mt_buf b = {0};
      mt_buf_printf(&b, "no linear, lexicographic, multiphase (depth <= %u) or piecewise ranking function "
                        "found for SCC %u (location(s)", RANK_MAX_DEPTH, id);
      for (uint32_t q = 0; q < nlocs && q < 8; q++) mt_buf_printf(&b, "%s %s", q ? "," : "", s->loc[locs[q]]);
      mt_buf_printf(&b, "%s)", nlocs > 8 ? ", ..." : "");
      rc->reason = b.data;
    }
    mt_free(locs);
    return false;
  }
  MT_INC(rc->run, term_rankfuns);
  if (fd.f.depth > 1) MT_INC(rc->run, term_multiphase);
  print_component(rc, R, locs, nlocs, &fd);
  u32_vec rest = {0};
  for (uint32_t k = 0; k < R->len; k++)
    if (!fd.strict[k]) MT_VEC_PUSH(rest, R->data[k]);
  if (rest.len) split_sccs(rc, &rest, todo);
  MT_VEC_FREE(rest);
  mt_free(fd.f.c);
  mt_free(fd.strict);
  mt_free(locs);
  return true;
}

/* rules whose atoms have no integer solution can never fire */
static void drop_infeasible(rank_ctx *rc) {
  its *s = rc->s;
  uint32_t k = 0;
  for (uint32_t i = 0; i < s->nrule; i++) {
    const its_rule *r = &s->rule[i];
    bool dead = false;
    if (!out_of_time(rc)) {
      /* false is "not proved"; a rule is dropped only when Z3 proves ¬guard */
      smt_push(rc->chk);
      smt_assert(rc->chk, named_guard(rc->chk, s, r, "v", "w", "t"));
      dead = smt_check(rc->chk) == SMT_UNSAT;
      smt_pop(rc->chk);
    }
    if (dead) {
      MT_INC(rc->run, term_infeasible);
      MT_LOG(rc->run, 2, "term", "rule %u is infeasible over the integers", r->id);
      continue;
    }
    s->rule[k++] = *r;
  }
  s->nrule = k;
}

/* the rule's guard over named variables: pre p<k>, post q<k>, temps t<k>
 * with the given prefixes (so two rules can share the middle state) */
static smt_term named_guard(smt_ctx *c, const its *s, const its_rule *r, const char *pre,
                            const char *post, const char *tmp) {
  uint32_t nv = s->nvar, nvars = 2 * nv + r->ntemp;
  smt_term *v = mt_malloc(sizeof *v * (nvars + 1));
  for (uint32_t k = 0; k < nvars; k++) {
    char name[40];
    if (k < nv) snprintf(name, sizeof name, "%s%u", pre, k);
    else if (k < 2 * nv) snprintf(name, sizeof name, "%s%u", post, k - nv);
    else snprintf(name, sizeof name, "%s%u", tmp, k - 2 * nv);
    v[k] = smt_var(c, name);
  }
  smt_term g = rank_rule_formula(c, r, v);
  mt_free(v);
  return g;
}

/* A rule after which no rule can fire (every composition with a rule
 * leaving its target is unsatisfiable over the integers) occurs in a run
 * at most once, as its last step: no infinite run uses it, so it is
 * dropped.  Repeated until nothing changes; a composition is refuted only
 * by UNSAT (unknown keeps the rule). */
static void drop_dead_ends(rank_ctx *rc) {
  its *s = rc->s;
  for (bool changed = true; changed && !out_of_time(rc);) {
    changed = false;
    uint32_t k = 0;
    for (uint32_t i = 0; i < s->nrule; i++) {
      const its_rule *r = &s->rule[i];
      bool dead = !out_of_time(rc);
      for (uint32_t j = 0; j < s->nrule && dead; j++) {
        if (s->rule[j].from != r->to) continue;
        smt_push(rc->chk);
        smt_assert(rc->chk, named_guard(rc->chk, s, r, "a", "b", "ta"));
        smt_assert(rc->chk, named_guard(rc->chk, s, &s->rule[j], "b", "c", "tc"));
        dead = smt_check(rc->chk) == SMT_UNSAT;
        smt_pop(rc->chk);
      }
      if (dead) {
        MT_INC(rc->run, term_dead_ends);
        MT_LOG(rc->run, 2, "term", "rule %u: no rule can follow it", r->id);
        changed = true;
        continue;
      }
      s->rule[k++] = *r;
    }
    s->nrule = k;
  }
}

mt_status rank_prove(mt_run *run, its *s, rank_result *out) {
  memset(out, 0, sizeof *out);
  rank_ctx rc;
  memset(&rc, 0, sizeof rc);
  rc.run = run;
  rc.s = s;
  rc.proof = &out->proof;
  rc.out = out;
  rc.tmo = run->opt ? (unsigned)run->opt->smt_timeout : 2000u;
  mt_buf_printf(rc.proof, "ITS: %u location(s), %u variable(s), %u rule(s)\n", s->nloc, s->nvar,
                s->nrule);
  if (s->nabstracted)
    mt_buf_printf(rc.proof, "  %u non-linear or unrepresentable term(s) abstracted to "
                            "unconstrained values\n", s->nabstracted);
  its_restrict_reachable(s);
  rc.chk = smt_new(run, rc.tmo);
  /* invariants need the rules off cycles too: they carry the initial values */
  rank_invariants(run, s, rc.chk, rc.proof);
  uint32_t tight = its_tighten(s); /* 2y >= 1 is y >= 1: what the LPs over the rationals miss */
  if (tight) {
    mt_buf_printf(rc.proof, "%u atom(s) tightened over the integers\n", tight);
    MT_ADD(run, term_tightened, tight);
  }
  drop_infeasible(&rc);
  its_drop_acyclic(s);
  drop_dead_ends(&rc);
  its_drop_acyclic(s);
  mt_buf_printf(rc.proof, "%u rule(s) on cycles after simplification\n", s->nrule);
  u32_vec all = {0};
  for (uint32_t i = 0; i < s->nrule; i++) MT_VEC_PUSH(all, i);
  work_vec todo = {0};
  if (all.len) split_sccs(&rc, &all, &todo);
  MT_VEC_FREE(all);
  bool ok = true;
  uint32_t next = 0; /* a queue: SCCs in the order found */
  while (ok && next < todo.len) {
    u32_vec item = todo.data[next++];
    ok = prove_item(&rc, &item, &todo);
  }
  for (uint32_t k = 0; k < todo.len; k++) MT_VEC_FREE(todo.data[k]);
  MT_VEC_FREE(todo);
  if (ok && smt_error(rc.chk)) { /* cannot happen without a failed check; stay safe */
    ok = false;
    rc.reason = mt_sprintf("Z3 error: %s", smt_error(rc.chk));
  }
  smt_free(rc.chk);
  out->proved = ok;
  if (ok) {
    mt_buf_printf(rc.proof, "%s\n", s->nrule ? "every SCC ranked; every ranking function re-checked over the integers"
                                             : "no cycles: every run is finite");
    mt_free(rc.reason);
  } else {
    out->reason = rc.reason ? rc.reason : mt_strdup("no ranking argument found");
  }
  if (!out->proof.data) mt_buf_printf(&out->proof, "%s", "");
  return MT_OK;
}

void rank_funs_free(rank_fun *funs, uint32_t n) {
  for (uint32_t i = 0; i < n; i++) fun_free(&funs[i]);
  mt_free(funs);
}

void rank_result_free(rank_result *r) {
  mt_buf_free(&r->proof);
  mt_free(r->reason);
  r->reason = NULL;
  rank_funs_free(r->funs, r->nfuns);
  r->funs = NULL;
  r->nfuns = 0;
}
