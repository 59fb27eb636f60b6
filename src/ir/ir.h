/*
 * ir.h -- memterm's compact intermediate representation.
 *
 * The IR is lowered once from LLVM (front/) and is immutable afterwards;
 * analyses keep their own side tables indexed by the 32-bit ids below.
 *
 * Representation
 * --------------
 * - Types live in one module table (`ir_type_id`, 0 = IR_NONE).  Sizes,
 *   alignments and struct field offsets come from the target data layout
 *   (ILP32: clang -m32, LP64: x86-64), so no consumer needs LLVM.
 * - Values live in one module-wide table (`ir_val`, 0 = IR_NONE): integer,
 *   float, null, undef and aggregate constants, addresses of globals and
 *   functions, constant expressions, function arguments and instruction
 *   results.  Arguments and results carry a `slot`, dense per function, so a
 *   frame of the interpreter (or an abstract state) is an array of slots.
 * - A function is an array of blocks; each block is a contiguous range of the
 *   function's instruction array.  Block ids are 0-based (0 = entry).
 * - Integers are at most 64 bits wide; constants are stored zero-extended in
 *   a uint64_t.  Pointers are `ptr_size` bytes (4 or 8).  Wider LLVM
 *   integers (clang's storage units of packed bit-fields: i72, i104, ...,
 *   up to 1024 bits) are split by the lowering into 64-bit limbs, the top
 *   limb as wide as the rest (i72: an i64 and an i8, loaded and stored at
 *   offsets 0 and 8); an operation on them that front/lower.c does not
 *   expand (mul, div, a shift by a variable, ...) is IR_UNSUPPORTED.
 * - getelementptr is lowered to byte arithmetic:
 *       result = ops[0] + gep.offset + sum_{i>=1} sext(ops[i]) * gep.scales[i-1]
 *   where struct indices and constant array indices are folded into offset.
 * - extractvalue / insertvalue address a member by byte offset (agg.offset)
 *   into the aggregate's memory image; the member type is the result type
 *   (extract) or the type of ops[1] (insert).
 * - Calls: ops[0] is the callee (an IR_V_FUNC value for direct calls, any
 *   pointer value for indirect ones), ops[1..] the arguments.  Functions that
 *   memterm knows (libc, SV-COMP environment, LLVM intrinsics) carry an
 *   `ir_builtin` id; llvm.dbg.* calls are dropped during lowering.
 * - Constructs memterm cannot lower become IR_UNSUPPORTED instructions with
 *   a reason, so a program with, say, inline asm in an unused function still
 *   lowers; every engine that reaches one answers unknown naming the reason.
 * - Every instruction keeps its source line and column (0 when unknown).
 *
 * Ownership: everything hangs off the ir_module and is freed by
 * ir_module_free.  Strings and operand arrays are in the module's arena.
 */
#ifndef IR_H
#define IR_H

#include "../util/mt.h"

#define IR_NONE 0u
#define IR_NO_BLOCK UINT32_MAX

typedef uint32_t ir_type_id;
typedef uint32_t ir_val;

/* ---- types ------------------------------------------------------------- */
typedef enum ir_type_kind {
  IR_T_VOID,
  IR_T_INT,
  IR_T_FLOAT,   /* IEEE single */
  IR_T_DOUBLE,  /* IEEE double */
  IR_T_FP80,    /* x86 long double: opaque */
  IR_T_PTR,
  IR_T_ARRAY,
  IR_T_STRUCT,
  IR_T_VECTOR,
  IR_T_FUNC,
  IR_T_LABEL,
  IR_T_OTHER,   /* metadata, token, ...: never a value memterm computes with */
} ir_type_kind;

typedef struct ir_type {
  ir_type_kind kind;
  bool packed;       /* STRUCT */
  bool vararg;       /* FUNC */
  uint32_t bits;     /* INT: width in bits (1..64) */
  uint64_t size;     /* allocation size in bytes (0 for void/func/label) */
  uint64_t store;    /* bytes a load or store of the type touches: LLVM's
                      * store size (i40: 5, x86_fp80: 10; size is 8 and 16);
                      * every engine sizes its accesses by this field */
  uint32_t align;    /* ABI alignment in bytes */
  ir_type_id elem;   /* ARRAY/VECTOR: element type; FUNC: return type */
  uint64_t count;    /* ARRAY/VECTOR: number of elements */
  uint32_t nfields;  /* STRUCT: fields; FUNC: parameters */
  ir_type_id *fields;
  uint64_t *offsets; /* STRUCT: byte offset of each field */
  const char *name;  /* STRUCT: name if any */
} ir_type;

/* ---- builtins: functions memterm models (ir/builtins.def) ------------- */
typedef enum ir_builtin {
#define BUILTIN(id, name, match) IR_BI_##id,
#include "builtins.def"
#undef BUILTIN
  IR_BI_COUNT
} ir_builtin;

/* A failed overflow check of C (front/ubcheck.c): a call
 *   __memterm_ub(i32 kind, i32 op, i32 width, i64 lhs, i64 rhs)
 * (IR_BI_UB_CHECK) where kind is clang's check (IR_UB_*), op the LLVM
 * opcode of the operation it guards (0: folded into a constant), width its
 * integer width and lhs, rhs its operands sign-extended to 64 bits.
 * Reaching the call is a no-overflow violation. */
#define IR_UB_CHECK_NAME "__memterm_ub"
enum ir_ub_kind {
  IR_UB_ADD = 0, IR_UB_DIVREM = 3, IR_UB_MUL = 12, IR_UB_NEG = 13, IR_UB_SHIFT = 20, IR_UB_SUB = 21,
};
/* the op field: LLVM's opcodes (llvm-c/Core.h LLVMOpcode) */
enum ir_ub_op { IR_UB_OP_SHL = 20, IR_UB_OP_LSHR = 21, IR_UB_OP_ASHR = 22, IR_UB_OP_SDIV = 15,
                IR_UB_OP_SREM = 18 };

/* ---- instructions -------------------------------------------------------- */
typedef enum ir_op {
#define IROP(id, name) IR_##id,
#include "ops.def"
#undef IROP
  IR_OP_COUNT
} ir_op;

/* icmp predicates (same meaning as LLVM's) */
typedef enum ir_icmp_pred {
  IR_ICMP_EQ, IR_ICMP_NE, IR_ICMP_UGT, IR_ICMP_UGE, IR_ICMP_ULT, IR_ICMP_ULE,
  IR_ICMP_SGT, IR_ICMP_SGE, IR_ICMP_SLT, IR_ICMP_SLE,
} ir_icmp_pred;

/* fcmp predicates (LLVM's order: false, oeq, ogt, oge, olt, ole, one, ord,
 * uno, ueq, ugt, uge, ult, ule, une, true) */
typedef enum ir_fcmp_pred {
  IR_FCMP_FALSE, IR_FCMP_OEQ, IR_FCMP_OGT, IR_FCMP_OGE, IR_FCMP_OLT,
  IR_FCMP_OLE, IR_FCMP_ONE, IR_FCMP_ORD, IR_FCMP_UNO, IR_FCMP_UEQ,
  IR_FCMP_UGT, IR_FCMP_UGE, IR_FCMP_ULT, IR_FCMP_ULE, IR_FCMP_UNE,
  IR_FCMP_TRUE,
} ir_fcmp_pred;

enum ir_inst_flags {
  IR_F_NSW = 1u << 0,      /* no signed wrap: overflow is UB */
  IR_F_NUW = 1u << 1,      /* no unsigned wrap */
  IR_F_EXACT = 1u << 2,    /* udiv/sdiv/lshr/ashr exact */
  IR_F_INBOUNDS = 1u << 3, /* gep inbounds */
  IR_F_VOLATILE = 1u << 4, /* load/store */
  IR_F_NNEG = 1u << 5,     /* zext nneg */
  IR_F_TAIL = 1u << 6,     /* call: tail/musttail marker (informational) */
};

/* A source location as clang's debug information gives it (the presumed
 * location: a `#line` or `# N "file"` directive moves it): the file is the
 * name clang gives the file (the input as given, a header as found on the
 * include path), interned in the module so that equal files are equal
 * pointers, NULL when unknown (then the input file is meant, if anything).
 * ir_input_line maps a location back to a physical line of the input. */
typedef struct ir_loc {
  const char *file;
  uint32_t line;
  uint32_t col;
} ir_loc;

typedef struct ir_inst {
  ir_op op;
  uint8_t pred;       /* ICMP: ir_icmp_pred; FCMP: ir_fcmp_pred */
  uint16_t flags;     /* ir_inst_flags */
  uint32_t align;     /* LOAD/STORE/ALLOCA: alignment in bytes (0 = ABI) */
  ir_type_id type;    /* result type; LOAD: loaded type; STORE: stored type */
  ir_val result;      /* the result value, IR_NONE if none */
  uint32_t nops;
  ir_val *ops;
  uint32_t nblocks;   /* successors (BR, CONDBR, SWITCH), incoming (PHI) */
  uint32_t *blocks;
  union {
    struct { ir_type_id elem; } alloca_;             /* ops[0] = element count */
    struct { int64_t offset; int64_t *scales; ir_type_id src; } gep;
    struct { uint64_t *cases; } sw;                   /* blocks[i+1] <-> cases[i] */
    struct { uint64_t offset; } agg;                  /* EXTRACTVALUE/INSERTVALUE */
    struct { ir_type_id fnty; } call;                 /* type of the called function */
    struct { const char *reason; } unsupported;       /* IR_UNSUPPORTED */
  } u;
  ir_loc loc;
} ir_inst;

/*
 * Operand layout per op:
 *   binary ops, ICMP, FCMP      ops[0], ops[1]
 *   FNEG, casts, FREEZE         ops[0]
 *   SELECT                      ops[0] cond, ops[1] true, ops[2] false
 *   PHI                         ops[i] incoming from blocks[i]
 *   ALLOCA                      ops[0] element count; u.alloca_.elem
 *   LOAD                        ops[0] pointer; type = loaded type
 *   STORE                       ops[0] value, ops[1] pointer
 *   GEP                         ops[0] base pointer, ops[1..] variable indices
 *   EXTRACTVALUE                ops[0] aggregate
 *   INSERTVALUE                 ops[0] aggregate, ops[1] element
 *   BR                          blocks[0]
 *   CONDBR                      ops[0] i1 cond, blocks[0] if true, blocks[1] if false
 *   SWITCH                      ops[0] value, blocks[0] default, blocks[i+1] for cases[i]
 *   RET                         ops[0] (nops = 0 for void)
 *   CALL                        ops[0] callee, ops[1..] arguments
 *   UNREACHABLE, UNSUPPORTED    none (UNSUPPORTED keeps its operands if any)
 */

/* A C variable whose value at a loop head is an IR value, from the debug
 * information (llvm.dbg.value): the variable is in scope at the loop
 * statement, declared before it, its name is not shadowed there, and its
 * C type is an integer type of the value's width.  A variable memterm
 * cannot tie to one value there is simply not listed. */
typedef struct ir_srcvar {
  const char *name;  /* C name */
  ir_val val;        /* an argument or instruction result of the function */
  uint8_t bits;      /* width of the C type (= the value's width) */
  bool is_signed;    /* the C type is signed (plain char counts as signed) */
} ir_srcvar;

/* A linear fact about a function's integer values at the entry of one of
 * its blocks (after the block's phis), claimed to hold in every run that
 * gets there: Σ k[i]·x_i + c <= 0 (== 0 when eq), x_i the value of frame
 * slot slot[i], an integer of bits[i] bits read unsigned when uns[i].
 * The Horn-clause stage finds such facts (chc/facts.c: inductive,
 * re-checked) and the symbolic execution graph adds them at its loop
 * heads (seg_opts.hints). */
#define IR_FACT_MAX 6
typedef struct ir_fact {
  uint32_t func, block; /* index in ir_module.funcs, block of that function */
  uint8_t n;
  bool eq;
  uint32_t slot[IR_FACT_MAX];
  uint8_t bits[IR_FACT_MAX];
  bool uns[IR_FACT_MAX];
  int64_t k[IR_FACT_MAX];
  int64_t c;
} ir_fact;

typedef struct ir_block {
  uint32_t first;   /* index of the first instruction in ir_func.insts */
  uint32_t ninsts;  /* the last one is the terminator */
  const char *name; /* LLVM block name, may be "" */
  /* loop heads (targets of a jump from a later or the same block, or of a
   * DFS back edge): */
  ir_loc loop_loc;  /* the loop statement's keyword (for/while/do), from the
                       loop's llvm.loop metadata; {0, 0} when unknown */
  uint32_t nvars;   /* the C variables at the head's entry (after its phis) */
  ir_srcvar *vars;
} ir_block;

/* a parameter in C terms, from clang's debug information (the function's
 * llvm.dbg.value of the argument): what a contract names */
typedef enum ir_cparam_kind { IR_CP_UNKNOWN, IR_CP_INT, IR_CP_PTR } ir_cparam_kind;
typedef struct ir_cparam {
  const char *name;     /* C name; NULL when the debug information has none */
  ir_cparam_kind kind;  /* UNKNOWN: a struct, float, enum, function pointer, ... */
  bool is_signed;       /* INT */
  unsigned bits;        /* INT: 8, 16, 32 or 64 */
  uint64_t elem_size;   /* PTR: bytes of the pointee (0: void) */
  bool elem_const;      /* PTR: the pointee is const-qualified */
  bool elem_char;       /* PTR: the pointee is char, signed or unsigned char */
  bool elem_ptr;        /* PTR: the pointee is itself a pointer */
} ir_cparam;

typedef struct ir_func {
  const char *name;
  ir_type_id type;      /* FUNC type */
  ir_val self;          /* the IR_V_FUNC value of this function */
  uint32_t nparams;
  ir_val *params;       /* IR_V_ARG values */
  ir_type_id *byval;    /* per param: pointee type of a byval pointer
                         * parameter (the callee gets its own copy), IR_NONE
                         * otherwise; NULL when no parameter is byval */
  ir_cparam *cparams;   /* per param, in C terms (debug information), or
                           NULL for a declaration */
  bool is_decl;         /* no body */
  ir_builtin builtin;   /* IR_BI_NONE unless memterm models this function */
  uint32_t nblocks;
  ir_block *blocks;
  uint32_t ninsts;
  ir_inst *insts;
  uint32_t nslots;      /* local values: params, then results */
  ir_loc loc;
} ir_func;

/* pointer-sized field inside a global's initial image */
typedef struct ir_reloc {
  uint64_t offset;  /* byte offset in the global */
  ir_val target;    /* IR_V_GLOBAL or IR_V_FUNC value */
  int64_t addend;   /* byte offset added to the target's address */
} ir_reloc;

typedef struct ir_global {
  const char *name;
  ir_type_id type;    /* value type of the global */
  ir_val self;        /* the IR_V_GLOBAL value (its address) */
  uint64_t size;
  uint32_t align;
  bool is_const;
  bool is_extern;     /* declared only: no initializer in this module */
  uint8_t *init;      /* size bytes, or NULL for all zero */
  uint32_t nrelocs;
  ir_reloc *relocs;
  ir_loc loc;
} ir_global;

/* the n <= 8 bytes of g's initializer at off as a little-endian integer
 * (0 for an all-zero global and for bytes beyond its size) */
uint64_t ir_global_bytes(const ir_global *g, uint64_t off, unsigned n);

/* ---- values -------------------------------------------------------------- */
typedef enum ir_val_kind {
  IR_V_NONE,
  IR_V_INT,     /* u.i, zero-extended bits */
  IR_V_FLOAT,   /* u.f (float constants widened exactly) */
  IR_V_NULL,    /* null pointer */
  IR_V_UNDEF,   /* undef or poison */
  IR_V_ZERO,    /* zeroinitializer of any type */
  IR_V_AGG,     /* constant struct/array/vector: u.agg */
  IR_V_GLOBAL,  /* address of module global u.index */
  IR_V_FUNC,    /* address of module function u.index */
  IR_V_CEXPR,   /* constant expression u.cexpr (ops are constants) */
  IR_V_ARG,     /* parameter u.local.index of function u.local.func */
  IR_V_INST,    /* result of instruction u.local.index of u.local.func */
} ir_val_kind;

typedef struct ir_value {
  ir_val_kind kind;
  ir_type_id type;
  union {
    uint64_t i;
    double f;
    uint32_t index;
    ir_inst *cexpr;
    struct { uint32_t n; ir_val *elems; } agg;
    struct { uint32_t func, index, slot; } local;
  } u;
  const char *name;  /* source or LLVM name, may be NULL */
} ir_value;

/* a line directive of the input: from physical line `phys` on, line
 * `phys + k` is line `line + k` of `file` (interned; the input itself when
 * the directive names no file) */
typedef struct ir_linemark {
  uint32_t phys;
  uint32_t line;
  const char *file;
} ir_linemark;

/* a file name as clang spells it and the interned name it stands for (the
 * source's own pointer when it is the input under another spelling) */
typedef struct ir_fname {
  const char *name;
  const char *canon;
} ir_fname;

typedef struct ir_module {
  mt_arena arena;        /* strings, operand arrays, images */
  const char *source;    /* the input file name */
  unsigned ptr_size;     /* 4 (ILP32) or 8 (LP64) */
  MT_VEC(ir_type) types;     /* index 0 unused */
  MT_VEC(ir_value) vals;     /* index 0 unused */
  MT_VEC(ir_func) funcs;
  MT_VEC(ir_global) globals;
  uint32_t nunsupported;     /* IR_UNSUPPORTED instructions */
  /* the line directives of the input (front/lower.c): the physical line
   * from which on a presumed file and line hold; empty when the input has
   * none (then every location in the input file is physical) */
  MT_VEC(ir_linemark) marks;
  MT_VEC(ir_fname) files;    /* the interned file names; [0] = source */
  ir_type_id ty_void, ty_i1, ty_i8, ty_i32, ty_i64, ty_ptr;
} ir_module;

/* ---- queries ----------------------------------------------------------- */
static inline const ir_type *ir_type_get(const ir_module *m, ir_type_id t) {
  return &m->types.data[t];
}
static inline const ir_value *ir_val_get(const ir_module *m, ir_val v) {
  return &m->vals.data[v];
}
static inline ir_type_id ir_val_type(const ir_module *m, ir_val v) {
  return m->vals.data[v].type;
}
static inline bool ir_val_is_const(const ir_module *m, ir_val v) {
  ir_val_kind k = m->vals.data[v].kind;
  return k != IR_V_ARG && k != IR_V_INST && k != IR_V_NONE;
}
/* the function called directly by a CALL, or NULL for indirect calls */
const ir_func *ir_call_target(const ir_module *m, const ir_inst *call);
/* the interned file for a spelling of a file name, NULL when unknown */
const char *ir_file_lookup(const ir_module *m, const char *name, size_t len);
/* adds a spelling: it stands for canon (an interned name, e.g. the
 * source), or for a new interned copy of itself when canon is NULL;
 * returns the interned file (for ir_loc.file) */
const char *ir_file_add(ir_module *m, const char *name, size_t len, const char *canon);
/* the file of loc: loc.file, else the input */
static inline const char *ir_loc_file(const ir_module *m, ir_loc loc) {
  return loc.file ? loc.file : m->source;
}
/* The physical line of the input file that holds loc, 0 when none does
 * (code of a header the input includes).  Without line directives that is
 * loc.line when loc is in the input; with them, the line the directives
 * map to loc (SV-COMP's witnesses count the lines of the task's file). */
uint32_t ir_input_line(const ir_module *m, ir_loc loc);
/* function by name, or NULL */
const ir_func *ir_find_func(const ir_module *m, const char *name);
/* bit width of an integer type, 8*ptr_size for pointers, 0 otherwise */
unsigned ir_type_bits(const ir_module *m, ir_type_id t);

const char *ir_op_name(ir_op op);
const char *ir_builtin_name(ir_builtin b);
/* builtin for an external function name (exact names and prefixes such as
 * "llvm.memcpy." or "__VERIFIER_nondet_"); IR_BI_NONE if unknown */
ir_builtin ir_builtin_lookup(const char *name);
/* is the op a block terminator? */
bool ir_op_is_terminator(ir_op op);

/* ---- printing (memterm --dump-ir) ---------------------------------------- */
void ir_print_module(FILE *out, const ir_module *m);
void ir_print_inst(FILE *out, const ir_module *m, const ir_func *f, const ir_inst *in);
void ir_print_type(FILE *out, const ir_module *m, ir_type_id t);
void ir_print_val(FILE *out, const ir_module *m, ir_val v);

/* ---- construction (used by front/ only) ----------------------------------- */
ir_module *ir_module_new(const char *source, unsigned ptr_size);
void ir_module_free(ir_module *m);  /* NULL is a no-op */
ir_type_id ir_add_type(ir_module *m, const ir_type *t);
ir_val ir_add_value(ir_module *m, const ir_value *v);

#endif
