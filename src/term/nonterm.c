/* nonterm.c -- non-termination of an integer transition system by a lasso
 * with a recurrent set (term.h, nonterm_prove).
 *
 * A lasso is a stem, rules r_1..r_d from the start location to a location
 * h, and a cycle C, rules c_1..c_k from h back to h.  C composed is one
 * transition  τ(x, x')  (its intermediate states and temporaries
 * existential).  A recurrent set R(x) at h with
 *     (closure)  ∀x. R(x) ⇒ ∃x'. τ(x, x') ∧ R(x')
 *     (stem)     the stem's concrete run ends at h in a state of R
 * gives an infinite run: the stem, then C for ever (each state of R has a
 * successor through C that is in R again; the ITS's rules are
 * nondeterministic, and the closure lets them choose).
 *
 * Finding R (inference, may guess):
 *  1. Backward iteration, exact: R_0 = pre(true) (C can be taken),
 *     R_{i+1} = R_i ∧ pre(R_i), with pre(R) = ∃x'. τ(x, x') ∧ R(x') made
 *     quantifier-free by Z3's qe tactic.  R_i ⇒ pre(R_i) is the closure: R_i
 *     is the greatest recurrent set of C (loops whose guard stays true).
 *  2. A fixed point of C: a state x with τ(x, x).
 *  3. Houdini over candidate atoms (the conjuncts of the R_i, signs of the
 *     variables C uses, their order): atoms no successor of a
 *     counterexample keeps are dropped until the rest is closed; the
 *     conjuncts of R_0 are never dropped.
 * The stem comes from a bounded unrolling of the whole ITS from the start
 * location (which allows any start values) to h with R at the end; its
 * model is the stem's values.
 *
 * The check (may not guess), in a fresh Z3 context: every stem step is a
 * satisfiable instance of its rule for the concrete values (only the
 * rule's temporaries free), the last state satisfies R, and the closure
 * holds -- asked with the existential as it stands and, if Z3 answers
 * unknown to that, with the existential eliminated in that context.
 *
 * Soundness needs the ITS to be exact: a rule with an abstracted term (its
 * value unconstrained: more runs) is never used, and neither is an ITS
 * whose input restricted the start values (its.h, start_cond). */
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "term_int.h"

#define NT_MAX_CYCLE_LEN 8
#define NT_MAX_CYCLES 48
#define NT_DFS_BUDGET 200000u
#define NT_PRE_ITERS 5
#define NT_HOUDINI_ITERS 16
#define NT_MAX_STEM 48
#define NT_MAX_ATOMS 160
#define NT_PAIR_VARS 8
#define NT_MINIMIZE 24
#define NT_MAX_INSTANCES 20000u /* rule instances in the unrolling of stems */

typedef struct nt_cycle {
  uint32_t head, len;
  uint32_t rule[NT_MAX_CYCLE_LEN];
} nt_cycle;

typedef MT_VEC(smt_term) termv;

typedef struct nt {
  mt_run *run;
  const its *s;
  uint32_t n;             /* variables */
  uint8_t *exact;         /* per rule: no abstracted term */
  uint32_t *comp;         /* SCC of each location (exact rules) */
  uint32_t *out_at, *out; /* the rules from location l: out[out_at[l] .. out_at[l+1]-1] */
  uint32_t instances;     /* rule instances in the unrolling */
  MT_VEC(nt_cycle) cycles;
  uint32_t dfs_steps;
  smt_ctx *c;             /* inference */
  smt_term *x, *xp;       /* the head's pre and post variables in c */
  smt_term *xb;           /* the pre variables in b (the same names) */
  uint32_t fresh;         /* names of fresh variables */
  /* the unrolling (stems), context b */
  smt_ctx *b;
  uint32_t depth;         /* steps asserted */
  bool stuck;             /* no rule can extend the unrolling */
  termv st;               /* st[i·n + v]: variable v after i steps */
  termv pc;               /* pc[i] */
  termv sel;              /* sel[(i-1)·nrule + r]: step i takes rule r (NULL: cannot) */
  uint8_t *reach;         /* reach[i·nloc + l]: l can be reached in exactly i steps */
  mt_buf *proof;
} nt;

/* ---- terms ------------------------------------------------------------------------- */

static smt_term fresh_var(nt *t, smt_ctx *c, const char *kind) {
  char name[48];
  snprintf(name, sizeof name, "!%s%u", kind, t->fresh++);
  return smt_var(c, name);
}

/* the integer constants val[0..n-1] (caller frees the array) */
static smt_term *consts(smt_ctx *c, const int64_t *val, uint32_t n) {
  smt_term *k = mt_malloc(sizeof *k * (n + 1));
  for (uint32_t v = 0; v < n; v++) k[v] = smt_int(c, val[v]);
  return k;
}

/* the rule from the states pre to post (n terms each); its temporaries are
 * fresh and appended to bound (when not NULL) */
static smt_term rule_at(nt *t, smt_ctx *c, const its_rule *r, const smt_term *pre,
                        const smt_term *post, termv *bound) {
  uint32_t n = t->n;
  smt_term *v = mt_malloc(sizeof *v * (2 * n + r->ntemp + 1));
  memcpy(v, pre, n * sizeof *v);
  memcpy(v + n, post, n * sizeof *v);
  for (uint32_t k = 0; k < r->ntemp; k++) {
    v[2 * n + k] = fresh_var(t, c, "t");
    if (bound) MT_VEC_PUSH(*bound, v[2 * n + k]);
  }
  smt_term f = rank_rule_formula(c, r, v);
  mt_free(v);
  return f;
}

/* τ_C(from, to): C's rules in a row, with fresh intermediate states and
 * temporaries (appended to bound when not NULL) */
static smt_term compose(nt *t, smt_ctx *c, const nt_cycle *cy, const smt_term *from,
                        const smt_term *to, termv *bound) {
  uint32_t n = t->n;
  smt_term *cur = mt_malloc(sizeof *cur * (n + 1)), *next = mt_malloc(sizeof *next * (n + 1));
  memcpy(cur, from, n * sizeof *cur);
  smt_term *conj = mt_malloc(sizeof *conj * (cy->len + 1));
  for (uint32_t i = 0; i < cy->len; i++) {
    if (i + 1 == cy->len) {
      memcpy(next, to, n * sizeof *next);
    } else {
      for (uint32_t v = 0; v < n; v++) {
        next[v] = fresh_var(t, c, "m");
        if (bound) MT_VEC_PUSH(*bound, next[v]);
      }
    }
    conj[i] = rule_at(t, c, &t->s->rule[cy->rule[i]], cur, next, bound);
    memcpy(cur, next, n * sizeof *cur);
  }
  smt_term f = smt_and_n(c, cy->len, conj);
  mt_free(conj);
  mt_free(cur);
  mt_free(next);
  return f;
}

/* pre(R) = ∃ (intermediate states, temporaries, x'). τ_C(x, x') ∧ R(x')
 * over x; R NULL: true; qe: eliminated (NULL when Z3 gives up) */
static smt_term cycle_pre(nt *t, smt_ctx *c, const nt_cycle *cy, smt_term R, const smt_term *x,
                          const smt_term *xp, bool qe) {
  termv bound = {0};
  smt_term body = compose(t, c, cy, x, xp, &bound);
  if (R) body = smt_and(c, body, smt_subst(c, R, t->n, x, xp));
  for (uint32_t v = 0; v < t->n; v++) MT_VEC_PUSH(bound, xp[v]);
  smt_term q = smt_exists(c, bound.len, bound.data, body);
  MT_VEC_FREE(bound);
  return qe ? smt_simplify(c, smt_qe(c, q)) : q;
}

static bool sat(smt_ctx *c, smt_term f) {
  if (!f) return false;
  smt_push(c);
  smt_assert(c, f);
  bool r = smt_check(c) == SMT_SAT;
  smt_pop(c);
  return r;
}

/* ---- cycles --------------------------------------------------------------------------- */

static int cycle_cmp(const void *a, const void *b) {
  const nt_cycle *x = a, *y = b;
  return x->len != y->len ? (x->len < y->len ? -1 : 1) : 0;
}

/* simple cycles through head h whose other locations are > h (each cycle
 * once), of exactly len rules */
static void cycles_from(nt *t, uint32_t h, uint32_t len, nt_cycle *cur, uint8_t *on_path) {
  const its *s = t->s;
  uint32_t at = cur->len ? s->rule[cur->rule[cur->len - 1]].to : h;
  for (uint32_t e = t->out_at[at]; e < t->out_at[at + 1] && t->cycles.len < NT_MAX_CYCLES; e++) {
    uint32_t r = t->out[e];
    const its_rule *q = &s->rule[r];
    if (!t->exact[r] || t->comp[q->to] != t->comp[h]) continue;
    if (++t->dfs_steps > NT_DFS_BUDGET) return;
    cur->rule[cur->len++] = r;
    if (q->to == h) {
      if (cur->len == len) {
        nt_cycle c = *cur;
        c.head = h;
        MT_VEC_PUSH(t->cycles, c);
      }
    } else if (q->to > h && !on_path[q->to] && cur->len < len) {
      on_path[q->to] = 1;
      cycles_from(t, h, len, cur, on_path);
      on_path[q->to] = 0;
    }
    cur->len--;
  }
}

static void find_cycles(nt *t) {
  const its *s = t->s;
  uint8_t *on_path = mt_calloc(s->nloc + 1, 1);
  for (uint32_t len = 1; len <= NT_MAX_CYCLE_LEN && t->cycles.len < NT_MAX_CYCLES; len++)
    for (uint32_t h = 0; h < s->nloc && t->cycles.len < NT_MAX_CYCLES; h++) {
      if (t->dfs_steps > NT_DFS_BUDGET) break;
      nt_cycle cur = {.head = h};
      on_path[h] = 1;
      cycles_from(t, h, len, &cur, on_path);
      on_path[h] = 0;
    }
  mt_free(on_path);
  if (t->cycles.len > 1) qsort(t->cycles.data, t->cycles.len, sizeof *t->cycles.data, cycle_cmp);
}

/* ---- recurrent sets -------------------------------------------------------------------- */

/* R ⇒ pre(R): R is closed under C (inference: the quantifier-free pre) */
static bool closed(nt *t, const nt_cycle *cy, smt_term R, smt_term *pre_out) {
  smt_term P = cycle_pre(t, t->c, cy, R, t->x, t->xp, true);
  if (pre_out) *pre_out = P;
  return P && smt_valid(t->c, smt_implies(t->c, R, P));
}

/* 1: the backward iteration.  *last: the last iterate, a satisfiable set
 * of states from which C can be taken NT_PRE_ITERS times (NULL when an
 * iterate is empty: C cannot be taken for ever, or Z3 gave up) */
static smt_term by_iteration(nt *t, const nt_cycle *cy, smt_term *R0, smt_term *last,
                             termv *atoms) {
  smt_term R = cycle_pre(t, t->c, cy, NULL, t->x, t->xp, true);
  *R0 = R;
  *last = NULL;
  for (uint32_t i = 0; R && i < NT_PRE_ITERS; i++) {
    if (smt_is_false(t->c, R) || !sat(t->c, R)) return NULL;
    *last = R;
    smt_term part[NT_MAX_ATOMS];
    uint32_t k = smt_conjuncts(t->c, R, part, NT_MAX_ATOMS);
    for (uint32_t j = 0; j < k && j < NT_MAX_ATOMS && atoms->len < NT_MAX_ATOMS; j++)
      MT_VEC_PUSH(*atoms, part[j]);
    smt_term P = NULL;
    if (closed(t, cy, R, &P)) return R;
    if (!P) return NULL;
    R = smt_simplify(t->c, smt_and(t->c, R, P));
  }
  return NULL;
}

/* the variables C's rules mention */
static uint32_t cycle_vars(nt *t, const nt_cycle *cy, uint32_t *out) {
  uint8_t *used = mt_calloc(t->n + 1, 1);
  for (uint32_t i = 0; i < cy->len; i++) {
    const its_rule *r = &t->s->rule[cy->rule[i]];
    for (uint32_t a = 0; a < r->natom; a++)
      for (uint32_t m = 0; m < r->atom[a].e.n; m++) {
        uint32_t v = r->atom[a].e.var[m];
        if (v < 2 * t->n) used[v % t->n] = 1;
      }
  }
  uint32_t k = 0;
  for (uint32_t v = 0; v < t->n; v++)
    if (used[v]) out[k++] = v;
  mt_free(used);
  return k;
}

/* 2: the fixed points of C, FP(x) = ∃ mid. τ(x, x): closed (x' = x) */
static smt_term by_fixed_point(nt *t, const nt_cycle *cy) {
  smt_ctx *c = t->c;
  termv bound = {0};
  smt_term body = compose(t, c, cy, t->x, t->x, &bound);
  smt_term R = smt_simplify(c, smt_qe(c, smt_exists(c, bound.len, bound.data, body)));
  MT_VEC_FREE(bound);
  return R && !smt_is_false(c, R) && sat(c, R) ? R : NULL;
}

/* a closed conjunction must ∧ cand with the candidates it does not need
 * left out (one at a time, at most NT_MINIMIZE tries): a shorter R to
 * print; it keeps every state it had */
static smt_term minimize(nt *t, const nt_cycle *cy, const smt_term *must, uint32_t nmust,
                         termv *cand) {
  smt_ctx *c = t->c;
  for (uint32_t j = cand->len, tries = 0; j-- > 0 && tries < NT_MINIMIZE; tries++) {
    /* out: the last one (kept already) takes its place */
    smt_term drop = cand->data[j];
    cand->data[j] = cand->data[--cand->len];
    smt_term R = smt_and(c, smt_and_n(c, nmust, must), smt_and_n(c, cand->len, cand->data));
    if (!closed(t, cy, R, NULL)) { /* needed: back in */
      cand->data[cand->len++] = cand->data[j];
      cand->data[j] = drop;
    }
  }
  return smt_and(c, smt_and_n(c, nmust, must), smt_and_n(c, cand->len, cand->data));
}

/* 3: Houdini; must[0..nmust-1] are kept */
static smt_term by_houdini(nt *t, const nt_cycle *cy, const smt_term *must, uint32_t nmust,
                           termv *cand) {
  smt_ctx *c = t->c;
  for (uint32_t it = 0; it < NT_HOUDINI_ITERS; it++) {
    smt_term R = smt_and(c, smt_and_n(c, nmust, must), smt_and_n(c, cand->len, cand->data));
    if (!R || !sat(c, R)) return NULL;
    smt_term P = NULL;
    if (closed(t, cy, R, &P)) return minimize(t, cy, must, nmust, cand);
    if (!P) return NULL;
    /* a state of R without a successor in R, and one successor of it */
    smt_push(c);
    smt_assert(c, R);
    smt_assert(c, smt_not(c, P));
    int64_t *x0 = mt_malloc(sizeof *x0 * (t->n + 1));
    bool got = smt_check(c) == SMT_SAT;
    for (uint32_t v = 0; got && v < t->n; v++)
      if (!smt_model_int(c, t->x[v], &x0[v])) x0[v] = 0;
    smt_pop(c);
    if (!got) {
      mt_free(x0);
      return NULL;
    }
    smt_term *xc = consts(c, x0, t->n);
    mt_free(x0);
    smt_term step = compose(t, c, cy, xc, t->xp, NULL); /* τ(x0, x') */
    mt_free(xc);
    smt_push(c);
    smt_assert(c, step);
    uint32_t before = cand->len;
    if (smt_check(c) == SMT_SAT) {
      /* the atoms this successor breaks ... */
      uint8_t *bad = mt_calloc(cand->len + 1, 1);
      for (uint32_t j = 0; j < cand->len; j++) {
        bool val = true;
        smt_term a = smt_subst(c, cand->data[j], t->n, t->x, t->xp);
        if (!smt_model_bool(c, a, &val) || !val) bad[j] = 1;
      }
      /* ... of which those no successor keeps; else all of them */
      uint32_t hard = 0;
      uint8_t *none = mt_calloc(cand->len + 1, 1);
      for (uint32_t j = 0; j < cand->len; j++)
        if (bad[j] && !sat(c, smt_subst(c, cand->data[j], t->n, t->x, t->xp))) none[j] = 1, hard++;
      uint32_t k = 0;
      for (uint32_t j = 0; j < cand->len; j++)
        if (!(hard ? none[j] : bad[j])) cand->data[k++] = cand->data[j];
      cand->len = k;
      mt_free(none);
      mt_free(bad);
    }
    smt_pop(c);
    if (cand->len == before) return NULL; /* the successor leaves R_0: no progress */
  }
  return NULL;
}

/* ---- stems ---------------------------------------------------------------------------- */

/* asserts step depth+1 of the unrolling */
static void unroll_step(nt *t) {
  const its *s = t->s;
  smt_ctx *b = t->b;
  uint32_t i = t->depth + 1, n = t->n, nl = s->nloc;
  t->reach = mt_realloc(t->reach, (size_t)(i + 1) * nl);
  memset(t->reach + (size_t)i * nl, 0, nl);
  for (uint32_t v = 0; v < n; v++) MT_VEC_PUSH(t->st, fresh_var(t, b, "s"));
  MT_VEC_PUSH(t->pc, fresh_var(t, b, "pc"));
  const smt_term *pre = t->st.data + (size_t)(i - 1) * n, *post = t->st.data + (size_t)i * n;
  termv any = {0};
  for (uint32_t r = 0; r < s->nrule; r++) {
    const its_rule *q = &s->rule[r];
    smt_term sv = NULL;
    if (t->exact[r] && t->reach[(size_t)(i - 1) * nl + q->from]) {
      char name[48];
      snprintf(name, sizeof name, "!sel%u_%u", i, r);
      sv = smt_var_of(b, SMT_BOOL, name);
      smt_term g = smt_and_n(b, 3, (smt_term[]){
          smt_rel(b, SMT_EQ, t->pc.data[i - 1], smt_int(b, q->from)),
          smt_rel(b, SMT_EQ, t->pc.data[i], smt_int(b, q->to)), rule_at(t, b, q, pre, post, NULL)});
      smt_assert(b, smt_implies(b, sv, g));
      MT_VEC_PUSH(any, sv);
      t->instances++;
      t->reach[(size_t)i * nl + q->to] = 1;
    }
    MT_VEC_PUSH(t->sel, sv);
  }
  if (!any.len) t->stuck = true;
  smt_term disj = smt_false(b);
  for (uint32_t k = 0; k < any.len; k++) disj = smt_or(b, disj, any.data[k]);
  smt_assert(b, disj);
  MT_VEC_FREE(any);
  t->depth = i;
}

typedef struct nt_stem {
  uint32_t len;          /* steps */
  uint32_t *rule;        /* len rules */
  int64_t *val;          /* (len+1)·n values */
} nt_stem;

/* a run from the start location to h ending in R (a term of t->c) */
static bool find_stem(nt *t, uint32_t h, smt_term R, nt_stem *out) {
  smt_term Rb = smt_translate(t->c, R, t->b);
  if (!Rb) return false;
  for (uint32_t d = 0; d <= NT_MAX_STEM; d++) {
    if (mt_now() >= t->run->deadline && t->run->deadline > 0) return false;
    while (t->depth < d && !t->stuck && t->instances < NT_MAX_INSTANCES) unroll_step(t);
    if (t->depth < d) return false;
    if (!t->reach[(size_t)d * t->s->nloc + h]) continue;
    smt_ctx *b = t->b;
    smt_push(b);
    smt_assert(b, smt_rel(b, SMT_EQ, t->pc.data[d], smt_int(b, h)));
    smt_assert(b, smt_subst(b, Rb, t->n, t->xb, t->st.data + (size_t)d * t->n));
    bool found = smt_check(b) == SMT_SAT;
    if (found) {
      out->len = d;
      out->rule = mt_malloc(sizeof *out->rule * (d + 1));
      out->val = mt_malloc(sizeof *out->val * ((size_t)(d + 1) * t->n + 1));
      for (uint32_t i = 0; found && i <= d; i++)
        for (uint32_t v = 0; found && v < t->n; v++)
          found = smt_model_int(b, t->st.data[(size_t)i * t->n + v], &out->val[(size_t)i * t->n + v]);
      for (uint32_t i = 1; found && i <= d; i++) {
        out->rule[i - 1] = UINT32_MAX;
        for (uint32_t r = 0; r < t->s->nrule; r++) {
          smt_term sv = t->sel.data[(size_t)(i - 1) * t->s->nrule + r];
          bool on = false;
          if (sv && smt_model_bool(b, sv, &on) && on) {
            out->rule[i - 1] = r;
            break;
          }
        }
        found = out->rule[i - 1] != UINT32_MAX;
      }
      if (!found) {
        mt_free(out->rule);
        mt_free(out->val);
      }
    }
    smt_pop(b);
    if (found) return true;
  }
  return false;
}

/* ---- the check ------------------------------------------------------------------------ */

/* the head's variables in context c: the ITS's names (pre), fresh (post) */
static void head_vars(nt *t, smt_ctx *c, smt_term *x, smt_term *xp) {
  for (uint32_t v = 0; v < t->n; v++) {
    const char *nm = t->s->var[v];
    bool plain = nm && nm[0] && nm[0] != '!';
    for (uint32_t w = 0; plain && w < v; w++) plain = strcmp(t->s->var[w], nm) != 0;
    char buf[32];
    if (!plain) snprintf(buf, sizeof buf, "!x%u", v);
    x[v] = smt_var(c, plain ? nm : buf);
    if (xp) {
      snprintf(buf, sizeof buf, "!post%u", v);
      xp[v] = smt_var(c, buf);
    }
  }
}

/* The certificate, in a fresh context k: the stem is a run of the ITS
 * (each step an instance of its rule for the concrete values), it ends at
 * C's head in R, C is a cycle, and R is closed under C. */
static bool check_lasso(nt *t, const nt_cycle *cy, smt_term R, const nt_stem *st,
                        const char **why) {
  const its *s = t->s;
  uint32_t n = t->n;
  unsigned tmo = t->run->opt ? (unsigned)t->run->opt->smt_timeout : 2000u;
  smt_ctx *k = smt_new(t->run, 4 * tmo);
  smt_term *x = mt_malloc(sizeof *x * (n + 1)), *xp = mt_malloc(sizeof *xp * (n + 1));
  head_vars(t, k, x, xp);
  bool ok = !s->start_cond && !s->ndropped;
  *why = "the start values are restricted, or atoms were dropped";
  uint32_t at = s->start;
  for (uint32_t i = 0; ok && i < st->len; i++) {
    const its_rule *r = &s->rule[st->rule[i]];
    ok = t->exact[st->rule[i]] && r->from == at;
    smt_term *pre = consts(k, st->val + (size_t)i * n, n), *post = consts(k, st->val + (size_t)(i + 1) * n, n);
    MT_INC(t->run, term_checks);
    if (ok) ok = sat(k, rule_at(t, k, r, pre, post, NULL));
    mt_free(pre);
    mt_free(post);
    at = r->to;
    if (!ok) *why = "a stem step is no instance of its rule";
  }
  if (ok && at != cy->head) ok = false, *why = "the stem does not end at the cycle";
  uint32_t loc = cy->head;
  for (uint32_t i = 0; ok && i < cy->len; i++) {
    const its_rule *r = &s->rule[cy->rule[i]];
    ok = t->exact[cy->rule[i]] && r->from == loc;
    loc = r->to;
  }
  if (ok && loc != cy->head) ok = false;
  if (!ok && !*why) *why = "the rules do not form a cycle";
  smt_term Rk = ok ? smt_translate(t->c, R, k) : NULL;
  if (ok) {
    smt_term *end = consts(k, st->val + (size_t)st->len * n, n);
    MT_INC(t->run, term_checks);
    ok = Rk && smt_valid(k, smt_subst(k, Rk, n, x, end));
    mt_free(end);
    if (!ok) *why = "the stem's last state is not in R";
  }
  if (ok) {
    smt_term E = cycle_pre(t, k, cy, Rk, x, xp, false);
    MT_INC(t->run, term_checks);
    ok = smt_valid(k, smt_implies(k, Rk, E));
    if (!ok) { /* Z3 may give up on the quantifier: eliminate it here */
      smt_term Eq = smt_qe(k, E);
      MT_INC(t->run, term_checks);
      ok = Eq && smt_valid(k, smt_implies(k, Rk, Eq));
    }
    if (!ok) *why = "R is not closed under the cycle";
  }
  ok = ok && !smt_error(k);
  mt_free(x);
  mt_free(xp);
  smt_free(k);
  return ok;
}

/* ---- the search ----------------------------------------------------------------------- */

static void print_vals(mt_buf *b, const its *s, const int64_t *val, const uint32_t *vs, uint32_t k) {
  for (uint32_t i = 0; i < k; i++)
    mt_buf_printf(b, "%s%s = %" PRId64, i ? ", " : "", s->var[vs[i]], val[vs[i]]);
  if (!k) mt_buf_printf(b, "(no variables)");
}

static void print_lasso(nt *t, const nt_cycle *cy, smt_term R, const char *how, const nt_stem *st) {
  const its *s = t->s;
  mt_buf *b = t->proof;
  mt_buf_printf(b, "Non-termination: the cycle %s", s->loc[cy->head]);
  for (uint32_t i = 0; i < cy->len; i++) mt_buf_printf(b, " -> %s", s->loc[s->rule[cy->rule[i]].to]);
  mt_buf_printf(b, " (rule%s", cy->len > 1 ? "s" : "");
  for (uint32_t i = 0; i < cy->len; i++) mt_buf_printf(b, "%s %u", i ? "," : "", s->rule[cy->rule[i]].id);
  char *rt = smt_to_string(t->c, R);
  mt_buf_printf(b, ") can be taken for ever from every state of the recurrent set\n  R = %s\n", rt);
  mt_free(rt);
  mt_buf_printf(b, "  (found by %s)\n", how);
  uint32_t *all = mt_malloc(sizeof *all * (t->n + 1)), *vs = mt_malloc(sizeof *vs * (t->n + 1));
  for (uint32_t v = 0; v < t->n; v++) all[v] = v;
  uint32_t k = cycle_vars(t, cy, vs);
  mt_buf_printf(b, "Stem: %u step%s from the start location %s, starting with ", st->len,
                st->len == 1 ? "" : "s", s->loc[s->start]);
  print_vals(b, s, st->val, all, t->n);
  mt_buf_printf(b, "\n");
  for (uint32_t i = 0; i < st->len; i++) {
    const its_rule *r = &s->rule[st->rule[i]];
    mt_buf_printf(b, "  rule %u: %s -> %s\n", r->id, s->loc[r->from], s->loc[r->to]);
  }
  mt_buf_printf(b, "  reaching %s in R with ", s->loc[cy->head]);
  print_vals(b, s, st->val + (size_t)st->len * t->n, vs, k);
  mt_buf_printf(b, "\nRe-checked in a separate context: each stem step an instance of its rule, "
                   "R at the stem's end, R closed under the cycle (over the integers)\n");
  mt_free(all);
  mt_free(vs);
}

/* the candidates of Houdini beyond the iteration's conjuncts: signs of C's
 * variables and their order */
static void sign_atoms(nt *t, const nt_cycle *cy, termv *cand) {
  smt_ctx *c = t->c;
  uint32_t *vs = mt_malloc(sizeof *vs * (t->n + 1));
  uint32_t k = cycle_vars(t, cy, vs);
  for (uint32_t i = 0; i < k && cand->len + 4 <= NT_MAX_ATOMS; i++) {
    smt_term x = t->x[vs[i]];
    MT_VEC_PUSH(*cand, smt_rel(c, SMT_GE, x, smt_int(c, 0)));
    MT_VEC_PUSH(*cand, smt_rel(c, SMT_LE, x, smt_int(c, 0)));
    MT_VEC_PUSH(*cand, smt_rel(c, SMT_GE, x, smt_int(c, 1)));
    MT_VEC_PUSH(*cand, smt_rel(c, SMT_LE, x, smt_int(c, -1)));
  }
  for (uint32_t i = 0; i < k && i < NT_PAIR_VARS; i++)
    for (uint32_t j = i + 1; j < k && j < NT_PAIR_VARS && cand->len + 2 <= NT_MAX_ATOMS; j++) {
      MT_VEC_PUSH(*cand, smt_rel(c, SMT_GE, t->x[vs[i]], t->x[vs[j]]));
      MT_VEC_PUSH(*cand, smt_rel(c, SMT_LE, t->x[vs[i]], t->x[vs[j]]));
    }
  mt_free(vs);
}

/* keeps the atoms of cand true in the state val */
static void keep_true_at(nt *t, termv *cand, const int64_t *val) {
  smt_ctx *c = t->c;
  smt_term *k = consts(c, val, t->n);
  uint32_t m = 0;
  for (uint32_t j = 0; j < cand->len; j++)
    if (smt_is_true(c, smt_simplify(c, smt_subst(c, cand->data[j], t->n, t->x, k))))
      cand->data[m++] = cand->data[j];
  cand->len = m;
  mt_free(k);
}

/* one cycle: a recurrent set, a stem, the check; true when proved */
static bool try_cycle(nt *t, const nt_cycle *cy) {
  MT_INC(t->run, nonterm_cycles);
  smt_ctx *c = t->c;
  termv atoms = {0};
  smt_term R0 = NULL, last = NULL;
  nt_stem st = {0};
  bool have_stem = false;
  const char *how = "backward iteration (the greatest recurrent set of the cycle)";
  smt_term R = by_iteration(t, cy, &R0, &last, &atoms);
  if (!R && last) {
    how = "the fixed points of the cycle";
    R = by_fixed_point(t, cy);
  }
  if (!R && last && find_stem(t, cy->head, last, &st)) {
    /* Houdini from the candidates true in a reachable state that can take
     * the cycle NT_PRE_ITERS times: R keeps that state, the stem is its run */
    have_stem = true;
    how = "Houdini over the cycle's guards, signs and orders";
    smt_term must[NT_MAX_ATOMS];
    uint32_t nmust = smt_conjuncts(c, R0, must, NT_MAX_ATOMS);
    if (nmust > NT_MAX_ATOMS) nmust = 0, must[nmust++] = R0;
    termv cand = {0};
    for (uint32_t i = 0; i < atoms.len; i++) {
      bool dup = false;
      for (uint32_t j = 0; j < nmust && !dup; j++) dup = atoms.data[i] == must[j];
      for (uint32_t j = 0; j < cand.len && !dup; j++) dup = atoms.data[i] == cand.data[j];
      if (!dup) MT_VEC_PUSH(cand, atoms.data[i]);
    }
    sign_atoms(t, cy, &cand);
    keep_true_at(t, &cand, st.val + (size_t)st.len * t->n);
    R = by_houdini(t, cy, must, nmust, &cand);
    MT_VEC_FREE(cand);
  }
  MT_VEC_FREE(atoms);
  if (!R) {
    MT_LOG(t->run, 2, "nonterm", "cycle at %s (%u rules): no recurrent set", t->s->loc[cy->head], cy->len);
    mt_free(st.rule);
    mt_free(st.val);
    return false;
  }
  if (!have_stem && !find_stem(t, cy->head, R, &st)) {
    MT_LOG(t->run, 2, "nonterm", "cycle at %s (%u rules): a recurrent set, no stem to it within %u steps",
           t->s->loc[cy->head], cy->len, NT_MAX_STEM);
    return false;
  }
  const char *why = NULL;
  bool ok = check_lasso(t, cy, R, &st, &why);
  if (ok) print_lasso(t, cy, R, how, &st);
  else {
    MT_INC(t->run, term_check_fails);
    MT_LOG(t->run, 1, "nonterm", "cycle at %s: the check rejects the lasso (%s)", t->s->loc[cy->head],
           why ? why : "?");
  }
  mt_free(st.rule);
  mt_free(st.val);
  return ok;
}

mt_status nonterm_prove(mt_run *run, const its *s, double until, nonterm_result *out) {
  memset(out, 0, sizeof *out);
  if (s->start_cond || s->ndropped) {
    out->reason = mt_strdup(s->start_cond ? "non-termination not tried: the input restricts the start values"
                                          : "non-termination not tried: atoms were dropped on reading (overflow)");
    return MT_OK;
  }
  double saved = run->deadline;
  if (until > 0 && (saved <= 0 || until < saved)) run->deadline = until;
  nt t = {.run = run, .s = s, .n = s->nvar, .proof = &out->proof};
  t.exact = mt_calloc(s->nrule + 1, 1);
  uint32_t nexact = 0;
  for (uint32_t r = 0; r < s->nrule; r++) nexact += t.exact[r] = s->rule[r].nabs == 0;
  t.comp = mt_calloc(s->nloc + 1, sizeof *t.comp);
  its_scc(s, t.exact, t.comp);
  t.out_at = mt_calloc(s->nloc + 2, sizeof *t.out_at);
  t.out = mt_calloc(s->nrule + 1, sizeof *t.out);
  for (uint32_t r = 0; r < s->nrule; r++) t.out_at[s->rule[r].from + 1]++;
  for (uint32_t l = 0; l < s->nloc; l++) t.out_at[l + 1] += t.out_at[l];
  uint32_t *fill = mt_calloc(s->nloc + 1, sizeof *fill);
  for (uint32_t r = 0; r < s->nrule; r++) {
    uint32_t l = s->rule[r].from;
    t.out[t.out_at[l] + fill[l]++] = r;
  }
  mt_free(fill);
  find_cycles(&t);
  MT_LOG(run, 2, "nonterm", "%u cycles of exact rules (%u of %u rules exact)", t.cycles.len, nexact,
         s->nrule);
  unsigned tmo = run->opt ? (unsigned)run->opt->smt_timeout : 2000u;
  t.c = smt_new(run, tmo);
  t.b = smt_new(run, tmo);
  t.x = mt_malloc(sizeof *t.x * (t.n + 1));
  t.xp = mt_malloc(sizeof *t.xp * (t.n + 1));
  t.xb = mt_malloc(sizeof *t.xb * (t.n + 1));
  head_vars(&t, t.c, t.x, t.xp);
  head_vars(&t, t.b, t.xb, NULL);
  /* step 0 of the unrolling: the start location, any values */
  t.reach = mt_calloc(s->nloc + 1, 1);
  t.reach[s->start] = 1;
  for (uint32_t v = 0; v < t.n; v++) MT_VEC_PUSH(t.st, fresh_var(&t, t.b, "s"));
  MT_VEC_PUSH(t.pc, fresh_var(&t, t.b, "pc"));
  smt_assert(t.b, smt_rel(t.b, SMT_EQ, t.pc.data[0], smt_int(t.b, s->start)));
  for (uint32_t i = 0; i < t.cycles.len && !out->found; i++) {
    if (run->deadline > 0 && mt_now() >= run->deadline) break;
    out->found = try_cycle(&t, &t.cycles.data[i]);
  }
  if (out->found) MT_INC(run, nonterm_found);
  else
    out->reason = mt_strdup(t.cycles.len ? "no lasso with a recurrent set found (non-termination)"
                                         : "no cycle of exact rules (non-termination)");
  run->deadline = saved;
  smt_free(t.c);
  smt_free(t.b);
  mt_free(t.x);
  mt_free(t.xp);
  mt_free(t.xb);
  mt_free(t.reach);
  mt_free(t.exact);
  mt_free(t.comp);
  mt_free(t.out_at);
  mt_free(t.out);
  MT_VEC_FREE(t.cycles);
  MT_VEC_FREE(t.st);
  MT_VEC_FREE(t.pc);
  MT_VEC_FREE(t.sel);
  return MT_OK;
}

void nonterm_result_free(nonterm_result *r) {
  mt_buf_free(&r->proof);
  mt_free(r->reason);
  r->reason = NULL;
}
