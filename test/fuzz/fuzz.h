/*
 * fuzz.h -- what the fuzz targets of memterm's readers share.
 *
 * Each target defines LLVMFuzzerTestOneInput (the libFuzzer interface,
 * which AFL++'s libAFLDriver.a also drives).  Linked with fuzz_replay.c
 * instead, a target is a plain program that runs the inputs named on its
 * command line once each: that is how `make check` replays the committed
 * corpus under ASan and UBSan without AFL++.
 */
#ifndef FUZZ_H
#define FUZZ_H

#include <stddef.h>
#include <stdlib.h>
#include <stdint.h>
#include <string.h>

#include "../../src/util/mt.h"
#include "../../src/driver/driver.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* a run context for one input: default options, the given time budget */
static inline void fuzz_run_init(mt_run *run, mt_options *opt, int64_t seconds) {
  drv_options_init(opt);
  opt->timeout = seconds;
  opt->smt_timeout = 200;
  opt->exec_budget = 0;
  memset(run, 0, sizeof *run);
  run->opt = opt;
  run->start = mt_now();
  run->deadline = run->start + (double)seconds;
}

/* the input as a NUL-terminated string (mt_free) */
static inline char *fuzz_cstr(const uint8_t *data, size_t size) {
  char *s = mt_malloc(size + 1);
  if (size) memcpy(s, data, size);
  s[size] = 0;
  return s;
}

#endif
