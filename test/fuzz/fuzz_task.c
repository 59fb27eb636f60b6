/* fuzz_task.c -- fuzz target: SV-COMP task definitions (.yml, drv_parse_task). */
#include "fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  drv_task t;
  char *err = NULL;
  mt_status s = drv_parse_task("fuzz/task.yml", (const char *)data, size, &t, &err);
  if (s == MT_OK) {
    /* an input was named and resolved against the task's folder */
    if (err || !t.input || (strncmp(t.input, "fuzz/", 5) && t.input[0] != '/')) abort();
    drv_task_free(&t);
  } else if (!err || t.input) {
    abort();
  }
  mt_free(err);
  return 0;
}
