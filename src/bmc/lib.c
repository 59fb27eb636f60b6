/*
 * lib.c -- string.h in the bounded model checker where a length is known
 * only to the solver: strlen of a string whose terminator the path does
 * not fix, memcpy of n bytes for a nondet n, and their kin (strstr too).
 *
 * A scan reads a string byte by byte as the interpreter's models do
 * (exec/lib.c), as terms: go[i] is "byte i is read" (the bytes before it
 * were read, valid and did not end the scan), end[i] is "the scan ends at
 * byte i by its condition" (a NUL, the byte searched for, a difference).
 * A read byte outside every block is a violation of valid-deref exactly
 * where the interpreter's would be; the scan never goes on past one.  How
 * far to build the terms the solver says: the scan goes on to 2k bytes
 * while "byte k is read" is satisfiable on the path, up to a limit that
 * grows with the bound (a longer string cuts the path, as a loop does:
 * not a proof at this bound, a deeper one reads further).  A copy whose
 * length is no constant writes each byte up to the largest length the
 * path allows, as "i < n ? new : old".  Results are if-then-else chains
 * over end[i].  Nothing here is a guess: every path the interpreter can
 * take is one of these terms' models, and a model is still replayed.
 */
#include "bmc_int.h"

#include <string.h>

#define BMC_SCAN_PER_BOUND 64u /* bytes a scan may read per unit of the bound */
#define BMC_SCAN_MAX 4096u     /* ... and at most */
#define BMC_SCAN_FIRST 16u     /* bytes a scan builds before its first query (short strings: one) */
#define BMC_SYM_COPY_MAX 1024u /* bytes of a copy whose length is no constant */

typedef enum scan_kind {
  SCAN_NUL, /* until a NUL byte (strlen) */
  SCAN_CHR, /* until the byte ch (memchr) */
  SCAN_CMP, /* until the bytes differ or are NUL (strcmp) */
  SCAN_EQ   /* until the bytes differ (memcmp: accesses checked by the caller) */
} scan_kind;

typedef struct bscan {
  scan_kind kind;
  bval a, b;            /* the strings (b: SCAN_CMP, SCAN_EQ) */
  smt_term ch;          /* SCAN_CHR: the byte searched for (8 bits) */
  smt_term lim;         /* at most lim bytes (pointer width), or NULL */
  uint32_t k, cap;      /* bytes built; room for */
  smt_term *x, *y;      /* the bytes a[i], b[i] */
  smt_term *go, *end;   /* go[0..k], end[0..k-1] */
  smt_term bad;         /* a byte read is outside every block */
} bscan;

/* room for the terms of n bytes (the arena keeps the old arrays) */
static void reserve(bmc_ctx *c, bscan *sc, uint32_t n) {
  if (n <= sc->cap) return;
  smt_term *x = MT_ANEWN(&c->arena, smt_term, n), *y = MT_ANEWN(&c->arena, smt_term, n);
  smt_term *go = MT_ANEWN(&c->arena, smt_term, n + 1), *end = MT_ANEWN(&c->arena, smt_term, n);
  if (sc->k) {
    memcpy(x, sc->x, sc->k * sizeof *x);
    memcpy(y, sc->y, sc->k * sizeof *y);
    memcpy(end, sc->end, sc->k * sizeof *end);
  }
  if (sc->cap) memcpy(go, sc->go, (sc->k + 1) * sizeof *go);
  sc->x = x;
  sc->y = y;
  sc->go = go;
  sc->end = end;
  sc->cap = n;
}

static bval ptr_add(bmc_ctx *c, bval p, uint64_t i) {
  bval r = {i ? smt_bv_bin(c->smt, SMT_BV_ADD, p.v, bv(c, c->P, i)) : p.v, p.b};
  return r;
}

static smt_term byte_at(bmc_ctx *c, const bstate *s, bval p, uint64_t i) {
  return bmc_load(c, s, ptr_add(c, p, i), 1).v;
}

static smt_term valid_byte(bmc_ctx *c, const bstate *s, bval p, uint64_t i) {
  return bmc_valid_access(c, s, ptr_add(c, p, i), bv(c, c->P, 1), false);
}

/* the terms of bytes sc->k .. upto-1 */
static void extend(bmc_ctx *c, const bstate *s, bscan *sc, uint32_t upto) {
  smt_ctx *z = c->smt;
  reserve(c, sc, upto);
  for (uint32_t i = sc->k; i < upto; i++) {
    smt_term go = sc->go[i], ok = smt_true(z), more;
    sc->x[i] = byte_at(c, s, sc->a, i);
    if (sc->kind == SCAN_CMP || sc->kind == SCAN_EQ) sc->y[i] = byte_at(c, s, sc->b, i);
    if (sc->kind != SCAN_EQ) {
      ok = valid_byte(c, s, sc->a, i);
      if (sc->kind == SCAN_CMP) ok = and2(c, ok, valid_byte(c, s, sc->b, i));
      sc->bad = or2(c, sc->bad, and2(c, go, smt_not(z, ok)));
    }
    smt_term zero = bv(c, 8, 0);
    switch (sc->kind) {
    case SCAN_NUL: more = smt_bv_cmp(z, SMT_BV_NE, sc->x[i], zero); break;
    case SCAN_CHR: more = smt_bv_cmp(z, SMT_BV_NE, sc->x[i], sc->ch); break;
    case SCAN_CMP:
      more = and2(c, smt_bv_cmp(z, SMT_BV_EQ, sc->x[i], sc->y[i]), smt_bv_cmp(z, SMT_BV_NE, sc->x[i], zero));
      break;
    default: more = smt_bv_cmp(z, SMT_BV_EQ, sc->x[i], sc->y[i]); break;
    }
    smt_term read = and2(c, go, ok);
    sc->end[i] = and2(c, read, smt_not(z, more));
    smt_term next = and2(c, read, more);
    if (sc->lim) next = and2(c, next, smt_bv_cmp(z, SMT_BV_ULT, bv(c, c->P, (uint64_t)i + 1), sc->lim));
    sc->go[i + 1] = next;
  }
  if (upto > sc->k) sc->k = upto;
}

/* builds the scan until no further byte can be read on the path; false
 * when the path ends (the limit cut it, or the deadline) */
static bool run_scan(bmc_ctx *c, const bstate *s, bscan *sc) {
  smt_ctx *z = c->smt;
  sc->k = 0;
  sc->bad = smt_false(z);
  reserve(c, sc, 1);
  sc->go[0] = sc->lim ? smt_bv_cmp(z, SMT_BV_NE, sc->lim, bv(c, c->P, 0)) : smt_true(z);
  uint64_t cap = (uint64_t)BMC_SCAN_PER_BOUND * (c->bound ? c->bound : 1);
  if (cap > BMC_SCAN_MAX) cap = BMC_SCAN_MAX;
  MT_INC(c->run, bmc_lib_scans);
  for (uint32_t want = BMC_SCAN_FIRST;; want *= 2) {
    if (want > cap) want = (uint32_t)cap;
    extend(c, s, sc, want);
    /* constant bytes (a string literal) need no query */
    smt_term more = smt_simplify(z, sc->go[want]);
    if (smt_is_false(z, more) || !bmc_may_hold(c, more)) return !c->stop;
    if (c->stop) return false;
    if (want == cap) {
      c->cut = true; /* a longer string: the next bound reads further */
      return false;
    }
  }
}

/* the least k (doubling) with "path ∧ len > k" unsatisfiable, up to cap;
 * false (and a give-up) when there is none */
static bool len_bound(bmc_ctx *c, smt_term len, uint64_t cap, const char *what, uint64_t *k) {
  if (smt_bv_const(c->smt, len, k)) {
    if (*k <= cap) return true;
  } else {
    for (uint64_t t = 1; t <= cap; t = t * 2 > cap && t < cap ? cap : t * 2) {
      if (!bmc_may_hold(c, smt_bv_cmp(c->smt, SMT_BV_UGT, len, bv(c, c->P, t)))) {
        *k = t;
        return true;
      }
      if (c->stop) return false;
    }
  }
  bmc_give_up(c, "%s of a length that may exceed %llu", what, (unsigned long long)cap);
  return false;
}

/* the accesses of a scan are checked (valid-deref); false when the path ends */
static bool scan_checked(bmc_ctx *c, bstate *s, const bscan *sc) {
  return bmc_check_valid(c, s, smt_not(c->smt, sc->bad));
}

/* "byte i is read" (or i < n for a copy) ? new : old, stored at p + i */
static void store_if(bmc_ctx *c, bstate *s, bval p, uint64_t i, smt_term cond, bval nv) {
  bval q = ptr_add(c, p, i);
  bval old = bmc_load(c, s, q, 1);
  bval v = {smt_ite(c->smt, cond, nv.v, old.v), NULL};
  smt_term nb = nv.b ? nv.b : bv(c, BMC_BW, 0), ob = old.b ? old.b : bv(c, BMC_BW, 0);
  v.b = nv.b || old.b ? smt_ite(c->smt, cond, nb, ob) : NULL;
  bmc_store(c, s, q, 1, v);
}

/* an access of len bytes at p, valid unless len is 0 (the interpreter
 * checks nothing then) */
static bool check_span(bmc_ctx *c, bstate *s, bval p, smt_term len, bool write) {
  smt_term zero = smt_bv_cmp(c->smt, SMT_BV_EQ, len, bv(c, c->P, 0));
  return bmc_check_valid(c, s, or2(c, zero, bmc_valid_access(c, s, p, len, write)));
}

/* strlen's result of a NUL scan: the index of the NUL (default: dflt) */
static smt_term scan_index(bmc_ctx *c, const bscan *sc, smt_term dflt) {
  smt_term r = dflt;
  for (uint32_t i = sc->k; i-- > 0;) r = smt_ite(c->smt, sc->end[i], bv(c, c->P, i), r);
  return r;
}

/* copy len bytes (bounded by k) from the bytes src[i] (read before any
 * write) to dst */
static void copy_bytes(bmc_ctx *c, bstate *s, bval dst, const bval *src, uint64_t k, smt_term len) {
  for (uint64_t i = 0; i < k; i++)
    store_if(c, s, dst, i, smt_bv_cmp(c->smt, SMT_BV_ULT, bv(c, c->P, i), len), src[i]);
}

/* len (at most k) bytes of src (all read before any is written) to dst,
 * or the byte `fill` (8 bits) len times; no access checks */
static void copy_sym(bmc_ctx *c, bstate *s, bval dst, bval src, smt_term fill, smt_term len, uint64_t k) {
  MT_INC(c->run, bmc_lib_scans);
  bval *from = MT_ANEWN(&c->arena, bval, k ? k : 1);
  for (uint64_t i = 0; i < k; i++) {
    if (fill) {
      from[i].v = fill;
      from[i].b = NULL;
    } else {
      from[i] = bmc_load(c, s, ptr_add(c, src, i), 1);
    }
  }
  copy_bytes(c, s, dst, from, k, len);
}

bool bmc_lib_copy(bmc_ctx *c, bstate *s, bval dst, bval src, smt_term len) {
  uint64_t k;
  if (!len_bound(c, len, BMC_SYM_COPY_MAX, "realloc", &k)) return false;
  copy_sym(c, s, dst, src, NULL, len, k);
  return true;
}

static bool memcpy_sym(bmc_ctx *c, bstate *s, ir_builtin bi, const bval *a, smt_term len) {
  bool set = bi == IR_BI_MEMSET || bi == IR_BI_LLVM_MEMSET;
  uint64_t k;
  /* the bound first: a length beyond the model is a give-up, not a check */
  if (!len_bound(c, len, BMC_SYM_COPY_MAX, ir_builtin_name(bi), &k)) return false;
  if (!check_span(c, s, a[0], len, true)) return false;
  if (!set && !check_span(c, s, a[1], len, false)) return false;
  copy_sym(c, s, a[0], a[1], set ? bmc_resize(c, a[1].v, 8) : NULL, len, k);
  return true;
}

/* the arguments bi needs; 0: not modelled here */
static uint32_t lib_arity(ir_builtin bi) {
  switch (bi) {
  case IR_BI_STRLEN:
  case IR_BI_STRDUP: return 1;
  case IR_BI_STRNLEN:
  case IR_BI_STRCMP:
  case IR_BI_STRCHR:
  case IR_BI_STRRCHR:
  case IR_BI_STRCPY:
  case IR_BI_STRCAT:
  case IR_BI_STRSTR: return 2;
  case IR_BI_STRNCMP:
  case IR_BI_MEMCMP:
  case IR_BI_MEMCHR:
  case IR_BI_STRNCPY:
  case IR_BI_STRNCAT:
  case IR_BI_MEMCPY:
  case IR_BI_MEMMOVE:
  case IR_BI_MEMSET:
  case IR_BI_LLVM_MEMCPY:
  case IR_BI_LLVM_MEMMOVE:
  case IR_BI_LLVM_MEMSET: return 3;
  default: return 0;
  }
}

bool bmc_lib_models(ir_builtin bi) { return lib_arity(bi) > 0; }

bool bmc_lib_call(bmc_ctx *c, bstate *s, ir_builtin bi, const bval *a, uint32_t n, unsigned rw, bval *ret) {
  smt_ctx *z = c->smt;
  uint32_t need = lib_arity(bi);
  if (!need || n < need) {
    bmc_give_up(c, "%s with %u arguments", ir_builtin_name(bi), n);
    return false;
  }
  bscan *sc = MT_ANEW(&c->arena, bscan);
  bscan *sc2 = NULL;
  ret->v = NULL;
  ret->b = NULL;
  smt_term nul = bv(c, c->P, 0);
  switch (bi) {
  case IR_BI_MEMCPY:
  case IR_BI_MEMMOVE:
  case IR_BI_MEMSET:
  case IR_BI_LLVM_MEMCPY:
  case IR_BI_LLVM_MEMMOVE:
  case IR_BI_LLVM_MEMSET:
    if (!memcpy_sym(c, s, bi, a, bmc_resize(c, a[2].v, c->P))) return false;
    *ret = a[0];
    return true;
  case IR_BI_STRLEN:
  case IR_BI_STRNLEN:
    sc->kind = SCAN_NUL;
    sc->a = a[0];
    sc->lim = bi == IR_BI_STRNLEN ? bmc_resize(c, a[1].v, c->P) : NULL;
    if (!run_scan(c, s, sc) || !scan_checked(c, s, sc)) return false;
    ret->v = scan_index(c, sc, sc->lim ? sc->lim : bv(c, c->P, sc->k));
    break;
  case IR_BI_STRCMP:
  case IR_BI_STRNCMP:
  case IR_BI_MEMCMP: {
    smt_term lim = bi == IR_BI_STRCMP ? NULL : bmc_resize(c, a[2].v, c->P);
    if (bi == IR_BI_MEMCMP && (!check_span(c, s, a[0], lim, false) || !check_span(c, s, a[1], lim, false)))
      return false;
    sc->kind = bi == IR_BI_MEMCMP ? SCAN_EQ : SCAN_CMP;
    sc->a = a[0];
    sc->b = a[1];
    sc->lim = lim;
    if (!run_scan(c, s, sc) || (bi != IR_BI_MEMCMP && !scan_checked(c, s, sc))) return false;
    unsigned w = rw ? rw : 32;
    smt_term r = bv(c, w, 0);
    for (uint32_t i = sc->k; i-- > 0;) {
      smt_term d = smt_bv_bin(z, SMT_BV_SUB, smt_bv_zext(z, w, sc->x[i]), smt_bv_zext(z, w, sc->y[i]));
      r = smt_ite(z, sc->end[i], d, r);
    }
    ret->v = r;
    break;
  }
  case IR_BI_MEMCHR:
    sc->kind = SCAN_CHR;
    sc->a = a[0];
    sc->ch = bmc_resize(c, a[1].v, 8);
    sc->lim = bmc_resize(c, a[2].v, c->P);
    if (!run_scan(c, s, sc) || !scan_checked(c, s, sc)) return false;
    ret->v = nul;
    ret->b = bv(c, BMC_BW, 0);
    for (uint32_t i = sc->k; i-- > 0;) {
      bval q = ptr_add(c, a[0], i);
      ret->v = smt_ite(z, sc->end[i], q.v, ret->v);
      ret->b = smt_ite(z, sc->end[i], q.b ? q.b : bv(c, BMC_BW, 0), ret->b);
    }
    break;
  case IR_BI_STRCHR:
  case IR_BI_STRRCHR: {
    /* the whole string is read first (as the interpreter does), then
     * searched up to and with its NUL */
    sc->kind = SCAN_NUL;
    sc->a = a[0];
    if (!run_scan(c, s, sc) || !scan_checked(c, s, sc)) return false;
    smt_term ch = bmc_resize(c, a[1].v, 8);
    ret->v = nul;
    ret->b = bv(c, BMC_BW, 0);
    for (uint32_t j = 0; j < sc->k; j++) {
      uint32_t i = bi == IR_BI_STRCHR ? sc->k - 1 - j : j; /* the chain's last word wins */
      smt_term hit = and2(c, sc->go[i], smt_bv_cmp(z, SMT_BV_EQ, sc->x[i], ch));
      bval q = ptr_add(c, a[0], i);
      ret->v = smt_ite(z, hit, q.v, ret->v);
      ret->b = smt_ite(z, hit, q.b ? q.b : bv(c, BMC_BW, 0), ret->b);
    }
    break;
  }
  case IR_BI_STRCPY:
  case IR_BI_STRNCPY: {
    smt_term lim = bi == IR_BI_STRNCPY ? bmc_resize(c, a[2].v, c->P) : NULL;
    sc->kind = SCAN_NUL;
    sc->a = a[1];
    sc->lim = lim;
    if (!run_scan(c, s, sc) || !scan_checked(c, s, sc)) return false;
    smt_term len = scan_index(c, sc, lim ? lim : bv(c, c->P, sc->k));
    uint64_t k = sc->k;
    smt_term span = lim ? lim : smt_bv_bin(z, SMT_BV_ADD, len, bv(c, c->P, 1)); /* bytes written */
    if (lim && !len_bound(c, lim, BMC_SYM_COPY_MAX, ir_builtin_name(bi), &k)) return false;
    if (!check_span(c, s, a[0], span, true)) return false;
    bval *src = MT_ANEWN(&c->arena, bval, k ? k : 1);
    for (uint64_t i = 0; i < k; i++) {
      /* strcpy: the bytes up to and with the NUL; strncpy: those before
       * it, then zeros up to n */
      smt_term x = i < sc->k ? sc->x[i] : bv(c, 8, 0);
      if (lim) x = smt_ite(z, smt_bv_cmp(z, SMT_BV_ULT, bv(c, c->P, i), len), x, bv(c, 8, 0));
      src[i].v = x;
      src[i].b = NULL;
    }
    copy_bytes(c, s, a[0], src, k, span);
    *ret = a[0];
    return true;
  }
  case IR_BI_STRCAT:
  case IR_BI_STRNCAT: {
    sc->kind = SCAN_NUL;
    sc->a = a[0];
    if (!run_scan(c, s, sc) || !scan_checked(c, s, sc)) return false;
    smt_term dl = scan_index(c, sc, bv(c, c->P, sc->k));
    sc2 = MT_ANEW(&c->arena, bscan);
    sc2->kind = SCAN_NUL;
    sc2->a = a[1];
    sc2->lim = bi == IR_BI_STRNCAT ? bmc_resize(c, a[2].v, c->P) : NULL;
    if (!run_scan(c, s, sc2) || !scan_checked(c, s, sc2)) return false;
    smt_term sl = scan_index(c, sc2, sc2->lim ? sc2->lim : bv(c, c->P, sc2->k));
    bval end = {smt_bv_bin(z, SMT_BV_ADD, a[0].v, dl), a[0].b};
    smt_term span = smt_bv_bin(z, SMT_BV_ADD, sl, bv(c, c->P, 1));
    if (!bmc_check_access(c, s, end, span, true)) return false;
    bval *src = MT_ANEWN(&c->arena, bval, sc2->k + 1);
    for (uint32_t i = 0; i <= sc2->k; i++) {
      smt_term x = i < sc2->k ? sc2->x[i] : bv(c, 8, 0);
      src[i].v = smt_ite(z, smt_bv_cmp(z, SMT_BV_ULT, bv(c, c->P, i), sl), x, bv(c, 8, 0));
      src[i].b = NULL;
    }
    copy_bytes(c, s, end, src, sc2->k + 1, span);
    *ret = a[0];
    return true;
  }
  case IR_BI_STRSTR: {
    /* both strings are read whole first (as the interpreter does); the
     * first i where the needle's bytes follow, i + nl <= hl */
    sc->kind = SCAN_NUL;
    sc->a = a[0];
    if (!run_scan(c, s, sc) || !scan_checked(c, s, sc)) return false;
    sc2 = MT_ANEW(&c->arena, bscan);
    sc2->kind = SCAN_NUL;
    sc2->a = a[1];
    if (!run_scan(c, s, sc2) || !scan_checked(c, s, sc2)) return false;
    smt_term hl = scan_index(c, sc, bv(c, c->P, sc->k)), nl = scan_index(c, sc2, bv(c, c->P, sc2->k));
    ret->v = nul;
    ret->b = bv(c, BMC_BW, 0);
    for (uint32_t i = sc->k; i-- > 0;) {
      smt_term hit = smt_bv_cmp(z, SMT_BV_ULE, smt_bv_bin(z, SMT_BV_ADD, bv(c, c->P, i), nl), hl);
      for (uint32_t j = 0; j < sc2->k && i + j < sc->k; j++) {
        smt_term same = smt_bv_cmp(z, SMT_BV_EQ, sc->x[i + j], sc2->x[j]);
        hit = and2(c, hit, or2(c, smt_bv_cmp(z, SMT_BV_UGE, bv(c, c->P, j), nl), same));
      }
      bval q = ptr_add(c, a[0], i);
      ret->v = smt_ite(z, hit, q.v, ret->v);
      ret->b = smt_ite(z, hit, q.b ? q.b : bv(c, BMC_BW, 0), ret->b);
    }
    break;
  }
  case IR_BI_STRDUP: {
    sc->kind = SCAN_NUL;
    sc->a = a[0];
    if (!run_scan(c, s, sc) || !scan_checked(c, s, sc)) return false;
    smt_term span = smt_bv_bin(z, SMT_BV_ADD, scan_index(c, sc, bv(c, c->P, sc->k)), bv(c, c->P, 1));
    if (!bmc_alloc_fits(c, s, span, c->P)) return false;
    uint32_t id;
    bval d = bmc_new_block(c, s, BK_HEAP, span, true, &id);
    bval *src = MT_ANEWN(&c->arena, bval, sc->k);
    for (uint32_t i = 0; i < sc->k; i++) {
      src[i].v = sc->x[i];
      src[i].b = NULL;
    }
    bval to = {d.v, bv(c, BMC_BW, id)}; /* (a failed allocation's block is never read) */
    copy_bytes(c, s, to, src, sc->k, span);
    *ret = d;
    return true;
  }
  default:
    bmc_give_up(c, "a call of %s", ir_builtin_name(bi));
    return false;
  }
  if (ret->v) ret->v = bmc_resize(c, ret->v, rw ? rw : smt_bv_width(z, ret->v));
  return true;
}
