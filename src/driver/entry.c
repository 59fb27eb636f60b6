/*
 * entry.c -- --entry FUNC: one function on its own, under the weakest
 * contract memterm can prove.
 *
 * The candidates of contracts/ come weakest first.  For each, the harness
 * (a main that builds every entry state the candidate allows and calls the
 * function once) is compiled and verified by the regular portfolio with a
 * short budget and without BMC: a proof is the complete graph of the
 * harness, so it covers every call the contract allows; a confirmed
 * counterexample refutes the candidate.  The first proved candidate is the
 * contract.  One concrete run of the harness on values that satisfy it
 * shows it is not vacuous (the function is called and returns).
 */
#include "verify.h"

#include "../contracts/contracts.h"
#include "../front/front.h"
#include "../seg/seg.h"

#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct entry_tally {
  uint32_t tried, refuted, unproved, errors;
  mt_buf refutations; /* the first few counterexamples, one line each */
  mt_buf unproofs;     /* the first few unproved candidates' reasons, one line each */
} entry_tally;

/* verify one harness; 1 proved, 0 refuted, -1 neither (reason in *why) */
static int check_candidate(mt_run *run, const ir_module *m, drv_prop prop, const char *file,
                           drv_verdict *v) {
  mt_options o = *run->opt;
  o.bmc_bound = 0;
  o.random_runs = o.random_runs < 8 ? o.random_runs : 8;
  o.exec_budget = o.exec_budget < 1 ? o.exec_budget : 1;
  o.witness = NULL;
  o.dot = NULL;
  const mt_options *saved = run->opt;
  double deadline = run->deadline;
  double mine = mt_now() + (double)run->opt->entry_budget; /* --entry-budget */
  run->opt = &o;
  if (!deadline || mine < deadline) run->deadline = mine;
  drv_verify(run, m, prop, file, v);
  run->opt = saved;
  run->deadline = deadline;
  return v->kind == REPORT_TRUE ? 1 : v->kind == REPORT_FALSE ? 0 : -1;
}

/* the first line of s that starts with `prefix`, without it; NULL if none */
static char *line_with(const char *s, const char *prefix) {
  for (const char *p = s; p && *p;) {
    const char *e = strchr(p, '\n');
    size_t n = e ? (size_t)(e - p) : strlen(p);
    if (n >= strlen(prefix) && !strncmp(p, prefix, strlen(prefix)))
      return mt_strndup(p + strlen(prefix), n - strlen(prefix));
    p = e ? e + 1 : p + n;
  }
  return NULL;
}

/* the concrete call: 1 returned, 0 not (what happened in *what) */
static int concrete_call(mt_run *run, const ir_module *m, const int64_t *vals, uint32_t nvals,
                         char **what) {
  exec_opts o;
  memset(&o, 0, sizeof o);
  o.nondet = vals;
  o.nnondet = nvals;
  o.max_steps = run->opt->max_steps;
  o.uninit = 'a'; /* fresh bytes are no string terminators: strings end at their K */
  exec_result r;
  memset(&r, 0, sizeof r);
  mt_status s = exec_run(run, m, &o, &r);
  int ok = s == MT_OK && r.outcome == EXEC_EXIT && r.exit_code == 0;
  if (ok)
    *what = mt_sprintf("%llu steps", (unsigned long long)r.steps);
  else
    *what = mt_strdup(r.message ? r.message : "the run did not reach the end of main");
  exec_result_free(&r);
  return ok;
}

/* the first line of the declaration whose name is on line `line` (1-based):
 * the lines above it that continue it (not blank, no preprocessor line,
 * not ending a statement, block or comment) */
static uint32_t decl_start(char **lines, uint32_t nlines, uint32_t line) {
  uint32_t l = line;
  while (l > 1 && l - 1 <= nlines) {
    const char *p = lines[l - 2];
    size_t n = strlen(p);
    while (n && (p[n - 1] == ' ' || p[n - 1] == '\t' || p[n - 1] == '\r')) n--;
    const char *q = p;
    while (*q == ' ' || *q == '\t') q++;
    if (!n || *q == '#' || (q[0] == '/' && q[1] == '/') || p[n - 1] == ';' || p[n - 1] == '}' ||
        p[n - 1] == '{' || (n >= 2 && p[n - 2] == '*' && p[n - 1] == '/'))
      break;
    l--;
  }
  return l;
}

/* one proved contract for --annotate */
typedef struct entry_note {
  uint32_t line;  /* the function's name is on this line */
  char *acsl;     /* "  requires ...;\n" lines (or NULL: no clause) */
} entry_note;
typedef MT_VEC(entry_note) note_vec;

static int by_line(const void *a, const void *b) {
  const entry_note *x = a, *y = b;
  return x->line < y->line ? -1 : x->line > y->line;
}

/* --annotate: the program with each contract above its function */
static bool write_annotated(const char *input, const char *out, note_vec *notes, char **err) {
  char *text = NULL;
  size_t len = 0;
  if (mt_read_file(input, &text, &len, err) != MT_OK) return false;
  MT_VEC(char *) lines = {0};
  for (char *p = text; p && *p;) {
    char *e = strchr(p, '\n');
    if (e) *e = 0;
    MT_VEC_PUSH(lines, p);
    p = e ? e + 1 : NULL;
  }
  bool strings = false; /* valid_string, valid_read_string and strlen: Frama-C's libc */
  for (uint32_t k = 0; k < notes->len; k++) {
    entry_note *n = &notes->data[k];
    n->line = decl_start(lines.data, lines.len, n->line);
    if (n->acsl && (strstr(n->acsl, "string(") || strstr(n->acsl, "strlen("))) strings = true;
  }
  if (notes->len) qsort(notes->data, notes->len, sizeof *notes->data, by_line);
  FILE *f = fopen(out, "w");
  if (!f) {
    *err = mt_sprintf("cannot write '%s': %s", out, strerror(errno));
    MT_VEC_FREE(lines);
    mt_free(text);
    return false;
  }
  if (strings) fputs("#ifdef __FRAMAC__\n#include <__fc_string_axiomatic.h>\n#endif\n", f);
  uint32_t k = 0;
  for (uint32_t i = 0; i < lines.len; i++) {
    for (; k < notes->len && notes->data[k].line <= i + 1; k++) {
      const char *acsl = notes->data[k].acsl;
      if (notes->data[k].line != i + 1 || !acsl || !*acsl) continue;
      fputs("/*@", f);
      for (const char *p = acsl; *p;) { /* "  requires ...;\n" lines */
        const char *e = strchr(p, '\n');
        size_t n = e ? (size_t)(e - p) : strlen(p);
        fprintf(f, "%s%.*s\n", p == acsl ? " " : "   ", (int)(n > 2 ? n - 2 : n), n > 2 ? p + 2 : p);
        p = e ? e + 1 : p + n;
      }
      fputs(" */\n", f);
    }
    fprintf(f, "%s\n", lines.data[i]);
  }
  bool ok = fclose(f) == 0;
  if (!ok) *err = mt_sprintf("cannot write '%s'", out);
  MT_VEC_FREE(lines);
  mt_free(text);
  return ok;
}

/* the program for --entry: loaded, and the absolute path the harnesses
 * #include; false after an input error (printed) */
static bool entry_load(mt_run *run, const char *input, const front_opts *fo, const char *func, ir_module **m0,
                       char **absp) {
  char *err = NULL;
  *m0 = NULL;
  *absp = NULL;
  if (front_load(run, input, fo, m0, &err) != MT_OK) {
    mt_error("%s", err ? err : "invalid input");
    mt_free(err);
    return false;
  }
  char *abs = realpath(input, NULL);
  if (!abs) abs = mt_strdup(input);
  else {
    char *copy = mt_strdup(abs);
    free(abs);
    abs = copy;
  }
  if (strchr(abs, '"') || strchr(abs, '\\') || strchr(abs, '\n')) {
    mt_error("--entry: the path '%s' cannot be named in an #include", abs);
    mt_free(abs);
    ir_module_free(*m0);
    *m0 = NULL;
    return false;
  }
  *absp = abs;
  const ir_func *f0 = func ? ir_find_func(*m0, func) : NULL;
  if (func && (!f0 || f0->is_decl) &&
      strspn(func, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_") == strlen(func)) {
    /* clang emits no unused static function: a reference makes it */
    char *src = mt_sprintf("#define main __memterm_user_main\n#include \"%s\"\n#undef main\n"
                           "void *__memterm_entry_ref = (void *)&%s;\n",
                           abs, func);
    ir_module *m1 = NULL;
    char *e1 = NULL;
    if (front_load_source(run, src, fo, &m1, &e1) == MT_OK) {
      const ir_func *f1 = ir_find_func(m1, func);
      if (f1 && !f1->is_decl) {
        ir_module_free(*m0);
        *m0 = m1;
        m1 = NULL;
      }
    }
    ir_module_free(m1);
    mt_free(e1);
    mt_free(src);
  }
  return true;
}

/* the candidate search: the first of cands[0 .. ncands) whose harness is
 * proved (its index, -1: none); its proof, harness module and concrete
 * call's values go to *proof, *hm and *hvals (the caller frees them) */
static int entry_search(mt_run *run, const char *input, const char *abs, const front_opts *fo, drv_prop prop,
                        const ctr_sig *sig, const ctr_cand *cands, uint32_t ncands, entry_tally *t,
                        drv_verdict *proof, ir_module **hm, int64_t **hvals, uint32_t *nhvals) {
  int found = -1;
  char *err = NULL;
  for (uint32_t k = 0; k < ncands && found < 0 && !mt_deadline_passed(run); k++) {
    int64_t *vals = NULL;
    uint32_t nvals = 0;
    char *src = ctr_harness(sig, &cands[k], abs, &vals, &nvals);
    ir_module *m = NULL;
    mt_buf words = {0};
    ctr_print_short(&words, sig, &cands[k]);
    MT_LOG(run, 3, "entry", "candidate %u (%s), the harness:\n%s", k + 1, words.data, src);
    t->tried++;
    MT_INC(run, entry_candidates);
    if (front_load_source(run, src, fo, &m, &err) != MT_OK) {
      MT_LOG(run, 1, "entry", "candidate %u (%s): the harness does not compile: %s", k + 1, words.data, err);
      t->errors++;
      mt_free(err);
      err = NULL;
    } else {
      drv_verdict v;
      int r = check_candidate(run, m, prop, input, &v);
      MT_LOG(run, 1, "entry", "candidate %u (%s): %s", k + 1, words.data,
             r == 1 ? "proved" : r == 0 ? "refuted" : "not proved");
      if (r == 0 && v.has_cex && v.cex.loc.line >= CTR_HARNESS_LINE) {
        /* the harness's own fault, never the function's: no refutation */
        MT_LOG(run, 0, "entry", "internal: the harness of candidate %u violates the property itself", k + 1);
        r = -1;
      }
      if (r == 1) {
        found = (int)k;
        *proof = v;
        *hm = m;
        m = NULL;
        *hvals = vals;
        *nhvals = nvals;
        vals = NULL;
        MT_INC(run, entry_proved);
      } else {
        if (r == 0) {
          t->refuted++;
          MT_INC(run, entry_refuted);
          char *cx = line_with(v.explanation.data, "Counterexample: ");
          if (cx && t->refuted <= 3) mt_buf_printf(&t->refutations, "    %s: %s\n", words.data, cx);
          mt_free(cx);
        } else {
          t->unproved++;
          /* why: the obligation the proof could not discharge */
          char *why = line_with(v.explanation.data, "Reason: ");
          if (why && t->unproved <= 3) mt_buf_printf(&t->unproofs, "    %s: not proved: %s\n", words.data, why);
          mt_free(why);
        }
        drv_verdict_free(&v);
      }
    }
    mt_buf_free(&words);
    ir_module_free(m);
    mt_free(src);
    mt_free(vals);
  }
  return found;
}

/* a harness of c with the checks of set[0 .. nset) is proved */
static bool ens_proved(mt_run *run, const char *input, const char *abs, const front_opts *fo, drv_prop prop,
                       const ctr_sig *sig, const ctr_cand *c, const ctr_ens *set, uint32_t nset) {
  int64_t *vals = NULL;
  uint32_t nvals = 0;
  char *src = ctr_harness_ens(sig, c, set, nset, abs, &vals, &nvals);
  mt_free(vals);
  ir_module *m = NULL;
  char *err = NULL;
  bool proved = false;
  MT_INC(run, entry_candidates);
  if (front_load_source(run, src, fo, &m, &err) == MT_OK) {
    drv_verdict v;
    proved = check_candidate(run, m, prop, input, &v) == 1;
    drv_verdict_free(&v);
  } else {
    MT_LOG(run, 1, "entry", "the harness of a postcondition does not compile: %s", err);
    mt_free(err);
  }
  MT_LOG(run, 3, "entry", "%s: %u postcondition(s): %s; the harness:\n%s", sig->f->name, nset,
         proved ? "proved" : "not proved", src);
  ir_module_free(m);
  mt_free(src);
  return proved;
}

/* the postconditions of the proved candidate c (not for termination) that
 * a harness with their checks proves: all at once, else one by one (an
 * unproved one is left out); the proved ones to *out (mt_free) */
static uint32_t entry_ensures(mt_run *run, const char *input, const char *abs, const front_opts *fo, drv_prop prop,
                              const ctr_sig *sig, const ctr_cand *c, const bool *writes, ctr_ens **out) {
  *out = NULL;
  if (prop == DRV_PROP_TERMINATION) return 0;
  ctr_ens *e = NULL;
  uint32_t n = ctr_ens_candidates(sig, c, writes, &e), kept = 0;
  if (!n) return 0;
  uint8_t *ok = mt_calloc(n + 1u, 1);
  if (ens_proved(run, input, abs, fo, prop, sig, c, e, n)) memset(ok, 1, n);
  else
    for (uint32_t k = 0; n > 1 && k < n && !mt_deadline_passed(run); k++)
      ok[k] = ens_proved(run, input, abs, fo, prop, sig, c, &e[k], 1);
  for (uint32_t k = 0; k < n; k++)
    if (ok[k]) e[kept++] = e[k];
  mt_free(ok);
  if (!kept) {
    mt_free(e);
    e = NULL;
  }
  *out = e;
  MT_ADD(run, entry_ensures, kept);
  MT_LOG(run, 1, "entry", "%s: %u of %u postcondition(s) proved", sig->f->name, kept, n);
  return kept;
}

/* one function's contract, printed (without the Result line): 1 proved,
 * 0 not, -1 an input error (printed); a proved contract goes to notes */
static int entry_func(mt_run *run, const ir_module *m0, const char *input, const char *abs, const front_opts *fo,
                      drv_prop prop, const char *func, bool single, note_vec *notes) {
  char *err = NULL;
  ctr_sig sig;
  mt_status st = ctr_signature(m0, func, &sig, &err);
  if (st == MT_OK) sig.max_block = (uint64_t)run->opt->entry_max_size; /* --entry, --contracts only */
  const ir_func *ef = ir_find_func(m0, func);
  if (st != MT_OK && (!ef || ef->is_decl)) {
    mt_error("%s", err);
    mt_free(err);
    return -1;
  }
  if (st != MT_OK) { /* an unsupported signature: no answer */
    if (single) printf("Reason: %s\n", err);
    else printf("Contract of %s: none (%s)\n", func, err);
    mt_free(err);
    return 0;
  }

  ctr_cand *cands = NULL;
  uint32_t ncands = ctr_candidates(&sig, 512, &cands);
  MT_INC(run, entry_functions);
  MT_LOG(run, 1, "entry", "%s: %u parameter(s), %u candidate precondition(s)%s", func, sig.nparams, ncands,
         sig.frees ? "; it may free memory" : "");
  entry_tally t;
  memset(&t, 0, sizeof t);
  drv_verdict proof;
  memset(&proof, 0, sizeof proof);
  ir_module *hm = NULL;
  int64_t *hvals = NULL;
  uint32_t nhvals = 0;
  int found = entry_search(run, input, abs, fo, prop, &sig, cands, ncands, &t, &proof, &hm, &hvals, &nhvals);

  const char *what = prop == DRV_PROP_TERMINATION ? "terminates" : "is memory safe";
  int rc = 0;
  if (found >= 0) {
    rc = 1;
    MT_INC(run, entry_contracts);
    const ctr_cand *c = &cands[found];
    mt_buf acsl = {0};
    uint32_t nclauses = ctr_print_acsl(&acsl, &sig, c, "  ");
    if (sig.max_block && nclauses) /* a bounded proof says so, also in --annotate's file */
      mt_buf_printf(&acsl, "  /* proved for blocks of at most %llu bytes (--entry-max-size) */\n",
                    (unsigned long long)sig.max_block);
    ctr_effects fx;
    ctr_effects_of(m0, sig.f, &fx);
    ctr_ens *ens = NULL;
    uint32_t nens = entry_ensures(run, input, abs, fo, prop, &sig, c, fx.writes, &ens);
    printf("Contract of %s (%s:%u), under which it %s:\n", func, input, sig.f->loc.line, what);
    if (nclauses) fputs(acsl.data, stdout);
    else printf("  (no precondition)\n");
    mt_buf post = {0};
    if (prop != DRV_PROP_TERMINATION && ctr_print_post(&post, &sig, c, fx.writes, ens, nens, "  ")) {
      fputs(post.data, stdout);
      mt_buf_printf(&acsl, "%s", post.data);
    }
    mt_buf_free(&post);
    mt_free(ens);
    ctr_effects_free(&fx);
    char *pl = line_with(proof.explanation.data, "Proof: ");
    char maxb[32];
    ctr_max_block(&sig, maxb, sizeof maxb);
    printf("Proof: %s, for every call the contract allows (separate blocks of any size up to %s bytes%s and any "
           "contents, integers of any value)\n",
           pl ? pl : "complete", maxb, sig.max_block ? " (--entry-max-size)" : "");
    mt_free(pl);
    char *how = NULL;
    mt_buf vals = {0};
    ctr_print_call(&vals, &sig, c);
    if (concrete_call(run, hm, hvals, nhvals, &how))
      printf("Not vacuous: a concrete call with %s returns (%s)\n", vals.data, how);
    else
      printf("Not shown to be satisfiable: the concrete call with %s did not return (%s)\n", vals.data, how);
    mt_free(how);
    mt_buf_free(&vals);
    if (sig.nglobals) {
      printf("Assumes: the global(s)");
      for (uint32_t g = 0; g < sig.nglobals; g++) printf("%s %s", g ? "," : "", sig.globals[g]);
      printf(" hold their initial values (the contract covers a first call; a later call after others "
             "changed them is not covered)\n");
    }
    printf("Candidates: %u tried, %u refuted by a counterexample, %u not proved\n", t.tried, t.refuted,
           t.unproved + t.errors);
    if (t.refutations.data) fputs(t.refutations.data, stdout);
    entry_note n = {sig.f->loc.line, acsl.data};
    MT_VEC_PUSH(*notes, n);
    acsl.data = NULL;
    mt_buf_free(&acsl);
    drv_verdict_free(&proof);
  } else {
    if (single)
      printf("Reason: no candidate precondition of %s was proved under which it %s", func, what);
    else
      printf("Contract of %s: none (no candidate precondition was proved under which it %s", func, what);
    printf("%s%u of %u tried: %u refuted by a counterexample, %u not proved%s)\n", single ? " (" : "; ", t.tried,
           ncands, t.refuted, t.unproved + t.errors, mt_deadline_passed(run) ? "; the time ran out" : "");
    if (t.refutations.data) fputs(t.refutations.data, stdout);
    if (t.unproofs.data) fputs(t.unproofs.data, stdout);
    if (t.unproved && !sig.max_block && single)
      printf("Suggestion: --entry-max-size N (65536, say) gives the harness blocks of at most N bytes: a contract "
             "for such blocks may be proved where one for any size is not (a length kept in an int, a sum of "
             "sizes)\n");
  }
  MT_LOG(run, 1, "entry", "%s: %s (%u of %u candidate(s) tried, %u refuted, %u not proved)", func,
         found >= 0 ? "contract proved" : "no contract", t.tried, ncands, t.refuted, t.unproved + t.errors);
  mt_buf_free(&t.refutations);
  mt_buf_free(&t.unproofs);
  mt_free(hvals);
  ir_module_free(hm);
  ctr_cands_free(cands, ncands);
  ctr_signature_free(&sig);
  return rc;
}

/* the functions --contracts covers: those with a body and a line, but
 * main (the whole program's job) and the verifier's own */
static bool contract_worthy(const ir_func *f) {
  return !f->is_decl && f->builtin == IR_BI_NONE && f->loc.line && strcmp(f->name, "main") &&
         strncmp(f->name, "__VERIFIER_", 11) && strncmp(f->name, "__memterm", 9) && strcmp(f->name, "reach_error");
}

int drv_entry(mt_run *run, const char *input, const front_opts *fo, drv_prop prop, const char *func) {
  ir_module *m0 = NULL;
  char *abs = NULL;
  if (!entry_load(run, input, fo, func, &m0, &abs)) return 1;
  note_vec notes = {0};
  int rc = 0;
  if (func) {
    int r = entry_func(run, m0, input, abs, fo, prop, func, true, &notes);
    if (r < 0) rc = 1;
    else report_result_line(stdout, r ? REPORT_TRUE : REPORT_UNKNOWN, NULL);
  } else {
    uint32_t n = 0, proved = 0;
    for (uint32_t i = 0; i < m0->funcs.len; i++) {
      const ir_func *f = &m0->funcs.data[i];
      if (!contract_worthy(f)) continue;
      if (n) printf("\n");
      n++;
      MT_LOG(run, 1, "entry", "function %u: %s", n, f->name);
      if (mt_deadline_passed(run)) {
        printf("Contract of %s: none (the time ran out before it)\n", f->name);
        continue;
      }
      if (entry_func(run, m0, input, abs, fo, prop, f->name, false, &notes) > 0) proved++;
    }
    if (n) printf("\n");
    printf("Contracts: %u function(s), %u with a proved contract, %u without\n", n, proved, n - proved);
    if (!n) printf("Reason: '%s' defines no function other than main\n", input);
    report_result_line(stdout, n && proved == n ? REPORT_TRUE : REPORT_UNKNOWN, NULL);
  }
  if (rc == 0 && run->opt->annotate) {
    char *err = NULL;
    if (!write_annotated(input, run->opt->annotate, &notes, &err)) {
      mt_error("%s", err);
      mt_free(err);
      rc = 1;
    }
  }
  for (uint32_t i = 0; i < notes.len; i++) mt_free(notes.data[i].acsl);
  MT_VEC_FREE(notes);
  mt_free(abs);
  ir_module_free(m0);
  return rc;
}

/* ---- --use-contracts ------------------------------------------------------------------ */

struct drv_contracts {
  const char *input;      /* the program, as given */
  front_opts fo;
  drv_prop prop;
  bool done;              /* inferred (drv_contracts_get) */
  uint32_t n;             /* the module's functions */
  seg_contract *by_func;  /* per function; req NULL: no contract */
  mt_buf text;            /* the contracts in words */
};

drv_contracts *drv_contracts_new(const char *input, const front_opts *fo, drv_prop prop) {
  drv_contracts *c = mt_calloc(1, sizeof *c);
  c->input = input;
  c->fo = *fo;
  c->prop = prop;
  return c;
}

const char *drv_contracts_text(const drv_contracts *c) { return c && c->text.data ? c->text.data : NULL; }

static void infer_contracts(mt_run *run, const ir_module *m, drv_contracts *c);

const seg_contract *drv_contracts_get(mt_run *run, drv_contracts *c, const ir_module *m) {
  if (!c) return NULL;
  if (!c->done) {
    c->done = true;
    infer_contracts(run, m, c);
  }
  return c->by_func;
}

void drv_contracts_free(drv_contracts *c) {
  if (!c) return;
  mt_buf_free(&c->text);
  for (uint32_t i = 0; i < c->n; i++) {
    seg_contract *k = &c->by_func[i];
    mt_free((void *)k->req);
    mt_free((void *)k->writes);
    if (k->clause)
      for (uint32_t j = 0; j < k->nparams; j++) mt_free(k->clause[j]);
    mt_free((void *)k->clause);
    mt_free((void *)k->ens);
  }
  mt_free(c->by_func);
  mt_free(c);
}

/* the functions main reaches by direct calls */
static uint8_t *reached_from_main(const ir_module *m) {
  uint8_t *seen = mt_calloc(m->funcs.len + 1u, 1);
  const ir_func *mf = ir_find_func(m, "main");
  if (!mf || mf->is_decl) return seen;
  MT_VEC(uint32_t) todo = {0};
  MT_VEC_PUSH(todo, (uint32_t)(mf - m->funcs.data));
  seen[todo.data[0]] = 1;
  for (uint32_t t = 0; t < todo.len; t++) {
    const ir_func *f = &m->funcs.data[todo.data[t]];
    for (uint32_t i = 0; i < f->ninsts; i++) {
      const ir_inst *in = &f->insts[i];
      if (in->op != IR_CALL) continue;
      const ir_value *c = ir_val_get(m, in->ops[0]);
      if (c->kind != IR_V_FUNC || seen[c->u.index]) continue;
      seen[c->u.index] = 1;
      MT_VEC_PUSH(todo, c->u.index);
    }
  }
  MT_VEC_FREE(todo);
  return seen;
}

/* why calls of f cannot use a contract (ctr_effects, globals), or NULL */
static const char *unusable(const ctr_sig *sig, const ctr_effects *fx) {
  if (fx->opaque) return "it makes an indirect call or calls a function memterm does not model";
  if (sig->frees) return "it may free memory";
  if (fx->allocs) return "it may allocate memory";
  if (fx->ends) return "it may end the program";
  if (sig->nglobals) return "it names a mutable global";
  return NULL;
}

#define DRV_INFER_SHARE 0.5

/* a proved contract for each function main reaches whose calls may use
 * one, with DRV_INFER_SHARE of the time left */
static void infer_contracts(mt_run *run, const ir_module *m, drv_contracts *c) {
  const char *input = c->input;
  const front_opts *fo = &c->fo;
  drv_prop prop = c->prop;
  mt_buf *out = &c->text;
  c->n = m->funcs.len;
  c->by_func = mt_calloc(c->n + 1u, sizeof *c->by_func);
  if (prop == DRV_PROP_TERMINATION) {
    mt_buf_printf(out, "Contracts: not used for termination (calls are explored)\n");
    return;
  }
  char *abs = realpath(input, NULL);
  if (!abs || strchr(abs, '"') || strchr(abs, '\\') || strchr(abs, '\n')) {
    mt_buf_printf(out, "Contracts: none (the path of '%s' cannot be named in a harness's #include)\n", input);
    free(abs);
    return;
  }
  /* the harness of a function under memcleanup would leak its own blocks:
   * its contract is one of memory safety (the function allocates nothing) */
  drv_prop hprop = prop == DRV_PROP_MEMCLEANUP ? DRV_PROP_MEMSAFETY : prop;
  double saved = run->deadline, now = mt_now();
  if (saved > 0) run->deadline = now + (saved - now) * DRV_INFER_SHARE;
  uint8_t *reached = reached_from_main(m);
  uint32_t n = 0, proved = 0;
  for (uint32_t i = 0; i < m->funcs.len; i++) {
    const ir_func *f = &m->funcs.data[i];
    if (!contract_worthy(f) || !reached[i]) continue;
    n++;
    char *err = NULL;
    ctr_sig sig;
    if (ctr_signature(m, f->name, &sig, &err) != MT_OK) {
      mt_buf_printf(out, "Contract of %s: none (%s)\n", f->name, err);
      mt_free(err);
      continue;
    }
    ctr_effects fx;
    ctr_effects_of(m, f, &fx);
    const char *why = unusable(&sig, &fx);
    if (why || mt_deadline_passed(run)) {
      mt_buf_printf(out, "Contract of %s: none (%s; its calls are explored)\n", f->name,
                    why ? why : "the time for contracts ran out");
      ctr_effects_free(&fx);
      ctr_signature_free(&sig);
      continue;
    }
    ctr_cand *cands = NULL;
    uint32_t ncands = ctr_candidates(&sig, 512, &cands);
    MT_INC(run, entry_functions);
    entry_tally t;
    memset(&t, 0, sizeof t);
    drv_verdict proof;
    memset(&proof, 0, sizeof proof);
    ir_module *hm = NULL;
    int64_t *hvals = NULL;
    uint32_t nhvals = 0;
    int k = entry_search(run, input, abs, fo, hprop, &sig, cands, ncands, &t, &proof, &hm, &hvals, &nhvals);
    if (k >= 0) {
      proved++;
      MT_INC(run, entry_contracts);
      seg_contract *sc = &c->by_func[i];
      struct ctr_req *req = mt_calloc(sig.nparams + 1u, sizeof *req);
      memcpy(req, cands[k].req, sizeof *req * sig.nparams);
      bool *w = mt_calloc(sig.nparams + 1u, sizeof *w);
      for (uint32_t p = 0; p < sig.nparams; p++) w[p] = fx.writes[p];
      char **cl = mt_calloc(sig.nparams + 1u, sizeof *cl);
      for (uint32_t p = 0; p < sig.nparams; p++) {
        mt_buf b = {0};
        if (ctr_print_clause(&b, &sig, &cands[k], p)) cl[p] = b.data;
        else mt_buf_free(&b);
      }
      ctr_ens *ens = NULL;
      uint32_t nens = entry_ensures(run, input, abs, fo, hprop, &sig, &cands[k], fx.writes, &ens);
      sc->nparams = sig.nparams;
      sc->req = req;
      sc->writes = w;
      sc->clause = cl;
      sc->ens = ens;
      sc->nens = nens;
      mt_buf acsl = {0};
      uint32_t ncl = ctr_print_acsl(&acsl, &sig, &cands[k], "  ");
      ncl += ctr_print_post(&acsl, &sig, &cands[k], fx.writes, ens, nens, "  ");
      mt_buf_printf(out, "Contract of %s (%s:%u), proved%s\n%s", f->name, input, f->loc.line,
                    ncl ? ":" : ": no precondition", ncl ? acsl.data : "");
      mt_buf_free(&acsl);
      MT_LOG(run, 1, "entry", "%s: contract proved (%u candidate(s) tried); its calls check it", f->name, t.tried);
    } else {
      mt_buf_printf(out, "Contract of %s: none (%u candidate(s) tried, %u refuted, %u not proved%s; its calls are "
                         "explored)\n",
                    f->name, t.tried, t.refuted, t.unproved + t.errors,
                    mt_deadline_passed(run) ? "; the time for contracts ran out" : "");
    }
    drv_verdict_free(&proof);
    ir_module_free(hm);
    mt_free(hvals);
    mt_buf_free(&t.refutations);
    mt_buf_free(&t.unproofs);
    ctr_cands_free(cands, ncands);
    ctr_effects_free(&fx);
    ctr_signature_free(&sig);
  }
  mt_buf_printf(out, "Contracts: %u function(s) called from main, %u with a proved contract that their calls check\n",
                n, proved);
  mt_free(reached);
  free(abs);
  run->deadline = saved;
}
