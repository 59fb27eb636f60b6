/*
 * cexpr.h -- linear integer facts as C expressions (witness invariants).
 *
 * An engine knows facts  Σ k_i·x_i + c  (<= | == | != | >=)  0  over
 * mathematical integers, where x_i is the value of a C integer variable
 * in some reading (signed or unsigned, at the variable's width).  A
 * witness needs the fact as a side-effect-free C expression that means
 * exactly that in C: no term may overflow, no usual arithmetic conversion
 * may change a value.  cexpr writes
 *   - one variable:      x <= B, x >= B, x == v, x != v   (no arithmetic;
 *                        B clipped to the reading's range: a bound outside
 *                        it says nothing and is not written);
 *   - two variables of one C type whose reading is the type's, k = ±1,
 *                        c = 0:  x <= y, x == y, ...;
 *   - otherwise, when every variable is at most 32 bits wide and
 *     Σ|k_i|·2^32 + |c| < 2^62:  the sums in long long
 *                        (3 * (long long)x <= (long long)y + 5);
 *   - anything else: nothing (false): the caller drops the fact.
 * A variable read unsigned whose C type is signed is written (unsigned T)x
 * (exact: conversion to unsigned is modular); read signed with an unsigned
 * C type it is not written at all.
 */
#ifndef CEXPR_H
#define CEXPR_H

#include "../util/mt.h"

typedef struct cexpr_var {
  const char *name;       /* C name */
  unsigned bits;          /* 8, 16, 32, 64: width of the C type */
  bool is_signed;         /* the C type */
  bool read_unsigned;     /* the fact's value of the variable: unsigned reading */
} cexpr_var;

typedef enum cexpr_rel { CEXPR_LE, CEXPR_EQ, CEXPR_NE, CEXPR_GE } cexpr_rel;

/* Appends  Σ k[i]·x[i] + c  rel  0  to out as a C expression; false (out
 * unchanged) when it cannot be written exactly, or says nothing about the
 * variables' ranges (a bound beyond the reading's range).  n <= 8. */
bool cexpr_lin(mt_buf *out, uint32_t n, const cexpr_var *const *x, const int64_t *k, int64_t c,
               cexpr_rel rel);

/* An integer literal for value v of a variable's reading: decimal, with U
 * for unsigned readings, (-9223372036854775807LL - 1) for INT64_MIN. */
void cexpr_int(mt_buf *out, int64_t v, bool is_unsigned);

/* `x == v` for the value (the variable's bits, zero-extended) of a
 * variable in its C type's reading */
void cexpr_eq_value(mt_buf *out, const cexpr_var *x, uint64_t bits);

#endif
