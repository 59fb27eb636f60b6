/*
 * report.h -- what a person or a tool reads: the Result line (DESIGN.md's
 * output contract), the report of a concrete run, counterexample traces.
 * stdout belongs to this module; logs go to stderr through MT_LOG.
 */
#ifndef REPORT_H
#define REPORT_H

#include "../exec/exec.h"

typedef enum report_kind { REPORT_TRUE, REPORT_FALSE, REPORT_UNKNOWN } report_kind;

/* "Result: true" / "Result: false(<sub>)" / "Result: unknown" */
void report_result_line(FILE *out, report_kind kind, const char *sub);

/* "FILE:LINE:COL" of an IR location (":?" parts when unknown) into buf */
void report_loc(char *buf, size_t n, const char *file, ir_loc loc);

/* The report of `memterm --run` (lines "memterm: run: ...") */
void report_run(FILE *out, const char *file, const exec_result *r);

/* The nondet values of a run as "v1,v2,..." into b */
void report_nondet_list(mt_buf *b, const exec_result *r);

#endif
