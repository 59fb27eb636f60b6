/* candidates.c -- candidate invariants of a relation from its samples
 * (aux_int.h; the overview is in houdini.c): the affine hull by exact
 * row reduction, products, orders between arguments, bounds by the
 * program's constants and factors, partitions by guards, guarded
 * difference bounds; the wrap-around ones are in modular.c. */
#include "aux_int.h"

#include <string.h>



#define BIG ((__int128)1 << 62)

/* the equalities Σ c_i x_i = c every sample satisfies: the null space of
 * the samples' rows [x 1], by fraction-free row reduction; none when an
 * entry grows too large */
/* does every row of all (m × nf) satisfy Σ v[j]·f_j + v[nf] = 0 */
static bool all_rows(const int64_t *all, uint32_t m, uint32_t nf, const __int128 *v) {
  for (uint32_t k = 0; k < m; k++) {
    __int128 t = v[nf], x;
    for (uint32_t j = 0; j < nf; j++) /* beyond 128 bits: not shown to hold */
      if (__builtin_mul_overflow(v[j], (__int128)all[(size_t)k * nf + j], &x) || __builtin_add_overflow(t, x, &t))
        return false;
    if (t) return false;
  }
  return true;
}

/* The equalities Σ c_j·f_j = c that the m rows (m × nf values of the
 * features f, terms over r's formals) all satisfy: the null space of the
 * rows [f 1], by fraction-free row reduction; none when an entry grows
 * too large.  Each is a candidate; under a guard (the rows are the samples
 * on one side of it) guard -> equality, for each one that not every row
 * of all (the samples of both sides) satisfies. */
void aux_hull(chc_sys *s, aux_rel *r, const int64_t *rows, uint32_t m, uint32_t nf, const smt_term *feat,
                 smt_term guard, const int64_t *all, uint32_t mall, const chc_aux *a, bool mods_only) {
  smt_ctx *z = s->smt;
  uint32_t n = nf + 1;
  if (!m || nf == 0) return;
  int64_t *M = mt_malloc((size_t)m * n * sizeof *M);
  for (uint32_t k = 0; k < m; k++) {
    for (uint32_t i = 0; i < nf; i++) M[(size_t)k * n + i] = rows[(size_t)k * nf + i];
    M[(size_t)k * n + nf] = 1;
  }
  uint32_t *pivcol = mt_malloc((m + 1) * sizeof *pivcol), rank = 0;
  bool ok = true;
  for (uint32_t col = 0; col < n && rank < m && ok; col++) {
    uint32_t p = rank;
    while (p < m && M[(size_t)p * n + col] == 0) p++;
    if (p == m) continue;
    for (uint32_t j = 0; j < n; j++) { /* swap rows p and rank */
      int64_t t = M[(size_t)p * n + j];
      M[(size_t)p * n + j] = M[(size_t)rank * n + j];
      M[(size_t)rank * n + j] = t;
    }
    int64_t pv = M[(size_t)rank * n + col];
    for (uint32_t k = 0; k < m && ok; k++) {
      if (k == rank || M[(size_t)k * n + col] == 0) continue;
      int64_t f = M[(size_t)k * n + col], g = 0;
      for (uint32_t j = 0; j < n; j++) {
        __int128 v, pa = (__int128)M[(size_t)k * n + j] * pv, pb = (__int128)M[(size_t)rank * n + j] * f;
        if (__builtin_sub_overflow(pa, pb, &v) || v > BIG || v < -BIG) { /* |pa|, |pb| <= 2^126 */
          ok = false;
          break;
        }
        M[(size_t)k * n + j] = (int64_t)v;
        g = aux_gcd(g, (int64_t)v);
      }
      if (ok && g > 1)
        for (uint32_t j = 0; j < n; j++) M[(size_t)k * n + j] /= g;
    }
    pivcol[rank++] = col;
  }
  /* a null vector per free column f: v_f = L, v_pc(i) = -M[i][f]·L/M[i][pc(i)] */
  for (uint32_t f = 0; ok && f < n; f++) {
    bool piv = false;
    for (uint32_t i = 0; i < rank; i++) piv |= pivcol[i] == f;
    if (piv) continue;
    __int128 L = 1;
    bool fits = true;
    for (uint32_t i = 0; i < rank && fits; i++) {
      int64_t d = M[(size_t)i * n + pivcol[i]];
      if (M[(size_t)i * n + f] == 0) continue;
      int64_t ad = d < 0 ? -d : d, g = aux_gcd((int64_t)L, ad);
      L = L / (g ? g : 1) * ad;
      fits = L < BIG;
    }
    if (!fits) continue;
    __int128 *v = mt_calloc(n + 1, sizeof *v);
    v[f] = L;
    for (uint32_t i = 0; i < rank && fits; i++) {
      int64_t d = M[(size_t)i * n + pivcol[i]];
      __int128 x = -(__int128)M[(size_t)i * n + f] * L;
      if (x % d) fits = false; /* cannot be: L is a multiple of d */
      else v[pivcol[i]] = x / d;
      fits = fits && v[pivcol[i]] < BIG && v[pivcol[i]] > -BIG;
    }
    if (fits) {
      int64_t g = 0;
      for (uint32_t j = 0; j < n; j++) g = aux_gcd(g, (int64_t)v[j]);
      for (uint32_t j = 0; j < n && g > 1; j++) v[j] /= g;
      smt_term lhs = smt_int(z, 0);
      bool small = true;
      for (uint32_t j = 0; j < nf; j++) {
        int64_t c = (int64_t)v[j];
        if (c > AUX_COEF || c < -AUX_COEF) small = false;
        if (c) lhs = smt_add(z, lhs, smt_scale(z, c, feat[j]));
      }
      smt_term eq = smt_rel(z, SMT_EQ, lhs, smt_int(z, -(int64_t)v[nf]));
      if (small && !guard) {
        if (!mods_only) MT_VEC_PUSH(r->cand, eq);
        /* the same modulo 2^w (counters in lock step keep it across a wrap) */
        uint32_t nv = 0;
        for (uint32_t j = 0; j < nf; j++) nv += v[j] != 0;
        for (uint32_t q = 0; a && nv >= 2 && q < a->nmods; q++)
          MT_VEC_PUSH(r->cand, smt_rel(z, SMT_EQ, smt_mod(z, smt_add(z, lhs, smt_int(z, (int64_t)v[nf])), a->mods[q]),
                                       smt_int(z, 0)));
      } else if (small && !all_rows(all, mall, nf, v)) MT_VEC_PUSH(r->cand, smt_implies(z, guard, eq));
    }
    mt_free(v);
  }
  mt_free(M);
  mt_free(pivcol);
}

/* the affine hull of m of r's samples (under a guard: see hull) */
void aux_affine_hull(chc_sys *s, aux_rel *r, const int64_t *pts, uint32_t m, smt_term guard, const chc_aux *a) {
  aux_hull(s, r, pts, m, r->n, r->formal, guard, r->pts, r->npts, a, false);
}

/* Polynomial equalities of degree 2 (a product's summary r = a·b, a sum of
 * odd numbers s = i·i): the hull over the features x_i and x_i·x_j of a
 * relation's arguments whose samples differ (at most AUX_QUAD_ARGS of
 * them), with more samples than
 * features and every value below 2^20 (exact arithmetic); only the
 * equalities with a product are new.  Nonlinear candidates are checked by
 * Houdini like the others; Spacer never sees them (chc_aux_app_linear). */
static void quad_hull(chc_sys *s, aux_rel *r) {
  smt_ctx *z = s->smt;
  /* the arguments whose samples differ: one value in every sample (a
   * global the loop does not touch, a flag) is the linear hull's, and
   * products with it are no new feature -- so a loop over n, i and sum
   * beside four such globals gets its 2·sum = i·i - i too */
  uint32_t n = 0, v[AUX_QUAD_ARGS];
  for (uint32_t i = 0; i < r->n; i++) {
    bool same = true;
    for (uint32_t k = 1; k < r->npts && same; k++) same = r->pts[(size_t)k * r->n + i] == r->pts[i];
    if (same) continue;
    if (n == AUX_QUAD_ARGS) return;
    v[n++] = i;
  }
  uint32_t nf = n + n * (n + 1) / 2;
  if (n == 0 || r->npts <= nf + 1) return;
  for (uint32_t k = 0; k < r->npts; k++)
    for (uint32_t i = 0; i < n; i++) {
      int64_t x = r->pts[(size_t)k * r->n + v[i]];
      if (x > (1 << 20) || x < -(1 << 20)) return;
    }
  int64_t *rows = mt_malloc((size_t)r->npts * nf * sizeof *rows);
  smt_term *feat = MT_ANEWN(&s->arena, smt_term, nf);
  for (uint32_t k = 0; k < r->npts; k++) {
    const int64_t *p = r->pts + (size_t)k * r->n;
    int64_t *row = rows + (size_t)k * nf;
    uint32_t f = 0;
    for (uint32_t i = 0; i < n; i++) row[f++] = p[v[i]];
    for (uint32_t i = 0; i < n; i++)
      for (uint32_t j = i; j < n; j++) row[f++] = p[v[i]] * p[v[j]];
  }
  uint32_t f = 0;
  for (uint32_t i = 0; i < n; i++) feat[f++] = r->formal[v[i]];
  for (uint32_t i = 0; i < n; i++)
    for (uint32_t j = i; j < n; j++) feat[f++] = smt_mul(z, r->formal[v[i]], r->formal[v[j]]);
  uint32_t before = r->cand.len;
  aux_hull(s, r, rows, r->npts, nf, feat, NULL, NULL, 0, NULL, false);
  /* keep the new ones: equalities with a product */
  uint32_t w = before;
  for (uint32_t c = before; c < r->cand.len; c++)
    if (!smt_is_linear(z, r->cand.data[c])) r->cand.data[w++] = r->cand.data[c];
  r->cand.len = w;
  mt_free(rows);
}

static void add_const(int64_t *out, uint32_t *n, int64_t v, uint32_t cap) {
  for (uint32_t j = 0; j < *n; j++)
    if (out[j] == v) return;
  if (*n < cap) out[(*n)++] = v;
}

/* the integer constants the program compares with (and 0, 1; at most
 * AUX_CMP_CONSTS), then the bounds of its remainders and masks: d - 1 and
 * 1 - d of `x % d` (a ring index `(i + 1) % 64` stays <= 63), the mask of
 * `x & mask` (up to AUX_CONSTS in all) */
uint32_t aux_constants(chc_sys *s, int64_t *out) {
  const ir_module *m = s->m;
  uint32_t n = 0;
  out[n++] = 0;
  out[n++] = 1;
  for (int pass = 0; pass < 2; pass++) {
    uint32_t cap = pass == 0 ? AUX_CMP_CONSTS : AUX_CONSTS;
    for (uint32_t fi = 0; fi < m->funcs.len && n < cap; fi++) {
      if (!s->fns[fi].used) continue;
      const ir_func *f = &m->funcs.data[fi];
      for (uint32_t k = 0; k < f->ninsts && n < cap; k++) {
        const ir_inst *in = &f->insts[k];
        bool cmp = in->op == IR_ICMP || in->op == IR_SWITCH;
        bool rem = in->op == IR_SREM || in->op == IR_UREM, mask = in->op == IR_AND;
        if (pass == 0 ? !cmp : !(rem || mask)) continue;
        for (uint32_t i = rem ? 1 : 0; i < in->nops && n < cap; i++) {
          const ir_value *x = ir_val_get(m, in->ops[i]);
          if (x->kind != IR_V_INT) continue;
          const ir_type *t = ir_type_get(m, x->type);
          unsigned w = t->kind == IR_T_INT ? t->bits : 64;
          if (cmp) { /* both readings */
            add_const(out, &n, (int64_t)chc_zext(x->u.i, w), cap);
            add_const(out, &n, chc_sext(x->u.i, w), cap);
            continue;
          }
          int64_t d = in->op == IR_UREM ? (int64_t)chc_zext(x->u.i, w) : chc_sext(x->u.i, w);
          if (rem) {
            if (d == INT64_MIN || d < 0) d = d == INT64_MIN ? 0 : -d;
            if (d < 2 || d > ((int64_t)1 << 40)) continue;
            add_const(out, &n, d - 1, cap);
            if (in->op == IR_SREM) add_const(out, &n, 1 - d, cap);
          } else if (d > 0 && d < ((int64_t)1 << 40)) {
            add_const(out, &n, d, cap);
          }
        }
      }
    }
  }
  return n;
}

/* the factors the program multiplies by (2..64; shifts by 1..6 count as
 * their powers), then the steps it adds and subtracts (2..64: x += 6
 * beside s++ keeps x <= 6·s): slopes for x_i <= K·x_j + c */
uint32_t aux_factors(chc_sys *s, int64_t *out, uint32_t cap) {
  const ir_module *m = s->m;
  uint32_t n = 0;
  for (int pass = 0; pass < 2; pass++) {
    for (uint32_t fi = 0; fi < m->funcs.len && n < cap; fi++) {
      if (!s->fns[fi].used) continue;
      const ir_func *f = &m->funcs.data[fi];
      for (uint32_t k = 0; k < f->ninsts && n < cap; k++) {
        const ir_inst *in = &f->insts[k];
        bool mul = in->op == IR_MUL || in->op == IR_SHL, add = in->op == IR_ADD || in->op == IR_SUB;
        if (!(pass ? add : mul) || in->nops < 2) continue;
        for (uint32_t i = in->op == IR_SHL ? 1 : 0; i < 2 && n < cap; i++) {
          const ir_value *x = ir_val_get(m, in->ops[i]);
          if (x->kind != IR_V_INT) continue;
          int64_t v = in->op == IR_SHL ? (x->u.i >= 1 && x->u.i <= 6 ? (int64_t)1 << x->u.i : 0) : (int64_t)x->u.i;
          if (add) { /* the step's magnitude, in the value's width */
            unsigned w = ir_type_get(m, x->type)->kind == IR_T_INT ? ir_type_get(m, x->type)->bits : 64;
            v = chc_sext(x->u.i, w);
            if (v == INT64_MIN) continue;
            if (v < 0) v = -v;
          }
          if (v < 2 || v > 64) continue;
          bool dup = false;
          for (uint32_t j = 0; j < n; j++) dup |= out[j] == v;
          if (!dup) out[n++] = v;
        }
      }
    }
  }
  return n;
}

/* lo <= x_i - K·x_j <= c with the tightest lo, c the samples allow (K = 1:
 * a difference bound) */
static void slope_candidates(chc_sys *s, aux_rel *r, const int64_t *fs, uint32_t nf) {
  smt_ctx *z = s->smt;
  if (r->n > 16) return;
  for (uint32_t i = 0; i < r->n; i++)
    for (uint32_t j = 0; j < r->n; j++) {
      if (i == j) continue;
      for (uint32_t q = 0; q <= nf; q++) {
        int64_t K = q ? fs[q - 1] : 1, c = INT64_MIN, lo = INT64_MAX;
        bool ok = true;
        for (uint32_t p = 0; p < r->npts && ok; p++) {
          int64_t xi = r->pts[(size_t)p * r->n + i], xj = r->pts[(size_t)p * r->n + j], kx, d;
          ok = !__builtin_mul_overflow(K, xj, &kx) && !__builtin_sub_overflow(xi, kx, &d);
          if (ok && d > c) c = d;
          if (ok && d < lo) lo = d;
        }
        if (!ok) continue;
        smt_term lhs = smt_sub(z, r->formal[i], smt_scale(z, K, r->formal[j]));
        if (c <= 1000000 && c >= -1000000) MT_VEC_PUSH(r->cand, smt_rel(z, SMT_LE, lhs, smt_int(z, c)));
        /* and from below for K > 1 (K = 1 is the pair (j, i)): 2n - i <= 1
         * of n counting every second step of i */
        if (K > 1 && lo <= 1000000 && lo >= -1000000) MT_VEC_PUSH(r->cand, smt_rel(z, SMT_GE, lhs, smt_int(z, lo)));
      }
    }
}

/* Disjunctive facts of a loop with phases (x rises while i < n, then
 * falls: x = i below n, x = 2n - i above): the samples split by a guard
 * -- x_i <= x_j, or x_i <= K for a program constant K --, and the affine
 * hull of each side that has at least two samples, as guard -> equality
 * (and not guard -> equality).  At most AUX_GUARDS guards per relation,
 * those that split the samples first. */
/* guard -> x_i - x_j <= c for the largest c of the m rows on the guard's
 * side, where that is below the largest of all samples (a counter at
 * most one past a bound once the loop was entered: n >= 1 -> i - n <= 1,
 * while i - n is unbounded when n <= 0); none about the guard's own pair
 * (gi, gj) */
static void side_bounds(chc_sys *s, aux_rel *r, const int64_t *rows, uint32_t m, smt_term guard, uint32_t gi,
                        uint32_t gj, const int64_t *ks, uint32_t nk) {
  smt_ctx *z = s->smt;
  uint32_t n = r->n;
  if (n > AUX_TRI_ARGS || m < 1) return;
  /* guard -> x_i >= lo (<= hi) where the side's least (largest) value is
   * above (below) that of all samples: y >= 1 once a loop `while (x < 0)
   * { x += y; y++; }` has left (x >= 0) */
  for (uint32_t i = 0; i < n; i++) {
    if (i == gi || i == gj) continue;
    int64_t slo = INT64_MAX, shi = INT64_MIN, alo = INT64_MAX, ahi = INT64_MIN;
    for (uint32_t k = 0; k < m; k++) {
      int64_t v = rows[(size_t)k * n + i];
      if (v < slo) slo = v;
      if (v > shi) shi = v;
    }
    for (uint32_t k = 0; k < r->npts; k++) {
      int64_t v = r->pts[(size_t)k * n + i];
      if (v < alo) alo = v;
      if (v > ahi) ahi = v;
    }
    /* the side's own extremes (from two samples on), and each program
     * constant between them and all samples' (one sample is enough: a
     * loop's exit state is sampled once a walk) */
    smt_term c[4];
    uint32_t nc = 0;
    if (m >= 2 && slo > alo && slo < 1000000 && slo > -1000000)
      c[nc++] = smt_implies(z, guard, smt_rel(z, SMT_GE, r->formal[i], smt_int(z, slo)));
    if (m >= 2 && shi < ahi && shi < 1000000 && shi > -1000000)
      c[nc++] = smt_implies(z, guard, smt_rel(z, SMT_LE, r->formal[i], smt_int(z, shi)));
    int64_t kge = INT64_MIN, kle = INT64_MAX; /* the closest constant to the side's extreme */
    for (uint32_t q = 0; q < nk; q++) {
      if (ks[q] > alo && ks[q] < slo && ks[q] > kge) kge = ks[q];
      if (ks[q] < ahi && ks[q] > shi && ks[q] < kle) kle = ks[q];
    }
    if (kge != INT64_MIN) c[nc++] = smt_implies(z, guard, smt_rel(z, SMT_GE, r->formal[i], smt_int(z, kge)));
    if (kle != INT64_MAX) c[nc++] = smt_implies(z, guard, smt_rel(z, SMT_LE, r->formal[i], smt_int(z, kle)));
    for (uint32_t q = 0; q < nc; q++) {
      MT_VEC_PUSH(r->cand, c[q]);
      MT_VEC_PUSH(r->hidden, c[q]);
    }
  }
  if (m < 2) return;
  for (uint32_t i = 0; i < n; i++)
    for (uint32_t j = 0; j < n; j++) {
      if (i == j || (i == gi && j == gj) || (i == gj && j == gi)) continue; /* the guard itself */
      int64_t side = INT64_MIN, all = INT64_MIN, d;
      bool wide = false; /* a difference beyond int64 (addresses): no bound */
      for (uint32_t k = 0; k < m && !wide; k++) {
        wide = __builtin_sub_overflow(rows[(size_t)k * n + i], rows[(size_t)k * n + j], &d);
        if (d > side) side = d;
      }
      for (uint32_t k = 0; k < r->npts && !wide; k++) {
        wide = __builtin_sub_overflow(r->pts[(size_t)k * n + i], r->pts[(size_t)k * n + j], &d);
        if (d > all) all = d;
      }
      if (wide || side >= all || side > 1000000 || side < -1000000) continue;
      smt_term c = smt_implies(z, guard, smt_rel(z, SMT_LE, smt_sub(z, r->formal[i], r->formal[j]), smt_int(z, side)));
      MT_VEC_PUSH(r->cand, c);
      MT_VEC_PUSH(r->hidden, c); /* a disjunction each: Spacer's steps get slower */
    }
}

/* the samples of r on each side of guard g (the guard as Σ k_i·x_i + c0
 * <= 0), the hulls and bounds of each side; whether it gave candidates */
static bool split(chc_sys *s, aux_rel *r, const int64_t *k, int64_t c0, smt_term g, uint32_t gi, uint32_t gj,
                  const int64_t *ks, uint32_t nk, int64_t *in, int64_t *out) {
  smt_ctx *z = s->smt;
  uint32_t n = r->n, m = r->npts, a = 0, b = 0;
  for (uint32_t q = 0; q < m; q++) {
    const int64_t *p = r->pts + (size_t)q * n;
    __int128 v = c0;
    for (uint32_t i = 0; i < n; i++) v += (__int128)k[i] * p[i];
    memcpy(v <= 0 ? in + (size_t)a++ * n : out + (size_t)b++ * n, p, n * sizeof *p);
  }
  if (a < 1 || b < 1 || a + b < 4) return false;
  uint32_t before = r->cand.len;
  if (a >= 2) aux_affine_hull(s, r, in, a, g, NULL);
  if (b >= 2) aux_affine_hull(s, r, out, b, smt_not(z, g), NULL);
  side_bounds(s, r, in, a, g, gi, gj, ks, nk);
  side_bounds(s, r, out, b, smt_not(z, g), gi, gj, ks, nk);
  return r->cand.len > before;
}

/* The program's own conditions on r's arguments: the comparisons in the
 * clauses out of r (a loop's test, a branch in its body: `x < 50`), each
 * linear in r's arguments with at most two of them, as Σ k_i·x_i + c0 <= 0
 * (x < 50 is x - 49 <= 0; x >= n is x - n > -1, i.e. the other side of
 * x - n + 1 <= 0; x == n splits at x - n <= 0).  At most cap of them:
 * row g of kk (n coefficients) and cc[g]; how many. */
static uint32_t program_guards(chc_sys *s, aux_rel *r, int64_t *kk, int64_t *cc, uint32_t cap) {
  smt_ctx *z = s->smt;
  uint32_t n = r->n, ng = 0;
  smt_term atoms[64];
  int64_t *k = mt_malloc((n + 1) * sizeof *k);
  for (uint32_t ci = 0; ci < s->clauses.len && ng < cap; ci++) {
    const chc_clause *cl = &s->clauses.data[ci];
    for (uint32_t ap = 0; ap < cl->napps && ng < cap; ap++) {
      if (cl->apps[ap].rel != r->rel || cl->apps[ap].n != n) continue;
      smt_term phi = smt_subst(z, cl->phi, n, cl->apps[ap].args, r->formal);
      uint32_t na = smt_atoms(z, phi, atoms, 64);
      for (uint32_t q = 0; q < na && ng < cap; q++) {
        int64_t c0;
        smt_cmp op;
        memset(k, 0, (n + 1) * sizeof *k);
        if (!smt_linear_atom(z, atoms[q], n, r->formal, k, &c0, &op)) continue;
        uint32_t nv = 0;
        for (uint32_t i = 0; i < n; i++) nv += k[i] != 0;
        if (!nv || nv > 2) continue;
        /* e op 0 as a guard e' <= 0 (its negation is the other side) */
        int64_t add = op == SMT_LT || op == SMT_GE ? 1 : 0;
        if (__builtin_add_overflow(c0, add, &c0)) continue;
        bool dup = false;
        for (uint32_t g = 0; g < ng && !dup; g++)
          dup = !memcmp(kk + (size_t)g * n, k, n * sizeof *k) && cc[g] == c0;
        if (dup) continue;
        memcpy(kk + (size_t)ng * n, k, n * sizeof *k);
        cc[ng++] = c0;
      }
    }
  }
  mt_free(k);
  return ng;
}

static void partitions(chc_sys *s, aux_rel *r, const int64_t *ks, uint32_t nk) {
  smt_ctx *z = s->smt;
  uint32_t n = r->n, m = r->npts, used = 0;
  if (m < 4 || n < 2 || n > AUX_OCT_ARGS) return;
  int64_t *in = mt_malloc((size_t)m * n * sizeof *in), *out = mt_malloc((size_t)m * n * sizeof *out);
  int64_t *k = mt_calloc(n + 1, sizeof *k);
  /* the program's conditions first */
  int64_t *gk = mt_malloc(((size_t)AUX_GUARDS * n + 1) * sizeof *gk), gc[AUX_GUARDS];
  uint32_t ng = program_guards(s, r, gk, gc, AUX_GUARDS);
  for (uint32_t g = 0; g < ng && used < AUX_GUARDS; g++) {
    const int64_t *kg = gk + (size_t)g * n;
    smt_term e = smt_int(z, gc[g]);
    uint32_t gi = UINT32_MAX, gj = UINT32_MAX;
    for (uint32_t i = 0; i < n; i++)
      if (kg[i]) {
        e = smt_add(z, e, smt_scale(z, kg[i], r->formal[i]));
        if (gi == UINT32_MAX) gi = i;
        else gj = i;
      }
    used += split(s, r, kg, gc[g], smt_rel(z, SMT_LE, e, smt_int(z, 0)), gi, gj, ks, nk, in, out);
  }
  mt_free(gk);
  /* then thresholds: each constant K and K - 1 (x < K is x <= K - 1) */
  int64_t *th = mt_malloc((2 * (size_t)nk + 1) * sizeof *th);
  uint32_t nt = 0;
  for (uint32_t q = 0; q < 2 * nk; q++) {
    if (ks[q / 2] == INT64_MIN) continue; /* no K - 1, and -K is taken below */
    int64_t kq = ks[q / 2] - (int64_t)(q % 2);
    bool dup = false;
    for (uint32_t x = 0; x < nt; x++) dup |= th[x] == kq;
    if (!dup) th[nt++] = kq;
  }
  /* guards x_i <= x_j first, then x_i <= t for each threshold t in turn,
   * every argument at each threshold before the next (not all of one
   * argument's guards first) */
  for (uint32_t j = 0; j < n + nt && used < AUX_GUARDS; j++)
    for (uint32_t i = 0; i < n && used < AUX_GUARDS; i++)
      for (uint32_t jj = j < n ? 0 : j; jj < (j < n ? n : j + 1) && used < AUX_GUARDS; jj++) {
        if (j < n && (j != 0 || jj == i)) continue; /* the pairs once, at j == 0 */
        memset(k, 0, n * sizeof *k);
        k[i] = 1;
        int64_t c0 = 0;
        if (jj < n) k[jj] = -1;
        else c0 = -th[jj - n];
        smt_term g = smt_rel(z, SMT_LE, r->formal[i], jj < n ? r->formal[jj] : smt_int(z, th[jj - n]));
        used += split(s, r, k, c0, g, i, jj, ks, nk, in, out);
      }
  mt_free(in);
  mt_free(out);
  mt_free(th);
  mt_free(k);
}

void aux_candidates(chc_sys *s, aux_rel *r, const int64_t *ks, uint32_t nk, const int64_t *fs, uint32_t nf,
                       const chc_aux *a) {
  smt_ctx *z = s->smt;
  if (!r->npts) { /* no state found: perhaps none -- or the sampling did
                     * not get that far (a loop after a long one): then
                     * the bounds by the program's constants, unfiltered */
    MT_VEC_PUSH(r->cand, smt_false(z));
    if (r->n > AUX_ARGS) return;
    for (uint32_t i = 0; i < r->n; i++)
      for (uint32_t q = 0; q < nk; q++) {
        MT_VEC_PUSH(r->cand, smt_rel(z, SMT_GE, r->formal[i], smt_int(z, ks[q])));
        MT_VEC_PUSH(r->cand, smt_rel(z, SMT_LE, r->formal[i], smt_int(z, ks[q])));
      }
    return;
  }
  if (r->n > AUX_ARGS) return;
  aux_affine_hull(s, r, r->pts, r->npts, NULL, a);
  aux_mod_candidates(s, r, a, ks, nk);
  aux_congruences(s, r);
  quad_hull(s, r);
  partitions(s, r, ks, nk);
  if (r->npts >= 2) slope_candidates(s, r, fs, nf);
  for (uint32_t i = 0; i < r->n; i++) {
    int64_t lo = INT64_MAX, hi = INT64_MIN;
    for (uint32_t k = 0; k < r->npts; k++) {
      int64_t v = r->pts[(size_t)k * r->n + i];
      if (v < lo) lo = v;
      if (v > hi) hi = v;
    }
    /* every sample one value: the hull has x_i = lo -- unless they are
     * few (a loop behind others, rarely an invariant value): then the
     * bounds too */
    if (lo == hi && r->npts >= AUX_POINTS / 4) continue;
    for (uint32_t q = 0; q < nk; q++) {
      if (lo >= ks[q]) MT_VEC_PUSH(r->cand, smt_rel(z, SMT_GE, r->formal[i], smt_int(z, ks[q])));
      if (hi <= ks[q]) MT_VEC_PUSH(r->cand, smt_rel(z, SMT_LE, r->formal[i], smt_int(z, ks[q])));
    }
    for (uint32_t j = 0; j < r->n; j++) {
      if (j == i) continue;
      bool le = true, lt = true;
      for (uint32_t k = 0; k < r->npts; k++) {
        int64_t x = r->pts[(size_t)k * r->n + i], y = r->pts[(size_t)k * r->n + j];
        le &= x <= y;
        lt &= x < y;
      }
      if (lt) MT_VEC_PUSH(r->cand, smt_rel(z, SMT_LT, r->formal[i], r->formal[j]));
      else if (le) MT_VEC_PUSH(r->cand, smt_rel(z, SMT_LE, r->formal[i], r->formal[j]));
    }
  }
}
