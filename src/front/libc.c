/*
 * libc.c -- models of C library functions, written in C: compiled by the
 * same clang as the program (only when the linked program declares a
 * function a model defines) and linked into it before the lowering, so
 * that every engine -- the interpreter, the graph, BMC, the Horn clauses,
 * the contracts -- sees plain code and needs nothing of its own.
 *
 * <ctype.h>: glibc's macros (isspace(c) is (*__ctype_b_loc())[(int) c] &
 * _ISspace) read a classification table through __ctype_b_loc(), and
 * tolower/toupper at -O0 are calls; the model gives the "C" locale's
 * tables as glibc lays them out (identical to glibc's for every value
 * from -128 to 255, test/lit/libc/ctype_tables.test): a negative char is
 * undefined in C but answered by glibc, and memterm judges by what the
 * native program does; an argument outside that range reads outside the
 * table, a valid-deref at the program's line.  The function forms
 * (isalpha(c) called as a function) read the same tables.
 */
#include "front_int.h"

#include <llvm-c/Core.h>
#include <llvm-c/Linker.h>
#include <string.h>
#include <unistd.h>

static const char ctype_model[] =
    "# 1 \"<memterm: ctype.h model>\"\n"
    "/* memterm's model of <ctype.h> in the \"C\" locale, as glibc implements\n"
    "   it: the macros read the classification table through __ctype_b_loc()\n"
    "   and the case tables through __ctype_tolower_loc()/__ctype_toupper_loc().\n"
    "   Like glibc's, each table has an entry for every value from -128 to 255\n"
    "   (a negative char is undefined in C, but glibc answers for it: no class,\n"
    "   tolower(c) == c + 256), and nothing more: an argument outside that\n"
    "   range reads outside the table. */\n"
    "#include <ctype.h>\n"
    "\n"
    "#define U _ISupper\n"
    "#define L _ISlower\n"
    "#define A _ISalpha\n"
    "#define D _ISdigit\n"
    "#define X _ISxdigit\n"
    "#define S _ISspace\n"
    "#define P _ISprint\n"
    "#define G _ISgraph\n"
    "#define B _ISblank\n"
    "#define C _IScntrl\n"
    "#define T _ISpunct\n"
    "#define N _ISalnum\n"
    "\n"
    "static const unsigned short __ctype_classes[384] = {\n"
    "  [128 + 0 ... 128 + 31] = C,\n"
    "  [128 + '\\t'] = C | S | B,\n"
    "  [128 + '\\n' ... 128 + '\\r'] = C | S,\n"
    "  [128 + ' '] = P | S | B,\n"
    "  [128 + '!' ... 128 + '/'] = P | G | T,\n"
    "  [128 + '0' ... 128 + '9'] = P | G | D | X | N,\n"
    "  [128 + ':' ... 128 + '@'] = P | G | T,\n"
    "  [128 + 'A' ... 128 + 'F'] = P | G | U | A | X | N,\n"
    "  [128 + 'G' ... 128 + 'Z'] = P | G | U | A | N,\n"
    "  [128 + '[' ... 128 + '`'] = P | G | T,\n"
    "  [128 + 'a' ... 128 + 'f'] = P | G | L | A | X | N,\n"
    "  [128 + 'g' ... 128 + 'z'] = P | G | L | A | N,\n"
    "  [128 + '{' ... 128 + '~'] = P | G | T,\n"
    "  [128 + 127] = C,\n"
    "};\n"
    "\n"
    "#define I(c) [128 + (c)] = (c)\n"
    "#define J(i) [(i)] = (i) + 128\n"
    "#define R8(c) I(c), I(c + 1), I(c + 2), I(c + 3), I(c + 4), I(c + 5), I(c + 6), I(c + 7)\n"
    "#define R32(c) R8(c), R8(c + 8), R8(c + 16), R8(c + 24)\n"
    "#define IDENTITY R32(0), R32(32), R32(64), R32(96), R32(128), R32(160), R32(192), R32(224)\n"
    "#define J8(i) J(i), J(i + 1), J(i + 2), J(i + 3), J(i + 4), J(i + 5), J(i + 6), J(i + 7)\n"
    "#define J32(i) J8(i), J8(i + 8), J8(i + 16), J8(i + 24)\n"
    "#define NEGATIVE J32(0), J32(32), J32(64), J8(96), J8(104), J8(112), J(120), J(121), J(122), J(123), J(124), J(125), J(126), [127] = -1\n"
    "\n"
    "static const int __ctype_lower[384] = {\n"
    "  NEGATIVE, IDENTITY,\n"
    "  [128 + 'A'] = 'a', [128 + 'B'] = 'b', [128 + 'C'] = 'c', [128 + 'D'] = 'd', [128 + 'E'] = 'e', [128 + 'F'] = 'f',\n"
    "  [128 + 'G'] = 'g', [128 + 'H'] = 'h', [128 + 'I'] = 'i', [128 + 'J'] = 'j', [128 + 'K'] = 'k', [128 + 'L'] = 'l',\n"
    "  [128 + 'M'] = 'm', [128 + 'N'] = 'n', [128 + 'O'] = 'o', [128 + 'P'] = 'p', [128 + 'Q'] = 'q', [128 + 'R'] = 'r',\n"
    "  [128 + 'S'] = 's', [128 + 'T'] = 't', [128 + 'U'] = 'u', [128 + 'V'] = 'v', [128 + 'W'] = 'w', [128 + 'X'] = 'x',\n"
    "  [128 + 'Y'] = 'y', [128 + 'Z'] = 'z',\n"
    "};\n"
    "static const int __ctype_upper[384] = {\n"
    "  NEGATIVE, IDENTITY,\n"
    "  [128 + 'a'] = 'A', [128 + 'b'] = 'B', [128 + 'c'] = 'C', [128 + 'd'] = 'D', [128 + 'e'] = 'E', [128 + 'f'] = 'F',\n"
    "  [128 + 'g'] = 'G', [128 + 'h'] = 'H', [128 + 'i'] = 'I', [128 + 'j'] = 'J', [128 + 'k'] = 'K', [128 + 'l'] = 'L',\n"
    "  [128 + 'm'] = 'M', [128 + 'n'] = 'N', [128 + 'o'] = 'O', [128 + 'p'] = 'P', [128 + 'q'] = 'Q', [128 + 'r'] = 'R',\n"
    "  [128 + 's'] = 'S', [128 + 't'] = 'T', [128 + 'u'] = 'U', [128 + 'v'] = 'V', [128 + 'w'] = 'W', [128 + 'x'] = 'X',\n"
    "  [128 + 'y'] = 'Y', [128 + 'z'] = 'Z',\n"
    "};\n"
    "\n"
    "static const unsigned short *__ctype_b_ptr = __ctype_classes + 128;\n"
    "static const int *__ctype_lower_ptr = __ctype_lower + 128;\n"
    "static const int *__ctype_upper_ptr = __ctype_upper + 128;\n"
    "\n"
    "const unsigned short **__ctype_b_loc(void) { return &__ctype_b_ptr; }\n"
    "const int **__ctype_tolower_loc(void) { return &__ctype_lower_ptr; }\n"
    "const int **__ctype_toupper_loc(void) { return &__ctype_upper_ptr; }\n"
    "\n"
    "int (isalnum)(int c) { return __ctype_b_ptr[c] & N; }\n"
    "int (isalpha)(int c) { return __ctype_b_ptr[c] & A; }\n"
    "int (isblank)(int c) { return __ctype_b_ptr[c] & B; }\n"
    "int (iscntrl)(int c) { return __ctype_b_ptr[c] & C; }\n"
    "int (isdigit)(int c) { return __ctype_b_ptr[c] & D; }\n"
    "int (isgraph)(int c) { return __ctype_b_ptr[c] & G; }\n"
    "int (islower)(int c) { return __ctype_b_ptr[c] & L; }\n"
    "int (isprint)(int c) { return __ctype_b_ptr[c] & P; }\n"
    "int (ispunct)(int c) { return __ctype_b_ptr[c] & T; }\n"
    "int (isspace)(int c) { return __ctype_b_ptr[c] & S; }\n"
    "int (isupper)(int c) { return __ctype_b_ptr[c] & U; }\n"
    "int (isxdigit)(int c) { return __ctype_b_ptr[c] & X; }\n"
    "int (tolower)(int c) { return __ctype_lower_ptr[c]; }\n"
    "int (toupper)(int c) { return __ctype_upper_ptr[c]; }\n"
    "int (isascii)(int c) { return (c & ~0x7f) == 0; }\n"
    "int (toascii)(int c) { return c & 0x7f; }\n";

/* the functions the model defines (a program that declares one of them
 * without defining it gets the model) */
static const char *const ctype_names[] = {
    "__ctype_b_loc", "__ctype_tolower_loc", "__ctype_toupper_loc", "isalnum", "isalpha", "isblank",
    "iscntrl", "isdigit", "isgraph", "islower", "isprint", "ispunct", "isspace", "isupper",
    "isxdigit", "tolower", "toupper", "isascii", "toascii",
};

/* mod declares a function of names without defining it */
static bool needs(LLVMModuleRef mod, const char *const *names, size_t n) {
  for (size_t i = 0; i < n; i++) {
    LLVMValueRef f = LLVMGetNamedFunction(mod, names[i]);
    if (f && LLVMIsDeclaration(f)) return true;
  }
  return false;
}

mt_status front_link_libc(mt_run *run, LLVMContextRef llc, LLVMModuleRef mod, const front_opts *o, char **diag,
                          char **err) {
  size_t nn = sizeof ctype_names / sizeof *ctype_names;
  if (!needs(mod, ctype_names, nn)) return MT_OK;
  char *bc = NULL;
  mt_status st = front_compile_text(run, ctype_model, o, &bc, err);
  LLVMModuleRef lib = NULL;
  if (st == MT_OK && !(lib = front_parse_bitcode(llc, bc, "<ctype.h> model", diag, err))) st = MT_ERR_INTERNAL;
  if (bc) {
    if (!o->keep_temps) unlink(bc);
    mt_free(bc);
  }
  if (st != MT_OK) return st;
  /* only what the program declares: the model's other functions would be
   * functions of the program (--contracts would check them) */
  uint32_t kept = 0;
  for (LLVMValueRef f = LLVMGetFirstFunction(lib), next; f; f = next) {
    next = LLVMGetNextFunction(f);
    if (LLVMIsDeclaration(f) || LLVMGetLinkage(f) != LLVMExternalLinkage) continue;
    size_t len = 0;
    const char *name = LLVMGetValueName2(f, &len);
    LLVMValueRef g = LLVMGetNamedFunction(mod, name);
    if (g && LLVMIsDeclaration(g)) kept++;
    else LLVMDeleteFunction(f);
  }
  if (LLVMLinkModules2(mod, lib)) {
    *err = mt_sprintf("the <ctype.h> model does not link with the program: %s", *diag ? *diag : "LLVM's linker failed");
    return MT_ERR_INPUT;
  }
  MT_LOG(run, 1, "front", "linked the <ctype.h> model (%u function(s))", kept);
  MT_INC(run, front_libc_models);
  return MT_OK;
}
