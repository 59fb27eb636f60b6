/*
 * html.c -- --report: one self-contained HTML page per run.
 *
 * At the top the verdict and why; then the source with line numbers, in
 * which a counterexample's trace is highlighted (each nondet value at the
 * line that drew it, the violation last), a possible error is marked, and
 * a proof's loop invariants and ranking functions stand at their loops;
 * then the trace as a table, the proof, the symbolic execution graph as
 * SVG (rendered by Graphviz's dot when it is installed and the graph is
 * small enough) and the whole explanation (the integer transition system
 * and its ranking argument).  No external resource: styles and the small
 * script (clicking a trace step shows its line) are inline.
 */
#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "verify.h"

extern char **environ;

/* at most this many nodes are drawn; dot may take this long */
#define HTML_GRAPH_MAX_NODES 400u
#define HTML_DOT_SECONDS 20

static void esc(mt_buf *b, const char *s, size_t n) {
  for (size_t i = 0; i < n && s[i]; i++) {
    switch (s[i]) {
    case '&': mt_buf_printf(b, "&amp;"); break;
    case '<': mt_buf_printf(b, "&lt;"); break;
    case '>': mt_buf_printf(b, "&gt;"); break;
    case '"': mt_buf_printf(b, "&quot;"); break;
    case '\t': mt_buf_printf(b, "    "); break;
    case '\n': mt_buf_printf(b, "\n"); break;
    default:
      if ((unsigned char)s[i] < 0x20) mt_buf_printf(b, "?");
      else mt_buf_append(b, &s[i], 1);
    }
  }
}

static void esc0(mt_buf *b, const char *s) { esc(b, s ? s : "", s ? strlen(s) : 0); }

/* per source line: what the page shows beside it */
typedef struct html_line {
  uint8_t mark;     /* 0, 1: on the trace, 2: the violation, 3: possible error, 4: a loop of the proof */
  mt_buf note;      /* annotations (escaped HTML) */
} html_line;

/* a source file the page shows: the input first, then every file (a
 * header) that a location of the trace or the proof names */
typedef struct html_file {
  const char *name;
  char *src;
  size_t len;
  uint32_t nlines;
  html_line *lines;
} html_file;

typedef MT_VEC(html_file) html_files;

/* the index of the file named `name` (NULL: the input), read on first use */
static uint32_t file_of(html_files *fs, const char *name) {
  if (!name) return 0;
  for (uint32_t i = 0; i < fs->len; i++)
    if (!strcmp(fs->data[i].name, name)) return i;
  html_file f = {name, NULL, 0, 0, NULL};
  char *rerr = NULL;
  if (mt_read_file(name, &f.src, &f.len, &rerr) != MT_OK) {
    mt_free(rerr);
    f.src = mt_strdup("");
    f.len = 0;
  }
  for (size_t i = 0; i < f.len; i++) f.nlines += f.src[i] == '\n';
  if (f.len && f.src[f.len - 1] != '\n') f.nlines++;
  f.lines = mt_calloc(f.nlines + 1, sizeof *f.lines);
  MT_VEC_PUSH(*fs, f);
  return fs->len - 1;
}

/* the element id of a line: L<n> in the input, F<k>L<n> in file k */
static void line_id(mt_buf *b, uint32_t file, uint32_t line) {
  if (file) mt_buf_printf(b, "F%u", file);
  mt_buf_printf(b, "L%u", line);
}

/* an input with line directives (a preprocessed file) is shown as it is:
 * a location it holds is marked at its physical line */
static ir_loc shown_loc(const ir_module *m, ir_loc loc) {
  uint32_t p = m && m->marks.len ? ir_input_line(m, loc) : 0;
  return p ? (ir_loc){NULL, p, loc.col} : loc;
}

static void note(html_files *fs, const ir_module *m, ir_loc at, uint8_t mark, const char *fmt,
                 const char *text) {
  ir_loc loc = shown_loc(m, at);
  html_file *f = &fs->data[file_of(fs, loc.file)];
  uint32_t line = loc.line;
  if (line == 0 || line > f->nlines) return;
  html_line *l = &f->lines[line - 1];
  if (mark > l->mark) l->mark = mark;
  if (!text) return;
  if (l->note.len) mt_buf_printf(&l->note, "<br>");
  mt_buf_printf(&l->note, "%s", fmt);
  esc0(&l->note, text);
}

/* `dot -Tsvg` on the graph file, within HTML_DOT_SECONDS; the SVG's text
 * (mt_free) or NULL */
static char *render_svg(const char *dot_path, char **why) {
  char *text = NULL;
  size_t len = 0;
  char *err = NULL;
  if (mt_read_file(dot_path, &text, &len, &err) != MT_OK) {
    mt_free(err);
    *why = mt_strdup("the graph was not written");
    return NULL;
  }
  uint32_t nodes = 0;
  for (const char *p = text; (p = strstr(p, " [label=\"")); p++) nodes++;
  mt_free(text);
  if (nodes == 0) {
    *why = mt_strdup("no symbolic execution graph was built");
    return NULL;
  }
  if (nodes > HTML_GRAPH_MAX_NODES) {
    *why = mt_sprintf("the graph has %u nodes, more than the %u drawn here (--dot FILE writes it)",
                      nodes, HTML_GRAPH_MAX_NODES);
    return NULL;
  }
  const char *dir = getenv("TMPDIR");
  char *svg_path = mt_sprintf("%s/memterm-svg-XXXXXX", dir && *dir ? dir : "/tmp");
  int fd = mkstemp(svg_path);
  if (fd < 0) {
    mt_free(svg_path);
    *why = mt_strdup("no temporary file for the SVG");
    return NULL;
  }
  posix_spawn_file_actions_t fa;
  posix_spawn_file_actions_init(&fa);
  posix_spawn_file_actions_adddup2(&fa, fd, 1);
  posix_spawn_file_actions_addopen(&fa, 0, "/dev/null", O_RDONLY, 0);
  posix_spawn_file_actions_addopen(&fa, 2, "/dev/null", O_WRONLY, 0);
  char *argv[] = {"dot", "-Tsvg", (char *)dot_path, NULL};
  pid_t pid;
  int rc = posix_spawnp(&pid, "dot", &fa, NULL, argv, environ);
  posix_spawn_file_actions_destroy(&fa);
  close(fd);
  char *svg = NULL;
  if (rc != 0) {
    *why = mt_strdup("Graphviz's dot is not installed (Debian package graphviz)");
  } else {
    int status = 0;
    double end = mt_now() + HTML_DOT_SECONDS;
    pid_t w;
    while ((w = waitpid(pid, &status, WNOHANG)) == 0 && mt_now() < end) {
      struct timespec ts = {0, 20 * 1000 * 1000};
      nanosleep(&ts, NULL);
    }
    if (w == 0) {
      kill(pid, SIGKILL);
      waitpid(pid, &status, 0);
      *why = mt_sprintf("dot did not finish within %d s", HTML_DOT_SECONDS);
    } else if (w < 0 || !WIFEXITED(status) || WEXITSTATUS(status) != 0) {
      *why = mt_strdup("dot failed on the graph");
    } else if (mt_read_file(svg_path, &svg, &len, &err) != MT_OK) {
      mt_free(err);
      *why = mt_strdup("the SVG could not be read");
      svg = NULL;
    }
  }
  unlink(svg_path);
  mt_free(svg_path);
  if (svg) { /* drop the XML prolog and doctype: inline SVG starts at <svg */
    char *start = strstr(svg, "<svg");
    if (!start) {
      mt_free(svg);
      *why = mt_strdup("dot wrote no SVG");
      return NULL;
    }
    char *copy = mt_strdup(start);
    mt_free(svg);
    svg = copy;
  }
  return svg;
}

static const char *const style =
    "body{font-family:system-ui,sans-serif;margin:1.5em;color:#222}"
    "h1{font-size:1.3em}h2{font-size:1.1em;margin-top:1.6em}"
    ".verdict{display:inline-block;padding:.2em .7em;border-radius:.3em;color:#fff;font-weight:bold}"
    ".v-true{background:#2e7d32}.v-false{background:#c62828}.v-unknown{background:#757575}"
    ".reason{color:#555}"
    "table.src{border-collapse:collapse;font-family:monospace;font-size:13px}"
    "table.src td{padding:0 .6em;vertical-align:top;white-space:pre}"
    "td.ln{color:#999;text-align:right;user-select:none}"
    "tr.m1{background:#fff8c4}tr.m2{background:#ffcdd2;font-weight:bold}"
    "tr.m3{background:#ffe0b2}tr.m4{background:#e3f2fd}tr.focus{outline:2px solid #1565c0}"
    "td.note{color:#1a237e;white-space:normal;font-family:system-ui,sans-serif;font-size:12px;max-width:40em}"
    "table.t{border-collapse:collapse;font-size:13px}table.t td,table.t th{border:1px solid #ccc;padding:.15em .5em}"
    "table.t tr.step{cursor:pointer}table.t tr.step:hover{background:#eef}"
    "pre.expl{background:#f5f5f5;padding:.8em;overflow:auto;font-size:12px}"
    "div.graph{overflow:auto;max-height:60em;border:1px solid #ddd}";

static const char *const script =
    "document.querySelectorAll('tr.step').forEach(function(r){r.addEventListener('click',function(){"
    "var l=document.getElementById((r.dataset.file?'F'+r.dataset.file:'')+'L'+r.dataset.line);if(!l)return;"
    "document.querySelectorAll('tr.focus').forEach(function(f){f.classList.remove('focus');});"
    "l.classList.add('focus');l.scrollIntoView({block:'center'});});});"
    "document.body.setAttribute('data-script','ok');";

mt_status drv_write_html(const char *path, const drv_json_info *in, const drv_verdict *v,
                         const char *dot_path, char **err) {
  html_files fs = {0};
  (void)file_of(&fs, in->input);

  const exec_result *r = v->has_cex ? &v->cex : NULL;
  if (r) {
    for (uint32_t i = 0; i < r->ntrace; i++)
      note(&fs, in->m, (ir_loc){r->trace[i].file, r->trace[i].line, 0}, 1, "", NULL);
    for (uint32_t k = 0; k < r->nnondet_used; k++) {
      const exec_site *s = r->nondet_sites ? &r->nondet_sites[k] : NULL;
      if (!s) continue;
      char buf[96];
      if (s->is_unsigned) snprintf(buf, sizeof buf, "nondet #%u = %llu", k + 1, (unsigned long long)r->nondet_used[k]);
      else snprintf(buf, sizeof buf, "nondet #%u = %lld", k + 1, (long long)r->nondet_used[k]);
      note(&fs, in->m, s->loc, 1, "", buf);
    }
    if (r->outcome == EXEC_VIOLATION) {
      note(&fs, in->m, r->loc, 2, "&#9888; ", v->sub);
      note(&fs, in->m, r->loc, 2, "", r->message);
    } else {
      note(&fs, in->m, r->loc, 2, "&#9888; the program ends: ", v->sub);
      note(&fs, in->m, r->leak_loc, 2, "allocated here: ", "the first leaked block");
    }
  }
  if (v->kind == REPORT_UNKNOWN && v->has_possible) {
    note(&fs, in->m, v->possible.loc, 3, "possible error (not confirmed): ", v->possible.reason);
  }
  if (v->kind == REPORT_TRUE) {
    for (uint32_t i = 0; v->has_invs && i < v->ninvs; i++)
      note(&fs, in->m, v->invs[i].loc, 4, "invariant: ", v->invs[i].expr);
    for (uint32_t i = 0; i < v->nranks; i++) {
      /* "main:15:n211, ..." -> the lines of the loop heads */
      char *names = mt_strdup(v->ranks[i].locs);
      for (char *tok = strtok(names, ", "); tok; tok = strtok(NULL, ", ")) {
        const char *c1 = strchr(tok, ':');
        if (c1) note(&fs, in->m, (ir_loc){NULL, (uint32_t)strtoul(c1 + 1, NULL, 10), 0}, 4, "ranking function: ",
                     v->ranks[i].fun_c ? v->ranks[i].fun_c : v->ranks[i].fun);
      }
      mt_free(names);
    }
  }

  mt_buf b = {0};
  const char *res = v->kind == REPORT_TRUE ? "true" : v->kind == REPORT_FALSE ? "false" : "unknown";
  mt_buf_printf(&b, "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
                    "<meta name=\"generator\" content=\"memterm %s\"><title>memterm: ", in->version);
  esc0(&b, in->input);
  mt_buf_printf(&b, " &mdash; %s</title><style>%s</style></head><body>\n", res, style);
  mt_buf_printf(&b, "<h1>memterm %s: <code>", in->version);
  esc0(&b, in->input);
  mt_buf_printf(&b, "</code></h1>\n<p>Property <b>%s</b> (data model %s): <span class=\"verdict v-%s\" "
                    "id=\"verdict\">%s%s%s%s</span></p>\n",
                drv_prop_name(in->prop), in->ptr_size == 4 ? "ILP32" : "LP64", res, res,
                v->kind == REPORT_FALSE ? "(" : "", v->kind == REPORT_FALSE && v->sub ? v->sub : "",
                v->kind == REPORT_FALSE ? ")" : "");
  /* the first lines that say why: the counterexample's or proof's headline, the reasons */
  mt_buf_printf(&b, "<ul class=\"reason\">\n");
  const char *p = v->explanation.data ? v->explanation.data : "";
  while (*p) {
    const char *nl = strchr(p, '\n');
    size_t n = nl ? (size_t)(nl - p) : strlen(p);
    if (!strncmp(p, "Reason: ", 8) || !strncmp(p, "Proof: ", 7) || !strncmp(p, "Counterexample: ", 16)) {
      mt_buf_printf(&b, "<li>");
      esc(&b, p, n);
      mt_buf_printf(&b, "</li>\n");
    }
    p = nl ? nl + 1 : p + n;
  }
  mt_buf_printf(&b, "</ul>\n");
  if (r) {
    mt_buf_printf(&b, "<p>Replay: <code>memterm --run ");
    esc0(&b, in->input);
    for (uint32_t i = 0; i < r->nnondet_used; i++)
      mt_buf_printf(&b, "%s%lld", i ? "," : " --nondet ", (long long)r->nondet_used[i]);
    if (v->cex_uninit) mt_buf_printf(&b, " --uninit %u", v->cex_uninit);
    if (in->ptr_size == 4) mt_buf_printf(&b, " --data-model ILP32");
    if (in->malloc_may_fail) mt_buf_printf(&b, " --malloc-may-fail");
    mt_buf_printf(&b, "</code></p>\n");
  }

  for (uint32_t fi = 0; fi < fs.len; fi++) {
    const html_file *f = &fs.data[fi];
    if (fi == 0) {
      mt_buf_printf(&b, "<h2>Source</h2>\n<table class=\"src\" id=\"source\">\n");
    } else {
      mt_buf_printf(&b, "<h2>Source: <code>");
      esc0(&b, f->name);
      mt_buf_printf(&b, "</code></h2>\n");
      if (!f->nlines) mt_buf_printf(&b, "<p>(the file cannot be read)</p>\n");
      mt_buf_printf(&b, "<table class=\"src\" id=\"source%u\">\n", fi);
    }
    const char *line = f->src;
    for (uint32_t i = 0; i < f->nlines; i++) {
      const char *nl = memchr(line, '\n', f->len - (size_t)(line - f->src));
      size_t n = nl ? (size_t)(nl - line) : f->len - (size_t)(line - f->src);
      const html_line *hl = &f->lines[i];
      mt_buf_printf(&b, "<tr id=\"");
      line_id(&b, fi, i + 1);
      mt_buf_printf(&b, "\"%s><td class=\"ln\">%u</td><td>",
                    hl->mark == 1   ? " class=\"m1\""
                    : hl->mark == 2 ? " class=\"m2\""
                    : hl->mark == 3 ? " class=\"m3\""
                    : hl->mark == 4 ? " class=\"m4\""
                                    : "",
                    i + 1);
      esc(&b, line, n);
      mt_buf_printf(&b, "</td><td class=\"note\">%s</td></tr>\n", hl->note.data ? hl->note.data : "");
      line = nl ? nl + 1 : line + n;
    }
    mt_buf_printf(&b, "</table>\n");
  }

  if (r && r->ntrace) {
    mt_buf_printf(&b, "<h2>Counterexample trace</h2>\n<p>The replayed run, oldest step first%s "
                      "(click a step to see its line).</p>\n<table class=\"t\" id=\"trace\"><tr><th>step</th>"
                      "<th>function</th><th>line</th><th>nondet values drawn</th></tr>\n",
                  r->trace_dropped ? " (its first steps left out)" : "");
    for (uint32_t i = 0; i < r->ntrace; i++) {
      const exec_step *st = &r->trace[i];
      uint32_t next = i + 1 < r->ntrace ? r->trace[i + 1].nondet : r->nnondet_used;
      ir_loc sl = shown_loc(in->m, (ir_loc){st->file, st->line, 0});
      uint32_t fi = file_of(&fs, sl.file);
      mt_buf_printf(&b, "<tr class=\"step\" data-line=\"%u\"", sl.line);
      if (fi) mt_buf_printf(&b, " data-file=\"%u\"", fi);
      mt_buf_printf(&b, "><td>%llu</td><td>", (unsigned long long)(r->trace_dropped + i + 1));
      esc0(&b, st->func);
      mt_buf_printf(&b, "</td><td>");
      if (fi) {
        esc0(&b, fs.data[fi].name);
        mt_buf_printf(&b, ":");
      }
      mt_buf_printf(&b, "%u%s</td><td>", sl.line, st->back ? " &#8634;" : "");
      for (uint32_t k = st->nondet; k < next && k < r->nnondet_used; k++)
        mt_buf_printf(&b, "%s#%u = %lld", k > st->nondet ? ", " : "", k + 1, (long long)r->nondet_used[k]);
      mt_buf_printf(&b, "</td></tr>\n");
    }
    mt_buf_printf(&b, "</table>\n");
  }
  if (v->kind == REPORT_TRUE && ((v->has_invs && v->ninvs) || v->nranks)) {
    mt_buf_printf(&b, "<h2>Proof</h2>\n");
    if (v->has_invs && v->ninvs) {
      mt_buf_printf(&b, "<table class=\"t\" id=\"invariants\"><tr><th>loop</th><th>function</th>"
                        "<th>invariant (holds in every state of the graph there)</th></tr>\n");
      for (uint32_t i = 0; i < v->ninvs; i++) {
        ir_loc il = shown_loc(in->m, v->invs[i].loc);
        uint32_t fi = file_of(&fs, il.file);
        mt_buf_printf(&b, "<tr class=\"step\" data-line=\"%u\"", il.line);
        if (fi) mt_buf_printf(&b, " data-file=\"%u\"", fi);
        mt_buf_printf(&b, "><td>");
        if (fi) {
          esc0(&b, fs.data[fi].name);
          mt_buf_printf(&b, ":");
        } else {
          mt_buf_printf(&b, "line ");
        }
        mt_buf_printf(&b, "%u</td><td>", il.line);
        esc0(&b, v->invs[i].func);
        mt_buf_printf(&b, "</td><td><code>");
        esc0(&b, v->invs[i].expr);
        mt_buf_printf(&b, "</code></td></tr>\n");
      }
      mt_buf_printf(&b, "</table>\n");
    }
    if (v->nranks) {
      mt_buf_printf(&b, "<p>Ranking functions (each re-checked over the integers; over the "
                        "variables of the integer transition system below, and over the C "
                        "variables where each of its variables is one):</p>\n"
                        "<table class=\"t\" id=\"ranking\"><tr><th>loop heads</th><th>ranking "
                        "function</th><th>in C</th></tr>\n");
      for (uint32_t i = 0; i < v->nranks; i++) {
        mt_buf_printf(&b, "<tr><td>");
        esc0(&b, v->ranks[i].locs);
        mt_buf_printf(&b, "</td><td><code>");
        esc0(&b, v->ranks[i].fun);
        mt_buf_printf(&b, "</code></td><td><code>");
        esc0(&b, v->ranks[i].fun_c ? v->ranks[i].fun_c : "");
        mt_buf_printf(&b, "</code></td></tr>\n");
      }
      mt_buf_printf(&b, "</table>\n");
    }
  }

  mt_buf_printf(&b, "<h2>Symbolic execution graph</h2>\n");
  char *why = NULL;
  char *svg = dot_path ? render_svg(dot_path, &why) : NULL;
  if (svg) {
    mt_buf_printf(&b, "<div class=\"graph\" id=\"graph\">%s</div>\n", svg);
    mt_free(svg);
  } else {
    mt_buf_printf(&b, "<p id=\"graph\">Not shown: ");
    esc0(&b, why ? why : "no graph");
    mt_buf_printf(&b, ".</p>\n");
  }
  mt_free(why);
  mt_buf_printf(&b, "<h2>Explanation</h2>\n<pre class=\"expl\" id=\"explanation\">");
  esc0(&b, v->explanation.data);
  mt_buf_printf(&b, "Result: %s%s%s%s</pre>\n<script>%s</script>\n</body></html>\n", res,
                v->kind == REPORT_FALSE ? "(" : "", v->kind == REPORT_FALSE && v->sub ? v->sub : "",
                v->kind == REPORT_FALSE ? ")" : "", script);

  for (uint32_t fi = 0; fi < fs.len; fi++) {
    for (uint32_t i = 0; i < fs.data[fi].nlines; i++) mt_buf_free(&fs.data[fi].lines[i].note);
    mt_free(fs.data[fi].lines);
    mt_free(fs.data[fi].src);
  }
  MT_VEC_FREE(fs);
  FILE *f = fopen(path, "w");
  mt_status st = MT_OK;
  if (!f || fwrite(b.data, 1, b.len, f) != b.len) st = MT_ERR_IO;
  if (f && fclose(f) != 0) st = MT_ERR_IO;
  mt_buf_free(&b);
  if (st != MT_OK) *err = mt_sprintf("cannot write the report to '%s'", path);
  return st;
}
