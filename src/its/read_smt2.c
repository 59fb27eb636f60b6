/*
 * read_smt2.c -- the SMT-LIB form of TermComp's ITS category (from T2 and
 * AProVE):
 *
 *   (declare-sort Loc 0) (declare-const l0 Loc) ... (assert (distinct ...))
 *   (define-fun cfg_init  ((pc Loc) (src Loc) (rel Bool)) Bool ...)
 *   (define-fun cfg_trans2 ((pc Loc) (src Loc) (pc1 Loc) (dst Loc) (rel Bool)) Bool ...)
 *   (define-fun init_main ((pc^0 Loc) (x^0 Int) ...) Bool (cfg_init pc^0 l3 true))
 *   (define-fun next_main ((pc^0 Loc) (x^0 Int) ... (pc^post Loc) (x^post Int) ...) Bool
 *     (or (cfg_trans2 pc^0 l0 pc^post l1 REL) ...))
 *
 * next_main's parameters are positional: a location and n integers before,
 * a location and n integers after the step (T2 names them x^0 / x^post,
 * AProVE arg1 / arg1P).  Each REL becomes rules (one per DNF disjunct).
 * The initial condition of init_main is ignored (more start states: sound
 * for termination); its.start_cond records that there was one.
 * cfg_init and cfg_trans2 are interpreted by their standard meaning, which
 * is checked against their definitions; cfg_trans3 (procedure calls) is
 * not supported.  Other define-funs are macros.
 */
#include <string.h>

#include "its_int.h"

typedef struct smt2_reader {
  its_conv cv;
  const char *loc_sort;
} smt2_reader;

static bool fail(smt2_reader *r, mt_status st, const its_sx *at, const char *fmt, const char *arg) {
  return its_conv_fail(&r->cv, st, at ? at->line : 0, fmt, arg);
}

/* parameter list ((name Sort) ...) */
static bool params_ok(const its_sx *ps) {
  if (ps->kind != SX_LIST) return false;
  for (uint32_t i = 0; i < ps->n; i++) {
    const its_sx *p = ps->kid[i];
    if (p->kind != SX_LIST || p->n != 2 || p->kid[0]->kind != SX_SYM || p->kid[1]->kind != SX_SYM)
      return false;
  }
  return true;
}

static const char *pname(const its_sx *ps, uint32_t i) { return ps->kid[i]->kid[0]->s; }
static const char *psort(const its_sx *ps, uint32_t i) { return ps->kid[i]->kid[1]->s; }

/* (= a b) with a, b the given symbols in either order */
static bool is_eq_of(const its_sx *x, const char *a, const char *b) {
  if (!its_sx_head(x, "=") || x->n != 3) return false;
  return (its_sx_is(x->kid[1], a) && its_sx_is(x->kid[2], b)) ||
         (its_sx_is(x->kid[1], b) && its_sx_is(x->kid[2], a));
}

/* the standard bodies:  (and (= pc src) rel)  and  (and (= pc src) (= pc1 dst) rel) */
static bool standard_cfg(const its_sx *ps, const its_sx *body, uint32_t nloc_pairs) {
  if (!its_sx_head(body, "and") || body->n != nloc_pairs + 2) return false;
  for (uint32_t k = 0; k < nloc_pairs; k++)
    if (!is_eq_of(body->kid[1 + k], pname(ps, 2 * k), pname(ps, 2 * k + 1))) return false;
  return its_sx_is(body->kid[nloc_pairs + 1], pname(ps, 2 * nloc_pairs));
}

static bool is_loc(smt2_reader *r, const its_sx *x, uint32_t *out) {
  if (x->kind != SX_SYM) return false;
  int64_t l = its_find_loc(r->cv.sys, x->s);
  if (l < 0) return false;
  *out = (uint32_t)l;
  return true;
}

/* one disjunct of next_main:  (cfg_trans2 pc SRC pc1 DST REL) */
static bool read_trans(smt2_reader *r, its_scope *scope, const char *pc, const char *pc1,
                       const its_sx *t, bool have_trans2) {
  if (its_sx_head(t, "cfg_trans3"))
    return fail(r, MT_ERR_UNSUPPORTED, t, "procedure calls (%s) are not supported", "cfg_trans3");
  if (!its_sx_head(t, "cfg_trans2"))
    return fail(r, MT_ERR_INPUT, t, "next_main: expected (cfg_trans2 ...) in %s", "the disjunction");
  if (!have_trans2) return fail(r, MT_ERR_INPUT, t, "'%s' is used but not defined", "cfg_trans2");
  if (t->n != 6) return fail(r, MT_ERR_INPUT, t, "'%s' expects 5 arguments", "cfg_trans2");
  if (!its_sx_is(t->kid[1], pc) || !its_sx_is(t->kid[3], pc1))
    return fail(r, MT_ERR_INPUT, t, "cfg_trans2 must relate next_main's location parameters%s", "");
  uint32_t src, dst;
  if (!is_loc(r, t->kid[2], &src))
    return fail(r, MT_ERR_INPUT, t, "unknown location '%s'",
                t->kid[2]->kind == SX_LIST ? "(...)" : t->kid[2]->s);
  if (!is_loc(r, t->kid[4], &dst))
    return fail(r, MT_ERR_INPUT, t, "unknown location '%s'",
                t->kid[4]->kind == SX_LIST ? "(...)" : t->kid[4]->s);
  its_conv_reset(&r->cv);
  return its_conv_rule(&r->cv, scope, t->kid[5], src, dst);
}

/* the display name of variable i: "x" for x^0/x^post, "arg1" for arg1/arg1P */
static const char *var_display(mt_arena *a, const char *pre) {
  size_t n = strlen(pre);
  if (n > 2 && !strcmp(pre + n - 2, "^0")) return mt_arena_strndup(a, pre, n - 2);
  return pre;
}

static bool read_next(smt2_reader *r, const its_sx *def, bool have_trans2) {
  its *s = r->cv.sys;
  const its_sx *ps = def->kid[2];
  uint32_t np = ps->n;
  if (np < 2 || np % 2)
    return fail(r, MT_ERR_INPUT, def, "next_main: expected (pc Loc) vars (pc' Loc) vars'%s", "");
  uint32_t k = np / 2 - 1;
  if (strcmp(psort(ps, 0), r->loc_sort) || strcmp(psort(ps, k + 1), r->loc_sort))
    return fail(r, MT_ERR_INPUT, def, "next_main: parameters 1 and n/2+1 must be of sort %s",
                r->loc_sort);
  for (uint32_t i = 0; i < k; i++)
    if (strcmp(psort(ps, 1 + i), "Int") || strcmp(psort(ps, k + 2 + i), "Int"))
      return fail(r, MT_ERR_UNSUPPORTED, ps->kid[1 + i], "next_main: variable '%s' is not of sort Int",
                  strcmp(psort(ps, 1 + i), "Int") ? pname(ps, 1 + i) : pname(ps, k + 2 + i));
  its_scope *scope = NULL;
  for (uint32_t i = 0; i < k; i++) {
    const char *pre = pname(ps, 1 + i);
    for (uint32_t j = 0; j < i; j++)
      if (!strcmp(s->var[j], var_display(r->cv.tmp, pre)))
        return fail(r, MT_ERR_INPUT, ps->kid[1 + i], "next_main: duplicate variable '%s'", pre);
    its_add_var(s, var_display(r->cv.tmp, pre));
  }
  r->cv.nv = k;
  for (uint32_t i = 0; i < k; i++) {
    scope = its_scope_var(&r->cv, scope, pname(ps, 1 + i), i);
    scope = its_scope_var(&r->cv, scope, pname(ps, k + 2 + i), k + i);
  }
  const char *pc = pname(ps, 0), *pc1 = pname(ps, k + 1);
  /* the body: a disjunction (possibly nested) of transitions */
  MT_VEC(const its_sx *) todo = {0};
  MT_VEC_PUSH(todo, def->kid[4]);
  bool ok = true;
  while (ok && todo.len) {
    const its_sx *t = todo.data[--todo.len];
    if (its_sx_head(t, "or")) {
      for (uint32_t i = t->n; i-- > 1;) MT_VEC_PUSH(todo, t->kid[i]);
      continue;
    }
    if (its_sx_is(t, "false")) continue;
    ok = read_trans(r, scope, pc, pc1, t, have_trans2);
  }
  MT_VEC_FREE(todo);
  return ok;
}

static bool read_init(smt2_reader *r, const its_sx *def, bool have_init) {
  its *s = r->cv.sys;
  const its_sx *ps = def->kid[2], *body = def->kid[4];
  if (ps->n < 1 || strcmp(psort(ps, 0), r->loc_sort))
    return fail(r, MT_ERR_INPUT, def, "init_main: the first parameter must be of sort %s", r->loc_sort);
  if (!its_sx_head(body, "cfg_init") || body->n != 4)
    return fail(r, MT_ERR_INPUT, body, "init_main: expected (cfg_init %s LOC REL)", pname(ps, 0));
  if (!have_init) return fail(r, MT_ERR_INPUT, body, "'%s' is used but not defined", "cfg_init");
  if (!its_sx_is(body->kid[1], pname(ps, 0)))
    return fail(r, MT_ERR_INPUT, body, "init_main: cfg_init must constrain '%s'", pname(ps, 0));
  uint32_t l;
  if (!is_loc(r, body->kid[2], &l))
    return fail(r, MT_ERR_INPUT, body, "init_main: unknown start location '%s'",
                body->kid[2]->kind == SX_LIST ? "(...)" : body->kid[2]->s);
  s->start = l;
  s->start_cond = !its_sx_is(body->kid[3], "true");
  return true;
}

mt_status its_read_smt2(mt_run *run, const char *name, const char *text, size_t len, its **out,
                        char **err) {
  *out = NULL;
  *err = NULL;
  mt_arena tmp;
  mt_arena_init(&tmp);
  its_sx *top = its_sx_parse(&tmp, name, text, len, err);
  if (!top) {
    mt_arena_delete(&tmp);
    return MT_ERR_INPUT;
  }
  smt2_reader r;
  memset(&r, 0, sizeof r);
  r.cv.run = run;
  r.cv.tmp = &tmp;
  r.cv.sys = its_new(ITS_FMT_SMT2);
  r.cv.file = name;
  const its_sx *init = NULL, *next = NULL;
  bool have_init = false, have_trans2 = false;
  bool ok = true;
  for (uint32_t i = 0; ok && i < top->n; i++) {
    const its_sx *c = top->kid[i];
    const char *h = c->kind == SX_LIST && c->n && c->kid[0]->kind == SX_SYM ? c->kid[0]->s : NULL;
    if (!h) {
      ok = fail(&r, MT_ERR_INPUT, c, "expected an SMT-LIB command%s", "");
    } else if (!strcmp(h, "set-logic") || !strcmp(h, "set-info") || !strcmp(h, "set-option") ||
               !strcmp(h, "check-sat") || !strcmp(h, "exit") || !strcmp(h, "get-model")) {
      continue;
    } else if (!strcmp(h, "declare-sort")) {
      if (c->n < 2 || c->kid[1]->kind != SX_SYM || r.loc_sort)
        ok = fail(&r, r.loc_sort ? MT_ERR_UNSUPPORTED : MT_ERR_INPUT, c,
                  "%s", r.loc_sort ? "more than one declared sort" : "malformed declare-sort");
      else r.loc_sort = c->kid[1]->s;
    } else if (!strcmp(h, "declare-const") || !strcmp(h, "declare-fun")) {
      bool fun = h[8] == 'f';
      const its_sx *sort = c->n == (fun ? 4u : 3u) ? c->kid[fun ? 3 : 2] : NULL;
      if (!sort || c->kid[1]->kind != SX_SYM || (fun && (c->kid[2]->kind != SX_LIST || c->kid[2]->n)))
        ok = fail(&r, MT_ERR_INPUT, c, "malformed %s", h);
      else if (!r.loc_sort || !its_sx_is(sort, r.loc_sort))
        ok = fail(&r, MT_ERR_UNSUPPORTED, c, "declared constant '%s' is not a location",
                  c->kid[1]->s);
      else if (its_find_loc(r.cv.sys, c->kid[1]->s) >= 0)
        ok = fail(&r, MT_ERR_INPUT, c, "location '%s' declared twice", c->kid[1]->s);
      else its_add_loc(r.cv.sys, c->kid[1]->s);
    } else if (!strcmp(h, "assert")) {
      uint32_t l;
      bool locs = c->n == 2 && its_sx_head(c->kid[1], "distinct");
      for (uint32_t k = 1; locs && k < c->kid[1]->n; k++) locs = is_loc(&r, c->kid[1]->kid[k], &l);
      if (!locs) ok = fail(&r, MT_ERR_UNSUPPORTED, c, "assertions other than (distinct LOC ...)%s", "");
    } else if (!strcmp(h, "define-fun")) {
      if (c->n != 5 || c->kid[1]->kind != SX_SYM || !params_ok(c->kid[2]) || c->kid[3]->kind != SX_SYM) {
        ok = fail(&r, MT_ERR_INPUT, c, "malformed %s", "define-fun");
        continue;
      }
      const char *f = c->kid[1]->s;
      const its_sx *ps = c->kid[2];
      if (!strcmp(f, "cfg_init") || !strcmp(f, "cfg_trans2") || !strcmp(f, "cfg_trans3")) {
        uint32_t pairs = f[4] == 'i' ? 1 : f[9] == '2' ? 2 : 3;
        if (ps->n != 2 * pairs + 1 || !standard_cfg(ps, c->kid[4], pairs))
          ok = fail(&r, MT_ERR_UNSUPPORTED, c, "'%s' is not defined in the standard way", f);
        if (pairs == 1) have_init = true;
        if (pairs == 2) have_trans2 = true;
      } else if (!strcmp(f, "init_main") || !strcmp(f, "next_main")) {
        const its_sx **slot = f[0] == 'i' ? &init : &next;
        if (*slot) ok = fail(&r, MT_ERR_INPUT, c, "'%s' is defined twice", f);
        *slot = c;
      } else {
        if (its_lookup_macro(r.cv.macros, f)) {
          ok = fail(&r, MT_ERR_INPUT, c, "'%s' is defined twice", f);
          continue;
        }
        const char **pn = MT_ANEWN(&tmp, const char *, ps->n ? ps->n : 1);
        for (uint32_t k = 0; k < ps->n; k++) {
          if (strcmp(psort(ps, k), "Int") && strcmp(psort(ps, k), "Bool")) {
            ok = fail(&r, MT_ERR_UNSUPPORTED, c, "define-fun '%s' has a parameter that is not Int or Bool", f);
            break;
          }
          pn[k] = pname(ps, k);
        }
        r.cv.macros = its_scope_macro(&r.cv, r.cv.macros, f, ps->n, pn, c->kid[4]);
      }
    } else {
      ok = fail(&r, MT_ERR_UNSUPPORTED, c, "SMT-LIB command '%s'", h);
    }
  }
  if (ok && !r.loc_sort) ok = fail(&r, MT_ERR_INPUT, NULL, "%s", "no location sort (declare-sort Loc 0): not an ITS in SMT-LIB form");
  if (ok && !init) ok = fail(&r, MT_ERR_INPUT, NULL, "no %s definition", "init_main");
  if (ok && !next) ok = fail(&r, MT_ERR_INPUT, NULL, "no %s definition", "next_main");
  if (ok && !r.cv.sys->nloc) ok = fail(&r, MT_ERR_INPUT, NULL, "no %s declared", "location");
  if (ok) ok = read_init(&r, init, have_init);
  if (ok) ok = read_next(&r, next, have_trans2);
  mt_status st = r.cv.status;
  if (ok && st == MT_OK) {
    *out = r.cv.sys;
    MT_LOG(run, 1, "its", "%s: %u locations, %u variables, %u rules, %u abstracted term(s)", name,
           r.cv.sys->nloc, r.cv.sys->nvar, r.cv.sys->nrule, r.cv.sys->nabstracted);
  } else {
    if (st == MT_OK) st = MT_ERR_INPUT;
    *err = r.cv.err ? r.cv.err : mt_sprintf("%s: invalid ITS", name);
    r.cv.err = NULL;
    its_free(r.cv.sys);
  }
  its_conv_free(&r.cv);
  mt_arena_delete(&tmp);
  return st;
}
