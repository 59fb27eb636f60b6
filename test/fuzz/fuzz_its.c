/*
 * fuzz_its.c -- fuzz target: integer transition systems, TermComp's
 * SMT-LIB form (built with -DFUZZ_ITS_KOAT=0) or KoAT's (=1).  A system
 * that reads is also checked, printed in both forms and, when small, given
 * to the termination prover for a moment: conversions and the prover see
 * coefficients and shapes no hand-written test has.
 */
#include <stdio.h>

#include "../../src/its/its.h"
#include "../../src/term/term.h"
#include "fuzz.h"

#ifndef FUZZ_ITS_KOAT
#define FUZZ_ITS_KOAT 0
#endif

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  static FILE *null_out;
  if (!null_out && !(null_out = fopen("/dev/null", "w"))) abort();
  mt_options opt;
  mt_run run;
  fuzz_run_init(&run, &opt, 1);
  its *s = NULL;
  char *err = NULL;
  mt_status st = FUZZ_ITS_KOAT
                     ? its_read_koat(&run, "fuzz", (const char *)data, size, &s, &err)
                     : its_read_smt2(&run, "fuzz", (const char *)data, size, &s, &err);
  if (st != MT_OK) {
    if (s || !err || (st != MT_ERR_INPUT && st != MT_ERR_UNSUPPORTED)) abort();
    mt_free(err);
    return 0;
  }
  if (err || !s) abort();
  if (its_check(s)) abort(); /* the reader built a well-formed system */
  its_write_smt2(null_out, s);
  its_write_koat(null_out, s);
  if (size < 4096) {
    rank_result r;
    if (rank_prove(&run, s, &r) != MT_OK) abort();
    rank_result_free(&r);
  }
  its_free(s);
  return 0;
}
