/* a translation unit holding the implementation of the header-only jsmn
   (for memterm --entry jsmn_parse); no library code is copied here */
#include "jsmn.h"
