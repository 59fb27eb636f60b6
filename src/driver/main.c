/*
 * main.c -- memterm's entry point: parse the command line, read the task,
 * lower the program, and run the requested mode (--dump-ir, --run, or
 * verification of a property).  Exit status: 0 whenever a verdict was
 * printed, 1 for unreadable or invalid input, 2 for usage errors; --run
 * mirrors the program (see README).
 */
#include <fcntl.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

#include "../exec/exec.h"
#include "../its/its.h"
#include "../term/term.h"
#include "../witness/witness.h"
#include "../front/front.h"
#include "../report/report.h"
#include "driver.h"
#include "verify.h"

#define MEMTERM_VERSION "0.1.0"

/* exit statuses of --run beyond the program's own */
enum { RUN_ABORT = 134, RUN_VIOLATION = 101, RUN_STOPPED = 102, RUN_ASSUME = 103 };

/* The hard time limit: engines watch run->deadline themselves; this alarm
 * only catches a stage that cannot (clang, a long LLVM call).  It prints the
 * verdict that is always sound, unknown, and leaves at once. */
static volatile sig_atomic_t alarm_mode_run;
/* --report's temporary graph file, removed also when the alarm ends the run */
static char report_dot[256];
/* --json: the object of an unknown verdict, written by the alarm (or an
 * allocation that fails) in place of the run's own, so that the file asked
 * for exists whenever stdout has a Result line */
static const char *stop_json_path;
static char *stop_json_time, *stop_json_memory;

static void write_stop_json(const char *text) {
  if (!stop_json_path || !text) return;
  bool out = !strcmp(stop_json_path, "-");
  int fd = out ? 1 : open(stop_json_path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
  if (fd < 0) return;
  ssize_t w = write(fd, text, strlen(text)); /* nothing more to do if it fails */
  (void)w;
  if (!out) close(fd);
}

/* ends the run at once (async-signal-safe): the verdict that is always
 * sound on stdout, or under --run a stopped run on stderr */
static MT_NORETURN void leave(const char *verdict, const char *runmsg, const char *json) {
  if (alarm_mode_run) {
    if (write(2, runmsg, strlen(runmsg)) < 0) _exit(RUN_STOPPED);
    _exit(RUN_STOPPED);
  }
  if (write(1, verdict, strlen(verdict)) < 0) _exit(0);
  write_stop_json(json); /* after the Result line, as --json - has it */
  _exit(0);
}

/* prepares what the alarm (or a failed allocation) writes to --json's
 * file: an unknown verdict with the reason */
static void arm_stop_json(const drv_json_info *in, const mt_run *run, const char *path) {
  stop_json_path = NULL; /* not while the texts change */
  mt_free(stop_json_time);
  mt_free(stop_json_memory);
  drv_verdict v0;
  memset(&v0, 0, sizeof v0);
  v0.kind = REPORT_UNKNOWN;
  mt_buf_printf(&v0.explanation, "Reason: time limit reached\n");
  mt_run r0 = *run; /* the alarm rings 2 s after the deadline */
  r0.start = mt_now() - (run->deadline > 0 ? run->deadline - run->start + 2.0 : 0.0);
  stop_json_time = drv_json_text(in, &v0, &r0);
  mt_buf_free(&v0.explanation);
  mt_buf_printf(&v0.explanation, "Reason: memory limit reached (an allocation failed)\n");
  stop_json_memory = drv_json_text(in, &v0, run);
  mt_buf_free(&v0.explanation);
  stop_json_path = path;
}

static void on_alarm(int sig) {
  (void)sig;
  if (report_dot[0]) unlink(report_dot);
  leave("Reason: time limit reached\nResult: unknown\n", "memterm: run: stopped (timeout)\n", stop_json_time);
}

/* A failed allocation (--memory-limit's backstop, or a limit set outside,
 * ulimit -v) ends the run the way the alarm does: with the answer that is
 * always sound (verification) or a stopped run (--run) */
static void on_out_of_memory(size_t bytes) {
  (void)bytes;
  if (report_dot[0]) unlink(report_dot);
  fflush(stdout);
  leave("Reason: memory limit reached (an allocation failed)\nResult: unknown\n",
        "memterm: run: stopped (memory limit)\n", stop_json_memory);
}

/* The hard backstop of --memory-limit for what happens between two
 * readings of the resident size: the address space may grow by twice the
 * budget beyond what the process has mapped once the program is lowered
 * (code of LLVM and Z3, thread stacks and malloc's reserved arenas are
 * address space, not resident memory).  Not under AddressSanitizer, whose
 * shadow memory needs terabytes of address space. */
static void limit_address_space(const mt_run *run, uint64_t limit) {
#if defined(__SANITIZE_ADDRESS__)
  (void)limit;
  MT_LOG(run, 1, "driver", "memory limit: no address-space limit under AddressSanitizer");
#else
  FILE *f = fopen("/proc/self/statm", "r");
  unsigned long long pages = 0;
  if (!f) return;
  int n = fscanf(f, "%llu", &pages);
  fclose(f);
  if (n != 1) return;
  long page = sysconf(_SC_PAGESIZE);
  uint64_t as = (uint64_t)pages * (uint64_t)(page > 0 ? page : 4096) + 2 * limit;
  struct rlimit rl;
  if (getrlimit(RLIMIT_AS, &rl) == 0 && (rl.rlim_max == RLIM_INFINITY || as < rl.rlim_max)) {
    rl.rlim_cur = as;
    if (setrlimit(RLIMIT_AS, &rl) == 0)
      MT_LOG(run, 1, "driver", "memory limit: address space limited to %llu MB",
             (unsigned long long)(as >> 20));
  }
#endif
}

static int parse_nondet(const char *list, int64_t **out, uint32_t *n, char **err) {
  *out = NULL;
  *n = 0;
  if (!list || !*list) return 0;
  MT_VEC(int64_t) v = {0};
  const char *p = list;
  while (*p) {
    char *end;
    long long x;
    if (*p == '-') x = strtoll(p, &end, 0);
    else x = (long long)strtoull(p, &end, 0);
    if (end == p || (*end && *end != ',')) {
      MT_VEC_FREE(v);
      *err = mt_sprintf("--nondet expects comma-separated integers, not '%s'", list);
      return -1;
    }
    MT_VEC_PUSH(v, (int64_t)x);
    p = *end ? end + 1 : end;
  }
  *out = v.data;
  *n = v.len;
  return 0;
}

static int do_run(mt_run *run, const ir_module *m, const char *file, const mt_options *opt) {
  int64_t *vals;
  uint32_t nvals;
  char *err = NULL;
  if (parse_nondet(opt->nondet, &vals, &nvals, &err) != 0) {
    mt_error("%s", err);
    mt_free(err);
    return 2;
  }
  exec_opts o;
  memset(&o, 0, sizeof o);
  o.nondet = vals;
  o.nnondet = nvals;
  o.seed = (uint64_t)opt->seed;
  o.uninit = (uint8_t)opt->uninit;
  o.max_steps = (uint64_t)opt->max_steps;
  o.out = stdout;
  o.check_overflow = true;
  o.reach_error_stops = true;
  o.malloc_fail = opt->malloc_may_fail;
  exec_result r;
  memset(&r, 0, sizeof r);
  mt_status s = exec_run(run, m, &o, &r);
  mt_free(vals);
  fflush(stdout);
  if (s != MT_OK) {
    mt_error("%s", r.message ? r.message : "the program cannot be run");
    exec_result_free(&r);
    return 1;
  }
  report_run(stderr, file, &r);
  int rc;
  switch (r.outcome) {
  case EXEC_EXIT: rc = r.exit_code & 255; break;
  case EXEC_ABORT: rc = RUN_ABORT; break;
  case EXEC_VIOLATION: rc = RUN_VIOLATION; break;
  case EXEC_ASSUME_FALSE: rc = RUN_ASSUME; break;
  default: rc = RUN_STOPPED; break;
  }
  exec_result_free(&r);
  return rc;
}

/* the line of the property file that names the violated subproperty */
static char *spec_line(const char *prp, const char *sub) {
  const char *key = !strcmp(sub, "unreach-call") ? "reach_error"
                    : !strcmp(sub, "no-overflow") ? "overflow" : sub;
  const char *first = NULL;
  for (const char *p = prp; p && *p;) {
    const char *e = strchr(p, '\n');
    size_t n = e ? (size_t)(e - p) : strlen(p);
    char *line = mt_strndup(p, n);
    if (n && !first) first = p;
    if (strstr(line, key)) return line;
    mt_free(line);
    p = e ? e + 1 : p + n;
  }
  if (!first) return mt_strdup("");
  const char *e = strchr(first, '\n');
  return mt_strndup(first, e ? (size_t)(e - first) : strlen(first));
}

/* the property file's text: its non-empty lines, joined by newlines */
static char *prp_spec(const char *prp) {
  mt_buf b = {0};
  for (const char *p = prp; p && *p;) {
    const char *e = strchr(p, '\n');
    size_t n = e ? (size_t)(e - p) : strlen(p);
    while (n && (p[n - 1] == '\r' || p[n - 1] == ' ')) n--;
    if (n) {
      if (b.len) mt_buf_putc(&b, '\n');
      mt_buf_append(&b, p, n);
    }
    p = e ? e + 1 : p + strlen(p);
  }
  char *r = mt_strdup(b.len ? b.data : "");
  mt_buf_free(&b);
  return r;
}

/* --witness: violation witnesses for confirmed counterexamples; for other
 * verdicts nothing is written (and the user is told why) */
static void write_witness(const drv_verdict *v, const char *path, const char *input,
                          const char *prp, const ir_module *m) {
  unsigned ptr_size = m->ptr_size;
  if (v->has_nonterm) {
    if (witness_format_of(path) == WITNESS_YAML) {
      fprintf(stderr, "memterm: note: no witness written: YAML 2.0 has no standard form for "
                      "non-termination witnesses; give a .graphml file\n");
      return;
    }
    char *spec = spec_line(prp, "termination");
    witness_task t = {input, spec, ptr_size, "memterm", MEMTERM_VERSION, m};
    char *err = NULL;
    if (witness_write_nonterm(path, &t, &v->nonterm, &err) != MT_OK) {
      mt_error("%s", err);
      mt_free(err);
    }
    mt_free(spec);
    return;
  }
  if (v->kind == REPORT_TRUE) {
    if (witness_format_of(path) != WITNESS_YAML) {
      fprintf(stderr, "memterm: note: no witness written: correctness witnesses are YAML 2.0 "
                      "only (invariant_set); give a .yml file\n");
      return;
    }
    if (!v->has_invs) {
      fprintf(stderr, "memterm: note: no witness written: the proof has no loop invariants "
                      "over C's integers (--int-semantics math)\n");
      return;
    }
    char *spec = prp_spec(prp);
    witness_task t = {input, spec, ptr_size, "memterm", MEMTERM_VERSION, m};
    char *err = NULL;
    if (witness_write_correctness(path, &t, v->invs, v->ninvs, &err) != MT_OK) {
      mt_error("%s", err);
      mt_free(err);
    }
    mt_free(spec);
    return;
  }
  if (!v->has_cex) {
    fprintf(stderr, "memterm: note: no witness written: %s\n",
            v->kind == REPORT_FALSE ? "the counterexample has no replayable run"
                                     : "the verdict is unknown");
    return;
  }
  char *spec = spec_line(prp, v->sub);
  witness_task t = {input, spec, ptr_size, "memterm", MEMTERM_VERSION, m};
  char *err = NULL;
  if (witness_write_violation(path, &t, &v->cex, &err) != MT_OK) {
    mt_error("%s", err);
    mt_free(err);
  }
  mt_free(spec);
}

/* --its FILE: termination of an integer transition system (no C, no
 * property file).  The proof and the Result line go to stdout at the end,
 * all at once; malformed input is an input error (exit 1), an unsupported
 * construct an unknown. */
static int do_its(mt_run *run, const char *path) {
  its *s = NULL;
  char *err = NULL;
  mt_status st = its_read_file(run, path, &s, &err);
  if (st == MT_ERR_UNSUPPORTED) {
    alarm(0);
    printf("Reason: unsupported: %s\n", err);
    report_result_line(stdout, REPORT_UNKNOWN, NULL);
    mt_free(err);
    return 0;
  }
  if (st != MT_OK) {
    mt_error("%s", err ? err : "cannot read the ITS");
    mt_free(err);
    return 1;
  }
  /* termination first, with at most 60% of the time left; then a lasso on
   * the system as read (rank_prove simplifies its copy in place) */
  double t0 = mt_now();
  double saved = run->deadline;
  if (saved > 0) run->deadline = t0 + 0.6 * (saved - t0);
  rank_result r;
  st = rank_prove(run, s, &r);
  run->deadline = saved;
  its_free(s);
  s = NULL;
  nonterm_result nr = {0};
  if (st == MT_OK && (!r.proved || run->opt->its_cross)) {
    st = its_read_file(run, path, &s, &err);
    if (st == MT_OK) st = nonterm_prove(run, s, 0, &nr);
    its_free(s);
    mt_free(err);
  }
  alarm(0);
  if (st != MT_OK) {
    rank_result_free(&r);
    nonterm_result_free(&nr);
    mt_error("termination analysis failed (%s)", mt_status_name(st));
    return 1;
  }
  fputs(r.proof.data ? r.proof.data : "", stdout);
  if (r.proved && nr.found) { /* --its-cross: one of the two proofs is wrong */
    fputs(nr.proof.data ? nr.proof.data : "", stdout);
    printf("Reason: contradiction: a termination proof and a lasso were both found and checked\n");
    report_result_line(stdout, REPORT_UNKNOWN, NULL);
    rank_result_free(&r);
    nonterm_result_free(&nr);
    return 3;
  }
  if (r.proved) {
    report_result_line(stdout, REPORT_TRUE, NULL);
  } else if (nr.found) {
    fputs(nr.proof.data ? nr.proof.data : "", stdout);
    report_result_line(stdout, REPORT_FALSE, "termination");
  } else {
    printf("Reason: %s%s%s\n", r.reason, nr.reason ? "; " : "", nr.reason ? nr.reason : "");
    if (run->mem && run->mem->exceeded)
      printf("Reason: memory limit of %llu MB reached\n",
             (unsigned long long)(run->mem->limit >> 20));
    report_result_line(stdout, REPORT_UNKNOWN, NULL);
  }
  rank_result_free(&r);
  nonterm_result_free(&nr);
  return 0;
}

/* the program calls an allocation function that may fail in C */
static bool calls_allocator(const ir_module *m) {
  for (uint32_t f = 0; f < m->funcs.len; f++) {
    ir_builtin b = m->funcs.data[f].builtin;
    if (b == IR_BI_MALLOC || b == IR_BI_CALLOC || b == IR_BI_REALLOC || b == IR_BI_STRDUP) return true;
  }
  return false;
}

static bool has_main(const ir_module *m) {
  const ir_func *f = ir_find_func(m, "main");
  return f && !f->is_decl;
}

/* the program's units: the input and the others linked with it (the
 * positional files, or a compilation database's units) */
typedef struct prog_units {
  const char *input;
  front_unit *units;
  uint32_t nunits;
  drv_compdb db;
  const char ***flags; /* per_func: each unit's flags, and main renamed */
} prog_units;

static mt_status gather_units(const drv_cmdline *cl, bool per_func, prog_units *pu, front_opts *fo, char **err) {
  memset(pu, 0, sizeof *pu);
  pu->input = cl->input;
  if (cl->opt.compile_commands) {
    mt_status st = drv_compdb_read(cl->opt.compile_commands, cl->inputs, cl->ninputs, &pu->db, err);
    if (st != MT_OK) return st;
    pu->input = pu->db.units[0].path;
    fo->idir = pu->db.units[0].dir;
    fo->iflags = (const char *const *)pu->db.units[0].flags;
    fo->niflags = pu->db.units[0].nflags;
    pu->nunits = pu->db.n - 1;
    pu->units = mt_calloc(pu->nunits + 1, sizeof *pu->units);
    for (uint32_t i = 1; i < pu->db.n; i++) {
      const drv_unit *u = &pu->db.units[i];
      pu->units[i - 1] = (front_unit){u->path, u->dir, (const char *const *)u->flags, u->nflags};
    }
  } else if (cl->ninputs > 1) {
    pu->nunits = cl->ninputs - 1;
    pu->units = mt_calloc(pu->nunits, sizeof *pu->units);
    for (uint32_t i = 1; i < cl->ninputs; i++) pu->units[i - 1] = (front_unit){cl->inputs[i], NULL, NULL, 0};
  }
  if (per_func && pu->nunits) { /* the harness has the main: another unit's is renamed */
    pu->flags = mt_calloc(pu->nunits, sizeof *pu->flags);
    for (uint32_t i = 0; i < pu->nunits; i++) {
      front_unit *u = &pu->units[i];
      pu->flags[i] = mt_calloc(u->nflags + 1, sizeof **pu->flags);
      for (uint32_t k = 0; k < u->nflags; k++) pu->flags[i][k] = u->flags[k];
      pu->flags[i][u->nflags] = "-Dmain=__memterm_unit_main";
      u->flags = pu->flags[i];
      u->nflags++;
    }
  }
  fo->cflags = (const char *const *)cl->cflags;
  fo->ncflags = cl->ncflags;
  fo->units = pu->units;
  fo->nunits = pu->nunits;
  return MT_OK;
}

static void free_units(prog_units *pu) {
  for (uint32_t i = 0; pu->flags && i < pu->nunits; i++) mt_free(pu->flags[i]);
  mt_free(pu->flags);
  mt_free(pu->units);
  drv_compdb_free(&pu->db);
}

/* verifies the program (lowered into *mp, which the caller frees) against
 * one property: the explanation and the Result line on stdout, the files
 * asked for written.  0, or 1 after an input error (*err set). */
static int verify_property(mt_run *run, drv_cmdline *cl, const char *input, const drv_task *task, drv_prop prop,
                           const char *prp_text, front_opts fo, ir_module **mp, char **err) {
  const mt_options *o = &cl->opt;
  /* C's overflow rules where overflow is checked: the property */
  fo.ub_checks = prop == DRV_PROP_NO_OVERFLOW;
  MT_LOG(run, 1, "driver", "lowering %s (%s)", input, fo.ptr_size == 4 ? "ILP32" : "LP64");
  if (front_load(run, input, &fo, mp, err) != MT_OK) return 1;
  ir_module *m = *mp;
  MT_LOG(run, 1, "driver", "lowered %u functions, %u globals, %u unsupported construct(s)", m->funcs.len,
         m->globals.len, m->nunsupported);
  if (run->mem) limit_address_space(run, run->mem->limit);
  if (!has_main(m)) {
    *err = mt_sprintf("'%s' has no main function%s", input,
                      fo.nunits ? " (nor has any other unit; --entry FUNC checks a function on its own)" : "");
    return 1;
  }
  if (o->report && !o->dot) { /* the graph for the report, in $TMPDIR */
    const char *dir = getenv("TMPDIR");
    snprintf(report_dot, sizeof report_dot, "%s/memterm-dot-XXXXXX", dir && *dir ? dir : "/tmp");
    int fd = mkstemp(report_dot);
    if (fd >= 0) {
      close(fd);
      cl->opt.dot = report_dot;
    } else {
      report_dot[0] = 0;
    }
  }
  const char *task_file = task->input ? cl->input : NULL;
  if (o->json) {
    drv_json_info j0 = {MEMTERM_VERSION, input, task_file, prop, m->ptr_size, o->witness, m, o->malloc_may_fail};
    arm_stop_json(&j0, run, o->json);
  }
  drv_verdict v;
  if (o->use_contracts) { /* modular: the callees' contracts, when the proof asks for them */
    drv_contracts *dc = drv_contracts_new(input, &fo, prop);
    drv_verify_contracts(run, m, prop, input, dc, &v);
    if (drv_contracts_text(dc)) fputs(drv_contracts_text(dc), stdout);
    drv_contracts_free(dc);
  } else {
    drv_verify(run, m, prop, input, &v);
  }
  if (v.kind == REPORT_TRUE && !o->malloc_may_fail && calls_allocator(m))
    mt_buf_printf(&v.explanation, "Assumption: malloc, calloc, realloc and strdup never return NULL "
                                  "(SV-COMP's rule; --malloc-may-fail lets them fail)\n");
  if (v.kind == REPORT_UNKNOWN && run->mem && run->mem->exceeded)
    mt_buf_printf(&v.explanation, "Reason: memory limit of %lld MB reached (resident size %llu MB)\n",
                  (long long)o->memory_limit, (unsigned long long)(run->mem->peak >> 20));
  drv_suggest(run, m, prop, &v, &v.explanation);
  if (v.explanation.data) fputs(v.explanation.data, stdout);
  if (o->witness) write_witness(&v, o->witness, input, prp_text, m);
  report_result_line(stdout, v.kind, v.sub);
  drv_json_info ji = {MEMTERM_VERSION, input, task_file, prop, m->ptr_size, o->witness, m, o->malloc_may_fail};
  char *e = NULL;
  if (o->sarif && drv_write_sarif(o->sarif, &ji, &v, 0, &e) != MT_OK) {
    mt_error("%s", e);
    mt_free(e);
    e = NULL;
  }
  if (o->json && drv_write_json(o->json, &ji, &v, run, &e) != MT_OK) {
    mt_error("%s", e);
    mt_free(e);
    e = NULL;
  }
  struct stat dsb;
  if (o->report && report_dot[0] && stat(report_dot, &dsb) == 0 && dsb.st_size == 0 && v.kind == REPORT_FALSE &&
      !mt_deadline_passed(run))
    drv_graph_for_report(run, m, prop, 5.0); /* the page shows the graph of a counterexample too */
  if (o->report && drv_write_html(o->report, &ji, &v, o->dot, &e) != MT_OK) {
    mt_error("%s", e);
    mt_free(e);
  }
  if (report_dot[0]) {
    unlink(report_dot);
    report_dot[0] = 0;
    cl->opt.dot = NULL;
  }
  drv_verdict_free(&v);
  return 0;
}

/* the properties to verify, in the order of --help's list */
static uint32_t property_list(unsigned bits, drv_prop *out) {
  static const drv_prop order[] = {DRV_PROP_MEMSAFETY, DRV_PROP_MEMCLEANUP, DRV_PROP_TERMINATION,
                                   DRV_PROP_NO_OVERFLOW, DRV_PROP_UNREACH_CALL};
  uint32_t n = 0;
  for (size_t i = 0; i < sizeof order / sizeof *order; i++)
    if (bits & 1u << order[i]) out[n++] = order[i];
  return n;
}

int main(int argc, char **argv) {
  drv_cmdline cl;
  char *err = NULL;
  if (drv_parse_cmdline(argc, argv, &cl, &err) != MT_OK) {
    mt_error("%s", err);
    mt_free(err);
    drv_cmdline_free(&cl);
    return 2;
  }
  if (cl.help) {
    drv_print_help(stdout);
    drv_cmdline_free(&cl);
    return 0;
  }
  if (cl.version) {
    printf("memterm %s\n", MEMTERM_VERSION);
    drv_cmdline_free(&cl);
    return 0;
  }
  mt_run run;
  memset(&run, 0, sizeof run);
  run.opt = &cl.opt;
  run.verbosity = cl.verbosity;
  run.start = mt_now();
  run.deadline = run.start + (double)cl.opt.timeout;
  mt_memguard mem = {.limit = (uint64_t)cl.opt.memory_limit << 20};
  if (mem.limit) run.mem = &mem;
  mt_set_oom_hook(on_out_of_memory); /* also for a limit set outside (ulimit -v) */
  alarm_mode_run = cl.opt.run;
  signal(SIGALRM, on_alarm);
  alarm((unsigned)cl.opt.timeout + 2);
  setvbuf(stdout, NULL, _IOLBF, 0);

  int rc = 0;
  drv_task task;
  memset(&task, 0, sizeof task);
  prog_units pu;
  memset(&pu, 0, sizeof pu);
  const char *input = cl.input;
  const char *data_model = cl.opt.data_model;
  const char *prp_path = cl.opt.property_file;
  char *prp_text = NULL;
  ir_module *m = NULL;
  drv_prop props[8];
  uint32_t nprops = 0;
  bool verify = !cl.opt.dump_ir && !cl.opt.run;
  bool several = cl.ninputs > 1 || cl.opt.compile_commands;

  bool per_func = cl.opt.entry || cl.opt.contracts;
  if (per_func && cl.opt.use_contracts) {
    mt_error("--use-contracts verifies the whole program; --entry and --contracts verify functions on their own");
    rc = 2;
    goto done;
  }
  if (per_func && (cl.opt.json || cl.opt.sarif || cl.opt.report || cl.opt.witness || cl.opt.run || cl.opt.its)) {
    mt_error("--entry and --contracts print their contracts as text (and --annotate); --json, --sarif, --report, "
             "--witness, --run and --its do not go with them yet");
    rc = 2;
    goto done;
  }
  if (cl.opt.annotate && !per_func) {
    mt_error("--annotate needs --entry FUNC or --contracts (the contracts it writes)");
    rc = 2;
    goto done;
  }
  if (several && (cl.opt.its || (input && drv_is_task_file(input)))) {
    mt_error("several files are the units of one C program: an ITS (--its) or a task file (.yml) comes alone");
    rc = 2;
    goto done;
  }
  if (cl.opt.its) { /* the input is an ITS, not a C program */
    rc = do_its(&run, input);
    goto done;
  }
  if (input && drv_is_task_file(input)) {
    mt_status s = drv_read_task(input, &task, &err);
    if (s != MT_OK) goto input_error;
    input = task.input;
    if (!data_model) data_model = task.data_model;
    if (!prp_path && !cl.props) prp_path = task.property_file;
  }
  if (data_model && strcmp(data_model, "ILP32") && strcmp(data_model, "LP64")) {
    err = mt_sprintf("unknown data model '%s' (ILP32 or LP64)", data_model);
    goto input_error;
  }
  if (verify) {
    if (cl.props) {
      nprops = property_list(cl.props, props);
    } else if (prp_path) {
      size_t len;
      if (mt_read_file(prp_path, &prp_text, &len, &err) != MT_OK) goto input_error;
      if (drv_parse_prp(prp_text, &props[0], &err) != MT_OK) {
        char *e = mt_sprintf("%s: %s", prp_path, err);
        mt_free(err);
        err = e;
        goto input_error;
      }
      nprops = 1;
    } else {
      props[nprops++] = DRV_PROP_MEMSAFETY; /* what a C programmer asks first */
    }
    if (nprops > 1 && (per_func || cl.opt.use_contracts || cl.opt.json || cl.opt.sarif || cl.opt.report ||
                       cl.opt.witness || cl.opt.dot)) {
      mt_error("several properties: --entry, --contracts, --use-contracts, --json, --sarif, --report, --witness "
               "and --dot take one property at a time");
      rc = 2;
      goto done;
    }
  }

  front_opts fo = {.ptr_size = data_model && !strcmp(data_model, "ILP32") ? 4u : 8u,
                   .keep_temps = cl.opt.keep_temps,
                   /* --run checks everything, overflow too */
                   .ub_checks = cl.opt.run};
  if (gather_units(&cl, per_func, &pu, &fo, &err) != MT_OK) goto input_error;
  input = task.input ? task.input : pu.input;
  mt_buf prog = {0};
  if (several || cl.ncflags) { /* the program's part of the command line, for the commands suggested */
    for (uint32_t i = 0; i < cl.ncflags; i++) mt_buf_printf(&prog, "%s%s", prog.data ? " " : "", cl.cflags[i]);
    if (cl.opt.compile_commands)
      mt_buf_printf(&prog, "%s--compile-commands %s", prog.data ? " " : "", cl.opt.compile_commands);
    for (uint32_t i = 0; i < cl.ninputs; i++) mt_buf_printf(&prog, "%s%s", prog.data ? " " : "", cl.inputs[i]);
    run.program = prog.data;
  }
  if (cl.opt.json && verify && !per_func) { /* the alarm may ring while clang runs */
    drv_json_info j0 = {MEMTERM_VERSION, input, task.input ? cl.input : NULL, props[0],
                        fo.ptr_size, cl.opt.witness, NULL, cl.opt.malloc_may_fail};
    arm_stop_json(&j0, &run, cl.opt.json);
  }
  if (per_func && verify) {
    if (mem.limit) limit_address_space(&run, mem.limit);
    fo.ub_checks = props[0] == DRV_PROP_NO_OVERFLOW;
    rc = drv_entry(&run, input, &fo, props[0], cl.opt.entry); /* NULL: every function */
    goto done;
  }
  if (!verify) {
    MT_LOG(&run, 1, "driver", "lowering %s (%s)", input, fo.ptr_size == 4 ? "ILP32" : "LP64");
    if (front_load(&run, input, &fo, &m, &err) != MT_OK) goto input_error;
    if (cl.opt.dump_ir) {
      ir_print_module(stdout, m);
      goto done;
    }
    if (mem.limit) limit_address_space(&run, mem.limit);
    if (!has_main(m)) {
      err = mt_sprintf("'%s' has no main function", input);
      goto input_error;
    }
    rc = do_run(&run, m, input, &cl.opt);
    goto done;
  }
  for (uint32_t k = 0; k < nprops; k++) {
    /* each property its share of the time left */
    double now = mt_now(), end = run.deadline;
    if (nprops > 1) {
      run.deadline = now + (end - now) / (double)(nprops - k);
      printf("Property: %s\n", drv_prop_name(props[k]));
    }
    char *text = prp_text ? NULL : drv_prp_text(props[k]);
    rc = verify_property(&run, &cl, input, &task, props[k], prp_text ? prp_text : text, fo, &m, &err);
    mt_free(text);
    run.deadline = end;
    ir_module_free(m);
    m = NULL;
    if (rc) goto input_error;
  }
  goto done;

input_error:
  mt_error("%s", err ? err : "invalid input");
  if (cl.opt.json && verify) {
    char *e2 = NULL;
    if (drv_write_json_error(cl.opt.json, MEMTERM_VERSION, input, err, &e2) != MT_OK) {
      mt_error("%s", e2);
      mt_free(e2);
    }
  }
  mt_free(err);
  rc = 1;
done:
  alarm(0);
  stop_json_path = NULL;
  mt_free(stop_json_time);
  mt_free(stop_json_memory);
  stop_json_time = stop_json_memory = NULL;
  if (cl.opt.stats) mt_stats_print(&run, stderr);
  ir_module_free(m);
  mt_free(prp_text);
  drv_task_free(&task);
  free_units(&pu);
  mt_free((char *)run.program);
  drv_cmdline_free(&cl);
  return rc;
}
