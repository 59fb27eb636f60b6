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
#include <llvm-c/Linker.h>
#include <llvm-c/DebugInfo.h>
#include <llvm-c/Error.h>
#include <llvm-c/Target.h>
#include <llvm-c/Transforms/PassBuilder.h>
#include <stdlib.h>
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

typedef MT_VEC(ir_inst) lower_insts;

/* Integers up to this width that clang keeps bit-fields of packed structs in
 * (i72, i104, ...) are split into 64-bit limbs (lower_wide_*); wider ones
 * stay unsupported. */
#define LOWER_WIDE_MAX_BITS 1024u

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
  /* integers wider than 64 bits (lower_wide_*): per wide LLVM value (an
   * instruction result or a constant) the index of its first limb in limbs */
  lower_map wide;
  MT_VEC(ir_val) limbs;
  lower_insts *out; /* the instructions of the function being lowered */
  uint32_t nslots;  /* its next free slot */
  ir_loc loc;       /* location of the LLVM instruction being lowered */
  const char *last_name; /* the last file name looked up (LLVM's string) */
  unsigned last_len;
  const char *last_file; /* and its interned file */
} lower_ctx;

const char *front_file(ir_module *m, const char *name, size_t len) {
  if (!name || !len) return NULL;
  while (len > 2 && name[0] == '.' && name[1] == '/') { /* "./lib.h" is lib.h */
    name += 2;
    len -= 2;
  }
  const char *known = ir_file_lookup(m, name, len);
  if (known) return known;
  /* the input under another spelling (clang writes a path relative to
   * its working directory): the same file by realpath */
  char *spelled = mt_strndup(name, len);
  char *a = realpath(spelled, NULL), *b = a ? realpath(m->source, NULL) : NULL;
  bool input = a && b && !strcmp(a, b);
  free(a);
  free(b);
  mt_free(spelled);
  return ir_file_add(m, name, len, input ? m->source : NULL);
}

const char *front_scope_file(ir_module *m, LLVMMetadataRef scope) {
  LLVMMetadataRef file = scope ? LLVMDIScopeGetFile(scope) : NULL;
  unsigned len = 0;
  const char *name = file ? LLVMDIFileGetFilename(file, &len) : NULL;
  return front_file(m, name, len);
}

/* the interned file of an instruction's, a function's or a global's debug
 * location (NULL when it has none) */
static const char *lower_file_of(lower_ctx *c, LLVMValueRef v) {
  unsigned len = 0;
  const char *name = LLVMGetDebugLocFilename(v, &len);
  if (!name || !len) return NULL;
  if (c->last_name && c->last_len == len && memcmp(c->last_name, name, len) == 0)
    return c->last_file;
  c->last_name = name;
  c->last_len = len;
  return c->last_file = front_file(c->m, name, len);
}

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
    return LLVMGetIntTypeWidth(t) > LOWER_WIDE_MAX_BITS ? "integer wider than 1024 bits"
           : LLVMGetIntTypeWidth(t) > 64                ? "integer wider than 64 bits"
                                                        : NULL;
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

/* ---- integers wider than 64 bits ---------------------------------------------
 * clang keeps a run of bit-fields of a packed struct in one integer as wide
 * as the run (i72, i104, i176: its "storage unit"), loads and stores it
 * whole and gets at a field by shifts, masks and truncation.  The IR's
 * integers have at most 64 bits (ir.h), so a wide value of W bits is split
 * into n = ceil(W/64) *limbs*: limb j < n-1 is an i64 holding bits
 * [64j, 64j+64), the top limb an i(W - 64(n-1)).  Every instruction that
 * computes with a wide integer is expanded into instructions on limbs that
 * compute the same bits and touch the same bytes (a load of i72 is a load of
 * i64 and one of i8 at offset 8: its store size, 9 bytes), so every engine
 * sees ordinary integers.  Expanded: load, store, and/or/xor, add/sub
 * without nsw/nuw, shifts by a constant, trunc, zext, sext, icmp, select,
 * phi, freeze.  Anything else (mul, div, a shift by a variable, a wide
 * argument or return value, ...) stays unsupported, naming the operation.
 *
 * Each wide instruction result gets its n limb values before the function's
 * instructions are lowered (phis refer forward); the expansion ends with
 * one instruction defining each of them (a `bitcast` of a word to itself
 * where no operation is left).  A *word* is an i64 view of a limb: the top
 * limb zero- or sign-extended, words above the value 0 or the sign. */

typedef struct lower_wshape {
  unsigned w, n, top;  /* bits, limbs, bits of the top limb (1..64) */
  ir_type_id ttop;     /* type of the top limb */
} lower_wshape;

static bool lower_is_wide(LLVMTypeRef t) {
  if (LLVMGetTypeKind(t) != LLVMIntegerTypeKind) return false;
  unsigned w = LLVMGetIntTypeWidth(t);
  return w > 64 && w <= LOWER_WIDE_MAX_BITS;
}

static lower_wshape lower_wide_shape(lower_ctx *c, LLVMTypeRef t) {
  lower_wshape s;
  s.w = LLVMGetIntTypeWidth(t);
  s.n = (s.w + 63) / 64;
  s.top = s.w - 64 * (s.n - 1);
  s.ttop = s.top == 64 ? c->m->ty_i64 : lower_type(c, LLVMIntTypeInContext(c->llc, s.top));
  return s;
}

static ir_type_id lower_limb_type(const lower_ctx *c, const lower_wshape *s, unsigned j) {
  return j + 1 < s->n ? c->m->ty_i64 : s->ttop;
}

/* the instructions of v (or a constant) touch a wide integer */
static bool lower_touches_wide(LLVMValueRef v) {
  if (lower_is_wide(LLVMTypeOf(v))) return true;
  int n = LLVMGetNumOperands(v);
  for (int i = 0; i < n; i++)
    if (lower_is_wide(LLVMTypeOf(LLVMGetOperand(v, i)))) return true;
  return false;
}

/* a new result value of type t in the function being lowered (its
 * instruction index is set when the function is complete) */
static ir_val lower_new_result(lower_ctx *c, ir_type_id t) {
  ir_value v = {0};
  v.kind = IR_V_INST;
  v.type = t;
  v.u.local.func = c->func;
  v.u.local.slot = c->nslots++;
  return ir_add_value(c->m, &v);
}

/* the n limb values of the wide instruction result v */
static void lower_wide_results(lower_ctx *c, LLVMValueRef v) {
  lower_wshape s = lower_wide_shape(c, LLVMTypeOf(v));
  map_put(&c->wide, KEY(v), 0, c->limbs.len);
  for (unsigned j = 0; j < s.n; j++) {
    ir_val r = lower_new_result(c, lower_limb_type(c, &s, j));
    MT_VEC_PUSH(c->limbs, r);
  }
}

/* the limbs of a wide operand (an instruction result or a constant), or
 * NULL with c->fail set; valid until c->limbs grows */
static const ir_val *lower_wide_limbs(lower_ctx *c, LLVMValueRef v, const lower_wshape *s) {
  uint32_t first;
  if (map_get(&c->wide, KEY(v), 0, &first)) return c->limbs.data + first;
  if (!LLVMIsAConstantInt(v) && !LLVMIsAUndefValue(v)) {
    lower_fail(c, "integer wider than 64 bits that is not an instruction's result");
    return NULL;
  }
  uint8_t *bytes = mt_calloc(8u * s->n, 1);
  if (LLVMIsAConstantInt(v) && !lower_wide_int(v, bytes, 8u * s->n)) {
    mt_free(bytes);
    lower_fail(c, "unreadable wide integer constant");
    return NULL;
  }
  first = c->limbs.len;
  for (unsigned j = 0; j < s->n; j++) {
    ir_type_id lt = lower_limb_type(c, s, j);
    ir_val k;
    if (LLVMIsAUndefValue(v)) {
      ir_value u = {0};
      u.kind = IR_V_UNDEF;
      u.type = lt;
      k = ir_add_value(c->m, &u);
    } else {
      uint64_t bits = 0;
      for (unsigned b = 0; b < 8; b++) bits |= (uint64_t)bytes[8 * j + b] << (8 * b);
      if (j + 1 == s->n && s->top < 64) bits &= (1ull << s->top) - 1;
      k = lower_int(c, lt, bits);
    }
    MT_VEC_PUSH(c->limbs, k);
  }
  mt_free(bytes);
  map_put(&c->wide, KEY(v), 0, first);
  return c->limbs.data + first;
}

/* appends an instruction with operands a, b, d (IR_NONE: fewer) and result
 * res (IR_NONE: a new temporary of type t; none for a store) */
static ir_val lower_emit(lower_ctx *c, ir_op op, ir_type_id t, ir_val a, ir_val b, ir_val d,
                         ir_val res) {
  ir_inst in;
  memset(&in, 0, sizeof in);
  in.op = op;
  in.type = t;
  in.nops = d ? 3 : b ? 2 : a ? 1 : 0;
  in.ops = MT_ANEWN(&c->m->arena, ir_val, in.nops ? in.nops : 1);
  if (a) in.ops[0] = a;
  if (b) in.ops[1] = b;
  if (d) in.ops[2] = d;
  if (op != IR_STORE) in.result = res ? res : lower_new_result(c, t);
  in.loc = c->loc;
  MT_VEC_PUSH(*c->out, in);
  return in.result;
}

static ir_val lower_emit_icmp(lower_ctx *c, ir_icmp_pred p, ir_val a, ir_val b, ir_val res) {
  ir_val r = lower_emit(c, IR_ICMP, c->m->ty_i1, a, b, IR_NONE, res);
  c->out->data[c->out->len - 1].pred = (uint8_t)p;
  return r;
}

static ir_val lower_i64(lower_ctx *c, uint64_t k) { return lower_int(c, c->m->ty_i64, k); }

/* the word of limb j of a value with limbs a (sx: the top limb sign-extended) */
static ir_val lower_word(lower_ctx *c, const ir_val *a, const lower_wshape *s, unsigned j,
                         bool sx) {
  if (j + 1 < s->n || s->top == 64) return a[j];
  return lower_emit(c, sx ? IR_SEXT : IR_ZEXT, c->m->ty_i64, a[j], IR_NONE, IR_NONE, IR_NONE);
}

/* defines limb j of a result (value res) as the low bits of word w */
static void lower_def_limb(lower_ctx *c, const lower_wshape *s, unsigned j, ir_val w,
                           ir_val res) {
  ir_type_id lt = lower_limb_type(c, s, j);
  lower_emit(c, lt == c->m->ty_i64 ? IR_BITCAST : IR_TRUNC, lt, w, IR_NONE, IR_NONE, res);
}

/* a shift of the words e[0..n) (e[k] = fill above) by the constant k */
static void lower_wide_shift(lower_ctx *c, ir_op op, const lower_wshape *s, const ir_val *e,
                             ir_val fill, uint64_t k, const ir_val *res) {
  unsigned q = (unsigned)(k / 64), r = (unsigned)(k % 64);
  for (unsigned j = 0; j < s->n; j++) {
    /* shl: word j takes the words j-q (high part) and j-q-1; the right
     * shifts take j+q (low part) and j+q+1 */
    ir_val main_w, next_w;
    if (op == IR_SHL) {
      main_w = j >= q ? e[j - q] : IR_NONE;
      next_w = j >= q + 1 ? e[j - q - 1] : IR_NONE;
    } else {
      main_w = j + q < s->n ? e[j + q] : fill;
      next_w = j + q + 1 < s->n ? e[j + q + 1] : fill;
    }
    ir_val w = IR_NONE;
    if (main_w)
      w = r == 0 ? main_w
                 : lower_emit(c, op == IR_SHL ? IR_SHL : IR_LSHR, c->m->ty_i64, main_w,
                              lower_i64(c, r), IR_NONE, IR_NONE);
    if (next_w && r) {
      ir_val part = lower_emit(c, op == IR_SHL ? IR_LSHR : IR_SHL, c->m->ty_i64, next_w,
                               lower_i64(c, 64 - r), IR_NONE, IR_NONE);
      w = w ? lower_emit(c, IR_OR, c->m->ty_i64, w, part, IR_NONE, IR_NONE) : part;
    }
    lower_def_limb(c, s, j, w ? w : lower_i64(c, 0), res[j]);
  }
}

static const char *lower_op_name(LLVMOpcode opc) {
  ir_op op;
  if (lower_simple_op(opc, &op)) return ir_op_name(op);
  switch (opc) {
  case LLVMCall: return "call";
  case LLVMRet: return "ret";
  case LLVMSwitch: return "switch";
  case LLVMICmp: return "icmp";
  case LLVMPHI: return "phi";
  case LLVMLoad: return "load";
  case LLVMStore: return "store";
  case LLVMGetElementPtr: return "getelementptr";
  case LLVMExtractValue: return "extractvalue";
  case LLVMInsertValue: return "insertvalue";
  case LLVMFCmp: return "fcmp";
  default: return lower_opcode_name(opc);
  }
}

/* expands v, an instruction that touches a wide integer; narrow_res is its
 * result when that is not wide.  Sets c->fail when it cannot. */
static void lower_wide_inst(lower_ctx *c, LLVMValueRef v, ir_val narrow_res) {
  ir_module *m = c->m;
  LLVMOpcode opc = LLVMGetInstructionOpcode(v);
  LLVMTypeRef rt = LLVMTypeOf(v);
  bool wide_res = lower_is_wide(rt);
  lower_wshape s = {0}, sa = {0};
  uint32_t first = 0;
  if (wide_res) {
    s = lower_wide_shape(c, rt);
    if (!map_get(&c->wide, KEY(v), 0, &first)) {
      lower_fail(c, "wide result without limbs");
      return;
    }
  }
  /* res points into c->limbs, which grows when constants are met: the
   * operands' limbs are collected first (copied), the result's read last */
#define RES (c->limbs.data + first)
  LLVMValueRef a0 = LLVMGetNumOperands(v) > 0 ? LLVMGetOperand(v, 0) : NULL;
  switch (opc) {
  case LLVMAnd: case LLVMOr: case LLVMXor: case LLVMAdd: case LLVMSub: {
    ir_op op;
    lower_simple_op(opc, &op);
    if ((op == IR_ADD || op == IR_SUB) && (LLVMGetNSW(v) || LLVMGetNUW(v))) break;
    const ir_val *pa = lower_wide_limbs(c, a0, &s);
    if (!pa) return;
    ir_val *a = MT_ANEWN(&m->arena, ir_val, s.n);
    memcpy(a, pa, sizeof *a * s.n);
    const ir_val *b = lower_wide_limbs(c, LLVMGetOperand(v, 1), &s);
    if (!b) return;
    ir_val carry = IR_NONE; /* i1: carry (add) or borrow (sub) into limb j */
    for (unsigned j = 0; j < s.n; j++) {
      ir_type_id lt = lower_limb_type(c, &s, j);
      if (op != IR_ADD && op != IR_SUB) {
        lower_emit(c, op, lt, a[j], b[j], IR_NONE, RES[j]);
        continue;
      }
      ir_val t = lower_emit(c, op, lt, a[j], b[j], IR_NONE, carry ? IR_NONE : RES[j]);
      ir_val cin = IR_NONE;
      if (carry) {
        cin = lower_emit(c, IR_ZEXT, lt, carry, IR_NONE, IR_NONE, IR_NONE);
        lower_emit(c, op, lt, t, cin, IR_NONE, RES[j]);
      }
      if (j + 1 == s.n) break;
      /* add: a + b wrapped iff t < a; t + cin wrapped iff the sum < t.
       * sub: a - b borrowed iff a < b; t - cin borrowed iff t < cin */
      ir_val out = op == IR_ADD ? lower_emit_icmp(c, IR_ICMP_ULT, t, a[j], IR_NONE)
                                : lower_emit_icmp(c, IR_ICMP_ULT, a[j], b[j], IR_NONE);
      if (carry) {
        ir_val second = op == IR_ADD ? lower_emit_icmp(c, IR_ICMP_ULT, RES[j], t, IR_NONE)
                                     : lower_emit_icmp(c, IR_ICMP_ULT, t, cin, IR_NONE);
        out = lower_emit(c, IR_OR, m->ty_i1, out, second, IR_NONE, IR_NONE);
      }
      carry = out;
    }
    return;
  }
  case LLVMShl: case LLVMLShr: case LLVMAShr: {
    const ir_val *pk = lower_wide_limbs(c, LLVMGetOperand(v, 1), &s);
    if (!pk) return;
    const ir_value *k0 = ir_val_get(m, pk[0]);
    bool small = k0->kind == IR_V_INT;
    for (unsigned j = 1; j < s.n && small; j++)
      small = ir_val_get(m, pk[j])->kind == IR_V_INT && ir_val_get(m, pk[j])->u.i == 0;
    if (!small) {
      lower_fail(c, "shift of an integer wider than 64 bits by a variable amount");
      return;
    }
    uint64_t k = k0->u.i;
    if (k >= s.w) {
      lower_fail(c, "shift of an i%u by %llu bits", s.w, (unsigned long long)k);
      return;
    }
    const ir_val *a = lower_wide_limbs(c, a0, &s);
    if (!a) return;
    bool sx = opc == LLVMAShr;
    ir_val *e = MT_ANEWN(&m->arena, ir_val, s.n);
    for (unsigned j = 0; j < s.n; j++) e[j] = lower_word(c, a, &s, j, sx);
    ir_val fill = sx ? lower_emit(c, IR_ASHR, m->ty_i64, e[s.n - 1], lower_i64(c, 63),
                                  IR_NONE, IR_NONE)
                     : IR_NONE;
    ir_op op = opc == LLVMShl ? IR_SHL : IR_LSHR;
    lower_wide_shift(c, op, &s, e, fill, k, RES);
    return;
  }
  case LLVMTrunc: {
    sa = lower_wide_shape(c, LLVMTypeOf(a0));
    const ir_val *a = lower_wide_limbs(c, a0, &sa);
    if (!a) return;
    if (!wide_res) {
      unsigned w = LLVMGetIntTypeWidth(rt);
      lower_emit(c, w == 64 ? IR_BITCAST : IR_TRUNC, lower_type(c, rt), a[0], IR_NONE, IR_NONE,
                 narrow_res);
      return;
    }
    ir_val *e = MT_ANEWN(&m->arena, ir_val, s.n);
    memcpy(e, a, sizeof *e * s.n);
    for (unsigned j = 0; j < s.n; j++) {
      ir_type_id lt = lower_limb_type(c, &s, j), st = lower_limb_type(c, &sa, j);
      lower_emit(c, lt == st ? IR_BITCAST : IR_TRUNC, lt, e[j], IR_NONE, IR_NONE, RES[j]);
    }
    return;
  }
  case LLVMZExt: case LLVMSExt: {
    bool sx = opc == LLVMSExt;
    LLVMTypeRef at = LLVMTypeOf(a0);
    ir_val *e = MT_ANEWN(&m->arena, ir_val, s.n);
    unsigned have;
    if (lower_is_wide(at)) {
      sa = lower_wide_shape(c, at);
      const ir_val *a = lower_wide_limbs(c, a0, &sa);
      if (!a) return;
      ir_val *ac = MT_ANEWN(&m->arena, ir_val, sa.n);
      memcpy(ac, a, sizeof *ac * sa.n);
      for (unsigned j = 0; j < sa.n; j++) e[j] = lower_word(c, ac, &sa, j, sx);
      have = sa.n;
    } else {
      ir_val a = lower_val(c, a0);
      if (!a) return;
      bool is64 = LLVMGetIntTypeWidth(at) == 64;
      e[0] = is64 ? a : lower_emit(c, sx ? IR_SEXT : IR_ZEXT, m->ty_i64, a, IR_NONE, IR_NONE,
                                   IR_NONE);
      have = 1;
    }
    ir_val fill = sx ? lower_emit(c, IR_ASHR, m->ty_i64, e[have - 1], lower_i64(c, 63),
                                  IR_NONE, IR_NONE)
                     : lower_i64(c, 0);
    for (unsigned j = 0; j < s.n; j++) lower_def_limb(c, &s, j, j < have ? e[j] : fill, RES[j]);
    return;
  }
  case LLVMICmp: {
    sa = lower_wide_shape(c, LLVMTypeOf(a0));
    const ir_val *pa = lower_wide_limbs(c, a0, &sa);
    if (!pa) return;
    ir_val *a = MT_ANEWN(&m->arena, ir_val, sa.n);
    memcpy(a, pa, sizeof *a * sa.n);
    const ir_val *b = lower_wide_limbs(c, LLVMGetOperand(v, 1), &sa);
    if (!b) return;
    ir_icmp_pred p = (ir_icmp_pred)(LLVMGetICmpPredicate(v) - LLVMIntEQ);
    if (p == IR_ICMP_EQ || p == IR_ICMP_NE) {
      ir_val r = IR_NONE;
      for (unsigned j = 0; j < sa.n; j++) {
        ir_val t = lower_emit_icmp(c, p, a[j], b[j], IR_NONE);
        r = r ? lower_emit(c, p == IR_ICMP_EQ ? IR_AND : IR_OR, m->ty_i1, r, t, IR_NONE,
                           j + 1 == sa.n ? narrow_res : IR_NONE)
              : t;
      }
      return;
    }
    /* lexicographic from the top limb (signed there for signed predicates):
     * r_0 = a_0 P b_0 (unsigned), r_j = a_j <strict> b_j || (a_j == b_j && r_{j-1}) */
    bool sgn = p >= IR_ICMP_SGT;
    ir_icmp_pred u = sgn ? (ir_icmp_pred)(p - IR_ICMP_SGT + IR_ICMP_UGT) : p;
    bool greater = u == IR_ICMP_UGT || u == IR_ICMP_UGE;
    ir_val r = lower_emit_icmp(c, u, a[0], b[0], IR_NONE);
    for (unsigned j = 1; j < sa.n; j++) {
      ir_icmp_pred strict = greater ? (sgn && j + 1 == sa.n ? IR_ICMP_SGT : IR_ICMP_UGT)
                                    : (sgn && j + 1 == sa.n ? IR_ICMP_SLT : IR_ICMP_ULT);
      ir_val t1 = lower_emit_icmp(c, strict, a[j], b[j], IR_NONE);
      ir_val t2 = lower_emit_icmp(c, IR_ICMP_EQ, a[j], b[j], IR_NONE);
      ir_val t3 = lower_emit(c, IR_AND, m->ty_i1, t2, r, IR_NONE, IR_NONE);
      r = lower_emit(c, IR_OR, m->ty_i1, t1, t3, IR_NONE, j + 1 == sa.n ? narrow_res : IR_NONE);
    }
    return;
  }
  case LLVMSelect: {
    if (!wide_res || lower_is_wide(LLVMTypeOf(a0)) ||
        LLVMGetTypeKind(LLVMTypeOf(a0)) != LLVMIntegerTypeKind)
      break;
    ir_val cond = lower_val(c, a0);
    if (!cond) return;
    const ir_val *pa = lower_wide_limbs(c, LLVMGetOperand(v, 1), &s);
    if (!pa) return;
    ir_val *a = MT_ANEWN(&m->arena, ir_val, s.n);
    memcpy(a, pa, sizeof *a * s.n);
    const ir_val *b = lower_wide_limbs(c, LLVMGetOperand(v, 2), &s);
    if (!b) return;
    for (unsigned j = 0; j < s.n; j++)
      lower_emit(c, IR_SELECT, lower_limb_type(c, &s, j), cond, a[j], b[j], RES[j]);
    return;
  }
  case LLVMFreeze: {
    const ir_val *a = lower_wide_limbs(c, a0, &s);
    if (!a) return;
    ir_val *e = MT_ANEWN(&m->arena, ir_val, s.n);
    memcpy(e, a, sizeof *e * s.n);
    for (unsigned j = 0; j < s.n; j++)
      lower_emit(c, IR_FREEZE, lower_limb_type(c, &s, j), e[j], IR_NONE, IR_NONE, RES[j]);
    return;
  }
  case LLVMPHI: {
    unsigned n = LLVMCountIncoming(v);
    ir_val *ops = MT_ANEWN(&m->arena, ir_val, (size_t)n * s.n);
    uint32_t *blocks = MT_ANEWN(&m->arena, uint32_t, n);
    for (unsigned i = 0; i < n; i++) {
      const ir_val *a = lower_wide_limbs(c, LLVMGetIncomingValue(v, i), &s);
      if (!a) return;
      for (unsigned j = 0; j < s.n; j++) ops[(size_t)j * n + i] = a[j];
      blocks[i] = lower_block(c, LLVMGetIncomingBlock(v, i));
    }
    for (unsigned j = 0; j < s.n; j++) {
      ir_inst in;
      memset(&in, 0, sizeof in);
      in.op = IR_PHI;
      in.type = lower_limb_type(c, &s, j);
      in.nops = in.nblocks = n;
      in.ops = ops + (size_t)j * n;
      in.blocks = blocks;
      in.result = RES[j];
      in.loc = c->loc;
      MT_VEC_PUSH(*c->out, in);
    }
    return;
  }
  case LLVMLoad: case LLVMStore: {
    bool load = opc == LLVMLoad;
    LLVMValueRef val = load ? v : a0;
    LLVMValueRef ptr = LLVMGetOperand(v, load ? 0 : 1);
    if (!lower_is_wide(LLVMTypeOf(val))) break; /* a wide pointer operand cannot be */
    if (!load) s = lower_wide_shape(c, LLVMTypeOf(val));
    const ir_val *a = NULL;
    if (!load) {
      const ir_val *pa = lower_wide_limbs(c, val, &s);
      if (!pa) return;
      ir_val *ac = MT_ANEWN(&m->arena, ir_val, s.n);
      memcpy(ac, pa, sizeof *ac * s.n);
      a = ac;
    }
    ir_val p = lower_val(c, ptr);
    if (!p) return;
    unsigned align = LLVMGetAlignment(v);
    bool vol = LLVMGetVolatile(v);
    for (unsigned j = 0; j < s.n; j++) {
      ir_val q = p;
      if (j) { /* p + 8j */
        q = lower_emit(c, IR_GEP, m->ty_ptr, p, IR_NONE, IR_NONE, IR_NONE);
        ir_inst *g = &c->out->data[c->out->len - 1];
        g->u.gep.offset = 8 * (int64_t)j;
        g->u.gep.src = m->ty_i8;
        g->u.gep.scales = MT_ANEWN(&m->arena, int64_t, 1);
        g->flags |= IR_F_INBOUNDS;
      }
      ir_type_id lt = lower_limb_type(c, &s, j);
      if (load) lower_emit(c, IR_LOAD, lt, q, IR_NONE, IR_NONE, RES[j]);
      else lower_emit(c, IR_STORE, lt, a[j], q, IR_NONE, IR_NONE);
      ir_inst *in = &c->out->data[c->out->len - 1];
      in->align = align < 8 ? align : 8;
      if (vol) in->flags |= IR_F_VOLATILE;
    }
    return;
  }
  default: break;
  }
#undef RES
  lower_fail(c, "'%s' on an integer wider than 64 bits", lower_op_name(opc));
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

/* v uses a scalar poison constant as an operand (not as the placeholder
 * of an aggregate or vector being built, or in a phi or freeze) */
static bool lower_poison_use(LLVMValueRef v) {
  switch (LLVMGetInstructionOpcode(v)) {
  case LLVMPHI: case LLVMFreeze: case LLVMInsertValue: case LLVMInsertElement:
  case LLVMShuffleVector: case LLVMExtractValue: case LLVMExtractElement:
    return false;
  default:
    break;
  }
  int n = LLVMGetNumOperands(v);
  for (int i = 0; i < n; i++) {
    LLVMValueRef o = LLVMGetOperand(v, (unsigned)i);
    if (!o || !LLVMIsAPoisonValue(o)) continue;
    LLVMTypeKind k = LLVMGetTypeKind(LLVMTypeOf(o));
    if (k == LLVMIntegerTypeKind || k == LLVMPointerTypeKind || k == LLVMFloatTypeKind ||
        k == LLVMDoubleTypeKind || k == LLVMX86_FP80TypeKind)
      return true;
  }
  return false;
}

/* lowers the LLVM instruction v (result value res, IR_NONE when it has
 * none or a wide one) onto the end of c->out: one instruction, several for
 * one that touches a wide integer, or one IR_UNSUPPORTED with the reason */
static void lower_one(lower_ctx *c, ir_func *f, LLVMValueRef v, ir_val res) {
  ir_loc loc = {lower_file_of(c, v), LLVMGetDebugLocLine(v), LLVMGetDebugLocColumn(v)};
  uint32_t mark = c->out->len, vmark = c->m->vals.len;
  c->fail = NULL;
  c->loc = loc;
  if (lower_poison_use(v)) {
    /* clang folds an operation with undefined behaviour on constants
     * (`100 << 32`) to poison; what uses it has undefined behaviour too,
     * and a run that went on with some value would report what the
     * native program, compiled with another value, never does */
    lower_fail(c, "an operation on a value clang folded to poison (undefined behaviour: a shift "
                  "by the type's width or more, or another operation C leaves undefined, on constants)");
  } else if (lower_touches_wide(v)) {
    lower_wide_inst(c, v, res);
  } else {
    ir_inst in;
    memset(&in, 0, sizeof in);
    lower_inst_body(c, v, LLVMGetInstructionOpcode(v), false, &in);
    in.result = res;
    in.loc = loc;
    MT_VEC_PUSH(*c->out, in);
  }
  if (c->fail) {
    ir_inst in;
    memset(&in, 0, sizeof in);
    in.op = IR_UNSUPPORTED;
    in.type = lower_type(c, LLVMTypeOf(v));
    in.u.unsupported.reason = c->fail;
    in.loc = loc;
    /* the values this instruction was to define (a wide result's limbs,
     * temporaries of a partial expansion) name it as their instruction */
    uint32_t first;
    if (!res && map_get(&c->wide, KEY(v), 0, &first)) {
      lower_wshape s = lower_wide_shape(c, LLVMTypeOf(v));
      res = c->limbs.data[first];
      for (unsigned j = 0; j < s.n; j++)
        c->m->vals.data[c->limbs.data[first + j]].u.local.index = mark;
    }
    for (uint32_t k = vmark; k < c->m->vals.len; k++)
      if (c->m->vals.data[k].kind == IR_V_INST) c->m->vals.data[k].u.local.index = mark;
    in.result = res;
    if (res) in.type = ir_val_type(c->m, res);
    c->out->len = mark;
    MT_VEC_PUSH(*c->out, in);
    c->m->nunsupported++;
    MT_LOG(c->run, 1, "front", "%s:%u:%u: in '%s': %s", c->m->source, loc.line, loc.col,
           f->name, c->fail);
  }
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

  /* results first, so phis (and unreachable-code cycles) can refer forward;
   * a wide result gets its limbs */
  c->nslots = f->nparams;
  ir_val *res = mt_calloc(insts.len + 1u, sizeof *res);
  for (uint32_t k = 0; k < insts.len; k++) {
    LLVMTypeRef t = LLVMTypeOf(insts.data[k]);
    if (LLVMGetTypeKind(t) == LLVMVoidTypeKind) continue;
    if (lower_is_wide(t)) {
      lower_wide_results(c, insts.data[k]);
      continue;
    }
    res[k] = lower_new_result(c, lower_type(c, t));
    c->m->vals.data[res[k]].name = lower_name(c, insts.data[k]);
    map_put(&c->vals, KEY(insts.data[k]), 0, res[k]);
  }
  lower_insts out = {0};
  c->out = &out;
  for (bi = 0; bi < f->nblocks; bi++) {
    uint32_t from = f->blocks[bi].first, to = from + f->blocks[bi].ninsts;
    f->blocks[bi].first = out.len;
    for (uint32_t k = from; k < to; k++) lower_one(c, f, insts.data[k], res[k]);
    f->blocks[bi].ninsts = out.len - f->blocks[bi].first;
  }
  c->out = NULL;
  mt_free(res);
  f->nslots = c->nslots;
  f->ninsts = out.len;
  f->insts = MT_ANEWN(a, ir_inst, out.len + 1u);
  if (out.len) memcpy(f->insts, out.data, sizeof *out.data * out.len);
  MT_VEC_FREE(out);
  for (uint32_t k = 0; k < f->ninsts; k++)
    if (f->insts[k].result) c->m->vals.data[f->insts[k].result].u.local.index = k;

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
  front_param_info(a, c->m, f, c->llc, recs.data, recs.len);
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
    f.loc.file = f.loc.line ? lower_file_of(c, fn) : NULL;
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
    g.loc.file = g.loc.line ? lower_file_of(c, gv) : NULL;
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

LLVMModuleRef front_parse_bitcode(LLVMContextRef llc, const char *bc, const char *name, char **diag, char **err) {
  LLVMMemoryBufferRef buf = NULL;
  char *msg = NULL;
  if (LLVMCreateMemoryBufferWithContentsOfFile(bc, &buf, &msg)) {
    *err = mt_sprintf("cannot read clang's bitcode for '%s': %s", name, msg ? msg : "?");
    LLVMDisposeMessage(msg);
    return NULL;
  }
  LLVMModuleRef mod = NULL;
  LLVMBool bad = LLVMParseBitcodeInContext2(llc, buf, &mod);
  LLVMDisposeMemoryBuffer(buf);
  if (bad) {
    *err = mt_sprintf("cannot parse clang's bitcode for '%s': %s", name, *diag ? *diag : "unknown error");
    return NULL;
  }
  return mod;
}

mt_status front_lower_bitcode(mt_run *run, const char *const *bcs, const char *const *names, uint32_t n,
                              const char *source, const front_opts *o, ir_module **out, char **err) {
  unsigned ptr_size = o->ptr_size;
  *out = NULL;
  char *diag = NULL;
  LLVMContextRef llc = LLVMContextCreate();
  LLVMContextSetDiagnosticHandler(llc, lower_diag, &diag);
  LLVMModuleRef mod = front_parse_bitcode(llc, bcs[0], names[0], &diag, err);
  mt_status st = mod ? MT_OK : MT_ERR_INTERNAL;
  /* the other units linked in, one by one (each module is consumed) */
  for (uint32_t i = 1; i < n && st == MT_OK; i++) {
    LLVMModuleRef other = front_parse_bitcode(llc, bcs[i], names[i], &diag, err);
    if (!other) {
      st = MT_ERR_INTERNAL;
      break;
    }
    if (LLVMLinkModules2(mod, other)) {
      *err = mt_sprintf("'%s' does not link with '%s': %s", names[i], names[0], diag ? diag : "LLVM's linker failed");
      st = MT_ERR_INPUT;
    }
  }
  if (n > 1 && st == MT_OK) MT_LOG(run, 1, "front", "linked %u units", n);
  if (st == MT_OK) st = front_link_libc(run, llc, mod, o, &diag, err);
  mt_free(diag);
  if (st != MT_OK) {
    if (mod) LLVMDisposeModule(mod);
    LLVMContextDispose(llc);
    return st;
  }

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
  /* clang's overflow checks (front_opts.ub_checks) as nsw operations and
   * IR_BI_UB_CHECK calls */
  unsigned nub = front_ub_checks(mod);
  if (nub) MT_LOG(run, 1, "front", "%u overflow check(s) of clang's", nub);

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
  front_line_marks(c.m, source);
  lower_module(&c);
  MT_LOG(run, 1, "front", "lowered '%s': %u functions, %u globals, %u unsupported", source,
         c.m->funcs.len, c.m->globals.len, c.m->nunsupported);

  map_free(&c.types);
  map_free(&c.vals);
  map_free(&c.ints);
  map_free(&c.blocks);
  map_free(&c.wide);
  MT_VEC_FREE(c.limbs);
  LLVMDisposeTargetData(c.td);
  LLVMDisposeModule(mod);
  LLVMContextDispose(llc);
  *out = c.m;
  return MT_OK;
}
