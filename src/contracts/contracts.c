/*
 * contracts.c -- candidate preconditions of one function, the harness that
 * checks one, and its ACSL (contracts.h).
 */
#include "contracts.h"

#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

/* how strong each requirement is (a candidate's rank is the sum) */
static const uint32_t req_rank[CTR_NKINDS] = {
    [CTR_NONE] = 0, [CTR_ONE] = 2, [CTR_STR_OR_N] = 2, [CTR_STRING] = 3,
    [CTR_N] = 3,    [CTR_ROOM] = 4, [CTR_N1] = 5,      [CTR_CAT] = 5,
    [CTR_STRING1] = 5, [CTR_ROOM1] = 6, [CTR_CAT1] = 6,
};

/* the concrete call that shows a contract satisfiable: every integer 3,
 * every block 16 elements, every string of length 3, never null */
#define CALL_INT 3
#define CALL_ELEMS 16
#define CALL_STRLEN 3

static bool is_str(const ir_cparam *p) { return p->kind == IR_CP_PTR && p->elem_char; }

/* ---- the signature ------------------------------------------------------------------- */

/* a global the function may read or write through this operand (also
 * inside constant expressions, and through the addresses a constant
 * global holds); mutable ones only */
static void note_global(const ir_module *m, ir_val v, uint8_t *used, int depth) {
  const ir_value *x = ir_val_get(m, v);
  if (x->kind == IR_V_GLOBAL && !m->globals.data[x->u.index].is_const) used[x->u.index] = 1;
  /* a constant global that holds the address of a mutable one reaches it */
  if (x->kind == IR_V_GLOBAL && m->globals.data[x->u.index].is_const && depth < 8) {
    const ir_global *gl = &m->globals.data[x->u.index];
    for (uint32_t r = 0; r < gl->nrelocs; r++) note_global(m, gl->relocs[r].target, used, depth + 1);
  }
  if (x->kind == IR_V_CEXPR && depth < 8)
    for (uint32_t i = 0; i < x->u.cexpr->nops; i++) note_global(m, x->u.cexpr->ops[i], used, depth + 1);
}

/* the functions f reaches by direct calls (seen), whether one of them
 * calls free or realloc or makes an indirect call, and the mutable globals
 * they name (used) */
static bool walk_calls(const ir_module *m, const ir_func *f, uint8_t *seen, uint8_t *used) {
  uint32_t fi = (uint32_t)(f - m->funcs.data);
  if (seen[fi]) return false;
  seen[fi] = 1;
  bool frees = f->builtin == IR_BI_FREE || f->builtin == IR_BI_REALLOC;
  for (uint32_t i = 0; i < f->ninsts; i++) {
    const ir_inst *in = &f->insts[i];
    for (uint32_t k = 0; k < in->nops; k++) note_global(m, in->ops[k], used, 0);
    if (in->op != IR_CALL) continue;
    const ir_value *c = ir_val_get(m, in->ops[0]);
    if (c->kind != IR_V_FUNC) frees = true;
    else if (walk_calls(m, &m->funcs.data[c->u.index], seen, used)) frees = true;
  }
  return frees;
}

void ctr_signature_free(ctr_sig *s) {
  mt_free(s->globals);
  s->globals = NULL;
  s->nglobals = 0;
}

mt_status ctr_signature(const ir_module *m, const char *func, ctr_sig *out, char **err) {
  memset(out, 0, sizeof *out);
  const ir_func *f = ir_find_func(m, func);
  if (!f || f->is_decl) {
    *err = mt_sprintf("'%s' defines no function '%s' (with a body)", m->source, func);
    return MT_ERR_INPUT;
  }
  const ir_type *fty = ir_type_get(m, f->type);
  if (fty->kind == IR_T_FUNC && fty->vararg) {
    *err = mt_sprintf("function '%s' takes a variable number of arguments (not supported by --entry)", func);
    return MT_ERR_INPUT;
  }
  for (uint32_t i = 0; i < f->nparams; i++) {
    const ir_cparam *p = f->cparams ? &f->cparams[i] : NULL;
    if (!p || !p->name) {
      *err = mt_sprintf("parameter %u of '%s' has no name in the debug information", i + 1, func);
      return MT_ERR_INPUT;
    }
    if (p->kind == IR_CP_UNKNOWN || (f->byval && f->byval[i] != IR_NONE)) {
      *err = mt_sprintf("parameter '%s' of '%s': only integer parameters and pointers to data are supported by --entry",
                        p->name, func);
      return MT_ERR_INPUT;
    }
  }
  ir_type_id rt = fty->kind == IR_T_FUNC ? fty->elem : IR_NONE;
  out->m = m;
  out->f = f;
  out->nparams = f->nparams;
  out->p = f->cparams;
  out->ret_void = !rt || rt == m->ty_void;
  out->ret_ptr = rt && rt == m->ty_ptr;
  uint8_t *seen = mt_calloc(m->funcs.len + 1u, 1);
  uint8_t *used = mt_calloc(m->globals.len + 1u, 1);
  out->frees = walk_calls(m, f, seen, used);
  for (uint32_t g = 0; g < m->globals.len; g++)
    if (used[g]) out->nglobals++;
  out->globals = out->nglobals ? mt_calloc(out->nglobals, sizeof *out->globals) : NULL;
  for (uint32_t g = 0, k = 0; g < m->globals.len; g++)
    if (used[g]) out->globals[k++] = m->globals.data[g].name;
  mt_free(used);
  mt_free(seen);
  return MT_OK;
}

/* ---- candidates ---------------------------------------------------------------------- */

typedef MT_VEC(ctr_req) req_vec;

/* the requirements parameter i may get */
static void options_of(const ctr_sig *s, uint32_t i, req_vec *o) {
  const ir_cparam *p = &s->p[i];
  if (p->kind != IR_CP_PTR) {
    MT_VEC_PUSH(*o, ((ctr_req){CTR_NONE, 0, false}));
    return;
  }
  MT_VEC_PUSH(*o, ((ctr_req){CTR_NONE, 0, false}));
  if (p->elem_size) MT_VEC_PUSH(*o, ((ctr_req){CTR_ONE, 0, true}));
  if (p->elem_size) MT_VEC_PUSH(*o, ((ctr_req){CTR_ONE, 0, false}));
  if (is_str(p)) MT_VEC_PUSH(*o, ((ctr_req){CTR_STRING, 0, true}));
  if (is_str(p)) MT_VEC_PUSH(*o, ((ctr_req){CTR_STRING, 0, false}));
  if (is_str(p)) MT_VEC_PUSH(*o, ((ctr_req){CTR_STRING1, 0, false}));
  for (uint32_t x = 0; x < s->nparams; x++) {
    if (s->p[x].kind != IR_CP_INT) continue;
    if (is_str(p)) MT_VEC_PUSH(*o, ((ctr_req){CTR_STR_OR_N, x, false}));
    MT_VEC_PUSH(*o, ((ctr_req){CTR_N, x, true}));
    MT_VEC_PUSH(*o, ((ctr_req){CTR_N, x, false}));
    MT_VEC_PUSH(*o, ((ctr_req){CTR_N1, x, false}));
  }
  for (uint32_t q = 0; is_str(p) && q < s->nparams; q++) {
    if (q == i || !is_str(&s->p[q])) continue;
    MT_VEC_PUSH(*o, ((ctr_req){CTR_ROOM, q, false}));
    MT_VEC_PUSH(*o, ((ctr_req){CTR_ROOM1, q, false}));
    MT_VEC_PUSH(*o, ((ctr_req){CTR_CAT, q, false}));
    MT_VEC_PUSH(*o, ((ctr_req){CTR_CAT1, q, false}));
  }
}

static bool is_cat(ctr_req_kind k) { return k == CTR_CAT || k == CTR_CAT1; }

/* ROOM and CAT name a parameter that must be a string in the same candidate */
static bool consistent(const ctr_sig *s, const ctr_req *r) {
  for (uint32_t i = 0; i < s->nparams; i++) {
    if (r[i].kind != CTR_ROOM && r[i].kind != CTR_ROOM1 && !is_cat(r[i].kind)) continue;
    ctr_req_kind k = r[r[i].arg].kind;
    if (k != CTR_STRING && k != CTR_STRING1 && !is_cat(k)) return false;
    if (r[r[i].arg].null_ok) return false; /* strlen of a null pointer */
    if (is_cat(k) && r[r[i].arg].arg == i) return false; /* each appended to the other */
  }
  return true;
}

static int by_rank(const void *a, const void *b) {
  const ctr_cand *x = a, *y = b;
  return x->rank < y->rank ? -1 : x->rank > y->rank;
}

uint32_t ctr_candidates(const ctr_sig *s, uint32_t max, ctr_cand **out) {
  uint32_t n = s->nparams;
  req_vec *opt = mt_calloc(n + 1u, sizeof *opt);
  uint64_t total = 1;
  for (uint32_t i = 0; i < n; i++) {
    options_of(s, i, &opt[i]);
    total *= opt[i].len;
    if (total > 100000) total = 100000; /* enumerated below up to that many */
  }
  MT_VEC(ctr_cand) cs = {0};
  uint32_t *pick = mt_calloc(n + 1u, sizeof *pick);
  for (uint64_t k = 0; k < total; k++) {
    ctr_req *r = mt_calloc(n + 1u, sizeof *r);
    uint32_t rank = 0;
    for (uint32_t i = 0; i < n; i++) {
      r[i] = opt[i].data[pick[i]];
      rank += req_rank[r[i].kind] - (r[i].null_ok ? 1u : 0u);
    }
    if (consistent(s, r)) {
      ctr_cand c = {r, rank};
      MT_VEC_PUSH(cs, c);
    } else {
      mt_free(r);
    }
    for (uint32_t i = 0; i < n; i++) { /* the next combination */
      if (++pick[i] < opt[i].len) break;
      pick[i] = 0;
    }
  }
  mt_free(pick);
  for (uint32_t i = 0; i < n; i++) MT_VEC_FREE(opt[i]);
  mt_free(opt);
  if (cs.len) qsort(cs.data, cs.len, sizeof *cs.data, by_rank); /* stable enough: ties in enumeration order */
  for (uint32_t i = max; i < cs.len; i++) mt_free(cs.data[i].req);
  if (cs.len > max) cs.len = max;
  *out = cs.data;
  return cs.len;
}

void ctr_cands_free(ctr_cand *c, uint32_t n) {
  for (uint32_t i = 0; i < n; i++) mt_free(c[i].req);
  mt_free(c);
}

/* ---- the harness --------------------------------------------------------------------- */

static const char *int_ctype(const ir_cparam *p) {
  switch (p->bits) {
  case 8: return p->is_signed ? "signed char" : "unsigned char";
  case 16: return p->is_signed ? "short" : "unsigned short";
  case 32: return p->is_signed ? "int" : "unsigned int";
  default: return p->is_signed ? "long long" : "unsigned long long";
  }
}

/* the requirement has a string: its terminator's index K */
static bool has_k(ctr_req_kind k) {
  return k == CTR_STRING || is_cat(k) || k == CTR_STR_OR_N || k == CTR_STRING1;
}

static uint64_t elem(const ir_cparam *p) { return p->elem_size ? p->elem_size : 1; }

typedef MT_VEC(int64_t) val_vec;

/* the largest block of a pointer argument: --entry-max-size, else 2^62
 * (ILP32: 2^31 - 1) */
static unsigned long long max_block(const ctr_sig *s) {
  unsigned long long dflt = s->m->ptr_size == 4 ? 0x7fffffffULL : 0x4000000000000000ULL;
  return s->max_block && s->max_block < dflt ? (unsigned long long)s->max_block : dflt;
}

/* the concrete call's block for parameter p: CALL_ELEMS elements, at most
 * the largest block; its string's length: CALL_STRLEN, below that size */
static unsigned long long call_size(const ctr_sig *s, const ir_cparam *p) {
  unsigned long long n = CALL_ELEMS * elem(p), mx = max_block(s);
  return n < mx ? n : mx;
}
static unsigned long long call_strlen(const ctr_sig *s, const ir_cparam *p) {
  unsigned long long n = call_size(s, p);
  return n > CALL_STRLEN ? CALL_STRLEN : n ? n - 1 : 0;
}

/* the assumption that the block of p (size S<i>) holds x elements, x the
 * integer parameter a (plus one for N1 and AT): x * e (+ e) <= S, with
 * x <= max / e so that the product cannot wrap (a division by a variable
 * would split the graph's states); a negative x is an empty range */
static void assume_n(mt_buf *b, const ctr_sig *s, uint32_t i, uint32_t a, bool plus1) {
  const ir_cparam *x = &s->p[a];
  uint64_t e = elem(&s->p[i]);
  unsigned long long max = max_block(s);
  mt_buf_printf(b, "  __VERIFIER_assume(");
  if (x->is_signed) mt_buf_printf(b, "__mt_a%u %s 0 || (", a, plus1 ? "<" : "<=");
  mt_buf_printf(b, "(unsigned long long)__mt_a%u <= %lluu && (unsigned long long)__mt_a%u * %" PRIu64 "u", a,
                max / e, a, e);
  if (plus1) mt_buf_printf(b, " + %" PRIu64 "u", e);
  mt_buf_printf(b, " <= __mt_S%u%s);\n", i, x->is_signed ? ")" : "");
}

/* where the harness gives p a string (its terminator at K<p>): a C condition */
static void str_guard(mt_buf *b, const ctr_req *r, uint32_t p) {
  if (r->kind == CTR_STR_OR_N) mt_buf_printf(b, "__mt_c%u", p);
  else if (r->null_ok) mt_buf_printf(b, "!__mt_z%u", p);
  else mt_buf_printf(b, "1");
}

/* the check of one postcondition, after the call (its result in __mt_r) */
static void ens_check(mt_buf *b, const ctr_sig *s, const ctr_cand *c, const ctr_ens *e) {
  const ctr_req *r = c->req;
  uint32_t p = e->p, q = e->q;
  mt_buf_printf(b, "  if (");
  switch (e->kind) {
  case CTR_E_RES_LE_STR:
    str_guard(b, &r[p], p);
    mt_buf_printf(b, " && !(__mt_r <= __mt_K%u)", p);
    break;
  case CTR_E_RES_LE_N: mt_buf_printf(b, "!(__mt_r <= (unsigned long long)__mt_a%u)", q); break;
  case CTR_E_RES_EQ: mt_buf_printf(b, "__mt_r != (char *)__mt_p%u", p); break;
  case CTR_E_RES_IN_STR:
    str_guard(b, &r[p], p);
    mt_buf_printf(b, " && __mt_r != 0 && !(__mt_r >= __mt_p%u && __mt_r <= __mt_p%u + __mt_K%u)", p, p, p);
    break;
  case CTR_E_RES_IN_N:
    mt_buf_printf(b, "__mt_r != 0 && !(__mt_r >= __mt_p%u && __mt_r < __mt_p%u + (unsigned long long)__mt_a%u * %" PRIu64 "u)",
                  p, p, q, elem(&s->p[p]));
    break;
  case CTR_E_STR:
  case CTR_E_STR_CAT:
    /* reading the string up to its terminator is itself checked */
    mt_buf_printf(b, "__mt_p%u && ", p);
    str_guard(b, &r[q], q);
    if (e->kind == CTR_E_STR_CAT) {
      mt_buf_printf(b, " && ");
      str_guard(b, &r[p], p);
    }
    mt_buf_printf(b, ") {\n    unsigned long long __mt_j = 0;\n    while (__mt_p%u[__mt_j])\n      __mt_j++;\n"
                     "    if (__mt_j > __mt_K%u",
                  p, q);
    if (e->kind == CTR_E_STR_CAT) mt_buf_printf(b, " + __mt_K%u", p);
    mt_buf_printf(b, ")\n      *(volatile char *)0 = 0;\n  }\n");
    return;
  case CTR_E_NKINDS: break;
  }
  mt_buf_printf(b, ")\n    *(volatile char *)0 = 0;\n");
}

static bool unsigned_int(const ir_cparam *p) { return p->kind == IR_CP_INT && !p->is_signed; }

uint32_t ctr_ens_candidates(const ctr_sig *s, const ctr_cand *c, const bool *writes, ctr_ens **out) {
  MT_VEC(ctr_ens) v = {0};
  for (uint32_t p = 0; p < s->nparams; p++) {
    if (s->p[p].kind != IR_CP_PTR) continue;
    const ctr_req *r = &c->req[p];
    bool k = has_k(r->kind);
    if (!s->ret_void && !s->ret_ptr && k) MT_VEC_PUSH(v, ((ctr_ens){CTR_E_RES_LE_STR, p, 0}));
    if (s->ret_ptr) MT_VEC_PUSH(v, ((ctr_ens){CTR_E_RES_EQ, p, 0}));
    if (s->ret_ptr && k) MT_VEC_PUSH(v, ((ctr_ens){CTR_E_RES_IN_STR, p, 0}));
    if (s->ret_ptr && (r->kind == CTR_N || r->kind == CTR_N1) && unsigned_int(&s->p[r->arg]) &&
        elem(&s->p[p]) == 1)
      MT_VEC_PUSH(v, ((ctr_ens){CTR_E_RES_IN_N, p, r->arg}));
    if (!writes || !writes[p] || !s->p[p].elem_char) continue;
    for (uint32_t q = 0; q < s->nparams; q++) {
      if (q == p || s->p[q].kind != IR_CP_PTR || !has_k(c->req[q].kind)) continue;
      MT_VEC_PUSH(v, ((ctr_ens){CTR_E_STR, p, q}));
      if (k) MT_VEC_PUSH(v, ((ctr_ens){CTR_E_STR_CAT, p, q}));
    }
  }
  for (uint32_t x = 0; !s->ret_void && !s->ret_ptr && x < s->nparams; x++)
    if (unsigned_int(&s->p[x])) MT_VEC_PUSH(v, ((ctr_ens){CTR_E_RES_LE_N, 0, x}));
  *out = v.data;
  return v.len;
}

char *ctr_harness(const ctr_sig *s, const ctr_cand *c, const char *program, int64_t **concrete,
                  uint32_t *nconcrete) {
  return ctr_harness_ens(s, c, NULL, 0, program, concrete, nconcrete);
}

char *ctr_harness_ens(const ctr_sig *s, const ctr_cand *c, const ctr_ens *ens, uint32_t nens, const char *program,
                      int64_t **concrete, uint32_t *nconcrete) {
  mt_buf b = {0};
  val_vec vals = {0};
  uint32_t n = s->nparams;
  mt_buf_printf(&b, "#define main __memterm_user_main\n#include \"%s\"\n#undef main\n", program);
  mt_buf_printf(&b, "#line %u \"memterm-entry-harness\"\n", CTR_HARNESS_LINE);
  mt_buf_printf(&b, "extern unsigned long long __VERIFIER_nondet_memterm_size(void);\n"
                    "extern int __VERIFIER_nondet_memterm_bit(void);\n"
                    "extern void __VERIFIER_assume(int);\n"
                    "extern void *malloc(__SIZE_TYPE__);\n"
                    "extern void free(void *);\n");
  for (uint32_t i = 0; i < n; i++)
    if (s->p[i].kind == IR_CP_INT)
      mt_buf_printf(&b, "extern %s __VERIFIER_nondet_memterm_a%u(void);\n", int_ctype(&s->p[i]), i);
  /* a block of sz bytes; none: a null or a dangling pointer */
  mt_buf_printf(&b, "static char *__mt_block(unsigned long long sz) {\n"
                    "  if (sz == 0) {\n"
                    "    if (__VERIFIER_nondet_memterm_bit()) return 0;\n"
                    "    char *q = malloc(1);\n"
                    "    free(q);\n"
                    "    return q;\n"
                    "  }\n"
                    "  return malloc(sz);\n"
                    "}\n");
  mt_buf_printf(&b, "void *__mt_keep[%u];\n", n + 1);
  mt_buf_printf(&b, "int main(void) {\n");
  /* integers first: the blocks' assumptions name them */
  for (uint32_t i = 0; i < n; i++) {
    if (s->p[i].kind != IR_CP_INT) continue;
    mt_buf_printf(&b, "  %s __mt_a%u = __VERIFIER_nondet_memterm_a%u();\n", int_ctype(&s->p[i]), i, i);
    MT_VEC_PUSH(vals, CALL_INT);
  }
  /* sizes, then strings: the terminator at K<i> < S<i> (strlen <= K<i>;
   * K<i> is the length where the first zero is there) */
  for (uint32_t i = 0; i < n; i++) {
    if (s->p[i].kind != IR_CP_PTR) continue;
    mt_buf_printf(&b, "  unsigned long long __mt_S%u = __VERIFIER_nondet_memterm_size();\n", i);
    mt_buf_printf(&b, "  __VERIFIER_assume(__mt_S%u <= %lluu);\n", i, max_block(s));
    MT_VEC_PUSH(vals, (int64_t)call_size(s, &s->p[i]));
  }
  for (uint32_t i = 0; i < n; i++) {
    if (s->p[i].kind != IR_CP_PTR) continue;
    const ctr_req *r = &c->req[i];
    if (has_k(r->kind)) {
      mt_buf_printf(&b, "  unsigned long long __mt_K%u = __VERIFIER_nondet_memterm_size();\n", i);
      MT_VEC_PUSH(vals, (int64_t)call_strlen(s, &s->p[i]));
    }
    if (r->kind == CTR_STR_OR_N) {
      mt_buf_printf(&b, "  int __mt_c%u = __VERIFIER_nondet_memterm_bit();\n", i);
      MT_VEC_PUSH(vals, 1);
    }
    if (r->null_ok) { /* null, or what the requirement says */
      mt_buf_printf(&b, "  int __mt_z%u = __VERIFIER_nondet_memterm_bit();\n", i);
      MT_VEC_PUSH(vals, 0);
    }
  }
  for (uint32_t i = 0; i < n; i++) {
    if (s->p[i].kind != IR_CP_PTR) continue;
    const ctr_req *r = &c->req[i];
    switch (r->kind) {
    case CTR_NONE: break;
    case CTR_ONE: mt_buf_printf(&b, "  __VERIFIER_assume(__mt_S%u >= %" PRIu64 "u);\n", i, elem(&s->p[i])); break;
    case CTR_STRING:
    case CTR_CAT:
    case CTR_CAT1: mt_buf_printf(&b, "  __VERIFIER_assume(__mt_K%u < __mt_S%u);\n", i, i); break;
    case CTR_STR_OR_N:
      mt_buf_printf(&b, "  if (__mt_c%u) {\n  __VERIFIER_assume(__mt_K%u < __mt_S%u);\n  } else {\n", i, i, i);
      assume_n(&b, s, i, r->arg, false);
      mt_buf_printf(&b, "  }\n");
      break;
    case CTR_N: assume_n(&b, s, i, r->arg, false); break;
    case CTR_N1: assume_n(&b, s, i, r->arg, true); break;
    case CTR_ROOM: mt_buf_printf(&b, "  __VERIFIER_assume(__mt_K%u < __mt_S%u);\n", r->arg, i); break;
    case CTR_STRING1: /* K < S first: K + 1 must not wrap */
      mt_buf_printf(&b, "  __VERIFIER_assume(__mt_K%u < __mt_S%u);\n", i, i);
      mt_buf_printf(&b, "  __VERIFIER_assume(__mt_K%u + 1 < __mt_S%u);\n", i, i);
      break;
    case CTR_ROOM1: mt_buf_printf(&b, "  __VERIFIER_assume(__mt_K%u + 1 < __mt_S%u);\n", r->arg, i); break;
    case CTR_NKINDS: break;
    }
  }
  /* relations of two lengths last: every K<j> < S<j> <= 2^62 is assumed
   * by now, so the sum cannot wrap */
  for (uint32_t i = 0; i < n; i++)
    if (s->p[i].kind == IR_CP_PTR && is_cat(c->req[i].kind))
      mt_buf_printf(&b, "  __VERIFIER_assume(__mt_K%u + __mt_K%u%s < __mt_S%u);\n", i, c->req[i].arg,
                    c->req[i].kind == CTR_CAT1 ? " + 1" : "", i);
  for (uint32_t i = 0; i < n; i++) {
    if (s->p[i].kind != IR_CP_PTR) continue;
    const ctr_req *r = &c->req[i];
    if (r->null_ok)
      mt_buf_printf(&b, "  char *__mt_p%u = __mt_z%u ? 0 : __mt_block(__mt_S%u);\n", i, i, i);
    else
      mt_buf_printf(&b, "  char *__mt_p%u = __mt_block(__mt_S%u);\n", i, i);
    mt_buf_printf(&b, "  __mt_keep[%u] = __mt_p%u;\n", i, i);
    if (has_k(r->kind)) { /* the terminator, where there is a string */
      mt_buf_printf(&b, "  ");
      if (r->kind == CTR_STR_OR_N) mt_buf_printf(&b, "if (__mt_c%u) ", i);
      else if (r->null_ok) mt_buf_printf(&b, "if (!__mt_z%u) ", i);
      mt_buf_printf(&b, "__mt_p%u[__mt_K%u] = 0;\n", i, i);
    }
  }
  mt_buf_printf(&b, "  ");
  if (nens && s->ret_ptr) mt_buf_printf(&b, "char *__mt_r = (char *)");
  else if (nens && !s->ret_void) mt_buf_printf(&b, "unsigned long long __mt_r = (unsigned long long)");
  else if (s->ret_ptr) mt_buf_printf(&b, "__mt_keep[%u] = (void *)", n);
  else if (!s->ret_void) mt_buf_printf(&b, "(void)");
  /* main itself is renamed by the #define above */
  mt_buf_printf(&b, "%s(", strcmp(s->f->name, "main") ? s->f->name : "__memterm_user_main");
  for (uint32_t i = 0; i < n; i++)
    mt_buf_printf(&b, "%s%s%u", i ? ", " : "", s->p[i].kind == IR_CP_PTR ? "(void *)__mt_p" : "__mt_a", i);
  mt_buf_printf(&b, ");\n");
  if (nens && s->ret_ptr) mt_buf_printf(&b, "  __mt_keep[%u] = __mt_r;\n", n);
  for (uint32_t k = 0; k < nens; k++) ens_check(&b, s, c, &ens[k]);
  mt_buf_printf(&b, "  return 0;\n}\n");
  *concrete = vals.data;
  *nconcrete = vals.len;
  return b.data;
}

/* ---- ACSL ---------------------------------------------------------------------------- */

/* "p" or "(char *)p" for arithmetic on a void pointer */
static void ptr_expr(mt_buf *b, const ir_cparam *p) {
  if (p->elem_size) mt_buf_printf(b, "%s", p->name);
  else mt_buf_printf(b, "(%schar *)%s", p->elem_const ? "const " : "", p->name);
}

static const char *valid_kw(const ir_cparam *p) { return p->elem_const ? "\\valid_read" : "\\valid"; }

/* the range of p the requirement r makes valid, as "p + (0 .. E)" */
static bool range_of(mt_buf *b, const ctr_sig *s, uint32_t i, const ctr_req *r) {
  const ir_cparam *p = &s->p[i];
  switch (r->kind) {
  case CTR_ONE: ptr_expr(b, p); return true;
  case CTR_N:
  case CTR_STR_OR_N: ptr_expr(b, p); mt_buf_printf(b, " + (0 .. %s - 1)", s->p[r->arg].name); return true;
  case CTR_N1: ptr_expr(b, p); mt_buf_printf(b, " + (0 .. %s)", s->p[r->arg].name); return true;
  case CTR_STRING: ptr_expr(b, p); mt_buf_printf(b, " + (0 .. strlen(%s))", p->name); return true;
  case CTR_ROOM: ptr_expr(b, p); mt_buf_printf(b, " + (0 .. strlen(%s))", s->p[r->arg].name); return true;
  case CTR_STRING1: ptr_expr(b, p); mt_buf_printf(b, " + (0 .. strlen(%s) + 1)", p->name); return true;
  case CTR_ROOM1: ptr_expr(b, p); mt_buf_printf(b, " + (0 .. strlen(%s) + 1)", s->p[r->arg].name); return true;
  case CTR_CAT:
    ptr_expr(b, p);
    mt_buf_printf(b, " + (0 .. strlen(%s) + strlen(%s))", p->name, s->p[r->arg].name);
    return true;
  case CTR_CAT1:
    ptr_expr(b, p);
    mt_buf_printf(b, " + (0 .. strlen(%s) + strlen(%s) + 1)", p->name, s->p[r->arg].name);
    return true;
  default: return false;
  }
}

bool ctr_print_clause(mt_buf *out, const ctr_sig *s, const ctr_cand *c, uint32_t i) {
  const ir_cparam *p = &s->p[i];
  const ctr_req *r = &c->req[i];
  const char *str = p->elem_const ? "valid_read_string" : "valid_string";
  mt_buf b = {0};
  switch (r->kind) {
  case CTR_NONE:
  case CTR_NKINDS: break;
  case CTR_STRING: mt_buf_printf(&b, "%s(%s)", str, p->name); break;
  case CTR_STR_OR_N:
    mt_buf_printf(&b, "%s(%s) || %s(", str, p->name, valid_kw(p));
    range_of(&b, s, i, r);
    mt_buf_printf(&b, ")");
    break;
  case CTR_CAT:
  case CTR_CAT1:
  case CTR_STRING1:
    mt_buf_printf(&b, "%s(%s) && %s(", str, p->name, valid_kw(p));
    range_of(&b, s, i, r);
    mt_buf_printf(&b, ")");
    break;
  default:
    mt_buf_printf(&b, "%s(", valid_kw(p));
    range_of(&b, s, i, r);
    mt_buf_printf(&b, ")");
    break;
  }
  bool any = b.data != NULL;
  if (any && r->null_ok) mt_buf_printf(out, "%s == \\null || %s", p->name, b.data);
  else if (any) mt_buf_printf(out, "%s", b.data);
  mt_buf_free(&b);
  return any;
}

uint32_t ctr_print_acsl(mt_buf *out, const ctr_sig *s, const ctr_cand *c, const char *indent) {
  uint32_t k = 0;
  for (uint32_t i = 0; i < s->nparams; i++) {
    mt_buf b = {0};
    if (ctr_print_clause(&b, s, c, i)) {
      mt_buf_printf(out, "%srequires %s;\n", indent, b.data);
      k++;
    }
    mt_buf_free(&b);
  }
  /* the blocks are separate (the harness gives each parameter its own) */
  for (uint32_t i = 0; i < s->nparams; i++)
    for (uint32_t j = i + 1; j < s->nparams; j++) {
      mt_buf a = {0}, b = {0};
      if (range_of(&a, s, i, &c->req[i]) && range_of(&b, s, j, &c->req[j])) {
        mt_buf_printf(out, "%srequires \\separated(%s, %s);\n", indent, a.data, b.data);
        k++;
      }
      mt_buf_free(&a);
      mt_buf_free(&b);
    }
  /* the harness's blocks are heap blocks, its pointers their starts: where
   * the function may free, a pointer into the middle of a block is not
   * covered */
  for (uint32_t i = 0; s->frees && i < s->nparams; i++) {
    if (s->p[i].kind != IR_CP_PTR) continue;
    mt_buf e = {0}; /* ACSL takes no void pointer here */
    ptr_expr(&e, &s->p[i]);
    if (c->req[i].kind != CTR_NONE && c->req[i].null_ok)
      mt_buf_printf(out, "%srequires %s == \\null || \\freeable(%s);\n", indent, s->p[i].name, e.data);
    else if (c->req[i].kind != CTR_NONE)
      mt_buf_printf(out, "%srequires \\freeable(%s);\n", indent, e.data);
    else
      mt_buf_printf(out, "%srequires %s == \\null || \\freeable(%s) || !\\valid(%s);\n", indent, s->p[i].name,
                    e.data, e.data);
    mt_buf_free(&e);
    k++;
  }
  return k;
}

/* the condition under which the harness gave p a string, in ACSL (before
 * the call), or nothing: then it always does */
static bool acsl_str_guard(mt_buf *b, const ctr_sig *s, const ctr_cand *c, uint32_t p) {
  const ctr_req *r = &c->req[p];
  if (r->kind == CTR_STR_OR_N)
    mt_buf_printf(b, "\\old(%s(%s))", s->p[p].elem_const ? "valid_read_string" : "valid_string", s->p[p].name);
  else if (r->null_ok)
    mt_buf_printf(b, "\\old(%s) != \\null", s->p[p].name);
  else
    return false;
  return true;
}

/* strlen(p) before the call */
static void old_strlen(mt_buf *b, const ctr_sig *s, uint32_t p, const bool *writes) {
  if (writes && writes[p]) mt_buf_printf(b, "\\old(strlen(%s))", s->p[p].name);
  else mt_buf_printf(b, "strlen(%s)", s->p[p].name);
}

uint32_t ctr_print_post(mt_buf *out, const ctr_sig *s, const ctr_cand *c, const bool *writes, const ctr_ens *ens,
                        uint32_t nens, const char *indent) {
  uint32_t k = 0;
  /* the frame: what each written parameter's requirement makes valid
   * (every access lies there); none when one has no such range, or the
   * function may free or names mutable globals */
  if (writes && !s->frees && !s->nglobals) {
    mt_buf a = {0};
    bool all = true, any = false;
    for (uint32_t i = 0; i < s->nparams && all; i++) {
      if (s->p[i].kind != IR_CP_PTR || !writes[i]) continue;
      mt_buf r = {0};
      if (c->req[i].kind == CTR_STR_OR_N || c->req[i].null_ok || !range_of(&r, s, i, &c->req[i])) all = false;
      else mt_buf_printf(&a, "%s*(%s)", any ? ", " : "", r.data);
      any = true;
      mt_buf_free(&r);
    }
    if (all) {
      mt_buf_printf(out, "%sassigns %s;\n", indent, any ? a.data : "\\nothing");
      k++;
    }
    mt_buf_free(&a);
  }
  for (uint32_t i = 0; i < nens; i++) {
    const ctr_ens *e = &ens[i];
    const char *pn = s->p[e->p].name, *qn = s->p[e->q].name;
    mt_buf g = {0}, b = {0};
    bool guarded = false;
    switch (e->kind) {
    case CTR_E_RES_LE_STR:
      guarded = acsl_str_guard(&g, s, c, e->p);
      mt_buf_printf(&b, "0 <= \\result <= ");
      old_strlen(&b, s, e->p, writes);
      break;
    case CTR_E_RES_LE_N: mt_buf_printf(&b, "\\result <= %s", qn); break;
    case CTR_E_RES_EQ: mt_buf_printf(&b, "(char *)\\result == (char *)%s", pn); break;
    case CTR_E_RES_IN_STR:
      guarded = acsl_str_guard(&g, s, c, e->p);
      mt_buf_printf(&b, "\\result == \\null || ((char *)%s <= (char *)\\result <= (char *)%s + ", pn, pn);
      old_strlen(&b, s, e->p, writes);
      mt_buf_printf(&b, ")");
      break;
    case CTR_E_RES_IN_N:
      mt_buf_printf(&b, "\\result == \\null || ((char *)%s <= (char *)\\result < (char *)%s + %s)", pn, pn, qn);
      break;
    case CTR_E_STR:
    case CTR_E_STR_CAT:
      guarded = acsl_str_guard(&g, s, c, e->q);
      if (e->kind == CTR_E_STR_CAT) {
        mt_buf g2 = {0};
        if (acsl_str_guard(&g2, s, c, e->p)) {
          if (guarded) mt_buf_printf(&g, " && ");
          mt_buf_printf(&g, "%s", g2.data);
          guarded = true;
        }
        mt_buf_free(&g2);
      }
      mt_buf_printf(&b, "valid_string(%s) && strlen(%s) <= ", pn, pn);
      if (e->kind == CTR_E_STR_CAT) {
        old_strlen(&b, s, e->p, writes);
        mt_buf_printf(&b, " + ");
      }
      old_strlen(&b, s, e->q, writes);
      break;
    case CTR_E_NKINDS: break;
    }
    if (guarded) mt_buf_printf(out, "%sensures %s ==> (%s);\n", indent, g.data, b.data);
    else mt_buf_printf(out, "%sensures %s;\n", indent, b.data);
    k++;
    mt_buf_free(&g);
    mt_buf_free(&b);
  }
  return k;
}

void ctr_print_short(mt_buf *out, const ctr_sig *s, const ctr_cand *c) {
  static const char *const words[CTR_NKINDS] = {
      [CTR_NONE] = "-", [CTR_ONE] = "one object", [CTR_STR_OR_N] = "string or %s elements",
      [CTR_STRING] = "string", [CTR_N] = "%s elements", [CTR_ROOM] = "room for string %s",
      [CTR_N1] = "%s + 1 elements", [CTR_CAT] = "string with room for string %s",
      [CTR_STRING1] = "string and one byte more", [CTR_ROOM1] = "room for string %s and one byte more",
      [CTR_CAT1] = "string with room for string %s and one byte more"};
  bool first = true;
  for (uint32_t i = 0; i < s->nparams; i++) {
    if (s->p[i].kind != IR_CP_PTR) continue;
    const ctr_req *r = &c->req[i];
    mt_buf_printf(out, "%s%s: %s", first ? "" : ", ", s->p[i].name, r->null_ok ? "null or " : "");
    mt_buf_printf(out, words[r->kind], s->p[r->arg].name);
    first = false;
  }
  if (first) mt_buf_printf(out, "(no pointer parameters)");
}

void ctr_max_block(const ctr_sig *s, char *buf, size_t n) {
  if (s->max_block) snprintf(buf, n, "%llu", (unsigned long long)max_block(s));
  else snprintf(buf, n, "%s", s->m->ptr_size == 4 ? "2^31-1" : "2^62");
}

void ctr_print_call(mt_buf *out, const ctr_sig *s, const ctr_cand *c) {
  for (uint32_t i = 0; i < s->nparams; i++) {
    const ir_cparam *p = &s->p[i];
    mt_buf_printf(out, "%s%s = ", i ? ", " : "", p->name);
    if (p->kind == IR_CP_INT) {
      mt_buf_printf(out, "%d", CALL_INT);
      continue;
    }
    mt_buf_printf(out, "a block of %llu byte(s)", call_size(s, p));
    if (has_k(c->req[i].kind)) mt_buf_printf(out, " holding a string of length %llu", call_strlen(s, p));
  }
  if (!s->nparams) mt_buf_printf(out, "no arguments");
}
