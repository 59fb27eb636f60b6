/*
 * driver.h -- command line, SV-COMP task and property files, and the
 * portfolio that turns engine results into one verdict.
 */
#ifndef DRIVER_H
#define DRIVER_H

#include "../util/mt.h"

/* ---- properties (SV-COMP .prp files, recognised by content) ---------- */
typedef enum drv_prop {
  DRV_PROP_NONE,
  DRV_PROP_TERMINATION,
  DRV_PROP_MEMSAFETY,    /* valid-free, valid-deref, valid-memtrack */
  DRV_PROP_MEMCLEANUP,
  DRV_PROP_UNREACH_CALL,
  DRV_PROP_NO_OVERFLOW,
} drv_prop;

const char *drv_prop_name(drv_prop p);
/* Recognise the property of a .prp file's text.  MT_ERR_INPUT with a
 * message in *err (mt_free) when the text is not a supported property. */
mt_status drv_parse_prp(const char *text, drv_prop *out, char **err) MT_MUST_CHECK;
/* the text of SV-COMP's .prp file of p (mt_free) */
char *drv_prp_text(drv_prop p);

/* ---- options ------------------------------------------------------------ */
typedef struct drv_cmdline {
  mt_options opt;
  const char *input;     /* the program or task file (borrowed from argv) */
  const char **inputs;   /* every program file (inputs[0] == input; mt_free the array) */
  uint32_t ninputs;
  const char **cflags;   /* -I DIR, -D NAME[=V], -U NAME, ... for clang (borrowed; mt_free the array) */
  uint32_t ncflags;
  unsigned props;        /* --property NAME: bit 1 << drv_prop for each */
  int verbosity;
  bool help, version;
} drv_cmdline;

/* Parse argv with the options.def table.  On error *err holds a one-line
 * message (mt_free) and MT_ERR_USAGE is returned. */
mt_status drv_parse_cmdline(int argc, char **argv, drv_cmdline *cl, char **err) MT_MUST_CHECK;
void drv_print_help(FILE *out);
void drv_cmdline_free(drv_cmdline *cl);
/* the property of a --property name (memsafety, memcleanup, termination,
 * no-overflow, unreach-call; SV-COMP's spellings too), DRV_PROP_NONE for
 * another */
drv_prop drv_prop_by_name(const char *name);
void drv_options_init(mt_options *o);

/* ---- compilation databases (compdb.c) ------------------------------------ */
typedef struct drv_unit {
  char *path;          /* the source file, absolute or as the database names it */
  char *dir;           /* the folder its command runs in */
  char **flags;        /* the flags clang needs (-I, -D, -U, -include, -std=, ...) */
  uint32_t nflags;
} drv_unit;

typedef struct drv_compdb {
  drv_unit *units;
  uint32_t n;
} drv_compdb;

/* The C units of compile_commands.json `path` (the first command of each
 * file; only those of the nonly files `only` when nonly > 0, each of which
 * must be there).  MT_ERR_INPUT with *err (mt_free) for a file that is not
 * a compilation database. */
mt_status drv_compdb_read(const char *path, const char *const *only, uint32_t nonly, drv_compdb *db,
                          char **err) MT_MUST_CHECK;
void drv_compdb_free(drv_compdb *db);

/* ---- task definitions (SV-COMP .yml, format 2.0) ----------------------- */
typedef struct drv_task {
  char *input;          /* first input file, resolved against the .yml's folder */
  char *data_model;     /* "ILP32", "LP64" or NULL */
  char *property_file;  /* first property file, resolved; NULL if none */
} drv_task;

mt_status drv_read_task(const char *path, drv_task *t, char **err) MT_MUST_CHECK;
/* The same on the file's text (len bytes, need not end in NUL); `path`
 * names the file in messages and is what relative names resolve against. */
mt_status drv_parse_task(const char *path, const char *text, size_t len, drv_task *t,
                         char **err) MT_MUST_CHECK;
void drv_task_free(drv_task *t);
bool drv_is_task_file(const char *path);  /* ends in .yml / .yaml */

#endif
