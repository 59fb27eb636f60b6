/* modular.c -- wrap-around candidates (aux_int.h; ANALYSES, "Proofs by
 * Horn clauses"): C's unsigned arithmetic and memterm's wrapping signed
 * arithmetic keep distances and sums modulo 2^w, not as integers.  For
 * the widths w the program's arithmetic wraps at: the hull's equalities
 * modulo 2^w (of samples far from a wrap), intervals of wrapped
 * differences, and the ranges of the w-bit types. */
#include "aux_int.h"

#include <string.h>

/* 2^w for the widths w (8, 16, 32) of the program's additions,
 * subtractions and multiplications: the moduli its values wrap at */
uint32_t aux_moduli(chc_sys *s, int64_t *out) {
  const ir_module *m = s->m;
  uint32_t n = 0;
  for (uint32_t fi = 0; fi < m->funcs.len && n < AUX_MODS; fi++) {
    if (!s->fns[fi].used) continue;
    const ir_func *f = &m->funcs.data[fi];
    for (uint32_t k = 0; k < f->ninsts && n < AUX_MODS; k++) {
      const ir_inst *in = &f->insts[k];
      if (in->op != IR_ADD && in->op != IR_SUB && in->op != IR_MUL) continue;
      const ir_type *t = ir_type_get(m, in->type);
      if (t->kind != IR_T_INT || (t->bits != 8 && t->bits != 16 && t->bits != 32)) continue;
      int64_t v = (int64_t)1 << t->bits;
      bool dup = false;
      for (uint32_t j = 0; j < n; j++) dup |= out[j] == v;
      if (!dup) out[n++] = v;
    }
  }
  return n;
}

/* (e - lo) mod M <= hi - lo: e lies in [lo, hi] modulo M (a wrapped
 * difference); nothing for a span above AUX_MOD_SPAN */
void aux_mod_interval(chc_sys *s, aux_rel *r, smt_term e, int64_t lo, int64_t hi, int64_t M) {
  smt_ctx *z = s->smt;
  if (hi < lo || hi - lo > AUX_MOD_SPAN || hi - lo >= M - 1) return;
  MT_VEC_PUSH(r->cand, smt_rel(z, SMT_LE, smt_mod(z, smt_sub(z, e, smt_int(z, lo)), M), smt_int(z, hi - lo)));
}

/* Wrap-around differences: x_i - x_j reduced modulo M into [-M/2, M/2)
 * lies between the least and the largest value of the samples (and up to
 * the least program constant above it: a fill level below a capacity).
 * Two unsigned counters a fixed distance apart keep the distance when
 * one of them wraps and the other not yet; the plain difference does
 * not. */
static void mod_differences(chc_sys *s, aux_rel *r, const chc_aux *a, const int64_t *ks, uint32_t nk) {
  smt_ctx *z = s->smt;
  if (r->n < 2 || r->n > AUX_OCT_ARGS || r->npts < 2) return;
  for (uint32_t q = 0; q < a->nmods; q++) {
    int64_t M = a->mods[q];
    for (uint32_t i = 0; i < r->n; i++)
      for (uint32_t j = i + 1; j < r->n; j++) {
        int64_t lo = INT64_MAX, hi = INT64_MIN;
        for (uint32_t k = 0; k < r->npts; k++) {
          __int128 d = (__int128)r->pts[(size_t)k * r->n + i] - r->pts[(size_t)k * r->n + j];
          d %= M;
          if (d < 0) d += M;
          if (d >= M / 2) d -= M;
          if ((int64_t)d < lo) lo = (int64_t)d;
          if ((int64_t)d > hi) hi = (int64_t)d;
        }
        if (lo == hi) continue; /* the affine hull's (modular) equality */
        smt_term e = smt_sub(z, r->formal[i], r->formal[j]);
        aux_mod_interval(s, r, e, lo, hi, M);
        int64_t up = INT64_MAX;
        for (uint32_t c = 0; c < nk; c++)
          if (ks[c] > hi && ks[c] < up) up = ks[c];
        if (up != INT64_MAX) aux_mod_interval(s, r, e, lo < 0 ? lo : 0, up, M);
      }
  }
}

/* The ranges of the w-bit integers (signed and unsigned) for the widths
 * the program's arithmetic wraps at, each argument in one the samples
 * fit: a counter that may wrap is bounded by its type alone, and a
 * modular fact (sn == i - 1 modulo 2^32) decides little without them. */
static void type_ranges(chc_sys *s, aux_rel *r, const chc_aux *a) {
  smt_ctx *z = s->smt;
  for (uint32_t i = 0; i < r->n; i++) {
    int64_t lo = INT64_MAX, hi = INT64_MIN;
    for (uint32_t k = 0; k < r->npts; k++) {
      int64_t v = r->pts[(size_t)k * r->n + i];
      if (v < lo) lo = v;
      if (v > hi) hi = v;
    }
    if (lo == hi) continue; /* the affine hull's */
    for (uint32_t q = 0; q < a->nmods; q++) {
      int64_t M = a->mods[q], rl[2] = {-M / 2, 0}, rh[2] = {M / 2 - 1, M - 1};
      for (int u = 0; u < 2; u++)
        if (lo >= rl[u] && hi <= rh[u])
          MT_VEC_PUSH(r->cand, smt_and(z, smt_rel(z, SMT_GE, r->formal[i], smt_int(z, rl[u])),
                                       smt_rel(z, SMT_LE, r->formal[i], smt_int(z, rh[u]))));
    }
  }
}

/* r's wrap-around candidates */
void aux_mod_candidates(chc_sys *s, aux_rel *r, const chc_aux *a, const int64_t *ks, uint32_t nk) {
  mod_differences(s, r, a, ks, nk);
  type_ranges(s, r, a);
}

void aux_far_hulls(chc_sys *s, chc_aux *a) {
  /* the hull's equalities modulo 2^w, of the samples far from a wrap
   * (every value below a quarter of the least modulus): a sample where a
   * counter wrapped breaks s0 == x + y - 3·steps but not its modular
   * version -- the modular candidates come from the others */
  int64_t far = a->nmods ? a->mods[0] / 4 : 0;
  for (uint32_t q = 1; q < a->nmods; q++)
    if (a->mods[q] / 4 < far) far = a->mods[q] / 4;
  for (uint32_t i = 0; far && i < a->n; i++) {
    aux_rel *r = &a->r[i];
    if (!r->npts || r->n > AUX_ARGS) continue;
    int64_t *rows = mt_malloc(((size_t)r->npts * r->n + 1) * sizeof *rows);
    uint32_t m = 0;
    for (uint32_t k = 0; k < r->npts; k++) {
      const int64_t *p = r->pts + (size_t)k * r->n;
      bool near = false;
      for (uint32_t j = 0; j < r->n; j++) near |= p[j] >= far || p[j] <= -far;
      if (!near) memcpy(rows + (size_t)m++ * r->n, p, r->n * sizeof *p);
    }
    if (m) aux_hull(s, r, rows, m, r->n, r->formal, NULL, NULL, 0, a, true);
    mt_free(rows);
  }
}
