/*
 * aux_int.h -- internals of the auxiliary invariants of the Horn clauses
 * (chc_int.h: chc_houdini): sample.c samples the relations' states,
 * candidates.c makes candidate invariants from them (modular.c: the
 * wrap-around ones), houdini.c keeps the inductive ones.  Private to
 * src/chc.
 */
#ifndef CHC_AUX_INT_H
#define CHC_AUX_INT_H

#include "chc_int.h"

#define AUX_POINTS 24u   /* samples per relation */
#define AUX_BREAK 16u    /* more samples per relation, each off an equality of the others */
#define AUX_WALK 16u     /* more samples per relation from long walks (phase changes) */
#define AUX_WALK_STEPS 512u /* steps of a walk */
#define AUX_WALK_STARTS 3u  /* walks from (or through) each relation */
#define AUX_WALK_QUERIES 6000u /* steps of all walks */
#define AUX_OUTS 6u      /* outgoing clauses per relation whose enabling states sampling asks for */
#define AUX_OUT_TRIES 3u /* directed queries per outgoing clause until one gives a sample */
#define AUX_ARGS 48u     /* relations with more arguments get no candidates but false */
#define AUX_CMP_CONSTS 24u /* constants the program compares with, for the bounds */
#define AUX_CONSTS 32u   /* and its remainders' and masks' bounds */
#define AUX_OCT_ARGS 12u /* relations with more arguments get interval bounds at entry only, no partitions */
#define AUX_GUARDS 8u    /* guards that split a relation's samples (partitions) */
#define AUX_COEF 1000000000 /* the largest coefficient of an equality candidate */
#define AUX_QUAD_ARGS 5u /* relations with at most this many arguments get products in their hull */
#define AUX_TRI_ARGS 6u  /* ... and bounds at entry of sums of three arguments */
#define AUX_MODS 3u      /* moduli of wrap-around candidates (2^8, 2^16, 2^32) */
#define AUX_MOD_SPAN (1 << 20) /* the widest interval of a wrapped difference */
#define AUX_CONG_MAX 64  /* the largest modulus of a congruence */

typedef struct aux_rel {
  smt_pred rel;
  uint32_t n;
  smt_term *formal;      /* x0..x(n-1) */
  int64_t *pts;          /* npts × n */
  uint32_t npts;
  MT_VEC(smt_term) cand; /* over formal */
  uint8_t *alive;
  uint8_t *nl;           /* a candidate Spacer does not see (products, modular, guarded bounds) */
  MT_VEC(smt_term) hidden; /* candidates kept from Spacer by their kind (side_bounds) */
  smt_term inv;          /* the conjunction of the survivors, over formal */
  smt_term inv_lin;      /* ... of the linear survivors (for Spacer) */
  smt_term inv_first;       /* ... of the linear survivors of the first pass (Spacer's second try) */
  smt_term outs[AUX_OUTS]; /* over formal: states a clause out of rel can go on from (enabling) */
  uint32_t nouts;
  uint8_t tries[AUX_OUTS]; /* AUX_OUT_TRIES once a sample enables outs[k] (aux_sample counts the
                              attempts per clause into the relation) */
} aux_rel;

struct chc_aux {
  aux_rel *r;
  uint32_t n;
  int64_t mods[AUX_MODS]; /* 2^w for the widths w the program's arithmetic wraps at */
  uint32_t nmods;
  double wall_stop;       /* mt_now() time past which aux_now is +inf */
};

/* The clock of the auxiliary invariants' phases: this process's CPU
 * seconds, so that the samples, candidates and Houdini's survivors -- and
 * with them Spacer's clauses -- do not depend on how loaded the machine
 * is (a run beside two others got fewer invariants than alone, and
 * Spacer no proof); +inf once the wall clock passes a->wall_stop (the
 * wall-clock guard: a few times the share). */
static inline double aux_now(const chc_aux *a) {
  return mt_now() > a->wall_stop ? 1e300 : mt_cpu_now();
}

static inline aux_rel *aux_find(chc_aux *a, smt_pred p) {
  for (uint32_t i = 0; i < a->n; i++)
    if (a->r[i].rel == p) return &a->r[i];
  return NULL;
}

/* the gcd of |x| and |y| (0 when both are 0) */
static inline int64_t aux_gcd(int64_t x, int64_t y) {
  if (x < 0) x = -x;
  if (y < 0) y = -y;
  while (y) {
    int64_t t = x % y;
    x = y;
    y = t;
  }
  return x;
}

/* r's formula f (over formal) applied to args */
static inline smt_term aux_inst(chc_sys *s, const aux_rel *r, smt_term f, const smt_term *args) {
  return r->n ? smt_subst(s->smt, f, r->n, r->formal, args) : f;
}

/* sample.c: per relation, the states from which each clause out of it is
 * enabled (for directed samples) */
void aux_enabling(chc_sys *s, chc_aux *a);
/* sample.c: samples of every relation along the clauses, until `until` */
void aux_sample(chc_sys *s, chc_aux *a, double until);
/* sample.c: more samples, each off an equality of its relation's hull */
void aux_break_hulls(chc_sys *s, chc_aux *a, double until);
/* sample.c: more samples from long walks along the clauses (the states
 * around a loop's phase changes) */
void aux_walk(chc_sys *s, chc_aux *a, double until);

/* candidates.c: the equalities the m rows (nf features feat) satisfy,
 * pushed to r->cand (under a guard: guard -> equality; with a's moduli
 * also modulo 2^w; mods_only: only those) */
void aux_hull(chc_sys *s, aux_rel *r, const int64_t *rows, uint32_t m, uint32_t nf, const smt_term *feat,
              smt_term guard, const int64_t *all, uint32_t mall, const chc_aux *a, bool mods_only);
void aux_affine_hull(chc_sys *s, aux_rel *r, const int64_t *pts, uint32_t m, smt_term guard, const chc_aux *a);
/* affine.c: the equalities of an affine closure of the clauses (Karr's
 * fixpoint by SMT, from the samples), as candidates of each relation whose
 * hull it widened */
void aux_affine_closure(chc_sys *s, chc_aux *a, double until);
/* candidates.c: the constants the program compares with (and 0, 1), and
 * the factors it multiplies by */
uint32_t aux_constants(chc_sys *s, int64_t *out);
uint32_t aux_factors(chc_sys *s, int64_t *out, uint32_t cap);
/* candidates.c: every candidate of r from its samples */
void aux_candidates(chc_sys *s, aux_rel *r, const int64_t *ks, uint32_t nk, const int64_t *fs, uint32_t nf,
                    const chc_aux *a);

/* congruence.c: x_i, x_i - x_j, x_i + x_j congruent modulo the gcd of
 * their samples' differences */
void aux_congruences(chc_sys *s, aux_rel *r);

/* modular.c: 2^w for the widths w the program's arithmetic wraps at */
uint32_t aux_moduli(chc_sys *s, int64_t *out);
/* modular.c: (e - lo) mod M <= hi - lo, pushed to r->cand */
void aux_mod_interval(chc_sys *s, aux_rel *r, smt_term e, int64_t lo, int64_t hi, int64_t M);
/* modular.c: the hull's equalities modulo 2^w of each relation's samples
 * far from a wrap */
void aux_far_hulls(chc_sys *s, chc_aux *a);
/* modular.c: r's wrap-around candidates (differences, type ranges) */
void aux_mod_candidates(chc_sys *s, aux_rel *r, const chc_aux *a, const int64_t *ks, uint32_t nk);

#endif
