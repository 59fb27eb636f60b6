/*
 * contracts.h -- a function on its own (seed 002): the preconditions it may
 * need, the entry harness that checks one, and the contract in ACSL.
 *
 * A candidate precondition gives each pointer parameter one requirement
 * (ctr_req): nothing, one valid object, a valid range whose length is an
 * integer parameter (or one more), a string, a string or such a range, room
 * for another parameter's string, a string with room for another one
 * appended, and a string or room with one byte more; one object, a string
 * and a range also in the contextual form `p == \null || ...`.  Pointer parameters point into separate blocks; integer
 * parameters are unconstrained.  Candidates come weakest first (by rank).
 *
 * Nothing here decides anything: the harness is a C program whose main
 * builds every entry state the candidate allows (blocks of any size and
 * contents, by nondet values and __VERIFIER_assume) and calls the function
 * once; the driver proves it with the regular engines.  The harness
 * includes the program, so every line of the program keeps its number; the
 * harness's own lines start at CTR_HARNESS_LINE.
 */
#ifndef CONTRACTS_H
#define CONTRACTS_H

#include "../ir/ir.h"
#include "../util/mt.h"

#define CTR_HARNESS_LINE 1000000u

typedef enum ctr_req_kind {
  CTR_NONE,        /* no requirement: any pointer (null, dangling, or into a block) */
  CTR_ONE,         /* \valid(p): one object */
  CTR_STR_OR_N,    /* valid_string(p) || \valid(p + (0 .. x-1)) */
  CTR_STRING,      /* valid_string(p) */
  CTR_N,           /* \valid(p + (0 .. x-1)), x an integer parameter */
  CTR_ROOM,        /* \valid(p + (0 .. strlen(q))), q a string parameter */
  CTR_N1,          /* \valid(p + (0 .. x)) */
  CTR_CAT,         /* valid_string(p) && \valid(p + (0 .. strlen(p) + strlen(q))) */
  CTR_STRING1,     /* valid_string(p) && \valid(p + (0 .. strlen(p) + 1)) */
  CTR_ROOM1,       /* \valid(p + (0 .. strlen(q) + 1)), q a string parameter */
  CTR_CAT1,        /* valid_string(p) && \valid(p + (0 .. strlen(p) + strlen(q) + 1)) */
  CTR_NKINDS
} ctr_req_kind;

typedef struct ctr_req {
  ctr_req_kind kind;
  uint32_t arg;    /* N, N1, STR_OR_N: the integer parameter; ROOM(1), CAT(1): q */
  bool null_ok;    /* p == \null || the requirement (ONE, STRING, N only) */
} ctr_req;

/* the function's signature in C terms */
typedef struct ctr_sig {
  const ir_module *m;
  const ir_func *f;
  uint32_t nparams;
  const ir_cparam *p;  /* f->cparams */
  bool ret_ptr, ret_void;
  bool frees;          /* f may call free or realloc (on any path of calls) */
  const char **globals; /* the mutable globals f and its callees name: the
                           harness starts with their initial values, so a
                           contract covers a first call only (mt_free'd by
                           ctr_signature_free) */
  uint32_t nglobals;
  uint64_t max_block;  /* the largest block a harness gives a pointer
                          argument (--entry-max-size; 0: 2^62, ILP32 2^31-1) */
} ctr_sig;

typedef struct ctr_cand {
  ctr_req *req;        /* per parameter (CTR_NONE for integers) */
  uint32_t rank;       /* sum of the requirements' strengths */
} ctr_cand;

/* The signature of `func` in m.  MT_ERR_INPUT with a message when there is
 * no such function with a body, or a parameter is neither an integer nor a
 * pointer to data (the message names it). */
mt_status ctr_signature(const ir_module *m, const char *func, ctr_sig *out, char **err) MT_MUST_CHECK;
void ctr_signature_free(ctr_sig *s);

/* A postcondition of a proved contract, checked by a harness of its own
 * after the call (ctr_harness with ens): a null dereference there when it
 * does not hold, so a proof of that harness shows it for every call the
 * precondition allows.  "strlen(p)" in a check is the harness's terminator
 * index K of p (strlen(p) <= K, for every K where p holds a zero byte), so
 * a caller may read it as the distance to any zero byte of p it knows. */
typedef enum ctr_ens_kind {
  CTR_E_RES_LE_STR, /* 0 <= \result <= strlen(p)      (integer result) */
  CTR_E_RES_LE_N,   /* 0 <= \result <= x               (integer result, x unsigned) */
  CTR_E_RES_EQ,     /* \result == p                    (pointer result) */
  CTR_E_RES_IN_STR, /* \result == \null || p <= \result <= p + strlen(p) */
  CTR_E_RES_IN_N,   /* \result == \null || p <= \result < p + x (x unsigned) */
  CTR_E_STR,        /* p a string afterwards, strlen(p) <= \old(strlen(q)) */
  CTR_E_STR_CAT,    /* p a string afterwards, strlen(p) <= \old(strlen(p) + strlen(q)) */
  CTR_E_NKINDS
} ctr_ens_kind;

typedef struct ctr_ens {
  ctr_ens_kind kind;
  uint32_t p;          /* the pointer parameter */
  uint32_t q;          /* RES_LE_N, RES_IN_N: x; STR, STR_CAT: q */
} ctr_ens;

/* the postconditions worth trying for c, given which parameters the
 * function may write through (ctr_effects.writes); *out: mt_free */
uint32_t ctr_ens_candidates(const ctr_sig *s, const ctr_cand *c, const bool *writes, ctr_ens **out);

/* The candidates of s, weakest first (at most max); free with
 * ctr_cands_free. */
uint32_t ctr_candidates(const ctr_sig *s, uint32_t max, ctr_cand **out);
void ctr_cands_free(ctr_cand *c, uint32_t n);

/* The harness of candidate c: C source that includes `program` (an
 * absolute path) and calls the function from every entry state c allows.
 * *concrete (mt_free) gets one list of nondet values, in the order the
 * harness draws them, for one concrete call that satisfies c; *nconcrete
 * its length. */
char *ctr_harness(const ctr_sig *s, const ctr_cand *c, const char *program, int64_t **concrete,
                  uint32_t *nconcrete);
/* the same harness with the checks of the postconditions ens[0 .. nens)
 * after the call */
char *ctr_harness_ens(const ctr_sig *s, const ctr_cand *c, const ctr_ens *ens, uint32_t nens, const char *program,
                      int64_t **concrete, uint32_t *nconcrete);

/* The requires clauses of c in ACSL, one per line, each line prefixed by
 * `indent` (nothing for the empty precondition).  Returns the number of
 * clauses. */
uint32_t ctr_print_acsl(mt_buf *out, const ctr_sig *s, const ctr_cand *c, const char *indent);

/* the frame and the postconditions in ACSL, one clause per line prefixed
 * by indent: "assigns" from writes (each written parameter's range that
 * its requirement makes valid, or \nothing), then the ensures clauses of
 * ens.  Returns the number of clauses. */
uint32_t ctr_print_post(mt_buf *out, const ctr_sig *s, const ctr_cand *c, const bool *writes, const ctr_ens *ens,
                        uint32_t nens, const char *indent);

/* the concrete call of ctr_harness's *concrete list, in words:
 * "d = a block of 16 byte(s), n = 3" */
void ctr_print_call(mt_buf *out, const ctr_sig *s, const ctr_cand *c);
/* the largest block the harness gives a pointer, in words ("2^62", "64") */
void ctr_max_block(const ctr_sig *s, char *buf, size_t n);

/* the requires clause of c's parameter i alone, without "requires" and
 * ";" ("valid_read_string(s)"); false (nothing written) when it has none */
bool ctr_print_clause(mt_buf *out, const ctr_sig *s, const ctr_cand *c, uint32_t i);

/* c in one line of words (for logs): "d: room for s, s: string" */
void ctr_print_short(mt_buf *out, const ctr_sig *s, const ctr_cand *c);

/* What a function may do besides computing its result (effects.c), for
 * calls that use its contract instead of exploring it: the pointer
 * parameters it may write through (an over-approximation: a parameter not
 * listed is never written through on any run), and whether it, or a
 * function it calls, may allocate heap memory, end the program (exit,
 * abort, reach_error, ...) or do what memterm cannot follow (an indirect
 * call, a function without a body that memterm does not model, an
 * unsupported construct). */
typedef struct ctr_effects {
  uint32_t nparams;
  bool *writes;        /* per parameter (mt_free'd by ctr_effects_free) */
  bool allocs, ends, opaque;
} ctr_effects;
void ctr_effects_of(const ir_module *m, const ir_func *f, ctr_effects *out);
void ctr_effects_free(ctr_effects *e);

#endif
