// RUN: python3 -c "import sys; n = 400; sys.stdout.write('extern void __assert_fail(const char *, const char *, unsigned int, const char *);\nvoid reach_error(void) { __assert_fail(\"0\", \"x.c\", 1, \"r\"); }\nextern int __VERIFIER_nondet_int(void);\nint main(void) {\n  int x = __VERIFIER_nondet_int(), y = 0;\n' + '  if (x > 0) {\n' * n + '  y = 1;\n' + '  }\n' * n + '  if (y && x <= 0) reach_error();\n  return 0;\n}\n')" > %t.c
// RUN: %memterm --property-file %props/unreach-call.prp %t.c | FileCheck %s
// 400 nested blocks, deeper than clang's default limit of 256 brackets
// (generated and reduced programs have such): clang must accept them.
// CHECK: {{^Result: true$}}
