/*
 * conv.c -- formulas (SMT-LIB-shaped S-expressions) to rules in disjunctive
 * normal form over linear integer atoms.
 *
 * Negations are pushed to the atoms (a polarity argument), so every atom of
 * the DNF occurs positively; this is what makes the abstractions sound:
 *  - a term that is not linear (x*y, div by a variable, an overflowing
 *    constant) becomes a fresh unconstrained temporary: for a positive atom
 *    P(x*y) implies ∃t. P(t), so the rule only gains runs;
 *  - an atom whose arithmetic overflows is dropped (replaced by true).
 * Exact encodings (no loss): ite(c,a,b) in a term becomes a temporary t with
 * (c ∧ t = a) ∨ (¬c ∧ t = b) conjoined to the atom that uses it; div and
 * mod by a constant k != 0 become a = k·q + r, 0 <= r < |k|; abs(a) splits.
 * These definitions pin the temporary down, so they are exact under either
 * polarity.  Quantifiers: exists (positive) and forall (negative) bind
 * temporaries; the other two cases are not supported.
 * Bounds: ITS_MAX_DNF disjuncts per rule, a work budget, a nesting bound.
 */
#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "its_int.h"

#define CONV_MAX_WORK 20000000u
#define CONV_MAX_DEPTH 2500u

typedef enum sc_kind { SC_VAR, SC_LET, SC_MACRO } sc_kind;

struct its_scope {
  its_scope *up;
  const char *name;
  sc_kind kind;
  uint32_t var;          /* SC_VAR */
  const its_sx *sx;      /* SC_LET: bound expression; SC_MACRO: body */
  its_scope *env;        /* SC_LET: the scope of sx; SC_MACRO: macros before it */
  uint32_t nparam;       /* SC_MACRO */
  const char **param;
};

typedef struct cube {
  uint32_t n;
  its_atom **a;
} cube;

typedef struct dnf {
  uint32_t n; /* 0: false */
  cube *c;
} dnf;

bool its_conv_fail(its_conv *cv, mt_status st, uint32_t line, const char *fmt, ...) {
  if (cv->status != MT_OK) return false;
  cv->status = st;
  mt_buf b = {0};
  if (line) mt_buf_printf(&b, "%s:%u: ", cv->file, line);
  else mt_buf_printf(&b, "%s: ", cv->file);
  va_list ap;
  va_start(ap, fmt);
  mt_buf_vprintf(&b, fmt, ap);
  va_end(ap);
  cv->err = b.data;
  return false;
}

/* ---- scopes ------------------------------------------------------------------ */

its_scope *its_scope_var(its_conv *cv, its_scope *up, const char *name, uint32_t var) {
  its_scope *s = MT_ANEW(cv->tmp, its_scope);
  s->up = up;
  s->name = name;
  s->kind = SC_VAR;
  s->var = var;
  return s;
}

static its_scope *scope_let(its_conv *cv, its_scope *up, const char *name, const its_sx *sx,
                            its_scope *env) {
  its_scope *s = MT_ANEW(cv->tmp, its_scope);
  s->up = up;
  s->name = name;
  s->kind = SC_LET;
  s->sx = sx;
  s->env = env;
  return s;
}

its_scope *its_scope_macro(its_conv *cv, its_scope *up, const char *name, uint32_t n,
                           const char **params, const its_sx *body) {
  its_scope *s = MT_ANEW(cv->tmp, its_scope);
  s->up = up;
  s->name = name;
  s->kind = SC_MACRO;
  s->sx = body;
  s->env = up;
  s->nparam = n;
  s->param = params;
  return s;
}

static its_scope *lookup(its_scope *s, const char *name) {
  for (; s; s = s->up)
    if (!strcmp(s->name, name)) return s;
  return NULL;
}

bool its_lookup_macro(its_scope *macros, const char *name) { return lookup(macros, name) != NULL; }

/* ---- DNF algebra ----------------------------------------------------------------- */

static dnf d_false(void) {
  dnf d = {0, NULL};
  return d;
}

static dnf d_true(its_conv *cv) {
  dnf d = {1, MT_ANEWN(cv->tmp, cube, 1)};
  return d;
}

static dnf d_atom(its_conv *cv, its_rel rel, its_lin *e) {
  if (e->n == 0) { /* constant: decide now */
    bool holds = rel == ITS_LE ? e->c <= 0 : e->c == 0;
    return holds ? d_true(cv) : d_false();
  }
  its_atom *a = MT_ANEW(cv->tmp, its_atom);
  a->rel = rel;
  a->e = *e;
  dnf d = d_true(cv);
  d.c[0].n = 1;
  d.c[0].a = MT_ANEWN(cv->tmp, its_atom *, 1);
  d.c[0].a[0] = a;
  return d;
}

static bool too_big(its_conv *cv, uint64_t n) {
  if (n <= ITS_MAX_DNF) return false;
  its_conv_fail(cv, MT_ERR_UNSUPPORTED, 0,
                "the disjunctive normal form of a rule exceeds %u disjuncts", ITS_MAX_DNF);
  return true;
}

static bool d_or(its_conv *cv, dnf a, dnf b, dnf *out) {
  if (too_big(cv, (uint64_t)a.n + b.n)) return false;
  out->n = a.n + b.n;
  out->c = MT_ANEWN(cv->tmp, cube, out->n ? out->n : 1);
  if (a.n) memcpy(out->c, a.c, sizeof *a.c * a.n);
  if (b.n) memcpy(out->c + a.n, b.c, sizeof *b.c * b.n);
  return true;
}

static bool d_and(its_conv *cv, dnf a, dnf b, dnf *out) {
  if (too_big(cv, (uint64_t)a.n * b.n)) return false;
  if (a.n == 1 && a.c[0].n == 0) {
    *out = b;
    return true;
  }
  if (b.n == 1 && b.c[0].n == 0) {
    *out = a;
    return true;
  }
  out->n = a.n * b.n;
  out->c = MT_ANEWN(cv->tmp, cube, out->n ? out->n : 1);
  uint32_t k = 0;
  for (uint32_t i = 0; i < a.n; i++)
    for (uint32_t j = 0; j < b.n; j++) {
      cube *c = &out->c[k++];
      c->n = a.c[i].n + b.c[j].n;
      c->a = MT_ANEWN(cv->tmp, its_atom *, c->n ? c->n : 1);
      if (a.c[i].n) memcpy(c->a, a.c[i].a, sizeof *c->a * a.c[i].n);
      if (b.c[j].n) memcpy(c->a + a.c[i].n, b.c[j].a, sizeof *c->a * b.c[j].n);
    }
  return true;
}

/* ---- temporaries and abstractions -------------------------------------------------- */

static bool name_taken(its_conv *cv, const char *name) {
  for (uint32_t i = 0; i < cv->tname.len; i++)
    if (!strcmp(cv->tname.data[i], name)) return true;
  for (uint32_t i = 0; i < cv->nv; i++)
    if (!strcmp(cv->sys->var[i], name)) return true;
  return false;
}

static uint32_t new_temp(its_conv *cv, const char *hint) {
  const char *name = hint;
  char buf[96];
  for (uint32_t k = 1; !name || name_taken(cv, name); k++) {
    snprintf(buf, sizeof buf, "%.60s_%u", hint ? hint : "t", k);
    name = buf;
  }
  MT_VEC_PUSH(cv->tname, mt_arena_strdup(cv->tmp, name));
  return 2 * cv->nv + cv->tname.len - 1;
}

static bool lin_eq(const its_lin *a, const its_lin *b) {
  if (a->n != b->n || a->c != b->c) return false;
  for (uint32_t i = 0; i < a->n; i++)
    if (a->var[i] != b->var[i] || a->coef[i] != b->coef[i]) return false;
  return true;
}

/* The same term over the same (resolved) variables has the same value, so
 * a repeated x*y is one temporary: (* arg2 x8) thrice in a rule stays one
 * unknown value, not three unrelated ones.  Opaque terms are never shared. */
static its_lin *abstract(its_conv *cv, its_abs_op op, const its_lin *a, const its_lin *b,
                         const its_sx *x) {
  if (op != ITS_ABS_OPAQUE && a && b)
    for (uint32_t i = 0; i < cv->abs.len; i++) {
      const its_abs *o = &cv->abs.data[i];
      if (o->op != op) continue;
      if ((lin_eq(&o->a, a) && lin_eq(&o->b, b)) ||
          (op == ITS_ABS_MUL && lin_eq(&o->a, b) && lin_eq(&o->b, a)))
        return its_lin_var(cv->tmp, o->temp);
    }
  uint32_t t = new_temp(cv, "nl");
  its_abs ab;
  memset(&ab, 0, sizeof ab);
  ab.temp = t;
  ab.op = op;
  if (a) ab.a = *a;
  if (b) ab.b = *b;
  mt_buf txt = {0};
  its_sx_print(&txt, x, 120);
  ab.text = mt_arena_strdup(cv->tmp, txt.data ? txt.data : "?");
  mt_buf_free(&txt);
  MT_VEC_PUSH(cv->abs, ab);
  cv->sys->nabstracted++;
  MT_INC(cv->run, its_abstracted);
  MT_LOG(cv->run, 2, "its", "%s:%u: abstracted '%s' to an unconstrained value", cv->file, x->line,
         ab.text);
  return its_lin_var(cv->tmp, t);
}

/* ---- conversion ------------------------------------------------------------------------ */

typedef struct conv_state {
  its_conv *cv;
  uint32_t depth;
} conv_state;

static bool conv_form(conv_state *st, its_scope *sc, const its_sx *x, bool pos, dnf *out);
static its_lin *conv_term(conv_state *st, its_scope *sc, const its_sx *x, dnf *side);

static bool enter(conv_state *st, const its_sx *x) {
  its_conv *cv = st->cv;
  if (cv->status != MT_OK) return false;
  if (++cv->work > CONV_MAX_WORK)
    return its_conv_fail(cv, MT_ERR_UNSUPPORTED, x->line, "formula too large to convert");
  if (++st->depth > CONV_MAX_DEPTH)
    return its_conv_fail(cv, MT_ERR_UNSUPPORTED, x->line, "formula nested too deeply");
  return true;
}

static const char *head_name(const its_sx *x) {
  return x->kind == SX_LIST && x->n && x->kid[0]->kind == SX_SYM ? x->kid[0]->s : NULL;
}

static bool is_bool_op(const char *h) {
  static const char *const ops[] = {"and", "or", "not", "=>", "xor", "<", "<=", ">", ">=",
                                    "=", "distinct", "exists", "forall", NULL};
  for (int i = 0; ops[i]; i++)
    if (!strcmp(h, ops[i])) return true;
  return false;
}

/* whether x denotes a formula (for '=' and 'ite', which take both sorts) */
static bool is_formula(its_conv *cv, its_scope *sc, const its_sx *x, uint32_t depth) {
  if (depth > 64) return false;
  if (x->kind == SX_SYM) {
    if (!strcmp(x->s, "true") || !strcmp(x->s, "false")) return true;
    its_scope *b = lookup(sc, x->s);
    if (b && b->kind == SC_LET) return is_formula(cv, b->env, b->sx, depth + 1);
    return false;
  }
  const char *h = head_name(x);
  if (!h) return false;
  if (is_bool_op(h)) return true;
  if (!strcmp(h, "ite") && x->n == 4) return is_formula(cv, sc, x->kid[2], depth + 1);
  if (!strcmp(h, "let") && x->n == 3) return is_formula(cv, sc, x->kid[2], depth + 1);
  if (!strcmp(h, "!") && x->n >= 2) return is_formula(cv, sc, x->kid[1], depth + 1);
  its_scope *m = lookup(cv->macros, h);
  if (m && m->kind == SC_MACRO) return is_formula(cv, m->env, m->sx, depth + 1);
  return false;
}

/* binds (let ((n e) ...) body) in parallel: every e in scope sc */
static bool bind_let(conv_state *st, its_scope *sc, const its_sx *x, its_scope **body_scope) {
  its_conv *cv = st->cv;
  if (x->n != 3 || x->kid[1]->kind != SX_LIST)
    return its_conv_fail(cv, MT_ERR_INPUT, x->line, "malformed let");
  its_scope *ns = sc;
  const its_sx *bs = x->kid[1];
  for (uint32_t i = 0; i < bs->n; i++) {
    const its_sx *b = bs->kid[i];
    if (b->kind != SX_LIST || b->n != 2 || b->kid[0]->kind != SX_SYM)
      return its_conv_fail(cv, MT_ERR_INPUT, b->line, "malformed let binding");
    ns = scope_let(cv, ns, b->kid[0]->s, b->kid[1], sc);
  }
  *body_scope = ns;
  return true;
}

/* binds the variables of (exists ((x Int) ...) body) to fresh temporaries */
static bool bind_quant(conv_state *st, its_scope *sc, const its_sx *x, its_scope **body_scope) {
  its_conv *cv = st->cv;
  if (x->n != 3 || x->kid[1]->kind != SX_LIST)
    return its_conv_fail(cv, MT_ERR_INPUT, x->line, "malformed quantifier");
  its_scope *ns = sc;
  const its_sx *vs = x->kid[1];
  for (uint32_t i = 0; i < vs->n; i++) {
    const its_sx *v = vs->kid[i];
    if (v->kind != SX_LIST || v->n != 2 || v->kid[0]->kind != SX_SYM)
      return its_conv_fail(cv, MT_ERR_INPUT, v->line, "malformed quantified variable");
    if (!its_sx_is(v->kid[1], "Int"))
      return its_conv_fail(cv, MT_ERR_UNSUPPORTED, v->line,
                           "quantified variable '%s' is not of sort Int", v->kid[0]->s);
    ns = its_scope_var(cv, ns, v->kid[0]->s, new_temp(cv, v->kid[0]->s));
  }
  *body_scope = ns;
  return true;
}

/* binds a macro's parameters to the arguments (each in the caller's scope) */
static bool bind_macro(conv_state *st, its_scope *sc, its_scope *m, const its_sx *x,
                       its_scope **body_scope) {
  if (x->n - 1 != m->nparam)
    return its_conv_fail(st->cv, MT_ERR_INPUT, x->line, "'%s' expects %u argument(s), not %u",
                         m->name, m->nparam, x->n - 1);
  its_scope *ns = m->env;
  for (uint32_t i = 0; i < m->nparam; i++) ns = scope_let(st->cv, ns, m->param[i], x->kid[i + 1], sc);
  *body_scope = ns;
  return true;
}

static bool parse_int(const char *s, int64_t *out) {
  if (strchr(s, '.')) return false;
  errno = 0;
  char *end;
  long long v = strtoll(s, &end, 10);
  if (errno || *end) return false;
  *out = (int64_t)v;
  return true;
}

/* constant value of a linear term */
static bool is_const(const its_lin *e) { return e->n == 0; }

static its_lin *conv_term_inner(conv_state *st, its_scope *sc, const its_sx *x, dnf *side) {
  its_conv *cv = st->cv;
  mt_arena *a = cv->tmp;
  if (x->kind == SX_NUM) {
    if (strchr(x->s, '.')) {
      its_conv_fail(cv, MT_ERR_UNSUPPORTED, x->line, "real numeral '%s'", x->s);
      return NULL;
    }
    int64_t v;
    if (!parse_int(x->s, &v)) return abstract(cv, ITS_ABS_OPAQUE, NULL, NULL, x);
    return its_lin_const(a, v);
  }
  if (x->kind == SX_SYM) {
    its_scope *b = lookup(sc, x->s);
    if (!b && cv->free_vars) b = lookup(cv->free_vars, x->s);
    if (!b) {
      its_scope *m = lookup(cv->macros, x->s);
      if (m && m->nparam == 0) return conv_term(st, m->env, m->sx, side);
    }
    if (!b && cv->allow_free && strcmp(x->s, "true") && strcmp(x->s, "false")) {
      cv->free_vars = its_scope_var(cv, cv->free_vars, x->s, new_temp(cv, x->s));
      b = cv->free_vars;
    }
    if (!b) {
      its_conv_fail(cv, MT_ERR_INPUT, x->line, "unknown symbol '%s'", x->s);
      return NULL;
    }
    if (b->kind == SC_VAR) return its_lin_var(a, b->var);
    if (b->kind == SC_LET) return conv_term(st, b->env, b->sx, side);
    its_conv_fail(cv, MT_ERR_INPUT, x->line, "'%s' used without arguments", x->s);
    return NULL;
  }
  const char *h = head_name(x);
  if (!h) {
    its_conv_fail(cv, MT_ERR_INPUT, x->line, "malformed term");
    return NULL;
  }
  uint32_t nargs = x->n - 1;
  if (!strcmp(h, "+") || !strcmp(h, "-")) {
    if (!nargs) {
      its_conv_fail(cv, MT_ERR_INPUT, x->line, "'%s' without arguments", h);
      return NULL;
    }
    its_lin *acc = conv_term(st, sc, x->kid[1], side);
    if (!acc) return NULL;
    if (nargs == 1 && h[0] == '-') {
      its_lin *r = its_lin_comb(a, -1, acc, 0, NULL);
      return r ? r : abstract(cv, ITS_ABS_OPAQUE, NULL, NULL, x);
    }
    for (uint32_t i = 2; i <= nargs; i++) {
      its_lin *t = conv_term(st, sc, x->kid[i], side);
      if (!t) return NULL;
      acc = its_lin_comb(a, 1, acc, h[0] == '-' ? -1 : 1, t);
      if (!acc) return abstract(cv, ITS_ABS_OPAQUE, NULL, NULL, x);
    }
    return acc;
  }
  if (!strcmp(h, "*")) {
    if (!nargs) {
      its_conv_fail(cv, MT_ERR_INPUT, x->line, "'*' without arguments");
      return NULL;
    }
    its_lin *acc = conv_term(st, sc, x->kid[1], side);
    if (!acc) return NULL;
    for (uint32_t i = 2; i <= nargs; i++) {
      its_lin *t = conv_term(st, sc, x->kid[i], side);
      if (!t) return NULL;
      its_lin *r;
      if (is_const(acc)) r = its_lin_comb(a, acc->c, t, 0, NULL);
      else if (is_const(t)) r = its_lin_comb(a, t->c, acc, 0, NULL);
      else r = abstract(cv, ITS_ABS_MUL, acc, t, x);
      if (!r) return abstract(cv, ITS_ABS_OPAQUE, NULL, NULL, x);
      acc = r;
    }
    return acc;
  }
  if (!strcmp(h, "div") || !strcmp(h, "mod")) {
    if (nargs != 2) {
      its_conv_fail(cv, MT_ERR_INPUT, x->line, "'%s' expects 2 arguments", h);
      return NULL;
    }
    its_lin *num = conv_term(st, sc, x->kid[1], side);
    its_lin *den = num ? conv_term(st, sc, x->kid[2], side) : NULL;
    if (!den) return NULL;
    bool is_div = h[0] == 'd';
    if (!is_const(den)) return abstract(cv, is_div ? ITS_ABS_DIV : ITS_ABS_MOD, num, den, x);
    int64_t k = den->c;
    if (k == 0 || k == INT64_MIN) return abstract(cv, ITS_ABS_OPAQUE, NULL, NULL, x);
    /* num = k·q + r, 0 <= r <= |k| - 1 (SMT-LIB's Euclidean division) */
    uint32_t q = new_temp(cv, "q"), r = new_temp(cv, "r");
    its_lin *lq = its_lin_var(a, q), *lr = its_lin_var(a, r);
    its_lin *e = its_lin_comb(a, 1, num, -k, lq);
    e = e ? its_lin_comb(a, 1, e, -1, lr) : NULL;
    if (!e) return abstract(cv, ITS_ABS_OPAQUE, NULL, NULL, x);
    its_lin *lo = its_lin_comb(a, -1, lr, 0, NULL);
    its_lin *hi = its_lin_comb(a, 1, lr, 0, NULL);
    hi->c = -((k < 0 ? -k : k) - 1);
    dnf d = d_atom(cv, ITS_EQ, e), t;
    if (!d_and(cv, d, d_atom(cv, ITS_LE, lo), &t) || !d_and(cv, t, d_atom(cv, ITS_LE, hi), &d) ||
        !d_and(cv, *side, d, side))
      return NULL;
    return is_div ? lq : lr;
  }
  if (!strcmp(h, "abs")) {
    if (nargs != 1) {
      its_conv_fail(cv, MT_ERR_INPUT, x->line, "'abs' expects 1 argument");
      return NULL;
    }
    its_lin *v = conv_term(st, sc, x->kid[1], side);
    if (!v) return NULL;
    uint32_t t = new_temp(cv, "abs");
    its_lin *lt = its_lin_var(a, t);
    its_lin *p = its_lin_comb(a, 1, lt, -1, v), *n = its_lin_comb(a, 1, lt, 1, v);
    its_lin *nonneg = its_lin_comb(a, -1, v, 0, NULL), *neg = its_lin_comb(a, 1, v, 0, NULL);
    if (!p || !n || !nonneg || !neg) return abstract(cv, ITS_ABS_OPAQUE, NULL, NULL, x);
    if (neg->c == INT64_MAX) return abstract(cv, ITS_ABS_OPAQUE, NULL, NULL, x);
    neg->c += 1; /* v + 1 <= 0 */
    dnf d1, d2, d;
    if (!d_and(cv, d_atom(cv, ITS_LE, nonneg), d_atom(cv, ITS_EQ, p), &d1) ||
        !d_and(cv, d_atom(cv, ITS_LE, neg), d_atom(cv, ITS_EQ, n), &d2) || !d_or(cv, d1, d2, &d) ||
        !d_and(cv, *side, d, side))
      return NULL;
    return lt;
  }
  if (!strcmp(h, "ite")) {
    if (nargs != 3) {
      its_conv_fail(cv, MT_ERR_INPUT, x->line, "'ite' expects 3 arguments");
      return NULL;
    }
    dnf sa = d_true(cv), sb = d_true(cv), cpos, cneg;
    its_lin *la = conv_term(st, sc, x->kid[2], &sa);
    its_lin *lb = la ? conv_term(st, sc, x->kid[3], &sb) : NULL;
    if (!lb || !conv_form(st, sc, x->kid[1], true, &cpos) ||
        !conv_form(st, sc, x->kid[1], false, &cneg))
      return NULL;
    uint32_t t = new_temp(cv, "ite");
    its_lin *lt = its_lin_var(a, t);
    its_lin *ea = its_lin_comb(a, 1, lt, -1, la), *eb = its_lin_comb(a, 1, lt, -1, lb);
    if (!ea || !eb) return abstract(cv, ITS_ABS_OPAQUE, NULL, NULL, x);
    dnf d1, d2, d;
    if (!d_and(cv, cpos, d_atom(cv, ITS_EQ, ea), &d1) || !d_and(cv, d1, sa, &d1) ||
        !d_and(cv, cneg, d_atom(cv, ITS_EQ, eb), &d2) || !d_and(cv, d2, sb, &d2) ||
        !d_or(cv, d1, d2, &d) || !d_and(cv, *side, d, side))
      return NULL;
    return lt;
  }
  if (!strcmp(h, "^") || !strcmp(h, "**")) { /* KoAT powers */
    its_lin *b = conv_term(st, sc, x->kid[1], side);
    its_lin *e = b && nargs == 2 ? conv_term(st, sc, x->kid[2], side) : NULL;
    if (!e) {
      if (cv->status == MT_OK) its_conv_fail(cv, MT_ERR_INPUT, x->line, "'^' expects 2 arguments");
      return NULL;
    }
    if (is_const(e) && e->c == 0) return its_lin_const(a, 1);
    if (is_const(e) && e->c == 1) return b;
    if (is_const(b) && is_const(e) && e->c > 0) {
      int64_t r = 1;
      for (int64_t i = 0; i < e->c; i++)
        if (__builtin_mul_overflow(r, b->c, &r)) return abstract(cv, ITS_ABS_OPAQUE, NULL, NULL, x);
      return its_lin_const(a, r);
    }
    return abstract(cv, ITS_ABS_POW, b, e, x);
  }
  if (!strcmp(h, "let")) {
    its_scope *bs = NULL;
    if (!bind_let(st, sc, x, &bs)) return NULL;
    return conv_term(st, bs, x->kid[2], side);
  }
  if (!strcmp(h, "!") && nargs >= 1) return conv_term(st, sc, x->kid[1], side);
  if (!strcmp(h, "/") || !strcmp(h, "to_real") || !strcmp(h, "to_int")) {
    its_conv_fail(cv, MT_ERR_UNSUPPORTED, x->line, "real arithmetic ('%s')", h);
    return NULL;
  }
  its_scope *m = lookup(cv->macros, h);
  if (m && m->kind == SC_MACRO) {
    its_scope *bs = NULL;
    if (!bind_macro(st, sc, m, x, &bs)) return NULL;
    return conv_term(st, bs, m->sx, side);
  }
  if (is_bool_op(h)) {
    its_conv_fail(cv, MT_ERR_INPUT, x->line, "a formula ('%s') where a term is expected", h);
    return NULL;
  }
  its_conv_fail(cv, MT_ERR_INPUT, x->line, "unknown function symbol '%s'", h);
  return NULL;
}

static its_lin *conv_term(conv_state *st, its_scope *sc, const its_sx *x, dnf *side) {
  if (!enter(st, x)) return NULL;
  its_lin *r = conv_term_inner(st, sc, x, side);
  st->depth--;
  return r;
}

/* the DNF of  e REL 0  under polarity pos; REL: "<=", "<", "=" */
static dnf rel_dnf(its_conv *cv, const char *rel, its_lin *e, bool pos) {
  mt_arena *a = cv->tmp;
  /* over the integers: e < 0  <=>  e + 1 <= 0;  ¬(e <= 0)  <=>  -e + 1 <= 0 */
  its_lin *one = its_lin_const(a, 1);
  if (!strcmp(rel, "=")) {
    if (pos) return d_atom(cv, ITS_EQ, e);
    its_lin *l1 = its_lin_comb(a, 1, e, 1, one), *l2 = its_lin_comb(a, -1, e, 1, one);
    if (!l1 || !l2) goto dropped;
    dnf d;
    if (!d_or(cv, d_atom(cv, ITS_LE, l1), d_atom(cv, ITS_LE, l2), &d)) return d_false();
    return d;
  }
  bool strict = !strcmp(rel, "<");
  its_lin *l;
  if (pos) l = strict ? its_lin_comb(a, 1, e, 1, one) : e;        /* e (+1) <= 0 */
  else l = strict ? its_lin_comb(a, -1, e, 0, NULL) : its_lin_comb(a, -1, e, 1, one);
  if (!l) goto dropped;
  return d_atom(cv, ITS_LE, l);
dropped: /* the atom's arithmetic overflows: drop it (sound: the rule gains runs) */
  cv->sys->nabstracted++;
  cv->sys->ndropped++;
  MT_INC(cv->run, its_abstracted);
  return d_true(cv);
}

static bool conv_cmp(conv_state *st, its_scope *sc, const its_sx *x, const char *h, bool pos,
                     dnf *out) {
  its_conv *cv = st->cv;
  uint32_t nargs = x->n - 1;
  if (nargs < 2) return its_conv_fail(cv, MT_ERR_INPUT, x->line, "'%s' expects 2 arguments", h);
  dnf side = d_true(cv);
  its_lin **t = MT_ANEWN(cv->tmp, its_lin *, nargs);
  for (uint32_t i = 0; i < nargs; i++)
    if (!(t[i] = conv_term(st, sc, x->kid[i + 1], &side))) return false;
  /* a chain (< a b c) is a conjunction of neighbours; distinct of all pairs */
  dnf acc = d_true(cv);
  bool distinct = !strcmp(h, "distinct");
  bool first = true;
  for (uint32_t i = 0; i + 1 < nargs; i++)
    for (uint32_t j = i + 1; j < (distinct ? nargs : i + 2); j++) {
      its_lin *l = t[i], *r = t[j];
      const char *rel;
      bool p = pos;
      if (!strcmp(h, "<=") || !strcmp(h, "<")) rel = h;
      else if (!strcmp(h, ">=")) rel = "<=", l = t[j], r = t[i];
      else if (!strcmp(h, ">")) rel = "<", l = t[j], r = t[i];
      else if (distinct) rel = "=", p = !pos;
      else rel = "=";
      its_lin *e = its_lin_comb(cv->tmp, 1, l, -1, r);
      dnf d;
      if (!e) { /* overflow: the atom is dropped */
        cv->sys->nabstracted++;
        cv->sys->ndropped++;
        MT_INC(cv->run, its_abstracted);
        d = d_true(cv);
      } else {
        d = rel_dnf(cv, rel, e, p);
      }
      if (cv->status != MT_OK) return false;
      /* positive: conjunction of the pairs; negative: disjunction */
      bool conj = pos;
      if (first) acc = d;
      else if (conj ? !d_and(cv, acc, d, &acc) : !d_or(cv, acc, d, &acc)) return false;
      first = false;
    }
  return d_and(cv, acc, side, out);
}

static bool conv_form_inner(conv_state *st, its_scope *sc, const its_sx *x, bool pos, dnf *out) {
  its_conv *cv = st->cv;
  if (x->kind == SX_NUM)
    return its_conv_fail(cv, MT_ERR_INPUT, x->line, "a number ('%s') where a formula is expected",
                         x->s);
  if (x->kind == SX_SYM) {
    if (!strcmp(x->s, "true") || !strcmp(x->s, "false")) {
      bool v = (x->s[0] == 't') == pos;
      *out = v ? d_true(cv) : d_false();
      return true;
    }
    its_scope *b = lookup(sc, x->s);
    if (b && b->kind == SC_LET) return conv_form(st, b->env, b->sx, pos, out);
    its_scope *m = lookup(cv->macros, x->s);
    if (!b && m && m->nparam == 0) return conv_form(st, m->env, m->sx, pos, out);
    if (b) return its_conv_fail(cv, MT_ERR_INPUT, x->line, "'%s' is not a formula", x->s);
    return its_conv_fail(cv, MT_ERR_INPUT, x->line, "unknown symbol '%s'", x->s);
  }
  const char *h = head_name(x);
  if (!h) return its_conv_fail(cv, MT_ERR_INPUT, x->line, "malformed formula");
  uint32_t nargs = x->n - 1;
  bool is_and = !strcmp(h, "and"), is_or = !strcmp(h, "or");
  if (is_and || is_or) {
    /* and under pos / or under neg: product; otherwise union */
    bool product = is_and == pos;
    dnf acc = product ? d_true(cv) : d_false();
    for (uint32_t i = 1; i <= nargs; i++) {
      dnf d;
      if (!conv_form(st, sc, x->kid[i], pos, &d)) return false;
      if (product ? !d_and(cv, acc, d, &acc) : !d_or(cv, acc, d, &acc)) return false;
    }
    *out = acc;
    return true;
  }
  if (!strcmp(h, "not")) {
    if (nargs != 1) return its_conv_fail(cv, MT_ERR_INPUT, x->line, "'not' expects 1 argument");
    return conv_form(st, sc, x->kid[1], !pos, out);
  }
  if (!strcmp(h, "=>")) {
    if (nargs < 2) return its_conv_fail(cv, MT_ERR_INPUT, x->line, "'=>' expects 2 arguments");
    /* a1 => (a2 => ... => b)  ==  ¬a1 ∨ ¬a2 ∨ ... ∨ b */
    dnf acc = pos ? d_false() : d_true(cv);
    for (uint32_t i = 1; i <= nargs; i++) {
      dnf d;
      if (!conv_form(st, sc, x->kid[i], i == nargs ? pos : !pos, &d)) return false;
      if (pos ? !d_or(cv, acc, d, &acc) : !d_and(cv, acc, d, &acc)) return false;
    }
    *out = acc;
    return true;
  }
  bool is_xor = !strcmp(h, "xor");
  bool bool_eq = !strcmp(h, "=") && nargs == 2 && is_formula(cv, sc, x->kid[1], 0);
  if (is_xor || bool_eq) {
    if (nargs != 2) return its_conv_fail(cv, MT_ERR_UNSUPPORTED, x->line, "'%s' of %u arguments", h, nargs);
    /* a = b holds iff (a ∧ b) ∨ (¬a ∧ ¬b); xor is its negation */
    bool same = bool_eq == pos;
    dnf ap, an, bp, bn, d1, d2;
    if (!conv_form(st, sc, x->kid[1], true, &ap) || !conv_form(st, sc, x->kid[1], false, &an) ||
        !conv_form(st, sc, x->kid[2], true, &bp) || !conv_form(st, sc, x->kid[2], false, &bn))
      return false;
    if (!d_and(cv, ap, same ? bp : bn, &d1) || !d_and(cv, an, same ? bn : bp, &d2)) return false;
    return d_or(cv, d1, d2, out);
  }
  if (!strcmp(h, "ite") && is_formula(cv, sc, x->kid[nargs >= 2 ? 2 : 0], 0)) {
    if (nargs != 3) return its_conv_fail(cv, MT_ERR_INPUT, x->line, "'ite' expects 3 arguments");
    dnf cp, cn, a, b, d1, d2;
    if (!conv_form(st, sc, x->kid[1], true, &cp) || !conv_form(st, sc, x->kid[1], false, &cn) ||
        !conv_form(st, sc, x->kid[2], pos, &a) || !conv_form(st, sc, x->kid[3], pos, &b))
      return false;
    if (!d_and(cv, cp, a, &d1) || !d_and(cv, cn, b, &d2)) return false;
    return d_or(cv, d1, d2, out);
  }
  if (!strcmp(h, "<=") || !strcmp(h, "<") || !strcmp(h, ">=") || !strcmp(h, ">") ||
      !strcmp(h, "=") || !strcmp(h, "distinct"))
    return conv_cmp(st, sc, x, h, pos, out);
  if (!strcmp(h, "exists") || !strcmp(h, "forall")) {
    if ((h[0] == 'e') != pos)
      return its_conv_fail(cv, MT_ERR_UNSUPPORTED, x->line,
                           "universal quantification ('%s' under %s polarity)", h,
                           pos ? "positive" : "negative");
    its_scope *bs = NULL;
    if (!bind_quant(st, sc, x, &bs)) return false;
    return conv_form(st, bs, x->kid[2], pos, out);
  }
  if (!strcmp(h, "let")) {
    its_scope *bs = NULL;
    if (!bind_let(st, sc, x, &bs)) return false;
    return conv_form(st, bs, x->kid[2], pos, out);
  }
  if (!strcmp(h, "!") && nargs >= 1) return conv_form(st, sc, x->kid[1], pos, out);
  its_scope *m = lookup(cv->macros, h);
  if (m && m->kind == SC_MACRO) {
    its_scope *bs = NULL;
    if (!bind_macro(st, sc, m, x, &bs)) return false;
    return conv_form(st, bs, m->sx, pos, out);
  }
  if (!strcmp(h, "+") || !strcmp(h, "-") || !strcmp(h, "*") || !strcmp(h, "div") ||
      !strcmp(h, "mod") || !strcmp(h, "ite") || !strcmp(h, "abs"))
    return its_conv_fail(cv, MT_ERR_INPUT, x->line, "a term ('%s') where a formula is expected", h);
  return its_conv_fail(cv, MT_ERR_INPUT, x->line, "unknown function symbol '%s'", h);
}

static bool conv_form(conv_state *st, its_scope *sc, const its_sx *x, bool pos, dnf *out) {
  if (!enter(st, x)) return false;
  bool ok = conv_form_inner(st, sc, x, pos, out);
  st->depth--;
  return ok;
}

/* ---- rules from cubes ---------------------------------------------------------- */

/* divides by the gcd of the coefficients, rounding the constant so that the
 * integer solutions stay the same; false when an equation has none */
static bool tighten(its_atom *at) {
  its_lin *e = &at->e;
  int64_t g = 0;
  for (uint32_t i = 0; i < e->n; i++) g = mt_gcd64(g, e->coef[i]);
  if (g <= 1) return true;
  if (at->rel == ITS_EQ && e->c % g != 0) return false;
  for (uint32_t i = 0; i < e->n; i++) e->coef[i] /= g;
  /* Σ(k/g)·v <= -c/g  ==  Σ(k/g)·v + ceil(c/g) <= 0 */
  e->c = e->c / g + (at->rel == ITS_LE && e->c % g > 0 ? 1 : 0);
  return true;
}

static bool same_atom(const its_atom *x, const its_atom *y) {
  if (x->rel != y->rel || x->e.n != y->e.n || x->e.c != y->e.c) return false;
  for (uint32_t i = 0; i < x->e.n; i++)
    if (x->e.var[i] != y->e.var[i] || x->e.coef[i] != y->e.coef[i]) return false;
  return true;
}

static bool emit(its_conv *cv, dnf d, uint32_t from, uint32_t to) {
  its *s = cv->sys;
  mt_arena *A = &s->arena;
  const char **tn = NULL;
  its_abs *ab = NULL;
  if (cv->tname.len) {
    tn = MT_ANEWN(A, const char *, cv->tname.len);
    for (uint32_t i = 0; i < cv->tname.len; i++) tn[i] = mt_arena_strdup(A, cv->tname.data[i]);
  }
  if (cv->abs.len) {
    ab = MT_ANEWN(A, its_abs, cv->abs.len);
    for (uint32_t i = 0; i < cv->abs.len; i++) {
      ab[i] = cv->abs.data[i];
      its_lin_copy(A, &ab[i].a, &cv->abs.data[i].a);
      its_lin_copy(A, &ab[i].b, &cv->abs.data[i].b);
      ab[i].text = mt_arena_strdup(A, cv->abs.data[i].text);
    }
  }
  for (uint32_t c = 0; c < d.n; c++) {
    cube *cu = &d.c[c];
    its_atom *atoms = MT_ANEWN(A, its_atom, cu->n ? cu->n : 1);
    uint32_t n = 0;
    bool feasible = true;
    for (uint32_t i = 0; i < cu->n && feasible; i++) {
      its_atom at = *cu->a[i];
      its_lin_copy(A, &at.e, &cu->a[i]->e);
      if (!tighten(&at)) feasible = false;
      bool dup = false;
      for (uint32_t j = 0; j < n && !dup; j++) dup = same_atom(&atoms[j], &at);
      if (!dup) atoms[n++] = at;
    }
    if (!feasible) continue;
    if (s->nrule >= ITS_MAX_RULES) {
      its_conv_fail(cv, MT_ERR_UNSUPPORTED, 0, "more than %u rules", ITS_MAX_RULES);
      return false;
    }
    its_rule *r = its_add_rule(s, from, to);
    r->ntemp = cv->tname.len;
    r->tname = tn;
    r->natom = n;
    r->atom = atoms;
    r->nabs = cv->abs.len;
    r->abs = ab;
    MT_INC(cv->run, its_rules);
  }
  return true;
}

bool its_conv_rule_n(its_conv *cv, its_scope *scope, uint32_t n, const its_sx **f, uint32_t from,
                     uint32_t to) {
  if (cv->status != MT_OK) return false;
  conv_state st = {cv, 0};
  dnf acc = d_true(cv);
  for (uint32_t i = 0; i < n; i++) {
    dnf d;
    if (!conv_form(&st, scope, f[i], true, &d) || !d_and(cv, acc, d, &acc)) return false;
  }
  return emit(cv, acc, from, to);
}

bool its_conv_rule(its_conv *cv, its_scope *scope, const its_sx *f, uint32_t from, uint32_t to) {
  return its_conv_rule_n(cv, scope, 1, &f, from, to);
}

void its_conv_reset(its_conv *cv) {
  cv->tname.len = 0;
  cv->abs.len = 0;
  cv->free_vars = NULL;
}

void its_conv_free(its_conv *cv) {
  MT_VEC_FREE(cv->tname);
  MT_VEC_FREE(cv->abs);
  mt_free(cv->err);
  cv->err = NULL;
}
