/*
 * front_int.h -- internals shared by the .c files of front (clang.c runs
 * clang, the lower files turn the bitcode into IR).  Private to src/front.
 */
#ifndef FRONT_INT_H
#define FRONT_INT_H

#include "front.h"

#include <llvm-c/Types.h>

/*
 * Load the n bitcode files bcs (of the units names, for messages), link
 * them into one module (LLVM's linker: MT_ERR_INPUT when they do not link,
 * e.g. two definitions of a function) with the C library's models it needs
 * (libc.c), run mem2reg on it and lower it to a
 * new ir_module for `source` (the first unit) with pointers of
 * o->ptr_size bytes.
 * - On MT_OK, *out is the module (free with ir_module_free).
 * - Otherwise *out is NULL and *err a one-line message (caller frees with
 *   mt_free); the status is MT_ERR_INTERNAL when LLVM could not read or
 *   transform what clang produced.
 */
mt_status front_lower_bitcode(mt_run *run, const char *const *bcs, const char *const *names, uint32_t n,
                              const char *source, const front_opts *o, ir_module **out, char **err)
    MT_MUST_CHECK;

/* lower.c: bitcode file bc (of unit name) parsed into a module of llc;
 * NULL with *err set when it cannot be (diag: the context's first error) */
LLVMModuleRef front_parse_bitcode(LLVMContextRef llc, const char *bc, const char *name, char **diag, char **err);

/* clang.c: C source text compiled (as the input is, without its own
 * flags) to a temporary bitcode file *bc (the caller unlinks and frees it) */
mt_status front_compile_text(mt_run *run, const char *text, const front_opts *o, char **bc, char **err)
    MT_MUST_CHECK;

/* libc.c: the C library's models in C linked into mod when it declares a
 * function they define (and only those functions); diag: the context's
 * first error diagnostic */
mt_status front_link_libc(mt_run *run, LLVMContextRef llc, LLVMModuleRef mod, const front_opts *o, char **diag,
                          char **err) MT_MUST_CHECK;

/* ---- lower.c: source files ---------------------------------------------- */

/* the interned file for a file name of clang's debug information (the
 * input's own pointer for any spelling of the input), NULL for none */
const char *front_file(ir_module *m, const char *name, size_t len);
/* the interned file of a DIScope (NULL when it has none) */
const char *front_scope_file(ir_module *m, LLVMMetadataRef scope);

/* ---- linemarks.c: the input's line directives into m->marks (see
 * ir_input_line); nothing when the file cannot be read */
void front_line_marks(ir_module *m, const char *path);

/* ---- ubcheck.c: clang's overflow checks as nsw operations and
 * IR_BI_UB_CHECK calls (see ubcheck.c); the number of checks rewritten */
unsigned front_ub_checks(LLVMModuleRef mod);

/* ---- dbgvars.c: loop heads in C terms (debug information) ---------------- */

/* an llvm.dbg.value of the function being lowered */
typedef struct front_dbgval {
  uint32_t block;       /* its block */
  bool at_entry;        /* before the block's first instruction other than phis */
  LLVMMetadataRef var;  /* the DILocalVariable */
  ir_val val;           /* the argument or instruction it names; IR_NONE for a
                           constant, undef, or a value behind a DIExpression */
} front_dbgval;

/* The variable of an llvm.dbg.value call (NULL when it is none) and in
 * *local the argument or instruction it names (NULL otherwise). */
LLVMMetadataRef front_dbg_value(LLVMContextRef llc, LLVMValueRef call, LLVMValueRef *local);

/* Fills f's loop heads (back-edge targets): loop_loc from the llvm.loop
 * metadata of the back edges' branches, vars from the dbg.value records
 * (recs, in instruction order).  bbs: LLVM's blocks by index.  Strings and
 * arrays in arena a. */
void front_loop_heads(mt_arena *a, ir_module *m, ir_func *f, LLVMContextRef llc,
                      const LLVMBasicBlockRef *bbs, const front_dbgval *recs, uint32_t nrecs);

/* Fills f->cparams (in arena a) from the dbg.value records of f's
 * arguments: C names and types of the parameters. */
void front_param_info(mt_arena *a, const ir_module *m, ir_func *f, LLVMContextRef llc,
                      const front_dbgval *recs, uint32_t nrecs);

#endif
