/*
 * fuzz_c.c -- fuzz target: the C front end and what follows it.
 *
 * The input is written to a .c file in a private folder that is also
 * $TMPDIR, then lowered (clang-19 as a child process, then memterm's
 * lowering).  A program that lowers is printed and, when it has a main,
 * verified for one property (chosen by a hash of the input) within a third
 * of a second, with small bounds.  Besides crashes and sanitizer reports, the target stops when a
 * result breaks the output contract or a file of clang's is left behind.
 */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "../../src/driver/verify.h"
#include "../../src/front/front.h"
#include "fuzz.h"

static char dir[64];
static char path[96];

static void fuzz_c_cleanup(void) {
  unlink(path);
  rmdir(dir);
}

static void fuzz_c_init(void) {
  const char *base = getenv("FUZZ_TMP");
  snprintf(dir, sizeof dir, "%s/memterm-fuzz-XXXXXX", base ? base : "/tmp");
  if (!mkdtemp(dir)) abort();
  snprintf(path, sizeof path, "%s/input.c", dir);
  if (setenv("TMPDIR", dir, 1)) abort();
  atexit(fuzz_c_cleanup);
}

/* only the input itself may be left in the folder */
static void check_no_leftovers(void) {
  DIR *d = opendir(dir);
  if (!d) abort();
  struct dirent *e;
  while ((e = readdir(d))) {
    if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, "..") || !strcmp(e->d_name, "input.c"))
      continue;
    fprintf(stderr, "fuzz_c: left behind in $TMPDIR: %s\n", e->d_name);
    abort();
  }
  closedir(d);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  static FILE *null_out;
  if (!dir[0]) fuzz_c_init();
  if (!null_out && !(null_out = fopen("/dev/null", "w"))) abort();
  FILE *f = fopen(path, "wb");
  if (!f || fwrite(data, 1, size, f) != size || fclose(f)) abort();

  uint32_t h = 2166136261u; /* FNV-1a: the property and the data model */
  for (size_t i = 0; i < size; i++) h = (h ^ data[i]) * 16777619u;
  static const drv_prop props[] = {DRV_PROP_TERMINATION, DRV_PROP_MEMSAFETY,
                                   DRV_PROP_MEMCLEANUP, DRV_PROP_UNREACH_CALL,
                                   DRV_PROP_NO_OVERFLOW};
  mt_options opt;
  mt_run run;
  fuzz_run_init(&run, &opt, 1);
  /* a short look by every engine: a few random runs, a small graph, a
   * low unrolling bound, a third of a second in all */
  opt.random_runs = 4;
  opt.max_steps = 100000;
  opt.seg_max_states = 500;
  opt.seg_unroll = 4;
  opt.bmc_bound = 4;
  run.deadline = run.start + 0.3;
  front_opts fo = {.ptr_size = (h >> 8) & 1 ? 4u : 8u, .keep_temps = false};
  ir_module *m = NULL;
  char *err = NULL;
  mt_status st = front_load(&run, path, &fo, &m, &err);
  check_no_leftovers();
  if (st != MT_OK) {
    if (m || !err || st == MT_ERR_INTERNAL) abort();
    mt_free(err);
    return 0;
  }
  if (err) abort();
  ir_print_module(null_out, m);
  const ir_func *main_fn = ir_find_func(m, "main");
  if (main_fn && !main_fn->is_decl) {
    drv_verdict v;
    drv_verify(&run, m, props[h % 5], path, &v);
    if (v.kind == REPORT_FALSE && !v.sub) abort(); /* a false names its subproperty */
    drv_verdict_free(&v);
  }
  ir_module_free(m);
  return 0;
}
