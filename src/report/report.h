/*
 * report.h -- what a person or a tool reads: the Result line (DESIGN.md's
 * output contract), the report of a concrete run, counterexample traces.
 * stdout belongs to this module; logs go to stderr through MT_LOG.
 */
#ifndef REPORT_H
#define REPORT_H

#include "../exec/exec.h"
#include "../recur/recur.h"

typedef enum report_kind { REPORT_TRUE, REPORT_FALSE, REPORT_UNKNOWN } report_kind;

/* "Result: true" / "Result: false(<sub>)" / "Result: unknown" */
void report_result_line(FILE *out, report_kind kind, const char *sub);

/* "FILE:LINE:COL" of an IR location (":?" parts when unknown) into buf;
 * FILE is loc.file, or `file` when the location names none */
void report_loc(char *buf, size_t n, const char *file, ir_loc loc);

/* "line N" of a location in the input file, "FILE:N" of one in another
 * file (a header), into buf */
void report_line(char *buf, size_t n, const char *input, ir_loc loc);

/* The report of `memterm --run` (lines "memterm: run: ...") */
void report_run(FILE *out, const char *file, const exec_result *r);

/* The nondet values of a run as "v1,v2,..." into b */
void report_nondet_list(mt_buf *b, const exec_result *r);

/* The counterexample trace of a run recorded with exec_opts.trace, into b:
 *   - the nondet values with the line (and function) where each was drawn
 *     (a line of another file than `input` with its file name)
 *     (at most REPORT_TRACE_VALUES of them, the first and the last ones);
 *   - the source lines executed, oldest first: consecutive repeats of a
 *     sequence of steps (a loop) become one line "lines A-B x N
 *     iterations", and only the last REPORT_TRACE_TAIL lines are printed;
 *   - the end: `end` (the violation and where it happened).
 * Every line is indented by two spaces. */
#define REPORT_TRACE_TAIL 40
#define REPORT_TRACE_VALUES 32
void report_trace(mt_buf *b, const exec_result *r, const char *input, const char *end);

/* A recurrent set of a loop (recur_find) as the lines "Non-termination:
 * the loop at FILE:L:C in F runs for ever ...", the stem's inputs and
 * state, R, the path and its nondet choices, into b */
void report_recur(mt_buf *b, const char *file, const recur_result *r);

#endif
