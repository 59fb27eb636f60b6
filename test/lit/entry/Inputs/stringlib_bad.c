#define ONE_MORE 1
#include "stringlib.c"
