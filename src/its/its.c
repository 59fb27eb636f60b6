/* its.c -- the ITS data structure: building, linear terms with overflow
 * checks, reachability, SCCs (iterative Tarjan), the consistency check and
 * human-readable printing. */
#include <string.h>

#include "its_int.h"

/* ---- building ----------------------------------------------------------------- */

its *its_new(its_format fmt) {
  its *s = mt_calloc(1, sizeof *s);
  mt_arena_init(&s->arena);
  s->format = fmt;
  return s;
}

void its_free(its *s) {
  if (!s) return;
  mt_arena_delete(&s->arena);
  mt_free(s->rule);
  mt_free(s);
}

static const char **grow_names(mt_arena *a, const char **old, uint32_t n, uint32_t *cap) {
  if (n < *cap) return old;
  uint32_t nc = *cap ? 2 * *cap : 8;
  const char **nw = MT_ANEWN(a, const char *, nc);
  if (n) memcpy(nw, old, sizeof *old * n);
  *cap = nc;
  return nw;
}

uint32_t its_add_var(its *s, const char *name) {
  s->var = grow_names(&s->arena, s->var, s->nvar, &s->capvar);
  s->var[s->nvar] = mt_arena_strdup(&s->arena, name);
  return s->nvar++;
}

uint32_t its_add_loc(its *s, const char *name) {
  s->loc = grow_names(&s->arena, s->loc, s->nloc, &s->caploc);
  s->loc[s->nloc] = mt_arena_strdup(&s->arena, name);
  return s->nloc++;
}

int64_t its_find_loc(const its *s, const char *name) {
  for (uint32_t i = 0; i < s->nloc; i++)
    if (!strcmp(s->loc[i], name)) return i;
  return -1;
}

void its_set_cname(its *s, uint32_t loc, uint32_t var, const char *name) {
  if (its_cname(s, loc, var)) return; /* the first name of a value */
  if (s->ncname == s->capcname) {
    uint32_t cap = s->capcname ? 2 * s->capcname : 16;
    struct its_cname *n = mt_arena_alloc(&s->arena, sizeof *n * cap);
    if (s->ncname) memcpy(n, s->cname, sizeof *n * s->ncname);
    s->cname = n;
    s->capcname = cap;
  }
  s->cname[s->ncname++] = (struct its_cname){s->loc[loc], var, mt_arena_strdup(&s->arena, name)};
}

const char *its_cname(const its *s, uint32_t loc, uint32_t var) {
  for (uint32_t i = 0; i < s->ncname; i++)
    if (s->cname[i].var == var && !strcmp(s->cname[i].loc, s->loc[loc])) return s->cname[i].name;
  return NULL;
}

its_rule *its_add_rule(its *s, uint32_t from, uint32_t to) {
  if (s->nrule == s->caprule) {
    s->caprule = s->caprule ? 2 * s->caprule : 16;
    s->rule = mt_realloc(s->rule, sizeof *s->rule * s->caprule);
  }
  its_rule *r = &s->rule[s->nrule++];
  memset(r, 0, sizeof *r);
  r->id = s->nrule;
  r->from = from;
  r->to = to;
  return r;
}

/* ---- linear terms -------------------------------------------------------------- */

its_lin *its_lin_const(mt_arena *a, int64_t c) {
  its_lin *e = MT_ANEW(a, its_lin);
  e->c = c;
  return e;
}

its_lin *its_lin_var(mt_arena *a, uint32_t v) {
  its_lin *e = MT_ANEW(a, its_lin);
  e->n = 1;
  e->var = MT_ANEWN(a, uint32_t, 1);
  e->coef = MT_ANEWN(a, int64_t, 1);
  e->var[0] = v;
  e->coef[0] = 1;
  return e;
}

static bool mul_ok(int64_t a, int64_t b, int64_t *r) { return !__builtin_mul_overflow(a, b, r); }
static bool add_ok(int64_t a, int64_t b, int64_t *r) { return !__builtin_add_overflow(a, b, r); }

its_lin *its_lin_comb(mt_arena *a, int64_t ka, const its_lin *x, int64_t kb, const its_lin *y) {
  static const its_lin zero = {0, NULL, NULL, 0};
  if (!y) y = &zero;
  its_lin *e = MT_ANEW(a, its_lin);
  uint32_t cap = x->n + y->n;
  e->var = cap ? MT_ANEWN(a, uint32_t, cap) : NULL;
  e->coef = cap ? MT_ANEWN(a, int64_t, cap) : NULL;
  int64_t c1, c2;
  if (!mul_ok(ka, x->c, &c1) || !mul_ok(kb, y->c, &c2) || !add_ok(c1, c2, &e->c)) return NULL;
  uint32_t i = 0, j = 0;
  while (i < x->n || j < y->n) {
    uint32_t v;
    int64_t k1 = 0, k2 = 0;
    if (j >= y->n || (i < x->n && x->var[i] < y->var[j])) {
      v = x->var[i];
      if (!mul_ok(ka, x->coef[i++], &k1)) return NULL;
    } else if (i >= x->n || y->var[j] < x->var[i]) {
      v = y->var[j];
      if (!mul_ok(kb, y->coef[j++], &k2)) return NULL;
    } else {
      v = x->var[i];
      if (!mul_ok(ka, x->coef[i++], &k1) || !mul_ok(kb, y->coef[j++], &k2)) return NULL;
    }
    int64_t k;
    if (!add_ok(k1, k2, &k)) return NULL;
    if (k) {
      e->var[e->n] = v;
      e->coef[e->n++] = k;
    }
  }
  return e;
}

void its_lin_copy(mt_arena *a, its_lin *dst, const its_lin *src) {
  dst->n = src->n;
  dst->c = src->c;
  dst->var = src->n ? mt_arena_memdup(a, src->var, sizeof *src->var * src->n) : NULL;
  dst->coef = src->n ? mt_arena_memdup(a, src->coef, sizeof *src->coef * src->n) : NULL;
}

int64_t its_lin_coef(const its_lin *e, uint32_t v) {
  for (uint32_t i = 0; i < e->n; i++)
    if (e->var[i] == v) return e->coef[i];
  return 0;
}

/* ---- reachability and SCCs ---------------------------------------------------------- */

void its_restrict_reachable(its *s) {
  if (!s->nloc) return;
  uint32_t *map = mt_malloc(sizeof *map * s->nloc);
  uint32_t *queue = mt_malloc(sizeof *queue * s->nloc);
  for (uint32_t l = 0; l < s->nloc; l++) map[l] = UINT32_MAX;
  /* successor lists in CSR form */
  uint32_t *deg = mt_calloc(s->nloc + 1, sizeof *deg);
  for (uint32_t r = 0; r < s->nrule; r++) deg[s->rule[r].from + 1]++;
  for (uint32_t l = 0; l < s->nloc; l++) deg[l + 1] += deg[l];
  uint32_t *succ = mt_malloc(sizeof *succ * (s->nrule + 1));
  uint32_t *fill = mt_malloc(sizeof *fill * s->nloc);
  memcpy(fill, deg, sizeof *fill * s->nloc);
  for (uint32_t r = 0; r < s->nrule; r++) succ[fill[s->rule[r].from]++] = s->rule[r].to;
  uint32_t qh = 0, qt = 0;
  map[s->start] = 0;
  queue[qt++] = s->start;
  while (qh < qt) {
    uint32_t l = queue[qh++];
    for (uint32_t k = deg[l]; k < deg[l + 1]; k++)
      if (map[succ[k]] == UINT32_MAX) {
        map[succ[k]] = 0;
        queue[qt++] = succ[k];
      }
  }
  uint32_t n = 0;
  for (uint32_t l = 0; l < s->nloc; l++)
    if (map[l] != UINT32_MAX) {
      map[l] = n;
      s->loc[n++] = s->loc[l];
    }
  s->nloc = n;
  s->start = map[s->start];
  uint32_t k = 0;
  for (uint32_t r = 0; r < s->nrule; r++) {
    its_rule *ru = &s->rule[r];
    if (map[ru->from] == UINT32_MAX) continue;
    ru->from = map[ru->from];
    ru->to = map[ru->to];
    s->rule[k++] = *ru;
  }
  s->nrule = k;
  mt_free(map);
  mt_free(queue);
  mt_free(deg);
  mt_free(succ);
  mt_free(fill);
}

uint32_t its_scc(const its *s, const uint8_t *on, uint32_t *comp) {
  uint32_t n = s->nloc;
  if (!n) return 0;
  uint32_t *deg = mt_calloc(n + 1, sizeof *deg);
  for (uint32_t r = 0; r < s->nrule; r++)
    if (!on || on[r]) deg[s->rule[r].from + 1]++;
  for (uint32_t l = 0; l < n; l++) deg[l + 1] += deg[l];
  uint32_t *succ = mt_malloc(sizeof *succ * (deg[n] + 1));
  uint32_t *fill = mt_malloc(sizeof *fill * n);
  memcpy(fill, deg, sizeof *fill * n);
  for (uint32_t r = 0; r < s->nrule; r++)
    if (!on || on[r]) succ[fill[s->rule[r].from]++] = s->rule[r].to;

  uint32_t *index = mt_malloc(sizeof *index * n), *low = mt_malloc(sizeof *low * n);
  uint8_t *onstack = mt_calloc(n, 1);
  uint32_t *stack = mt_malloc(sizeof *stack * n), sp = 0;
  uint32_t *cv = mt_malloc(sizeof *cv * n), *ce = mt_malloc(sizeof *ce * n), cp = 0;
  for (uint32_t l = 0; l < n; l++) index[l] = UINT32_MAX;
  uint32_t next = 0, count = 0;
  for (uint32_t root = 0; root < n; root++) {
    if (index[root] != UINT32_MAX) continue;
    cv[cp] = root;
    ce[cp++] = deg[root];
    index[root] = low[root] = next++;
    stack[sp++] = root;
    onstack[root] = 1;
    while (cp) {
      uint32_t v = cv[cp - 1];
      if (ce[cp - 1] < deg[v + 1]) {
        uint32_t w = succ[ce[cp - 1]++];
        if (index[w] == UINT32_MAX) {
          index[w] = low[w] = next++;
          stack[sp++] = w;
          onstack[w] = 1;
          cv[cp] = w;
          ce[cp++] = deg[w];
        } else if (onstack[w] && index[w] < low[v]) {
          low[v] = index[w];
        }
        continue;
      }
      if (low[v] == index[v]) {
        uint32_t w;
        do {
          w = stack[--sp];
          onstack[w] = 0;
          comp[w] = count;
        } while (w != v);
        count++;
      }
      cp--;
      if (cp) {
        uint32_t u = cv[cp - 1];
        if (low[v] < low[u]) low[u] = low[v];
      }
    }
  }
  mt_free(deg);
  mt_free(succ);
  mt_free(fill);
  mt_free(index);
  mt_free(low);
  mt_free(onstack);
  mt_free(stack);
  mt_free(cv);
  mt_free(ce);
  return count;
}

uint32_t its_drop_acyclic(its *s) {
  if (!s->nloc) return 0;
  uint32_t *comp = mt_malloc(sizeof *comp * s->nloc);
  its_scc(s, NULL, comp);
  uint32_t k = 0;
  for (uint32_t r = 0; r < s->nrule; r++)
    if (comp[s->rule[r].from] == comp[s->rule[r].to]) s->rule[k++] = s->rule[r];
  uint32_t dropped = s->nrule - k;
  s->nrule = k;
  mt_free(comp);
  return dropped;
}

static const char *check_lin(const its_lin *e, uint32_t nvars) {
  for (uint32_t i = 0; i < e->n; i++) {
    if (e->var[i] >= nvars) return "variable index out of range";
    if (!e->coef[i]) return "zero coefficient";
    if (i && e->var[i - 1] >= e->var[i]) return "monomials not sorted";
  }
  return NULL;
}

const char *its_check(const its *s) {
  if (s->nloc && s->start >= s->nloc) return "start location out of range";
  for (uint32_t r = 0; r < s->nrule; r++) {
    const its_rule *ru = &s->rule[r];
    if (ru->from >= s->nloc || ru->to >= s->nloc) return "rule location out of range";
    uint32_t nvars = 2 * s->nvar + ru->ntemp;
    for (uint32_t a = 0; a < ru->natom; a++) {
      const char *m = check_lin(&ru->atom[a].e, nvars);
      if (m) return m;
    }
    for (uint32_t a = 0; a < ru->nabs; a++) {
      const its_abs *ab = &ru->abs[a];
      if (ab->temp < 2 * s->nvar || ab->temp >= nvars) return "abstraction is not a temporary";
      const char *m = check_lin(&ab->a, nvars);
      if (!m) m = check_lin(&ab->b, nvars);
      if (m) return m;
    }
  }
  return NULL;
}

/* ---- printing ---------------------------------------------------------------- */

static void var_name(mt_buf *b, const its *s, const its_rule *r, uint32_t v) {
  if (v < s->nvar) mt_buf_printf(b, "%s", s->var[v]);
  else if (v < 2 * s->nvar) mt_buf_printf(b, "%s'", s->var[v - s->nvar]);
  else if (r && v - 2 * s->nvar < r->ntemp) mt_buf_printf(b, "%s", r->tname[v - 2 * s->nvar]);
  else mt_buf_printf(b, "t%u", v - 2 * s->nvar);
}

/* sign·e without the constant when skip_const */
static void print_terms(mt_buf *b, const its *s, const its_rule *r, const its_lin *e, int sign,
                        bool skip_const) {
  bool first = true;
  for (uint32_t i = 0; i < e->n; i++) {
    int64_t k = sign < 0 ? -e->coef[i] : e->coef[i];
    uint64_t mag = k < 0 ? (uint64_t)0 - (uint64_t)k : (uint64_t)k;
    if (first) mt_buf_printf(b, "%s", k < 0 ? "-" : "");
    else mt_buf_printf(b, " %s ", k < 0 ? "-" : "+");
    if (mag != 1) mt_buf_printf(b, "%llu*", (unsigned long long)mag);
    var_name(b, s, r, e->var[i]);
    first = false;
  }
  int64_t c = sign < 0 ? -e->c : e->c;
  if (skip_const) {
    if (first) mt_buf_printf(b, "0");
    return;
  }
  if (first) mt_buf_printf(b, "%lld", (long long)c);
  else if (c) {
    uint64_t mag = c < 0 ? (uint64_t)0 - (uint64_t)c : (uint64_t)c;
    mt_buf_printf(b, " %s %llu", c < 0 ? "-" : "+", (unsigned long long)mag);
  }
}

void its_print_lin(mt_buf *b, const its *s, const its_rule *rule, const its_lin *e) {
  print_terms(b, s, rule, e, 1, false);
}

static void print_atom(mt_buf *b, const its *s, const its_rule *r, const its_atom *a) {
  /* Σ k·v + c  (<=|=) 0   printed as   Σ k·v (<=|=) -c, negated (>=) when
   * the first coefficient is negative */
  int sign = a->e.n && a->e.coef[0] < 0 ? -1 : 1;
  if (a->e.c == INT64_MIN) { /* -c does not fit: print as is */
    print_terms(b, s, r, &a->e, 1, false);
    mt_buf_printf(b, a->rel == ITS_EQ ? " = 0" : " <= 0");
    return;
  }
  print_terms(b, s, r, &a->e, sign, true);
  const char *op = a->rel == ITS_EQ ? "=" : sign < 0 ? ">=" : "<=";
  int64_t rhs = sign < 0 ? a->e.c : -a->e.c;
  mt_buf_printf(b, " %s %lld", op, (long long)rhs);
}

void its_print_rule(mt_buf *b, const its *s, const its_rule *r) {
  mt_buf_printf(b, "%s -> %s [", s->loc[r->from], s->loc[r->to]);
  for (uint32_t a = 0; a < r->natom; a++) {
    if (a) mt_buf_printf(b, ", ");
    print_atom(b, s, r, &r->atom[a]);
  }
  if (!r->natom) mt_buf_printf(b, "true");
  mt_buf_printf(b, "]");
  for (uint32_t a = 0; a < r->nabs; a++)
    mt_buf_printf(b, "%s%s := %s", a ? ", " : " where ", r->tname[r->abs[a].temp - 2 * s->nvar],
                  r->abs[a].text ? r->abs[a].text : "?");
}

/* ---- integer tightening -------------------------------------------------------- */

static int64_t gcd64(int64_t a, int64_t b) {
  uint64_t x = a < 0 ? (uint64_t)0 - (uint64_t)a : (uint64_t)a, y = b < 0 ? (uint64_t)0 - (uint64_t)b : (uint64_t)b;
  while (y) {
    uint64_t t = x % y;
    x = y;
    y = t;
  }
  return x > (uint64_t)INT64_MAX ? 0 : (int64_t)x;
}

/* e <= 0 divided by the gcd g > 1 of its coefficients, the constant
 * rounded up: NULL when that gives nothing new (g == 1, or g divides c) */
static its_lin *tightened(mt_arena *a, const its_lin *e) {
  if (!e->n) return NULL;
  int64_t g = 0;
  for (uint32_t k = 0; k < e->n; k++) g = gcd64(g, e->coef[k]);
  if (g <= 1 || e->c % g == 0) return NULL;
  its_lin *t = MT_ANEW(a, its_lin);
  its_lin_copy(a, t, e);
  for (uint32_t k = 0; k < t->n; k++) t->coef[k] /= g;
  /* ceil(c / g) with C's truncating division */
  int64_t q = e->c / g;
  if (e->c % g > 0) q++;
  t->c = q;
  return t;
}

#define ITS_MAX_TIGHTEN 16u

bool its_lin_same(const its_lin *a, const its_lin *b) {
  if (a->n != b->n || a->c != b->c) return false;
  for (uint32_t k = 0; k < a->n; k++)
    if (a->var[k] != b->var[k] || a->coef[k] != b->coef[k]) return false;
  return true;
}

/* t is new: no atom of the rule and none of extra[0..nx) */
static bool is_new(const its_rule *r, its_lin *const *extra, uint32_t nx, const its_lin *t) {
  for (uint32_t i = 0; i < r->natom; i++)
    if (r->atom[i].rel == ITS_LE && its_lin_same(&r->atom[i].e, t)) return false;
  for (uint32_t i = 0; i < nx; i++)
    if (its_lin_same(extra[i], t)) return false;
  return true;
}

uint32_t its_tighten(its *s) {
  uint32_t added = 0;
  for (uint32_t r = 0; r < s->nrule; r++) {
    its_rule *ru = &s->rule[r];
    its_lin *extra[ITS_MAX_TIGHTEN];
    uint32_t nx = 0;
    for (uint32_t i = 0; i < ru->natom && nx < ITS_MAX_TIGHTEN; i++) {
      const its_atom *a = &ru->atom[i];
      if (a->rel != ITS_LE) continue;
      its_lin *t = tightened(&s->arena, &a->e);
      if (t && is_new(ru, extra, nx, t)) extra[nx++] = t;
      /* eliminate one variable v by an equation  kv·v + rest == 0, kv = ±1:
       * e - (ev / kv)·eq */
      for (uint32_t j = 0; j < ru->natom && nx < ITS_MAX_TIGHTEN; j++) {
        const its_atom *q = &ru->atom[j];
        if (q->rel != ITS_EQ) continue;
        for (uint32_t k = 0; k < q->e.n && nx < ITS_MAX_TIGHTEN; k++) {
          int64_t kv = q->e.coef[k];
          int64_t ev = its_lin_coef(&a->e, q->e.var[k]);
          if ((kv != 1 && kv != -1) || !ev) continue;
          its_lin *d = its_lin_comb(&s->arena, 1, &a->e, kv == 1 ? -ev : ev, &q->e);
          its_lin *t2 = d ? tightened(&s->arena, d) : NULL;
          if (t2 && is_new(ru, extra, nx, t2)) extra[nx++] = t2;
        }
      }
    }
    if (!nx) continue;
    its_atom *na = mt_arena_alloc(&s->arena, sizeof *na * (ru->natom + nx));
    memcpy(na, ru->atom, sizeof *na * ru->natom);
    for (uint32_t k = 0; k < nx; k++) na[ru->natom + k] = (its_atom){ITS_LE, *extra[k]};
    ru->atom = na;
    ru->natom += nx;
    added += nx;
  }
  return added;
}
