/*
 * witness.c -- writing SV-COMP violation witnesses (GraphML 1.0, YAML 2.0).
 *
 * A confirmed counterexample is fully described by its nondet values: the
 * witness fixes each of them with `\result == v` at the return of its
 * nondet call (in order), then names the violation.  SHA-256 comes from
 * nettle; the UUID (YAML) from /dev/urandom.
 */
#include "witness.h"

#include <errno.h>
#include <inttypes.h>
#include <nettle/sha2.h>
#include <string.h>
#include <time.h>

witness_format witness_format_of(const char *path) {
  size_t n = strlen(path);
  if ((n >= 4 && !strcmp(path + n - 4, ".yml")) || (n >= 5 && !strcmp(path + n - 5, ".yaml")))
    return WITNESS_YAML;
  return WITNESS_GRAPHML;
}

mt_status witness_sha256_file(const char *path, char out[65], char **err) {
  char *text = NULL;
  size_t len = 0;
  if (mt_read_file(path, &text, &len, err) != MT_OK) return MT_ERR_IO;
  struct sha256_ctx ctx;
  uint8_t digest[SHA256_DIGEST_SIZE];
  sha256_init(&ctx);
  sha256_update(&ctx, len, (const uint8_t *)text);
  sha256_digest(&ctx, SHA256_DIGEST_SIZE, digest);
  mt_free(text);
  for (int i = 0; i < SHA256_DIGEST_SIZE; i++) snprintf(out + 2 * i, 3, "%02x", digest[i]);
  return MT_OK;
}

/* ISO 8601 local time with offset, e.g. 2026-11-23T10:00:00+01:00 */
static void iso_time(char *buf, size_t n) {
  time_t now = time(NULL);
  struct tm lt;
  localtime_r(&now, &lt);
  size_t k = strftime(buf, n, "%Y-%m-%dT%H:%M:%S", &lt);
  long off = lt.tm_gmtoff / 60;
  char sign = off < 0 ? '-' : '+';
  if (off < 0) off = -off;
  snprintf(buf + k, n - k, "%c%02ld:%02ld", sign, off / 60, off % 60);
}

static void uuid4(char out[37]) {
  uint8_t b[16];
  FILE *f = fopen("/dev/urandom", "rb");
  size_t got = f ? fread(b, 1, sizeof b, f) : 0;
  if (f) fclose(f);
  if (got != sizeof b) { /* no /dev/urandom: time and address bits */
    uint64_t s = (uint64_t)time(NULL) ^ (uint64_t)(uintptr_t)out;
    for (int i = 0; i < 16; i++) {
      s = s * 6364136223846793005ull + 1442695040888963407ull;
      b[i] = (uint8_t)(s >> 56);
    }
  }
  b[6] = (uint8_t)((b[6] & 0x0f) | 0x40);
  b[8] = (uint8_t)((b[8] & 0x3f) | 0x80);
  snprintf(out, 37, "%02x%02x%02x%02x-%02x%02x-%02x%02x-%02x%02x-%02x%02x%02x%02x%02x%02x",
           b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7], b[8], b[9], b[10], b[11], b[12],
           b[13], b[14], b[15]);
}

/* the program's lines, for locating the ')' that closes a call */
typedef struct src_lines {
  char *text;
  MT_VEC(const char *) line; /* line[i] = start of line i+1 */
} src_lines;

static void src_load(src_lines *s, const char *path) {
  memset(s, 0, sizeof *s);
  size_t len;
  char *err = NULL;
  if (mt_read_file(path, &s->text, &len, &err) != MT_OK) {
    mt_free(err);
    s->text = NULL;
    return;
  }
  const char *p = s->text;
  MT_VEC_PUSH(s->line, p);
  for (; *p; p++)
    if (*p == '\n') MT_VEC_PUSH(s->line, p + 1);
}

static void src_free(src_lines *s) {
  mt_free(s->text);
  MT_VEC_FREE(s->line);
}

/* where a witness puts loc: the program file's physical line when it holds
 * loc, else loc's own file (a header) */
static ir_loc witness_loc(const witness_task *t, ir_loc loc) {
  ir_loc r = {t->program, loc.line, loc.col};
  if (!t->m || !loc.line) return r;
  uint32_t p = ir_input_line(t->m, loc);
  if (p) r.line = p;
  else r.file = ir_loc_file(t->m, loc);
  return r;
}

/* the lines of the file of a witness location: the program's, or one
 * other file's (loaded on demand) */
typedef struct src_cache {
  src_lines prog, other;
  const char *other_name;
} src_cache;

static const src_lines *src_of(src_cache *c, const witness_task *t, const char *file) {
  if (!file || file == t->program || !strcmp(file, t->program)) return &c->prog;
  if (!c->other_name || strcmp(c->other_name, file)) {
    src_free(&c->other);
    src_load(&c->other, file);
    c->other_name = file;
  }
  return &c->other;
}

/* (line, col) of the ')' closing the call that starts at loc; loc itself
 * when it cannot be found */
static ir_loc call_close(const src_lines *s, ir_loc loc) {
  if (!s->text || loc.line == 0 || loc.line > s->line.len) return loc;
  uint32_t ln = loc.line;
  const char *p = s->line.data[ln - 1] + (loc.col ? loc.col - 1 : 0);
  int depth = 0;
  bool opened = false;
  for (int budget = 0; *p && budget < 4096; p++, budget++) {
    if (*p == '\n') {
      ln++;
      continue;
    }
    if (*p == '(') {
      depth++;
      opened = true;
    } else if (*p == ')' && opened && --depth == 0) {
      ir_loc r = {loc.file, ln, (uint32_t)(p - s->line.data[ln - 1]) + 1};
      return r;
    }
  }
  return loc;
}

static void xml_esc(FILE *f, const char *s) {
  for (; s && *s; s++) switch (*s) {
    case '&': fputs("&amp;", f); break;
    case '<': fputs("&lt;", f); break;
    case '>': fputs("&gt;", f); break;
    case '"': fputs("&quot;", f); break;
    default: fputc(*s, f);
    }
}

static void yaml_str(FILE *f, const char *s) {
  fputc('"', f);
  for (; s && *s; s++) {
    if (*s == '"' || *s == '\\') fputc('\\', f);
    if (*s == '\n') fputs("\\n", f);
    else fputc(*s, f);
  }
  fputc('"', f);
}

static void value_text(char *buf, size_t n, int64_t v, bool is_unsigned) {
  if (is_unsigned) snprintf(buf, n, "%" PRIu64 "U", (uint64_t)v);
  else if (v == INT64_MIN) snprintf(buf, n, "(-9223372036854775807LL - 1)");
  else snprintf(buf, n, "%" PRId64, v);
}

/* the GraphML keys and the graph's data */
static void graphml_head(FILE *f, const witness_task *t, const char *hash, const char *when) {
  static const char *keys[][4] = {
      {"isViolationNode", "boolean", "node", "violation"},
      {"isEntryNode", "boolean", "node", "entry"},
      {"isCycleHead", "boolean", "node", "cyclehead"},
      {"violatedProperty", "string", "node", "violatedProperty"},
      {"invariant", "string", "node", "invariant"},
      {"witness-type", "string", "graph", "witness-type"},
      {"sourcecodeLanguage", "string", "graph", "sourcecodelang"},
      {"producer", "string", "graph", "producer"},
      {"specification", "string", "graph", "specification"},
      {"programFile", "string", "graph", "programfile"},
      {"programHash", "string", "graph", "programhash"},
      {"architecture", "string", "graph", "architecture"},
      {"creationTime", "string", "graph", "creationtime"},
      {"startline", "int", "edge", "startline"},
      {"endline", "int", "edge", "endline"},
      {"originFileName", "string", "edge", "originfilename"},
      {"assumption", "string", "edge", "assumption"},
      {"assumption.scope", "string", "edge", "assumption.scope"},
      {"assumption.resultfunction", "string", "edge", "assumption.resultfunction"},
      {"enterFunction", "string", "edge", "enterFunction"},
      {"enterLoopHead", "boolean", "edge", "enterLoopHead"},
  };
  fprintf(f, "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"no\"?>\n"
             "<graphml xmlns=\"http://graphml.graphdrawing.org/xmlns\" "
             "xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\">\n");
  for (size_t i = 0; i < sizeof keys / sizeof keys[0]; i++) {
    fprintf(f, " <key attr.name=\"%s\" attr.type=\"%s\" for=\"%s\" id=\"%s\"", keys[i][0],
            keys[i][1], keys[i][2], keys[i][3]);
    if (!strcmp(keys[i][1], "boolean")) fprintf(f, ">\n  <default>false</default>\n </key>\n");
    else fprintf(f, "/>\n");
  }
  fprintf(f, " <graph edgedefault=\"directed\">\n");
  fprintf(f, "  <data key=\"witness-type\">violation_witness</data>\n");
  fprintf(f, "  <data key=\"sourcecodelang\">C</data>\n");
  fprintf(f, "  <data key=\"producer\">");
  xml_esc(f, t->producer);
  fprintf(f, " ");
  xml_esc(f, t->version);
  fprintf(f, "</data>\n  <data key=\"specification\">");
  xml_esc(f, t->spec);
  fprintf(f, "</data>\n  <data key=\"programfile\">");
  xml_esc(f, t->program);
  fprintf(f, "</data>\n  <data key=\"programhash\">%s</data>\n", hash);
  fprintf(f, "  <data key=\"architecture\">%s</data>\n", t->ptr_size == 4 ? "32bit" : "64bit");
  fprintf(f, "  <data key=\"creationtime\">%s</data>\n", when);
}

/* an edge's startline and endline (and its file when it is not the program) */
static void graphml_lines(FILE *f, const witness_task *t, ir_loc loc) {
  ir_loc w = witness_loc(t, loc);
  if (!w.line) return;
  fprintf(f, "   <data key=\"startline\">%u</data>\n", w.line);
  fprintf(f, "   <data key=\"endline\">%u</data>\n", w.line);
  if (w.file != t->program) {
    fprintf(f, "   <data key=\"originfilename\">");
    xml_esc(f, w.file);
    fprintf(f, "</data>\n");
  }
}

/* the edge from -> to fixing nondet value v drawn at site s */
static void graphml_value_edge(FILE *f, const witness_task *t, const char *from, const char *to,
                               const exec_site *s, const char *val) {
  fprintf(f, "  <edge source=\"%s\" target=\"%s\">\n", from, to);
  graphml_lines(f, t, s->loc);
  fprintf(f, "   <data key=\"assumption\">\\result == %s;</data>\n", val);
  if (s->func) {
    fprintf(f, "   <data key=\"assumption.scope\">");
    xml_esc(f, s->func);
    fprintf(f, "</data>\n");
  }
  fprintf(f, "   <data key=\"assumption.resultfunction\">");
  xml_esc(f, s->callee);
  fprintf(f, "</data>\n  </edge>\n");
}

static void write_graphml(FILE *f, const witness_task *t, const exec_result *r,
                          const char *hash, const char *when) {
  graphml_head(f, t, hash, when);
  fprintf(f, "  <node id=\"N0\">\n   <data key=\"entry\">true</data>\n  </node>\n");
  uint32_t n = r->nnondet_used;
  for (uint32_t i = 0; i < n; i++) {
    char val[64], from[16], to[16];
    value_text(val, sizeof val, r->nondet_used[i], r->nondet_sites[i].is_unsigned);
    snprintf(from, sizeof from, "N%u", i);
    snprintf(to, sizeof to, "N%u", i + 1);
    fprintf(f, "  <node id=\"%s\"/>\n", to);
    graphml_value_edge(f, t, from, to, &r->nondet_sites[i], val);
  }
  fprintf(f, "  <node id=\"N%u\">\n   <data key=\"violation\">true</data>\n", n + 1);
  fprintf(f, "   <data key=\"violatedProperty\">");
  xml_esc(f, t->spec);
  fprintf(f, "</data>\n  </node>\n");
  fprintf(f, "  <edge source=\"N%u\" target=\"N%u\">\n", n, n + 1);
  graphml_lines(f, t, r->loc);
  fprintf(f, "  </edge>\n </graph>\n</graphml>\n");
}

/* the stem: N0 (entry) -enterFunction main-> N1 -values-> ... -enterLoopHead-> C;
 * the cycle: C -values-> Y1 ... -enterLoopHead-> C (C -> Y0 -enterLoopHead-> C
 * when the cycle draws no value) */
static void write_nonterm(FILE *f, const witness_task *t, const witness_nonterm *w,
                          const char *hash, const char *when) {
  graphml_head(f, t, hash, when);
  fprintf(f, "  <node id=\"N0\">\n   <data key=\"entry\">true</data>\n  </node>\n");
  fprintf(f, "  <node id=\"N1\"/>\n");
  fprintf(f, "  <edge source=\"N0\" target=\"N1\">\n   <data key=\"enterFunction\">main</data>\n"
             "  </edge>\n");
  char from[16], to[16], val[64];
  for (uint32_t i = 0; i < w->nstem; i++) {
    snprintf(from, sizeof from, "N%u", i + 1);
    snprintf(to, sizeof to, "N%u", i + 2);
    value_text(val, sizeof val, w->vals[i], w->sites[i].is_unsigned);
    fprintf(f, "  <node id=\"%s\"/>\n", to);
    graphml_value_edge(f, t, from, to, &w->sites[i], val);
  }
  fprintf(f, "  <node id=\"C\">\n   <data key=\"cyclehead\">true</data>\n");
  fprintf(f, "   <data key=\"invariant\">");
  xml_esc(f, w->invariant ? w->invariant : "1");
  fprintf(f, "</data>\n  </node>\n");
  fprintf(f, "  <edge source=\"N%u\" target=\"C\">\n   <data key=\"enterLoopHead\">true</data>\n"
             "  </edge>\n", w->nstem + 1);
  snprintf(from, sizeof from, "C");
  for (uint32_t i = 0; i < w->ncycle; i++) {
    snprintf(to, sizeof to, "Y%u", i + 1);
    value_text(val, sizeof val, w->vals[w->nstem + i], w->sites[w->nstem + i].is_unsigned);
    fprintf(f, "  <node id=\"%s\"/>\n", to);
    graphml_value_edge(f, t, from, to, &w->sites[w->nstem + i], val);
    snprintf(from, sizeof from, "%s", to);
  }
  if (!w->ncycle) {
    fprintf(f, "  <node id=\"Y0\"/>\n  <edge source=\"C\" target=\"Y0\"/>\n");
    snprintf(from, sizeof from, "Y0");
  }
  fprintf(f, "  <edge source=\"%s\" target=\"C\">\n   <data key=\"enterLoopHead\">true</data>\n"
             "  </edge>\n", from);
  fprintf(f, " </graph>\n</graphml>\n");
}

void witness_nonterm_free(witness_nonterm *w) {
  mt_free(w->vals);
  mt_free(w->sites);
  mt_free(w->invariant);
  memset(w, 0, sizeof *w);
}

/* loc as witness_loc gives it */
static void yaml_location(FILE *f, const char *indent, ir_loc loc, const char *func) {
  fprintf(f, "%slocation:\n%s  file_name: ", indent, indent);
  yaml_str(f, loc.file);
  fprintf(f, "\n%s  line: %u\n", indent, loc.line ? loc.line : 1);
  if (loc.col) fprintf(f, "%s  column: %u\n", indent, loc.col);
  if (func) {
    fprintf(f, "%s  function: ", indent);
    yaml_str(f, func);
    fputc('\n', f);
  }
}

/* the metadata of an entry (YAML 2.0) */
static void yaml_metadata(FILE *f, const witness_task *t, const char *hash, const char *when) {
  char uuid[37];
  uuid4(uuid);
  fprintf(f, "  metadata:\n");
  fprintf(f, "    format_version: \"2.0\"\n    uuid: \"%s\"\n    creation_time: \"%s\"\n", uuid,
          when);
  fprintf(f, "    producer:\n      name: ");
  yaml_str(f, t->producer);
  fprintf(f, "\n      version: ");
  yaml_str(f, t->version);
  fprintf(f, "\n    task:\n      input_files:\n        - ");
  yaml_str(f, t->program);
  fprintf(f, "\n      input_file_hashes:\n        ");
  yaml_str(f, t->program);
  fprintf(f, ": \"%s\"\n      specification: ", hash);
  yaml_str(f, t->spec);
  fprintf(f, "\n      data_model: \"%s\"\n      language: \"C\"\n", t->ptr_size == 4 ? "ILP32" : "LP64");
}

static void write_yaml(FILE *f, const witness_task *t, const exec_result *r, const char *hash,
                       const char *when) {
  src_cache src = {0};
  src_load(&src.prog, t->program);
  fprintf(f, "- entry_type: violation_sequence\n");
  yaml_metadata(f, t, hash, when);
  fprintf(f, "  content:\n");
  for (uint32_t i = 0; i < r->nnondet_used; i++) {
    const exec_site *s = &r->nondet_sites[i];
    char val[64], cons[96];
    value_text(val, sizeof val, r->nondet_used[i], s->is_unsigned);
    snprintf(cons, sizeof cons, "\\result == %s", val);
    fprintf(f, "    - segment:\n        - waypoint:\n            type: function_return\n"
               "            action: follow\n");
    ir_loc w = witness_loc(t, s->loc);
    yaml_location(f, "            ", call_close(src_of(&src, t, w.file), w), s->func);
    fprintf(f, "            constraint:\n              value: ");
    yaml_str(f, cons);
    fprintf(f, "\n              format: c_expression\n");
  }
  fprintf(f, "    - segment:\n        - waypoint:\n            type: target\n"
             "            action: follow\n");
  yaml_location(f, "            ", witness_loc(t, r->loc), r->func);
  src_free(&src.prog);
  src_free(&src.other);
}

mt_status witness_write_violation(const char *path, const witness_task *t,
                                  const exec_result *cex, char **err) {
  char hash[65];
  if (witness_sha256_file(t->program, hash, err) != MT_OK) return MT_ERR_IO;
  FILE *f = fopen(path, "w");
  if (!f) {
    *err = mt_sprintf("cannot write the witness '%s': %s", path, strerror(errno));
    return MT_ERR_IO;
  }
  char when[64];
  iso_time(when, sizeof when);
  if (witness_format_of(path) == WITNESS_YAML) write_yaml(f, t, cex, hash, when);
  else write_graphml(f, t, cex, hash, when);
  if (fclose(f) != 0) {
    *err = mt_sprintf("cannot write the witness '%s': %s", path, strerror(errno));
    return MT_ERR_IO;
  }
  return MT_OK;
}

mt_status witness_write_nonterm(const char *path, const witness_task *t, const witness_nonterm *w,
                                char **err) {
  char hash[65];
  if (witness_sha256_file(t->program, hash, err) != MT_OK) return MT_ERR_IO;
  FILE *f = fopen(path, "w");
  if (!f) {
    *err = mt_sprintf("cannot write the witness '%s': %s", path, strerror(errno));
    return MT_ERR_IO;
  }
  char when[64];
  iso_time(when, sizeof when);
  write_nonterm(f, t, w, hash, when);
  if (fclose(f) != 0) {
    *err = mt_sprintf("cannot write the witness '%s': %s", path, strerror(errno));
    return MT_ERR_IO;
  }
  return MT_OK;
}

void witness_invs_free(witness_inv *invs, uint32_t n) {
  for (uint32_t i = 0; i < n; i++) mt_free(invs[i].expr);
  mt_free(invs);
}

mt_status witness_write_correctness(const char *path, const witness_task *t,
                                    const witness_inv *invs, uint32_t n, char **err) {
  char hash[65];
  if (witness_sha256_file(t->program, hash, err) != MT_OK) return MT_ERR_IO;
  FILE *f = fopen(path, "w");
  if (!f) {
    *err = mt_sprintf("cannot write the witness '%s': %s", path, strerror(errno));
    return MT_ERR_IO;
  }
  char when[64];
  iso_time(when, sizeof when);
  fprintf(f, "- entry_type: invariant_set\n");
  yaml_metadata(f, t, hash, when);
  fprintf(f, "  content:%s\n", n ? "" : " []");
  for (uint32_t i = 0; i < n; i++) {
    fprintf(f, "    - invariant:\n        type: loop_invariant\n");
    yaml_location(f, "        ", witness_loc(t, invs[i].loc), invs[i].func);
    fprintf(f, "        value: ");
    yaml_str(f, invs[i].expr);
    fprintf(f, "\n        format: c_expression\n");
  }
  if (fclose(f) != 0) {
    *err = mt_sprintf("cannot write the witness '%s': %s", path, strerror(errno));
    return MT_ERR_IO;
  }
  return MT_OK;
}
