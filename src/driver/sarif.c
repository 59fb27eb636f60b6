/*
 * sarif.c -- --sarif: the verdict in SARIF 2.1.0 (OASIS), the format in
 * which static analysers report to code scanning and editors.
 *
 * One run of one tool (memterm); its rules are the SV-COMP subproperties.
 * - false: one result, level "error", kind "fail", at the violation, with
 *   the replayed run as a code flow (the trace's source lines, the nondet
 *   values where they were drawn, the violation last);
 * - unknown after the graph reached a possible error: one result, level
 *   "warning", kind "open", at that place, its message the reason;
 * - true, and unknown without such a place: no result; the run's
 *   properties hold the verdict and its explanation (the proof, or the
 *   reasons).
 */
#include <jansson.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "verify.h"

static const struct {
  const char *id, *name, *text;
} rules[] = {
    {"valid-deref", "InvalidDereference", "A memory access outside a valid object (null, out of bounds, freed, dead stack memory)."},
    {"valid-free", "InvalidFree", "free() of a pointer that is not the start of a live heap block."},
    {"valid-memtrack", "MemoryLeak", "A heap block that no pointer reaches any more and that was not freed."},
    {"valid-memcleanup", "MemoryNotCleanedUp", "A heap block not freed when the program ends."},
    {"unreach-call", "ReachError", "A call of reach_error() is reachable."},
    {"no-overflow", "SignedOverflow", "A signed integer operation overflows."},
    {"termination", "NonTermination", "A run of the program does not terminate."},
};
#define NRULES (sizeof rules / sizeof rules[0])

static int rule_index(const char *sub) {
  for (size_t i = 0; sub && i < NRULES; i++)
    if (!strcmp(rules[i].id, sub)) return (int)i;
  return -1;
}

/* a file URI: the absolute path, every byte outside RFC 3986's
 * unreserved set and '/' percent-encoded */
static char *file_uri(const char *path) {
  char abs[PATH_MAX];
  const char *p = realpath(path, abs) ? abs : path;
  mt_buf b = {0};
  mt_buf_printf(&b, "file://%s", p[0] == '/' ? "" : "/");
  for (const unsigned char *c = (const unsigned char *)p; *c; c++) {
    if ((*c >= 'a' && *c <= 'z') || (*c >= 'A' && *c <= 'Z') || (*c >= '0' && *c <= '9') ||
        strchr("-._~/", *c))
      mt_buf_printf(&b, "%c", *c);
    else
      mt_buf_printf(&b, "%%%02X", *c);
  }
  return b.data;
}

static json_t *text_msg(const char *s) {
  json_t *m = json_object();
  json_t *t = json_string(s ? s : "");
  json_object_set_new(m, "text", t ? t : json_string("(not UTF-8)"));
  return m;
}

/* the run's artifacts: the input first, then every other file a location
 * names (a header), each once */
typedef struct sarif_files {
  const char *input;
  MT_VEC(const char *) names; /* [0] = input */
} sarif_files;

static uint32_t file_index(sarif_files *sf, const char *name) {
  if (!name) return 0;
  for (uint32_t i = 0; i < sf->names.len; i++)
    if (!strcmp(sf->names.data[i], name)) return i;
  MT_VEC_PUSH(sf->names, name);
  return sf->names.len - 1;
}

static json_t *location(sarif_files *sf, const char *func, ir_loc loc, const char *msg) {
  json_t *l = json_object(), *phys = json_object(), *art = json_object();
  uint32_t fi = file_index(sf, loc.file);
  char *uri = file_uri(sf->names.data[fi]);
  json_object_set_new(art, "uri", json_string(uri));
  mt_free(uri);
  json_object_set_new(art, "index", json_integer(fi));
  json_object_set_new(phys, "artifactLocation", art);
  if (loc.line) {
    json_t *region = json_object();
    json_object_set_new(region, "startLine", json_integer(loc.line));
    if (loc.col) json_object_set_new(region, "startColumn", json_integer(loc.col));
    json_object_set_new(phys, "region", region);
  }
  json_object_set_new(l, "physicalLocation", phys);
  if (func) {
    json_t *lls = json_array(), *ll = json_object();
    json_object_set_new(ll, "name", json_string(func));
    json_object_set_new(ll, "kind", json_string("function"));
    json_array_append_new(lls, ll);
    json_object_set_new(l, "logicalLocations", lls);
  }
  if (msg) json_object_set_new(l, "message", text_msg(msg));
  return l;
}

static json_t *flow_step(sarif_files *sf, const char *func, ir_loc loc, const char *msg,
                         const char *importance) {
  json_t *s = json_object();
  json_object_set_new(s, "location", location(sf, func, loc, msg));
  json_object_set_new(s, "importance", json_string(importance));
  return s;
}

/* the replayed run as a code flow: the trace's steps, each nondet value at
 * the step that drew it, the violation last */
static json_t *code_flow(sarif_files *sf, const drv_verdict *v, const char *end) {
  const exec_result *r = &v->cex;
  json_t *locs = json_array();
  for (uint32_t i = 0; i < r->ntrace; i++) {
    const exec_step *st = &r->trace[i];
    uint32_t next = i + 1 < r->ntrace ? r->trace[i + 1].nondet : r->nnondet_used;
    mt_buf b = {0};
    char at[600];
    report_line(at, sizeof at, sf->input, (ir_loc){st->file, st->line, 0});
    mt_buf_printf(&b, "%s: %s%s", st->func ? st->func : "?", at, st->back ? " (next iteration)" : "");
    for (uint32_t k = st->nondet; k < next && k < r->nnondet_used; k++) {
      const exec_site *site = r->nondet_sites ? &r->nondet_sites[k] : NULL;
      if (site && site->is_unsigned)
        mt_buf_printf(&b, "; nondet #%u = %llu", k + 1, (unsigned long long)r->nondet_used[k]);
      else
        mt_buf_printf(&b, "; nondet #%u = %lld", k + 1, (long long)r->nondet_used[k]);
      if (site && site->callee) mt_buf_printf(&b, " (%s)", site->callee);
    }
    json_array_append_new(locs, flow_step(sf, st->func, (ir_loc){st->file, st->line, 0}, b.data,
                                          next > st->nondet ? "important" : "unimportant"));
    mt_buf_free(&b);
  }
  json_array_append_new(locs, flow_step(sf, r->func, r->loc, end, "essential"));
  json_t *tf = json_object();
  json_object_set_new(tf, "locations", locs);
  json_t *tfs = json_array();
  json_array_append_new(tfs, tf);
  json_t *cf = json_object();
  json_object_set_new(cf, "threadFlows", tfs);
  if (r->trace_dropped) {
    char m[96];
    snprintf(m, sizeof m, "the replay; its first %llu steps are not shown",
             (unsigned long long)r->trace_dropped);
    json_object_set_new(cf, "message", text_msg(m));
  } else {
    json_object_set_new(cf, "message", text_msg("the replayed run"));
  }
  json_t *cfs = json_array();
  json_array_append_new(cfs, cf);
  return cfs;
}

static json_t *result(const char *sub, const char *level, const char *kind, const char *msg,
                      json_t *loc) {
  json_t *res = json_object();
  int ri = rule_index(sub);
  json_object_set_new(res, "ruleId", json_string(ri >= 0 ? rules[ri].id : "possible-error"));
  if (ri >= 0) json_object_set_new(res, "ruleIndex", json_integer(ri));
  json_object_set_new(res, "kind", json_string(kind));
  json_object_set_new(res, "level", json_string(level));
  json_object_set_new(res, "message", text_msg(msg));
  json_t *locs = json_array();
  json_array_append_new(locs, loc);
  json_object_set_new(res, "locations", locs);
  return res;
}

mt_status drv_write_sarif(const char *path, const drv_json_info *in, const drv_verdict *v,
                          int exit_code, char **err) {
  sarif_files sf = {in->input, {0}};
  MT_VEC_PUSH(sf.names, in->input);
  json_t *driver = json_object();
  json_object_set_new(driver, "name", json_string("memterm"));
  json_object_set_new(driver, "version", json_string(in->version));
  json_object_set_new(driver, "semanticVersion", json_string(in->version));
  json_t *rl = json_array();
  for (size_t i = 0; i < NRULES; i++) {
    json_t *r = json_object();
    json_object_set_new(r, "id", json_string(rules[i].id));
    json_object_set_new(r, "name", json_string(rules[i].name));
    json_object_set_new(r, "shortDescription", text_msg(rules[i].text));
    json_t *cfg = json_object();
    json_object_set_new(cfg, "level", json_string("error"));
    json_object_set_new(r, "defaultConfiguration", cfg);
    json_array_append_new(rl, r);
  }
  json_object_set_new(driver, "rules", rl);
  json_t *tool = json_object();
  json_object_set_new(tool, "driver", driver);

  json_t *results = json_array();
  if (v->kind == REPORT_FALSE && v->has_cex) {
    const exec_result *r = &v->cex;
    mt_buf m = {0};
    if (r->outcome == EXEC_VIOLATION)
      mt_buf_printf(&m, "%s: %s", v->sub, r->message ? r->message : "");
    else
      mt_buf_printf(&m, "%s: %u heap block(s) %s at the end of the program", v->sub,
                    !strcmp(v->sub, "valid-memcleanup") ? r->leaks_unfreed : r->leaks_unreachable,
                    !strcmp(v->sub, "valid-memcleanup") ? "not freed" : "unreachable and not freed");
    mt_buf_printf(&m, " (confirmed by a concrete replay)");
    json_t *res = result(v->sub, "error", "fail", m.data, location(&sf, r->func, r->loc, NULL));
    json_object_set_new(res, "codeFlows", code_flow(&sf, v, m.data));
    if (r->outcome != EXEC_VIOLATION && r->leak_loc.line) {
      json_t *rel = json_array();
      json_t *a = location(&sf, r->leak_func, r->leak_loc, "allocated here");
      json_object_set_new(a, "id", json_integer(1));
      json_array_append_new(rel, a);
      json_object_set_new(res, "relatedLocations", rel);
    }
    mt_buf_free(&m);
    json_array_append_new(results, res);
  } else if (v->kind == REPORT_FALSE && v->has_nonterm) {
    json_t *res = result("termination", "error", "fail",
                         "termination: a run that does not terminate (a recurrent set or a "
                         "repeated program state, confirmed)",
                         location(&sf, NULL, (ir_loc){0}, NULL));
    json_array_append_new(results, res);
  } else if (v->kind == REPORT_UNKNOWN && v->has_possible) {
    mt_buf m = {0};
    mt_buf_printf(&m, "possible %s: %s (not confirmed as a real violation; the verdict is unknown)",
                  v->possible.sub ? v->possible.sub : "error", v->possible.reason);
    json_array_append_new(results, result(v->possible.sub, "warning", "open", m.data,
                                          location(&sf, v->possible.func, v->possible.loc, NULL)));
    mt_buf_free(&m);
  }

  json_t *run = json_object();
  json_object_set_new(run, "tool", tool);
  json_t *inv = json_object();
  json_object_set_new(inv, "executionSuccessful", json_true());
  json_object_set_new(inv, "exitCode", json_integer(exit_code));
  json_t *invs = json_array();
  json_array_append_new(invs, inv);
  json_object_set_new(run, "invocations", invs);
  json_t *arts = json_array();
  for (uint32_t i = 0; i < sf.names.len; i++) {
    json_t *art = json_object(), *al = json_object();
    char *uri = file_uri(sf.names.data[i]);
    json_object_set_new(al, "uri", json_string(uri));
    mt_free(uri);
    json_object_set_new(art, "location", al);
    json_object_set_new(art, "sourceLanguage", json_string("c"));
    json_array_append_new(arts, art);
  }
  json_object_set_new(run, "artifacts", arts);
  MT_VEC_FREE(sf.names);
  json_object_set_new(run, "results", results);
  /* the verdict and why: the proof of a true, the reasons of an unknown */
  json_t *props = json_object(), *expl = json_array();
  const char *res = v->kind == REPORT_TRUE ? "true" : v->kind == REPORT_FALSE ? "false" : "unknown";
  json_object_set_new(props, "property", json_string(drv_prop_name(in->prop)));
  json_object_set_new(props, "verdict", json_string(res));
  const char *p = v->explanation.data ? v->explanation.data : "";
  while (*p) {
    const char *nl = strchr(p, '\n');
    size_t n = nl ? (size_t)(nl - p) : strlen(p);
    json_t *line = json_stringn(p, n);
    json_array_append_new(expl, line ? line : json_string("(not UTF-8)"));
    p = nl ? nl + 1 : p + n;
  }
  json_object_set_new(props, "explanation", expl);
  json_object_set_new(run, "properties", props);

  json_t *runs = json_array();
  json_array_append_new(runs, run);
  json_t *root = json_object();
  json_object_set_new(root, "$schema", json_string("https://json.schemastore.org/sarif-2.1.0.json"));
  json_object_set_new(root, "version", json_string("2.1.0"));
  json_object_set_new(root, "runs", runs);
  size_t flags = JSON_INDENT(2) | JSON_PRESERVE_ORDER | JSON_ENSURE_ASCII;
  int rc = json_dump_file(root, path, flags);
  json_decref(root);
  if (rc != 0) {
    *err = mt_sprintf("cannot write the SARIF output to '%s'", path);
    return MT_ERR_IO;
  }
  return MT_OK;
}
