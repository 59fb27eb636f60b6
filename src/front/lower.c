/*
 * lower.c -- LLVM bitcode (after mem2reg) -> memterm IR, following ir.h.
 *
 * Order of work, chosen so every id is deterministic and every reference
 * can be resolved when it is met:
 *   1. the six common types (void, i1, i8, i32, i64, ptr);
 *   2. one IR_V_FUNC value per function, then one IR_V_GLOBAL per global, so
 *      calls and initializers can name any of them;
 *   3. global initializers -> byte images + relocations;
 *   4. per function: arguments, then a result value for every instruction
 *      (phis refer forward), then the instructions themselves.
 * Types and constants are created on first use, in this traversal order.
 *
 * Whatever cannot be represented becomes an IR_UNSUPPORTED instruction with
 * a reason (ctx->fail); lowering never aborts on odd input.  A global whose
 * initializer cannot be represented is lowered as external (contents
 * unknown), which over-approximates its value instead of inventing one.
 */
#include "front_int.h"

#include <llvm-c/BitReader.h>
#include <llvm-c/Core.h>
#include <llvm-c/Error.h>
#include <llvm-c/Target.h>
#include <llvm-c/Transforms/PassBuilder.h>
#include <string.h>

/* ---- a small hash map: (a, b) -> uint32 ------------------------------------
 * Keys are LLVM pointers (types, values, blocks) or (type id, constant) pairs.
 * Only looked up, never iterated, so pointer keys cannot make ids depend on
 * addresses. */
typedef struct lower_slot {
  uint64_t a, b;
  uint32_t v;
  bool used;
} lower_slot;

typedef struct lower_map {
  lower_slot *s;
  uint32_t cap, len;
} lower_map;

static uint64_t lower_hash(uint64_t a, uint64_t b) {
  uint64_t h = a * 0x9e3779b97f4a7c15ull ^ (b + 0x632be59bd9b4e019ull) * 0xbf58476d1ce4e5b9ull;
  return h ^ (h >> 31);
}

static bool map_get(const lower_map *m, uint64_t a, uint64_t b, uint32_t *v) {
  if (!m->cap) return false;
  for (uint64_t i = lower_hash(a, b) & (m->cap - 1);; i = (i + 1) & (m->cap - 1)) {
    const lower_slot *s = &m->s[i];
    if (!s->used) return false;
    if (s->a == a && s->b == b) {
      *v = s->v;
      return true;
    }
  }
}

static void map_put(lower_map *m, uint64_t a, uint64_t b, uint32_t v);

static void map_grow(lower_map *m) {
  lower_map old = *m;
  m->cap = old.cap ? 2 * old.cap : 256;
  m->len = 0;
  m->s = mt_calloc(m->cap, sizeof *m->s);
  for (uint32_t i = 0; i < old.cap; i++)
    if (old.s[i].used) map_put(m, old.s[i].a, old.s[i].b, old.s[i].v);
  mt_free(old.s);
}

static void map_put(lower_map *m, uint64_t a, uint64_t b, uint32_t v) {
  if (2 * (m->len + 1) > m->cap) map_grow(m);
  for (uint64_t i = lower_hash(a, b) & (m->cap - 1);; i = (i + 1) & (m->cap - 1)) {
    lower_slot *s = &m->s[i];
    if (!s->used) {
      *s = (lower_slot){a, b, v, true};
      m->len++;
      return;
    }
    if (s->a == a && s->b == b) {
      s->v = v;
      return;
    }
  }
}

static void map_free(lower_map *m) {
  mt_free(m->s);
  memset(m, 0, sizeof *m);
}

#define KEY(p) ((uint64_t)(uintptr_t)(p))

/* ---- context ---------------------------------------------------------------- */

typedef struct lower_ctx {
  mt_run *run;
  ir_module *m;
  LLVMContextRef llc;
  LLVMModuleRef mod;
  LLVMTargetDataRef td;
  lower_map types;  /* LLVMTypeRef -> ir_type_id */
  lower_map vals;   /* LLVMValueRef -> ir_val (functions, globals, locals, constants) */
  lower_map ints;   /* (ir_type_id, bits) -> ir_val */
  lower_map blocks; /* LLVMBasicBlockRef -> block index in its function */
  uint32_t func;    /* function being lowered */
  unsigned byval_kind; /* LLVM attribute kind of "byval" */
  const char *fail; /* why the current instruction / initializer cannot be lowered */
} lower_ctx;

static void lower_fail(lower_ctx *c, const char *fmt, ...) MT_FORMAT(2, 3);
static void lower_fail(lower_ctx *c, const char *fmt, ...) {
  if (c->fail) return; /* keep the first, innermost reason */
  mt_buf b = {0};
  va_list ap;
  va_start(ap, fmt);
  mt_buf_vprintf(&b, fmt, ap);
  va_end(ap);
  c->fail = mt_arena_strdup(&c->m->arena, b.data ? b.data : "");
  mt_buf_free(&b);
}

static const char *lower_name(lower_ctx *c, LLVMValueRef v) {
  size_t len = 0;
  const char *s = LLVMGetValueName2(v, &len);
  return s && len ? mt_arena_strndup(&c->m->arena, s, len) : NULL;
}

static uint64_t lower_alloc_size(lower_ctx *c, LLVMTypeRef t) {
  return LLVMTypeIsSized(t) ? LLVMABISizeOfType(c->td, t) : 0;
}

/* ---- types --------------------------------------------------------------------- */

static ir_type_id lower_type(lower_ctx *c, LLVMTypeRef t) {
  uint32_t id;
  if (map_get(&c->types, KEY(t), 0, &id)) return id;
  ir_type ty = {0};
  ty.kind = IR_T_OTHER;
  bool sized = LLVMTypeIsSized(t);
  if (sized) {
    ty.size = LLVMABISizeOfType(c->td, t);
    ty.store = LLVMStoreSizeOfType(c->td, t);
    ty.align = LLVMABIAlignmentOfType(c->td, t);
  } else {
    ty.align = 1;
  }
  switch (LLVMGetTypeKind(t)) {
  case LLVMVoidTypeKind: ty.kind = IR_T_VOID; break;
  case LLVMIntegerTypeKind:
    /* wider integers stay opaque memory (IR_T_OTHER): ir.h promises
     * INT is at most 64 bits; bits is kept only for the printer */
    ty.bits = LLVMGetIntTypeWidth(t);
    if (ty.bits <= 64) ty.kind = IR_T_INT;
    break;
  case LLVMFloatTypeKind: ty.kind = IR_T_FLOAT; break;
  case LLVMDoubleTypeKind: ty.kind = IR_T_DOUBLE; break;
  case LLVMX86_FP80TypeKind: ty.kind = IR_T_FP80; break;
  case LLVMPointerTypeKind: ty.kind = IR_T_PTR; break;
  case LLVMLabelTypeKind: ty.kind = IR_T_LABEL; break;
  case LLVMArrayTypeKind:
    ty.kind = IR_T_ARRAY;
    ty.elem = lower_type(c, LLVMGetElementType(t));
    ty.count = LLVMGetArrayLength2(t);
    break;
  case LLVMVectorTypeKind:
    ty.kind = IR_T_VECTOR;
    ty.elem = lower_type(c, LLVMGetElementType(t));
    ty.count = LLVMGetVectorSize(t);
    break;
  case LLVMStructTypeKind: {
    ty.kind = IR_T_STRUCT;
    ty.packed = LLVMIsPackedStruct(t);
    const char *name = LLVMGetStructName(t);
    if (name && *name) ty.name = mt_arena_strdup(&c->m->arena, name);
    if (LLVMIsOpaqueStruct(t)) break;
    ty.nfields = LLVMCountStructElementTypes(t);
    ty.fields = MT_ANEWN(&c->m->arena, ir_type_id, ty.nfields);
    ty.offsets = MT_ANEWN(&c->m->arena, uint64_t, ty.nfields);
    for (uint32_t i = 0; i < ty.nfields; i++) {
      ty.fields[i] = lower_type(c, LLVMStructGetTypeAtIndex(t, i));
      ty.offsets[i] = sized ? LLVMOffsetOfElement(c->td, t, i) : 0;
    }
    break;
  }
  case LLVMFunctionTypeKind: {
    ty.kind = IR_T_FUNC;
    ty.size = ty.store = 0;
    ty.vararg = LLVMIsFunctionVarArg(t);
    ty.elem = lower_type(c, LLVMGetReturnType(t));
    ty.nfields = LLVMCountParamTypes(t);
    LLVMTypeRef *ps = mt_malloc(sizeof *ps * (ty.nfields + 1u));
    LLVMGetParamTypes(t, ps);
    ty.fields = MT_ANEWN(&c->m->arena, ir_type_id, ty.nfields);
    for (uint32_t i = 0; i < ty.nfields; i++) ty.fields[i] = lower_type(c, ps[i]);
    mt_free(ps);
    break;
  }
  default: break; /* half, fp128, metadata, token, ...: IR_T_OTHER */
  }
  id = ir_add_type(c->m, &ty);
  map_put(&c->types, KEY(t), 0, id);
  return id;
}

/* Why a value of type t cannot be computed with, or NULL.  Aggregates are
 * fine (they are moved as memory images); vectors and odd scalars are not. */
static const char *lower_type_problem(LLVMTypeRef t) {
  switch (LLVMGetTypeKind(t)) {
  case LLVMIntegerTypeKind:
    return LLVMGetIntTypeWidth(t) > 64 ? "integer wider than 64 bits" : NULL;
  case LLVMVectorTypeKind:
  case LLVMScalableVectorTypeKind: return "vector operation";
  case LLVMHalfTypeKind:
  case LLVMBFloatTypeKind:
  case LLVMFP128TypeKind:
  case LLVMPPC_FP128TypeKind: return "unsupported floating-point type";
  case LLVMMetadataTypeKind: return "metadata operand";
  case LLVMTokenTypeKind: return "token value";
  default: return NULL;
  }
}

/* ---- constants and operands ---------------------------------------------- */

static ir_val lower_int(lower_ctx *c, ir_type_id t, uint64_t bits) {
  uint32_t id;
  if (map_get(&c->ints, t, bits, &id)) return id;
  ir_value v = {0};
  v.kind = IR_V_INT;
  v.type = t;
  v.u.i = bits;
  id = ir_add_value(c->m, &v);
  map_put(&c->ints, t, bits, id);
  return id;
}

static void lower_inst_body(lower_ctx *c, LLVMValueRef v, LLVMOpcode opc, bool is_expr,
                            ir_inst *in);

static ir_val lower_val(lower_ctx *c, LLVMValueRef v);

static ir_val lower_const(lower_ctx *c, LLVMValueRef v) {
  LLVMTypeRef lt = LLVMTypeOf(v);
  ir_value nv = {0};
  nv.type = lower_type(c, lt);
  if (LLVMIsAConstantInt(v)) {
    if (LLVMGetIntTypeWidth(lt) > 64) {
      lower_fail(c, "integer constant wider than 64 bits");
      return IR_NONE;
    }
    return lower_int(c, nv.type, LLVMConstIntGetZExtValue(v));
  }
  if (LLVMIsAConstantFP(v)) {
    const char *bad = lower_type_problem(lt);
    if (bad) {
      lower_fail(c, "%s", bad);
      return IR_NONE;
    }
    LLVMBool loses = 0;
    nv.kind = IR_V_FLOAT;
    nv.u.f = LLVMConstRealGetDouble(v, &loses);
  } else if (LLVMIsAConstantPointerNull(v)) {
    nv.kind = IR_V_NULL;
  } else if (LLVMIsAUndefValue(v)) { /* poison is an UndefValue too */
    nv.kind = IR_V_UNDEF;
  } else if (LLVMIsAConstantAggregateZero(v)) {
    nv.kind = IR_V_ZERO;
  } else if (LLVMIsAConstantDataSequential(v) || LLVMIsAConstantStruct(v) ||
             LLVMIsAConstantArray(v) || LLVMIsAConstantVector(v)) {
    bool cds = LLVMIsAConstantDataSequential(v) != NULL;
    uint32_t n;
    if (cds)
      n = LLVMGetTypeKind(lt) == LLVMArrayTypeKind ? (uint32_t)LLVMGetArrayLength2(lt)
                                                   : LLVMGetVectorSize(lt);
    else
      n = (uint32_t)LLVMGetNumOperands(v);
    ir_val *elems = MT_ANEWN(&c->m->arena, ir_val, n);
    for (uint32_t i = 0; i < n; i++) {
      elems[i] = lower_val(c, cds ? LLVMGetAggregateElement(v, i) : LLVMGetOperand(v, i));
      if (c->fail) return IR_NONE;
    }
    nv.kind = IR_V_AGG;
    nv.u.agg.n = n;
    nv.u.agg.elems = elems;
  } else if (LLVMIsAConstantExpr(v)) {
    ir_inst *in = MT_ANEW(&c->m->arena, ir_inst);
    lower_inst_body(c, v, LLVMGetConstOpcode(v), true, in);
    if (c->fail) return IR_NONE;
    nv.kind = IR_V_CEXPR;
    nv.u.cexpr = in;
  } else if (LLVMIsABlockAddress(v)) {
    lower_fail(c, "address of a label (computed goto)");
    return IR_NONE;
  } else if (LLVMIsAGlobalAlias(v)) {
    lower_fail(c, "global alias");
    return IR_NONE;
  } else if (LLVMIsAGlobalValue(v)) {
    const char *name = lower_name(c, v);
    lower_fail(c, "reference to '%s'", name ? name : "?");
    return IR_NONE;
  } else {
    lower_fail(c, "unsupported constant");
    return IR_NONE;
  }
  ir_val id = ir_add_value(c->m, &nv);
  map_put(&c->vals, KEY(v), 0, id);
  return id;
}

/* the ir_val of an operand; IR_NONE with c->fail set if it has none */
static ir_val lower_val(lower_ctx *c, LLVMValueRef v) {
  uint32_t id;
  if (map_get(&c->vals, KEY(v), 0, &id)) return id;
  if (LLVMIsAInlineAsm(v)) {
    lower_fail(c, "inline assembly");
    return IR_NONE;
  }
  if (LLVMGetTypeKind(LLVMTypeOf(v)) == LLVMMetadataTypeKind) {
    lower_fail(c, "metadata operand");
    return IR_NONE;
  }
  if (LLVMIsAConstant(v)) return lower_const(c, v);
  lower_fail(c, "operand memterm cannot name");
  return IR_NONE;
}

static uint32_t lower_block(lower_ctx *c, LLVMBasicBlockRef bb) {
  uint32_t id;
  if (map_get(&c->blocks, KEY(bb), 0, &id)) return id;
  lower_fail(c, "branch to a block of another function");
  return 0;
}

/* ---- instructions ----------------------------------------------------------- */

static bool lower_simple_op(LLVMOpcode opc, ir_op *op) {
  switch (opc) {
#define MAP(l, i) case LLVM##l: *op = IR_##i; return true;
    MAP(Add, ADD) MAP(Sub, SUB) MAP(Mul, MUL) MAP(UDiv, UDIV) MAP(SDiv, SDIV)
    MAP(URem, UREM) MAP(SRem, SREM) MAP(Shl, SHL) MAP(LShr, LSHR) MAP(AShr, ASHR)
    MAP(And, AND) MAP(Or, OR) MAP(Xor, XOR) MAP(FAdd, FADD) MAP(FSub, FSUB)
    MAP(FMul, FMUL) MAP(FDiv, FDIV) MAP(FRem, FREM) MAP(FNeg, FNEG)
    MAP(Select, SELECT) MAP(Trunc, TRUNC) MAP(ZExt, ZEXT) MAP(SExt, SEXT)
    MAP(PtrToInt, PTRTOINT) MAP(IntToPtr, INTTOPTR) MAP(BitCast, BITCAST)
    MAP(Freeze, FREEZE) MAP(FPTrunc, FPTRUNC) MAP(FPExt, FPEXT) MAP(FPToSI, FPTOSI)
    MAP(FPToUI, FPTOUI) MAP(SIToFP, SITOFP) MAP(UIToFP, UITOFP)
#undef MAP
  default: return false;
  }
}

static const char *lower_opcode_name(LLVMOpcode opc) {
  switch (opc) {
  case LLVMIndirectBr: return "indirectbr";
  case LLVMInvoke: return "invoke";
  case LLVMCallBr: return "callbr";
  case LLVMVAArg: return "va_arg";
  case LLVMExtractElement: return "extractelement";
  case LLVMInsertElement: return "insertelement";
  case LLVMShuffleVector: return "shufflevector";
  case LLVMFence: return "fence";
  case LLVMAtomicCmpXchg: return "cmpxchg";
  case LLVMAtomicRMW: return "atomicrmw";
  case LLVMResume: return "resume";
  case LLVMLandingPad: return "landingpad";
  case LLVMAddrSpaceCast: return "addrspacecast";
  case LLVMCleanupRet: return "cleanupret";
  case LLVMCatchRet: return "catchret";
  case LLVMCatchPad: return "catchpad";
  case LLVMCleanupPad: return "cleanuppad";
  case LLVMCatchSwitch: return "catchswitch";
  case LLVMUserOp1:
  case LLVMUserOp2: return "user op";
  default: return "unknown";
  }
}

/* ops[0..n) from the LLVM operands [from, from+n) */
static void lower_operands(lower_ctx *c, LLVMValueRef v, ir_inst *in, unsigned from,
                           unsigned n) {
  in->nops = n;
  in->ops = MT_ANEWN(&c->m->arena, ir_val, n);
  for (unsigned i = 0; i < n; i++) {
    LLVMValueRef o = LLVMGetOperand(v, from + i);
    const char *bad = lower_type_problem(LLVMTypeOf(o));
    if (bad) lower_fail(c, "%s", bad);
    in->ops[i] = lower_val(c, o);
  }
}

/* getelementptr -> offset + sum of scaled variable indices (ir.h) */
static void lower_gep(lower_ctx *c, LLVMValueRef v, ir_inst *in) {
  unsigned n = (unsigned)LLVMGetNumOperands(v);
  LLVMTypeRef src = LLVMGetGEPSourceElementType(v);
  in->op = IR_GEP;
  in->u.gep.src = lower_type(c, src);
  in->ops = MT_ANEWN(&c->m->arena, ir_val, n);
  in->u.gep.scales = MT_ANEWN(&c->m->arena, int64_t, n);
  LLVMValueRef base = LLVMGetOperand(v, 0);
  if (LLVMGetTypeKind(LLVMTypeOf(base)) != LLVMPointerTypeKind)
    lower_fail(c, "vector getelementptr");
  in->ops[0] = lower_val(c, base);
  in->nops = 1;
  uint64_t offset = 0; /* wraps like the machine arithmetic it stands for */
  LLVMTypeRef cur = src;
  for (unsigned i = 1; i < n; i++) {
    LLVMValueRef idx = LLVMGetOperand(v, i);
    const char *bad = lower_type_problem(LLVMTypeOf(idx));
    if (bad) {
      lower_fail(c, "%s in getelementptr", bad);
      return;
    }
    if (i > 1) {
      LLVMTypeKind k = LLVMGetTypeKind(cur);
      if (k == LLVMStructTypeKind) {
        unsigned field = (unsigned)LLVMConstIntGetZExtValue(idx);
        offset += LLVMOffsetOfElement(c->td, cur, field);
        cur = LLVMStructGetTypeAtIndex(cur, field);
        continue;
      }
      if (k != LLVMArrayTypeKind && k != LLVMVectorTypeKind) {
        lower_fail(c, "getelementptr into a non-aggregate type");
        return;
      }
      cur = LLVMGetElementType(cur);
    }
    uint64_t scale = lower_alloc_size(c, cur);
    if (LLVMIsAConstantInt(idx)) {
      offset += (uint64_t)LLVMConstIntGetSExtValue(idx) * scale;
    } else {
      in->ops[in->nops] = lower_val(c, idx);
      in->u.gep.scales[in->nops - 1] = (int64_t)scale;
      in->nops++;
    }
  }
  in->u.gep.offset = (int64_t)offset;
}

/* byte offset of the member that extractvalue/insertvalue address */
static uint64_t lower_agg_offset(lower_ctx *c, LLVMValueRef v, LLVMTypeRef agg) {
  unsigned n = LLVMGetNumIndices(v);
  const unsigned *idx = LLVMGetIndices(v);
  uint64_t off = 0;
  for (unsigned i = 0; i < n; i++) {
    if (LLVMGetTypeKind(agg) == LLVMStructTypeKind) {
      off += LLVMOffsetOfElement(c->td, agg, idx[i]);
      agg = LLVMStructGetTypeAtIndex(agg, idx[i]);
    } else {
      agg = LLVMGetElementType(agg);
      off += (uint64_t)idx[i] * lower_alloc_size(c, agg);
    }
  }
  return off;
}

static void lower_call(lower_ctx *c, LLVMValueRef v, ir_inst *in) {
  in->op = IR_CALL;
  in->u.call.fnty = lower_type(c, LLVMGetCalledFunctionType(v));
  if (LLVMIsTailCall(v)) in->flags |= IR_F_TAIL;
  const char *bad = lower_type_problem(LLVMTypeOf(v));
  if (bad) lower_fail(c, "%s", bad);
  LLVMValueRef callee = LLVMGetCalledValue(v);
  if (LLVMIsAInlineAsm(callee)) {
    lower_fail(c, "inline assembly");
    return;
  }
  unsigned nargs = LLVMGetNumArgOperands(v);
  in->nops = nargs + 1;
  in->ops = MT_ANEWN(&c->m->arena, ir_val, nargs + 1);
  in->ops[0] = lower_val(c, callee);
  for (unsigned i = 0; i < nargs; i++) {
    LLVMValueRef a = LLVMGetOperand(v, i);
    bad = lower_type_problem(LLVMTypeOf(a));
    if (bad) lower_fail(c, "%s", bad);
    in->ops[i + 1] = lower_val(c, a);
  }
}

static void lower_terminator(lower_ctx *c, LLVMValueRef v, LLVMOpcode opc, ir_inst *in) {
  switch (opc) {
  case LLVMBr:
    if (LLVMIsConditional(v)) {
      in->op = IR_CONDBR;
      in->nops = 1;
      in->ops = MT_ANEWN(&c->m->arena, ir_val, 1);
      in->ops[0] = lower_val(c, LLVMGetCondition(v));
      in->nblocks = 2;
    } else {
      in->op = IR_BR;
      in->nblocks = 1;
    }
    in->blocks = MT_ANEWN(&c->m->arena, uint32_t, in->nblocks);
    for (uint32_t i = 0; i < in->nblocks; i++)
      in->blocks[i] = lower_block(c, LLVMGetSuccessor(v, i));
    return;
  case LLVMSwitch: {
    in->op = IR_SWITCH;
    lower_operands(c, v, in, 0, 1);
    uint32_t nsucc = LLVMGetNumSuccessors(v); /* default + cases */
    in->nblocks = nsucc;
    in->blocks = MT_ANEWN(&c->m->arena, uint32_t, nsucc);
    in->u.sw.cases = MT_ANEWN(&c->m->arena, uint64_t, nsucc);
    for (uint32_t i = 0; i < nsucc; i++) {
      in->blocks[i] = lower_block(c, LLVMGetSuccessor(v, i));
      if (i == 0) continue;
      /* operands: cond, default, then (value, dest) per case */
      LLVMValueRef cv = LLVMGetOperand(v, 2 * i);
      if (!LLVMIsAConstantInt(cv) || LLVMGetIntTypeWidth(LLVMTypeOf(cv)) > 64) {
        lower_fail(c, "switch on an integer wider than 64 bits");
        return;
      }
      in->u.sw.cases[i - 1] = LLVMConstIntGetZExtValue(cv);
    }
    return;
  }
  case LLVMRet:
    in->op = IR_RET;
    lower_operands(c, v, in, 0, (unsigned)LLVMGetNumOperands(v));
    return;
  default:
    in->op = IR_UNREACHABLE;
    return;
  }
}

/* Fill `in` from an instruction or a constant expression `v` (is_expr: no
 * flags can be read, no result).  Sets c->fail for what cannot be lowered. */
static void lower_inst_body(lower_ctx *c, LLVMValueRef v, LLVMOpcode opc, bool is_expr,
                            ir_inst *in) {
  LLVMTypeRef ty = LLVMTypeOf(v);
  in->type = lower_type(c, ty);
  ir_op op;
  if (lower_simple_op(opc, &op)) {
    in->op = op;
    const char *bad = lower_type_problem(ty);
    if (bad) lower_fail(c, "%s", bad);
    lower_operands(c, v, in, 0, (unsigned)LLVMGetNumOperands(v));
    if (is_expr) return;
    /* the flag getters assert on instructions that cannot carry the flag */
    if (opc == LLVMAdd || opc == LLVMSub || opc == LLVMMul || opc == LLVMShl) {
      if (LLVMGetNSW(v)) in->flags |= IR_F_NSW;
      if (LLVMGetNUW(v)) in->flags |= IR_F_NUW;
    } else if (opc == LLVMUDiv || opc == LLVMSDiv || opc == LLVMLShr || opc == LLVMAShr) {
      if (LLVMGetExact(v)) in->flags |= IR_F_EXACT;
    } else if (opc == LLVMZExt) {
      if (LLVMGetNNeg(v)) in->flags |= IR_F_NNEG;
    }
    return;
  }
  switch (opc) {
  case LLVMICmp:
    in->op = IR_ICMP;
    in->pred = (uint8_t)(LLVMGetICmpPredicate(v) - LLVMIntEQ);
    lower_operands(c, v, in, 0, 2);
    return;
  case LLVMFCmp:
    in->op = IR_FCMP;
    in->pred = (uint8_t)(LLVMGetFCmpPredicate(v) - LLVMRealPredicateFalse);
    lower_operands(c, v, in, 0, 2);
    return;
  case LLVMPHI: {
    in->op = IR_PHI;
    const char *bad = lower_type_problem(ty);
    if (bad) lower_fail(c, "%s", bad);
    unsigned n = LLVMCountIncoming(v);
    in->nops = in->nblocks = n;
    in->ops = MT_ANEWN(&c->m->arena, ir_val, n);
    in->blocks = MT_ANEWN(&c->m->arena, uint32_t, n);
    for (unsigned i = 0; i < n; i++) {
      in->ops[i] = lower_val(c, LLVMGetIncomingValue(v, i));
      in->blocks[i] = lower_block(c, LLVMGetIncomingBlock(v, i));
    }
    return;
  }
  case LLVMAlloca:
    in->op = IR_ALLOCA;
    in->u.alloca_.elem = lower_type(c, LLVMGetAllocatedType(v));
    in->align = LLVMGetAlignment(v);
    lower_operands(c, v, in, 0, 1);
    return;
  case LLVMLoad:
    in->op = IR_LOAD;
    in->align = LLVMGetAlignment(v);
    if (LLVMGetVolatile(v)) in->flags |= IR_F_VOLATILE;
    {
      const char *bad = lower_type_problem(ty);
      if (bad) lower_fail(c, "%s", bad);
    }
    lower_operands(c, v, in, 0, 1);
    return;
  case LLVMStore:
    in->op = IR_STORE;
    in->type = lower_type(c, LLVMTypeOf(LLVMGetOperand(v, 0)));
    in->align = LLVMGetAlignment(v);
    if (LLVMGetVolatile(v)) in->flags |= IR_F_VOLATILE;
    lower_operands(c, v, in, 0, 2);
    return;
  case LLVMGetElementPtr:
    lower_gep(c, v, in);
    if (LLVMIsInBounds(v)) in->flags |= IR_F_INBOUNDS;
    return;
  case LLVMExtractValue:
    in->op = IR_EXTRACTVALUE;
    in->u.agg.offset = lower_agg_offset(c, v, LLVMTypeOf(LLVMGetOperand(v, 0)));
    lower_operands(c, v, in, 0, 1);
    return;
  case LLVMInsertValue:
    in->op = IR_INSERTVALUE;
    in->u.agg.offset = lower_agg_offset(c, v, ty);
    lower_operands(c, v, in, 0, 2);
    return;
  case LLVMCall:
    lower_call(c, v, in);
    return;
  case LLVMBr:
  case LLVMSwitch:
  case LLVMRet:
  case LLVMUnreachable:
    lower_terminator(c, v, opc, in);
    return;
  default:
    in->op = IR_UNSUPPORTED;
    lower_fail(c, "unsupported %s '%s'", is_expr ? "constant expression" : "instruction",
               lower_opcode_name(opc));
    return;
  }
}

/* ---- global initializers ------------------------------------------------------ */

typedef MT_VEC(ir_reloc) lower_relocs;

/* x86 80-bit extended from a double (exact: the format is wider) */
static void lower_fp80(double d, uint8_t out[10]) {
  uint64_t bits;
  memcpy(&bits, &d, sizeof bits);
  unsigned sign = (unsigned)(bits >> 63);
  int exp = (int)((bits >> 52) & 0x7ff);
  uint64_t mant = bits & ((1ull << 52) - 1);
  uint64_t m80 = 0;
  unsigned e80 = 0;
  if (exp == 0x7ff) {
    e80 = 0x7fff;
    m80 = (1ull << 63) | (mant << 11);
  } else if (exp == 0 && mant == 0) {
    e80 = 0;
  } else if (exp == 0) { /* subnormal double: normal in fp80 */
    int e = 1 - 1023;
    while (!(mant & (1ull << 52))) {
      mant <<= 1;
      e--;
    }
    e80 = (unsigned)(e + 16383);
    m80 = mant << 11;
  } else {
    e80 = (unsigned)(exp - 1023 + 16383);
    m80 = (1ull << 63) | (mant << 11);
  }
  for (int i = 0; i < 8; i++) out[i] = (uint8_t)(m80 >> (8 * i));
  uint16_t top = (uint16_t)((sign << 15) | e80);
  out[8] = (uint8_t)top;
  out[9] = (uint8_t)(top >> 8);
}

/* Integers wider than 64 bits have no getter in LLVM-C; their printed
 * form ("i128 -5") is exact, so parse that into n little-endian bytes. */
static bool lower_wide_int(LLVMValueRef k, uint8_t *out, uint64_t n) {
  char *text = LLVMPrintValueToString(k);
  const char *p = strchr(text, ' ');
  bool ok = p != NULL;
  bool neg = ok && p[1] == '-';
  if (ok) p += neg ? 2 : 1;
  memset(out, 0, n);
  for (; ok && *p; p++) {
    if (*p < '0' || *p > '9') {
      ok = false;
      break;
    }
    unsigned carry = (unsigned)(*p - '0');
    for (uint64_t i = 0; i < n; i++) {
      unsigned t = out[i] * 10u + carry;
      out[i] = (uint8_t)t;
      carry = t >> 8;
    }
  }
  if (ok && neg) { /* two's complement */
    unsigned carry = 1;
    for (uint64_t i = 0; i < n; i++) {
      unsigned t = (uint8_t)~out[i] + carry;
      out[i] = (uint8_t)t;
      carry = t >> 8;
    }
  }
  LLVMDisposeMessage(text);
  return ok;
}

/* Evaluate a constant scalar to "target + val" (target IR_NONE for plain
 * integers).  False with c->fail set if it is not of that form. */
static bool lower_const_eval(lower_ctx *c, LLVMValueRef k, ir_val *target, uint64_t *val) {
  uint32_t id;
  *target = IR_NONE;
  *val = 0;
  if (LLVMIsAConstantInt(k)) {
    if (LLVMGetIntTypeWidth(LLVMTypeOf(k)) > 64) {
      lower_fail(c, "integer constant wider than 64 bits");
      return false;
    }
    *val = LLVMConstIntGetZExtValue(k);
    return true;
  }
  if (LLVMIsAConstantPointerNull(k) || LLVMIsAUndefValue(k)) return true;
  if (LLVMIsAGlobalValue(k) && map_get(&c->vals, KEY(k), 0, &id)) {
    const ir_value *gv = ir_val_get(c->m, id);
    if (gv->kind == IR_V_GLOBAL || gv->kind == IR_V_FUNC) {
      *target = id;
      return true;
    }
  }
  if (!LLVMIsAConstantExpr(k)) {
    lower_fail(c, "unsupported constant in an initializer");
    return false;
  }
  LLVMOpcode opc = LLVMGetConstOpcode(k);
  ir_val t1, t2;
  uint64_t v1, v2;
  switch (opc) {
  case LLVMBitCast:
  case LLVMAddrSpaceCast:
  case LLVMPtrToInt:
  case LLVMIntToPtr:
    return lower_const_eval(c, LLVMGetOperand(k, 0), target, val);
  case LLVMGetElementPtr: {
    ir_inst gep = {0};
    lower_gep(c, k, &gep);
    if (c->fail) return false;
    if (gep.nops != 1) {
      lower_fail(c, "non-constant index in a constant getelementptr");
      return false;
    }
    if (!lower_const_eval(c, LLVMGetOperand(k, 0), target, val)) return false;
    *val += (uint64_t)gep.u.gep.offset;
    return true;
  }
  case LLVMAdd:
  case LLVMSub:
    if (!lower_const_eval(c, LLVMGetOperand(k, 0), &t1, &v1) ||
        !lower_const_eval(c, LLVMGetOperand(k, 1), &t2, &v2))
      return false;
    if (opc == LLVMSub && t1 == t2) { /* same base: a plain difference */
      *val = v1 - v2;
      return true;
    }
    if ((t1 && t2) || (opc == LLVMSub && t2)) break;
    *target = t1 ? t1 : t2;
    *val = opc == LLVMAdd ? v1 + v2 : v1 - v2;
    return true;
  case LLVMTrunc:
    if (!lower_const_eval(c, LLVMGetOperand(k, 0), target, val)) return false;
    if (*target) break;
    return true;
  default: break;
  }
  lower_fail(c, "constant expression in an initializer that is not an address");
  return false;
}

/* Write constant k at img[off..] of a global of `size` bytes. */
static bool lower_init(lower_ctx *c, uint8_t *img, uint64_t size, uint64_t off,
                       LLVMValueRef k, lower_relocs *rel) {
  LLVMTypeRef t = LLVMTypeOf(k);
  uint64_t n = LLVMTypeIsSized(t) ? LLVMStoreSizeOfType(c->td, t) : 0;
  if (off > size || n > size - off) {
    lower_fail(c, "initializer larger than its global");
    return false;
  }
  if (LLVMIsAUndefValue(k) || LLVMIsAConstantAggregateZero(k) ||
      LLVMIsAConstantPointerNull(k))
    return true;
  if (LLVMIsAConstantInt(k) && LLVMGetIntTypeWidth(t) > 64) {
    if (lower_wide_int(k, img + off, n)) return true;
    lower_fail(c, "unreadable wide integer constant");
    return false;
  }
  if (LLVMIsAConstantFP(k)) {
    LLVMBool loses = 0;
    double d = LLVMConstRealGetDouble(k, &loses);
    switch (LLVMGetTypeKind(t)) {
    case LLVMFloatTypeKind: {
      float f = (float)d;
      memcpy(img + off, &f, sizeof f);
      return true;
    }
    case LLVMDoubleTypeKind: memcpy(img + off, &d, sizeof d); return true;
    case LLVMX86_FP80TypeKind: lower_fp80(d, img + off); return true;
    default: lower_fail(c, "unsupported floating-point type"); return false;
    }
  }
  if (LLVMIsAConstantDataSequential(k)) {
    LLVMTypeRef et = LLVMGetElementType(t);
    if (LLVMGetTypeKind(et) == LLVMIntegerTypeKind && LLVMGetIntTypeWidth(et) == 8) {
      size_t len = 0;
      const char *s = LLVMGetAsString(k, &len);
      memcpy(img + off, s, len < n ? len : (size_t)n);
      return true;
    }
    uint64_t esz = lower_alloc_size(c, et);
    uint64_t cnt = LLVMGetTypeKind(t) == LLVMArrayTypeKind ? LLVMGetArrayLength2(t)
                                                            : LLVMGetVectorSize(t);
    for (uint64_t i = 0; i < cnt; i++)
      if (!lower_init(c, img, size, off + i * esz, LLVMGetAggregateElement(k, (unsigned)i),
                      rel))
        return false;
    return true;
  }
  if (LLVMIsAConstantStruct(k)) {
    unsigned nf = (unsigned)LLVMGetNumOperands(k);
    for (unsigned i = 0; i < nf; i++)
      if (!lower_init(c, img, size, off + LLVMOffsetOfElement(c->td, t, i),
                      LLVMGetOperand(k, i), rel))
        return false;
    return true;
  }
  if (LLVMIsAConstantArray(k) || LLVMIsAConstantVector(k)) {
    uint64_t esz = lower_alloc_size(c, LLVMGetElementType(t));
    unsigned ne = (unsigned)LLVMGetNumOperands(k);
    for (unsigned i = 0; i < ne; i++)
      if (!lower_init(c, img, size, off + i * esz, LLVMGetOperand(k, i), rel)) return false;
    return true;
  }
  ir_val target;
  uint64_t val;
  if (!lower_const_eval(c, k, &target, &val)) return false;
  if (target) {
    if (n != c->m->ptr_size) {
      lower_fail(c, "address stored in a field that is not pointer-sized");
      return false;
    }
    ir_reloc r = {off, target, (int64_t)val};
    MT_VEC_PUSH(*rel, r);
    return true;
  }
  for (uint64_t i = 0; i < n && i < 8; i++) img[off + i] = (uint8_t)(val >> (8 * i));
  return true;
}

static void lower_global_init(lower_ctx *c, ir_global *g, LLVMValueRef gv) {
  LLVMValueRef init = LLVMGetInitializer(gv);
  /* all-zero initializers are the common case for big arrays: no image */
  if (!init || LLVMIsAConstantAggregateZero(init) || LLVMIsAUndefValue(init) ||
      LLVMIsAConstantPointerNull(init) || (LLVMIsAConstantInt(init) && LLVMGetIntTypeWidth(LLVMTypeOf(init)) <= 64 && LLVMConstIntGetZExtValue(init) == 0))
    return;
  uint8_t *img = mt_calloc(g->size ? g->size : 1, 1);
  lower_relocs rel = {0};
  c->fail = NULL;
  if (!lower_init(c, img, g->size, 0, init, &rel)) {
    MT_LOG(c->run, 1, "front", "global '%s': %s; its contents are treated as unknown",
           g->name, c->fail);
    g->is_extern = true;
  } else {
    bool zero = true;
    for (uint64_t i = 0; i < g->size && zero; i++) zero = img[i] == 0;
    if (!zero || rel.len) g->init = mt_arena_memdup(&c->m->arena, img, g->size);
    g->nrelocs = rel.len;
    if (rel.len) g->relocs = mt_arena_memdup(&c->m->arena, rel.data, sizeof *rel.data * rel.len);
  }
  c->fail = NULL;
  MT_VEC_FREE(rel);
  mt_free(img);
}

/* ---- functions ------------------------------------------------------------------ */

static bool lower_is_llvm_name(LLVMValueRef v, const char *prefix);

static bool lower_is_dbg_call(LLVMValueRef v) {
  if (!LLVMIsACallInst(v)) return false;
  LLVMValueRef callee = LLVMGetCalledValue(v);
  if (!callee || !LLVMIsAFunction(callee)) return false;
  size_t len = 0;
  const char *name = LLVMGetValueName2(callee, &len);
  return len >= 9 && strncmp(name, "llvm.dbg.", 9) == 0;
}

static void lower_one(lower_ctx *c, ir_func *f, ir_inst *in, LLVMValueRef v) {
  ir_val res = in->result;
  ir_loc loc = {LLVMGetDebugLocLine(v), LLVMGetDebugLocColumn(v)};
  c->fail = NULL;
  lower_inst_body(c, v, LLVMGetInstructionOpcode(v), false, in);
  if (c->fail) {
    ir_type_id t = lower_type(c, LLVMTypeOf(v));
    memset(in, 0, sizeof *in);
    in->op = IR_UNSUPPORTED;
    in->type = t;
    in->u.unsupported.reason = c->fail;
    c->m->nunsupported++;
    MT_LOG(c->run, 1, "front", "%s:%u:%u: in '%s': %s", c->m->source, loc.line, loc.col,
           f->name, c->fail);
  }
  in->result = res;
  in->loc = loc;
  c->fail = NULL;
}

static void lower_body(lower_ctx *c, uint32_t fi, LLVMValueRef fn) {
  ir_func *f = &c->m->funcs.data[fi];
  mt_arena *a = &c->m->arena;
  c->func = fi;
  f->nparams = LLVMCountParams(fn);
  f->params = MT_ANEWN(a, ir_val, f->nparams);
  for (uint32_t i = 0; i < f->nparams; i++) {
    LLVMValueRef p = LLVMGetParam(fn, i);
    ir_value v = {0};
    v.kind = IR_V_ARG;
    v.type = lower_type(c, LLVMTypeOf(p));
    v.u.local.func = fi;
    v.u.local.index = v.u.local.slot = i;
    v.name = lower_name(c, p);
    f->params[i] = ir_add_value(c->m, &v);
    map_put(&c->vals, KEY(p), 0, f->params[i]);
    /* byval: the callee owns a copy of the pointee (the caller may pass
     * the address of its own object) */
    LLVMAttributeRef bv = LLVMGetEnumAttributeAtIndex(fn, i + 1, c->byval_kind);
    if (bv) {
      if (!f->byval) f->byval = MT_ANEWN(a, ir_type_id, f->nparams);
      f->byval[i] = lower_type(c, LLVMGetTypeAttributeValue(bv));
    }
  }

  /* blocks and the instruction list (llvm.dbg.* calls dropped; the
   * dbg.value ones kept aside for the C variables at loop heads) */
  MT_VEC(LLVMValueRef) insts = {0};
  MT_VEC(LLVMValueRef) dbg = {0};
  MT_VEC(uint32_t) dbg_at = {0}; /* block index, high bit: at the block's entry */
  f->nblocks = LLVMCountBasicBlocks(fn);
  f->blocks = MT_ANEWN(a, ir_block, f->nblocks);
  LLVMBasicBlockRef *bbs = mt_calloc(f->nblocks + 1, sizeof *bbs);
  uint32_t bi = 0;
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb && bi < f->nblocks;
       bb = LLVMGetNextBasicBlock(bb), bi++) {
    map_put(&c->blocks, KEY(bb), 0, bi);
    bbs[bi] = bb;
    const char *name = LLVMGetBasicBlockName(bb);
    f->blocks[bi].name = mt_arena_strdup(a, name ? name : "");
    f->blocks[bi].first = insts.len;
    bool entry = true;
    for (LLVMValueRef v = LLVMGetFirstInstruction(bb); v; v = LLVMGetNextInstruction(v)) {
      if (!lower_is_dbg_call(v)) {
        MT_VEC_PUSH(insts, v);
        entry = entry && LLVMIsAPHINode(v);
      } else if (lower_is_llvm_name(LLVMGetCalledValue(v), "llvm.dbg.value")) {
        MT_VEC_PUSH(dbg, v);
        MT_VEC_PUSH(dbg_at, bi | (entry ? 0x80000000u : 0));
      }
    }
    f->blocks[bi].ninsts = insts.len - f->blocks[bi].first;
  }
  f->ninsts = insts.len;
  f->insts = MT_ANEWN(a, ir_inst, insts.len);

  /* results first, so phis (and unreachable-code cycles) can refer forward */
  uint32_t slot = f->nparams;
  for (uint32_t k = 0; k < insts.len; k++) {
    LLVMTypeRef t = LLVMTypeOf(insts.data[k]);
    if (LLVMGetTypeKind(t) == LLVMVoidTypeKind) continue;
    ir_value v = {0};
    v.kind = IR_V_INST;
    v.type = lower_type(c, t);
    v.u.local.func = fi;
    v.u.local.index = k;
    v.u.local.slot = slot++;
    v.name = lower_name(c, insts.data[k]);
    f->insts[k].result = ir_add_value(c->m, &v);
    map_put(&c->vals, KEY(insts.data[k]), 0, f->insts[k].result);
  }
  f->nslots = slot;
  for (uint32_t k = 0; k < insts.len; k++) lower_one(c, f, &f->insts[k], insts.data[k]);

  /* loop heads: the loop statements and the C variables there */
  MT_VEC(front_dbgval) recs = {0};
  for (uint32_t k = 0; k < dbg.len; k++) {
    LLVMValueRef local = NULL;
    LLVMMetadataRef var = front_dbg_value(c->llc, dbg.data[k], &local);
    if (!var) continue;
    uint32_t id = IR_NONE;
    if (local && (LLVMIsAArgument(local) || LLVMIsAInstruction(local)))
      map_get(&c->vals, KEY(local), 0, &id);
    front_dbgval r = {dbg_at.data[k] & 0x7fffffffu, (dbg_at.data[k] >> 31) != 0, var, id};
    MT_VEC_PUSH(recs, r);
  }
  front_loop_heads(a, c->m, f, c->llc, bbs, recs.data, recs.len);
  MT_VEC_FREE(recs);
  MT_VEC_FREE(dbg);
  MT_VEC_FREE(dbg_at);
  mt_free(bbs);

  MT_ADD(c->run, ir_blocks, f->nblocks);
  MT_ADD(c->run, ir_insts, f->ninsts);
  MT_VEC_FREE(insts);
}

static bool lower_is_llvm_name(LLVMValueRef v, const char *prefix) {
  size_t len = 0;
  const char *name = LLVMGetValueName2(v, &len);
  size_t pl = strlen(prefix);
  return len >= pl && strncmp(name, prefix, pl) == 0;
}

static void lower_module(lower_ctx *c) {
  ir_module *m = c->m;
  m->ty_void = lower_type(c, LLVMVoidTypeInContext(c->llc));
  m->ty_i1 = lower_type(c, LLVMInt1TypeInContext(c->llc));
  m->ty_i8 = lower_type(c, LLVMInt8TypeInContext(c->llc));
  m->ty_i32 = lower_type(c, LLVMInt32TypeInContext(c->llc));
  m->ty_i64 = lower_type(c, LLVMInt64TypeInContext(c->llc));
  m->ty_ptr = lower_type(c, LLVMPointerTypeInContext(c->llc, 0));

  /* functions (llvm.dbg.* are dropped with their calls) */
  for (LLVMValueRef fn = LLVMGetFirstFunction(c->mod); fn; fn = LLVMGetNextFunction(fn)) {
    if (lower_is_llvm_name(fn, "llvm.dbg.")) continue;
    ir_func f = {0};
    f.name = lower_name(c, fn);
    if (!f.name) {
      char *tmp = mt_sprintf("unnamed.%u", m->funcs.len);
      f.name = mt_arena_strdup(&m->arena, tmp);
      mt_free(tmp);
    }
    f.type = lower_type(c, LLVMGlobalGetValueType(fn));
    f.is_decl = LLVMIsDeclaration(fn);
    ir_builtin b = ir_builtin_lookup(f.name);
    /* a definition is executed, not modelled -- except reach_error, whose
     * calls are what the unreach-call property is about */
    f.builtin = f.is_decl || b == IR_BI_REACH_ERROR ? b : IR_BI_NONE;
    f.loc.line = LLVMGetDebugLocLine(fn);
    ir_value v = {0};
    v.kind = IR_V_FUNC;
    v.type = m->ty_ptr;
    v.u.index = m->funcs.len;
    v.name = f.name;
    f.self = ir_add_value(m, &v);
    map_put(&c->vals, KEY(fn), 0, f.self);
    MT_VEC_PUSH(m->funcs, f);
  }

  /* globals (llvm.used and friends are not program data) */
  MT_VEC(LLVMValueRef) gvs = {0};
  for (LLVMValueRef gv = LLVMGetFirstGlobal(c->mod); gv; gv = LLVMGetNextGlobal(gv)) {
    if (lower_is_llvm_name(gv, "llvm.")) continue;
    LLVMTypeRef vt = LLVMGlobalGetValueType(gv);
    ir_global g = {0};
    g.name = lower_name(c, gv);
    if (!g.name) g.name = mt_arena_strdup(&m->arena, "<unnamed>");
    g.type = lower_type(c, vt);
    g.size = lower_alloc_size(c, vt);
    g.align = LLVMGetAlignment(gv);
    if (!g.align) g.align = LLVMTypeIsSized(vt) ? LLVMABIAlignmentOfType(c->td, vt) : 1;
    g.is_const = LLVMIsGlobalConstant(gv);
    g.is_extern = LLVMGetInitializer(gv) == NULL;
    g.loc.line = LLVMGetDebugLocLine(gv);
    ir_value v = {0};
    v.kind = IR_V_GLOBAL;
    v.type = m->ty_ptr;
    v.u.index = m->globals.len;
    v.name = g.name;
    g.self = ir_add_value(m, &v);
    map_put(&c->vals, KEY(gv), 0, g.self);
    MT_VEC_PUSH(m->globals, g);
    MT_VEC_PUSH(gvs, gv);
  }
  for (uint32_t i = 0; i < gvs.len; i++) lower_global_init(c, &m->globals.data[i], gvs.data[i]);
  MT_ADD(c->run, ir_globals, m->globals.len);
  MT_VEC_FREE(gvs);

  uint32_t fi = 0;
  for (LLVMValueRef fn = LLVMGetFirstFunction(c->mod); fn; fn = LLVMGetNextFunction(fn)) {
    if (lower_is_llvm_name(fn, "llvm.dbg.")) continue;
    if (!m->funcs.data[fi].is_decl) lower_body(c, fi, fn);
    fi++;
  }
  MT_ADD(c->run, ir_functions, m->funcs.len);
}

/* ---- entry point ---------------------------------------------------------------- */

/* LLVM reports bitcode problems through the context; without a handler an
 * error diagnostic would print and exit(1).  Keep the first message. */
static void lower_diag(LLVMDiagnosticInfoRef di, void *ctx) {
  char **first = ctx;
  if (LLVMGetDiagInfoSeverity(di) != LLVMDSError || *first) return;
  char *d = LLVMGetDiagInfoDescription(di);
  *first = mt_strdup(d ? d : "");
  LLVMDisposeMessage(d);
}

mt_status front_lower_bitcode(mt_run *run, const char *bc_path, const char *source,
                              unsigned ptr_size, ir_module **out, char **err) {
  *out = NULL;
  LLVMMemoryBufferRef buf = NULL;
  char *msg = NULL;
  if (LLVMCreateMemoryBufferWithContentsOfFile(bc_path, &buf, &msg)) {
    *err = mt_sprintf("cannot read clang's bitcode for '%s': %s", source, msg ? msg : "?");
    LLVMDisposeMessage(msg);
    return MT_ERR_INTERNAL;
  }
  char *diag = NULL;
  LLVMContextRef llc = LLVMContextCreate();
  LLVMContextSetDiagnosticHandler(llc, lower_diag, &diag);
  LLVMModuleRef mod = NULL;
  LLVMBool bad = LLVMParseBitcodeInContext2(llc, buf, &mod);
  LLVMDisposeMemoryBuffer(buf);
  if (bad) {
    *err = mt_sprintf("cannot parse clang's bitcode for '%s': %s", source,
                      diag ? diag : "unknown error");
    mt_free(diag);
    LLVMContextDispose(llc);
    return MT_ERR_INTERNAL;
  }
  mt_free(diag);

  /* mem2reg and nothing else: see clang.c for why */
  LLVMPassBuilderOptionsRef po = LLVMCreatePassBuilderOptions();
  LLVMErrorRef e = LLVMRunPasses(mod, "mem2reg", NULL, po);
  LLVMDisposePassBuilderOptions(po);
  if (e) {
    char *em = LLVMGetErrorMessage(e);
    *err = mt_sprintf("mem2reg failed on '%s': %s", source, em ? em : "?");
    LLVMDisposeErrorMessage(em);
    LLVMDisposeModule(mod);
    LLVMContextDispose(llc);
    return MT_ERR_INTERNAL;
  }
  /* debug records as llvm.dbg.* calls: the C API of LLVM 19 reads
   * variable records only in that form (dbgvars.c) */
  LLVMSetIsNewDbgInfoFormat(mod, false);

  lower_ctx c = {0};
  c.run = run;
  c.llc = llc;
  c.mod = mod;
  c.td = LLVMCreateTargetData(LLVMGetDataLayoutStr(mod));
  c.byval_kind = LLVMGetEnumAttributeKindForName("byval", 5);
  if (LLVMPointerSize(c.td) != ptr_size)
    MT_LOG(run, 1, "front", "data layout has %u-byte pointers, expected %u",
           LLVMPointerSize(c.td), ptr_size);
  c.m = ir_module_new(source, LLVMPointerSize(c.td));
  lower_module(&c);
  MT_LOG(run, 1, "front", "lowered '%s': %u functions, %u globals, %u unsupported", source,
         c.m->funcs.len, c.m->globals.len, c.m->nunsupported);

  map_free(&c.types);
  map_free(&c.vals);
  map_free(&c.ints);
  map_free(&c.blocks);
  LLVMDisposeTargetData(c.td);
  LLVMDisposeModule(mod);
  LLVMContextDispose(llc);
  *out = c.m;
  return MT_OK;
}
