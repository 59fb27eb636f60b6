/*
 * dbgvars.c -- loop heads in C terms, from clang's debug information: the
 * location of each loop statement (the DILocation that clang's llvm.loop
 * metadata on the loop's back edge names first) and the C variables whose
 * values at a loop head are IR values (llvm.dbg.value records).
 *
 * After mem2reg a promoted variable V has a dbg.value after every store of
 * it and after every phi that merges its values, so V's value at a point
 * is the value named by the last dbg.value of V executed before it.  A
 * forward data-flow analysis finds, per block entry and variable, the
 * last dbg.value on every path there, when it is the same one on all
 * paths (then its block dominates the point, and so does the value's
 * definition).  At a loop head h the dbg.values in h before its first
 * instruction other than phis come on top.
 * Anything else (different dbg.values on different paths, a non-empty
 * DIExpression, a constant) leaves V out: a variable without a value is dropped from an
 * invariant, never guessed.  A variable is listed only when it is visible
 * at the loop statement: its scope encloses the statement's scope, it is
 * declared on an earlier or the same line, no other listed variable has
 * its name, and its C type is an integer type of the value's width.
 */
#include "front_int.h"

#include <llvm-c/Core.h>
#include <llvm-c/DebugInfo.h>
#include <string.h>

/* DWARF tags of the type wrappers that keep the value (typedef, const,
 * volatile) and of base types */
#define DW_TAG_base_type 0x24
#define DW_TAG_typedef 0x16
#define DW_TAG_const_type 0x26
#define DW_TAG_volatile_type 0x35
#define DW_TAG_pointer_type 0x0f
#define DW_TAG_restrict_type 0x37

/* operand i of a metadata node, or NULL */
static LLVMMetadataRef md_op(LLVMContextRef llc, LLVMMetadataRef md, unsigned i) {
  if (!md) return NULL;
  LLVMValueRef v = LLVMMetadataAsValue(llc, md);
  unsigned n = LLVMGetMDNodeNumOperands(v);
  if (i >= n) return NULL;
  LLVMValueRef ops[8];
  LLVMValueRef *all = n <= 8 ? ops : mt_malloc(sizeof(LLVMValueRef) * n);
  LLVMGetMDNodeOperands(v, all);
  LLVMValueRef o = all[i];
  if (all != ops) mt_free(all);
  return o ? LLVMValueAsMetadata(o) : NULL;
}

static bool is_node(LLVMMetadataRef md) {
  switch (LLVMGetMetadataKind(md)) {
  case LLVMMDStringMetadataKind:
  case LLVMConstantAsMetadataMetadataKind:
  case LLVMLocalAsMetadataMetadataKind:
  case LLVMDistinctMDOperandPlaceholderMetadataKind:
  case LLVMDIArgListMetadataKind:
    return false;
  default:
    return true;
  }
}

/* a DILocalVariable's name (operand 1, an MDString), or NULL */
static const char *var_name(LLVMContextRef llc, LLVMMetadataRef var, size_t *len) {
  LLVMMetadataRef s = md_op(llc, var, 1);
  if (!s || LLVMGetMetadataKind(s) != LLVMMDStringMetadataKind) return NULL;
  unsigned n = 0;
  const char *p = LLVMGetMDString(LLVMMetadataAsValue(llc, s), &n);
  *len = n;
  return p && n ? p : NULL;
}

/* the C integer type behind typedefs and qualifiers: width and signedness;
 * false for anything else (pointers, enums, floats, structs, atomics) */
static bool int_type(LLVMContextRef llc, LLVMMetadataRef t, unsigned *bits, bool *is_signed) {
  for (int depth = 0; t && depth < 32; depth++) {
    if (!is_node(t)) return false;
    LLVMMetadataKind k = LLVMGetMetadataKind(t);
    if (k == LLVMDIDerivedTypeMetadataKind) {
      uint16_t tag = LLVMGetDINodeTag(t);
      if (tag != DW_TAG_typedef && tag != DW_TAG_const_type && tag != DW_TAG_volatile_type)
        return false;
      t = md_op(llc, t, 3); /* the base type */
      continue;
    }
    if (k != LLVMDIBasicTypeMetadataKind || LLVMGetDINodeTag(t) != DW_TAG_base_type) return false;
    size_t n = 0;
    const char *nm = LLVMDITypeGetName(t, &n);
    static const struct { const char *name; bool is_signed; } ints[] = {
        {"char", true}, {"signed char", true}, {"unsigned char", false},
        {"short", true}, {"unsigned short", false}, {"int", true}, {"unsigned int", false},
        {"long", true}, {"unsigned long", false}, {"long long", true},
        {"unsigned long long", false}, {"_Bool", false},
    };
    for (size_t i = 0; nm && i < sizeof ints / sizeof ints[0]; i++)
      if (strlen(ints[i].name) == n && !memcmp(ints[i].name, nm, n)) {
        *bits = (unsigned)LLVMDITypeGetSizeInBits(t);
        *is_signed = ints[i].is_signed;
        return *bits == 8 || *bits == 16 || *bits == 32 || *bits == 64;
      }
    return false;
  }
  return false;
}

/* does scope `outer` enclose (or equal) scope `inner`? */
static bool encloses(LLVMContextRef llc, LLVMMetadataRef outer, LLVMMetadataRef inner) {
  for (int depth = 0; inner && depth < 256; depth++) {
    if (inner == outer) return true;
    LLVMMetadataKind k = LLVMGetMetadataKind(inner);
    if (k != LLVMDILexicalBlockMetadataKind && k != LLVMDILexicalBlockFileMetadataKind)
      return false; /* the subprogram: the top of a function's scopes */
    inner = md_op(llc, inner, 1);
  }
  return false;
}

/* is `md` a DIExpression without operations?  (The C API has no accessor
 * for the elements; the printed form is exact.) */
static bool empty_expr(LLVMContextRef llc, LLVMMetadataRef md) {
  if (!md || LLVMGetMetadataKind(md) != LLVMDIExpressionMetadataKind) return false;
  char *s = LLVMPrintValueToString(LLVMMetadataAsValue(llc, md));
  size_t n = s ? strlen(s) : 0;
  bool empty = n >= 15 && !strcmp(s + n - 15, "!DIExpression()");
  LLVMDisposeMessage(s);
  return empty;
}

LLVMMetadataRef front_dbg_value(LLVMContextRef llc, LLVMValueRef call, LLVMValueRef *local) {
  *local = NULL;
  if (LLVMGetNumOperands(call) < 3) return NULL;
  LLVMMetadataRef loc = LLVMValueAsMetadata(LLVMGetOperand(call, 0));
  LLVMMetadataRef var = LLVMValueAsMetadata(LLVMGetOperand(call, 1));
  LLVMMetadataRef expr = LLVMValueAsMetadata(LLVMGetOperand(call, 2));
  if (!var || LLVMGetMetadataKind(var) != LLVMDILocalVariableMetadataKind) return NULL;
  if (loc && LLVMGetMetadataKind(loc) == LLVMLocalAsMetadataMetadataKind && empty_expr(llc, expr))
    LLVMGetMDNodeOperands(LLVMGetOperand(call, 0), local); /* the wrapped value */
  return var;
}

/* ---- the IR's control-flow graph ---------------------------------------------------- */

static uint32_t nsucc(const ir_func *f, uint32_t b, const uint32_t **s) {
  const ir_inst *t = &f->insts[f->blocks[b].first + f->blocks[b].ninsts - 1];
  *s = t->blocks;
  return f->blocks[b].ninsts && (t->op == IR_BR || t->op == IR_CONDBR || t->op == IR_SWITCH)
             ? t->nblocks : 0;
}

typedef struct cfg_info {
  uint32_t *rpo;    /* the blocks reachable from the entry, in reverse postorder */
  uint32_t nrpo;
  uint32_t *order;  /* block -> position in rpo, UINT32_MAX if unreachable */
  uint8_t *back;    /* per block: target of a DFS back edge */
} cfg_info;

static void cfg_compute(const ir_func *f, cfg_info *d) {
  uint32_t n = f->nblocks;
  d->rpo = mt_calloc(n + 1, sizeof(uint32_t));
  d->order = mt_calloc(n + 1, sizeof(uint32_t));
  d->back = mt_calloc(n + 1, 1);
  uint8_t *state = mt_calloc(n + 1, 1); /* 0 new, 1 on the DFS stack, 2 done */
  uint32_t *post = mt_calloc(n + 1, sizeof(uint32_t)), npost = 0;
  MT_VEC(uint32_t) stack = {0}, next = {0};
  MT_VEC_PUSH(stack, 0);
  MT_VEC_PUSH(next, 0);
  state[0] = 1;
  while (stack.len) { /* iterative DFS */
    uint32_t b = stack.data[stack.len - 1];
    const uint32_t *s;
    uint32_t k = nsucc(f, b, &s);
    uint32_t *i = &next.data[next.len - 1];
    if (*i < k) {
      uint32_t t = s[(*i)++];
      if (t >= n) continue;
      if (state[t] == 1) d->back[t] = 1;
      if (state[t]) continue;
      state[t] = 1;
      MT_VEC_PUSH(stack, t);
      MT_VEC_PUSH(next, 0);
      continue;
    }
    state[b] = 2;
    post[npost++] = b;
    stack.len--;
    next.len--;
  }
  MT_VEC_FREE(stack);
  MT_VEC_FREE(next);
  for (uint32_t b = 0; b < n; b++) d->order[b] = UINT32_MAX;
  d->nrpo = npost;
  for (uint32_t i = 0; i < npost; i++) {
    d->rpo[i] = post[npost - 1 - i];
    d->order[d->rpo[i]] = i;
  }
  mt_free(post);
  mt_free(state);
}

static void cfg_free(cfg_info *d) {
  mt_free(d->rpo);
  mt_free(d->order);
  mt_free(d->back);
}

/* The last dbg.value of each variable on every path to each block's
 * entry: in[b * nv + v] = 0 (no path yet), 1 (none, or different ones on
 * different paths), 2 + the record's index.  var[i]: record i's variable
 * index.  NULL when the table would be too large. */
#define DBG_TABLE_MAX ((uint64_t)1 << 22)
static uint32_t *reaching(const ir_func *f, const cfg_info *d, const front_dbgval *recs,
                          uint32_t nrecs, const uint32_t *var, uint32_t nv) {
  uint32_t n = f->nblocks;
  if (!nv || (uint64_t)n * nv > DBG_TABLE_MAX) return NULL;
  /* the records come in block order: block b's are [first[b], first[b+1]) */
  uint32_t *first = mt_calloc(n + 2, sizeof(uint32_t));
  for (uint32_t r = 0; r < nrecs; r++) first[recs[r].block + 1]++;
  for (uint32_t b = 0; b < n; b++) first[b + 1] += first[b];
  uint32_t *in = mt_calloc((size_t)n * nv, sizeof(uint32_t));
  uint32_t *out = mt_malloc(sizeof(uint32_t) * nv);
  for (uint32_t v = 0; v < nv; v++) in[v] = 1; /* the entry: no value yet */
  for (bool changed = true; changed;) {
    changed = false;
    for (uint32_t i = 0; i < d->nrpo; i++) {
      uint32_t b = d->rpo[i];
      memcpy(out, in + (size_t)b * nv, sizeof(uint32_t) * nv);
      for (uint32_t r = first[b]; r < first[b + 1]; r++) out[var[r]] = 2 + r;
      const uint32_t *s;
      uint32_t k = nsucc(f, b, &s);
      for (uint32_t j = 0; j < k; j++) {
        if (s[j] >= n) continue;
        uint32_t *t = in + (size_t)s[j] * nv;
        for (uint32_t v = 0; v < nv; v++) {
          uint32_t m = t[v] == 0 ? out[v] : t[v] == out[v] ? t[v] : 1;
          if (out[v] && m != t[v] && s[j] != 0) {
            t[v] = m;
            changed = true;
          }
        }
      }
    }
  }
  mt_free(out);
  mt_free(first);
  return in;
}

/* ---- loop heads ----------------------------------------------------------------------- */

/* the loop statement's location: the first DILocation of the llvm.loop
 * metadata of a back edge's branch */
static LLVMMetadataRef loop_start(LLVMContextRef llc, LLVMValueRef term, unsigned loop_kind) {
  LLVMValueRef md = LLVMGetMetadata(term, loop_kind);
  if (!md) return NULL;
  LLVMMetadataRef node = LLVMValueAsMetadata(md);
  for (unsigned i = 1; i < 3; i++) {
    LLVMMetadataRef op = md_op(llc, node, i);
    if (op && LLVMGetMetadataKind(op) == LLVMDILocationMetadataKind) return op;
  }
  return NULL;
}

void front_loop_heads(mt_arena *a, ir_module *m, ir_func *f, LLVMContextRef llc,
                      const LLVMBasicBlockRef *bbs, const front_dbgval *recs, uint32_t nrecs) {
  uint32_t n = f->nblocks;
  if (!n) return;
  cfg_info d;
  memset(&d, 0, sizeof d);
  cfg_compute(f, &d);
  unsigned loop_kind = LLVMGetMDKindIDInContext(llc, "llvm.loop", 9);
  LLVMMetadataRef *scope = mt_calloc(n + 1, sizeof *scope);
  for (uint32_t b = 0; b < n; b++) { /* heads: targets of jumps back, DFS back edges */
    const uint32_t *s;
    uint32_t k = nsucc(f, b, &s);
    LLVMValueRef term = LLVMGetBasicBlockTerminator(bbs[b]);
    LLVMMetadataRef start = term ? loop_start(llc, term, loop_kind) : NULL;
    for (uint32_t j = 0; j < k; j++) {
      uint32_t h = s[j];
      if (h >= n || !(h <= b || d.back[h])) continue;
      d.back[h] = 1;
      if (start && !f->blocks[h].loop_loc.line) {
        f->blocks[h].loop_loc.line = LLVMDILocationGetLine(start);
        f->blocks[h].loop_loc.col = LLVMDILocationGetColumn(start);
        scope[h] = LLVMDILocationGetScope(start);
        f->blocks[h].loop_loc.file = front_scope_file(m, scope[h]);
      }
    }
  }
  /* the variables, numbered; the last dbg.values reaching each block */
  uint32_t *var = mt_calloc(nrecs + 1, sizeof(uint32_t)), nv = 0;
  LLVMMetadataRef *vmd = mt_calloc(nrecs + 1, sizeof *vmd);
  for (uint32_t i = 0; i < nrecs; i++) {
    uint32_t v = 0;
    while (v < nv && vmd[v] != recs[i].var) v++;
    if (v == nv) vmd[nv++] = recs[i].var;
    var[i] = v;
  }
  uint32_t *in = reaching(f, &d, recs, nrecs, var, nv);
  uint32_t *at = mt_calloc(nv + 1, sizeof(uint32_t));
  for (uint32_t h = 0; h < n && in; h++) {
    if (!d.back[h] || d.order[h] == UINT32_MAX) continue;
    /* the scope and line the variables must be visible at: the loop
     * statement's, else those of the head's first located instruction */
    LLVMMetadataRef sc = scope[h];
    uint32_t line = f->blocks[h].loop_loc.line;
    for (LLVMValueRef v = LLVMGetFirstInstruction(bbs[h]); v && !sc; v = LLVMGetNextInstruction(v)) {
      if (LLVMIsAPHINode(v) || LLVMIsADbgInfoIntrinsic(v)) continue;
      LLVMMetadataRef dl = LLVMInstructionGetDebugLoc(v);
      if (dl && LLVMGetMetadataKind(dl) == LLVMDILocationMetadataKind && LLVMDILocationGetLine(dl)) {
        sc = LLVMDILocationGetScope(dl);
        line = LLVMDILocationGetLine(dl);
      }
    }
    if (!sc) continue;
    memcpy(at, in + (size_t)h * nv, sizeof(uint32_t) * nv);
    for (uint32_t r = 0; r < nrecs; r++)
      if (recs[r].block == h && recs[r].at_entry) at[var[r]] = 2 + r;
    MT_VEC(ir_srcvar) vars = {0};
    for (uint32_t v = 0; v < nv; v++) {
      if (at[v] < 2) continue;
      const front_dbgval *use = &recs[at[v] - 2];
      if (use->val == IR_NONE) continue;
      LLVMMetadataRef vscope = md_op(llc, vmd[v], 0);
      if (!vscope || !encloses(llc, vscope, sc)) continue;
      if (line && LLVMDIVariableGetLine(vmd[v]) > line) continue;
      unsigned bits = 0;
      bool sg = false;
      if (!int_type(llc, md_op(llc, vmd[v], 3), &bits, &sg)) continue;
      if (ir_type_get(m, ir_val_type(m, use->val))->kind != IR_T_INT ||
          ir_type_bits(m, ir_val_type(m, use->val)) != bits)
        continue;
      size_t nl = 0;
      const char *nm = var_name(llc, vmd[v], &nl);
      if (!nm) continue;
      ir_srcvar sv = {mt_arena_strndup(a, nm, nl), use->val, (uint8_t)bits, sg};
      MT_VEC_PUSH(vars, sv);
    }
    /* a name listed twice (a shadowed variable): neither is sure */
    uint32_t keep = 0;
    f->blocks[h].vars = vars.len ? MT_ANEWN(a, ir_srcvar, vars.len) : NULL;
    for (uint32_t i = 0; i < vars.len; i++) {
      bool dup = false;
      for (uint32_t k = 0; k < vars.len; k++)
        dup = dup || (k != i && !strcmp(vars.data[k].name, vars.data[i].name));
      if (!dup) f->blocks[h].vars[keep++] = vars.data[i];
    }
    f->blocks[h].nvars = keep;
    MT_VEC_FREE(vars);
  }
  mt_free(at);
  mt_free(in);
  mt_free(var);
  mt_free(vmd);
  mt_free(scope);
  cfg_free(&d);
}

/* ---- parameters in C terms ------------------------------------------------------------ */

/* t behind typedefs and qualifiers (restrict too); *is_const when one of
 * them is const */
static LLVMMetadataRef strip_type(LLVMContextRef llc, LLVMMetadataRef t, bool *is_const) {
  for (int depth = 0; t && depth < 32; depth++) {
    if (!is_node(t) || LLVMGetMetadataKind(t) != LLVMDIDerivedTypeMetadataKind) return t;
    uint16_t tag = LLVMGetDINodeTag(t);
    if (tag == DW_TAG_const_type && is_const) *is_const = true;
    if (tag != DW_TAG_typedef && tag != DW_TAG_const_type && tag != DW_TAG_volatile_type &&
        tag != DW_TAG_restrict_type)
      return t;
    t = md_op(llc, t, 3);
  }
  return NULL;
}

static void param_type(LLVMContextRef llc, LLVMMetadataRef t, ir_cparam *p) {
  unsigned bits = 0;
  bool sg = false;
  if (int_type(llc, t, &bits, &sg)) {
    p->kind = IR_CP_INT;
    p->bits = bits;
    p->is_signed = sg;
    return;
  }
  t = strip_type(llc, t, NULL);
  if (!t || LLVMGetMetadataKind(t) != LLVMDIDerivedTypeMetadataKind ||
      LLVMGetDINodeTag(t) != DW_TAG_pointer_type)
    return;
  bool cq = false;
  LLVMMetadataRef e = strip_type(llc, md_op(llc, t, 3), &cq);
  if (e && LLVMGetMetadataKind(e) == LLVMDISubroutineTypeMetadataKind) return; /* code, not data */
  p->kind = IR_CP_PTR;
  p->elem_const = cq;
  if (!e) return; /* void */
  p->elem_size = LLVMDITypeGetSizeInBits(e) / 8;
  if (LLVMGetMetadataKind(e) == LLVMDIDerivedTypeMetadataKind && LLVMGetDINodeTag(e) == DW_TAG_pointer_type)
    p->elem_ptr = true;
  if (LLVMGetMetadataKind(e) == LLVMDIBasicTypeMetadataKind) {
    size_t n = 0;
    const char *nm = LLVMDITypeGetName(e, &n);
    p->elem_char = nm && ((n == 4 && !memcmp(nm, "char", 4)) || (n == 11 && !memcmp(nm, "signed char", 11)) ||
                          (n == 13 && !memcmp(nm, "unsigned char", 13)));
  }
}

void front_param_info(mt_arena *a, const ir_module *m, ir_func *f, LLVMContextRef llc,
                      const front_dbgval *recs, uint32_t nrecs) {
  if (!f->nparams) return;
  f->cparams = MT_ANEWN(a, ir_cparam, f->nparams);
  memset(f->cparams, 0, sizeof *f->cparams * f->nparams);
  for (uint32_t k = 0; k < nrecs; k++) {
    if (recs[k].val == IR_NONE || recs[k].val == 0) continue;
    const ir_value *v = ir_val_get(m, recs[k].val);
    if (v->kind != IR_V_ARG || v->u.local.index >= f->nparams) continue;
    ir_cparam *p = &f->cparams[v->u.local.index];
    if (p->name) continue; /* the first record: the argument as passed */
    size_t len = 0;
    const char *nm = var_name(llc, recs[k].var, &len);
    if (!nm) continue;
    p->name = mt_arena_strndup(a, nm, len);
    param_type(llc, md_op(llc, recs[k].var, 3), p);
  }
}
