/*
 * front.h -- the front end: C source -> clang-19 -> LLVM bitcode ->
 * mem2reg (only) -> memterm IR.
 *
 * clang runs as a child process (posix_spawn with an argv array, never a
 * shell); its temporary files are created with mkstemp in $TMPDIR and always
 * removed.  See front/clang.c for why mem2reg is the only LLVM pass we run.
 */
#ifndef FRONT_H
#define FRONT_H

#include "../ir/ir.h"

/* one more translation unit of the program: compiled on its own with
 * `flags` (clang's -I, -D, -U, -isystem, -include, -std=..., as a compile
 * command gives them) in folder `dir` (NULL: memterm's), then linked */
typedef struct front_unit {
  const char *path;
  const char *dir;
  const char *const *flags;
  uint32_t nflags;
} front_unit;

typedef struct front_opts {
  unsigned ptr_size;   /* 4: ILP32 (clang -m32), 8: LP64 (x86-64) */
  bool keep_temps;     /* keep the bitcode file (debugging) */
  bool ub_checks;      /* C's overflow rules as clang knows them (no-overflow,
                          --run): -fsanitize=signed-integer-overflow,shift as
                          traps, turned into nsw operations and
                          IR_BI_UB_CHECK calls by front/ubcheck.c */
  const char *const *cflags; /* clang flags of every unit (the command line's -I, -D, ...) */
  uint32_t ncflags;
  const char *const *iflags; /* ... and of the input alone (its compile command's) */
  uint32_t niflags;
  const char *idir;          /* the folder clang compiles the input in (NULL: ours) */
  const front_unit *units;   /* the program's other units, linked with the
                                input (LLVM's linker) before the lowering */
  uint32_t nunits;
} front_opts;

/*
 * Compile and lower `path` (.c or preprocessed .i), linked with o->units.
 * - On MT_OK, *out is a new module (free with ir_module_free).
 * - Otherwise *out is NULL and *err a one-line message (caller frees with
 *   mt_free): MT_ERR_IO for an unreadable path, MT_ERR_INPUT when clang
 *   rejects the input (first error line of clang's) or the units do not
 *   link (two definitions of a function), MT_ERR_INTERNAL when clang cannot
 *   be run or LLVM fails.
 * - Constructs that cannot be lowered do not fail the load: they become
 *   IR_UNSUPPORTED instructions (see ir.h).
 */
mt_status front_load(mt_run *run, const char *path, const front_opts *o,
                     ir_module **out, char **err) MT_MUST_CHECK;

/* As front_load, for C source text (written to a temporary file in $TMPDIR,
 * removed afterwards): generated programs such as --entry's harness. */
mt_status front_load_source(mt_run *run, const char *text, const front_opts *o, ir_module **out,
                            char **err) MT_MUST_CHECK;
#endif
