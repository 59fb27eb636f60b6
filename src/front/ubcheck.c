/*
 * ubcheck.c -- C's overflow rules, as clang states them, in the bitcode.
 *
 * Which operations can overflow is a question about C types, and LLVM's
 * integers have no signedness: `b << 24` with an unsigned char b is a shift
 * of an `int` in C (undefined when 128 * 2^24 does not fit, C17 6.5.7p4),
 * and nothing in `shl i32` says so; clang never marks a shift `nsw` in C,
 * and it folds constant expressions such as `INT_MAX + 1` before any
 * instruction exists.  So under the no-overflow property the program is
 * compiled with clang's own checks (front_opts.ub_checks:
 * -fsanitize=signed-integer-overflow,shift with -fsanitize-trap), and this
 * pass turns them into what every engine already checks:
 *
 * - a checked `+ - *` or unary minus is a call of llvm.s{add,sub,mul}.
 *   with.overflow marked !nosanitize whose two results feed a branch to a
 *   trap: the call becomes the `add/sub/mul nsw` it checks (its value
 *   result) and the overflow bit the constant false -- the nsw operation is
 *   the check, at the same source location, in every engine;
 * - every other check (a shift: exponent negative or not below the width,
 *   a negative or unrepresentable signed base; INT_MIN / -1 and
 *   INT_MIN % -1) keeps clang's condition and branch; its trap becomes a
 *   call of __memterm_ub(kind, op, width, lhs, rhs) -- the builtin
 *   IR_BI_UB_CHECK, a no-overflow violation wherever it is reached -- with
 *   the guarded operation's operands, so the counterexample can say what
 *   happened ("left shift of 128 by 24 places ...").
 *
 * `__builtin_add_overflow` and friends are calls of the same intrinsics
 * without !nosanitize: they are left alone.
 */
#include "front_int.h"

#include <llvm-c/Core.h>
#include <llvm-c/DebugInfo.h>
#include <string.h>

/* clang's SanitizerHandler numbers (the i8 of llvm.ubsantrap) of the checks
 * memterm asks for: ir.h's IR_UB_* */
enum { UB_SHIFT = IR_UB_SHIFT, UB_DIVREM = IR_UB_DIVREM };
_Static_assert((int)IR_UB_OP_SHL == (int)LLVMShl && (int)IR_UB_OP_LSHR == (int)LLVMLShr &&
                   (int)IR_UB_OP_ASHR == (int)LLVMAShr && (int)IR_UB_OP_SDIV == (int)LLVMSDiv &&
                   (int)IR_UB_OP_SREM == (int)LLVMSRem,
               "ir_ub_op is LLVM's opcode");

static bool callee_named(LLVMValueRef call, const char *prefix) {
  LLVMValueRef f = LLVMGetCalledValue(call);
  if (!f || !LLVMIsAFunction(f)) return false;
  size_t len = 0;
  const char *name = LLVMGetValueName2(f, &len);
  size_t pl = strlen(prefix);
  return len >= pl && strncmp(name, prefix, pl) == 0;
}

/* 1 add, 2 sub, 3 mul: a sanitizer's signed with.overflow call */
static int checked_arith(LLVMValueRef v, unsigned nosan) {
  if (!LLVMIsACallInst(v) || !LLVMGetMetadata(v, nosan)) return 0;
  if (callee_named(v, "llvm.sadd.with.overflow.")) return 1;
  if (callee_named(v, "llvm.ssub.with.overflow.")) return 2;
  if (callee_named(v, "llvm.smul.with.overflow.")) return 3;
  return 0;
}

/* the call's users, if every one is an extractvalue of member 0 or 1 */
static bool extract_users(LLVMValueRef call, LLVMValueRef *out, unsigned *n, unsigned max) {
  *n = 0;
  for (LLVMUseRef u = LLVMGetFirstUse(call); u; u = LLVMGetNextUse(u)) {
    LLVMValueRef x = LLVMGetUser(u);
    if (!LLVMIsAExtractValueInst(x) || LLVMGetNumIndices(x) != 1 || *n == max) return false;
    unsigned i = LLVMGetIndices(x)[0];
    if (i > 1) return false;
    out[(*n)++] = x;
  }
  return true;
}

static unsigned fold_arith(LLVMBuilderRef b, LLVMValueRef call, int kind) {
  LLVMValueRef users[16];
  unsigned n;
  if (!extract_users(call, users, &n, 16)) return 0;
  LLVMValueRef x = LLVMGetOperand(call, 0), y = LLVMGetOperand(call, 1);
  LLVMPositionBuilderBefore(b, call);
  LLVMValueRef r = kind == 1 ? LLVMBuildNSWAdd(b, x, y, "")
                   : kind == 2 ? LLVMBuildNSWSub(b, x, y, "") : LLVMBuildNSWMul(b, x, y, "");
  if (!LLVMIsAInstruction(r)) return 0; /* the builder folded constants: cannot be */
  LLVMInstructionSetDebugLoc(r, LLVMInstructionGetDebugLoc(call));
  LLVMValueRef no = LLVMConstInt(LLVMInt1TypeInContext(LLVMGetTypeContext(LLVMTypeOf(x))), 0, 0);
  for (unsigned i = 0; i < n; i++) {
    LLVMReplaceAllUsesWith(users[i], LLVMGetIndices(users[i])[0] == 0 ? r : no);
    LLVMInstructionEraseFromParent(users[i]);
  }
  LLVMInstructionEraseFromParent(call);
  return 1;
}

/* the operation a trap of kind k guards: in the block a check branches to
 * when it passes, the first shift (UB_SHIFT) or signed division or
 * remainder (UB_DIVREM); NULL when clang folded it into a constant */
static LLVMValueRef guarded_op(LLVMBasicBlockRef trap, int k) {
  LLVMValueRef tb = LLVMBasicBlockAsValue(trap);
  for (LLVMUseRef u = LLVMGetFirstUse(tb); u; u = LLVMGetNextUse(u)) {
    LLVMValueRef br = LLVMGetUser(u);
    if (!LLVMIsABranchInst(br) || !LLVMIsConditional(br)) continue;
    LLVMBasicBlockRef ok = LLVMGetSuccessor(br, 0) == trap ? LLVMGetSuccessor(br, 1)
                                                           : LLVMGetSuccessor(br, 0);
    for (LLVMValueRef i = LLVMGetFirstInstruction(ok); i; i = LLVMGetNextInstruction(i)) {
      LLVMOpcode op = LLVMGetInstructionOpcode(i);
      if (k == UB_SHIFT && (op == LLVMShl || op == LLVMLShr || op == LLVMAShr)) return i;
      if (k == UB_DIVREM && (op == LLVMSDiv || op == LLVMSRem)) return i;
      if (op == LLVMBr || op == LLVMCall) break; /* the next check or the next statement */
    }
  }
  return NULL;
}

static LLVMValueRef as_i64(LLVMBuilderRef b, LLVMContextRef llc, LLVMValueRef v) {
  LLVMTypeRef t = LLVMTypeOf(v);
  if (LLVMGetTypeKind(t) != LLVMIntegerTypeKind) return LLVMConstInt(LLVMInt64TypeInContext(llc), 0, 0);
  unsigned w = LLVMGetIntTypeWidth(t);
  if (w == 64) return v;
  if (w > 64) return LLVMBuildTrunc(b, v, LLVMInt64TypeInContext(llc), "");
  return LLVMBuildSExt(b, v, LLVMInt64TypeInContext(llc), "");
}

/* llvm.ubsantrap(k) -> __memterm_ub(k, op, width, lhs, rhs) */
static unsigned rewrite_trap(LLVMModuleRef mod, LLVMBuilderRef b, LLVMValueRef call,
                             LLVMValueRef *ub_fn, LLVMTypeRef *ub_ty) {
  LLVMContextRef llc = LLVMGetModuleContext(mod);
  LLVMTypeRef i32 = LLVMInt32TypeInContext(llc), i64 = LLVMInt64TypeInContext(llc);
  if (!*ub_fn) {
    LLVMTypeRef ps[5] = {i32, i32, i32, i64, i64};
    *ub_ty = LLVMFunctionType(LLVMVoidTypeInContext(llc), ps, 5, 0);
    *ub_fn = LLVMGetNamedFunction(mod, IR_UB_CHECK_NAME);
    if (!*ub_fn) *ub_fn = LLVMAddFunction(mod, IR_UB_CHECK_NAME, *ub_ty);
  }
  LLVMValueRef kv = LLVMGetOperand(call, 0);
  int k = LLVMIsAConstantInt(kv) ? (int)LLVMConstIntGetZExtValue(kv) : -1;
  LLVMValueRef op = k == UB_SHIFT || k == UB_DIVREM ? guarded_op(LLVMGetInstructionParent(call), k) : NULL;
  LLVMPositionBuilderBefore(b, call);
  LLVMValueRef args[5];
  args[0] = LLVMConstInt(i32, (unsigned long long)(k < 0 ? 255 : k), 0);
  args[1] = LLVMConstInt(i32, op ? (unsigned long long)LLVMGetInstructionOpcode(op) : 0, 0);
  unsigned w = op && LLVMGetTypeKind(LLVMTypeOf(op)) == LLVMIntegerTypeKind
                   ? LLVMGetIntTypeWidth(LLVMTypeOf(op)) : 0;
  args[2] = LLVMConstInt(i32, w, 0);
  args[3] = op ? as_i64(b, llc, LLVMGetOperand(op, 0)) : LLVMConstInt(i64, 0, 0);
  args[4] = op ? as_i64(b, llc, LLVMGetOperand(op, 1)) : LLVMConstInt(i64, 0, 0);
  LLVMValueRef nc = LLVMBuildCall2(b, *ub_ty, *ub_fn, args, 5, "");
  LLVMInstructionSetDebugLoc(nc, LLVMInstructionGetDebugLoc(call));
  LLVMInstructionEraseFromParent(call);
  return 1;
}

unsigned front_ub_checks(LLVMModuleRef mod) {
  LLVMContextRef llc = LLVMGetModuleContext(mod);
  unsigned nosan = LLVMGetMDKindIDInContext(llc, "nosanitize", 10);
  LLVMBuilderRef b = LLVMCreateBuilderInContext(llc);
  LLVMValueRef ub_fn = NULL;
  LLVMTypeRef ub_ty = NULL;
  unsigned n = 0;
  for (LLVMValueRef fn = LLVMGetFirstFunction(mod); fn; fn = LLVMGetNextFunction(fn)) {
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb)) {
      LLVMValueRef v = LLVMGetFirstInstruction(bb);
      while (v) {
        LLVMValueRef next = LLVMGetNextInstruction(v);
        int kind = checked_arith(v, nosan);
        if (kind) {
          /* the extractvalues follow the call: go on after them */
          while (next && LLVMIsAExtractValueInst(next) && LLVMGetOperand(next, 0) == v)
            next = LLVMGetNextInstruction(next);
          n += fold_arith(b, v, kind);
        } else if (LLVMIsACallInst(v) && callee_named(v, "llvm.ubsantrap")) {
          n += rewrite_trap(mod, b, v, &ub_fn, &ub_ty);
        }
        v = next;
      }
    }
  }
  LLVMDisposeBuilder(b);
  return n;
}
