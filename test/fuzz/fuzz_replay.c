/*
 * fuzz_replay.c -- runs a fuzz target once on each file named on the
 * command line (or each file of a named folder): the corpus replay of
 * `make check`, and the way to reproduce a crash AFL++ found under a
 * debugger.  Prints "<target>: N inputs" at the end.
 */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>

#include "fuzz.h"

static unsigned long replay_file(const char *p) {
  char *text = NULL;
  size_t len = 0;
  char *err = NULL;
  if (mt_read_file(p, &text, &len, &err) != MT_OK) {
    fprintf(stderr, "fuzz_replay: %s\n", err);
    exit(2);
  }
  LLVMFuzzerTestOneInput((const uint8_t *)text, len);
  mt_free(text);
  return 1;
}

int main(int argc, char **argv) {
  unsigned long n = 0;
  for (int i = 1; i < argc; i++) {
    struct stat sb;
    if (stat(argv[i], &sb) == 0 && S_ISDIR(sb.st_mode)) {
      struct dirent **names;
      int k = scandir(argv[i], &names, NULL, alphasort);
      if (k < 0) {
        perror(argv[i]);
        return 2;
      }
      for (int j = 0; j < k; j++) {
        if (names[j]->d_name[0] != '.') {
          char *p = mt_sprintf("%s/%s", argv[i], names[j]->d_name);
          n += replay_file(p);
          mt_free(p);
        }
        free(names[j]);
      }
      free(names);
    } else {
      n += replay_file(argv[i]);
    }
  }
  printf("%s: %lu inputs\n", argv[0], n);
  return 0;
}
