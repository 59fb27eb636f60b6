/*
 * verify.c -- the portfolio: runs the engines memterm has on a property and
 * turns their results into one verdict.
 *
 * Engines so far: concrete runs of the checking interpreter (exec/), first
 * with all nondet values 0, then with pseudo-random values, within the time
 * budget; the proof by a symbolic execution graph (seg/); when neither
 * finds anything, bounded model checking (bmc/) with the rest of the
 * budget, whose models are nondet lists run by the interpreter.  A run that violates the property is a counterexample
 * candidate; it is printed as `false` only after an exact replay with the
 * recorded nondet values reproduces the same violation at the same place.
 */
#include "verify.h"

#include "../its/its.h"
#include "../bmc/bmc.h"
#include "../chc/chc.h"
#include "../cexpr/cexpr.h"
#include "../seg/seg.h"
#include "../recur/recur.h"
#include "../term/term.h"

#include <string.h>

#include "../report/report.h"

/* The subproperty a finished run violates, or NULL.  The program ends at
 * exit, at the return from main and at abort(): leaks count at all of them
 * (memtrack: unreachable from globals and the frames still live then;
 * memcleanup: any block not freed). */
static const char *run_violates(drv_prop prop, const exec_result *r) {
  bool ended = r->outcome == EXEC_EXIT || r->outcome == EXEC_ABORT;
  switch (prop) {
  case DRV_PROP_MEMSAFETY:
    if (r->outcome == EXEC_VIOLATION &&
        (r->violation == EXEC_V_DEREF || r->violation == EXEC_V_FREE))
      return exec_violation_name(r->violation);
    if (ended && r->leaks_unreachable) return exec_violation_name(EXEC_V_MEMTRACK);
    return NULL;
  case DRV_PROP_MEMCLEANUP:
    if (ended && r->leaks_unfreed) return exec_violation_name(EXEC_V_MEMCLEANUP);
    return NULL;
  case DRV_PROP_UNREACH_CALL:
    if (r->outcome == EXEC_VIOLATION && r->violation == EXEC_V_REACH_ERROR)
      return exec_violation_name(r->violation);
    return NULL;
  case DRV_PROP_NO_OVERFLOW:
    if (r->outcome == EXEC_VIOLATION && r->violation == EXEC_V_OVERFLOW)
      return exec_violation_name(r->violation);
    return NULL;
  case DRV_PROP_TERMINATION:
  case DRV_PROP_NONE:
    return NULL;
  }
  return NULL;
}

static bool same_place(const exec_result *a, const exec_result *b) {
  return a->outcome == b->outcome && a->violation == b->violation &&
         a->loc.line == b->loc.line && a->loc.col == b->loc.col &&
         ((!a->func && !b->func) || (a->func && b->func && !strcmp(a->func, b->func))) &&
         a->leaks_unreachable == b->leaks_unreachable && a->leaks_unfreed == b->leaks_unfreed;
}

/* first unsupported construct of the module, for the unknown reason */
static char *first_unsupported(const ir_module *m) {
  for (uint32_t f = 0; f < m->funcs.len; f++) {
    const ir_func *fn = &m->funcs.data[f];
    for (uint32_t i = 0; i < fn->ninsts; i++)
      if (fn->insts[i].op == IR_UNSUPPORTED)
        return mt_sprintf("%s (line %u, in %s)", fn->insts[i].u.unsupported.reason,
                          fn->insts[i].loc.line, fn->name);
    if (fn->is_decl && !strncmp(ir_builtin_name(fn->builtin), "UNSUP_", 6))
      return mt_sprintf("calls %s, which memterm does not support", fn->name);
  }
  return NULL;
}

static void drv_ranks_free(drv_verdict *v) {
  rank_funs_free(v->ranks, v->nranks);
  v->ranks = NULL;
  v->nranks = 0;
}

void drv_verdict_free(drv_verdict *v) {
  drv_ranks_free(v);
  if (v->has_possible) mt_free(v->possible.reason);
  mt_buf_free(&v->explanation);
  if (v->has_cex) exec_result_free(&v->cex);
  if (v->has_nonterm) witness_nonterm_free(&v->nonterm);
  if (v->has_invs) witness_invs_free(v->invs, v->ninvs);
  memset(v, 0, sizeof *v);
}

/* the byte that stands for indeterminate memory contents in some runs */
#define DRV_UNINIT_FILL 0xA5
/* a deterministic program's run past the step bound: this share of the time */
#define DRV_LONG_RUN_SHARE 0.4

/* one concrete run; trace: record the source lines (the replay of a
 * counterexample, for its trace) */
/* a concrete run that is the program's only execution and satisfies prop:
 * no nondet value drawn (malloc may not fail), nothing indeterminate read
 * and no dependence on the layout of memory (exec_result.indeterminate),
 * the program ended -- by exit for the memory properties, with no heap
 * block left at all (the interpreter's reachability scan is conservative:
 * it is not asked) -- without a violation */
static const char *int_semantics(const mt_run *run, drv_prop prop);

/* The engines that compute with machine integers -- the interpreter's
 * runs as proofs, bounded model checking, the Horn clauses -- prove
 * nothing under --int-semantics math, where unsigned values do not wrap
 * and signed ones do not overflow either.  (Under signed-math, a run
 * without signed overflow is the same in both semantics, and runs with
 * one are excluded by its convention.) */
static bool machine_proofs(const mt_run *run, drv_prop prop) {
  return strcmp(int_semantics(run, prop), "math") != 0;
}

static bool one_execution_ok(const mt_run *run, const ir_module *m, drv_prop prop, const exec_result *r) {
  if (r->nnondet_used || r->indeterminate || run->opt->malloc_may_fail) return false;
  if (!machine_proofs(run, prop)) return false;
  /* main(argc, argv): the interpreter's arguments are one choice of many */
  const ir_func *mf = ir_find_func(m, "main");
  if (!mf || mf->nparams) return false;
  switch (prop) {
  case DRV_PROP_UNREACH_CALL:
  case DRV_PROP_NO_OVERFLOW:
  case DRV_PROP_TERMINATION: return r->outcome == EXEC_EXIT || r->outcome == EXEC_ABORT;
  case DRV_PROP_MEMSAFETY:
  case DRV_PROP_MEMCLEANUP: return r->outcome == EXEC_EXIT && r->leaks_unfreed == 0;
  default: return false;
  }
}

/* no_inputs: the first nondet value ends the run (a run that is the
 * program's only execution, or nothing) */
static void run_steps(mt_run *run, const ir_module *m, drv_prop prop, uint64_t seed,
                      uint8_t fill, const int64_t *nondet, uint32_t nnondet, bool trace,
                      uint64_t max_steps, bool no_inputs, exec_result *r) {
  exec_opts o;
  memset(&o, 0, sizeof o);
  o.nondet_stops = no_inputs;
  o.trace = trace;
  o.nondet = nondet;
  o.nnondet = nnondet;
  o.seed = seed;
  o.uninit = fill;
  o.max_steps = max_steps;
  o.out = NULL;
  o.check_overflow = prop == DRV_PROP_NO_OVERFLOW;
  o.reach_error_stops = prop == DRV_PROP_UNREACH_CALL;
  o.malloc_fail = run->opt->malloc_may_fail;
  if (exec_run(run, m, &o, r) != MT_OK) r->outcome = EXEC_UNSUPPORTED;
}

static void run_once(mt_run *run, const ir_module *m, drv_prop prop, uint64_t seed,
                     uint8_t fill, const int64_t *nondet, uint32_t nnondet, bool trace,
                     exec_result *r) {
  run_steps(run, m, prop, seed, fill, nondet, nnondet, trace, (uint64_t)run->opt->max_steps, false, r);
}

/* the integer semantics of the proofs: --int-semantics, else fixed width,
 * except under termination, where SV-COMP's convention is that signed
 * overflow does not happen: signed values are then mathematical integers
 * (unsigned ones still wrap) */
static const char *int_semantics(const mt_run *run, drv_prop prop) {
  if (run->opt->int_semantics) return run->opt->int_semantics;
  return prop == DRV_PROP_TERMINATION ? "signed-math" : "machine";
}

/* termination of a complete, cyclic graph: its ITS (seed 000 Def. 12)
 * and ranking functions for every SCC, each re-checked (term/) */
static report_kind prove_its(mt_run *run, const seg_graph *g, const seg_result *r, mt_buf *e,
                             drv_verdict *v) {
  its *s = NULL;
  if (seg_to_its(g, &s) != MT_OK) {
    mt_buf_printf(e, "Reason: the integer transition system of the graph could not be built\n");
    return REPORT_UNKNOWN;
  }
  if (run->opt->dump_its) {
    FILE *f = fopen(run->opt->dump_its, "w");
    if (f) {
      size_t n = strlen(run->opt->dump_its);
      if (n > 5 && !strcmp(run->opt->dump_its + n - 5, ".smt2")) its_write_smt2(f, s);
      else its_write_koat(f, s);
      fclose(f);
    } else {
      mt_log(run, 0, "driver", "cannot write %s", run->opt->dump_its);
    }
  }
  uint32_t nloc = s->nloc, nrule = s->nrule, nvar = s->nvar;
  rank_result rr;
  report_kind kind = REPORT_UNKNOWN;
  if (rank_prove(run, s, &rr) != MT_OK) {
    mt_buf_printf(e, "Reason: the termination analysis of the graph's ITS failed\n");
    its_free(s);
    return REPORT_UNKNOWN;
  }
  mt_buf_printf(e, "Memory safety: complete symbolic execution graph without error states (%u "
                   "nodes, %u merges)\n", r->nodes, r->merges);
  mt_buf_printf(e, "Integer transition system of the graph: %u locations (loop heads), %u "
                   "rules, %u variables\n", nloc, nrule, nvar);
  if (rr.proof.data) mt_buf_printf(e, "%s", rr.proof.data);
  if (rr.proved) {
    kind = REPORT_TRUE;
    mt_buf_printf(e, "Proof: every cycle of the graph decreases a ranking function that was "
                     "re-checked over the integers, so every run is finite\n");
    if (v) { /* the ranking functions of the proof, for --json */
      drv_ranks_free(v);
      v->ranks = rr.funs;
      v->nranks = rr.nfuns;
      rr.funs = NULL;
      rr.nfuns = 0;
    }
  } else {
    mt_buf_printf(e, "Reason: no termination proof: %s\n", rr.reason ? rr.reason : "?");
  }
  rank_result_free(&rr);
  its_free(s);
  return kind;
}

/* does the program call malloc, calloc or realloc (heap blocks that loops may
 * chain into lists) */
static bool allocates(const ir_module *m) {
  for (uint32_t f = 0; f < m->funcs.len; f++) {
    ir_builtin b = m->funcs.data[f].builtin;
    if (m->funcs.data[f].is_decl && (b == IR_BI_MALLOC || b == IR_BI_CALLOC || b == IR_BI_REALLOC)) return true;
  }
  return false;
}

/* an output that shows a proof's loop invariants: a YAML witness, --json, --report */
static bool want_invariants(const mt_run *run) {
  return (run->opt->witness && witness_format_of(run->opt->witness) == WITNESS_YAML) || run->opt->json ||
         run->opt->report;
}

/* The loop invariants of a complete graph for a YAML correctness witness
 * (--witness FILE.yml), --json and --report: only when the graph's integers are
 * C's (not --int-semantics math, where unsigned values do not wrap). */
static void keep_invariants(mt_run *run, const seg_graph *g, const char *is, drv_verdict *v) {
  if (!want_invariants(run) || !strcmp(is, "math") || v->has_invs) return;
  seg_loop_inv *li = NULL;
  uint32_t n = 0;
  if (seg_loop_invariants(g, &li, &n) != MT_OK) return;
  v->invs = mt_calloc(n + 1, sizeof(witness_inv));
  for (uint32_t i = 0; i < n; i++) {
    v->invs[i] = (witness_inv){li[i].f->name, li[i].f->blocks[li[i].block].loop_loc, li[i].expr};
    li[i].expr = NULL;
  }
  v->ninvs = n;
  v->has_invs = true;
  seg_loop_invs_free(li, n);
}

/* one symbolic execution graph; its verdict in *r (seg_result_free); with
 * v, the loop invariants of a proof are kept for the witness */
static report_kind prove_graph(mt_run *run, const ir_module *m, drv_prop prop, uint32_t unroll, bool sums,
                               const seg_contract *ctr, const chc_result *hints, seg_result *r, mt_buf *e,
                               drv_verdict *v) {
  report_kind kind = REPORT_UNKNOWN;
  const char *is = int_semantics(run, prop);
  seg_opts so = {
      .memtrack = prop == DRV_PROP_MEMSAFETY,
      .memcleanup = prop == DRV_PROP_MEMCLEANUP,
      .reach_error = prop == DRV_PROP_UNREACH_CALL,
      .overflow = prop == DRV_PROP_NO_OVERFLOW ||
                  (prop == DRV_PROP_TERMINATION && !strcmp(is, "machine")),
      .math_ints = !strcmp(is, "math"),
      .signed_unbounded = !strcmp(is, "signed-math"),
      .record_trans = prop == DRV_PROP_TERMINATION,
      .malloc_fail = run->opt->malloc_may_fail,
      .max_states = (uint32_t)run->opt->seg_max_states,
      .unroll = unroll,
      .smt_timeout_ms = (uint32_t)run->opt->smt_timeout,
      .summaries = sums,
      .contracts = prop == DRV_PROP_TERMINATION ? NULL : ctr,
      .hints = hints ? hints->facts : NULL,
      .nhints = hints ? hints->nfacts : 0,
  };
  uint64_t ncalls0 = MT_GET(run, seg_contract_calls), nhints0 = MT_GET(run, seg_hints);
  seg_graph *g = NULL;
  mt_status st = seg_build(run, m, &so, &g, r);
  if (g && run->opt->dot) {
    FILE *f = fopen(run->opt->dot, "w");
    if (f) {
      seg_write_dot(f, g);
      fclose(f);
    } else {
      mt_log(run, 0, "driver", "cannot write %s", run->opt->dot);
    }
  }
  if (st != MT_OK) {
    r->verdict = SEG_GAVE_UP;
    mt_free(r->reason);
    r->reason = mt_sprintf("the symbolic execution failed (%s)", mt_status_name(st));
  } else if (r->verdict == SEG_PROVED) {
    uint64_t ncalls = MT_GET(run, seg_contract_calls) - ncalls0;
    char cbuf[128];
    snprintf(cbuf, sizeof cbuf, " (%llu call step(s) went on from their callees' proved contracts)",
             (unsigned long long)ncalls);
    char hbuf[160];
    snprintf(hbuf, sizeof hbuf, " (%llu fact(s) of the Horn-clause stage added at loop heads: inductive "
                                "invariants, each clause re-checked)",
             (unsigned long long)(MT_GET(run, seg_hints) - nhints0));
    const char *how = unroll                                   ? " (loops unrolled before merging)"
                      : sums                                   ? " (functions with loops summarized)"
                      : ncalls                                 ? cbuf
                      : hints && MT_GET(run, seg_hints) > nhints0 ? hbuf
                                                               : "";
    mt_buf lists = {0};
    seg_list_describe(g, &lists);
    if (lists.len) mt_buf_printf(e, "List invariants at loop heads:\n%s", lists.data);
    mt_buf_free(&lists);
    if (prop == DRV_PROP_TERMINATION && r->cyclic) {
      kind = prove_its(run, g, r, e, v);
    } else {
      kind = REPORT_TRUE;
      mt_buf_printf(e, "Proof: complete symbolic execution graph without error states (%u nodes, "
                       "%u merges)%s%s\n", r->nodes, r->merges, how,
                    prop == DRV_PROP_TERMINATION ? "; it has no cycles, so every run is finite" : "");
    }
    if (kind == REPORT_TRUE && v) keep_invariants(run, g, is, v);
  }
  seg_free(g);
  return kind;
}

/* prove_graph (no unrolling) with `share` of the time left */
static report_kind prove_graph_share(mt_run *run, const ir_module *m, drv_prop prop, double share, bool sums,
                                     const seg_contract *ctr, seg_result *r, mt_buf *e, drv_verdict *v) {
  double saved = run->deadline, now = mt_now();
  if (saved > 0) run->deadline = now + (saved - now) * share;
  report_kind k = prove_graph(run, m, prop, 0, sums, ctr, NULL, r, e, v);
  run->deadline = saved;
  return k;
}

void drv_graph_for_report(mt_run *run, const ir_module *m, drv_prop prop, double seconds) {
  if (!run->opt->dot) return;
  double saved = run->deadline, until = mt_now() + seconds;
  if (run->deadline == 0 || until < run->deadline) run->deadline = until;
  seg_result r;
  memset(&r, 0, sizeof r);
  mt_buf e = {0};
  (void)prove_graph(run, m, prop, 0, false, NULL, NULL, &r, &e, NULL);
  seg_result_free(&r);
  mt_buf_free(&e);
  run->deadline = saved;
}

/* the reason a graph gave no proof */
static void why_not(const seg_result *r, const char *file, const char *what, mt_buf *e,
                    drv_verdict *v) {
  if (r->verdict == SEG_ERR && v && !v->has_possible) { /* for --sarif: where */
    v->has_possible = true;
    v->possible = (drv_possible){r->sub, r->func, r->loc, mt_strdup(r->reason ? r->reason : "")};
  }
  char where[512];
  report_loc(where, sizeof where, file, r->loc);
  if (r->verdict == SEG_ERR)
    mt_buf_printf(e, "Reason: no proof%s: the symbolic execution reached a possible error%s%s at %s "
                     "in %s: %s (not confirmed as a real violation)\n",
                  what, r->sub ? " of " : "", r->sub ? r->sub : "", where, r->func ? r->func : "?",
                  r->reason ? r->reason : "");
  else
    mt_buf_printf(e, "Reason: no proof%s: %s\n", what, r->reason ? r->reason : "symbolic execution stopped");
}

/* the bounded model checker's options for prop */
static bmc_opts bmc_opts_for(const mt_run *run, drv_prop prop) {
  bmc_opts o = {
      .memsafety = prop == DRV_PROP_MEMSAFETY,
      .memcleanup = prop == DRV_PROP_MEMCLEANUP,
      .reach_error = prop == DRV_PROP_UNREACH_CALL,
      .overflow = prop == DRV_PROP_NO_OVERFLOW,
      .malloc_fail = run->opt->malloc_may_fail,
      .max_bound = (uint32_t)run->opt->bmc_bound,
      .smt_timeout_ms = (uint32_t)run->opt->smt_timeout,
  };
  return o;
}

/* A proof by complete unrolling (bmc/ in proof mode) within `seconds`
 * (capped by the deadline): true when every path of the program ended
 * within the bound and no violation was possible on any; the proof, or
 * why there is none, in e */
static bool prove_bmc(mt_run *run, const ir_module *m, drv_prop prop, double seconds,
                      uint32_t from_bound, mt_buf *e) {
  if (run->opt->bmc_bound <= 0 || seconds <= 0 || !machine_proofs(run, prop)) return false;
  double saved = run->deadline, until = mt_now() + seconds;
  if (run->deadline == 0 || until < run->deadline) run->deadline = until;
  bmc_opts o = bmc_opts_for(run, prop);
  /* termination: signed overflow leaves the modelled semantics */
  o.overflow = o.overflow || prop == DRV_PROP_TERMINATION;
  o.min_bound = from_bound;
  o.prove = true;
  bmc_result r;
  bool ok = bmc_run(run, m, &o, NULL, NULL, &r) == MT_OK && r.proved;
  run->deadline = saved;
  MT_LOG(run, 1, "driver", "bmc proof attempt: %s%s%s", ok ? "proved" : "no proof",
         r.not_proof ? ": " : "", r.not_proof ? r.not_proof : "");
  if (ok)
    mt_buf_printf(e, "Proof: bounded model checking explored every path of the program to its end "
                     "(bound %u: no block is entered more often in one call, no function is active "
                     "more often at once; %u paths, %u SMT queries, each violation and "
                     "undefined-behaviour query unsatisfiable)%s\n",
                  r.depth, r.paths, r.queries,
                  prop == DRV_PROP_TERMINATION ? "; so every run is finite" : "");
  else if (r.not_proof)
    mt_buf_printf(e, "  no proof by complete unrolling: %s\n", r.not_proof);
  else if (r.reason)
    mt_buf_printf(e, "  no proof by complete unrolling: it gave up on a path: %s\n", r.reason);
  else if (!r.complete && r.depth >= o.max_bound)
    mt_buf_printf(e, "  no proof by complete unrolling: paths go beyond bound %u\n", r.depth);
  else if (!r.complete)
    mt_buf_printf(e, "  no proof by complete unrolling: the time ran out after bound %u\n", r.depth);
  bmc_result_free(&r);
  return ok;
}

#define DRV_BMC_PROOF_SECONDS 3.0

/* the proof engine: a complete symbolic execution graph; when the graph
 * of a program that allocates heap memory fails, a second graph that
 * unrolls loops before merging them (--seg-unroll), with a quarter of the
 * time left, at most DRV_UNROLL_SECONDS (it pays off for loops with small
 * constant bounds, which it finishes quickly) */
#define DRV_UNROLL_SECONDS 20.0
#define DRV_FIRST_SHARE 0.6
#define DRV_SUMMARY_SHARE 0.3
/* Horn clauses (chc/): unreach-call and no-overflow over the program's
 * integers, solved by Spacer within `seconds` (at most cap), the solution
 * re-checked; true with the proof in e, else the reason in why and, in
 * *more (when given), whether Spacer only ran out of its time */
#define DRV_CHC_SECONDS 20.0
/* the last attempt: this share of the time left, when it is more than
 * DRV_CHC_LAST_MORE times the first attempt's */
#define DRV_CHC_LAST_SHARE 0.85
#define DRV_CHC_LAST_MORE 1.0
static bool prove_chc(mt_run *run, const ir_module *m, drv_prop prop, double seconds, double cap, mt_buf *e,
                      mt_buf *why, drv_verdict *v, chc_result *facts, bool *more) {
  if (more) *more = false;
  if (prop != DRV_PROP_UNREACH_CALL && prop != DRV_PROP_NO_OVERFLOW) return false;
  if (!machine_proofs(run, prop)) {
    mt_buf_printf(why, "  no proof by Horn clauses: they model machine integers, not --int-semantics math\n");
    return false;
  }
  if (seconds > cap) seconds = cap;
  if (seconds <= 0.05) return false;
  chc_opts o = {.reach_error = prop == DRV_PROP_UNREACH_CALL,
                .overflow = prop == DRV_PROP_NO_OVERFLOW,
                .timeout_ms = (unsigned)(seconds * 1000),
                .smt_timeout_ms = (unsigned)run->opt->smt_timeout,
                .invariants = v && want_invariants(run),
                .facts = facts != NULL};
  chc_result r;
  if (chc_prove(run, m, &o, &r) != MT_OK) return false;
  bool ok = r.verdict == CHC_PROVED;
  if (more) *more = !ok && r.out_of_time;
  if (facts) { /* for the graph with facts */
    facts->facts = r.facts;
    facts->nfacts = r.nfacts;
    r.facts = NULL;
    r.nfacts = 0;
  }
  if (ok && r.by_aux)
    mt_buf_printf(e, "Proof: constrained Horn clauses (%u relations, %u clauses) solved by auxiliary "
                     "invariants (linear facts from sample states and bounds at entry, also modulo 2^w, kept by Houdini when inductive); "
                     "every clause re-checked under them\n", r.nrels, r.nclauses);
  else if (ok)
    mt_buf_printf(e, "Proof: constrained Horn clauses (%u relations, %u clauses) solved by Spacer with "
                     "auxiliary invariants; every clause re-checked under its solution\n", r.nrels, r.nclauses);
  if (ok && o.invariants) { /* for the witness, --json and --report */
    if (v->has_invs) witness_invs_free(v->invs, v->ninvs);
    v->invs = mt_calloc(r.ninvs + 1, sizeof(witness_inv));
    for (uint32_t i = 0; i < r.ninvs; i++) {
      const ir_func *f = &m->funcs.data[r.invs[i].func];
      v->invs[i] = (witness_inv){f->name, f->blocks[r.invs[i].block].loop_loc, r.invs[i].expr};
      r.invs[i].expr = NULL;
    }
    v->ninvs = r.ninvs;
    v->has_invs = true;
  }
  else
    mt_buf_printf(why, "  no proof by Horn clauses: %s\n", r.reason ? r.reason : "?");
  chc_result_free(&r);
  return ok;
}

/* The graph once more, with the Horn-clause stage's inductive invariants
 * as facts at its loop heads (seg_opts.hints), where its own merges lose
 * relations between several values: facts from prove_chc's run
 * (unreach-call, no-overflow), else from a run of the stage for its
 * invariants alone (memory safety, memory cleanup) with at most
 * DRV_FACT_SECONDS.  The graph gets DRV_FACT_SHARE of the time left.
 * true with the proof in e. */
#define DRV_FACT_SECONDS 5.0
#define DRV_FACT_SHARE 0.4
static bool prove_with_facts(mt_run *run, const ir_module *m, drv_prop prop, chc_result *facts, mt_buf *e,
                             drv_verdict *v) {
  if (prop == DRV_PROP_TERMINATION) return false; /* its integers are unbounded */
  double saved = run->deadline;
  if (!facts->nfacts && (prop == DRV_PROP_MEMSAFETY || prop == DRV_PROP_MEMCLEANUP)) {
    double secs = saved > 0 ? (saved - mt_now()) / 5 : DRV_FACT_SECONDS;
    if (secs > DRV_FACT_SECONDS) secs = DRV_FACT_SECONDS;
    if (secs < 0.2) return false;
    chc_opts o = {.timeout_ms = (unsigned)(secs * 1000), .smt_timeout_ms = (unsigned)run->opt->smt_timeout,
                  .facts = true};
    chc_result_free(facts);
    if (chc_prove(run, m, &o, facts) != MT_OK) return false;
  }
  if (!facts->nfacts || mt_deadline_passed(run)) return false;
  MT_LOG(run, 1, "driver", "no proof yet; the graph once more with %u fact(s) of the Horn-clause stage",
         facts->nfacts);
  if (saved > 0) run->deadline = mt_now() + (saved - mt_now()) * DRV_FACT_SHARE;
  seg_result r;
  mt_buf e1 = {0};
  report_kind k = prove_graph(run, m, prop, 0, false, NULL, facts, &r, &e1, v);
  run->deadline = saved;
  MT_LOG(run, 1, "driver", "the graph with facts: %s", r.verdict == SEG_PROVED ? "proved" : r.reason ? r.reason : "?");
  bool ok = k == REPORT_TRUE;
  if (ok) mt_buf_printf(e, "%s", e1.data ? e1.data : "");
  mt_buf_free(&e1);
  seg_result_free(&r);
  return ok;
}

static report_kind prove_inline(mt_run *run, const ir_module *m, drv_prop prop, const char *file,
                                mt_buf *e, drv_verdict *v) {
  seg_result r;
  mt_buf e1 = {0};
  /* functions with loops that the program calls: first a graph that
   * explores each once from an abstract entry state (with
   * DRV_SUMMARY_SHARE of the time); it fails fast where the calls need
   * their contexts, and then the graphs below inline every call */
  seg_opts probe = {.summaries = true, .record_trans = prop == DRV_PROP_TERMINATION};
  if (seg_summarized_funcs(m, &probe) > 0) {
    report_kind k0 = prove_graph_share(run, m, prop, DRV_SUMMARY_SHARE, true, NULL, &r, &e1, v);
    if (r.verdict == SEG_PROVED) {
      mt_buf_printf(e, "%s", e1.data ? e1.data : "");
      mt_buf_free(&e1);
      seg_result_free(&r);
      return k0;
    }
    MT_LOG(run, 1, "driver", "no proof from the graph with summaries (%s); a graph that inlines every call",
           r.reason ? r.reason : "?");
    mt_buf_free(&e1);
    e1 = (mt_buf){0};
    seg_result_free(&r);
  }
  /* with heap memory the second graph needs time too: the first one (list
   * invariants) gets at most DRV_FIRST_SHARE of what is left */
  bool second = run->opt->seg_unroll && allocates(m);
  double saved0 = run->deadline, now0 = mt_now();
  if (second && saved0 > 0) run->deadline = now0 + (saved0 - now0) * DRV_FIRST_SHARE;
  report_kind kind = prove_graph(run, m, prop, 0, false, NULL, NULL, &r, &e1, v);
  run->deadline = saved0;
  mt_buf eb = {0};
  if (kind != REPORT_TRUE && !mt_deadline_passed(run)) {
    /* a short attempt by complete unrolling: bounded programs */
    double left = saved0 > 0 ? (saved0 - mt_now()) / 4 : DRV_BMC_PROOF_SECONDS;
    if (prove_bmc(run, m, prop, left < DRV_BMC_PROOF_SECONDS ? left : DRV_BMC_PROOF_SECONDS, 0, &eb)) {
      mt_buf_printf(e, "%s", eb.data);
      mt_buf_free(&eb);
      mt_buf_free(&e1);
      seg_result_free(&r);
      return REPORT_TRUE;
    }
  }
  chc_result facts;
  memset(&facts, 0, sizeof facts);
  bool chc_more = false;
  double chc_share = saved0 > 0 ? (saved0 - mt_now()) / 3 : DRV_CHC_SECONDS;
  if (chc_share > DRV_CHC_SECONDS) chc_share = DRV_CHC_SECONDS;
  if (kind != REPORT_TRUE && !mt_deadline_passed(run) &&
      prove_chc(run, m, prop, chc_share, DRV_CHC_SECONDS, e, &eb, v, &facts, &chc_more)) {
    chc_result_free(&facts);
    mt_buf_free(&eb);
    mt_buf_free(&e1);
    seg_result_free(&r);
    return REPORT_TRUE;
  }
  if (kind != REPORT_TRUE && r.verdict != SEG_PROVED && !mt_deadline_passed(run) &&
      prove_with_facts(run, m, prop, &facts, e, v)) {
    chc_result_free(&facts);
    mt_buf_free(&eb);
    mt_buf_free(&e1);
    seg_result_free(&r);
    return REPORT_TRUE;
  }
  chc_result_free(&facts);
  /* no engine follows (no second graph): Spacer, which ran out of its
   * share, gets what is left of the budget when that is much more */
  if (kind != REPORT_TRUE && r.verdict != SEG_PROVED && !second && chc_more && saved0 > 0 &&
      !mt_deadline_passed(run) && (saved0 - mt_now()) * DRV_CHC_LAST_SHARE > DRV_CHC_LAST_MORE * chc_share) {
    double last = (saved0 - mt_now()) * DRV_CHC_LAST_SHARE;
    MT_LOG(run, 1, "driver", "the Horn clauses once more, with %.1f s of the time left", last);
    mt_buf eb2 = {0};
    if (prove_chc(run, m, prop, last, last, e, &eb2, v, NULL, NULL)) {
      mt_buf_free(&eb2);
      mt_buf_free(&eb);
      mt_buf_free(&e1);
      seg_result_free(&r);
      return REPORT_TRUE;
    }
    mt_buf_free(&eb2);
  }
  if (r.verdict == SEG_PROVED || mt_deadline_passed(run) || !second) {
    if (r.verdict != SEG_PROVED) why_not(&r, file, "", &e1, v);
    mt_buf_printf(e, "%s%s", e1.data ? e1.data : "", eb.data ? eb.data : "");
    mt_buf_free(&e1);
    mt_buf_free(&eb);
    seg_result_free(&r);
    return kind;
  }
  double saved = run->deadline, now = mt_now();
  double slice = saved > 0 && (saved - now) / 4 < DRV_UNROLL_SECONDS ? (saved - now) / 4 : DRV_UNROLL_SECONDS;
  run->deadline = now + slice;
  MT_LOG(run, 1, "driver", "no proof from the graph; a second graph unrolls loops up to %d times",
         (int)run->opt->seg_unroll);
  seg_result r2;
  mt_buf e2 = {0};
  report_kind k2 = prove_graph(run, m, prop, (uint32_t)run->opt->seg_unroll, false, NULL, NULL, &r2, &e2, v);
  run->deadline = saved;
  if (r2.verdict == SEG_PROVED) {
    kind = k2;
    mt_buf_printf(e, "%s", e2.data ? e2.data : "");
  } else {
    why_not(&r, file, "", &e1, v);
    mt_buf_printf(e, "%s", e1.data ? e1.data : "");
    mt_buf_free(&e2);
    why_not(&r2, file, " with unrolled loops either", &e2, v);
    mt_buf_printf(e, "  %s", e2.data + strlen("Reason: "));
    if (eb.data) mt_buf_printf(e, "%s", eb.data);
  }
  mt_buf_free(&eb);
  mt_buf_free(&e1);
  mt_buf_free(&e2);
  seg_result_free(&r);
  seg_result_free(&r2);
  return kind;
}

/* --use-contracts: first a graph whose calls of functions with a proved
 * contract check it and go on from it (seg/contract.c), with
 * DRV_CONTRACT_SHARE of the time; without a proof the graphs above, and
 * the reason the contracts gave none is kept in the explanation */
#define DRV_CONTRACT_SHARE 0.5
static report_kind prove(mt_run *run, const ir_module *m, drv_prop prop, const char *file,
                         drv_contracts *dc, mt_buf *e, drv_verdict *v) {
  if (!dc || prop == DRV_PROP_TERMINATION) return prove_inline(run, m, prop, file, e, v);
  const seg_contract *ctr = drv_contracts_get(run, dc, m);
  seg_result r;
  memset(&r, 0, sizeof r);
  mt_buf ec = {0};
  report_kind k = prove_graph_share(run, m, prop, DRV_CONTRACT_SHARE, false, ctr, &r, &ec, v);
  if (r.verdict == SEG_PROVED) {
    mt_buf_printf(e, "%s", ec.data ? ec.data : "");
    mt_buf_free(&ec);
    seg_result_free(&r);
    return k;
  }
  mt_buf_free(&ec);
  ec = (mt_buf){0};
  why_not(&r, file, " with the callees' contracts", &ec, v);
  seg_result_free(&r);
  MT_LOG(run, 1, "driver", "%s", ec.data ? ec.data : "no proof with the callees' contracts");
  k = prove_inline(run, m, prop, file, e, v);
  if (k != REPORT_TRUE && ec.data) mt_buf_printf(e, "  %s", ec.data + strlen("Reason: "));
  mt_buf_free(&ec);
  return k;
}

/* Non-termination by a repeated state (exec/lasso.c): concrete runs with
 * zeros, then pseudo-random inputs, hash the program state at loop heads;
 * a repeat is confirmed by a second run with exactly the same inputs that
 * compares the two states byte by byte.  Signed overflow stops these runs
 * (check_overflow), so the cycle is one of the mathematical semantics of
 * signed integers too.  true with the explanation when confirmed. */
#define DRV_LASSO_RUNS 24
#define DRV_LASSO_STEPS 2000000

/* The repeated state in C: `x == v` for each C variable at the loop head
 * (ir_block.vars) whose register kept its value at every entry of the
 * head between the two visits; "1" when there is none.  q: the
 * confirmation run. */
static char *lasso_invariant(const ir_module *m, const exec_result *q) {
  mt_buf b = {0};
  if (q->lasso_vals && q->lasso_func < m->funcs.len) {
    const ir_func *f = &m->funcs.data[q->lasso_func];
    const ir_block *hb = q->lasso_block < f->nblocks ? &f->blocks[q->lasso_block] : NULL;
    for (uint32_t i = 0; hb && i < hb->nvars; i++) {
      const ir_srcvar *sv = &hb->vars[i];
      uint32_t slot = ir_val_get(m, sv->val)->u.local.slot;
      if (slot >= q->nlasso_vals || !q->lasso_same[slot]) continue;
      cexpr_var x = {sv->name, sv->bits, sv->is_signed, !sv->is_signed};
      if (b.len) mt_buf_printf(&b, " && ");
      cexpr_eq_value(&b, &x, q->lasso_vals[slot]);
    }
  }
  char *r = mt_strdup(b.len ? b.data : "1");
  mt_buf_free(&b);
  return r;
}

/* periodic nondet choices tried after the random ones: a loop that runs for
 * ever only on some choices (continue, but do not allocate) repeats its
 * state with one of them */
/* (the first len values of each pattern) */
typedef struct lasso_pattern {
  uint32_t len;
  int64_t v[3];
} lasso_pattern;
static const lasso_pattern lasso_patterns[] = {
    {3, {1, 0, 0}}, {3, {1, 1, 0}}, {3, {1, 0, 1}}, {3, {0, 1, 0}}, {3, {0, 0, 1}},
    {3, {0, 1, 1}}, {2, {1, 0}},    {1, {-1}},      {1, {1}},       {1, {0}},
};
#define DRV_LASSO_PATTERNS (sizeof lasso_patterns / sizeof lasso_patterns[0])

/* one run that looks for a repeated state (random inputs from seed k, or
 * the periodic pattern pat), and its confirmation; *det: the run drew no
 * nondet value */
static bool lasso_once(mt_run *run, const ir_module *m, const char *file, int k, int pat,
                       mt_buf *e, witness_nonterm *nt, bool *det) {
  bool found = false;
  exec_opts o;
  memset(&o, 0, sizeof o);
  o.seed = pat < 0 ? (uint64_t)k : 0;
  if (pat >= 0) {
    o.nondet = lasso_patterns[pat].v;
    o.nnondet = lasso_patterns[pat].len;
    o.nondet_cycle = true;
  }
  /* indeterminate memory (malloc, alloca, locals): zeros, 0xA5, and for
   * the periodic choices also ones and 0xFF (small positive and negative
   * values: an uninitialized counter that keeps a loop going) */
  static const uint8_t fills[] = {0, DRV_UNINIT_FILL, 0x01, 0xFF};
  o.uninit = pat < 0 ? (k % 2 ? DRV_UNINIT_FILL : 0) : fills[k % 4];
  o.max_steps = DRV_LASSO_STEPS;
  o.check_overflow = true;
  o.malloc_fail = run->opt->malloc_may_fail;
  o.lasso = true;
  exec_result r;
  memset(&r, 0, sizeof r);
  if (exec_run(run, m, &o, &r) != MT_OK) r.outcome = EXEC_UNSUPPORTED;
  if (pat < 0) MT_LOG(run, 1, "driver", "lasso run %d (seed %d): %s", k, k, exec_outcome_name(r.outcome));
  else MT_LOG(run, 1, "driver", "lasso run with periodic nondet values %d: %s", pat, exec_outcome_name(r.outcome));
  if (r.outcome == EXEC_LASSO) {
    exec_opts c = o;
    c.lasso = false;
    c.seed = 0;
    c.nondet_cycle = false;
    c.nondet = r.nondet_used;
    c.nnondet = r.nnondet_used;
    c.lasso_from = r.lasso_from;
    c.lasso_to = r.lasso_to;
    c.lasso_entry = r.lasso_entry;
    exec_result q;
    memset(&q, 0, sizeof q);
    if (exec_run(run, m, &c, &q) == MT_OK && q.outcome == EXEC_LASSO && q.lasso_confirmed) {
      found = true;
      char where[512];
      report_loc(where, sizeof where, file, r.loc);
      if (q.lasso_entry)
        mt_buf_printf(e, "Non-termination: an infinite recursion: %s is called at %s with the same "
                         "arguments and the same memory as at an earlier call that has not returned "
                         "(steps %llu and %llu)\n",
                      q.lasso_func < m->funcs.len ? m->funcs.data[q.lasso_func].name : "?", where,
                      (unsigned long long)r.lasso_from, (unsigned long long)r.lasso_to);
      else
        mt_buf_printf(e, "Non-termination: the whole program state at the loop head entered at %s "
                         "in %s recurs: step %llu and step %llu have the same state\n",
                      where, r.func ? r.func : "?", (unsigned long long)r.lasso_from,
                      (unsigned long long)r.lasso_to);
      mt_buf b = {0};
      report_nondet_list(&b, &r);
      mt_buf_printf(e, "  nondet inputs up to the repeat: %s\n", r.nnondet_used ? b.data : "(none)");
      if (r.lasso_nondet_to > r.lasso_nondet_from) {
        mt_buf_printf(e, "  the cycle draws nondet values %u..%u of that list; drawing them again "
                         "and again repeats the cycle for ever\n",
                      r.lasso_nondet_from + 1, r.lasso_nondet_to);
      } else {
        mt_buf_printf(e, "  the cycle draws no nondet value: it repeats for ever\n");
      }
      char fill_note[80] = "";
      if (o.uninit) snprintf(fill_note, sizeof fill_note, " (fresh memory and uninitialized variables filled with 0x%02X)", o.uninit);
      mt_buf_printf(e, "  no signed overflow on the way; confirmed by a second run comparing "
                       "both states byte by byte%s\n",
                    fill_note);
      mt_buf_free(&b);
      char *inv = lasso_invariant(m, &q);
      if (!q.lasso_entry)
        mt_buf_printf(e, "  the repeated state in C (the variables that keep their value at the "
                         "loop head): %s\n", inv);
      nt->nstem = r.lasso_nondet_from;
      nt->ncycle = r.lasso_nondet_to - r.lasso_nondet_from;
      nt->vals = mt_malloc(sizeof(int64_t) * (r.lasso_nondet_to + 1));
      nt->sites = mt_malloc(sizeof(exec_site) * (r.lasso_nondet_to + 1));
      for (uint32_t i = 0; i < r.lasso_nondet_to; i++) {
        nt->vals[i] = r.nondet_used[i];
        nt->sites[i] = r.nondet_sites[i];
      }
      nt->invariant = inv;
    }
    exec_result_free(&q);
  }
  *det = r.nnondet_used == 0;
  exec_result_free(&r);
  return found;
}

static bool find_lasso(mt_run *run, const ir_module *m, const char *file, int kfrom, int kto,
                       double budget, mt_buf *e, witness_nonterm *nt) {
  if (budget > (double)run->opt->exec_budget) budget = (double)run->opt->exec_budget;
  double end = mt_now() + budget;
  double saved = run->deadline;
  if (run->deadline == 0 || end < run->deadline) run->deadline = end;
  bool found = false, det = false;
  for (int k = kfrom; k < kto && !found && !mt_deadline_passed(run); k++) {
    found = lasso_once(run, m, file, k, -1, e, nt, &det);
    if (det && k >= 1) break; /* no input: every run is the same */
  }
  /* the periodic choices with the first pass (they take milliseconds) */
  for (int fill = 0; fill < 4 && kfrom == 0 && !found; fill += fill ? 1 : 2) { /* 0, 2, 3 */
    bool det_p = false; /* no nondet value drawn: the patterns do not matter */
    for (uint32_t p = 0; !det_p && p < DRV_LASSO_PATTERNS && !found && !mt_deadline_passed(run); p++)
      found = lasso_once(run, m, file, fill, (int)p, e, nt, &det_p);
  }
  run->deadline = saved;
  return found;
}

/* what the bounded model checker's candidates are run against */
typedef struct bmc_replay {
  mt_run *run;
  const ir_module *m;
  drv_prop prop;
  bool found;
  const char *sub;
  exec_result cex;
} bmc_replay;

/* a model's nondet list, run by the interpreter: a candidate of the same
 * kind as a random run's (the driver replays it once more before printing) */
static bool bmc_confirm(void *ud, const int64_t *nondet, uint32_t n, const char *what) {
  bmc_replay *b = ud;
  exec_result r;
  memset(&r, 0, sizeof r);
  run_once(b->run, b->m, b->prop, 0, 0, nondet, n, false, &r);
  const char *sub = run_violates(b->prop, &r);
  MT_LOG(b->run, 1, "driver", "bmc candidate (%s, %u nondet value(s)): the run ends with %s%s%s",
         what, n, exec_outcome_name(r.outcome), sub ? ", violating " : "", sub ? sub : "");
  if (!sub) {
    exec_result_free(&r);
    return false;
  }
  b->found = true;
  b->sub = sub;
  b->cex = r;
  return true;
}

/* bounded model checking within the run's deadline; true with *b filled
 * when a candidate ran into a violation; *exhausted: the bound within
 * which every path ended, none given up (a proof attempt may pay off), or 0 */
static bool bmc(mt_run *run, const ir_module *m, drv_prop prop, bmc_replay *b, mt_buf *e,
                uint32_t *exhausted) {
  *exhausted = 0;
  memset(b, 0, sizeof *b);
  b->run = run;
  b->m = m;
  b->prop = prop;
  bool arrays = run->opt->bmc_memory && !strcmp(run->opt->bmc_memory, "arrays");
  bmc_opts o = bmc_opts_for(run, prop);
  o.arrays = arrays;
  bmc_result r;
  if (bmc_run(run, m, &o, bmc_confirm, b, &r) != MT_OK) {
    mt_buf_printf(e, "  bounded model checking: no main function\n");
    return false;
  }
  if (r.complete && !r.reason && r.verdict == BMC_NONE) *exhausted = r.depth;
  MT_LOG(run, 1, "driver", "bmc (%s memory): %s at bound %u, %u candidate(s), %u rejected, "
         "%.2f s solving", arrays ? "arrays" : "seam",
         r.verdict == BMC_CONFIRMED ? "confirmed" : r.complete ? "exhausted" : "bounded",
         r.depth, r.candidates, r.rejected, r.solve_time);
  if (r.verdict == BMC_CONFIRMED)
    mt_buf_printf(e, "  found by bounded model checking (bound %u, %s memory)\n", r.depth,
                  arrays ? "arrays" : "SEAM");
  else if (r.complete)
    mt_buf_printf(e, "  bounded model checking explored every path to its end (bound %u) without "
                     "finding a violation%s%s; deeper bounds add no path (not a proof)\n",
                  r.depth, r.reason ? "; it gave up on some paths: " : "",
                  r.reason ? r.reason : "");
  else if (r.depth)
    mt_buf_printf(e, "  bounded model checking: no confirmed violation up to bound %u%s%s\n",
                  r.depth, r.reason ? "; gave up on some paths: " : "", r.reason ? r.reason : "");
  else if (r.reason)
    mt_buf_printf(e, "  bounded model checking gave up: %s\n", r.reason);
  bmc_result_free(&r);
  return b->found;
}

/* termination of a program with one execution (one_execution_ok): two
 * runs (fresh memory 0x00 and 0xa5) of at most DRV_TERM_RUN_SECONDS each
 * end alike; true with the proof in v */
#define DRV_TERM_RUN_SECONDS 0.5
static bool only_execution_ends(mt_run *run, const ir_module *m, drv_verdict *v) {
  uint64_t steps = 0;
  double saved = run->deadline;
  for (int k = 0; k < 2; k++) {
    double cap = mt_now() + DRV_TERM_RUN_SECONDS;
    if (saved == 0 || cap < saved) run->deadline = cap;
    exec_result r;
    memset(&r, 0, sizeof r);
    run_steps(run, m, DRV_PROP_TERMINATION, 0, k ? DRV_UNINIT_FILL : 0, NULL, 0, false,
              (uint64_t)run->opt->max_steps, true, &r);
    run->deadline = saved;
    bool ok = one_execution_ok(run, m, DRV_PROP_TERMINATION, &r) && (k == 0 || r.steps == steps);
    steps = r.steps;
    exec_result_free(&r);
    if (!ok) return false;
  }
  MT_INC(run, exec_proofs);
  v->kind = REPORT_TRUE;
  mt_buf_printf(&v->explanation, "Proof: the program has one execution -- it reads no nondet value and no "
                                 "indeterminate memory, and nothing in it depends on where objects lie -- and "
                                 "that execution ends (%llu steps, run twice: fresh memory filled with 0x00 "
                                 "and 0x%02x)\n",
                (unsigned long long)steps, DRV_UNINIT_FILL);
  return true;
}

void drv_verify(mt_run *run, const ir_module *m, drv_prop prop, const char *file, drv_verdict *v) {
  drv_verify_contracts(run, m, prop, file, NULL, v);
}

void drv_verify_contracts(mt_run *run, const ir_module *m, drv_prop prop, const char *file, drv_contracts *dc,
                          drv_verdict *v) {
  memset(v, 0, sizeof *v);
  v->kind = REPORT_UNKNOWN;
  if (run->opt->chc_only) { /* the Horn-clause stage alone (tests, measurements) */
    mt_buf why = {0};
    double left = run->deadline > 0 ? run->deadline - mt_now() : DRV_CHC_SECONDS;
    if (prop != DRV_PROP_UNREACH_CALL && prop != DRV_PROP_NO_OVERFLOW)
      mt_buf_printf(&why, "  no proof by Horn clauses: --chc-only serves unreach-call and no-overflow\n");
    else if (prove_chc(run, m, prop, left, DRV_CHC_SECONDS, &v->explanation, &why, v, NULL, NULL))
      v->kind = REPORT_TRUE;
    if (v->kind != REPORT_TRUE)
      mt_buf_printf(&v->explanation, "Reason: no proof (--chc-only)\n%s", why.data ? why.data : "");
    mt_buf_free(&why);
    return;
  }
  if (prop == DRV_PROP_TERMINATION && !run->opt->bmc_only && only_execution_ends(run, m, v)) return;
  /* termination: two quick runs for a repeated state (zeros, both fills),
   * then the proof, then more runs with pseudo-random inputs */
  if (prop == DRV_PROP_TERMINATION &&
      find_lasso(run, m, file, 0, 2, 0.5, &v->explanation, &v->nonterm)) {
    v->kind = REPORT_FALSE;
    v->sub = "termination";
    v->has_nonterm = true;
    return;
  }
  char *unsup = first_unsupported(m);
  int nruns = 0;
  bool stopped_early = false, found = false;
  char *stop_reason = NULL;
  exec_result cex;
  memset(&cex, 0, sizeof cex);
  const char *sub = NULL;

  /* the concrete runs get their own slice of the budget (--exec-budget) */
  double saved_deadline = run->deadline;
  double slice = mt_now() + (double)run->opt->exec_budget;
  if (run->deadline == 0 || slice < run->deadline) run->deadline = slice;
  /* the schedule: zeros; zeros with indeterminate memory filled with a
   * non-zero pattern; then pseudo-random inputs, alternating the fill */
  uint8_t cex_fill = 0;
  bool first_ok = false, long_run = false, cex_unbounded = false;
  uint64_t first_steps = 0;
  mt_buf proof = {0}, bmc_note = {0};
  report_kind proved = REPORT_UNKNOWN;
  bool tried_proof = false;
  double quick = mt_now() + (run->opt->exec_budget < 1 ? (double)run->opt->exec_budget : 1.0);
  if (prop != DRV_PROP_TERMINATION && !run->opt->bmc_only) {
    for (int64_t k = 0; k <= run->opt->random_runs + 1 && !found; k++) {
      if (!tried_proof && (k == 18 || (k >= 2 && (mt_now() > quick || mt_deadline_passed(run))))) {
        /* the deterministic runs and a first batch of random runs found
         * nothing: try the proof before the rest of the random runs; keep
         * a reserve of the budget for them */
        tried_proof = true;
        double now = mt_now(), reserve = (double)run->opt->exec_budget;
        if (saved_deadline && reserve > 0.25 * (saved_deadline - now)) reserve = 0.25 * (saved_deadline - now);
        run->deadline = saved_deadline ? saved_deadline - reserve : 0;
        proved = prove(run, m, prop, file, dc, &proof, v);
        if (proved == REPORT_TRUE) break;
        run->deadline = saved_deadline;
        slice = mt_now() + (double)run->opt->exec_budget;
        if (run->deadline == 0 || slice < run->deadline) run->deadline = slice;
      }
      if (k > 0 && mt_deadline_passed(run)) break;
      uint64_t seed = k <= 1 ? 0 : (uint64_t)(k - 1);
      uint8_t fill = k % 2 ? DRV_UNINIT_FILL : 0;
      exec_result r;
      memset(&r, 0, sizeof r);
      /* the random runs before the proof stop with the quick phase, each
       * after a quarter of a second at most (a run that fills a huge array
       * must not delay the proof; the runs after it have more time) */
      double d = run->deadline, cap = mt_now() + 0.25 < quick ? mt_now() + 0.25 : quick;
      if (!tried_proof && k >= 2 && (d == 0 || cap < d)) run->deadline = cap;
      run_once(run, m, prop, seed, fill, NULL, 0, false, &r);
      run->deadline = d;
      nruns++;
      MT_LOG(run, 1, "driver", "concrete run %d (seed %llu, fill 0x%02x): %s", nruns,
             (unsigned long long)seed, fill, exec_outcome_name(r.outcome));
      sub = run_violates(prop, &r);
      if (sub) {
        cex = r;
        cex_fill = fill;
        found = true;
        break;
      }
      if (!stop_reason && (r.outcome == EXEC_UNSUPPORTED || r.outcome == EXEC_TIMEOUT ||
                           r.outcome == EXEC_STEP_LIMIT || r.outcome == EXEC_RESOURCE_LIMIT)) {
        stop_reason = mt_sprintf("%s%s%s", exec_outcome_name(r.outcome),
                                 r.message ? ": " : "", r.message ? r.message : "");
        if (r.outcome == EXEC_UNSUPPORTED) stopped_early = true;
      }
      bool deterministic = r.nnondet_used == 0;
      /* the first two runs (zeros; indeterminate memory 0x00 and 0xa5):
       * a program with one execution that satisfies the property is proved */
      if (k <= 1 && !tried_proof) {
        bool one = one_execution_ok(run, m, prop, &r);
        if (k == 0) {
          first_ok = one;
          first_steps = r.steps;
          /* one execution, longer than the step bound: run on below */
          exec_result probe = r;
          probe.outcome = EXEC_EXIT;
          probe.leaks_unfreed = 0;
          long_run = r.outcome == EXEC_STEP_LIMIT && one_execution_ok(run, m, prop, &probe);
        } else if (first_ok && one && r.steps == first_steps) {
          proved = REPORT_TRUE;
          tried_proof = true;
          MT_INC(run, exec_proofs);
          mt_buf_printf(&proof, "Proof: the program has one execution -- it reads no nondet value and no "
                                "indeterminate memory, and nothing in it depends on where objects lie -- and "
                                "that execution, run to its end (%llu steps, twice: fresh memory filled with "
                                "0x00 and 0x%02x), satisfies the property\n",
                        (unsigned long long)r.steps, DRV_UNINIT_FILL);
        }
      }
      exec_result_free(&r);
      if (proved == REPORT_TRUE) break;
      /* a program that drew no nondet value behaves the same on every run
       * with the same fill */
      if (stopped_early || (deterministic && k >= 1)) break;
    }
  }

  run->deadline = saved_deadline;
  if (!found && !tried_proof && long_run) {
    /* the program's only execution went past the step bound: on, without
     * a bound, with at most DRV_LONG_RUN_SHARE of the time left */
    double now = mt_now();
    if (saved_deadline > 0) run->deadline = now + DRV_LONG_RUN_SHARE * (saved_deadline - now);
    exec_result r;
    memset(&r, 0, sizeof r);
    run_steps(run, m, prop, 0, 0, NULL, 0, false, 0, true, &r);
    run->deadline = saved_deadline;
    MT_LOG(run, 1, "driver", "the only execution, without a step bound: %s after %llu steps",
           exec_outcome_name(r.outcome), (unsigned long long)r.steps);
    const char *vsub = run_violates(prop, &r);
    if (vsub) { /* a counterexample like any other: replayed below, unbounded too */
      cex = r;
      sub = vsub;
      cex_fill = 0;
      found = true;
      cex_unbounded = true;
    } else {
      if (one_execution_ok(run, m, prop, &r)) {
        proved = REPORT_TRUE;
        tried_proof = true;
        MT_INC(run, exec_proofs);
        mt_buf_printf(&proof, "Proof: the program has one execution -- it reads no nondet value and no "
                              "indeterminate memory, and nothing in it depends on where objects lie -- and "
                              "that execution, run to its end (%llu steps), satisfies the property\n",
                      (unsigned long long)r.steps);
      }
      exec_result_free(&r);
    }
  }
  if (!found && !tried_proof) {
    tried_proof = true;
    if (prop == DRV_PROP_TERMINATION && saved_deadline > 0) {
      /* a ranking search on a big ITS can fail only at the end of the
       * budget: the search for a recurrent set and a lasso below keeps a
       * fifth of what is left */
      run->deadline = saved_deadline - 0.2 * (saved_deadline - mt_now());
    }
    if (!run->opt->bmc_only) proved = prove(run, m, prop, file, dc, &proof, v);
    run->deadline = saved_deadline;
  }
  if (!found && proved != REPORT_TRUE && prop != DRV_PROP_TERMINATION && run->opt->bmc_bound > 0) {
    /* the most expensive engine last, with the rest of the budget */
    bmc_replay br;
    uint32_t exhausted = 0; /* the bound at which every path ended */
    if (bmc(run, m, prop, &br, &bmc_note, &exhausted)) {
      cex = br.cex;
      sub = br.sub;
      cex_fill = 0;
      found = true;
    } else if (exhausted && !mt_deadline_passed(run)) {
      /* every path ended: the same unrolling in proof mode, with the rest
       * of the budget */
      mt_buf pb = {0};
      double left = run->deadline > 0 ? run->deadline - mt_now() : 3600.0;
      if (prove_bmc(run, m, prop, left, exhausted, &pb)) {
        proved = REPORT_TRUE;
        mt_buf_free(&proof);
        proof = pb;
      } else {
        if (pb.data) mt_buf_printf(&bmc_note, "%s", pb.data);
        mt_buf_free(&pb);
      }
    }
  }
  if (found && cex_fill) {
    /* prefer a counterexample that does not depend on the contents of
     * indeterminate memory: it is then fully described by its inputs */
    exec_result z;
    memset(&z, 0, sizeof z);
    run_once(run, m, prop, 0, 0, cex.nondet_used, cex.nnondet_used, false, &z);
    const char *zs = run_violates(prop, &z);
    if (zs && !strcmp(zs, sub) && same_place(&cex, &z)) {
      exec_result_free(&cex);
      cex = z;
      cex_fill = 0;
    } else {
      exec_result_free(&z);
    }
  }
  if (found) {
    /* replay: the recorded inputs, no randomness, must give the same end */
    exec_result again;
    memset(&again, 0, sizeof again);
    run_steps(run, m, prop, 0, cex_fill, cex.nondet_used, cex.nnondet_used, true,
              cex_unbounded ? 0 : (uint64_t)run->opt->max_steps, false, &again);
    const char *sub2 = run_violates(prop, &again);
    char where[512];
    report_loc(where, sizeof where, file, cex.loc);
    if (sub2 && !strcmp(sub, sub2) && same_place(&cex, &again)) {
      v->kind = REPORT_FALSE;
      v->sub = sub;
      mt_buf *e = &v->explanation;
      if (cex.outcome == EXEC_VIOLATION)
        mt_buf_printf(e, "Counterexample: %s at %s in %s: %s\n", sub, where,
                      cex.func ? cex.func : "?", cex.message ? cex.message : "");
      else {
        char at[512];
        report_loc(at, sizeof at, file, cex.leak_loc);
        mt_buf_printf(e, "Counterexample: %s: %u block(s) %s at the end of the program "
                         "(%s at %s); first allocated at %s in %s\n",
                      sub, prop == DRV_PROP_MEMCLEANUP ? cex.leaks_unfreed : cex.leaks_unreachable,
                      prop == DRV_PROP_MEMCLEANUP ? "not freed" : "unreachable and not freed",
                      cex.outcome == EXEC_EXIT ? "exit" : "abort", where, at,
                      cex.leak_func ? cex.leak_func : "?");
      }
      mt_buf b = {0};
      report_nondet_list(&b, &cex);
      mt_buf_printf(e, "  nondet inputs: %s\n", cex.nnondet_used ? b.data : "(none)");
      char fillopt[80] = "";
      if (cex_fill) snprintf(fillopt, sizeof fillopt, " --uninit %u", cex_fill);
      if (m->ptr_size == 4)
        snprintf(fillopt + strlen(fillopt), sizeof fillopt - strlen(fillopt),
                 " --data-model ILP32");
      if (run->opt->malloc_may_fail)
        snprintf(fillopt + strlen(fillopt), sizeof fillopt - strlen(fillopt),
                 " --malloc-may-fail");
      if (cex_unbounded)
        snprintf(fillopt + strlen(fillopt), sizeof fillopt - strlen(fillopt), " --max-steps %llu",
                 (unsigned long long)again.steps + 1);
      mt_buf_printf(e, "  confirmed by concrete replay (%llu steps); replay with: memterm --run %s%s%s%s\n",
                    (unsigned long long)again.steps, run->program ? run->program : file,
                    cex.nnondet_used ? " --nondet " : "",
                    cex.nnondet_used ? b.data : "", fillopt);
      if (cex_fill)
        mt_buf_printf(e, "  (fresh malloc/stack memory is indeterminate; the run filled it with "
                         "bytes 0x%02x)\n", cex_fill);
      if (bmc_note.data) mt_buf_printf(e, "%s", bmc_note.data);
      char *end, line[600];
      report_line(line, sizeof line, file, again.loc);
      if (again.outcome == EXEC_VIOLATION) {
        end = mt_sprintf("=> %s at %s in %s", sub, line, again.func ? again.func : "?");
      } else {
        char at[640] = "", aline[600];
        report_line(aline, sizeof aline, file, again.leak_loc);
        if (again.leak_loc.line) snprintf(at, sizeof at, " (allocated at %s)", aline);
        end = mt_sprintf("=> %s: the program ends (%s) at %s in %s with %u block(s) %s%s", sub,
                         again.outcome == EXEC_EXIT ? "exit" : "abort", line,
                         again.func ? again.func : "?",
                         prop == DRV_PROP_MEMCLEANUP ? again.leaks_unfreed : again.leaks_unreachable,
                         prop == DRV_PROP_MEMCLEANUP ? "not freed" : "unreachable and not freed", at);
      }
      report_trace(e, &again, file, end);
      mt_free(end);
      mt_buf_free(&b);
    } else {
      mt_buf_printf(&v->explanation, "Reason: a concrete run hit %s at %s, but the replay did "
                                     "not reproduce it\n", sub, where);
    }
    exec_result_free(&cex);
    if (v->kind == REPORT_FALSE) {
      v->cex = again; /* the replay, with its trace: kept for the witness and --json */
      v->has_cex = true;
      v->cex_uninit = cex_fill;
    } else {
      exec_result_free(&again);
    }
  } else {
    v->kind = proved;
    mt_buf lasso = {0};
    recur_result rr;
    memset(&rr, 0, sizeof rr);
    if (prop == DRV_PROP_TERMINATION && proved != REPORT_TRUE &&
        strcmp(int_semantics(run, prop), "machine")) {
      /* a recurrent set of a simple loop (an infinite run of mathematical
       * signed integers), within a slice of the budget */
      double saved = run->deadline, slice2 = mt_now() + (double)run->opt->exec_budget;
      if (run->deadline == 0 || slice2 < run->deadline) run->deadline = slice2;
      if (recur_find(run, m, &rr) == MT_OK && rr.found) {
        report_recur(&lasso, file, &rr);
        mt_buf_printf(&lasso, "  the recurrent set in C (its atoms over C variables): %s\n",
                      rr.invariant);
        v->nonterm = (witness_nonterm){rr.vals, rr.sites, rr.nstem, rr.ncycle, rr.invariant};
        rr.vals = NULL;
        rr.sites = NULL;
        rr.invariant = NULL;
      }
      run->deadline = saved;
      recur_result_free(&rr);
    }
    if (prop == DRV_PROP_TERMINATION && proved != REPORT_TRUE &&
        (lasso.len || find_lasso(run, m, file, 2, DRV_LASSO_RUNS, 2.0, &lasso, &v->nonterm))) {
      v->kind = REPORT_FALSE;
      v->sub = "termination";
      v->has_nonterm = true;
      mt_buf_printf(&v->explanation, "%s", lasso.data);
      mt_buf_free(&lasso);
      mt_buf_free(&proof);
      mt_free(unsup);
      mt_free(stop_reason);
      return;
    }
    mt_buf_free(&lasso);
    if (proof.data) mt_buf_printf(&v->explanation, "%s", proof.data);
    if (v->kind != REPORT_TRUE) {
      if (prop != DRV_PROP_TERMINATION)
        mt_buf_printf(&v->explanation, "  %d concrete run(s) found no violation of %s\n", nruns,
                      drv_prop_name(prop));
      if (stop_reason) mt_buf_printf(&v->explanation, "  a run stopped early: %s\n", stop_reason);
      if (bmc_note.data) mt_buf_printf(&v->explanation, "%s", bmc_note.data);
    }
  }
  mt_buf_free(&proof);
  mt_buf_free(&bmc_note);
  if (unsup && v->kind != REPORT_FALSE)
    mt_buf_printf(&v->explanation, "  unsupported construct in the program: %s\n", unsup);
  mt_free(unsup);
  mt_free(stop_reason);
}
