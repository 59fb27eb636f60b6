/*
 * lib.c -- models of the functions memterm knows (ir/builtins.def): the
 * SV-COMP environment, malloc & co., string.h, output, LLVM intrinsics.
 *
 * Every model checks what the C standard requires of its arguments (the
 * bytes it reads and writes lie in live objects, free gets a heap block
 * start) and reports the first violation at the call.
 */
#include <math.h>
#include <string.h>

#include "exec_int.h"

/* ---- nondet values -------------------------------------------------------------- */

static uint64_t rnd(xctx *x) {
  x->rng ^= x->rng >> 12;
  x->rng ^= x->rng << 25;
  x->rng ^= x->rng >> 27;
  return x->rng * 2685821657736338717ull;
}

/* unsigned flavours of __VERIFIER_nondet_<type> */
static bool nondet_unsigned(const char *name) {
  const char *t = strncmp(name, "__VERIFIER_nondet_", 18) == 0 ? name + 18 : name;
  return t[0] == 'u' || !strcmp(t, "size_t") || !strcmp(t, "bool") || !strcmp(t, "_Bool") ||
         !strcmp(t, "pointer") || !strcmp(t, "rand");
}

void x_collect_dict(xctx *x) {
  const ir_module *m = x->m;
  /* the initial values of integer globals: a bound or size the program
   * keeps in a variable (`int SIZE = 1000;`, `n > SIZE`) */
  for (uint32_t g = 0; g < m->globals.len && x->dict.len < 64; g++) {
    const ir_global *gl = &m->globals.data[g];
    const ir_type *ty = ir_type_get(m, gl->type);
    if (gl->is_extern || !gl->init || ty->kind != IR_T_INT || ty->bits < 8 || ty->bits > 64) continue;
    uint64_t v = ir_global_bytes(gl, 0, ty->bits / 8);
    if (v) MT_VEC_PUSH(x->dict, x_sext(v, ty->bits));
  }
  for (uint32_t f = 0; f < m->funcs.len && x->dict.len < 512; f++) {
    const ir_func *fn = &m->funcs.data[f];
    for (uint32_t i = 0; i < fn->ninsts && x->dict.len < 512; i++) {
      const ir_inst *in = &fn->insts[i];
      if (in->op == IR_ICMP) {
        for (uint32_t k = 0; k < 2; k++) {
          const ir_value *v = ir_val_get(m, in->ops[k]);
          if (v->kind == IR_V_INT)
            MT_VEC_PUSH(x->dict, x_sext(v->u.i, ir_type_bits(m, v->type)));
        }
      } else if (in->op == IR_SWITCH) {
        unsigned w = ir_type_bits(m, ir_val_type(m, in->ops[0]));
        for (uint32_t k = 0; k + 1 < in->nblocks; k++)
          MT_VEC_PUSH(x->dict, x_sext(in->u.sw.cases[k], w));
      }
    }
  }
}

/* a pseudo-random value: mostly small, sometimes a boundary, sometimes
 * arbitrary bits -- what tends to expose bugs */
static int64_t random_value(xctx *x, unsigned w, bool uns) {
  uint64_t r = rnd(x), k = r % 16;
  if (w <= 1) return (int64_t)(rnd(x) & 1);
  if (k < 3 && x->dict.len) /* a constant the program compares with, +-1 */
    return (int64_t)((uint64_t)x->dict.data[rnd(x) % x->dict.len] + rnd(x) % 3 - 1); /* wraps */
  if (k < 8) return uns ? (int64_t)(rnd(x) % 17) : (int64_t)(rnd(x) % 21) - 4;
  if (k < 11) {
    static const int pick[] = {0, 1, 2, 3, 4, 5};
    switch (pick[rnd(x) % 6]) {
    case 0: return 0;
    case 1: return uns ? (int64_t)x_mask(w) : -1;
    case 2: return uns ? (int64_t)x_mask(w) : x_sext(x_mask(w) >> 1, w);
    case 3: return x_sext(1ull << (w - 1), w) & (uns ? (int64_t)x_mask(w) : -1);
    case 4: return (int64_t)(x_mask(w) >> 1);
    default: return 1;
    }
  }
  uint64_t b = rnd(x) & x_mask(w);
  return uns ? (int64_t)b : x_sext(b, w);
}

xval x_nondet(xctx *x, const char *name, ir_type_id t) {
  const ir_type *ty = ir_type_get(x->m, t);
  if (x->o->nondet_stops && !x->done) /* the caller wants a run without inputs only */
    x_stop(x, EXEC_UNSUPPORTED, EXEC_V_NONE, "a nondet value (%s) with opts.nondet_stops", name);
  bool uns = nondet_unsigned(name);
  unsigned w = ty->kind == IR_T_INT ? ty->bits : ty->kind == IR_T_PTR ? 8 * x->ps : 32;
  int64_t v;
  if (x->nondet_pos < x->o->nnondet) v = x->o->nondet[x->nondet_pos++];
  else if (x->o->nondet_cycle && x->o->nnondet) v = x->o->nondet[x->nondet_pos++ % x->o->nnondet];
  else if (x->o->seed == 0) v = 0;
  else v = ty->kind == IR_T_PTR ? 0 : random_value(x, w, uns);
  xval r = {0, 0, NULL};
  int64_t rec = v;
  switch (ty->kind) {
  case IR_T_INT:
    if (w == 1) r.bits = v != 0;
    else r.bits = (uint64_t)v & x_mask(w);
    rec = w == 1 ? (int64_t)r.bits : uns ? (int64_t)r.bits : x_sext(r.bits, w);
    break;
  case IR_T_PTR:
    r.bits = (uint64_t)v & x->ptr_mask;
    r.prov = r.bits ? x_block_find(x, r.bits) : 0;
    break;
  case IR_T_FLOAT: {
    float f = (float)v;
    uint32_t b;
    memcpy(&b, &f, 4);
    r.bits = b;
    break;
  }
  case IR_T_DOUBLE:
  case IR_T_FP80: {
    double d = (double)v;
    memcpy(&r.bits, &d, 8);
    break;
  }
  default: {
    uint64_t n = ty->size;
    r.agg = mt_calloc(n ? n : 1, 1);
    break;
  }
  }
  MT_VEC_PUSH(x->used, rec);
  exec_site site = {x->cur ? x->cur->loc : (ir_loc){0},
                    x->cur_func ? x->cur_func->name : NULL, name, uns};
  if (x->cur && x->cur->op == IR_CALL) {
    const ir_func *callee = ir_call_target(x->m, x->cur);
    if (callee) site.callee = callee->name;
  }
  MT_VEC_PUSH(x->sites, site);
  MT_INC(x->run, exec_nondet);
  return r;
}

/* ---- helpers --------------------------------------------------------------------- */

static unsigned arg_bits(const xctx *x, const ir_inst *in, uint32_t i) {
  return ir_type_bits(x->m, ir_val_type(x->m, in->ops[i + 1]));
}
static uint64_t arg_u(const xctx *x, const ir_inst *in, const xval *a, uint32_t i) {
  return a[i].bits & x_mask(arg_bits(x, in, i));
}
static int64_t arg_s(const xctx *x, const ir_inst *in, const xval *a, uint32_t i) {
  return x_sext(a[i].bits, arg_bits(x, in, i));
}

static xval offset_ptr(xval p, uint64_t k, uint64_t mask) {
  p.bits = (p.bits + k) & mask;
  return p;
}

/* read a C string without reporting anything (messages only) */
static void peek_str(xctx *x, xval p, char *buf, size_t n) {
  buf[0] = 0;
  uint32_t id = x_block_of(x, p);
  if (!id) return;
  const xblock *b = &x->blocks.data[id];
  uint64_t a = p.bits & x->ptr_mask;
  if (b->state != XB_LIVE || !b->data || a < b->base || a >= b->base + b->size) return;
  uint64_t off = a - b->base, i = 0;
  while (i + 1 < n && off + i < b->size && b->data[off + i]) {
    buf[i] = (char)b->data[off + i];
    i++;
  }
  buf[i] = 0;
}

static void emit(xctx *x, const char *s, size_t n) {
  if (x->o->out && n) fwrite(s, 1, n, x->o->out);
}

static uint32_t heap_block(xctx *x, uint64_t size) {
  return x_block_new(x, size, 16, XB_HEAP);
}

static bool do_free(xctx *x, xval p) {
  uint64_t a = p.bits & x->ptr_mask;
  if (a == 0) return true;
  uint32_t id = x_block_of(x, p);
  if (!id) {
    x_stop(x, EXEC_VIOLATION, EXEC_V_FREE, "free of address 0x%llx, which is in no object",
           (unsigned long long)a);
    return false;
  }
  xblock *b = &x->blocks.data[id];
  if (b->kind != XB_HEAP) {
    x_stop(x, EXEC_VIOLATION, EXEC_V_FREE, "free of a pointer to a %s object, not to the heap",
           b->kind == XB_STACK ? "stack" : b->kind == XB_FUNC ? "function" : "global");
    return false;
  }
  if (b->state == XB_FREED) {
    x_stop(x, EXEC_VIOLATION, EXEC_V_FREE,
           "double free of a block of %llu bytes allocated at line %u",
           (unsigned long long)b->size, b->loc.line);
    return false;
  }
  if (a != b->base) {
    x_stop(x, EXEC_VIOLATION, EXEC_V_FREE,
           "free of a pointer to offset %lld inside a heap block of %llu bytes",
           (long long)(a - b->base), (unsigned long long)b->size);
    return false;
  }
  x_block_kill(x, id, XB_FREED);
  return true;
}

/* pointer + bytes available from it to the end of its block; first byte checked */
static const uint8_t *span(xctx *x, xval p, uint64_t *avail) {
  const uint8_t *s = x_access(x, p, 1, false);
  if (!s) return NULL;
  const xblock *b = &x->blocks.data[x_block_of(x, p)];
  *avail = b->size - ((p.bits & x->ptr_mask) - b->base);
  return s;
}

static bool str_compare(xctx *x, xval a, xval b, uint64_t n, int64_t *res) {
  uint64_t na = 0, nb = 0;
  const uint8_t *pa = NULL, *pb = NULL;
  for (uint64_t i = 0; i < n; i++) {
    if (i == na) {
      pa = span(x, offset_ptr(a, i, x->ptr_mask), &na);
      if (!pa) return false;
      pa -= i;
      na += i;
    }
    if (i == nb) {
      pb = span(x, offset_ptr(b, i, x->ptr_mask), &nb);
      if (!pb) return false;
      pb -= i;
      nb += i;
    }
    if (pa[i] != pb[i] || pa[i] == 0) {
      *res = (int64_t)pa[i] - (int64_t)pb[i];
      return true;
    }
  }
  *res = 0;
  return true;
}

static bool copy_bytes(xctx *x, xval dst, xval src, uint64_t n) {
  if (n == 0) return true;
  x->addr_read = true; /* a copy carries address bytes along (below) */
  const uint8_t *s = x_access(x, src, n, false);
  x->addr_read = false;
  if (!s) return false;
  uint8_t *d = x_access(x, dst, n, true);
  if (!d) return false;
  memmove(d, s, (size_t)n);
  uint32_t sid = x_block_of(x, src), did = x_block_of(x, dst);
  x_copy_addr(x, did, (dst.bits & x->ptr_mask) - x->blocks.data[did].base, sid,
              (src.bits & x->ptr_mask) - x->blocks.data[sid].base, n);
  return true;
}

static xval int_val(uint64_t bits, unsigned w) {
  xval r = {bits & x_mask(w), 0, NULL};
  return r;
}

static bool overflow_stop(xctx *x, const char *what) {
  x_stop(x, EXEC_VIOLATION, x->o->check_overflow ? EXEC_V_OVERFLOW : EXEC_V_UB,
         "signed overflow in %s", what);
  return false;
}

/* {iN result, i1 overflow} of the *.with.overflow intrinsics */
static xval overflow_pair(xctx *x, const ir_inst *in, uint64_t v, bool ov) {
  const ir_type *st = ir_type_get(x->m, in->type);
  xval r = {0, 0, NULL};
  r.agg = mt_calloc(st->size ? st->size : 1, 1);
  if (st->kind == IR_T_STRUCT && st->nfields == 2) {
    const ir_type *it = ir_type_get(x->m, st->fields[0]);
    x_write_le(r.agg + st->offsets[0], (unsigned)it->store, v & x_mask(it->bits));
    r.agg[st->offsets[1]] = ov;
  }
  return r;
}

static bool arith_overflow(xctx *x, const ir_inst *in, ir_builtin b, const xval *a, xval *ret) {
  unsigned w = arg_bits(x, in, 0);
  uint64_t ua = arg_u(x, in, a, 0), ub = arg_u(x, in, a, 1);
  __int128 sa = x_sext(ua, w), sb = x_sext(ub, w), r;
  unsigned __int128 ur;
  bool ov;
  __int128 lo = -((__int128)1 << (w - 1)), hi = ((__int128)1 << (w - 1)) - 1;
  unsigned __int128 umax = x_mask(w);
  switch (b) {
  case IR_BI_LLVM_SADD_OV: r = sa + sb; ov = r < lo || r > hi; break;
  case IR_BI_LLVM_SSUB_OV: r = sa - sb; ov = r < lo || r > hi; break;
  case IR_BI_LLVM_SMUL_OV: r = sa * sb; ov = r < lo || r > hi; break;
  case IR_BI_LLVM_UADD_OV: ur = (unsigned __int128)ua + ub; ov = ur > umax; r = (__int128)ur; break;
  case IR_BI_LLVM_USUB_OV: ov = ub > ua; r = (__int128)(ua - ub); break;
  default: ur = (unsigned __int128)ua * ub; ov = ur > umax; r = (__int128)ur; break;
  }
  *ret = overflow_pair(x, in, (uint64_t)r, ov);
  return true;
}

static const char *unsup_name(ir_builtin b) {
  switch (b) {
  case IR_BI_UNSUP_THREAD: return "threads (pthread_create)";
  case IR_BI_UNSUP_SETJMP:
  case IR_BI_UNSUP_SETJMP_:
  case IR_BI_UNSUP_LONGJMP: return "setjmp/longjmp";
  case IR_BI_UNSUP_SIGNAL: return "signal handlers";
  default: return "variadic functions (va_start)";
  }
}

/* what a failed overflow check of clang's (IR_BI_UB_CHECK) found, in the
 * words of UBSan's reports: kind, the guarded operation's opcode, its
 * width and its operands (sign-extended) */
static void ub_message(uint64_t kind, uint64_t op, unsigned w, int64_t l, int64_t r, char *out,
                       size_t n) {
  if (kind == IR_UB_SHIFT && op && w >= 1 && w <= 64) {
    uint64_t ur = w == 64 ? (uint64_t)r : (uint64_t)r & (((uint64_t)1 << w) - 1);
    if (r < 0)
      snprintf(out, n, "shift exponent %lld is negative", (long long)r);
    else if (ur >= w)
      snprintf(out, n, "shift exponent %llu is too large for %u-bit type", (unsigned long long)ur, w);
    else if (l < 0)
      snprintf(out, n, "left shift of negative value %lld", (long long)l);
    else
      snprintf(out, n, "left shift of %lld by %lld places cannot be represented in a %u-bit signed type",
               (long long)l, (long long)r, w);
  } else if (kind == IR_UB_SHIFT) {
    snprintf(out, n, "a shift whose result or exponent is out of range (C17 6.5.7)");
  } else if (kind == IR_UB_DIVREM && op) {
    snprintf(out, n, "division overflow: %lld %c %lld cannot be represented in a %u-bit signed type",
             (long long)l, op == IR_UB_OP_SREM ? '%' : '/', (long long)r, w);
  } else if (kind == IR_UB_DIVREM) {
    snprintf(out, n, "division overflow: INT_MIN / -1 or INT_MIN %% -1");
  } else {
    snprintf(out, n, "signed integer overflow (check %llu)", (unsigned long long)kind);
  }
}

/* --malloc-may-fail: the allocation draws a nondet value (its site is the
 * call); any value but 0 makes it fail */
static bool alloc_fails(xctx *x) {
  if (!x->o->malloc_fail) return false;
  xval c = x_nondet(x, "__VERIFIER_nondet_bool", x->m->ty_i1);
  return c.bits != 0;
}

/* ---- the models ----------------------------------------------------------------- */

bool x_builtin(xctx *x, const ir_func *callee, const ir_inst *in, const xval *a,
               uint32_t n, xval *ret) {
  const ir_module *m = x->m;
  ir_builtin b = callee->builtin;
  unsigned rw = ir_type_bits(m, in->type);
  uint64_t pm = x->ptr_mask;
  memset(ret, 0, sizeof *ret);
#define NEED(k)                                                                         \
  do {                                                                                  \
    if (n < (k)) {                                                                      \
      x_stop(x, EXEC_VIOLATION, EXEC_V_UB, "%s called with %u argument(s), needs %u",   \
             callee->name, n, (unsigned)(k));                                           \
      return false;                                                                     \
    }                                                                                   \
  } while (0)
  switch (b) {
  case IR_BI_NONE: return false;
  case IR_BI_NONDET:
    if (ir_type_get(m, in->type)->kind == IR_T_VOID) return true;
    *ret = x_nondet(x, callee->name, in->type);
    return true;
  case IR_BI_ASSUME:
    NEED(1);
    if (arg_u(x, in, a, 0) == 0) {
      x_stop(x, EXEC_ASSUME_FALSE, EXEC_V_NONE, "__VERIFIER_assume(0)");
      return false;
    }
    return true;
  case IR_BI_REACH_ERROR:
  case IR_BI_VERIFIER_ERROR:
    x_stop(x, EXEC_VIOLATION, EXEC_V_REACH_ERROR, "%s() is called", callee->name);
    return false;
  case IR_BI_ATOMIC_BEGIN:
  case IR_BI_ATOMIC_END:
  case IR_BI_LLVM_LIFETIME:
  case IR_BI_SRAND:
    return true;
  case IR_BI_ASSERT_FAIL:
  case IR_BI_ASSERT_RTN: {
    char msg[200];
    uint32_t k = b == IR_BI_ASSERT_FAIL ? 0 : 3;
    if (n > k) peek_str(x, a[k], msg, sizeof msg);
    else msg[0] = 0;
    x_stop(x, EXEC_ABORT, EXEC_V_NONE, "assertion failed%s%s", msg[0] ? ": " : "", msg);
    return false;
  }
  case IR_BI_ABORT:
    x_stop(x, EXEC_ABORT, EXEC_V_NONE, "abort() called");
    return false;
  case IR_BI_LLVM_TRAP:
    x_stop(x, EXEC_ABORT, EXEC_V_NONE, "llvm.trap");
    return false;
  case IR_BI_UB_CHECK: {
    NEED(5);
    char msg[200];
    ub_message(arg_u(x, in, a, 0), arg_u(x, in, a, 1), (unsigned)arg_u(x, in, a, 2),
               arg_s(x, in, a, 3), arg_s(x, in, a, 4), msg, sizeof msg);
    x_stop(x, EXEC_VIOLATION, x->o->check_overflow ? EXEC_V_OVERFLOW : EXEC_V_UB, "%s", msg);
    return false;
  }
  case IR_BI_EXIT:
  case IR_BI_EXIT_:
  case IR_BI_EXIT_UPPER:
    NEED(1);
    return x_exit(x, (int)arg_s(x, in, a, 0), b == IR_BI_EXIT);
  case IR_BI_ATEXIT: {
    NEED(1);
    uint32_t fidx;
    if (!x_func_of(x, &a[0], &fidx)) {
      x_stop(x, EXEC_VIOLATION, EXEC_V_UB, "atexit with a pointer that is not a function");
      return false;
    }
    MT_VEC_PUSH(x->atexit_fns, fidx);
    *ret = int_val(0, rw);
    return true;
  }
  case IR_BI_MALLOC: {
    NEED(1);
    if (alloc_fails(x)) return true; /* NULL */
    uint32_t id = heap_block(x, arg_u(x, in, a, 0));
    if (!id) return false;
    x_fill_uninit(x, id, 0);
    *ret = x_ptr(x, id, 0);
    return true;
  }
  case IR_BI_CALLOC: {
    NEED(2);
    unsigned __int128 t = (unsigned __int128)arg_u(x, in, a, 0) * arg_u(x, in, a, 1);
    if (t > pm) return true; /* overflow: NULL, as calloc must */
    if (alloc_fails(x)) return true;
    uint32_t id = heap_block(x, (uint64_t)t);
    if (!id) return false;
    *ret = x_ptr(x, id, 0);
    return true;
  }
  case IR_BI_REALLOC: {
    NEED(2);
    uint64_t size = arg_u(x, in, a, 1);
    uint64_t addr = a[0].bits & pm;
    if (addr == 0) {
      if (alloc_fails(x)) return true;
      uint32_t id = heap_block(x, size);
      if (!id) return false;
      x_fill_uninit(x, id, 0);
      *ret = x_ptr(x, id, 0);
      return true;
    }
    uint32_t old = x_block_of(x, a[0]);
    const xblock *ob = old ? &x->blocks.data[old] : NULL;
    if (!ob || ob->kind != XB_HEAP || ob->state != XB_LIVE || addr != ob->base)
      return do_free(x, a[0]) && false; /* reports the invalid pointer */
    if (size == 0) return do_free(x, a[0]); /* glibc: frees, returns NULL */
    if (alloc_fails(x)) return true; /* NULL; the old block stays */
    uint32_t id = heap_block(x, size);
    if (!id) return false;
    const xblock *o2 = &x->blocks.data[old];
    xblock *nb = &x->blocks.data[id];
    x_fill_uninit(x, id, o2->size);
    memcpy(nb->data, o2->data, (size_t)(o2->size < size ? o2->size : size));
    x_init_copy(x, id, old, o2->size < size ? o2->size : size);
    x_block_kill(x, old, XB_FREED);
    *ret = x_ptr(x, id, 0);
    return true;
  }
  case IR_BI_FREE:
    NEED(1);
    return do_free(x, a[0]);
  case IR_BI_ALLOCA:
  case IR_BI_ALLOCA_BUILTIN: {
    NEED(1);
    uint32_t id = x_block_new(x, arg_u(x, in, a, 0), 16, XB_STACK);
    if (!id) return false;
    x_fill_uninit(x, id, 0);
    MT_VEC_PUSH(x->stack.data[x->stack.len - 1].allocas, id);
    *ret = x_ptr(x, id, 0);
    return true;
  }
  case IR_BI_MEMCPY:
  case IR_BI_MEMMOVE:
  case IR_BI_LLVM_MEMCPY:
  case IR_BI_LLVM_MEMMOVE:
    NEED(3);
    if (!copy_bytes(x, a[0], a[1], arg_u(x, in, a, 2))) return false;
    *ret = a[0];
    return true;
  case IR_BI_MEMSET:
  case IR_BI_LLVM_MEMSET: {
    NEED(3);
    uint64_t len = arg_u(x, in, a, 2);
    if (len) {
      uint8_t *d = x_access(x, a[0], len, true);
      if (!d) return false;
      memset(d, (int)(a[1].bits & 0xff), (size_t)len);
    }
    *ret = a[0];
    return true;
  }
  case IR_BI_MEMCMP: {
    NEED(3);
    uint64_t len = arg_u(x, in, a, 2);
    int64_t r = 0;
    if (len) {
      const uint8_t *p = x_access(x, a[0], len, false);
      if (!p) return false;
      const uint8_t *q = x_access(x, a[1], len, false);
      if (!q) return false;
      for (uint64_t i = 0; i < len && !r; i++) r = (int64_t)p[i] - (int64_t)q[i];
    }
    *ret = int_val((uint64_t)r, rw);
    return true;
  }
  case IR_BI_MEMCHR: {
    NEED(3);
    uint64_t len = arg_u(x, in, a, 2), avail;
    uint8_t c = (uint8_t)a[1].bits;
    if (len == 0) return true;
    const uint8_t *p = span(x, a[0], &avail);
    if (!p) return false;
    uint64_t lim = avail < len ? avail : len;
    const uint8_t *z = memchr(p, c, (size_t)lim);
    if (z) {
      *ret = offset_ptr(a[0], (uint64_t)(z - p), pm);
      return true;
    }
    if (len > avail) {
      (void)x_access(x, offset_ptr(a[0], avail, pm), 1, false);
      return false;
    }
    return true;
  }
  case IR_BI_STRLEN:
  case IR_BI_STRNLEN: {
    NEED(b == IR_BI_STRLEN ? 1 : 2);
    uint64_t len;
    if (!x_strlen(x, a[0], b == IR_BI_STRLEN ? UINT64_MAX : arg_u(x, in, a, 1), &len))
      return false;
    *ret = int_val(len, rw);
    return true;
  }
  case IR_BI_STRCMP:
  case IR_BI_STRNCMP: {
    NEED(b == IR_BI_STRCMP ? 2 : 3);
    int64_t r;
    if (!str_compare(x, a[0], a[1], b == IR_BI_STRCMP ? UINT64_MAX : arg_u(x, in, a, 2), &r))
      return false;
    *ret = int_val((uint64_t)r, rw);
    return true;
  }
  case IR_BI_STRCPY: {
    NEED(2);
    uint64_t len;
    if (!x_strlen(x, a[1], UINT64_MAX, &len) || !copy_bytes(x, a[0], a[1], len + 1))
      return false;
    *ret = a[0];
    return true;
  }
  case IR_BI_STRNCPY: {
    NEED(3);
    uint64_t nn = arg_u(x, in, a, 2), len;
    if (!x_strlen(x, a[1], nn, &len)) return false;
    if (nn) {
      uint8_t *d = x_access(x, a[0], nn, true);
      if (!d) return false;
      const uint8_t *s = len ? x_access(x, a[1], len, false) : NULL;
      if (len && !s) return false;
      if (len) memmove(d, s, (size_t)len);
      memset(d + len, 0, (size_t)(nn - len));
    }
    *ret = a[0];
    return true;
  }
  case IR_BI_STRCAT:
  case IR_BI_STRNCAT: {
    NEED(b == IR_BI_STRCAT ? 2 : 3);
    uint64_t dl, sl;
    if (!x_strlen(x, a[0], UINT64_MAX, &dl)) return false;
    if (!x_strlen(x, a[1], b == IR_BI_STRCAT ? UINT64_MAX : arg_u(x, in, a, 2), &sl))
      return false;
    xval end = offset_ptr(a[0], dl, pm);
    uint8_t *d = x_access(x, end, sl + 1, true);
    if (!d) return false;
    if (sl) {
      const uint8_t *s = x_access(x, a[1], sl, false);
      if (!s) return false;
      memmove(d, s, (size_t)sl);
    }
    d[sl] = 0;
    *ret = a[0];
    return true;
  }
  case IR_BI_STRCHR:
  case IR_BI_STRRCHR: {
    NEED(2);
    uint64_t len;
    if (!x_strlen(x, a[0], UINT64_MAX, &len)) return false;
    const uint8_t *s = x_access(x, a[0], len + 1, false);
    if (!s) return false;
    uint8_t c = (uint8_t)a[1].bits;
    const uint8_t *z = NULL;
    if (b == IR_BI_STRCHR) z = memchr(s, c, (size_t)len + 1);
    else
      for (uint64_t i = 0; i <= len; i++)
        if (s[i] == c) z = s + i;
    if (z) *ret = offset_ptr(a[0], (uint64_t)(z - s), pm);
    return true;
  }
  case IR_BI_STRSTR: {
    NEED(2);
    uint64_t hl, nl;
    if (!x_strlen(x, a[0], UINT64_MAX, &hl) || !x_strlen(x, a[1], UINT64_MAX, &nl)) return false;
    const uint8_t *h = x_access(x, a[0], hl + 1, false);
    if (!h) return false;
    const uint8_t *nd = x_access(x, a[1], nl + 1, false);
    if (!nd) return false;
    const uint8_t *z = nl == 0 ? h : memmem(h, (size_t)hl, nd, (size_t)nl);
    if (z) *ret = offset_ptr(a[0], (uint64_t)(z - h), pm);
    return true;
  }
  case IR_BI_STRDUP: {
    NEED(1);
    uint64_t len;
    if (!x_strlen(x, a[0], UINT64_MAX, &len)) return false;
    if (alloc_fails(x)) return true;
    uint32_t id = heap_block(x, len + 1);
    if (!id) return false;
    xval d = x_ptr(x, id, 0);
    if (!copy_bytes(x, d, a[0], len + 1)) return false;
    *ret = d;
    return true;
  }
  case IR_BI_PRINTF:
  case IR_BI_FPRINTF: {
    uint32_t fi = b == IR_BI_PRINTF ? 0 : 1;
    NEED(fi + 1);
    mt_buf out = {0};
    if (!x_format(x, in, a, n, fi, &out)) {
      mt_buf_free(&out);
      return false;
    }
    bool to_stdout = b == IR_BI_PRINTF;
    if (!to_stdout) {
      uint32_t id = x_block_of(x, a[0]);
      to_stdout = id && id == x->stdout_blk;
      if (!id || x->blocks.data[id].kind != XB_EXTERN) {
        mt_buf_free(&out);
        x_stop(x, EXEC_VIOLATION, EXEC_V_DEREF, "fprintf to a pointer that is not a stream");
        return false;
      }
    }
    if (to_stdout) emit(x, out.data, out.len);
    *ret = int_val(out.len, rw);
    mt_buf_free(&out);
    return true;
  }
  case IR_BI_PUTS: {
    NEED(1);
    uint64_t len;
    if (!x_strlen(x, a[0], UINT64_MAX, &len)) return false;
    const uint8_t *s = x_access(x, a[0], len, false);
    if (len && !s) return false;
    if (len) emit(x, (const char *)s, (size_t)len);
    emit(x, "\n", 1);
    *ret = int_val(len + 1, rw);
    return true;
  }
  case IR_BI_PUTCHAR: {
    NEED(1);
    char c = (char)a[0].bits;
    emit(x, &c, 1);
    *ret = int_val(a[0].bits & 0xff, rw);
    return true;
  }
  case IR_BI_ABS:
  case IR_BI_LABS:
  case IR_BI_LLABS: {
    NEED(1);
    unsigned w = arg_bits(x, in, 0);
    int64_t v = arg_s(x, in, a, 0);
    if (w > 1 && (uint64_t)v == (uint64_t)x_sext(1ull << (w - 1), w))
      return overflow_stop(x, callee->name);
    *ret = int_val((uint64_t)(v < 0 ? -v : v), rw);
    return true;
  }
  case IR_BI_RAND: {
    xval v = x_nondet(x, "rand", in->type);
    *ret = int_val(v.bits & 0x7fffffff, rw);
    return true;
  }
  case IR_BI_LLVM_STACKSAVE:
    ret->bits = x->stack.data[x->stack.len - 1].allocas.len + 1;
    return true;
  case IR_BI_LLVM_STACKRESTORE: {
    NEED(1);
    xframe *fr = &x->stack.data[x->stack.len - 1];
    uint64_t keep = a[0].bits ? a[0].bits - 1 : 0;
    if (keep > fr->allocas.len) return true;
    for (uint32_t i = (uint32_t)keep; i < fr->allocas.len; i++)
      x_block_kill(x, fr->allocas.data[i], XB_DEAD);
    fr->allocas.len = (uint32_t)keep;
    return true;
  }
  case IR_BI_LLVM_SMAX:
  case IR_BI_LLVM_SMIN: {
    NEED(2);
    int64_t p = arg_s(x, in, a, 0), q = arg_s(x, in, a, 1);
    int64_t r = b == IR_BI_LLVM_SMAX ? (p > q ? p : q) : (p < q ? p : q);
    *ret = int_val((uint64_t)r, rw);
    return true;
  }
  case IR_BI_LLVM_UMAX:
  case IR_BI_LLVM_UMIN: {
    NEED(2);
    uint64_t p = arg_u(x, in, a, 0), q = arg_u(x, in, a, 1);
    *ret = int_val(b == IR_BI_LLVM_UMAX ? (p > q ? p : q) : (p < q ? p : q), rw);
    return true;
  }
  case IR_BI_LLVM_ABS: {
    NEED(2);
    unsigned w = arg_bits(x, in, 0);
    int64_t v = arg_s(x, in, a, 0);
    if (w > 1 && (uint64_t)v == (uint64_t)x_sext(1ull << (w - 1), w) && (a[1].bits & 1))
      return overflow_stop(x, "abs");
    *ret = int_val((uint64_t)(v < 0 ? -(uint64_t)v : (uint64_t)v), rw);
    return true;
  }
  case IR_BI_LLVM_SADD_OV:
  case IR_BI_LLVM_UADD_OV:
  case IR_BI_LLVM_SSUB_OV:
  case IR_BI_LLVM_USUB_OV:
  case IR_BI_LLVM_SMUL_OV:
  case IR_BI_LLVM_UMUL_OV:
    NEED(2);
    return arith_overflow(x, in, b, a, ret);
  case IR_BI_LLVM_EXPECT:
    NEED(1);
    *ret = a[0];
    ret->agg = NULL;
    return true;
  case IR_BI_LLVM_CTPOP:
    NEED(1);
    *ret = int_val((uint64_t)__builtin_popcountll(arg_u(x, in, a, 0)), rw);
    return true;
  case IR_BI_LLVM_CTLZ:
  case IR_BI_LLVM_CTTZ: {
    NEED(1);
    unsigned w = arg_bits(x, in, 0);
    uint64_t v = arg_u(x, in, a, 0);
    if (v == 0) {
      if (n > 1 && (a[1].bits & 1)) {
        x_stop(x, EXEC_VIOLATION, EXEC_V_UB, "%s of zero", callee->name);
        return false;
      }
      *ret = int_val(w, rw);
      return true;
    }
    unsigned r = b == IR_BI_LLVM_CTTZ ? (unsigned)__builtin_ctzll(v)
                                      : (unsigned)__builtin_clzll(v) - (64 - w);
    *ret = int_val(r, rw);
    return true;
  }
  case IR_BI_LLVM_BSWAP: {
    NEED(1);
    unsigned w = arg_bits(x, in, 0);
    uint64_t v = arg_u(x, in, a, 0), r = 0;
    for (unsigned i = 0; i < w / 8; i++) r |= ((v >> (8 * i)) & 0xff) << (w - 8 - 8 * i);
    *ret = int_val(r, rw);
    return true;
  }
  case IR_BI_LLVM_FSHL:
  case IR_BI_LLVM_FSHR: {
    NEED(3);
    unsigned w = arg_bits(x, in, 0);
    unsigned __int128 hi = arg_u(x, in, a, 0), lo = arg_u(x, in, a, 1);
    unsigned sh = (unsigned)(arg_u(x, in, a, 2) % w);
    unsigned __int128 cat = (hi << w) | lo;
    uint64_t r = b == IR_BI_LLVM_FSHL ? (uint64_t)((cat << sh) >> w) : (uint64_t)(cat >> sh);
    *ret = int_val(r, rw);
    return true;
  }
  case IR_BI_LLVM_FABS: {
    NEED(1);
    ir_type_kind k = ir_type_get(m, in->type)->kind;
    ret->bits = k == IR_T_FLOAT ? (a[0].bits & 0x7fffffffull) : (a[0].bits & ~(1ull << 63));
    return true;
  }
  case IR_BI_UNSUP_THREAD:
  case IR_BI_UNSUP_SETJMP:
  case IR_BI_UNSUP_SETJMP_:
  case IR_BI_UNSUP_LONGJMP:
  case IR_BI_UNSUP_SIGNAL:
  case IR_BI_UNSUP_VASTART:
  case IR_BI_UNSUP_VAEND:
  case IR_BI_UNSUP_VACOPY:
    x_stop(x, EXEC_UNSUPPORTED, EXEC_V_NONE, "call to %s: %s are not supported", callee->name,
           unsup_name(b));
    return false;
  case IR_BI_COUNT: break;
  }
#undef NEED
  x_stop(x, EXEC_UNSUPPORTED, EXEC_V_NONE, "no model for %s", callee->name);
  return false;
}
