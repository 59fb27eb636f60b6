/*
 * json.c -- --json: the verdict and its evidence as one JSON object
 * (docs/json.md; schema docs/memterm-result.schema.json), written with
 * Jansson.  The object repeats what the text output says, in fields a
 * script reads without parsing: the Result line's parts, the reasons of an
 * unknown, the proof's loop invariants and ranking functions, the
 * counterexample's violation, nondet values and trace, the statistics.
 */
#include <jansson.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>

#include "verify.h"

static const char *const stat_names[] = {
#define STAT(name, desc) #name,
#include "../util/stats.def"
#undef STAT
};

static json_t *str_or_null(const char *s) { return s ? json_string(s) : json_null(); }

/* a location: file (loc's own, else the input), line, column (0: unknown
 * -> null) */
static json_t *loc_obj(const char *file, const char *func, ir_loc loc) {
  json_t *o = json_object();
  json_object_set_new(o, "file", str_or_null(loc.file ? loc.file : file));
  json_object_set_new(o, "function", str_or_null(func));
  json_object_set_new(o, "line", loc.line ? json_integer(loc.line) : json_null());
  json_object_set_new(o, "column", loc.col ? json_integer(loc.col) : json_null());
  return o;
}

/* the lines of text (explanation), and those that start with "Reason: " */
static void add_lines(json_t *root, const char *text) {
  json_t *lines = json_array(), *reasons = json_array();
  const char *p = text ? text : "";
  while (*p) {
    const char *nl = strchr(p, '\n');
    size_t n = nl ? (size_t)(nl - p) : strlen(p);
    json_t *line = json_stringn(p, n);
    if (!line) line = json_string("(not UTF-8)");
    if (n > 8 && !strncmp(p, "Reason: ", 8)) {
      json_t *r = json_stringn(p + 8, n - 8);
      json_array_append_new(reasons, r ? r : json_string("(not UTF-8)"));
    }
    json_array_append_new(lines, line);
    p = nl ? nl + 1 : p + n;
  }
  json_object_set_new(root, "explanation", lines);
  json_object_set_new(root, "reasons", reasons);
}

static json_t *nondet_arr(const char *file, const int64_t *vals, const exec_site *sites,
                          uint32_t from, uint32_t to) {
  json_t *a = json_array();
  for (uint32_t i = from; i < to; i++) {
    const exec_site *s = sites ? &sites[i] : NULL;
    json_t *o = loc_obj(file, s ? s->func : NULL, s ? s->loc : (ir_loc){0});
    json_object_set_new(o, "index", json_integer(i + 1));
    /* an unsigned value beyond INT64_MAX is its decimal string */
    if (s && s->is_unsigned && vals[i] < 0) {
      char buf[32];
      snprintf(buf, sizeof buf, "%llu", (unsigned long long)vals[i]);
      json_object_set_new(o, "value", json_string(buf));
    } else {
      json_object_set_new(o, "value", json_integer(vals[i]));
    }
    json_object_set_new(o, "callee", str_or_null(s ? s->callee : NULL));
    json_array_append_new(a, o);
  }
  return a;
}

static json_t *counterexample(const drv_json_info *in, const drv_verdict *v) {
  const exec_result *r = &v->cex;
  json_t *c = json_object();
  json_t *viol = r->outcome == EXEC_VIOLATION ? loc_obj(in->input, r->func, r->loc)
                                              : loc_obj(in->input, r->func, r->loc);
  json_object_set_new(viol, "subproperty", str_or_null(v->sub));
  json_object_set_new(viol, "message", str_or_null(r->message));
  if (r->outcome != EXEC_VIOLATION) { /* a leak at the program's end */
    json_object_set_new(viol, "end", json_string(r->outcome == EXEC_EXIT ? "exit" : "abort"));
    json_object_set_new(viol, "blocks", json_integer(!strcmp(v->sub, "valid-memcleanup")
                                                          ? r->leaks_unfreed
                                                          : r->leaks_unreachable));
    json_object_set_new(viol, "allocated_at", loc_obj(in->input, r->leak_func, r->leak_loc));
  }
  json_object_set_new(c, "violation", viol);
  json_object_set_new(c, "nondet", nondet_arr(in->input, r->nondet_used, r->nondet_sites, 0,
                                             r->nnondet_used));
  json_object_set_new(c, "uninit", json_integer(v->cex_uninit));
  json_object_set_new(c, "steps", json_integer((json_int_t)r->steps));
  json_t *tr = json_array();
  for (uint32_t i = 0; i < r->ntrace; i++) {
    json_t *o = json_object();
    json_object_set_new(o, "function", str_or_null(r->trace[i].func));
    json_object_set_new(o, "file", str_or_null(r->trace[i].file ? r->trace[i].file : in->input));
    json_object_set_new(o, "line", json_integer(r->trace[i].line));
    json_object_set_new(o, "nondet_drawn", json_integer(r->trace[i].nondet));
    json_object_set_new(o, "loop_back", json_boolean(r->trace[i].back));
    json_array_append_new(tr, o);
  }
  json_object_set_new(c, "trace", tr);
  json_object_set_new(c, "trace_dropped", json_integer((json_int_t)r->trace_dropped));
  /* the replay command line */
  mt_buf b = {0};
  mt_buf_printf(&b, "memterm --run %s", in->input);
  for (uint32_t i = 0; i < r->nnondet_used; i++)
    mt_buf_printf(&b, "%s%lld", i ? "," : " --nondet ", (long long)r->nondet_used[i]);
  if (v->cex_uninit) mt_buf_printf(&b, " --uninit %u", v->cex_uninit);
  if (in->ptr_size == 4) mt_buf_printf(&b, " --data-model ILP32");
  if (in->malloc_may_fail) mt_buf_printf(&b, " --malloc-may-fail");
  json_object_set_new(c, "replay", json_string(b.data));
  mt_buf_free(&b);
  return c;
}

static json_t *nontermination(const drv_json_info *in, const drv_verdict *v) {
  const witness_nonterm *w = &v->nonterm;
  json_t *o = json_object();
  json_object_set_new(o, "stem", nondet_arr(in->input, w->vals, w->sites, 0, w->nstem));
  json_object_set_new(o, "cycle", nondet_arr(in->input, w->vals, w->sites, w->nstem,
                                             w->nstem + w->ncycle));
  json_object_set_new(o, "recurrent_set", str_or_null(w->invariant));
  return o;
}

/* "main:15:n211" -> function main, line 15 */
static json_t *its_loc(const char *name) {
  json_t *o = json_object();
  json_object_set_new(o, "name", json_string(name));
  const char *c1 = strchr(name, ':');
  const char *c2 = c1 ? strchr(c1 + 1, ':') : NULL;
  if (c1 && c2) {
    json_object_set_new(o, "function", json_stringn(name, (size_t)(c1 - name)));
    json_object_set_new(o, "line", json_integer(strtol(c1 + 1, NULL, 10)));
  }
  return o;
}

static json_t *proof(const drv_json_info *in, const drv_verdict *v) {
  json_t *p = json_object();
  json_t *invs = json_array();
  for (uint32_t i = 0; v->has_invs && i < v->ninvs; i++) {
    json_t *o = loc_obj(in->input, v->invs[i].func, v->invs[i].loc);
    json_object_set_new(o, "invariant", json_string(v->invs[i].expr));
    json_array_append_new(invs, o);
  }
  json_object_set_new(p, "loop_invariants", invs);
  json_t *ranks = json_array();
  for (uint32_t i = 0; i < v->nranks; i++) {
    json_t *o = json_object(), *locs = json_array();
    char *names = mt_strdup(v->ranks[i].locs);
    for (char *tok = strtok(names, ", "); tok; tok = strtok(NULL, ", "))
      json_array_append_new(locs, its_loc(tok));
    mt_free(names);
    json_object_set_new(o, "locations", locs);
    json_object_set_new(o, "function", json_string(v->ranks[i].fun));
    json_object_set_new(o, "function_c", str_or_null(v->ranks[i].fun_c));
    json_object_set_new(o, "depth", json_integer(v->ranks[i].depth));
    json_array_append_new(ranks, o);
  }
  json_object_set_new(p, "ranking_functions", ranks);
  return p;
}

/* writes root to path ("-": stdout) and releases it */
static mt_status dump(json_t *root, const char *path, char **err) {
  size_t flags = JSON_INDENT(2) | JSON_PRESERVE_ORDER | JSON_ENSURE_ASCII;
  int rc;
  if (!strcmp(path, "-")) {
    rc = json_dumpf(root, stdout, flags);
    if (rc == 0) fputc('\n', stdout);
    fflush(stdout);
  } else {
    rc = json_dump_file(root, path, flags);
  }
  json_decref(root);
  if (rc != 0) {
    *err = mt_sprintf("cannot write the JSON output to '%s'", path);
    return MT_ERR_IO;
  }
  return MT_OK;
}

/* {"name": "memterm", "version": ...} */
static json_t *tool_obj(const char *version) {
  json_t *tool = json_object();
  json_object_set_new(tool, "name", json_string("memterm"));
  json_object_set_new(tool, "version", json_string(version));
  return tool;
}

static json_t *verdict_obj(const drv_json_info *in, const drv_verdict *v, const mt_run *run);

mt_status drv_write_json(const char *path, const drv_json_info *in, const drv_verdict *v,
                         const mt_run *run, char **err) {
  return dump(verdict_obj(in, v, run), path, err);
}

char *drv_json_text(const drv_json_info *in, const drv_verdict *v, const mt_run *run) {
  json_t *root = verdict_obj(in, v, run);
  char *t = json_dumps(root, JSON_INDENT(2) | JSON_PRESERVE_ORDER | JSON_ENSURE_ASCII);
  json_decref(root);
  if (!t) return NULL;
  char *r = mt_sprintf("%s\n", t);
  free(t);
  return r;
}

static json_t *verdict_obj(const drv_json_info *in, const drv_verdict *v, const mt_run *run) {
  json_t *root = json_object();
  json_object_set_new(root, "tool", tool_obj(in->version));
  json_object_set_new(root, "input", str_or_null(in->input));
  json_object_set_new(root, "task", str_or_null(in->task));
  json_object_set_new(root, "property", json_string(drv_prop_name(in->prop)));
  json_object_set_new(root, "data_model", json_string(in->ptr_size == 4 ? "ILP32" : "LP64"));
  const char *res = v->kind == REPORT_TRUE ? "true" : v->kind == REPORT_FALSE ? "false" : "unknown";
  json_object_set_new(root, "result", json_string(res));
  json_object_set_new(root, "subproperty", v->kind == REPORT_FALSE ? str_or_null(v->sub) : json_null());
  char line[96];
  if (v->kind == REPORT_FALSE) snprintf(line, sizeof line, "Result: false(%s)", v->sub ? v->sub : "?");
  else snprintf(line, sizeof line, "Result: %s", res);
  json_object_set_new(root, "result_line", json_string(line));
  add_lines(root, v->explanation.data);
  if (v->kind == REPORT_TRUE) json_object_set_new(root, "proof", proof(in, v));
  if (v->kind == REPORT_FALSE && v->has_cex)
    json_object_set_new(root, "counterexample", counterexample(in, v));
  if (v->kind == REPORT_FALSE && v->has_nonterm)
    json_object_set_new(root, "nontermination", nontermination(in, v));
  json_object_set_new(root, "witness", str_or_null(in->witness));
  json_object_set_new(root, "time", json_real(mt_now() - run->start));
  struct rusage ru;
  double peak = getrusage(RUSAGE_SELF, &ru) == 0 ? (double)ru.ru_maxrss / 1024.0 : 0.0;
  json_object_set_new(root, "peak_memory_mb", json_real(peak));
  json_object_set_new(root, "memory_limit_reached",
                      json_boolean(run->mem && run->mem->exceeded));
  json_t *stats = json_object();
  for (int i = 0; i < MT_STAT_COUNT; i++)
    json_object_set_new(stats, stat_names[i], json_integer((json_int_t)run->stats.c[i]));
  json_object_set_new(root, "stats", stats);
  return root;
}

mt_status drv_write_json_error(const char *path, const char *version, const char *input,
                               const char *message, char **err) {
  json_t *root = json_object();
  json_object_set_new(root, "tool", tool_obj(version));
  json_object_set_new(root, "input", str_or_null(input));
  json_object_set_new(root, "result", json_string("error"));
  json_t *m = json_string(message ? message : "invalid input");
  json_object_set_new(root, "error", m ? m : json_string("(not UTF-8)"));
  return dump(root, path, err);
}
