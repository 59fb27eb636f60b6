/*
 * read_koat.c -- KoAT's ITS format:
 *
 *   (GOAL COMPLEXITY|TERMINATION)
 *   (STARTTERM (FUNCTIONSYMBOLS f))
 *   (VAR x y z)
 *   (RULES
 *     f(x, y) -> g(x - 1, y)        :|: x > 0 && y >= 0
 *     g(x, y) -{2}> Com_2(f(x, z), h(y)) [ x <= y || z = 0 ]
 *   )
 *
 * Arguments are positional: an ITS variable per argument position (named
 * after the first left-hand side that has it).  Right-hand-side arguments
 * become equations on the post values; a variable that is not on the left
 * is a fresh value per rule (a temporary).  Com_n(...) stands for n
 * successors: one rule each (termination must hold for every branch).
 * Costs (-{c}>) are ignored.  The parser builds SMT-LIB-shaped
 * S-expressions and conv.c does the rest.  Expressions: + - * ^, unary
 * minus, parentheses; formulas: && /\ || \/ and the comparisons
 * < <= = == != >= > (also =<).
 */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "its_int.h"

typedef enum tok_kind { T_EOF, T_ID, T_NUM, T_OP } tok_kind;

typedef struct tok {
  tok_kind kind;
  const char *s; /* in the scratch arena */
  uint32_t line;
} tok;

typedef struct koat_call {
  const char *f;
  uint32_t line;
  uint32_t n;
  its_sx **arg; /* lhs: SX_SYM variables; rhs: expressions */
} koat_call;

typedef struct koat_rule {
  koat_call lhs;
  uint32_t nrhs;
  koat_call *rhs;
  its_sx *cond; /* NULL: true */
} koat_rule;

typedef struct koat_reader {
  its_conv cv;
  mt_arena *a;
  const char *name;
  const char *text;
  size_t len, pos;
  uint32_t line;
  tok cur;
  uint32_t depth;
} koat_reader;

static bool kfail(koat_reader *r, mt_status st, uint32_t line, const char *fmt, const char *arg) {
  return its_conv_fail(&r->cv, st, line, fmt, arg);
}

/* ---- lexer -------------------------------------------------------------------- */

static const char *const ops[] = {":|:", "-{", "}>", "->", "&&", "/\\", "||", "\\/", "<=", ">=",
                                  "==", "!=", "=<", "**", "(", ")", ",", "[", "]", "{", "}",
                                  "<", ">", "=", "+", "-", "*", "^", "/", "%", NULL};

static bool next(koat_reader *r) {
  for (;;) {
    while (r->pos < r->len && isspace((unsigned char)r->text[r->pos])) {
      if (r->text[r->pos] == '\n') r->line++;
      r->pos++;
    }
    if (r->pos < r->len && r->text[r->pos] == '#') {
      while (r->pos < r->len && r->text[r->pos] != '\n') r->pos++;
      continue;
    }
    break;
  }
  r->cur.line = r->line;
  if (r->pos >= r->len) {
    r->cur.kind = T_EOF;
    r->cur.s = "end of file";
    return true;
  }
  const char *p = r->text + r->pos;
  size_t left = r->len - r->pos;
  if (isalpha((unsigned char)*p) || *p == '_') {
    size_t n = 1;
    while (n < left && (isalnum((unsigned char)p[n]) || p[n] == '_' || p[n] == '.' || p[n] == '\''))
      n++;
    r->cur.kind = T_ID;
    r->cur.s = mt_arena_strndup(r->a, p, n);
    r->pos += n;
    return true;
  }
  if (isdigit((unsigned char)*p)) {
    size_t n = 1;
    while (n < left && isdigit((unsigned char)p[n])) n++;
    r->cur.kind = T_NUM;
    r->cur.s = mt_arena_strndup(r->a, p, n);
    r->pos += n;
    return true;
  }
  for (int i = 0; ops[i]; i++) {
    size_t n = strlen(ops[i]);
    if (n <= left && !memcmp(p, ops[i], n)) {
      r->cur.kind = T_OP;
      r->cur.s = ops[i];
      r->pos += n;
      return true;
    }
  }
  char bad[8];
  if (isprint((unsigned char)*p)) snprintf(bad, sizeof bad, "%c", *p);
  else snprintf(bad, sizeof bad, "\\x%02x", (unsigned char)*p);
  return kfail(r, MT_ERR_INPUT, r->line, "unexpected character '%s'", bad);
}

static bool is_op(const koat_reader *r, const char *op) {
  return r->cur.kind == T_OP && !strcmp(r->cur.s, op);
}

static bool is_id(const koat_reader *r, const char *id) {
  return r->cur.kind == T_ID && !strcmp(r->cur.s, id);
}

static bool expect(koat_reader *r, const char *op) {
  if (!is_op(r, op)) {
    char what[48];
    snprintf(what, sizeof what, "'%s'", op);
    return its_conv_fail(&r->cv, MT_ERR_INPUT, r->cur.line, "expected %s, found '%s'", what,
                         r->cur.s);
  }
  return next(r);
}

/* ---- expressions and formulas (precedence climbing) -------------------------------- */

static its_sx *parse_expr(koat_reader *r, int minprec);

static int binprec(const koat_reader *r, const char **head) {
  if (r->cur.kind != T_OP) return -1;
  const char *o = r->cur.s;
  if (!strcmp(o, "||") || !strcmp(o, "\\/")) return *head = "or", 1;
  if (!strcmp(o, "&&") || !strcmp(o, "/\\")) return *head = "and", 2;
  if (!strcmp(o, "<") || !strcmp(o, ">") || !strcmp(o, "<=") || !strcmp(o, ">=")) return *head = o, 3;
  if (!strcmp(o, "=<")) return *head = "<=", 3;
  if (!strcmp(o, "=") || !strcmp(o, "==")) return *head = "=", 3;
  if (!strcmp(o, "!=")) return *head = "distinct", 3;
  if (!strcmp(o, "+") || !strcmp(o, "-")) return *head = o, 4;
  if (!strcmp(o, "*")) return *head = "*", 5;
  if (!strcmp(o, "^") || !strcmp(o, "**")) return *head = "^", 7;
  if (!strcmp(o, "/") || !strcmp(o, "%")) return *head = o, 5;
  return -1;
}

static its_sx *parse_primary(koat_reader *r) {
  uint32_t line = r->cur.line;
  if (r->cur.kind == T_NUM) {
    its_sx *x = its_sx_num(r->a, r->cur.s, line);
    return next(r) ? x : NULL;
  }
  if (r->cur.kind == T_ID) {
    const char *id = r->cur.s;
    if (!next(r)) return NULL;
    if (is_op(r, "(")) {
      kfail(r, MT_ERR_INPUT, line, "unknown function symbol '%s' in an expression", id);
      return NULL;
    }
    if (!strcmp(id, "TRUE")) id = "true";
    if (!strcmp(id, "FALSE")) id = "false";
    return its_sx_sym(r->a, id, line);
  }
  if (is_op(r, "-")) { /* unary minus binds tighter than * and looser than ^ */
    if (!next(r)) return NULL;
    its_sx *x = parse_expr(r, 6);
    return x ? its_sx_list2(r->a, "-", x, NULL, line) : NULL;
  }
  if (is_op(r, "(")) {
    if (!next(r)) return NULL;
    its_sx *x = parse_expr(r, 0);
    if (!x || !expect(r, ")")) return NULL;
    return x;
  }
  kfail(r, MT_ERR_INPUT, line, "expected an expression, found '%s'", r->cur.s);
  return NULL;
}

static its_sx *parse_expr(koat_reader *r, int minprec) {
  if (++r->depth > ITS_MAX_DEPTH) {
    kfail(r, MT_ERR_INPUT, r->cur.line, "expression nested deeper than %s", "the limit");
    return NULL;
  }
  its_sx *lhs = parse_primary(r);
  const char *head = NULL;
  int p;
  while (lhs && (p = binprec(r, &head)) >= minprec && p > 0) {
    uint32_t line = r->cur.line;
    if (!strcmp(head, "/") || !strcmp(head, "%")) {
      kfail(r, MT_ERR_UNSUPPORTED, line, "division ('%s') in a KoAT expression", head);
      return NULL;
    }
    if (!next(r)) return NULL;
    /* ^ is right-associative, comparisons do not chain */
    int nextmin = !strcmp(head, "^") ? p : p + 1;
    its_sx *rhs = parse_expr(r, nextmin);
    if (!rhs) return NULL;
    lhs = its_sx_list2(r->a, head, lhs, rhs, line);
    if (p == 3 && binprec(r, &head) == 3) {
      kfail(r, MT_ERR_INPUT, r->cur.line, "chained comparison at '%s'", r->cur.s);
      return NULL;
    }
  }
  r->depth--;
  return lhs;
}

/* ---- rules ---------------------------------------------------------------------- */

static bool parse_call(koat_reader *r, koat_call *c, bool lhs) {
  if (r->cur.kind != T_ID) return kfail(r, MT_ERR_INPUT, r->cur.line, "expected a function symbol, found '%s'", r->cur.s);
  c->f = r->cur.s;
  c->line = r->cur.line;
  if (!next(r) || !expect(r, "(")) return false;
  MT_VEC(its_sx *) args = {0};
  bool ok = true;
  if (!is_op(r, ")")) {
    for (;;) {
      its_sx *x;
      if (lhs) {
        if (r->cur.kind != T_ID) {
          ok = kfail(r, MT_ERR_INPUT, r->cur.line, "left-hand side arguments must be variables, found '%s'", r->cur.s);
          break;
        }
        x = its_sx_sym(r->a, r->cur.s, r->cur.line);
        if (!(ok = next(r))) break;
      } else if (!(x = parse_expr(r, 4))) {
        ok = false;
        break;
      }
      MT_VEC_PUSH(args, x);
      if (is_op(r, ",")) {
        if (!(ok = next(r))) break;
        continue;
      }
      break;
    }
  }
  if (ok) ok = expect(r, ")");
  c->n = args.len;
  c->arg = args.len ? mt_arena_memdup(r->a, args.data, sizeof *args.data * args.len) : NULL;
  MT_VEC_FREE(args);
  return ok;
}

static bool is_com(const char *f) {
  if (strncmp(f, "Com_", 4) || !f[4]) return false;
  for (const char *p = f + 4; *p; p++)
    if (!isdigit((unsigned char)*p)) return false;
  return true;
}

static bool parse_rule(koat_reader *r, koat_rule *ru) {
  memset(ru, 0, sizeof *ru);
  if (!parse_call(r, &ru->lhs, true)) return false;
  if (is_op(r, "->")) {
    if (!next(r)) return false;
  } else if (is_op(r, "-{")) { /* a cost: ignored */
    if (!next(r)) return false;
    if (!parse_expr(r, 4)) return false;
    if (is_op(r, ",")) {
      if (!next(r) || !parse_expr(r, 4)) return false;
    }
    if (!expect(r, "}>")) return false;
  } else {
    return kfail(r, MT_ERR_INPUT, r->cur.line, "expected '->', found '%s'", r->cur.s);
  }
  koat_call top;
  uint32_t line = r->cur.line;
  if (r->cur.kind == T_ID && is_com(r->cur.s)) {
    const char *com = r->cur.s;
    if (!next(r) || !expect(r, "(")) return false;
    MT_VEC(koat_call) calls = {0};
    bool ok = true;
    while (ok && !is_op(r, ")")) {
      koat_call c;
      if (!(ok = parse_call(r, &c, false))) break;
      MT_VEC_PUSH(calls, c);
      if (is_op(r, ",")) ok = next(r);
      else if (!is_op(r, ")")) ok = kfail(r, MT_ERR_INPUT, r->cur.line, "expected ',' or ')', found '%s'", r->cur.s);
    }
    if (ok) ok = expect(r, ")");
    if (ok && (unsigned long)calls.len != strtoul(com + 4, NULL, 10))
      ok = kfail(r, MT_ERR_INPUT, line, "'%s' with a different number of arguments", com);
    ru->nrhs = calls.len;
    ru->rhs = calls.len ? mt_arena_memdup(r->a, calls.data, sizeof *calls.data * calls.len) : NULL;
    MT_VEC_FREE(calls);
    if (!ok) return false;
  } else {
    if (!parse_call(r, &top, false)) return false;
    ru->nrhs = 1;
    ru->rhs = mt_arena_memdup(r->a, &top, sizeof top);
  }
  if (is_op(r, ":|:")) {
    if (!next(r) || !(ru->cond = parse_expr(r, 1))) return false;
  } else if (is_op(r, "[")) {
    if (!next(r) || !(ru->cond = parse_expr(r, 1)) || !expect(r, "]")) return false;
  }
  return true;
}

/* ---- sections -------------------------------------------------------------------- */

typedef MT_VEC(koat_rule) rule_vec;
typedef MT_VEC(uint32_t) u32_vec;

static bool parse_sections(koat_reader *r, const char **start, rule_vec *rules) {
  bool seen_rules = false;
  while (r->cur.kind != T_EOF) {
    if (!expect(r, "(")) return false;
    if (r->cur.kind != T_ID)
      return kfail(r, MT_ERR_INPUT, r->cur.line, "expected a section name, found '%s'", r->cur.s);
    const char *sec = r->cur.s;
    uint32_t line = r->cur.line;
    if (!next(r)) return false;
    if (!strcmp(sec, "GOAL")) {
      if (r->cur.kind != T_ID) return kfail(r, MT_ERR_INPUT, line, "malformed %s", "GOAL");
      if (!next(r)) return false;
    } else if (!strcmp(sec, "STARTTERM")) {
      if (is_id(r, "CONSTRUCTOR-BASED") || r->cur.kind != T_OP)
        return kfail(r, MT_ERR_UNSUPPORTED, line, "a STARTTERM other than %s", "(FUNCTIONSYMBOLS f)");
      if (!expect(r, "(")) return false;
      if (!is_id(r, "FUNCTIONSYMBOLS")) return kfail(r, MT_ERR_INPUT, line, "expected %s", "(FUNCTIONSYMBOLS f)");
      if (!next(r)) return false;
      if (r->cur.kind != T_ID) return kfail(r, MT_ERR_INPUT, line, "expected %s", "(FUNCTIONSYMBOLS f)");
      *start = r->cur.s;
      if (!next(r) || !expect(r, ")")) return false;
    } else if (!strcmp(sec, "VAR")) {
      while (r->cur.kind == T_ID)
        if (!next(r)) return false;
    } else if (!strcmp(sec, "RULES")) {
      seen_rules = true;
      while (r->cur.kind == T_ID) {
        koat_rule ru;
        if (!parse_rule(r, &ru)) return false;
        MT_VEC_PUSH(*rules, ru);
      }
    } else {
      return kfail(r, MT_ERR_INPUT, line, "unknown section '%s'", sec);
    }
    if (!expect(r, ")")) return false;
  }
  if (!*start) return kfail(r, MT_ERR_INPUT, 0, "no %s", "(STARTTERM (FUNCTIONSYMBOLS f))");
  if (!seen_rules) return kfail(r, MT_ERR_INPUT, 0, "no %s section", "(RULES ...)");
  return true;
}

/* the location of symbol f with the given arity (created on first use) */
static bool loc_of(koat_reader *r, u32_vec *arity, const char *f, uint32_t n,
                   uint32_t line, uint32_t *out) {
  its *s = r->cv.sys;
  int64_t l = its_find_loc(s, f);
  if (l < 0) {
    l = its_add_loc(s, f);
    MT_VEC_PUSH(*arity, n);
  } else if (arity->data[l] != n) {
    char msg[160];
    snprintf(msg, sizeof msg, "'%.60s' used with %u and %u arguments", f, arity->data[l], n);
    return kfail(r, MT_ERR_INPUT, line, "%s", msg);
  }
  *out = (uint32_t)l;
  return true;
}

mt_status its_read_koat(mt_run *run, const char *name, const char *text, size_t len, its **out,
                        char **err) {
  *out = NULL;
  *err = NULL;
  mt_arena tmp;
  mt_arena_init(&tmp);
  koat_reader r;
  memset(&r, 0, sizeof r);
  r.cv.run = run;
  r.cv.tmp = &tmp;
  r.cv.sys = its_new(ITS_FMT_KOAT);
  r.cv.file = name;
  r.cv.allow_free = true;
  r.a = &tmp;
  r.name = name;
  r.text = text;
  r.len = len;
  r.line = 1;
  const char *start = NULL;
  rule_vec rules = {0};
  u32_vec arity = {0};
  its *s = r.cv.sys;
  bool ok = next(&r) && parse_sections(&r, &start, &rules);
  /* locations (start first), arities, and the variables of the positions */
  uint32_t nv = 0;
  if (ok) { /* the start location is location 0; its arity from its first use */
    uint32_t n = 0, line = 0, st;
    bool found = false;
    for (uint32_t i = 0; i < rules.len && !found; i++) {
      koat_rule *ru = &rules.data[i];
      if (!strcmp(ru->lhs.f, start)) n = ru->lhs.n, line = ru->lhs.line, found = true;
      for (uint32_t k = 0; k < ru->nrhs && !found; k++)
        if (!strcmp(ru->rhs[k].f, start)) n = ru->rhs[k].n, line = ru->rhs[k].line, found = true;
    }
    ok = loc_of(&r, &arity, start, n, line, &st);
    s->start = st;
  }
  for (uint32_t i = 0; ok && i < rules.len; i++) {
    koat_rule *ru = &rules.data[i];
    uint32_t l;
    ok = loc_of(&r, &arity, ru->lhs.f, ru->lhs.n, ru->lhs.line, &l);
    for (uint32_t k = 0; ok && k < ru->nrhs; k++)
      ok = loc_of(&r, &arity, ru->rhs[k].f, ru->rhs[k].n, ru->rhs[k].line, &l);
  }
  for (uint32_t l = 0; ok && l < arity.len; l++)
    if (arity.data[l] > nv) nv = arity.data[l];
  /* names: the first left-hand side that has the position */
  for (uint32_t p = 0; ok && p < nv; p++) {
    const char *nm = NULL;
    for (uint32_t i = 0; i < rules.len && !nm; i++)
      if (rules.data[i].lhs.n > p) nm = rules.data[i].lhs.arg[p]->s;
    char buf[80];
    bool clash = !nm;
    for (uint32_t q = 0; nm && q < p && !clash; q++) clash = !strcmp(s->var[q], nm);
    if (clash) {
      snprintf(buf, sizeof buf, "%s_%u", nm ? nm : "x", p + 1);
      nm = buf;
    }
    its_add_var(s, nm);
  }
  r.cv.nv = nv;
  for (uint32_t i = 0; ok && i < rules.len; i++) {
    koat_rule *ru = &rules.data[i];
    uint32_t from = (uint32_t)its_find_loc(s, ru->lhs.f);
    for (uint32_t k = 0; ok && k < ru->nrhs; k++) {
      its_conv_reset(&r.cv);
      its_scope *scope = NULL;
      MT_VEC(const its_sx *) conj = {0};
      if (ru->cond) MT_VEC_PUSH(conj, ru->cond);
      for (uint32_t p = 0; p < ru->lhs.n; p++) {
        const char *v = ru->lhs.arg[p]->s;
        bool dup = false;
        for (uint32_t q = 0; q < p && !dup; q++) dup = !strcmp(ru->lhs.arg[q]->s, v);
        char pre[32];
        snprintf(pre, sizeof pre, "\x01pre%u", p);
        const char *pn = mt_arena_strdup(&tmp, pre);
        scope = its_scope_var(&r.cv, scope, pn, p);
        if (dup) { /* f(x, x): the second position equals the first */
          MT_VEC_PUSH(conj, its_sx_list2(&tmp, "=", its_sx_sym(&tmp, pn, ru->lhs.line),
                                         its_sx_sym(&tmp, v, ru->lhs.line), ru->lhs.line));
        } else {
          scope = its_scope_var(&r.cv, scope, v, p);
        }
      }
      koat_call *c = &ru->rhs[k];
      for (uint32_t p = 0; p < c->n; p++) {
        char post[32];
        snprintf(post, sizeof post, "\x01post%u", p);
        const char *pn = mt_arena_strdup(&tmp, post);
        scope = its_scope_var(&r.cv, scope, pn, nv + p);
        MT_VEC_PUSH(conj, its_sx_list2(&tmp, "=", its_sx_sym(&tmp, pn, c->line), c->arg[p], c->line));
      }
      uint32_t to = (uint32_t)its_find_loc(s, c->f);
      ok = its_conv_rule_n(&r.cv, scope, conj.len, conj.data, from, to);
      MT_VEC_FREE(conj);
    }
  }
  mt_status stt = r.cv.status;
  if (ok && stt == MT_OK) {
    *out = s;
    MT_LOG(run, 1, "its", "%s: %u locations, %u variables, %u rules, %u abstracted term(s)", name,
           s->nloc, s->nvar, s->nrule, s->nabstracted);
  } else {
    if (stt == MT_OK) stt = MT_ERR_INPUT;
    *err = r.cv.err ? r.cv.err : mt_sprintf("%s: invalid KoAT input", name);
    r.cv.err = NULL;
    its_free(s);
  }
  its_conv_free(&r.cv);
  MT_VEC_FREE(rules);
  MT_VEC_FREE(arity);
  mt_arena_delete(&tmp);
  return stt;
}
