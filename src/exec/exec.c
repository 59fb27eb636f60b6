/*
 * exec.c -- the interpreter loop: frames, values, instructions, calls,
 * program start and end.
 *
 * The call stack is explicit (a vector of frames), so deep recursion in the
 * program never recurses in memterm.  Every instruction costs one step; the
 * step bound and the deadline end a run with EXEC_STEP_LIMIT/EXEC_TIMEOUT.
 * The first violation ends the run (x_stop); the location reported is the
 * instruction being executed and its function.
 */
#include <math.h>
#include <stdarg.h>
#include <string.h>

#include "exec_int.h"

const char *exec_violation_name(exec_violation v) {
  switch (v) {
  case EXEC_V_NONE: return "none";
  case EXEC_V_DEREF: return "valid-deref";
  case EXEC_V_FREE: return "valid-free";
  case EXEC_V_MEMTRACK: return "valid-memtrack";
  case EXEC_V_MEMCLEANUP: return "valid-memcleanup";
  case EXEC_V_REACH_ERROR: return "unreach-call";
  case EXEC_V_OVERFLOW: return "no-overflow";
  case EXEC_V_UB: return "undefined-behavior";
  }
  return "?";
}

const char *exec_outcome_name(exec_outcome o) {
  switch (o) {
  case EXEC_EXIT: return "exit";
  case EXEC_ABORT: return "abort";
  case EXEC_ASSUME_FALSE: return "assumption failed";
  case EXEC_VIOLATION: return "violation";
  case EXEC_STEP_LIMIT: return "step limit";
  case EXEC_TIMEOUT: return "timeout";
  case EXEC_RESOURCE_LIMIT: return "resource limit";
  case EXEC_UNSUPPORTED: return "unsupported";
  case EXEC_LASSO: return "repeated state";
  case EXEC_PROBE: return "probe reached";
  }
  return "?";
}

void exec_result_free(exec_result *res) {
  if (!res) return;
  mt_free(res->message);
  mt_free(res->nondet_used);
  mt_free(res->nondet_sites);
  mt_free(res->probe_vals);
  mt_free(res->trace);
  mt_free(res->lasso_vals);
  mt_free(res->lasso_same);
  memset(res, 0, sizeof *res);
}

void x_stop(xctx *x, exec_outcome o, exec_violation v, const char *fmt, ...) {
  if (x->done) return;
  x->done = true;
  exec_result *r = x->res;
  r->outcome = o;
  r->violation = o == EXEC_VIOLATION ? v : EXEC_V_NONE;
  if (fmt) {
    mt_buf b = {0};
    va_list ap;
    va_start(ap, fmt);
    mt_buf_vprintf(&b, fmt, ap);
    va_end(ap);
    r->message = b.data ? mt_strdup(b.data) : NULL;
    mt_buf_free(&b);
  }
  if (x->cur) r->loc = x->cur->loc;
  r->func = x->cur_func ? x->cur_func->name : NULL;
  if (o == EXEC_VIOLATION) MT_INC(x->run, exec_violations);
  if (o == EXEC_ABORT) x_leaks(x);
  MT_LOG(x->run, 2, "exec", "run ends: %s at line %u%s%s", exec_outcome_name(o), r->loc.line,
         r->message ? ": " : "", r->message ? r->message : "");
}

/* ---- registers --------------------------------------------------------------- */

static uint64_t type_size(const xctx *x, ir_type_id t) { return ir_type_get(x->m, t)->size; }

static bool is_agg(const xctx *x, ir_type_id t) {
  ir_type_kind k = ir_type_get(x->m, t)->kind;
  return k == IR_T_STRUCT || k == IR_T_ARRAY || k == IR_T_VECTOR;
}

static void val_free(xval *v) {
  mt_free(v->agg);
  v->agg = NULL;
}

static xval val_copy(const xctx *x, const xval *v, ir_type_id t) {
  xval c = *v;
  if (v->agg) {
    uint64_t n = type_size(x, t);
    c.agg = mt_malloc(n ? n : 1);
    memcpy(c.agg, v->agg, n);
  }
  return c;
}

static uint8_t *agg_zero(const xctx *x, ir_type_id t) {
  uint64_t n = type_size(x, t);
  return mt_calloc(n ? n : 1, 1);
}

/* scalar or aggregate value -> bytes of its IR type (memory image) */
static void val_to_bytes(const xctx *x, ir_type_id t, const xval *v, uint8_t *dst) {
  const ir_type *ty = ir_type_get(x->m, t);
  switch (ty->kind) {
  case IR_T_INT:
  case IR_T_PTR:
  case IR_T_FLOAT:
  case IR_T_DOUBLE: x_write_le(dst, (unsigned)ty->store, v->bits); break;
  case IR_T_FP80: {
    double d;
    memcpy(&d, &v->bits, 8);
    x_double_to_fp80(d, dst);
    break;
  }
  default:
    if (v->agg) memcpy(dst, v->agg, ty->size);
    else memset(dst, 0, ty->size);
  }
}

static void bytes_to_val(const xctx *x, ir_type_id t, const uint8_t *src, xval *out) {
  const ir_type *ty = ir_type_get(x->m, t);
  out->prov = 0;
  out->agg = NULL;
  switch (ty->kind) {
  case IR_T_INT: out->bits = x_read_le(src, (unsigned)ty->store) & x_mask(ty->bits); break;
  case IR_T_PTR:
    out->bits = x_read_le(src, (unsigned)ty->store);
    out->prov = out->bits ? x_block_find(x, out->bits) : 0;
    break;
  case IR_T_FLOAT: out->bits = x_read_le(src, 4); break;
  case IR_T_DOUBLE: out->bits = x_read_le(src, 8); break;
  case IR_T_FP80: {
    double d = x_fp80_to_double(src);
    memcpy(&out->bits, &d, 8);
    break;
  }
  default:
    out->bits = 0;
    out->agg = mt_malloc(ty->size ? ty->size : 1);
    memcpy(out->agg, src, ty->size);
  }
}

static const xval *get(xctx *x, xframe *fr, ir_val v);

/* constants: computed once per run, cached */
static bool eval_pure(xctx *x, xframe *fr, const ir_inst *in, xval *out);

static const xval *get_const(xctx *x, ir_val v) {
  xval *c = &x->cconst[v];
  if (x->cstate[v] == 2) return c;
  static const xval zero = {0, 0, NULL};
  if (x->cstate[v] == 1) return &zero; /* a cyclic constant: cannot happen in LLVM */
  x->cstate[v] = 1;
  const ir_value *iv = ir_val_get(x->m, v);
  memset(c, 0, sizeof *c);
  switch (iv->kind) {
  case IR_V_INT: c->bits = iv->u.i; break;
  case IR_V_FLOAT: {
    ir_type_kind k = ir_type_get(x->m, iv->type)->kind;
    if (k == IR_T_FLOAT) {
      float f = (float)iv->u.f;
      uint32_t b;
      memcpy(&b, &f, 4);
      c->bits = b;
    } else {
      memcpy(&c->bits, &iv->u.f, 8);
    }
    break;
  }
  case IR_V_UNDEF: {
    /* an integer undef (an uninitialized local that mem2reg promoted) is
     * indeterminate like fresh stack memory: the fill byte's pattern */
    const ir_type *ty = ir_type_get(x->m, iv->type);
    x->indet = true;
    if (ty->kind == IR_T_INT && ty->bits > 1)
      c->bits = (UINT64_C(0x0101010101010101) * x->o->uninit) & x_mask(ty->bits);
    else if (is_agg(x, iv->type))
      c->agg = agg_zero(x, iv->type);
    break;
  }
  case IR_V_NULL:
  case IR_V_ZERO:
    if (is_agg(x, iv->type)) c->agg = agg_zero(x, iv->type);
    break;
  case IR_V_AGG: {
    const ir_type *ty = ir_type_get(x->m, iv->type);
    c->agg = agg_zero(x, iv->type);
    for (uint32_t i = 0; i < iv->u.agg.n; i++) {
      ir_val e = iv->u.agg.elems[i];
      ir_type_id et = ir_val_type(x->m, e);
      uint64_t off = ty->kind == IR_T_STRUCT ? (i < ty->nfields ? ty->offsets[i] : 0)
                                             : i * type_size(x, ty->elem);
      if (off + type_size(x, et) > ty->size) continue;
      val_to_bytes(x, et, get_const(x, e), c->agg + off);
    }
    break;
  }
  case IR_V_GLOBAL: *c = x_ptr(x, x->global_blk[iv->u.index], 0); break;
  case IR_V_FUNC: *c = x_ptr(x, x->func_blk[iv->u.index], 0); break;
  case IR_V_CEXPR: {
    xval r = {0, 0, NULL};
    if (eval_pure(x, NULL, iv->u.cexpr, &r)) *c = r;
    break;
  }
  default: break;
  }
  x->cstate[v] = 2;
  return c;
}

static const xval *get(xctx *x, xframe *fr, ir_val v) {
  const ir_value *iv = &x->m->vals.data[v];
  if (iv->kind == IR_V_ARG || iv->kind == IR_V_INST) return &fr->slots[iv->u.local.slot];
  return get_const(x, v);
}

static xval get_copy(xctx *x, xframe *fr, ir_val v) {
  return val_copy(x, get(x, fr, v), ir_val_type(x->m, v));
}

/* moves v into the result register */
static void set(xctx *x, xframe *fr, ir_val res, xval v) {
  if (res == IR_NONE) {
    val_free(&v);
    return;
  }
  xval *s = &fr->slots[x->m->vals.data[res].u.local.slot];
  val_free(s);
  *s = v;
}

/* ---- arithmetic -------------------------------------------------------------- */

static unsigned bits_of(const xctx *x, ir_type_id t) { return ir_type_bits(x->m, t); }

static bool fits_signed(__int128 v, unsigned w) {
  __int128 lo = -((__int128)1 << (w - 1)), hi = ((__int128)1 << (w - 1)) - 1;
  return v >= lo && v <= hi;
}

static double as_double(const xctx *x, ir_type_id t, uint64_t bits) {
  if (ir_type_get(x->m, t)->kind == IR_T_FLOAT) {
    float f;
    uint32_t b = (uint32_t)bits;
    memcpy(&f, &b, 4);
    return f;
  }
  double d;
  memcpy(&d, &bits, 8);
  return d;
}

static uint64_t from_double(const xctx *x, ir_type_id t, double d) {
  if (ir_type_get(x->m, t)->kind == IR_T_FLOAT) {
    float f = (float)d;
    uint32_t b;
    memcpy(&b, &f, 4);
    return b;
  }
  uint64_t b;
  memcpy(&b, &d, 8);
  return b;
}

static const char *binop_sym(ir_op op) {
  switch (op) {
  case IR_ADD: return "+";
  case IR_SUB: return "-";
  case IR_MUL: return "*";
  case IR_SDIV: case IR_UDIV: return "/";
  case IR_SREM: case IR_UREM: return "%";
  default: return "?";
  }
}

static bool int_binop(xctx *x, const ir_inst *in, const xval *a, const xval *b, xval *out) {
  unsigned w = bits_of(x, in->type);
  uint64_t m = x_mask(w);
  uint64_t ua = a->bits & m, ub = b->bits & m;
  int64_t sa = x_sext(ua, w), sb = x_sext(ub, w);
  out->prov = 0;
  out->agg = NULL;
  bool nsw = (in->flags & IR_F_NSW) && x->o->check_overflow;
  switch (in->op) {
  case IR_ADD:
  case IR_SUB:
  case IR_MUL: {
    __int128 r = in->op == IR_ADD ? (__int128)sa + sb
               : in->op == IR_SUB ? (__int128)sa - sb
                                  : (__int128)sa * sb;
    if (nsw && !fits_signed(r, w)) {
      x_stop(x, EXEC_VIOLATION, EXEC_V_OVERFLOW,
             "signed overflow: %lld %s %lld does not fit in %u bits", (long long)sa,
             binop_sym(in->op), (long long)sb, w);
      return false;
    }
    out->bits = (in->op == IR_ADD ? ua + ub : in->op == IR_SUB ? ua - ub : ua * ub) & m;
    if (in->op == IR_ADD) out->prov = a->prov && !b->prov ? a->prov : (!a->prov ? b->prov : 0);
    if (in->op == IR_SUB) out->prov = b->prov ? 0 : a->prov;
    return true;
  }
  case IR_UDIV:
  case IR_UREM:
    if (ub == 0) {
      x_stop(x, EXEC_VIOLATION, EXEC_V_UB, "division by zero (%llu %s 0)",
             (unsigned long long)ua, binop_sym(in->op));
      return false;
    }
    out->bits = (in->op == IR_UDIV ? ua / ub : ua % ub) & m;
    return true;
  case IR_SDIV:
  case IR_SREM:
    if (ub == 0) {
      x_stop(x, EXEC_VIOLATION, EXEC_V_UB, "division by zero (%lld %s 0)", (long long)sa,
             binop_sym(in->op));
      return false;
    }
    if (sb == -1 && ua == (1ull << (w - 1)) && w > 1) {
      x_stop(x, EXEC_VIOLATION, x->o->check_overflow ? EXEC_V_OVERFLOW : EXEC_V_UB,
             "signed overflow: %lld %s -1 does not fit in %u bits", (long long)sa,
             binop_sym(in->op), w);
      return false;
    }
    out->bits = (uint64_t)(in->op == IR_SDIV ? sa / sb : sa % sb) & m;
    return true;
  case IR_SHL:
  case IR_LSHR:
  case IR_ASHR:
    if (ub >= w) {
      x_stop(x, EXEC_VIOLATION, EXEC_V_UB, "shift by %lld, too wide for a %u-bit value",
             (long long)sb, w);
      return false;
    }
    out->bits = (in->op == IR_SHL ? ua << ub
                 : in->op == IR_LSHR ? ua >> ub
                                     : (uint64_t)(sa >> ub)) & m;
    return true;
  case IR_AND: out->bits = ua & ub; return true;
  case IR_OR: out->bits = ua | ub; return true;
  case IR_XOR: out->bits = ua ^ ub; return true;
  default: break;
  }
  return false;
}

static bool icmp(xctx *x, const ir_inst *in, const xval *a, const xval *b) {
  unsigned w = bits_of(x, ir_val_type(x->m, in->ops[0]));
  uint64_t m = x_mask(w), ua = a->bits & m, ub = b->bits & m;
  int64_t sa = x_sext(ua, w), sb = x_sext(ub, w);
  switch ((ir_icmp_pred)in->pred) {
  case IR_ICMP_EQ: return ua == ub;
  case IR_ICMP_NE: return ua != ub;
  case IR_ICMP_UGT: return ua > ub;
  case IR_ICMP_UGE: return ua >= ub;
  case IR_ICMP_ULT: return ua < ub;
  case IR_ICMP_ULE: return ua <= ub;
  case IR_ICMP_SGT: return sa > sb;
  case IR_ICMP_SGE: return sa >= sb;
  case IR_ICMP_SLT: return sa < sb;
  case IR_ICMP_SLE: return sa <= sb;
  }
  return false;
}

/* pointers into different blocks compared so that the blocks' layout may
 * decide: ordered, or equal-tested where one is one past its block's end */
static bool ptr_cmp_layout(const xctx *x, const ir_inst *in, const xval *a, const xval *b) {
  if (ir_type_get(x->m, ir_val_type(x->m, in->ops[0]))->kind != IR_T_PTR) return false;
  if (in->pred != IR_ICMP_EQ && in->pred != IR_ICMP_NE) return true;
  const xval *p[2] = {a, b};
  for (int i = 0; i < 2; i++) {
    uint32_t id = x_block_of(x, *p[i]);
    if (!id) continue;
    const xblock *k = &x->blocks.data[id];
    /* one past the end, or into a freed or dead block (whose address a
     * later allocation may take) */
    if ((p[i]->bits & x->ptr_mask) == k->base + k->size || k->state != XB_LIVE) return true;
  }
  return false;
}

static bool fcmp(ir_fcmp_pred p, double a, double b) {
  bool uno = isnan(a) || isnan(b);
  switch (p) {
  case IR_FCMP_FALSE: return false;
  case IR_FCMP_OEQ: return !uno && a == b;
  case IR_FCMP_OGT: return !uno && a > b;
  case IR_FCMP_OGE: return !uno && a >= b;
  case IR_FCMP_OLT: return !uno && a < b;
  case IR_FCMP_OLE: return !uno && a <= b;
  case IR_FCMP_ONE: return !uno && a != b;
  case IR_FCMP_ORD: return !uno;
  case IR_FCMP_UNO: return uno;
  case IR_FCMP_UEQ: return uno || a == b;
  case IR_FCMP_UGT: return uno || a > b;
  case IR_FCMP_UGE: return uno || a >= b;
  case IR_FCMP_ULT: return uno || a < b;
  case IR_FCMP_ULE: return uno || a <= b;
  case IR_FCMP_UNE: return uno || a != b;
  case IR_FCMP_TRUE: return true;
  }
  return false;
}

static bool float_binop(xctx *x, const ir_inst *in, const xval *a, const xval *b, xval *out) {
  ir_type_id t = in->type;
  out->prov = 0;
  out->agg = NULL;
  if (ir_type_get(x->m, t)->kind == IR_T_FLOAT) {
    float fa = (float)as_double(x, t, a->bits), fb = (float)as_double(x, t, b->bits), r;
    switch (in->op) {
    case IR_FADD: r = fa + fb; break;
    case IR_FSUB: r = fa - fb; break;
    case IR_FMUL: r = fa * fb; break;
    case IR_FDIV: r = fa / fb; break;
    default: r = fmodf(fa, fb); break;
    }
    uint32_t bits;
    memcpy(&bits, &r, 4);
    out->bits = bits;
    return true;
  }
  double da = as_double(x, t, a->bits), db = as_double(x, t, b->bits), r;
  switch (in->op) {
  case IR_FADD: r = da + db; break;
  case IR_FSUB: r = da - db; break;
  case IR_FMUL: r = da * db; break;
  case IR_FDIV: r = da / db; break;
  default: r = fmod(da, db); break;
  }
  out->bits = from_double(x, t, r);
  return true;
}

static bool fp_to_int(xctx *x, const ir_inst *in, double d, bool is_signed, xval *out) {
  unsigned w = bits_of(x, in->type);
  double t = trunc(d);
  bool ok;
  if (isnan(d)) ok = false;
  else if (is_signed) ok = t >= -ldexp(1.0, (int)w - 1) && t < ldexp(1.0, (int)w - 1);
  else ok = t >= 0 && t < ldexp(1.0, (int)w);
  if (!ok) {
    x_stop(x, EXEC_VIOLATION, EXEC_V_UB,
           "conversion of floating-point value %g to a %u-bit integer is out of range", d, w);
    return false;
  }
  out->bits = (is_signed ? (uint64_t)(int64_t)t : (uint64_t)t) & x_mask(w);
  return true;
}

/* instructions without side effects (also used for constant expressions,
 * then fr is NULL and all operands are constants) */
static bool eval_pure(xctx *x, xframe *fr, const ir_inst *in, xval *out) {
  const ir_module *m = x->m;
  memset(out, 0, sizeof *out);
  switch (in->op) {
  case IR_ADD: case IR_SUB: case IR_MUL: case IR_UDIV: case IR_SDIV: case IR_UREM:
  case IR_SREM: case IR_SHL: case IR_LSHR: case IR_ASHR: case IR_AND: case IR_OR:
  case IR_XOR:
    return int_binop(x, in, get(x, fr, in->ops[0]), get(x, fr, in->ops[1]), out);
  case IR_FADD: case IR_FSUB: case IR_FMUL: case IR_FDIV: case IR_FREM:
    /* the host's double arithmetic: not the target's where it keeps excess
     * precision (x87, long double), so no proof rests on it */
    x->indet = true;
    return float_binop(x, in, get(x, fr, in->ops[0]), get(x, fr, in->ops[1]), out);
  case IR_FNEG:
    out->bits = from_double(x, in->type, -as_double(x, in->type, get(x, fr, in->ops[0])->bits));
    return true;
  case IR_ICMP: {
    const xval *a = get(x, fr, in->ops[0]), *b = get(x, fr, in->ops[1]);
    if (!x->indet && a->prov != b->prov && a->bits && b->bits && ptr_cmp_layout(x, in, a, b)) x->indet = true;
    out->bits = icmp(x, in, a, b);
    return true;
  }
  case IR_FCMP: {
    ir_type_id t = ir_val_type(m, in->ops[0]);
    x->indet = true; /* (as above) */
    out->bits = fcmp((ir_fcmp_pred)in->pred, as_double(x, t, get(x, fr, in->ops[0])->bits),
                     as_double(x, t, get(x, fr, in->ops[1])->bits));
    return true;
  }
  case IR_SELECT: {
    bool c = get(x, fr, in->ops[0])->bits & 1;
    *out = get_copy(x, fr, in->ops[c ? 1 : 2]);
    return true;
  }
  case IR_TRUNC: {
    const xval *a = get(x, fr, in->ops[0]);
    unsigned w = bits_of(x, in->type);
    out->bits = a->bits & x_mask(w);
    out->prov = w >= 8 * x->ps ? a->prov : 0;
    return true;
  }
  case IR_ZEXT: {
    const xval *a = get(x, fr, in->ops[0]);
    out->bits = a->bits & x_mask(bits_of(x, ir_val_type(m, in->ops[0])));
    out->prov = a->prov;
    return true;
  }
  case IR_SEXT: {
    const xval *a = get(x, fr, in->ops[0]);
    out->bits = (uint64_t)x_sext(a->bits, bits_of(x, ir_val_type(m, in->ops[0]))) &
                x_mask(bits_of(x, in->type));
    return true;
  }
  case IR_PTRTOINT:
  case IR_INTTOPTR: {
    const xval *a = get(x, fr, in->ops[0]);
    if (in->op == IR_PTRTOINT && a->bits) x->indet = true; /* the address is the layout's */
    unsigned w = bits_of(x, in->type);
    out->bits = a->bits & x_mask(w);
    out->prov = w >= 8 * x->ps ? a->prov : 0;
    return true;
  }
  case IR_BITCAST:
  case IR_FREEZE:
    *out = get_copy(x, fr, in->ops[0]);
    return true;
  case IR_FPTRUNC:
  case IR_FPEXT: {
    ir_type_id st = ir_val_type(m, in->ops[0]);
    x->indet = true; /* long double is kept as a double */
    out->bits = from_double(x, in->type, as_double(x, st, get(x, fr, in->ops[0])->bits));
    return true;
  }
  case IR_FPTOSI:
  case IR_FPTOUI: {
    ir_type_id st = ir_val_type(m, in->ops[0]);
    return fp_to_int(x, in, as_double(x, st, get(x, fr, in->ops[0])->bits),
                     in->op == IR_FPTOSI, out);
  }
  case IR_SITOFP:
  case IR_UITOFP: {
    ir_type_id st = ir_val_type(m, in->ops[0]);
    const xval *a = get(x, fr, in->ops[0]);
    unsigned w = bits_of(x, st);
    bool is_float = ir_type_get(m, in->type)->kind == IR_T_FLOAT;
    if (in->op == IR_SITOFP) {
      int64_t s = x_sext(a->bits, w);
      out->bits = is_float ? from_double(x, in->type, (double)(float)s)
                           : from_double(x, in->type, (double)s);
    } else {
      uint64_t u = a->bits & x_mask(w);
      out->bits = is_float ? from_double(x, in->type, (double)(float)u)
                           : from_double(x, in->type, (double)u);
    }
    return true;
  }
  case IR_GEP: {
    /* the offset exactly: when index x size, or the sum, does not fit the
     * pointer's width as a signed number (LLVM's inbounds; in C an index
     * that far is outside every object), the machine address wraps and may
     * land back inside the object (a[LONG_MIN] of a long[4] is a[0] in
     * 64-bit arithmetic).  Such a pointer is its base with the top address
     * bit flipped: no block lies up there, so every access through it is
     * out of bounds, as the exact offset is (x_access knows it by that). */
    const xval *base = get(x, fr, in->ops[0]);
    unsigned pw = 8 * x->ps;
    __int128 off = in->u.gep.offset, lim = (__int128)1 << (pw - 1);
    bool wild = false;
    for (uint32_t i = 1; i < in->nops; i++) {
      const xval *ix = get(x, fr, in->ops[i]);
      int64_t k = x_sext(ix->bits, bits_of(x, ir_val_type(m, in->ops[i])));
      __int128 t = (__int128)k * in->u.gep.scales[i - 1];
      if (t >= lim || t < -lim) wild = true;
      off += t;
      if (off >= lim || off < -lim) wild = true;
    }
    uint64_t addr = wild ? base->bits ^ ((uint64_t)1 << (pw - 1)) : base->bits + (uint64_t)off;
    out->bits = addr & x->ptr_mask;
    out->prov = base->prov;
    return true;
  }
  case IR_EXTRACTVALUE: {
    const xval *a = get(x, fr, in->ops[0]);
    uint64_t asz = type_size(x, ir_val_type(m, in->ops[0]));
    if (!a->agg || in->u.agg.offset + type_size(x, in->type) > asz) {
      if (is_agg(x, in->type)) out->agg = agg_zero(x, in->type);
      return true;
    }
    bytes_to_val(x, in->type, a->agg + in->u.agg.offset, out);
    return true;
  }
  case IR_INSERTVALUE: {
    ir_type_id at = ir_val_type(m, in->ops[0]);
    *out = get_copy(x, fr, in->ops[0]);
    if (!out->agg) out->agg = agg_zero(x, at);
    ir_type_id et = ir_val_type(m, in->ops[1]);
    if (in->u.agg.offset + type_size(x, et) <= type_size(x, at))
      val_to_bytes(x, et, get(x, fr, in->ops[1]), out->agg + in->u.agg.offset);
    return true;
  }
  default:
    x_stop(x, EXEC_UNSUPPORTED, EXEC_V_NONE, "instruction '%s' in a constant expression",
           ir_op_name(in->op));
    return false;
  }
}

/* ---- frames ------------------------------------------------------------------ */

static xframe *top(xctx *x) { return &x->stack.data[x->stack.len - 1]; }

static bool push_frame(xctx *x, uint32_t fidx, xval *args, uint32_t nargs, bool handler) {
  const ir_func *f = &x->m->funcs.data[fidx];
  if (x->stack.len >= XDEPTH_LIMIT) {
    x_stop(x, EXEC_RESOURCE_LIMIT, EXEC_V_NONE, "call depth limit (%u frames) reached in %s",
           XDEPTH_LIMIT, f->name);
    return false;
  }
  if (nargs < f->nparams) {
    x_stop(x, EXEC_VIOLATION, EXEC_V_UB, "call of %s with %u argument(s), it has %u", f->name,
           nargs, f->nparams);
    return false;
  }
  xframe fr;
  memset(&fr, 0, sizeof fr);
  fr.f = f;
  fr.fidx = fidx;
  fr.slots = mt_calloc(f->nslots ? f->nslots : 1, sizeof(xval));
  fr.atexit_handler = handler;
  for (uint32_t i = 0; i < f->nparams; i++) {
    fr.slots[x->m->vals.data[f->params[i]].u.local.slot] = args[i];
    args[i].agg = NULL; /* moved */
  }
  MT_VEC_PUSH(x->stack, fr);
  /* byval parameters: the callee works on its own copy of the pointee */
  for (uint32_t i = 0; f->byval && i < f->nparams && !x->done; i++) {
    if (f->byval[i] == IR_NONE) continue;
    const ir_type *bt = ir_type_get(x->m, f->byval[i]);
    xval *slot = &top(x)->slots[x->m->vals.data[f->params[i]].u.local.slot];
    x->addr_read = true; /* the copy carries address bytes along */
    const uint8_t *src = x_access(x, *slot, bt->size, false);
    x->addr_read = false;
    if (!src) return false;
    uint32_t id = x_block_new(x, bt->size, bt->align, XB_STACK);
    if (!id) return false;
    x->addr_read = true;
    src = x_access(x, *slot, bt->size, false); /* the block table may have moved */
    x->addr_read = false;
    memcpy(x->blocks.data[id].data, src, bt->size);
    uint32_t sid = x_block_of(x, *slot);
    x_copy_addr(x, id, 0, sid, (slot->bits & x->ptr_mask) - x->blocks.data[sid].base, bt->size);
    MT_VEC_PUSH(top(x)->allocas, id);
    *slot = x_ptr(x, id, 0);
  }
  MT_INC(x->run, exec_calls);
  if (x->o->lasso || x->o->lasso_to) x_lasso_entry(x);
  return !x->done;
}

static void pop_frame(xctx *x) {
  xframe *fr = top(x);
  if (x->o->lasso || x->o->lasso_to) x_lasso_pop(x, x->stack.len);
  for (uint32_t i = 0; i < fr->allocas.len; i++) x_block_kill(x, fr->allocas.data[i], XB_DEAD);
  MT_VEC_FREE(fr->allocas);
  for (uint32_t i = 0; i < fr->f->nslots; i++) val_free(&fr->slots[i]);
  mt_free(fr->slots);
  x->stack.len--;
}

/* the program ends normally: atexit handlers first (LIFO), then the leak
 * analysis with the remaining frames as roots */
static void next_atexit_or_end(xctx *x) {
  while (!x->done && x->atexit_fns.len) {
    uint32_t fidx = x->atexit_fns.data[--x->atexit_fns.len];
    const ir_func *f = &x->m->funcs.data[fidx];
    if (f->is_decl) continue;
    xval none[1] = {{0, 0, NULL}};
    if (!push_frame(x, fidx, none, f->nparams ? 1 : 0, true)) return;
    return;
  }
  if (!x->done) x_stop_at_exit(x);
}

void x_stop_at_exit(xctx *x) {
  if (x->done) return;
  x->done = true;
  exec_result *r = x->res;
  r->outcome = EXEC_EXIT;
  r->exit_code = x->exit_code;
  x_leaks(x);
  MT_LOG(x->run, 2, "exec", "program exits with %d after %llu steps", x->exit_code,
         (unsigned long long)x->steps);
}

/* exit(code) (or return from main): run the atexit handlers */
static void begin_exit(xctx *x, int code, bool handlers) {
  if (!x->exiting) {
    x->exiting = true;
    x->exit_code = code;
    x->res->loc = x->cur ? x->cur->loc : (ir_loc){0};
    x->res->func = x->cur_func ? x->cur_func->name : NULL;
  }
  if (!handlers) x->atexit_fns.len = 0;
  next_atexit_or_end(x);
}

bool x_exit(xctx *x, int code, bool handlers) {
  begin_exit(x, code, handlers);
  return false;
}

static void goto_block(xctx *x, xframe *fr, uint32_t to) {
  const ir_func *f = fr->f;
  if (to >= f->nblocks) {
    x_stop(x, EXEC_UNSUPPORTED, EXEC_V_NONE, "branch to a missing block");
    return;
  }
  const ir_block *b = &f->blocks[to];
  uint32_t k = 0;
  while (k < b->ninsts && f->insts[b->first + k].op == IR_PHI) k++;
  if (k) {
    xval small[16];
    xval *tmp = k <= 16 ? small : mt_malloc(sizeof(xval) * k);
    uint32_t done = 0;
    for (; done < k; done++) {
      const ir_inst *phi = &f->insts[b->first + done];
      uint32_t i = 0;
      while (i < phi->nblocks && phi->blocks[i] != fr->block) i++;
      if (i == phi->nblocks) break;
      tmp[done] = get_copy(x, fr, phi->ops[i]);
    }
    if (done < k) {
      for (uint32_t j = 0; j < done; j++) val_free(&tmp[j]);
      x_stop(x, EXEC_UNSUPPORTED, EXEC_V_NONE, "phi without an entry for its predecessor");
    } else {
      for (uint32_t j = 0; j < k; j++) set(x, fr, f->insts[b->first + j].result, tmp[j]);
    }
    if (tmp != small) mt_free(tmp);
    x->steps += k;
  }
  uint32_t from = fr->block;
  fr->block = to;
  fr->pc = k;
  if (x->o->trace && to <= from) x_trace_break(x);
  if ((x->o->lasso || x->o->lasso_to) && to <= from && !x->done) x_lasso_visit(x);
  if (x->o->probe_block == to + 1 && x->stack.len == 1 && !x->done) {
    exec_result *r = x->res;
    r->nprobe_vals = f->nslots;
    r->probe_vals = mt_calloc(f->nslots + 1, sizeof(uint64_t));
    for (uint32_t i = 0; i < f->nslots; i++) r->probe_vals[i] = fr->slots[i].bits;
    x_stop(x, EXEC_PROBE, EXEC_V_NONE, "entered block %u", to);
  }
}

/* the function a pointer value designates, or NULL */
static const ir_func *func_of(xctx *x, const xval *p, uint32_t *fidx) {
  uint32_t id = x_block_of(x, *p);
  if (!id) return NULL;
  const xblock *b = &x->blocks.data[id];
  if (b->kind != XB_FUNC || (p->bits & x->ptr_mask) != b->base) return NULL;
  *fidx = b->owner;
  return &x->m->funcs.data[b->owner];
}

bool x_func_of(xctx *x, const xval *p, uint32_t *fidx) { return func_of(x, p, fidx) != NULL; }

static void do_call(xctx *x, xframe *fr, const ir_inst *in) {
  const xval *cv = get(x, fr, in->ops[0]);
  uint32_t fidx = 0;
  const ir_func *callee = func_of(x, cv, &fidx);
  if (!callee) {
    x_stop(x, EXEC_VIOLATION, EXEC_V_UB, "call through a pointer (0x%llx) that is not a function",
           (unsigned long long)cv->bits);
    return;
  }
  uint32_t nargs = in->nops - 1;
  bool modelled = callee->builtin != IR_BI_NONE;
  if (callee->builtin == IR_BI_REACH_ERROR && !x->o->reach_error_stops) {
    if (callee->is_decl) {
      x_stop(x, EXEC_UNSUPPORTED, EXEC_V_NONE,
             "reach_error() has no definition: what it does is unknown");
      return;
    }
    modelled = false;
  }
  if (modelled) {
    xval small[8];
    xval *args = nargs <= 8 ? small : mt_malloc(sizeof(xval) * (nargs ? nargs : 1));
    for (uint32_t i = 0; i < nargs; i++) args[i] = *get(x, fr, in->ops[i + 1]); /* borrowed */
    xval ret = {0, 0, NULL};
    bool ok = x_builtin(x, callee, in, args, nargs, &ret);
    if (args != small) mt_free(args);
    if (!ok || x->done || x->exiting) {
      val_free(&ret);
      return;
    }
    fr = top(x);
    if (in->result != IR_NONE && !ret.agg && is_agg(x, in->type)) ret.agg = agg_zero(x, in->type);
    set(x, fr, in->result, ret);
    fr->pc++;
    return;
  }
  if (callee->is_decl) {
    x_stop(x, EXEC_UNSUPPORTED, EXEC_V_NONE,
           "call to external function '%s', which has no definition and no model",
           callee->name);
    return;
  }
  xval small[8];
  xval *args = nargs <= 8 ? small : mt_malloc(sizeof(xval) * nargs);
  for (uint32_t i = 0; i < nargs; i++) args[i] = get_copy(x, fr, in->ops[i + 1]);
  bool ok = push_frame(x, fidx, args, nargs, false);
  for (uint32_t i = 0; i < nargs; i++) val_free(&args[i]); /* extra varargs, or all on failure */
  if (args != small) mt_free(args);
  (void)ok;
}

static void do_ret(xctx *x, xframe *fr, const ir_inst *in) {
  xval rv = {0, 0, NULL};
  ir_type_id rt = IR_NONE;
  if (in->nops) {
    rt = ir_val_type(x->m, in->ops[0]);
    rv = get_copy(x, fr, in->ops[0]);
  }
  bool handler = fr->atexit_handler;
  pop_frame(x);
  if (handler) {
    val_free(&rv);
    next_atexit_or_end(x);
    return;
  }
  if (x->stack.len == 0) { /* main returned */
    int code = 0;
    if (rt != IR_NONE && ir_type_get(x->m, rt)->kind == IR_T_INT)
      code = (int)x_sext(rv.bits, bits_of(x, rt));
    val_free(&rv);
    begin_exit(x, code, true);
    return;
  }
  xframe *caller = top(x);
  const ir_inst *call = &caller->f->insts[caller->f->blocks[caller->block].first + caller->pc];
  set(x, caller, call->result, rv);
  caller->pc++;
}

static void do_alloca(xctx *x, xframe *fr, const ir_inst *in) {
  const xval *n = get(x, fr, in->ops[0]);
  unsigned w = bits_of(x, ir_val_type(x->m, in->ops[0]));
  int64_t cnt = x_sext(n->bits, w);
  uint64_t esz = type_size(x, in->u.alloca_.elem);
  if (cnt < 0) {
    x_stop(x, EXEC_VIOLATION, EXEC_V_UB, "variable-length array with negative size %lld",
           (long long)cnt);
    return;
  }
  unsigned __int128 total = (unsigned __int128)(uint64_t)cnt * esz;
  if (total > XALLOC_LIMIT) {
    x_stop(x, EXEC_RESOURCE_LIMIT, EXEC_V_NONE,
           "stack allocation of %llu x %llu bytes exceeds the interpreter's memory limit",
           (unsigned long long)cnt, (unsigned long long)esz);
    return;
  }
  uint32_t align = in->align ? in->align : ir_type_get(x->m, in->u.alloca_.elem)->align;
  uint32_t id = x_block_new(x, (uint64_t)total, align, XB_STACK);
  if (!id) return;
  x_fill_uninit(x, id, 0);
  fr = top(x);
  MT_VEC_PUSH(fr->allocas, id);
  set(x, fr, in->result, x_ptr(x, id, 0));
  fr->pc++;
}

static void step(xctx *x) {
  xframe *fr = top(x);
  const ir_func *f = fr->f;
  const ir_block *b = &f->blocks[fr->block];
  if (fr->pc >= b->ninsts) {
    x_stop(x, EXEC_UNSUPPORTED, EXEC_V_NONE, "fell off the end of a block");
    return;
  }
  const ir_inst *in = &f->insts[b->first + fr->pc];
  x->cur = in;
  x->cur_func = f;
  if (x->o->trace) x_trace_inst(x, f, in);
  switch (in->op) {
  case IR_ALLOCA: do_alloca(x, fr, in); return;
  case IR_LOAD: {
    xval v;
    if (!x_load(x, *get(x, fr, in->ops[0]), in->type, &v)) return;
    set(x, fr, in->result, v);
    fr->pc++;
    return;
  }
  case IR_STORE: {
    ir_type_id t = ir_val_type(x->m, in->ops[0]);
    if (!x_store(x, *get(x, fr, in->ops[1]), t, get(x, fr, in->ops[0]))) return;
    fr->pc++;
    return;
  }
  case IR_BR: goto_block(x, fr, in->blocks[0]); return;
  case IR_CONDBR:
    goto_block(x, fr, (get(x, fr, in->ops[0])->bits & 1) ? in->blocks[0] : in->blocks[1]);
    return;
  case IR_SWITCH: {
    unsigned w = bits_of(x, ir_val_type(x->m, in->ops[0]));
    uint64_t v = get(x, fr, in->ops[0])->bits & x_mask(w);
    uint32_t to = in->blocks[0];
    for (uint32_t i = 0; i + 1 < in->nblocks; i++)
      if ((in->u.sw.cases[i] & x_mask(w)) == v) {
        to = in->blocks[i + 1];
        break;
      }
    goto_block(x, fr, to);
    return;
  }
  case IR_RET: do_ret(x, fr, in); return;
  case IR_CALL: do_call(x, fr, in); return;
  case IR_UNREACHABLE:
    x_stop(x, EXEC_VIOLATION, EXEC_V_UB, "reached an 'unreachable' instruction");
    return;
  case IR_UNSUPPORTED:
    x_stop(x, EXEC_UNSUPPORTED, EXEC_V_NONE, "%s", in->u.unsupported.reason);
    return;
  case IR_PHI:
    x_stop(x, EXEC_UNSUPPORTED, EXEC_V_NONE, "phi in the middle of a block");
    return;
  default: {
    xval v;
    if (!eval_pure(x, fr, in, &v)) return;
    set(x, fr, in->result, v);
    fr->pc++;
    return;
  }
  }
}

/* ---- program start ------------------------------------------------------------- */

static bool setup_memory(xctx *x) {
  const ir_module *m = x->m;
  x->global_blk = mt_calloc(m->globals.len + 1, sizeof(uint32_t));
  x->func_blk = mt_calloc(m->funcs.len + 1, sizeof(uint32_t));
  for (uint32_t i = 0; i < m->funcs.len; i++) {
    uint32_t id = x_block_new(x, 1, 16, XB_FUNC);
    if (!id) return false;
    x->blocks.data[id].owner = i;
    x->blocks.data[id].loc = m->funcs.data[i].loc;
    x->blocks.data[id].readonly = true;
    x->func_blk[i] = id;
  }
  for (uint32_t i = 0; i < m->globals.len; i++) {
    const ir_global *g = &m->globals.data[i];
    uint64_t size = g->size ? g->size : type_size(x, g->type);
    uint32_t id = x_block_new(x, size, g->align, g->is_extern ? XB_EXTERN : XB_GLOBAL);
    if (!id) return false;
    xblock *b = &x->blocks.data[id];
    b->owner = i;
    b->loc = g->loc;
    if (g->init) memcpy(b->data, g->init, size);
    x->global_blk[i] = id;
  }
  for (uint32_t i = 0; i < m->globals.len; i++) {
    const ir_global *g = &m->globals.data[i];
    xblock *b = &x->blocks.data[x->global_blk[i]];
    for (uint32_t r = 0; r < g->nrelocs; r++) {
      const ir_reloc *rl = &g->relocs[r];
      const ir_value *tv = ir_val_get(m, rl->target);
      uint32_t tid = tv->kind == IR_V_FUNC ? x->func_blk[tv->u.index]
                                           : x->global_blk[tv->u.index];
      if (rl->offset + x->ps <= b->size)
        x_write_le(b->data + rl->offset, x->ps, x->blocks.data[tid].base + (uint64_t)rl->addend);
    }
    if (g->is_extern && (!strcmp(g->name, "stdout") || !strcmp(g->name, "stderr") ||
                         !strcmp(g->name, "stdin"))) {
      uint32_t fid = x_block_new(x, 256, 16, XB_EXTERN); /* an opaque FILE */
      if (!fid) return false;
      b = &x->blocks.data[x->global_blk[i]];
      if (b->size >= x->ps) x_write_le(b->data, x->ps, x->blocks.data[fid].base);
      if (!strcmp(g->name, "stdout")) x->stdout_blk = fid;
      if (!strcmp(g->name, "stderr")) x->stderr_blk = fid;
    }
    x->blocks.data[x->global_blk[i]].readonly = g->is_const;
  }
  return true;
}

/* main's arguments: argc = 1, argv = {"memterm", NULL} */
static bool main_args(xctx *x, const ir_func *mainf, xval *args) {
  memset(args, 0, 2 * sizeof(xval));
  if (mainf->nparams == 0) return true;
  args[0].bits = 1;
  if (mainf->nparams < 2) return true;
  static const char prog[] = "memterm";
  uint32_t s = x_block_new(x, sizeof prog, 1, XB_EXTERN);
  uint32_t v = s ? x_block_new(x, 2 * x->ps, x->ps, XB_EXTERN) : 0;
  if (!v) return false;
  memcpy(x->blocks.data[s].data, prog, sizeof prog);
  x_write_le(x->blocks.data[v].data, x->ps, x->blocks.data[s].base);
  args[1] = x_ptr(x, v, 0);
  return true;
}

mt_status exec_run(mt_run *run, const ir_module *m, const exec_opts *o, exec_result *res) {
  memset(res, 0, sizeof *res);
  const ir_func *mainf = ir_find_func(m, "main");
  if (!mainf || mainf->is_decl) {
    res->outcome = EXEC_UNSUPPORTED;
    res->message = mt_strdup("the program has no main function");
    return MT_ERR_INPUT;
  }
  xctx x;
  memset(&x, 0, sizeof x);
  x.run = run;
  x.m = m;
  x.o = o;
  x.res = res;
  x.ps = m->ptr_size;
  x.ptr_mask = x_mask(8 * x.ps);
  x.rng = (o->seed + 1) * 0x9E3779B97F4A7C15ull;
  x.cconst = mt_calloc(m->vals.len, sizeof(xval));
  x.cstate = mt_calloc(m->vals.len, 1);
  x_mem_init(&x);
  if (o->seed) x_collect_dict(&x);
  MT_INC(run, exec_runs);

  xval args[2];
  if (setup_memory(&x) && main_args(&x, mainf, args))
    push_frame(&x, (uint32_t)(mainf - m->funcs.data), args, mainf->nparams < 2 ? mainf->nparams : 2,
               false);
  uint64_t max = o->max_steps ? o->max_steps : UINT64_MAX;
  while (!x.done) {
    if (x.steps >= max) {
      x_stop(&x, EXEC_STEP_LIMIT, EXEC_V_NONE, "step bound of %llu instructions reached",
             (unsigned long long)max);
      break;
    }
    if ((x.steps & 8191) == 0 && mt_deadline_passed(run)) {
      bool mem = run->mem && run->mem->exceeded;
      x_stop(&x, mem ? EXEC_RESOURCE_LIMIT : EXEC_TIMEOUT, EXEC_V_NONE,
             "%s limit reached after %llu steps", mem ? "memory" : "time",
             (unsigned long long)x.steps);
      break;
    }
    if (x.stack.len == 0) { /* cannot happen: the end is reached through begin_exit */
      x_stop_at_exit(&x);
      break;
    }
    x.steps++;
    step(&x);
  }

  res->steps = x.steps;
  MT_ADD(run, exec_steps, x.steps);
  res->indeterminate = x.indet;
  if (x.used.len) {
    res->nondet_used = mt_malloc(sizeof(int64_t) * x.used.len);
    memcpy(res->nondet_used, x.used.data, sizeof(int64_t) * x.used.len);
    res->nnondet_used = x.used.len;
    res->nondet_sites = mt_malloc(sizeof(exec_site) * x.sites.len);
    memcpy(res->nondet_sites, x.sites.data, sizeof(exec_site) * x.sites.len);
  }
  x_trace_finish(&x);
  while (x.stack.len) pop_frame(&x);
  x_lasso_free(&x);
  MT_VEC_FREE(x.stack);
  MT_VEC_FREE(x.atexit_fns);
  MT_VEC_FREE(x.used);
  MT_VEC_FREE(x.dict);
  MT_VEC_FREE(x.sites);
  for (uint32_t i = 0; i < m->vals.len; i++) val_free(&x.cconst[i]);
  mt_free(x.cconst);
  mt_free(x.cstate);
  mt_free(x.global_blk);
  mt_free(x.func_blk);
  x_mem_free(&x);
  return MT_OK;
}
