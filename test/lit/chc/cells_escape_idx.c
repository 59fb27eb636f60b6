// RUN: %memterm --property-file %props/unreach-call.prp --chc-only %s | FileCheck %s
// RUN: %memterm --property-file %props/unreach-call.prp %s | FileCheck --check-prefix=FULL %s
// cells_escape.c with a store at a variable index into a local array: the
// array is no cell, and the stage must not answer true.
// CHECK: {{^Result: unknown$}}
// FULL: {{^Result: false\(unreach-call\)$}}
#define INDEXED
#include "cells_escape.c"
