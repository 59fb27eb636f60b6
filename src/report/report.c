/* report.c -- the Result line and the concrete-run report. */
#include "report.h"

#include <inttypes.h>
#include <string.h>

void report_result_line(FILE *out, report_kind kind, const char *sub) {
  switch (kind) {
  case REPORT_TRUE: fprintf(out, "Result: true\n"); break;
  case REPORT_FALSE: fprintf(out, "Result: false(%s)\n", sub); break;
  case REPORT_UNKNOWN: fprintf(out, "Result: unknown\n"); break;
  }
  fflush(out);
}

void report_loc(char *buf, size_t n, const char *file, ir_loc loc) {
  if (loc.file) file = loc.file;
  if (loc.line == 0) snprintf(buf, n, "%s:?", file);
  else snprintf(buf, n, "%s:%u:%u", file, loc.line, loc.col);
}

/* loc.file is another file than the input */
static bool other_file(const char *input, const char *file) {
  return file && input && strcmp(file, input) != 0;
}

void report_line(char *buf, size_t n, const char *input, ir_loc loc) {
  if (other_file(input, loc.file)) snprintf(buf, n, "%s:%u", loc.file, loc.line);
  else snprintf(buf, n, "line %u", loc.line);
}

void report_nondet_list(mt_buf *b, const exec_result *r) {
  for (uint32_t i = 0; i < r->nnondet_used; i++)
    mt_buf_printf(b, "%s%" PRId64, i ? "," : "", r->nondet_used[i]);
  if (!b->data) mt_buf_printf(b, "%s", "");
}

void report_run(FILE *out, const char *file, const exec_result *r) {
  char where[512];
  report_loc(where, sizeof where, file, r->loc);
  const char *fn = r->func ? r->func : "?";
  switch (r->outcome) {
  case EXEC_EXIT:
    fprintf(out, "memterm: run: exit %d\n", r->exit_code & 255);
    break;
  case EXEC_ABORT:
    fprintf(out, "memterm: run: abort at %s in %s%s%s\n", where, fn,
            r->message ? ": " : "", r->message ? r->message : "");
    break;
  case EXEC_ASSUME_FALSE:
    fprintf(out, "memterm: run: assumption failed at %s in %s\n", where, fn);
    break;
  case EXEC_VIOLATION:
    fprintf(out, "memterm: run: violation %s at %s in %s: %s\n",
            exec_violation_name(r->violation), where, fn,
            r->message ? r->message : "");
    break;
  case EXEC_STEP_LIMIT:
  case EXEC_TIMEOUT:
  case EXEC_RESOURCE_LIMIT:
  case EXEC_UNSUPPORTED:
  case EXEC_LASSO:
  case EXEC_PROBE:
    fprintf(out, "memterm: run: stopped (%s) at %s in %s%s%s\n",
            exec_outcome_name(r->outcome), where, fn, r->message ? ": " : "",
            r->message ? r->message : "");
    break;
  }
  if (r->outcome == EXEC_EXIT || r->outcome == EXEC_ABORT) {
    char at[512];
    report_loc(at, sizeof at, file, r->leak_loc);
    const char *lf = r->leak_func ? r->leak_func : "?";
    if (r->leaks_unreachable)
      fprintf(out,
              "memterm: run: leak valid-memtrack: %u unreachable block(s), first "
              "allocated at %s in %s\n",
              r->leaks_unreachable, at, lf);
    if (r->leaks_unfreed)
      fprintf(out,
              "memterm: run: leak valid-memcleanup: %u unfreed block(s), first "
              "allocated at %s in %s\n",
              r->leaks_unfreed, at, lf);
  }
  if (r->nnondet_used) {
    mt_buf b = {0};
    report_nondet_list(&b, r);
    fprintf(out, "memterm: run: nondet %s\n", b.data);
    mt_buf_free(&b);
  }
}

/* ---- counterexample traces ------------------------------------------------------- */

/* An item of the compressed trace: steps [from, from + len) of the trace,
 * `reps` repetitions of `period` steps each (reps = 1: one step, or one
 * item of the level below).  Items of level 1 group steps; items of level
 * 2 group level-1 items (an outer loop around a summarised inner one). */
typedef struct titem {
  uint32_t from, len; /* in steps of the trace */
  uint32_t period;
  uint32_t reps;
} titem;

typedef MT_VEC(titem) titemv;

#define TRACE_MAX_PERIOD 32u

static bool step_eq(const exec_step *a, const exec_step *b) {
  return a->line == b->line && a->func == b->func && a->back == b->back && a->file == b->file;
}

static bool item_eq(const exec_step *t, const titem *a, const titem *b) {
  if (a->period != b->period || a->reps != b->reps || a->len != b->len) return false;
  for (uint32_t k = 0; k < a->period; k++)
    if (!step_eq(&t[a->from + k], &t[b->from + k])) return false;
  return true;
}

/* level 1: greedy, at each position the period (<= TRACE_MAX_PERIOD steps)
 * whose consecutive repetitions cover the most steps */
static void compress_steps(const exec_step *t, uint32_t n, titemv *out) {
  for (uint32_t i = 0; i < n;) {
    uint32_t best_p = 1, best_r = 1;
    for (uint32_t p = 1; p <= TRACE_MAX_PERIOD && i + 2 * p <= n; p++) {
      uint32_t r = 1;
      while (i + (r + 1) * p <= n) {
        bool same = true;
        for (uint32_t k = 0; k < p && same; k++) same = step_eq(&t[i + k], &t[i + r * p + k]);
        if (!same) break;
        r++;
      }
      if (r >= 2 && p * r > best_p * best_r) {
        best_p = p;
        best_r = r;
      }
    }
    titem it = {i, best_p * best_r, best_p, best_r};
    MT_VEC_PUSH(*out, it);
    i += best_p * best_r;
  }
}

/* level 2: the same over level-1 items (an outer loop whose body holds a
 * summarised inner loop that runs the same number of times) */
static void compress_items(const exec_step *t, const titemv *in, titemv *out) {
  uint32_t n = in->len;
  for (uint32_t i = 0; i < n;) {
    uint32_t best_p = 1, best_r = 1;
    for (uint32_t p = 1; p <= TRACE_MAX_PERIOD && i + 2 * p <= n; p++) {
      uint32_t r = 1;
      while (i + (r + 1) * p <= n) {
        bool same = true;
        for (uint32_t k = 0; k < p && same; k++)
          same = item_eq(t, &in->data[i + k], &in->data[i + r * p + k]);
        if (!same) break;
        r++;
      }
      if (r >= 2 && p * r > best_p * best_r) {
        best_p = p;
        best_r = r;
      }
    }
    if (best_r == 1) {
      MT_VEC_PUSH(*out, in->data[i]);
      i++;
      continue;
    }
    const titem *a = &in->data[i], *z = &in->data[i + best_p * best_r - 1];
    const titem *lastp = &in->data[i + best_p - 1];
    titem it = {a->from, z->from + z->len - a->from, lastp->from + lastp->len - a->from, best_r};
    MT_VEC_PUSH(*out, it);
    i += best_p * best_r;
  }
}

/* the nondet values steps [from, to) drew: [*lo, *hi) */
static void drawn(const exec_result *r, uint32_t from, uint32_t to, uint32_t *lo, uint32_t *hi) {
  *lo = r->trace[from].nondet;
  *hi = to < r->ntrace ? r->trace[to].nondet : r->nnondet_used;
}

/* "main: lines 12-13, 15, f: line 3": the lines of steps [from, to) per
 * function (functions in the order first executed), sorted, runs of
 * consecutive numbers as ranges; a function in another file than the
 * input is "f (lib.h): line 3" */
static void line_list(mt_buf *b, const char *input, const exec_step *t, uint32_t from, uint32_t to) {
  enum { MAX_FUNCS = 4, MAX_LINES = 12 };
  const char *done[MAX_FUNCS];
  uint32_t ndone = 0;
  for (uint32_t i = from; i < to; i++) {
    const char *fn = t[i].func;
    bool seen = false;
    for (uint32_t k = 0; k < ndone; k++) seen = seen || done[k] == fn;
    if (seen) continue;
    if (ndone == MAX_FUNCS) {
      mt_buf_printf(b, ", ...");
      return;
    }
    done[ndone++] = fn;
    uint32_t lines[MAX_LINES], nl = 0;
    bool more = false;
    for (uint32_t j = i; j < to; j++) {
      if (t[j].func != fn) continue;
      bool have = false;
      for (uint32_t k = 0; k < nl; k++) have = have || lines[k] == t[j].line;
      if (have) continue;
      if (nl == MAX_LINES) {
        more = true;
        continue;
      }
      uint32_t k = nl++;
      for (; k > 0 && lines[k - 1] > t[j].line; k--) lines[k] = lines[k - 1];
      lines[k] = t[j].line;
    }
    mt_buf_printf(b, "%s%s", ndone > 1 ? ", " : "", fn ? fn : "?");
    if (other_file(input, t[i].file)) mt_buf_printf(b, " (%s)", t[i].file);
    mt_buf_printf(b, ": line%s ", nl > 1 ? "s" : "");
    for (uint32_t k = 0; k < nl;) {
      uint32_t e = k;
      while (e + 1 < nl && lines[e + 1] == lines[e] + 1) e++;
      mt_buf_printf(b, "%s%u", k ? ", " : "", lines[k]);
      if (e > k) mt_buf_printf(b, "-%u", lines[e]);
      k = e + 1;
    }
    if (more) mt_buf_printf(b, ", ...");
  }
}

static void value_ref(mt_buf *b, uint32_t lo, uint32_t hi) {
  if (hi == lo + 1) mt_buf_printf(b, " (draws nondet value #%u)", lo + 1);
  else if (hi > lo) mt_buf_printf(b, " (draws nondet values #%u-#%u)", lo + 1, hi);
}

static void print_item(mt_buf *b, const char *input, const exec_result *r, const titem *it) {
  const exec_step *t = r->trace;
  uint32_t lo, hi;
  drawn(r, it->from, it->from + it->len, &lo, &hi);
  mt_buf_printf(b, "    ");
  line_list(b, input, t, it->from, it->from + it->len);
  if (it->reps > 1) {
    /* iterations of a loop when one loop head is entered by a jump back
     * exactly once per repetition (the outer loop around inner ones) */
    bool once = false;
    for (uint32_t k = it->from; k < it->from + it->period && !once; k++) {
      if (!t[k].back) continue;
      uint32_t same = 0;
      for (uint32_t j = it->from; j < it->from + it->period; j++)
        same += t[j].back && step_eq(&t[j], &t[k]);
      once = same == 1;
    }
    mt_buf_printf(b, " x %u %s", it->reps, once ? "iterations" : "repetitions");
  }
  value_ref(b, lo, hi);
  mt_buf_printf(b, "\n");
}

/* nondet values i and j are the same value drawn at the same call */
static bool same_draw(const exec_result *r, uint32_t i, uint32_t j) {
  const exec_site *a = &r->nondet_sites[i], *b = &r->nondet_sites[j];
  return r->nondet_used[i] == r->nondet_used[j] && a->loc.line == b->loc.line &&
         a->loc.file == b->loc.file &&
         a->loc.col == b->loc.col && a->func == b->func && a->callee == b->callee;
}

/* values [i, j) (all the same draw) */
static void print_values(mt_buf *b, const char *input, const exec_result *r, uint32_t i,
                         uint32_t j) {
  const exec_site *s = &r->nondet_sites[i];
  if (j == i + 1) mt_buf_printf(b, "    #%u = ", i + 1);
  else mt_buf_printf(b, "    #%u-#%u = ", i + 1, j);
  if (s->is_unsigned) mt_buf_printf(b, "%" PRIu64, (uint64_t)r->nondet_used[i]);
  else mt_buf_printf(b, "%" PRId64, r->nondet_used[i]);
  char at[600];
  report_line(at, sizeof at, input, s->loc);
  mt_buf_printf(b, " at %s in %s (%s)\n", at, s->func ? s->func : "?",
                s->callee ? s->callee : "nondet");
}

void report_trace(mt_buf *b, const exec_result *r, const char *input, const char *end) {
  uint32_t nv = r->nnondet_used;
  if (nv) {
    /* runs of the same value from the same call, at most
     * REPORT_TRACE_VALUES of them: the first and the last half */
    MT_VEC(uint32_t) runs = {0};
    for (uint32_t i = 0; i < nv; i++)
      if (i == 0 || !same_draw(r, i - 1, i)) MT_VEC_PUSH(runs, i);
    MT_VEC_PUSH(runs, nv);
    uint32_t nr = runs.len - 1, half = REPORT_TRACE_VALUES / 2;
    mt_buf_printf(b, "  nondet values (where each was drawn):\n");
    for (uint32_t k = 0; k < nr; k++) {
      if (nr > REPORT_TRACE_VALUES && k == half) {
        mt_buf_printf(b, "    ... (values #%u-#%u)\n", runs.data[k] + 1, runs.data[nr - half]);
        k = nr - half;
      }
      print_values(b, input, r, runs.data[k], runs.data[k + 1]);
    }
    MT_VEC_FREE(runs);
  }
  if (r->ntrace) {
    titemv l1 = {0}, l2 = {0};
    compress_steps(r->trace, r->ntrace, &l1);
    compress_items(r->trace, &l1, &l2);
    uint32_t first = l2.len > REPORT_TRACE_TAIL ? l2.len - REPORT_TRACE_TAIL : 0;
    uint64_t hidden = r->trace_dropped + (first ? l2.data[first].from : 0);
    mt_buf_printf(b, "  trace (source lines executed, loops summarised%s):\n",
                  hidden ? "; the last steps" : "");
    if (hidden)
      mt_buf_printf(b, "    ... (%llu earlier step(s))\n", (unsigned long long)hidden);
    for (uint32_t i = first; i < l2.len; i++) print_item(b, input, r, &l2.data[i]);
    MT_VEC_FREE(l1);
    MT_VEC_FREE(l2);
  }
  if (end) mt_buf_printf(b, "    %s\n", end);
}

void report_recur(mt_buf *b, const char *file, const recur_result *r) {
  char where[512];
  report_loc(where, sizeof where, file, r->loc);
  mt_buf_printf(b, "Non-termination: the loop at %s in %s runs for ever (signed integers "
                   "as mathematical integers)\n", where, r->func ? r->func : "?");
  mt_buf_printf(b, "  stem: the inputs ");
  for (uint32_t i = 0; i < r->nstem; i++) mt_buf_printf(b, "%s%" PRId64, i ? "," : "", r->vals[i]);
  mt_buf_printf(b, "%s reach the loop head with", r->nstem ? "" : "(none)");
  for (uint32_t i = 0; i < r->nvar; i++)
    mt_buf_printf(b, "%s %s = %" PRId64, i ? "," : "", r->var[i], r->s0[i]);
  mt_buf_printf(b, " (confirmed by replay)\n  recurrent set: ");
  for (uint32_t q = 0; q < r->natom; q++) {
    const recur_atom *at = &r->atom[q];
    if (q) mt_buf_printf(b, " && ");
    if (at->cond >= 0) {
      mt_buf_printf(b, "(the branch condition of the loop's path no. %d)", at->cond + 1);
      continue;
    }
    bool first = true;
    for (uint32_t i = 0; i < r->nvar; i++) {
      int64_t a = at->a[i];
      if (!a) continue;
      mt_buf_printf(b, "%s", first ? (a < 0 ? "-" : "") : (a < 0 ? " - " : " + "));
      if (a != 1 && a != -1) mt_buf_printf(b, "%lld*", (long long)(a < 0 ? -a : a));
      mt_buf_printf(b, "%s", r->var[i]);
      first = false;
    }
    mt_buf_printf(b, " >= %lld", (long long)-at->c);
  }
  mt_buf_printf(b, "\n  from every state of it the path");
  for (uint32_t i = 0; i < r->npath; i++) mt_buf_printf(b, " %s", r->path[i]);
  mt_buf_printf(b, " is taken");
  for (uint32_t i = 0; i < r->ncycle; i++)
    mt_buf_printf(b, "%s nondet value %" PRId64 " at line %u", i ? "," : " with",
                  r->vals[r->nstem + i], r->sites[r->nstem + i].loc.line);
  mt_buf_printf(b, " and ends in the set again (re-checked over the integers)\n");
}
