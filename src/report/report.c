/* report.c -- the Result line and the concrete-run report. */
#include "report.h"

#include <inttypes.h>

void report_result_line(FILE *out, report_kind kind, const char *sub) {
  switch (kind) {
  case REPORT_TRUE: fprintf(out, "Result: true\n"); break;
  case REPORT_FALSE: fprintf(out, "Result: false(%s)\n", sub); break;
  case REPORT_UNKNOWN: fprintf(out, "Result: unknown\n"); break;
  }
  fflush(out);
}

void report_loc(char *buf, size_t n, const char *file, ir_loc loc) {
  if (loc.line == 0) snprintf(buf, n, "%s:?", file);
  else snprintf(buf, n, "%s:%u:%u", file, loc.line, loc.col);
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
