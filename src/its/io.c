/* io.c -- format detection, reading a file, and the two writers (the
 * TermComp SMT-LIB form and KoAT's form).  The writers print the rules as
 * they are, so reading the output back gives the same system; an
 * abstracted product or division is written as an equation with its
 * temporary (exact), other abstractions as an unconstrained temporary. */
#include <ctype.h>
#include <string.h>

#include "its_int.h"

/* ---- reading -------------------------------------------------------------------- */

static bool is_koat(const char *text, size_t len) {
  size_t i = 0;
  for (;;) {
    while (i < len && isspace((unsigned char)text[i])) i++;
    if (i < len && (text[i] == '#' || text[i] == ';')) {
      while (i < len && text[i] != '\n') i++;
      continue;
    }
    break;
  }
  if (i >= len || text[i] != '(') return false;
  i++;
  while (i < len && isspace((unsigned char)text[i])) i++;
  static const char *const kw[] = {"GOAL", "STARTTERM", "VAR", "RULES", NULL};
  for (int k = 0; kw[k]; k++) {
    size_t n = strlen(kw[k]);
    if (i + n <= len && !memcmp(text + i, kw[k], n) &&
        (i + n == len || !isalnum((unsigned char)text[i + n])))
      return true;
  }
  return false;
}

mt_status its_read(mt_run *run, const char *name, const char *text, size_t len, its **out,
                   char **err) {
  *out = NULL;
  *err = NULL;
  if (memchr(text, 0, len)) {
    *err = mt_sprintf("%s: not a text file (contains NUL bytes)", name);
    return MT_ERR_INPUT;
  }
  if (is_koat(text, len)) return its_read_koat(run, name, text, len, out, err);
  return its_read_smt2(run, name, text, len, out, err);
}

mt_status its_read_file(mt_run *run, const char *path, its **out, char **err) {
  char *text;
  size_t len;
  *out = NULL;
  mt_status st = mt_read_file(path, &text, &len, err);
  if (st != MT_OK) return st;
  st = its_read(run, path, text, len, out, err);
  mt_free(text);
  if (st == MT_OK) {
    const char *bad = its_check(*out);
    if (bad) {
      its_free(*out);
      *out = NULL;
      *err = mt_sprintf("%s: internal inconsistency after reading: %s", path, bad);
      return MT_ERR_INTERNAL;
    }
  }
  return st;
}

/* ---- names for writing ---------------------------------------------------------- */

typedef struct names {
  mt_arena a;
  const char **loc, **pre, **post;
  const char *pc, *pc1;
} names;

static bool smt2_simple(const char *s) {
  if (!*s || isdigit((unsigned char)*s)) return false;
  for (const char *p = s; *p; p++)
    if (!isalnum((unsigned char)*p) && !strchr("~!@$%^&*_-+=<>.?/", *p)) return false;
  return true;
}

/* KoAT: [A-Za-z_][A-Za-z0-9_.']*; anything else becomes '_' */
static char *koat_ident(mt_arena *a, const char *s) {
  size_t n = strlen(s);
  char *r = mt_arena_alloc(a, n + 2);
  size_t k = 0;
  if (!n || !(isalpha((unsigned char)s[0]) || s[0] == '_')) r[k++] = '_';
  for (size_t i = 0; i < n; i++)
    r[k++] = isalnum((unsigned char)s[i]) || s[i] == '_' || s[i] == '.' || s[i] == '\'' ? s[i] : '_';
  r[k] = 0;
  return r;
}

static char *smt2_ident(mt_arena *a, const char *s) {
  if (smt2_simple(s)) return mt_arena_strdup(a, s);
  mt_buf b = {0};
  mt_buf_putc(&b, '|');
  for (const char *p = s; *p; p++) mt_buf_putc(&b, *p == '|' || *p == '\\' ? '_' : *p);
  mt_buf_putc(&b, '|');
  char *r = mt_arena_strdup(a, b.data);
  mt_buf_free(&b);
  return r;
}

/* ---- SMT-LIB writer ---------------------------------------------------------------- */

static void smt2_num(FILE *out, int64_t v) {
  if (v < 0) fprintf(out, "(- %llu)", (unsigned long long)((uint64_t)0 - (uint64_t)v));
  else fprintf(out, "%lld", (long long)v);
}

static const char *smt2_var(const its *s, const its_rule *r, const char **tn, uint32_t v,
                            const names *nm) {
  if (v < s->nvar) return nm->pre[v];
  if (v < 2 * s->nvar) return nm->post[v - s->nvar];
  (void)r;
  return tn[v - 2 * s->nvar];
}

static void smt2_lin(FILE *out, const its *s, const its_rule *r, const char **tn, const its_lin *e,
                     const names *nm) {
  uint32_t terms = e->n + (e->c != 0 || e->n == 0);
  if (terms > 1) fprintf(out, "(+");
  for (uint32_t i = 0; i < e->n; i++) {
    fprintf(out, terms > 1 ? " " : "");
    const char *v = smt2_var(s, r, tn, e->var[i], nm);
    if (e->coef[i] == 1) fprintf(out, "%s", v);
    else {
      fprintf(out, "(* ");
      smt2_num(out, e->coef[i]);
      fprintf(out, " %s)", v);
    }
  }
  if (e->c != 0 || e->n == 0) {
    fprintf(out, terms > 1 ? " " : "");
    smt2_num(out, e->c);
  }
  if (terms > 1) fprintf(out, ")");
}

static const char *abs_op_smt2(its_abs_op op) {
  switch (op) {
  case ITS_ABS_MUL: return "*";
  case ITS_ABS_DIV: return "div";
  case ITS_ABS_MOD: return "mod";
  default: return NULL;
  }
}

/* temporary names of a rule, unique against the variables' names */
static const char **temp_names(mt_arena *a, const its *s, const its_rule *r, bool koat,
                               const names *nm) {
  const char **tn = MT_ANEWN(a, const char *, r->ntemp ? r->ntemp : 1);
  for (uint32_t t = 0; t < r->ntemp; t++) {
    const char *base = koat ? koat_ident(a, r->tname[t]) : smt2_ident(a, r->tname[t]);
    const char *name = base;
    for (uint32_t k = 1;; k++) {
      bool clash = false;
      for (uint32_t v = 0; v < s->nvar && !clash; v++)
        clash = !strcmp(name, nm->pre[v]) || !strcmp(name, nm->post[v]);
      for (uint32_t u = 0; u < t && !clash; u++) clash = !strcmp(name, tn[u]);
      if (!clash) break;
      char buf[128];
      snprintf(buf, sizeof buf, "%.100s_%u", r->tname[t], k);
      name = koat ? koat_ident(a, buf) : smt2_ident(a, buf);
    }
    tn[t] = name;
  }
  return tn;
}

static bool name_used(const names *nm, uint32_t nvar, const char *n) {
  for (uint32_t v = 0; v < nvar; v++)
    if ((nm->pre[v] && !strcmp(nm->pre[v], n)) || (nm->post[v] && !strcmp(nm->post[v], n)))
      return true;
  return false;
}

void its_write_smt2(FILE *out, const its *s) {
  names nm;
  memset(&nm, 0, sizeof nm);
  mt_arena_init(&nm.a);
  nm.loc = MT_ANEWN(&nm.a, const char *, s->nloc + 1);
  nm.pre = MT_ANEWN(&nm.a, const char *, s->nvar + 1);
  nm.post = MT_ANEWN(&nm.a, const char *, s->nvar + 1);
  for (uint32_t l = 0; l < s->nloc; l++) nm.loc[l] = smt2_ident(&nm.a, s->loc[l]);
  for (uint32_t v = 0; v < s->nvar; v++) {
    char *p0 = mt_sprintf("%s^0", s->var[v]), *p1 = mt_sprintf("%s^post", s->var[v]);
    nm.pre[v] = smt2_ident(&nm.a, p0);
    nm.post[v] = smt2_ident(&nm.a, p1);
    mt_free(p0);
    mt_free(p1);
  }
  nm.pc = "pc^0";
  nm.pc1 = "pc^post";
  for (uint32_t k = 1; name_used(&nm, s->nvar, nm.pc) || name_used(&nm, s->nvar, nm.pc1); k++) {
    char b0[32], b1[32];
    snprintf(b0, sizeof b0, "pc%u^0", k);
    snprintf(b1, sizeof b1, "pc%u^post", k);
    nm.pc = mt_arena_strdup(&nm.a, b0);
    nm.pc1 = mt_arena_strdup(&nm.a, b1);
  }
  fprintf(out, "(declare-sort Loc 0)\n");
  for (uint32_t l = 0; l < s->nloc; l++) fprintf(out, "(declare-const %s Loc)\n", nm.loc[l]);
  if (s->nloc > 1) {
    fprintf(out, "(assert (distinct");
    for (uint32_t l = 0; l < s->nloc; l++) fprintf(out, " %s", nm.loc[l]);
    fprintf(out, "))\n");
  }
  fprintf(out,
          "\n(define-fun cfg_init ( (pc Loc) (src Loc) (rel Bool) ) Bool\n"
          "  (and (= pc src) rel))\n\n"
          "(define-fun cfg_trans2 ( (pc Loc) (src Loc)\n"
          "                         (pc1 Loc) (dst Loc)\n"
          "                         (rel Bool) ) Bool\n"
          "  (and (= pc src) (= pc1 dst) rel))\n\n"
          "(define-fun cfg_trans3 ( (pc Loc) (exit Loc)\n"
          "                         (pc1 Loc) (call Loc)\n"
          "                         (pc2 Loc) (return Loc)\n"
          "                         (rel Bool) ) Bool\n"
          "  (and (= pc exit) (= pc1 call) (= pc2 return) rel))\n\n");
  fprintf(out, "(define-fun init_main ( (%s Loc)", nm.pc);
  for (uint32_t v = 0; v < s->nvar; v++) fprintf(out, " (%s Int)", nm.pre[v]);
  fprintf(out, " ) Bool\n  (cfg_init %s %s true))\n\n", nm.pc, s->nloc ? nm.loc[s->start] : "?");
  fprintf(out, "(define-fun next_main (\n                 (%s Loc)", nm.pc);
  for (uint32_t v = 0; v < s->nvar; v++) fprintf(out, " (%s Int)", nm.pre[v]);
  fprintf(out, "\n                 (%s Loc)", nm.pc1);
  for (uint32_t v = 0; v < s->nvar; v++) fprintf(out, " (%s Int)", nm.post[v]);
  fprintf(out, "\n             ) Bool\n  (or\n");
  for (uint32_t i = 0; i < s->nrule; i++) {
    const its_rule *r = &s->rule[i];
    mt_arena_mark mk = mt_arena_get_mark(&nm.a);
    const char **tn = temp_names(&nm.a, s, r, false, &nm);
    fprintf(out, "    (cfg_trans2 %s %s %s %s ", nm.pc, nm.loc[r->from], nm.pc1, nm.loc[r->to]);
    if (r->ntemp) {
      fprintf(out, "(exists (");
      for (uint32_t t = 0; t < r->ntemp; t++) fprintf(out, "%s(%s Int)", t ? " " : "", tn[t]);
      fprintf(out, ") ");
    }
    uint32_t nconj = r->natom;
    for (uint32_t a = 0; a < r->nabs; a++) nconj += abs_op_smt2(r->abs[a].op) != NULL;
    if (nconj != 1) fprintf(out, "(and");
    if (!nconj) fprintf(out, " true");
    for (uint32_t a = 0; a < r->natom; a++) {
      fprintf(out, nconj != 1 ? " " : "");
      fprintf(out, "(%s ", r->atom[a].rel == ITS_EQ ? "=" : "<=");
      smt2_lin(out, s, r, tn, &r->atom[a].e, &nm);
      fprintf(out, " 0)");
    }
    for (uint32_t a = 0; a < r->nabs; a++) {
      const its_abs *ab = &r->abs[a];
      const char *op = abs_op_smt2(ab->op);
      if (!op) continue;
      fprintf(out, "%s(= %s (%s ", nconj != 1 ? " " : "", tn[ab->temp - 2 * s->nvar], op);
      smt2_lin(out, s, r, tn, &ab->a, &nm);
      fprintf(out, " ");
      smt2_lin(out, s, r, tn, &ab->b, &nm);
      fprintf(out, "))");
    }
    if (nconj != 1) fprintf(out, ")");
    if (r->ntemp) fprintf(out, ")");
    fprintf(out, ")\n");
    mt_arena_pop(&nm.a, mk);
  }
  if (!s->nrule) fprintf(out, "    false\n");
  fprintf(out, "  )\n)\n");
  mt_arena_delete(&nm.a);
}

/* ---- KoAT writer -------------------------------------------------------------------- */

static void koat_lin(FILE *out, const its_lin *e, const char **vn) {
  bool first = true;
  for (uint32_t i = 0; i < e->n; i++) {
    int64_t k = e->coef[i];
    uint64_t mag = k < 0 ? (uint64_t)0 - (uint64_t)k : (uint64_t)k;
    if (first) fprintf(out, "%s", k < 0 ? "-" : "");
    else fprintf(out, " %s ", k < 0 ? "-" : "+");
    if (mag != 1) fprintf(out, "%llu*", (unsigned long long)mag);
    fprintf(out, "%s", vn[e->var[i]]);
    first = false;
  }
  if (first) fprintf(out, "%lld", (long long)e->c);
  else if (e->c)
    fprintf(out, " %s %llu", e->c < 0 ? "-" : "+",
            (unsigned long long)(e->c < 0 ? (uint64_t)0 - (uint64_t)e->c : (uint64_t)e->c));
}

/* post value i is defined by atom a when a is  ±x'_i + (pre/temps only) = 0 */
static bool defines(const its *s, const its_atom *a, uint32_t post) {
  if (a->rel != ITS_EQ) return false;
  int64_t k = its_lin_coef(&a->e, post);
  if (k != 1 && k != -1) return false;
  for (uint32_t i = 0; i < a->e.n; i++)
    if (a->e.var[i] != post && a->e.var[i] >= s->nvar && a->e.var[i] < 2 * s->nvar) return false;
  /* -(rest) must not overflow when k == 1 */
  if (k == 1) {
    if (a->e.c == INT64_MIN) return false;
    for (uint32_t i = 0; i < a->e.n; i++)
      if (a->e.coef[i] == INT64_MIN) return false;
  }
  return true;
}

void its_write_koat(FILE *out, const its *s) {
  mt_arena a;
  mt_arena_init(&a);
  const char **loc = MT_ANEWN(&a, const char *, s->nloc + 1);
  for (uint32_t l = 0; l < s->nloc; l++) {
    const char *base = koat_ident(&a, s->loc[l]);
    const char *n = base;
    for (uint32_t k = 1;; k++) {
      bool clash = !strncmp(n, "Com_", 4);
      for (uint32_t m = 0; m < l && !clash; m++) clash = !strcmp(loc[m], n);
      if (!clash) break;
      char buf[160];
      snprintf(buf, sizeof buf, "%s_%u", base, k);
      n = mt_arena_strdup(&a, buf);
    }
    loc[l] = n;
  }
  names nm;
  memset(&nm, 0, sizeof nm);
  nm.pre = MT_ANEWN(&a, const char *, s->nvar + 1);
  nm.post = MT_ANEWN(&a, const char *, s->nvar + 1);
  for (uint32_t v = 0; v < s->nvar; v++) {
    const char *base = koat_ident(&a, s->var[v]);
    const char *n = base;
    for (uint32_t k = 1; name_used(&nm, v, n); k++) {
      char buf[160];
      snprintf(buf, sizeof buf, "%s_%u", base, k);
      n = mt_arena_strdup(&a, buf);
    }
    nm.pre[v] = n;
  }
  for (uint32_t v = 0; v < s->nvar; v++) {
    char buf[160];
    snprintf(buf, sizeof buf, "%s_post", nm.pre[v]);
    const char *n = mt_arena_strdup(&a, buf);
    for (uint32_t k = 1; name_used(&nm, s->nvar, n); k++) {
      snprintf(buf, sizeof buf, "%s_post%u", nm.pre[v], k);
      n = mt_arena_strdup(&a, buf);
    }
    nm.post[v] = n;
  }
  fprintf(out, "(GOAL TERMINATION)\n(STARTTERM (FUNCTIONSYMBOLS %s))\n(VAR",
          s->nloc ? loc[s->start] : "start");
  /* every name a rule uses: pre and post values, temporaries */
  MT_VEC(const char *) all = {0};
  for (uint32_t v = 0; v < s->nvar; v++) MT_VEC_PUSH(all, nm.pre[v]);
  for (uint32_t v = 0; v < s->nvar; v++) MT_VEC_PUSH(all, nm.post[v]);
  for (uint32_t i = 0; i < s->nrule; i++) {
    const char **tn = temp_names(&a, s, &s->rule[i], true, &nm);
    for (uint32_t t = 0; t < s->rule[i].ntemp; t++) {
      bool dup = false;
      for (uint32_t k = 2 * s->nvar; k < all.len && !dup; k++) dup = !strcmp(all.data[k], tn[t]);
      if (!dup) MT_VEC_PUSH(all, tn[t]);
    }
  }
  for (uint32_t k = 0; k < all.len; k++) fprintf(out, " %s", all.data[k]);
  MT_VEC_FREE(all);
  fprintf(out, ")\n(RULES\n");
  for (uint32_t i = 0; i < s->nrule; i++) {
    const its_rule *r = &s->rule[i];
    mt_arena_mark mk = mt_arena_get_mark(&a);
    const char **tn = temp_names(&a, s, r, true, &nm);
    uint32_t nvars = 2 * s->nvar + r->ntemp;
    const char **vn = MT_ANEWN(&a, const char *, nvars + 1);
    for (uint32_t v = 0; v < s->nvar; v++) vn[v] = nm.pre[v], vn[s->nvar + v] = nm.post[v];
    for (uint32_t t = 0; t < r->ntemp; t++) vn[2 * s->nvar + t] = tn[t];
    uint8_t *used = MT_ANEWN(&a, uint8_t, r->natom + 1);
    uint32_t *def = MT_ANEWN(&a, uint32_t, s->nvar + 1);
    for (uint32_t v = 0; v < s->nvar; v++) {
      def[v] = UINT32_MAX;
      for (uint32_t k = 0; k < r->natom && def[v] == UINT32_MAX; k++)
        if (!used[k] && defines(s, &r->atom[k], s->nvar + v)) def[v] = k, used[k] = 1;
    }
    /* a post value that other atoms mention stays a free variable (and its
     * defining equation stays in the guard) */
    for (bool changed = true; changed;) {
      changed = false;
      for (uint32_t v = 0; v < s->nvar; v++) {
        if (def[v] == UINT32_MAX) continue;
        uint32_t post = s->nvar + v;
        bool mentioned = false;
        for (uint32_t k = 0; k < r->natom && !mentioned; k++)
          mentioned = !used[k] && its_lin_coef(&r->atom[k].e, post) != 0;
        for (uint32_t k = 0; k < r->nabs && !mentioned; k++)
          mentioned = its_lin_coef(&r->abs[k].a, post) || its_lin_coef(&r->abs[k].b, post);
        if (mentioned) {
          used[def[v]] = 0;
          def[v] = UINT32_MAX;
          changed = true;
        }
      }
    }
    fprintf(out, "  %s(", loc[r->from]);
    for (uint32_t v = 0; v < s->nvar; v++) fprintf(out, "%s%s", v ? ", " : "", nm.pre[v]);
    fprintf(out, ") -> %s(", loc[r->to]);
    for (uint32_t v = 0; v < s->nvar; v++) {
      fprintf(out, "%s", v ? ", " : "");
      uint32_t post = s->nvar + v;
      if (def[v] == UINT32_MAX) {
        fprintf(out, "%s", nm.post[v]); /* free: constrained by the guard, if at all */
        continue;
      }
      /* k·x' + rest = 0  =>  x' = -rest/k with k = ±1 */
      const its_lin *e = &r->atom[def[v]].e;
      int64_t k = its_lin_coef(e, post);
      its_lin rest = {0, MT_ANEWN(&a, uint32_t, e->n + 1), MT_ANEWN(&a, int64_t, e->n + 1), 0};
      for (uint32_t m = 0; m < e->n; m++)
        if (e->var[m] != post) {
          rest.var[rest.n] = e->var[m];
          rest.coef[rest.n++] = k == 1 ? -e->coef[m] : e->coef[m];
        }
      rest.c = k == 1 ? -e->c : e->c;
      koat_lin(out, &rest, vn);
    }
    fprintf(out, ")");
    bool first = true;
    for (uint32_t k = 0; k < r->natom; k++) {
      if (used[k]) continue;
      fprintf(out, first ? " :|: " : " && ");
      first = false;
      koat_lin(out, &r->atom[k].e, vn);
      fprintf(out, r->atom[k].rel == ITS_EQ ? " = 0" : " <= 0");
    }
    for (uint32_t k = 0; k < r->nabs; k++) {
      const its_abs *ab = &r->abs[k];
      if (ab->op != ITS_ABS_MUL) continue; /* KoAT has no division: left unconstrained */
      fprintf(out, first ? " :|: " : " && ");
      first = false;
      fprintf(out, "%s = (", tn[ab->temp - 2 * s->nvar]);
      koat_lin(out, &ab->a, vn);
      fprintf(out, ") * (");
      koat_lin(out, &ab->b, vn);
      fprintf(out, ")");
    }
    fprintf(out, "\n");
    mt_arena_pop(&a, mk);
  }
  fprintf(out, ")\n");
  mt_arena_delete(&a);
}
