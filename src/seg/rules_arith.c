/* rules_arith.c -- arithmetic, bit operations, comparisons, casts and
 * select with fixed-width semantics (seed 003): a result that may leave its
 * type's range either wraps (a case split decides how often it did) or, for
 * nsw operations under the no-overflow or termination property, is an ERR. */
#include "seg_int.h"

#include <string.h>

static bool range_of(seg_graph *g, unsigned bits, seg_view view, int64_t *lo, int64_t *hi) {
  if (g->o.math_ints || bits <= 1 || bits > 64 || view == SEG_V_NONE || view == SEG_V_PTR)
    return false;
  if (view == SEG_V_S) {
    *lo = bits == 64 ? INT64_MIN : -((int64_t)1 << (bits - 1));
    *hi = bits == 64 ? INT64_MAX : ((int64_t)1 << (bits - 1)) - 1;
  } else {
    if (bits >= 63) return false; /* not expressible: handled as unbounded above 2^62 */
    *lo = 0;
    *hi = ((int64_t)1 << bits) - 1;
  }
  return true;
}

/* e within [lo, hi] on one side by its variables' own ranges, when the
 * atom's constant does not fit in 64 bits (1 + k at the bottom of a 64-bit
 * range): 1 proved, -2 not.  (The upper end of an unsigned 64-bit value or
 * an address is no int64: such a variable bounds nothing from above.) */
static int by_var_range(seg_graph *g, const seg_lin *e, int64_t bound, bool upper) {
  __int128 x = e->c;
  for (uint32_t i = 0; i < e->n; i++) {
    int64_t vlo, vhi;
    const seg_var *v = &g->vars.data[e->v[i]];
    bool need_hi = (e->k[i] > 0) == upper;
    if (!seg_var_range(g, e->v[i], &vlo, &vhi)) return -2;
    if (need_hi && v->view != SEG_V_S && !(v->view == SEG_V_U && v->bits < 63)) return -2;
    x += (__int128)e->k[i] * (need_hi ? vhi : vlo);
  }
  return (upper ? x <= bound : x >= bound) ? 1 : -2;
}

/* in-range test of e: 1 proved, 0 refuted (side in *above), -1 undecided
 * (split atom set), -2 not expressible */
static int in_range(seg_step *st, const seg_lin *e, int64_t lo, int64_t hi, int *above) {
  seg_lin b, up, dn;
  int du = -2, dd = -2;
  seg_lin_const(&b, hi);
  if (seg_atom_le(&up, e, &b)) du = seg_decide(st->g, &up);
  else if ((du = by_var_range(st->g, e, hi, true)) == -2) return -2;
  seg_lin_const(&b, lo);
  if (seg_atom_le(&dn, &b, e)) dd = seg_decide(st->g, &dn);
  else if ((dd = by_var_range(st->g, e, lo, false)) == -2) return -2;
  if (du == 1 && dd == 1) return 1;
  if (du == 0) {
    *above = 1;
    return 0;
  }
  if (dd == 0) {
    *above = -1;
    return 0;
  }
  st->split = du == -1 ? up : dn;
  return -1;
}

static seg_out overflow_err(seg_step *st, const ir_inst *in) {
  return seg_err(st, "no-overflow", "%s nsw may overflow (signed overflow is undefined)",
                 ir_op_name(in->op));
}

/* v := e, e the exact (unbounded) result of an operation whose operands
 * were read in the slot's view; one_wrap: e leaves the range by less than
 * 2^bits (add, sub), so one correction is exact */
static seg_out assign_wrapped(seg_step *st, const ir_inst *in, const seg_lin *e, bool one_wrap) {
  seg_graph *g = st->g;
  seg_frame *fr = seg_top((seg_state *)st->a);
  seg_view view = seg_slot_view(g, fr->f, in->result);
  unsigned bits = seg_bits(g, in->type);
  bool check = (in->flags & IR_F_NSW) && g->o.overflow && view == SEG_V_S;
  bool exact = (in->flags & IR_F_NSW) && g->o.signed_unbounded && view == SEG_V_S;
  if (exact || g->o.math_ints || bits <= 1 || bits > 64 || view == SEG_V_NONE || view == SEG_V_PTR) {
    seg_state *s = seg_succ(st);
    seg_define(st, s, in->result, e);
    return SEG_OK;
  }
  if (view == SEG_V_U && bits == 64) { /* [0, 2^64-1]: only the exact case is expressible */
    if (seg_valid_u64(g, e)) {
      seg_state *s = seg_succ(st);
      seg_define(st, s, in->result, e);
      return SEG_OK;
    }
    /* add/sub of a value and a constant below 2^63: at most one wrap, at the
     * bottom (e < 0) or the top; split where the premise decides neither */
    seg_lin zero = seg_lc(0), atom;
    if (one_wrap && seg_atom_le(&atom, &zero, e) && seg_decide(g, &atom) == -1) {
      st->split = atom;
      return SEG_SPLIT;
    }
    seg_state *s = seg_succ(st);
    seg_define_fresh(st, s, in->result);
    return SEG_OK;
  }
  int64_t lo, hi;
  range_of(g, bits, view, &lo, &hi);
  int above = 0;
  int r = in_range(st, e, lo, hi, &above);
  if (r == 1) {
    seg_state *s = seg_succ(st);
    seg_define(st, s, in->result, e);
    return SEG_OK;
  }
  if (check) return overflow_err(st, in);
  if (r == -1 && one_wrap && bits < 63) return SEG_SPLIT;
  seg_state *s = seg_succ(st);
  seg_lin w;
  if (r == 0 && one_wrap && bits < 63 &&
      seg_lin_addk(&w, e, 1, &(seg_lin){.c = above > 0 ? -((int64_t)1 << bits) : ((int64_t)1 << bits)}))
    seg_define(st, s, in->result, &w);
  else
    seg_define_fresh(st, s, in->result);
  return SEG_OK;
}

/* nsw operation whose slot is not read signed: the overflow check in the
 * signed reading (SEG_OK: no overflow possible) */
static seg_out nsw_check(seg_step *st, const ir_inst *in, int64_t kmul) {
  seg_graph *g = st->g;
  seg_state *s0 = (seg_state *)st->a;
  if (!(in->flags & IR_F_NSW) || !g->o.overflow || g->o.math_ints) return SEG_OK;
  if (seg_slot_view(g, seg_top(s0)->f, in->result) == SEG_V_S) return SEG_OK;
  unsigned bits = seg_bits(g, in->type);
  seg_lin a, b, e;
  if (!seg_operand(st, s0, in->ops[0], SEG_V_S, &a) || !seg_operand(st, s0, in->ops[1], SEG_V_S, &b))
    return SEG_SPLIT;
  bool ok = in->op == IR_ADD ? seg_lin_addk(&e, &a, 1, &b)
            : in->op == IR_SUB ? seg_lin_addk(&e, &a, -1, &b)
                               : seg_lin_scale(&e, &a, kmul);
  if (!ok) return overflow_err(st, in);
  int64_t lo = bits == 64 ? INT64_MIN : -((int64_t)1 << (bits - 1));
  int64_t hi = bits == 64 ? INT64_MAX : ((int64_t)1 << (bits - 1)) - 1;
  int above = 0;
  if (in_range(st, &e, lo, hi, &above) != 1) return overflow_err(st, in);
  return SEG_OK;
}

static bool operand2(seg_step *st, const ir_inst *in, seg_view v, seg_lin *a, seg_lin *b) {
  seg_state *s = (seg_state *)st->a;
  return seg_operand(st, s, in->ops[0], v, a) && seg_operand(st, s, in->ops[1], v, b);
}

/* A wrapping (non-nsw) operation on values read signed consumes them as
 * machine words: under signed_unbounded they are assumed representable,
 * like at any conversion (seg_representable) */
static bool wrap_operands_ok(seg_step *st, const ir_inst *in, seg_view v, const seg_lin *a,
                             const seg_lin *b) {
  if (!st->g->o.signed_unbounded || v != SEG_V_S || (in->flags & IR_F_NSW)) return true;
  unsigned bits = seg_bits(st->g, in->type);
  return seg_representable(st, a, bits) && seg_representable(st, b, bits);
}

/* *out := the signed reading of a 64-bit constant above INT64_MAX */
static void u64_top_const(seg_graph *g, ir_val v, seg_lin *out) {
  const ir_value *iv = ir_val_get(g->m, v);
  if (iv->kind == IR_V_INT && iv->u.i > (uint64_t)INT64_MAX) seg_lin_const(out, (int64_t)iv->u.i);
}

static seg_out fresh_result(seg_step *st, const ir_inst *in) {
  seg_state *s = seg_succ(st);
  seg_define_fresh(st, s, in->result);
  return SEG_OK;
}

/* adds atom to s when it can be built */
static void add_le(seg_step *st, seg_state *s, const seg_lin *a, const seg_lin *b) {
  seg_lin r;
  if (seg_atom_le(&r, a, b)) seg_kb_add(st->g, s, &r);
}

/* m divides a - b (when m is small enough for a divisibility atom) */
static void add_div(seg_step *st, seg_state *s, const seg_lin *a, const seg_lin *b, int64_t m) {
  seg_lin r;
  if (m < 2 || m > SEG_DIV_MAX || !seg_lin_addk(&r, a, -1, b)) return;
  r.rel = seg_rel_div(m);
  seg_kb_add(st->g, s, &r);
}

/* division and remainder by a constant or a variable */
static seg_out divrem(seg_step *st, const ir_inst *in) {
  seg_graph *g = st->g;
  bool sgn = in->op == IR_SDIV || in->op == IR_SREM;
  bool rem = in->op == IR_UREM || in->op == IR_SREM;
  seg_view nat = sgn ? SEG_V_S : SEG_V_U;
  unsigned bits = seg_bits(g, in->type);
  seg_lin x, d;
  if (!operand2(st, in, nat, &x, &d)) return SEG_SPLIT;
  seg_lin zero = seg_lc(0), atom;
  seg_atom_mk(&atom, &d, SEG_NE, &zero);
  if (!seg_valid(g, &atom)) return seg_err(st, NULL, "%s: the divisor may be zero", ir_op_name(in->op));
  if (sgn && !g->o.math_ints && bits <= 64) {
    int64_t smin = bits == 64 ? INT64_MIN : -((int64_t)1 << (bits - 1));
    seg_lin m1 = seg_lc(-1), mn = seg_lc(smin), a1, a2;
    seg_atom_mk(&a1, &d, SEG_EQ, &m1);
    seg_atom_mk(&a2, &x, SEG_EQ, &mn);
    if (seg_decide(g, &a1) != 0 && seg_decide(g, &a2) != 0)
      return seg_err(st, "no-overflow", "%s may overflow (INT_MIN / -1)", ir_op_name(in->op));
  }
  seg_view slot = seg_slot_view(g, seg_top((seg_state *)st->a)->f, in->result);
  /* sign of the dividend decides the shape of truncating division */
  seg_lin ge0;
  seg_atom_le(&ge0, &zero, &x);
  int xpos = seg_decide(g, &ge0);
  if (!sgn) xpos = 1;
  int64_t dc;
  bool dconst = seg_lin_is_const(&d, &dc);
  if (sgn && xpos == -1 && dconst) {
    st->split = ge0;
    return SEG_SPLIT;
  }
  /* the result fits the slot's reading? (different only for mixed classes) */
  bool fits = slot == nat || g->o.math_ints;
  if (!fits && nat == SEG_V_U && bits < 64) {
    seg_lin smax = seg_lc(((int64_t)1 << (bits - 1)) - 1), t;
    seg_atom_le(&t, &x, &smax);
    fits = seg_valid(g, &t);
  } else if (!fits) {
    fits = xpos == 1 && (!dconst || dc > 0);
  }
  seg_state *s = seg_succ(st);
  uint32_t w = seg_define_fresh(st, s, in->result);
  if (!fits) return SEG_OK;
  seg_lin wl = seg_lv(w);
  if (dconst && dc != 0) {
    int64_t ad = dc < 0 ? -dc : dc;
    if (dc == INT64_MIN) return SEG_OK;
    if (!rem) {
      /* |x| = |w|·|d| + r, 0 <= r < |d|, sign(w) = sign(x)·sign(d) */
      seg_lin wd, t;
      if (!seg_lin_scale(&wd, &wl, dc)) return SEG_OK;
      if (xpos == 1) { /* w·d <= x <= w·d + |d| - 1 */
        add_le(st, s, &wd, &x);
        if (seg_lin_addk(&t, &wd, 1, &(seg_lin){.c = ad - 1})) add_le(st, s, &x, &t);
      } else { /* x < 0: w·d - |d| + 1 <= x <= w·d */
        add_le(st, s, &x, &wd);
        if (seg_lin_addk(&t, &wd, 1, &(seg_lin){.c = -(ad - 1)})) add_le(st, s, &t, &x);
      }
    } else {
      /* remainder: same sign as x, |w| <= |d| - 1, and |w| <= |x| */
      if (xpos == 1) {
        add_le(st, s, &zero, &wl);
        seg_lin t = seg_lc(ad - 1);
        add_le(st, s, &wl, &t);
        add_le(st, s, &wl, &x);
        add_div(st, s, &x, &wl, ad); /* |d| divides x - w */
      } else {
        seg_lin t = seg_lc(-(ad - 1));
        add_le(st, s, &t, &wl);
        add_le(st, s, &wl, &zero);
        add_le(st, s, &x, &wl);
        add_div(st, s, &x, &wl, ad);
      }
    }
    return SEG_OK;
  }
  /* variable divisor: only the simple non-negative case */
  seg_lin dpos;
  seg_atom_lt(&dpos, &zero, &d);
  if (xpos == 1 && seg_valid(g, &dpos)) {
    add_le(st, s, &zero, &wl);
    add_le(st, s, &wl, &x);
    if (rem) {
      seg_lin r;
      if (seg_atom_lt(&r, &wl, &d)) seg_kb_add(g, s, &r);
    }
  }
  return SEG_OK;
}

/* e's value when <a> (on the solver stack) fixes it: the value of a model,
 * then proved to be the only one */
static bool fixed_value(seg_graph *g, const seg_lin *e, int64_t *k) {
  if (smt_check(seg_smt(g)) != SMT_SAT || !smt_model_int(g->smt, seg_term(g, e), k)) return false;
  seg_lin c = seg_lc(*k), t;
  return seg_atom_mk(&t, e, SEG_EQ, &c) && seg_valid(g, &t);
}

static seg_out mul_like(seg_step *st, const ir_inst *in, const seg_lin *x, int64_t k) {
  seg_lin e;
  if (!seg_lin_scale(&e, x, k)) {
    if ((in->flags & IR_F_NSW) && st->g->o.overflow && !st->g->o.math_ints) return overflow_err(st, in);
    return fresh_result(st, in);
  }
  return assign_wrapped(st, in, &e, false);
}

/* the largest k in {2, 1, 0} with e >= k provable, -1 if none */
static int64_t small_lower(seg_graph *g, const seg_lin *e) {
  for (int64_t k = 2; k >= 0; k--) {
    seg_lin c = seg_lc(k), t;
    if (seg_atom_le(&t, &c, e) && seg_valid(g, &t)) return k;
  }
  return -1;
}

/* w = a·b exactly (unbounded integers), non-linear: a fresh w with the
 * linear consequences of  a >= la, b >= lb  (la, lb >= 0):
 * (a - la)(b - lb) >= 0, i.e. w >= lb·a + la·b - la·lb, and w >= 0 */
static seg_out mul_bounds(seg_step *st, const ir_inst *in, const seg_lin *a, const seg_lin *b) {
  seg_graph *g = st->g;
  int64_t la = small_lower(g, a), lb = la >= 0 ? small_lower(g, b) : -1;
  seg_state *s = seg_succ(st);
  uint32_t w = seg_define_fresh(st, s, in->result);
  if (!w || la < 0 || lb < 0) return SEG_OK;
  seg_lin wl = seg_lv(w), r, t, zero = seg_lc(0);
  if (seg_atom_le(&t, &zero, &wl)) seg_kb_add(g, s, &t);
  if (seg_lin_scale(&r, a, lb) && seg_lin_addk(&r, &r, la, b)) {
    r.c -= la * lb;
    if (seg_atom_le(&t, &r, &wl)) seg_kb_add(g, s, &t);
  }
  return SEG_OK;
}

static seg_out bitop(seg_step *st, const ir_inst *in) {
  seg_graph *g = st->g;
  unsigned bits = seg_bits(g, in->type);
  seg_view slot = seg_slot_view(g, seg_top((seg_state *)st->a)->f, in->result);
  seg_lin a, b, zero = seg_lc(0), one = seg_lc(1);
  if (bits == 1) {
    if (!operand2(st, in, SEG_V_U, &a, &b)) return SEG_SPLIT;
    seg_state *s;
    if (in->op == IR_XOR) {
      int64_t c;
      seg_lin *var = &a, *oth = &b;
      if (seg_lin_is_const(&a, &c)) {
        var = &b;
        oth = &a;
      }
      seg_lin t;
      seg_atom_mk(&t, var, SEG_EQ, &one);
      int d = seg_decide(g, &t);
      if (d == -1) {
        st->split = t;
        return SEG_SPLIT;
      }
      s = seg_succ(st);
      seg_lin r;
      if (d == 1 && seg_lin_addk(&r, &one, -1, oth)) seg_define(st, s, in->result, &r);
      else if (d == 0) seg_define(st, s, in->result, oth);
      else seg_define_fresh(st, s, in->result);
      return SEG_OK;
    }
    s = seg_succ(st);
    seg_lin w = seg_lv(seg_define_fresh(st, s, in->result)), ab;
    if (!seg_lin_addk(&ab, &a, 1, &b)) return SEG_OK;
    if (in->op == IR_AND) {
      add_le(st, s, &w, &a);
      add_le(st, s, &w, &b);
      seg_lin t;
      if (seg_lin_addk(&t, &ab, 1, &(seg_lin){.c = -1})) add_le(st, s, &t, &w);
    } else {
      add_le(st, s, &a, &w);
      add_le(st, s, &b, &w);
      add_le(st, s, &w, &ab);
    }
    return SEG_OK;
  }
  if (slot == SEG_V_NONE || slot == SEG_V_PTR) return fresh_result(st, in);
  if (!operand2(st, in, slot, &a, &b)) return SEG_SPLIT;
  int64_t ca, cb;
  bool ka = seg_lin_is_const(&a, &ca), kb = seg_lin_is_const(&b, &cb);
  seg_state *s;
  /* an operand the KB fixes to one value counts as that constant; both
   * constant: the operation's value in the slot's reading */
  if (!ka || !kb) {
    int64_t k;
    if (!ka && fixed_value(g, &a, &k)) ka = true, ca = k, a = seg_lc(k);
    if (!kb && fixed_value(g, &b, &k)) kb = true, cb = k, b = seg_lc(k);
  }
  if (ka && kb && bits <= 64) {
    uint64_t ua = (uint64_t)ca, ub = (uint64_t)cb, m = bits == 64 ? ~0ull : (1ull << bits) - 1;
    uint64_t r = (in->op == IR_AND ? ua & ub : in->op == IR_OR ? ua | ub : ua ^ ub) & m;
    int64_t v;
    if (slot == SEG_V_S && bits < 64 && (r >> (bits - 1)) & 1) v = (int64_t)(r | ~m);
    else v = (int64_t)r;
    if (slot == SEG_V_U && bits == 64 && r > (uint64_t)INT64_MAX) return fresh_result(st, in);
    s = seg_succ(st);
    seg_lin e = seg_lc(v);
    seg_define(st, s, in->result, &e);
    return SEG_OK;
  }
  /* x | 0 = x ^ 0 = x */
  if ((ka && ca == 0) || (kb && cb == 0)) {
    if (in->op != IR_AND) {
      s = seg_succ(st);
      seg_define(st, s, in->result, ka ? &b : &a);
      return SEG_OK;
    }
  }
  if (in->op == IR_AND && (ka || kb)) {
    int64_t mask = ka ? ca : cb;
    seg_lin *x = ka ? &b : &a;
    if (mask >= 0) {
      seg_lin ge0;
      seg_atom_le(&ge0, &zero, x);
      bool xpos = seg_valid(g, &ge0);
      /* a mask of the low bits keeps a value within it: x & (2^k - 1) = x */
      seg_lin lem;
      seg_lin mk = seg_lc(mask);
      if (xpos && (mask & (mask + 1)) == 0 && seg_atom_le(&lem, x, &mk) && seg_valid(g, &lem)) {
        s = seg_succ(st);
        seg_define(st, s, in->result, x);
        return SEG_OK;
      }
      s = seg_succ(st);
      seg_lin w = seg_lv(seg_define_fresh(st, s, in->result)), m = seg_lc(mask);
      add_le(st, s, &zero, &w);
      add_le(st, s, &w, &m);
      if (xpos) add_le(st, s, &w, x);
      /* x & (2^k - 1) = x mod 2^k: 2^k divides x - w (in two's complement
       * also for a negative x, and in either reading of x's bits) */
      if ((mask & (mask + 1)) == 0) add_div(st, s, x, &w, mask + 1);
      return SEG_OK;
    }
  }
  if (slot == SEG_V_U && (in->op == IR_AND || in->op == IR_OR)) {
    s = seg_succ(st);
    seg_lin w = seg_lv(seg_define_fresh(st, s, in->result));
    if (in->op == IR_AND) {
      add_le(st, s, &w, &a);
      add_le(st, s, &w, &b);
    } else {
      add_le(st, s, &a, &w);
      add_le(st, s, &b, &w);
    }
    return SEG_OK;
  }
  return fresh_result(st, in);
}

static seg_out shift(seg_step *st, const ir_inst *in) {
  seg_graph *g = st->g;
  unsigned bits = seg_bits(g, in->type);
  seg_lin amt;
  seg_state *s0 = (seg_state *)st->a;
  if (!seg_operand(st, s0, in->ops[1], SEG_V_U, &amt)) return SEG_SPLIT;
  int64_t k;
  bool kc = seg_lin_is_const(&amt, &k);
  seg_lin lim = seg_lc((int64_t)bits - 1), t;
  seg_atom_le(&t, &amt, &lim);
  if (!kc && !seg_valid(g, &t))
    return seg_err(st, NULL, "%s: the shift amount may be >= %u", ir_op_name(in->op), bits);
  if (kc && (k < 0 || k >= (int64_t)bits))
    return seg_err(st, NULL, "%s by %lld: the shift amount is >= %u", ir_op_name(in->op),
                   (long long)k, bits);
  if (!kc || k >= 62) {
    if ((in->flags & IR_F_NSW) && g->o.overflow && in->op == IR_SHL) return overflow_err(st, in);
    return fresh_result(st, in);
  }
  seg_view slot = seg_slot_view(g, seg_top(s0)->f, in->result);
  if (in->op == IR_SHL) {
    seg_lin x;
    if (!seg_operand(st, s0, in->ops[0], slot, &x)) return SEG_SPLIT;
    return mul_like(st, in, &x, (int64_t)1 << k);
  }
  seg_view nat = in->op == IR_LSHR ? SEG_V_U : SEG_V_S;
  seg_lin x;
  if (!seg_operand(st, s0, in->ops[0], nat, &x)) return SEG_SPLIT;
  if (k == 0) {
    seg_lin y;
    if (!seg_convert(st, &x, bits, nat, slot, &y)) return SEG_SPLIT;
    seg_state *s = seg_succ(st);
    seg_define(st, s, in->result, &y);
    return SEG_OK;
  }
  bool fits = slot == nat || nat == SEG_V_U || g->o.math_ints;
  if (!fits) {
    seg_lin zero = seg_lc(0), ge0;
    seg_atom_le(&ge0, &zero, &x);
    fits = seg_valid(g, &ge0);
  }
  seg_state *s = seg_succ(st);
  seg_lin w = seg_lv(seg_define_fresh(st, s, in->result)), wk, t2;
  if (!fits || !seg_lin_scale(&wk, &w, (int64_t)1 << k)) return SEG_OK;
  add_le(st, s, &wk, &x); /* w·2^k <= x <= w·2^k + 2^k - 1 */
  if (seg_lin_addk(&t2, &wk, 1, &(seg_lin){.c = ((int64_t)1 << k) - 1})) add_le(st, s, &x, &t2);
  return SEG_OK;
}

static seg_out icmp(seg_step *st, const ir_inst *in) {
  seg_graph *g = st->g;
  seg_state *s0 = (seg_state *)st->a;
  ir_type_id ot = ir_val_type(g->m, in->ops[0]);
  seg_view v;
  if (in->pred >= IR_ICMP_SGT) v = SEG_V_S;
  else if (in->pred >= IR_ICMP_UGT) v = SEG_V_U;
  else {
    v = seg_type_view(g, ot);
    if (v == SEG_V_S) {
      const ir_value *a = ir_val_get(g->m, in->ops[0]), *b = ir_val_get(g->m, in->ops[1]);
      ir_val loc = (a->kind == IR_V_ARG || a->kind == IR_V_INST) ? in->ops[0]
                   : (b->kind == IR_V_ARG || b->kind == IR_V_INST) ? in->ops[1] : 0;
      if (loc) v = seg_slot_view(g, seg_top(s0)->f, loc);
    }
  }
  if (seg_type_view(g, ot) == SEG_V_PTR && v == SEG_V_U) v = SEG_V_PTR;
  seg_lin a, b, phi;
  uint32_t nvars = g->vars.len; /* variables made by the reading are fresh */
  if (!operand2(st, in, v, &a, &b)) return SEG_SPLIT;
  bool ok;
  switch (in->pred) {
  case IR_ICMP_EQ: ok = seg_atom_mk(&phi, &a, SEG_EQ, &b); break;
  case IR_ICMP_NE: ok = seg_atom_mk(&phi, &a, SEG_NE, &b); break;
  case IR_ICMP_ULT: case IR_ICMP_SLT: ok = seg_atom_lt(&phi, &a, &b); break;
  case IR_ICMP_ULE: case IR_ICMP_SLE: ok = seg_atom_le(&phi, &a, &b); break;
  case IR_ICMP_UGT: case IR_ICMP_SGT: ok = seg_atom_lt(&phi, &b, &a); break;
  default: ok = seg_atom_le(&phi, &b, &a); break;
  }
  if (!ok) return fresh_result(st, in);
  int d = seg_decide(g, &phi);
  bool fresh = false; /* a reading memterm cannot express (a 64-bit value of
                         the other half): a split on it would not stick, the
                         next reading is fresh again */
  for (uint32_t i = 0; i < phi.n; i++) fresh |= phi.v[i] >= nvars;
  if (d == -1 && fresh) return fresh_result(st, in);
  if (d == -1) {
    st->split = phi;
    return SEG_SPLIT;
  }
  seg_state *s = seg_succ(st);
  seg_lin r = seg_lc(d);
  seg_define(st, s, in->result, &r);
  return SEG_OK;
}

static seg_out cast(seg_step *st, const ir_inst *in) {
  seg_graph *g = st->g;
  seg_state *s0 = (seg_state *)st->a;
  seg_view slot = seg_slot_view(g, seg_top(s0)->f, in->result);
  ir_type_id from = ir_val_type(g->m, in->ops[0]);
  unsigned fb = seg_bits(g, from), tb = seg_bits(g, in->type);
  seg_lin e, y;
  switch (in->op) {
  case IR_ZEXT:
  case IR_INTTOPTR:
    if (!seg_operand(st, s0, in->ops[0], SEG_V_U, &e)) return SEG_SPLIT;
    if (in->op == IR_INTTOPTR && fb > tb) return fresh_result(st, in);
    if (!seg_convert(st, &e, tb, SEG_V_U, slot, &y)) return SEG_SPLIT;
    break;
  case IR_SEXT:
    if (!seg_operand(st, s0, in->ops[0], SEG_V_S, &e)) return SEG_SPLIT;
    if (!seg_representable(st, &e, fb)) return SEG_SPLIT;
    if (!seg_convert(st, &e, tb, SEG_V_S, slot, &y)) return SEG_SPLIT;
    break;
  case IR_PTRTOINT:
    if (!seg_operand(st, s0, in->ops[0], SEG_V_PTR, &e)) return SEG_SPLIT;
    if (tb < fb) return fresh_result(st, in);
    if (!seg_convert(st, &e, tb, SEG_V_PTR, slot, &y)) return SEG_SPLIT;
    break;
  case IR_TRUNC: {
    seg_view v = slot == SEG_V_S ? SEG_V_S : SEG_V_U;
    if (!seg_operand(st, s0, in->ops[0], v, &e)) return SEG_SPLIT;
    if (v == SEG_V_S && !seg_representable(st, &e, fb)) return SEG_SPLIT;
    int64_t lo = 0, hi = 1;
    if (g->o.math_ints) {
      y = e;
      break;
    }
    if (tb > 1 && !range_of(g, tb, v, &lo, &hi)) {
      if (tb > 62) return fresh_result(st, in);
      y = e;
      break;
    }
    int above = 0;
    int r = in_range(st, &e, lo, hi, &above);
    if (r == 1) {
      y = e;
      break;
    }
    /* within one wrap of the range (a byte's value computed in an int, read
     * signed): split at the range's edge where undecided, and e ∓ 2^tb on
     * the side beyond it */
    if (tb > 1 && tb < 62 && r != -2) {
      int64_t p = (int64_t)1 << tb;
      seg_lin b1 = seg_lc(hi + p), b2 = seg_lc(lo - p), t1, t2;
      if (seg_atom_le(&t1, &e, &b1) && seg_atom_le(&t2, &b2, &e) && seg_valid(g, &t1) && seg_valid(g, &t2)) {
        if (r == -1) return SEG_SPLIT; /* st->split: the edge in_range left undecided */
        if (seg_lin_addk(&y, &e, 1, &(seg_lin){.c = above > 0 ? -p : p})) break;
      }
    }
    seg_state *s = seg_succ(st);
    seg_lin w = seg_lv(seg_define_fresh(st, s, in->result)), zero = seg_lc(0), ge0;
    seg_atom_le(&ge0, &zero, &e);
    if (v == SEG_V_U && seg_valid(g, &ge0)) add_le(st, s, &w, &e);
    return SEG_OK;
  }
  case IR_BITCAST:
  case IR_FREEZE:
    if (seg_type_view(g, in->type) == SEG_V_NONE || seg_type_view(g, from) == SEG_V_NONE)
      return fresh_result(st, in);
    if (!seg_operand(st, s0, in->ops[0], slot, &y)) return SEG_SPLIT;
    break;
  default: return fresh_result(st, in);
  }
  seg_state *s = seg_succ(st);
  seg_define(st, s, in->result, &y);
  return SEG_OK;
}

/* base + offset + Σ sext(index)·scale: address arithmetic, no check (the
 * access that uses the address is checked) */
/* a field access p->f: the block p starts is of p's struct type */
static void gep_type(seg_step *st, seg_state *s, const ir_inst *in, const seg_lin *p) {
  if (in->nops == 1 && in->u.gep.src && ir_type_get(st->g->m, in->u.gep.src)->kind == IR_T_STRUCT)
    seg_block_type(st->g, s, p, in->u.gep.src);
}

static seg_out gep(seg_step *st, const ir_inst *in) {
  seg_state *s0 = (seg_state *)st->a;
  seg_lin p, x;
  if (!seg_operand(st, s0, in->ops[0], SEG_V_PTR, &p)) return SEG_SPLIT;
  seg_lin base = p;
  seg_lin off = seg_lc(in->u.gep.offset);
  bool ok = seg_lin_addk(&p, &p, 1, &off);
  for (uint32_t i = 1; i < in->nops && ok; i++) {
    if (!seg_operand(st, s0, in->ops[i], SEG_V_S, &x)) return SEG_SPLIT;
    ok = seg_lin_addk(&p, &p, in->u.gep.scales[i - 1], &x);
  }
  if (!ok) return fresh_result(st, in);
  seg_state *s = seg_succ(st);
  seg_define(st, s, in->result, &p);
  gep_type(st, s, in, &base);
  return SEG_OK;
}

static seg_out select_(seg_step *st, const ir_inst *in) {
  seg_graph *g = st->g;
  seg_state *s0 = (seg_state *)st->a;
  seg_lin c, one = seg_lc(1), t;
  if (!seg_operand(st, s0, in->ops[0], SEG_V_U, &c)) return SEG_SPLIT;
  seg_atom_mk(&t, &c, SEG_EQ, &one);
  int d = seg_decide(g, &t);
  if (d == -1) {
    st->split = t;
    return SEG_SPLIT;
  }
  seg_view slot = seg_slot_view(g, seg_top(s0)->f, in->result);
  if (slot == SEG_V_NONE) return fresh_result(st, in);
  seg_lin y;
  if (!seg_operand(st, s0, in->ops[d == 1 ? 1 : 2], slot, &y)) return SEG_SPLIT;
  seg_state *s = seg_succ(st);
  seg_define(st, s, in->result, &y);
  return SEG_OK;
}

seg_out seg_rule_arith(seg_step *st, const ir_inst *in) {
  seg_graph *g = st->g;
  seg_state *s0 = (seg_state *)st->a;
  switch (in->op) {
  case IR_ADD:
  case IR_SUB: {
    seg_view v = seg_slot_view(g, seg_top(s0)->f, in->result);
    if (v == SEG_V_NONE || seg_bits(g, in->type) == 1) return fresh_result(st, in);
    seg_out c = nsw_check(st, in, 1);
    if (c != SEG_OK) return c;
    seg_lin a, b, e;
    if (!operand2(st, in, v, &a, &b)) return SEG_SPLIT;
    if (!wrap_operands_ok(st, in, v, &a, &b)) return SEG_SPLIT;
    /* a 64-bit constant of the upper half read unsigned is no int64 (its
     * reading is any value): modulo 2^64 it adds what its signed reading
     * adds, and assign_wrapped keeps the sum only where it is in range
     * (n-- on a size_t is add n, -1) */
    if (v == SEG_V_U && seg_bits(g, in->type) == 64) {
      u64_top_const(g, in->ops[0], &a);
      u64_top_const(g, in->ops[1], &b);
    }
    if (!seg_lin_addk(&e, &a, in->op == IR_ADD ? 1 : -1, &b)) {
      if ((in->flags & IR_F_NSW) && g->o.overflow) return overflow_err(st, in);
      return fresh_result(st, in);
    }
    return assign_wrapped(st, in, &e, true);
  }
  case IR_MUL: {
    seg_view v = seg_slot_view(g, seg_top(s0)->f, in->result);
    if (v == SEG_V_NONE || seg_bits(g, in->type) == 1) return fresh_result(st, in);
    seg_lin a, b;
    if (!operand2(st, in, v, &a, &b)) return SEG_SPLIT;
    if (!wrap_operands_ok(st, in, v, &a, &b)) return SEG_SPLIT;
    int64_t k;
    bool kb = seg_lin_is_const(&b, &k), ka = !kb && seg_lin_is_const(&a, &k);
    if (!ka && !kb) { /* an operand the KB fixes to one value counts as that constant */
      kb = fixed_value(g, &b, &k);
      ka = !kb && fixed_value(g, &a, &k);
      if (kb) b = seg_lc(k);
      if (ka) a = seg_lc(k);
    }
    if (ka || kb) {
      if (v != SEG_V_S) {
        /* the signed check needs the non-constant operand first */
        seg_out c = ka ? SEG_OK : nsw_check(st, in, k);
        if (c != SEG_OK) return c;
        if (ka && (in->flags & IR_F_NSW) && g->o.overflow && !g->o.math_ints)
          return overflow_err(st, in); /* constant first: rare, stay safe */
      }
      return mul_like(st, in, kb ? &a : &b, k);
    }
    /* non-linear: no relation; overflow needs a (non-linear) proof */
    if ((in->flags & IR_F_NSW) && g->o.overflow && !g->o.math_ints) {
      unsigned bits = seg_bits(g, in->type);
      int64_t lo = bits == 64 ? INT64_MIN : -((int64_t)1 << (bits - 1));
      int64_t hi = bits == 64 ? INT64_MAX : ((int64_t)1 << (bits - 1)) - 1;
      smt_ctx *c = g->smt;
      smt_term p = smt_mul(c, seg_term(g, &a), seg_term(g, &b));
      smt_term ok = smt_and(c, smt_rel(c, SMT_GE, p, smt_int(c, lo)), smt_rel(c, SMT_LE, p, smt_int(c, hi)));
      MT_INC(g->run, seg_queries);
      if (!smt_valid(seg_smt(g), ok)) return overflow_err(st, in);
    }
    bool exact = g->o.math_ints || (g->o.signed_unbounded && v == SEG_V_S && (in->flags & IR_F_NSW));
    if (exact) return mul_bounds(st, in, &a, &b);
    return fresh_result(st, in);
  }
  case IR_UDIV: case IR_SDIV: case IR_UREM: case IR_SREM: return divrem(st, in);
  case IR_SHL: case IR_LSHR: case IR_ASHR: return shift(st, in);
  case IR_AND: case IR_OR: case IR_XOR: return bitop(st, in);
  case IR_ICMP: return icmp(st, in);
  case IR_SELECT: return select_(st, in);
  case IR_GEP: return gep(st, in);
  case IR_ZEXT: case IR_SEXT: case IR_TRUNC: case IR_PTRTOINT: case IR_INTTOPTR:
  case IR_BITCAST: case IR_FREEZE:
    return cast(st, in);
  default: /* floating point, aggregates: the result is an unknown value */
    return fresh_result(st, in);
  }
}
