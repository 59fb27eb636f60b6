/*
 * inv.c -- location invariants for the termination prover (Houdini).
 *
 * Candidates are linear inequalities over the program variables taken from
 * the system itself: every guard atom over pre values, every atom over post
 * values only (initialisations such as x' = 10 give x >= 10 and x <= 10),
 * and x >= 0 for every variable.  Each location except the start (where
 * runs begin with any values) starts with all candidates; a candidate is
 * dropped when some rule into its location can falsify it from a state
 * satisfying its source's current invariant (a Z3 model shows which).  At
 * the fixpoint the invariants are inductive and hold initially, so they
 * hold in every reachable state.  They are re-checked once more, rule by
 * rule (rank_check_inductive), before rules are strengthened with them.
 */
#include <string.h>

#include "term_int.h"

#define INV_MAX_CAND 64u
#define INV_MAX_ROUNDS 64u

typedef MT_VEC(its_lin) lin_vec;

static bool same_lin(const its_lin *a, const its_lin *b) {
  if (a->n != b->n || a->c != b->c) return false;
  for (uint32_t i = 0; i < a->n; i++)
    if (a->var[i] != b->var[i] || a->coef[i] != b->coef[i]) return false;
  return true;
}

/* adds  sign·e (shifted by -shift on the variables) <= 0  as a candidate */
static void add_cand(mt_arena *a, lin_vec *c, const its_lin *e, int64_t sign, uint32_t shift) {
  if (c->len >= INV_MAX_CAND || !e->n) return;
  if (e->c == INT64_MIN) return;
  its_lin l;
  l.n = e->n;
  l.var = MT_ANEWN(a, uint32_t, e->n);
  l.coef = MT_ANEWN(a, int64_t, e->n);
  int64_t g = 0;
  for (uint32_t i = 0; i < e->n; i++) {
    if (e->coef[i] == INT64_MIN) return;
    l.var[i] = e->var[i] - shift;
    l.coef[i] = sign * e->coef[i];
    g = mt_gcd64(g, l.coef[i]);
  }
  l.c = sign * e->c;
  if (g > 1) { /* integer tightening, as for rules */
    for (uint32_t i = 0; i < l.n; i++) l.coef[i] /= g;
    l.c = l.c / g + (l.c % g > 0 ? 1 : 0);
  }
  for (uint32_t k = 0; k < c->len; k++)
    if (same_lin(&c->data[k], &l)) return;
  MT_VEC_PUSH(*c, l);
}

/* atoms over pre values only, or over post values only */
static void collect(mt_arena *a, const its *s, lin_vec *c) {
  uint32_t nv = s->nvar;
  for (uint32_t v = 0; v < nv; v++) { /* v >= 0 */
    its_lin *e = its_lin_var(a, v);
    add_cand(a, c, e, -1, 0);
  }
  for (int pass = 0; pass < 2; pass++) /* single-variable atoms first */
    for (uint32_t r = 0; r < s->nrule; r++) {
      const its_rule *ru = &s->rule[r];
      for (uint32_t k = 0; k < ru->natom; k++) {
        const its_atom *at = &ru->atom[k];
        if ((at->e.n == 1) != (pass == 0)) continue;
        bool pre = true, post = true;
        for (uint32_t m = 0; m < at->e.n; m++) {
          pre &= at->e.var[m] < nv;
          post &= at->e.var[m] >= nv && at->e.var[m] < 2 * nv;
        }
        if (!pre && !post) continue;
        uint32_t shift = pre ? 0 : nv;
        add_cand(a, c, &at->e, 1, shift);
        if (at->rel == ITS_EQ) add_cand(a, c, &at->e, -1, shift);
      }
    }
}

static smt_term cand_conj(smt_ctx *chk, const lin_vec *c, const uint8_t *alive, smt_term *x) {
  smt_term *ts = mt_malloc(sizeof *ts * (c->len + 1));
  uint32_t n = 0;
  for (uint32_t k = 0; k < c->len; k++)
    if (alive[k]) ts[n++] = smt_rel(chk, SMT_LE, rank_lin_term(chk, &c->data[k], x), smt_int(chk, 0));
  smt_term t = smt_and_n(chk, n, ts);
  mt_free(ts);
  return t;
}

/* the value of e at the model's values of x (false when unknown or too big) */
static bool eval_lin(smt_ctx *chk, const its_lin *e, smt_term *x, int64_t *out) {
  int64_t acc = e->c;
  for (uint32_t i = 0; i < e->n; i++) {
    int64_t v, p;
    if (!smt_model_int(chk, x[e->var[i]], &v)) return false;
    if (__builtin_mul_overflow(v, e->coef[i], &p) || __builtin_add_overflow(acc, p, &acc))
      return false;
  }
  *out = acc;
  return true;
}

/* one rule: drops the candidates of its target that it can falsify;
 * returns whether something was dropped */
static bool prune(mt_run *run, const its *s, smt_ctx *chk, const its_rule *r, const lin_vec *c,
                  uint8_t *alive /* [nloc][ncand] */) {
  uint32_t nc = c->len;
  uint8_t *from = alive + (size_t)r->from * nc, *to = alive + (size_t)r->to * nc;
  bool any = false;
  for (uint32_t k = 0; k < nc; k++) any |= to[k];
  if (!any) return false;
  bool dropped = false;
  smt_term *v = rank_rule_vars(chk, s, r);
  smt_push(chk);
  smt_assert(chk, rank_rule_formula(chk, r, v));
  smt_assert(chk, cand_conj(chk, c, from, v));
  for (uint32_t round = 0; round < nc + 1; round++) {
    if (mt_deadline_passed(run)) {
      memset(to, 0, nc);
      dropped = true;
      break;
    }
    smt_push(chk);
    smt_assert(chk, smt_not(chk, cand_conj(chk, c, to, v + s->nvar)));
    smt_result res = smt_check(chk);
    bool progress = false;
    if (res == SMT_SAT) {
      for (uint32_t k = 0; k < nc; k++) {
        if (!to[k]) continue;
        int64_t val;
        if (!eval_lin(chk, &c->data[k], v + s->nvar, &val) || val > 0) {
          to[k] = 0;
          progress = dropped = true;
        }
      }
      if (!progress) { /* cannot tell which: drop all (sound) */
        memset(to, 0, nc);
        dropped = true;
      }
    } else if (res == SMT_UNKNOWN) {
      memset(to, 0, nc);
      dropped = true;
    }
    smt_pop(chk);
    if (res != SMT_SAT) break;
    bool left = false;
    for (uint32_t k = 0; k < nc; k++) left |= to[k];
    if (!left) break;
  }
  smt_pop(chk);
  mt_free(v);
  return dropped;
}

static void print_inv(mt_buf *b, const its *s, const rank_inv *inv) {
  for (uint32_t l = 0; l < inv->nloc; l++) {
    if (!inv->n[l]) continue;
    mt_buf_printf(b, "  %s:", s->loc[l]);
    for (uint32_t k = 0; k < inv->n[l]; k++) {
      const its_lin *e = &inv->atom[l][k];
      /* e <= 0 printed as  Σ (-k)·x >= c  when the first coefficient is negative */
      its_lin neg = *e;
      bool flip = e->n && e->coef[0] < 0 && e->c != INT64_MIN;
      int64_t *cf = NULL;
      if (flip) {
        cf = mt_malloc(sizeof *cf * e->n);
        for (uint32_t i = 0; i < e->n; i++) cf[i] = -e->coef[i];
        neg.coef = cf;
      }
      neg.c = 0;
      mt_buf_printf(b, "%s ", k ? "," : "");
      its_print_lin(b, s, NULL, &neg);
      mt_buf_printf(b, " %s %lld", flip ? ">=" : "<=", (long long)(flip ? e->c : -e->c));
      mt_free(cf);
    }
    mt_buf_printf(b, "\n");
  }
}

/* appends inv(l) over the variables shifted by `shift` to rule r */
static void strengthen(its *s, its_rule *r, const rank_inv *inv, uint32_t l, uint32_t shift) {
  if (!inv->n[l]) return;
  its_atom *na = MT_ANEWN(&s->arena, its_atom, r->natom + inv->n[l]);
  if (r->natom) memcpy(na, r->atom, sizeof *na * r->natom);
  for (uint32_t k = 0; k < inv->n[l]; k++) {
    its_atom *at = &na[r->natom + k];
    at->rel = ITS_LE;
    its_lin_copy(&s->arena, &at->e, &inv->atom[l][k]);
    for (uint32_t i = 0; i < at->e.n; i++) at->e.var[i] += shift;
  }
  r->atom = na;
  r->natom += inv->n[l];
}

uint32_t rank_invariants(mt_run *run, its *s, smt_ctx *chk, mt_buf *proof) {
  if (!s->nvar || s->nloc <= 1 || !s->nrule) return 0;
  mt_arena a;
  mt_arena_init(&a);
  lin_vec c = {0};
  collect(&a, s, &c);
  uint32_t nc = c.len;
  uint8_t *alive = mt_malloc((size_t)s->nloc * nc + 1);
  memset(alive, 1, (size_t)s->nloc * nc);
  memset(alive + (size_t)s->start * nc, 0, nc);
  bool changed = true;
  for (uint32_t round = 0; changed && round < INV_MAX_ROUNDS; round++) {
    changed = false;
    for (uint32_t r = 0; r < s->nrule; r++) changed |= prune(run, s, chk, &s->rule[r], &c, alive);
  }
  if (changed) memset(alive, 0, (size_t)s->nloc * nc); /* no fixpoint: nothing */
  rank_inv inv = {s->nloc, mt_calloc(s->nloc, sizeof(uint32_t)), mt_calloc(s->nloc, sizeof(its_lin *))};
  uint32_t total = 0;
  for (uint32_t l = 0; l < s->nloc; l++) {
    inv.atom[l] = MT_ANEWN(&a, its_lin, nc + 1);
    for (uint32_t k = 0; k < nc; k++)
      if (alive[(size_t)l * nc + k]) inv.atom[l][inv.n[l]++] = c.data[k];
    total += inv.n[l];
  }
  /* the certificate: inductive on every rule, checked afresh */
  bool ok = total > 0;
  for (uint32_t r = 0; ok && r < s->nrule; r++) ok = rank_check_inductive(chk, run, s, &s->rule[r], &inv);
  if (total && !ok) {
    MT_INC(run, term_check_fails);
    MT_LOG(run, 1, "term", "invariants failed their re-check; not used");
  }
  if (ok) {
    for (uint32_t r = 0; r < s->nrule; r++) {
      its_rule *ru = &s->rule[r];
      uint32_t from = ru->from, to = ru->to;
      strengthen(s, ru, &inv, from, 0);
      strengthen(s, ru, &inv, to, s->nvar);
    }
    MT_ADD(run, term_invariants, total);
    mt_buf_printf(proof, "invariants (inductive, re-checked):\n");
    print_inv(proof, s, &inv);
    MT_LOG(run, 1, "term", "%u invariant atom(s) from %u candidate(s)", total, nc);
  }
  mt_free(inv.n);
  mt_free(inv.atom);
  mt_free(alive);
  MT_VEC_FREE(c);
  mt_arena_delete(&a);
  return ok ? total : 0;
}
