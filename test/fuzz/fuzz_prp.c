/* fuzz_prp.c -- fuzz target: SV-COMP property files (drv_parse_prp). */
#include "fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  char *text = fuzz_cstr(data, size);
  drv_prop p = DRV_PROP_NONE;
  char *err = NULL;
  mt_status s = drv_parse_prp(text, &p, &err);
  /* exactly one of: a property, or an input error with a message */
  if (s == MT_OK ? (p == DRV_PROP_NONE || err) : (s != MT_ERR_INPUT || !err)) abort();
  mt_free(err);
  mt_free(text);
  return 0;
}
