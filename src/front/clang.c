/*
 * clang.c -- front_load: check the input file, compile it with clang-19 to
 * LLVM bitcode in a child process, and hand the bitcode to the lowering.
 *
 * clang runs with -O0 (and -disable-O0-optnone so passes may run at all),
 * and afterwards the lowering runs exactly one LLVM pass, mem2reg.  Every
 * other pass is off limits because LLVM optimizes under the assumption that
 * the program has no undefined behaviour -- and undefined behaviour is what
 * memterm looks for: simplifycfg turns a store through a null pointer into
 * `unreachable` (and then deletes the path), loop deletion removes loops
 * that do not terminate, instcombine folds `x + 1 > x` overflow checks to
 * true.  mem2reg only turns scalar allocas into SSA values and does not
 * reason about UB, so the IR keeps every bug of the source.
 *
 * clang is spawned with an argv array (posix_spawn, never a shell), its
 * output and its stderr go to mkstemp files in $TMPDIR, and both are
 * unlinked on every path (the bitcode survives only with keep_temps).
 */
#include "front_int.h"

#include <errno.h>
#include <fcntl.h>
#include <spawn.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

#define FRONT_CLANG_PATH "/usr/lib/llvm-19/bin/clang"
#define FRONT_CLANG_NAME "clang-19"
/* bytes looked at to tell a source file from binary junk */
#define FRONT_SNIFF_BYTES 4096

/* Check that `path` is a non-empty regular text file before clang sees it,
 * so the user gets one clear line instead of clang's diagnostics. */
static mt_status front_check_input(const char *path, char **err) {
  struct stat st;
  if (stat(path, &st) != 0) {
    *err = mt_sprintf("cannot open '%s': %s", path, strerror(errno));
    return MT_ERR_IO;
  }
  if (S_ISDIR(st.st_mode)) {
    *err = mt_sprintf("'%s' is a directory, not a file", path);
    return MT_ERR_IO;
  }
  if (!S_ISREG(st.st_mode)) {
    *err = mt_sprintf("'%s' is not a regular file", path);
    return MT_ERR_IO;
  }
  int fd = open(path, O_RDONLY | O_CLOEXEC);
  if (fd < 0) {
    *err = mt_sprintf("cannot open '%s': %s", path, strerror(errno));
    return MT_ERR_IO;
  }
  char buf[FRONT_SNIFF_BYTES];
  size_t got = 0;
  while (got < sizeof buf) {
    ssize_t n = read(fd, buf + got, sizeof buf - got);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) {
      int e = errno;
      close(fd);
      *err = mt_sprintf("cannot read '%s': %s", path, strerror(e));
      return MT_ERR_IO;
    }
    if (n == 0) break;
    got += (size_t)n;
  }
  close(fd);
  if (got == 0) {
    *err = mt_sprintf("'%s': empty input", path);
    return MT_ERR_INPUT;
  }
  if (memchr(buf, '\0', got)) {
    *err = mt_sprintf("'%s': not a C source file", path);
    return MT_ERR_INPUT;
  }
  return MT_OK;
}

/* mkstemps in $TMPDIR; returns the fd (or -1 with *err set), path in *out */
static int front_mktemp(const char *suffix, char **out, char **err) {
  const char *dir = getenv("TMPDIR");
  if (!dir || !*dir) dir = "/tmp";
  char *path = mt_sprintf("%s/memterm-XXXXXX%s", dir, suffix);
  int fd = mkstemps(path, (int)strlen(suffix));
  if (fd < 0) {
    *err = mt_sprintf("cannot create a temporary file in '%s': %s", dir, strerror(errno));
    mt_free(path);
    *out = NULL;
    return -1;
  }
  *out = path;
  return fd;
}

/* The first line of clang's stderr that contains "error:", or NULL.
 * Caller frees with mt_free. */
static char *front_first_error(const char *err_path) {
  char *text = NULL, *msg = NULL, *ignored = NULL;
  size_t len = 0;
  if (mt_read_file(err_path, &text, &len, &ignored) != MT_OK) {
    mt_free(ignored);
    return NULL;
  }
  const char *line = text;
  while (line && *line) {
    const char *end = strchr(line, '\n');
    size_t n = end ? (size_t)(end - line) : strlen(line);
    const char *hit = memmem(line, n, "error:", 6);
    if (hit) {
      msg = mt_strndup(line, n);
      break;
    }
    line = end ? end + 1 : NULL;
  }
  mt_free(text);
  return msg;
}

/* Run clang on `path` (in folder `dir`, NULL: ours; with the flags of
 * both lists after memterm's own), writing bitcode to `bc_path` and
 * diagnostics to the open file `err_fd`.  MT_ERR_INPUT when clang rejects
 * the program. */
static mt_status front_run_clang(mt_run *run, const char *path, const char *dir, const front_opts *o,
                                 const char *const *uflags, uint32_t nuflags, const char *bc_path, int err_fd,
                                 const char *err_path, char **err) {
  size_t len = strlen(path);
  bool is_i = len >= 2 && strcmp(path + len - 2, ".i") == 0;
  static const char *const flags[] = {
      "-c", "-emit-llvm", "-O0", "-Xclang", "-disable-O0-optnone", "-g",
      "-fno-discard-value-names", "-fno-stack-protector", "-fcf-protection=none",
      "-U_FORTIFY_SOURCE", "-D_FORTIFY_SOURCE=0", "-w",
      /* no a*b+c -> llvm.fmuladd: C allows either, separate IEEE operations
       * are what the engines model */
      "-ffp-contract=off",
      /* SV-COMP programs call undeclared functions (__VERIFIER_error()) */
      "-Wno-error=implicit-function-declaration", "-Wno-error=implicit-int",
      "-Wno-error=int-conversion", "-Wno-error=incompatible-pointer-types",
      "-Wno-error=incompatible-function-pointer-types",
      /* generated and reduced programs nest braces deeper than clang's
       * default limit of 256 */
      "-fbracket-depth=2048",
  };
  size_t nflags = sizeof flags / sizeof flags[0];
  const char **argv = mt_malloc((nflags + o->ncflags + nuflags + 16) * sizeof *argv);
  int n = 0;
  bool have_abs = access(FRONT_CLANG_PATH, X_OK) == 0;
  argv[n++] = have_abs ? FRONT_CLANG_PATH : FRONT_CLANG_NAME;
  for (size_t i = 0; i < nflags; i++) argv[n++] = flags[i];
  for (uint32_t i = 0; i < o->ncflags; i++) argv[n++] = o->cflags[i];
  for (uint32_t i = 0; i < nuflags; i++) argv[n++] = uflags[i];
  if (o->ptr_size == 4) argv[n++] = "-m32";
  if (o->ub_checks) {
    argv[n++] = "-fsanitize=signed-integer-overflow,shift";
    argv[n++] = "-fsanitize-trap=signed-integer-overflow,shift";
  }
  argv[n++] = "-x";
  argv[n++] = is_i ? "cpp-output" : "c";
  argv[n++] = path;
  argv[n++] = "-o";
  argv[n++] = bc_path;
  argv[n] = NULL;

  posix_spawn_file_actions_t fa;
  posix_spawn_file_actions_init(&fa);
  posix_spawn_file_actions_addopen(&fa, 0, "/dev/null", O_RDONLY, 0);
  posix_spawn_file_actions_addopen(&fa, 1, "/dev/null", O_WRONLY, 0);
  posix_spawn_file_actions_adddup2(&fa, err_fd, 2);
  if (dir) posix_spawn_file_actions_addchdir_np(&fa, dir);

  MT_INC(run, front_clang_runs);
  MT_LOG(run, 1, "front", "running %s on '%s'%s%s%s", argv[0], path, o->ptr_size == 4 ? " (-m32)" : "",
         dir ? " in " : "", dir ? dir : "");
  pid_t pid;
  int rc = have_abs ? posix_spawn(&pid, argv[0], &fa, NULL, (char *const *)argv, environ)
                    : posix_spawnp(&pid, argv[0], &fa, NULL, (char *const *)argv, environ);
  posix_spawn_file_actions_destroy(&fa);
  const char *clang = argv[0];
  mt_free(argv);
  if (rc != 0) {
    *err = mt_sprintf("cannot run clang (%s): %s", clang, strerror(rc));
    return MT_ERR_INTERNAL;
  }
  int status;
  while (waitpid(pid, &status, 0) < 0) {
    if (errno != EINTR) {
      *err = mt_sprintf("waiting for clang failed: %s", strerror(errno));
      return MT_ERR_INTERNAL;
    }
  }
  if (WIFSIGNALED(status)) {
    *err = mt_sprintf("clang crashed on '%s' (signal %d)", path, WTERMSIG(status));
    return MT_ERR_INTERNAL;
  }
  int code = WIFEXITED(status) ? WEXITSTATUS(status) : 1;
  if (code == 0) return MT_OK;
  char *first = front_first_error(err_path);
  if (code == 127 && !first) {
    /* posix_spawnp reports a missing binary through the child's exit code */
    *err = mt_sprintf("cannot run clang (%s)", clang);
    return MT_ERR_INTERNAL;
  }
  *err = mt_sprintf("clang rejected '%s': %s", path,
                    first ? first : "compilation failed");
  mt_free(first);
  return MT_ERR_INPUT;
}

/* compile one unit to a fresh temporary bitcode file (*bc, the caller
 * unlinks and frees it) */
static mt_status front_compile(mt_run *run, const char *path, const char *dir, const front_opts *o,
                               const char *const *uflags, uint32_t nuflags, char **bc, char **err) {
  *bc = NULL;
  char *err_path = NULL;
  int bc_fd = front_mktemp(".bc", bc, err);
  if (bc_fd < 0) return MT_ERR_IO;
  close(bc_fd); /* clang writes the file by name */
  int err_fd = front_mktemp(".err", &err_path, err);
  if (err_fd < 0) return MT_ERR_IO;
  mt_status st = front_run_clang(run, path, dir, o, uflags, nuflags, *bc, err_fd, err_path, err);
  close(err_fd);
  unlink(err_path);
  mt_free(err_path);
  return st;
}

mt_status front_load(mt_run *run, const char *path, const front_opts *o,
                     ir_module **out, char **err) {
  *out = NULL;
  *err = NULL;
  mt_status st = front_check_input(path, err);
  for (uint32_t i = 0; i < o->nunits && st == MT_OK; i++) {
    /* a unit's path is relative to its folder */
    char *full = o->units[i].dir && o->units[i].path[0] != '/'
                     ? mt_sprintf("%s/%s", o->units[i].dir, o->units[i].path)
                     : mt_strdup(o->units[i].path);
    st = front_check_input(full, err);
    mt_free(full);
  }
  if (st != MT_OK) return st;

  uint32_t n = 1 + o->nunits;
  char **bcs = mt_calloc(n, sizeof *bcs);
  const char **names = mt_calloc(n, sizeof *names);
  names[0] = path;
  st = front_compile(run, path, o->idir, o, o->iflags, o->niflags, &bcs[0], err);
  for (uint32_t i = 0; i < o->nunits && st == MT_OK; i++) {
    const front_unit *u = &o->units[i];
    names[i + 1] = u->path;
    st = front_compile(run, u->path, u->dir, o, u->flags, u->nflags, &bcs[i + 1], err);
  }
  if (st == MT_OK) st = front_lower_bitcode(run, (const char *const *)bcs, names, n, path, o, out, err);

  for (uint32_t i = 0; i < n; i++) {
    if (!bcs[i]) continue;
    if (o->keep_temps)
      MT_LOG(run, 0, "front", "kept bitcode of '%s' in %s", names[i], bcs[i]);
    else
      unlink(bcs[i]);
    mt_free(bcs[i]);
  }
  mt_free(bcs);
  mt_free(names);
  return st;
}

/* text written to a fresh temporary .c file (*path; the caller unlinks
 * and frees it) */
static mt_status front_write_text(const char *text, char **path, char **err) {
  int fd = front_mktemp(".c", path, err);
  if (fd < 0) return MT_ERR_IO;
  size_t len = strlen(text), done = 0;
  while (done < len) {
    ssize_t w = write(fd, text + done, len - done);
    if (w <= 0) {
      *err = mt_sprintf("cannot write the temporary file '%s': %s", *path, strerror(errno));
      close(fd);
      return MT_ERR_IO;
    }
    done += (size_t)w;
  }
  close(fd);
  return MT_OK;
}

mt_status front_compile_text(mt_run *run, const char *text, const front_opts *o, char **bc, char **err) {
  *bc = NULL;
  char *path = NULL;
  mt_status st = front_write_text(text, &path, err);
  front_opts plain = *o;
  plain.ncflags = 0;
  plain.ub_checks = false;
  if (st == MT_OK) st = front_compile(run, path, NULL, &plain, NULL, 0, bc, err);
  if (path && !o->keep_temps) unlink(path);
  mt_free(path);
  return st;
}

mt_status front_load_source(mt_run *run, const char *text, const front_opts *o, ir_module **out,
                            char **err) {
  *out = NULL;
  *err = NULL;
  char *path = NULL;
  mt_status st = front_write_text(text, &path, err);
  if (st == MT_OK) st = front_load(run, path, o, out, err);
  if (path && o->keep_temps)
    MT_LOG(run, 0, "front", "kept the source in %s", path);
  else if (path)
    unlink(path);
  mt_free(path);
  return st;
}
