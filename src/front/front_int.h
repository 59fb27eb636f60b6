/*
 * front_int.h -- internals shared by the .c files of front (clang.c runs
 * clang, the lower files turn the bitcode into IR).  Private to src/front.
 */
#ifndef FRONT_INT_H
#define FRONT_INT_H

#include "front.h"

/*
 * Load the bitcode file `bc_path`, run mem2reg on it and lower it to a new
 * ir_module for `source` with pointers of `ptr_size` bytes.
 * - On MT_OK, *out is the module (free with ir_module_free).
 * - Otherwise *out is NULL and *err a one-line message (caller frees with
 *   mt_free); the status is MT_ERR_INTERNAL (LLVM could not read or
 *   transform what clang produced).
 */
mt_status front_lower_bitcode(mt_run *run, const char *bc_path, const char *source,
                              unsigned ptr_size, ir_module **out, char **err)
    MT_MUST_CHECK;

#endif
