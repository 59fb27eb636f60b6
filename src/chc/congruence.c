/* congruence.c -- congruences of the samples (aux_int.h; ANALYSES, "Proofs
 * by Horn clauses"): a counter stepped by 2 stays even, two counters
 * stepped by 3 together keep their difference modulo 3 -- facts no
 * linear (in)equality states.  Per relation, for each argument x_i and
 * each x_i - x_j, x_i + x_j (relations of at most AUX_OCT_ARGS
 * arguments): g, the gcd of the differences of its values across the
 * samples, and when 2 <= g <= AUX_CONG_MAX the candidate e ≡ e(sample 0)
 * (mod g).  Houdini keeps the inductive ones (tier 1, with the other
 * modular candidates). */
#include "aux_int.h"

/* the candidate for the values e_k = c_i·x_i + c_j·x_j of the samples */
static void congruence(chc_sys *s, aux_rel *r, uint32_t i, int ci, uint32_t j, int cj) {
  smt_ctx *z = s->smt;
  int64_t g = 0, e0 = 0;
  for (uint32_t k = 0; k < r->npts; k++) {
    const int64_t *p = r->pts + (size_t)k * r->n;
    __int128 e = (__int128)ci * p[i] + (cj ? (__int128)cj * p[j] : 0);
    if (e > INT64_MAX / 4 || e < -(INT64_MAX / 4)) return;
    if (k == 0) e0 = (int64_t)e;
    else g = aux_gcd(g, (int64_t)e - e0);
    if (g == 1) return;
  }
  if (g < 2 || g > AUX_CONG_MAX) return; /* g == 0: e is constant, a hull equality */
  int64_t res = e0 % g;
  if (res < 0) res += g;
  smt_term e = ci == 1 ? r->formal[i] : smt_scale(z, ci, r->formal[i]);
  if (cj) e = smt_add(z, e, cj == 1 ? r->formal[j] : smt_scale(z, cj, r->formal[j]));
  aux_mod_interval(s, r, e, res, res, g);
}

void aux_congruences(chc_sys *s, aux_rel *r) {
  if (r->npts < 3 || r->n > AUX_ARGS) return; /* two samples: any difference is "a modulus" */
  for (uint32_t i = 0; i < r->n; i++) congruence(s, r, i, 1, 0, 0);
  if (r->n > AUX_OCT_ARGS) return;
  for (uint32_t i = 0; i < r->n; i++)
    for (uint32_t j = i + 1; j < r->n; j++) {
      congruence(s, r, i, 1, j, -1);
      congruence(s, r, i, 1, j, 1);
    }
}
