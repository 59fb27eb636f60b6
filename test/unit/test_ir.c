/* test_ir.c -- the IR module (ir/ir.h): construction, queries, builtin
 * lookup, the printer, and the front end's lowering of small programs. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "front/front.h"
#include "lower_src.h"
#include "ir/ir.h"

/* ---- helpers ------------------------------------------------------------ */

/* everything ir_print_module writes, as a string the caller frees */
static char *print_to_string(const ir_module *m) {
  char *text = NULL;
  size_t len = 0;
  FILE *f = open_memstream(&text, &len);
  assert_non_null(f);
  ir_print_module(f, m);
  fclose(f);
  return text;
}

static void assert_contains(const char *text, const char *needle) {
  if (!strstr(text, needle)) fail_msg("expected '%s' in:\n%s", needle, text);
}

static ir_type_id add_int_type(ir_module *m, unsigned bits) {
  ir_type t = {0};
  t.kind = IR_T_INT;
  t.bits = bits;
  t.size = bits <= 8 ? 1 : bits / 8;
  t.align = (uint32_t)t.size;
  return ir_add_type(m, &t);
}

static ir_val add_int(ir_module *m, ir_type_id t, uint64_t bits) {
  ir_value v = {0};
  v.kind = IR_V_INT;
  v.type = t;
  v.u.i = bits;
  return ir_add_value(m, &v);
}

/*
 * A module built by hand:
 *   @g  = global i32 5
 *   @gp = global ptr @g+4
 *   declare i32 @__VERIFIER_nondet_int()
 *   define i32 @inc(i32 %x) { entry: %add = add nsw i32 %x, 1 ; ret %add }
 */
static ir_module *build_module(void) {
  ir_module *m = ir_module_new("hand.c", 8);
  ir_type vt = {0};
  vt.kind = IR_T_VOID;
  m->ty_void = ir_add_type(m, &vt);
  m->ty_i1 = add_int_type(m, 1);
  m->ty_i32 = add_int_type(m, 32);
  ir_type pt = {0};
  pt.kind = IR_T_PTR;
  pt.size = pt.align = 8;
  m->ty_ptr = ir_add_type(m, &pt);
  ir_type ft = {0};
  ft.kind = IR_T_FUNC;
  ft.elem = m->ty_i32;
  ft.nfields = 1;
  ft.fields = MT_ANEWN(&m->arena, ir_type_id, 1);
  ft.fields[0] = m->ty_i32;
  ir_type_id fnty = ir_add_type(m, &ft);
  ir_type nft = {0};
  nft.kind = IR_T_FUNC;
  nft.elem = m->ty_i32;
  ir_type_id nondet_ty = ir_add_type(m, &nft);

  /* globals */
  ir_global g = {0};
  g.name = "g";
  g.type = m->ty_i32;
  g.size = g.align = 4;
  g.init = mt_arena_memdup(&m->arena, (uint8_t[]){5, 0, 0, 0}, 4);
  g.loc = (ir_loc){NULL, 2, 5};
  ir_value gv = {0};
  gv.kind = IR_V_GLOBAL;
  gv.type = m->ty_ptr;
  gv.u.index = 0;
  gv.name = "g";
  g.self = ir_add_value(m, &gv);
  MT_VEC_PUSH(m->globals, g);

  ir_global gp = {0};
  gp.name = "gp";
  gp.type = m->ty_ptr;
  gp.size = gp.align = 8;
  gp.init = MT_ANEWN(&m->arena, uint8_t, 8);
  gp.nrelocs = 1;
  gp.relocs = MT_ANEW(&m->arena, ir_reloc);
  gp.relocs[0] = (ir_reloc){0, g.self, 4};
  gv.u.index = 1;
  gv.name = "gp";
  gp.self = ir_add_value(m, &gv);
  MT_VEC_PUSH(m->globals, gp);

  /* functions: the declaration first, then the definition */
  ir_func nd = {0};
  nd.name = "__VERIFIER_nondet_int";
  nd.type = nondet_ty;
  nd.is_decl = true;
  nd.builtin = ir_builtin_lookup(nd.name);
  ir_value fv = {0};
  fv.kind = IR_V_FUNC;
  fv.type = m->ty_ptr;
  fv.u.index = 0;
  fv.name = nd.name;
  nd.self = ir_add_value(m, &fv);
  MT_VEC_PUSH(m->funcs, nd);

  ir_func f = {0};
  f.name = "inc";
  f.type = fnty;
  fv.u.index = 1;
  fv.name = f.name;
  f.self = ir_add_value(m, &fv);
  ir_value arg = {0};
  arg.kind = IR_V_ARG;
  arg.type = m->ty_i32;
  arg.u.local.func = 1;
  arg.u.local.index = 0;
  arg.u.local.slot = 0;
  arg.name = "x";
  f.nparams = 1;
  f.params = MT_ANEWN(&m->arena, ir_val, 1);
  f.params[0] = ir_add_value(m, &arg);
  ir_value res = {0};
  res.kind = IR_V_INST;
  res.type = m->ty_i32;
  res.u.local.func = 1;
  res.u.local.index = 0;
  res.u.local.slot = 1;
  res.name = "add";
  ir_val add = ir_add_value(m, &res);
  ir_value unnamed = res;
  unnamed.name = NULL;
  unnamed.u.local.func = 1;
  unnamed.u.local.index = 1;
  unnamed.u.local.slot = 2;
  ir_val call = ir_add_value(m, &unnamed);
  f.nslots = 3;

  f.ninsts = 3;
  f.insts = MT_ANEWN(&m->arena, ir_inst, 3);
  ir_inst *in = &f.insts[0];
  in->op = IR_ADD;
  in->flags = IR_F_NSW;
  in->type = m->ty_i32;
  in->result = add;
  in->nops = 2;
  in->ops = MT_ANEWN(&m->arena, ir_val, 2);
  in->ops[0] = f.params[0];
  in->ops[1] = add_int(m, m->ty_i32, 1);
  in->loc = (ir_loc){NULL, 5, 9};
  in = &f.insts[1];
  in->op = IR_CALL;
  in->type = m->ty_i32;
  in->result = call;
  in->nops = 1;
  in->ops = MT_ANEWN(&m->arena, ir_val, 1);
  in->ops[0] = nd.self;
  in->u.call.fnty = nondet_ty;
  in->loc = (ir_loc){NULL, 6, 3};
  in = &f.insts[2];
  in->op = IR_RET;
  in->type = m->ty_void;
  in->nops = 1;
  in->ops = MT_ANEWN(&m->arena, ir_val, 1);
  in->ops[0] = add_int(m, m->ty_i32, 0xffffffffu);
  f.nblocks = 1;
  f.blocks = MT_ANEWN(&m->arena, ir_block, 1);
  f.blocks[0] = (ir_block){.first = 0, .ninsts = 3, .name = "entry"};
  MT_VEC_PUSH(m->funcs, f);
  return m;
}

/* ---- tests ---------------------------------------------------------------- */

static void test_module_new_free(void **state) {
  (void)state;
  ir_module *m = ir_module_new("x.c", 4);
  assert_int_equal(m->ptr_size, 4);
  assert_string_equal(m->source, "x.c");
  /* index 0 is reserved in both tables */
  assert_int_equal(m->types.len, 1);
  assert_int_equal(m->vals.len, 1);
  assert_int_equal(add_int_type(m, 8), 1);
  ir_module_free(m);
  ir_module_free(NULL);
}

static void test_builtin_lookup(void **state) {
  (void)state;
  assert_int_equal(ir_builtin_lookup("malloc"), IR_BI_MALLOC);
  assert_int_equal(ir_builtin_lookup("__VERIFIER_nondet_int"), IR_BI_NONDET);
  assert_int_equal(ir_builtin_lookup("__VERIFIER_nondet_"), IR_BI_NONDET);
  assert_int_equal(ir_builtin_lookup("llvm.memcpy.p0.p0.i64"), IR_BI_LLVM_MEMCPY);
  assert_int_equal(ir_builtin_lookup("llvm.stacksave.p0"), IR_BI_LLVM_STACKSAVE);
  assert_int_equal(ir_builtin_lookup("reach_error"), IR_BI_REACH_ERROR);
  /* EXACT entries do not match prefixes or extensions */
  assert_int_equal(ir_builtin_lookup("mallocx"), IR_BI_NONE);
  assert_int_equal(ir_builtin_lookup("mallo"), IR_BI_NONE);
  assert_int_equal(ir_builtin_lookup("llvm.memcpy"), IR_BI_NONE);
  assert_int_equal(ir_builtin_lookup("my_function"), IR_BI_NONE);
  assert_int_equal(ir_builtin_lookup(""), IR_BI_NONE);
  assert_string_equal(ir_builtin_name(IR_BI_NONDET), "NONDET");
  assert_string_equal(ir_builtin_name(IR_BI_LLVM_MEMCPY), "LLVM_MEMCPY");
}

static void test_ops_and_bits(void **state) {
  (void)state;
  assert_string_equal(ir_op_name(IR_ADD), "add");
  assert_string_equal(ir_op_name(IR_GEP), "gep");
  assert_string_equal(ir_op_name(IR_UNSUPPORTED), "unsupported");
  assert_true(ir_op_is_terminator(IR_RET));
  assert_true(ir_op_is_terminator(IR_SWITCH));
  assert_true(ir_op_is_terminator(IR_UNREACHABLE));
  assert_false(ir_op_is_terminator(IR_CALL));
  assert_false(ir_op_is_terminator(IR_PHI));

  ir_module *m = build_module();
  assert_int_equal(ir_type_bits(m, m->ty_i32), 32);
  assert_int_equal(ir_type_bits(m, m->ty_i1), 1);
  assert_int_equal(ir_type_bits(m, m->ty_ptr), 64);
  assert_int_equal(ir_type_bits(m, m->ty_void), 0);
  assert_int_equal(ir_type_bits(m, IR_NONE), 0);
  m->ptr_size = 4;
  assert_int_equal(ir_type_bits(m, m->ty_ptr), 32);
  ir_module_free(m);
}

static void test_queries(void **state) {
  (void)state;
  ir_module *m = build_module();
  const ir_func *inc = ir_find_func(m, "inc");
  assert_non_null(inc);
  assert_null(ir_find_func(m, "nope"));
  const ir_func *t = ir_call_target(m, &inc->insts[1]);
  assert_non_null(t);
  assert_string_equal(t->name, "__VERIFIER_nondet_int");
  assert_int_equal(t->builtin, IR_BI_NONDET);
  assert_null(ir_call_target(m, &inc->insts[0])); /* not a call */
  assert_true(ir_val_is_const(m, inc->insts[0].ops[1]));
  assert_false(ir_val_is_const(m, inc->insts[0].ops[0]));
  ir_module_free(m);
}

static void test_print_module(void **state) {
  (void)state;
  ir_module *m = build_module();
  char *text = print_to_string(m);
  assert_contains(text, "@g = global i32 size 4 align 4 init [05 00 00 00]    ; 2:5\n");
  assert_contains(text, "@gp = global ptr size 8 align 8 init [00 00 00 00 00 00 00 00] "
                        "relocs [0: @g+4]\n");
  assert_contains(text, "declare i32 @__VERIFIER_nondet_int() builtin NONDET\n");
  assert_contains(text, "define i32 @inc(i32 %x) {\nentry:\n");
  assert_contains(text, "  %add = add nsw i32 %x, 1    ; 5:9\n");
  assert_contains(text, "  %2 = call i32 @__VERIFIER_nondet_int()    ; 6:3\n");
  /* constants print signed; no location comment when unknown */
  assert_contains(text, "  ret i32 -1\n}\n");
  assert_contains(text, "; memterm IR of 'hand.c', ptr_size 8\n");
  /* scripts grep dumps for this word */
  assert_null(strstr(text, "unsupported"));
  /* deterministic */
  char *again = print_to_string(m);
  assert_string_equal(text, again);
  free(again);
  free(text);
  ir_module_free(m);
}

/* ---- the front end on small programs -------------------------------------- */

static ir_module *load_source(const char *src, unsigned ptr_size) {
  mt_run run = {0};
  ir_module *m = test_lower_src(&run, src, ptr_size);
  assert_int_equal(MT_GET(&run, front_clang_runs), 1);
  assert_int_equal(MT_GET(&run, ir_functions), m->funcs.len);
  return m;
}

/* the n-th (0-based) instruction with opcode op */
static const ir_inst *find_nth_op(const ir_func *f, ir_op op, unsigned n) {
  for (uint32_t i = 0; i < f->ninsts; i++)
    if (f->insts[i].op == op && n-- == 0) return &f->insts[i];
  return NULL;
}

static const ir_inst *find_op(const ir_func *f, ir_op op) { return find_nth_op(f, op, 0); }

static void test_front_lowering(void **state) {
  (void)state;
  ir_module *m = load_source(
      "struct s { char c; int a[4]; };\n"
      "struct s gs = { 1, { 2, 3 } };\n"
      "int *gp = &gs.a[1];\n"
      "extern int __VERIFIER_nondet_int(void);\n"
      "void reach_error(void) {}\n"
      "int get(struct s *p, long i) { return p->a[i] + 1; }\n"
      "int main(void) { int x = __VERIFIER_nondet_int();\n"
      "  if (x > 3) reach_error(); return get(&gs, x); }\n",
      8);
  assert_int_equal(m->nunsupported, 0);
  assert_int_equal(m->ptr_size, 8);
  const ir_func *get = ir_find_func(m, "get");
  assert_non_null(get);
  assert_false(get->is_decl);
  assert_int_equal(get->nparams, 2);
  /* p->a[i]: clang emits &p->a (offset 4), then a[i] (i * 4) */
  const ir_inst *gep = find_nth_op(get, IR_GEP, 0);
  assert_non_null(gep);
  assert_int_equal(gep->u.gep.offset, 4);
  assert_int_equal(gep->nops, 1);
  assert_true(gep->flags & IR_F_INBOUNDS);
  gep = find_nth_op(get, IR_GEP, 1);
  assert_non_null(gep);
  assert_int_equal(gep->u.gep.offset, 0);
  assert_int_equal(gep->nops, 2);
  assert_int_equal(gep->u.gep.scales[0], 4);
  assert_int_equal(ir_val_get(m, gep->ops[1])->kind, IR_V_ARG);
  const ir_inst *add = find_op(get, IR_ADD);
  assert_non_null(add);
  assert_true(add->flags & IR_F_NSW);
  assert_int_equal(add->loc.line, 6);
  assert_int_equal(ir_find_func(m, "reach_error")->builtin, IR_BI_REACH_ERROR);
  assert_int_equal(ir_find_func(m, "__VERIFIER_nondet_int")->builtin, IR_BI_NONDET);
  assert_int_equal(ir_find_func(m, "main")->builtin, IR_BI_NONE);

  const ir_global *gs = NULL, *gp = NULL;
  for (uint32_t i = 0; i < m->globals.len; i++) {
    if (!strcmp(m->globals.data[i].name, "gs")) gs = &m->globals.data[i];
    if (!strcmp(m->globals.data[i].name, "gp")) gp = &m->globals.data[i];
  }
  assert_non_null(gs);
  assert_non_null(gp);
  assert_int_equal(gs->size, 20);
  assert_non_null(gs->init);
  assert_int_equal(gs->init[0], 1);
  assert_int_equal(gs->init[4], 2);
  assert_int_equal(gs->init[8], 3);
  assert_int_equal(gp->nrelocs, 1);
  assert_int_equal(gp->relocs[0].target, gs->self);
  assert_int_equal(gp->relocs[0].addend, 8);
  ir_module_free(m);
}

static void test_front_ilp32_and_unsupported(void **state) {
  (void)state;
  ir_module *m = load_source(
      "long f(long *p) { return p[2]; }\n"
      "int g(int *p) { return __sync_fetch_and_add(p, 1); }\n",
      4);
  assert_int_equal(m->ptr_size, 4);
  const ir_func *f = ir_find_func(m, "f");
  const ir_inst *gep = find_op(f, IR_GEP);
  assert_non_null(gep);
  assert_int_equal(gep->u.gep.offset, 8); /* long is 4 bytes in ILP32 */
  assert_int_equal(m->nunsupported, 1);
  const ir_inst *u = find_op(ir_find_func(m, "g"), IR_UNSUPPORTED);
  assert_non_null(u);
  assert_string_equal(u->u.unsupported.reason, "unsupported instruction 'atomicrmw'");
  ir_module_free(m);
}

/* integers wider than 64 bits are split into limbs: no instruction of the
 * IR computes with one, a wide load is an i64 and an i8 load at offsets 0
 * and 8, every result names its defining instruction, and what is not
 * expanded (mul) is unsupported with the operation's name */
static void test_front_wide_limbs(void **state) {
  (void)state;
  ir_module *m = load_source(
      "#pragma pack(push, 1)\n"
      "struct P { signed a : 20; unsigned b : 29; signed c : 23; };\n"
      "#pragma pack(pop)\n"
      "int get(struct P *p) { return p->c; }\n"
      "void put(struct P *p, unsigned v) { p->b = v; }\n"
      "unsigned long long mul(unsigned long long x) {\n"
      "  unsigned __int128 y = x; y = y * y; return (unsigned long long)(y >> 64); }\n",
      8);
  for (uint32_t fi = 0; fi < m->funcs.len; fi++) {
    const ir_func *f = &m->funcs.data[fi];
    for (uint32_t k = 0; k < f->ninsts; k++) {
      const ir_inst *in = &f->insts[k];
      const ir_type *t = ir_type_get(m, in->type);
      assert_true(t->kind != IR_T_OTHER || in->op == IR_UNSUPPORTED);
      if (in->result) {
        assert_int_equal(ir_val_get(m, in->result)->u.local.index, k);
        assert_true(ir_val_get(m, in->result)->u.local.slot < f->nslots);
      }
      for (uint32_t i = 0; i < in->nops; i++)
        if (in->op != IR_CALL || i > 0)
          assert_true(ir_type_bits(m, ir_val_type(m, in->ops[i])) <= 64);
    }
  }
  const ir_func *get = ir_find_func(m, "get");
  const ir_inst *l0 = find_nth_op(get, IR_LOAD, 0), *l1 = find_nth_op(get, IR_LOAD, 1);
  assert_non_null(l0);
  assert_non_null(l1);
  assert_int_equal(ir_type_bits(m, l0->type), 64);
  assert_int_equal(ir_type_bits(m, l1->type), 8);
  assert_int_equal(ir_type_get(m, l1->type)->store, 1);
  const ir_inst *g = find_op(get, IR_GEP);
  assert_non_null(g);
  assert_int_equal(g->u.gep.offset, 8);
  assert_int_equal(l1->ops[0], g->result);
  assert_null(find_op(get, IR_UNSUPPORTED));
  const ir_func *put = ir_find_func(m, "put");
  assert_non_null(find_nth_op(put, IR_STORE, 1));
  assert_null(find_op(put, IR_UNSUPPORTED));
  const ir_inst *u = find_op(ir_find_func(m, "mul"), IR_UNSUPPORTED);
  assert_non_null(u);
  assert_string_equal(u->u.unsupported.reason, "'mul' on an integer wider than 64 bits");
  assert_int_equal(m->nunsupported, 1);
  ir_module_free(m);
}

static void test_front_errors(void **state) {
  (void)state;
  mt_run run = {0};
  front_opts o = {.ptr_size = 8};
  ir_module *m = (ir_module *)1;
  char *err = NULL;
  assert_int_equal(front_load(&run, "/nonexistent/x.c", &o, &m, &err), MT_ERR_IO);
  assert_null(m);
  assert_non_null(err);
  mt_free(err);
  assert_int_equal(front_load(&run, "/tmp", &o, &m, &err), MT_ERR_IO);
  mt_free(err);
  char path[] = "/tmp/memterm-test-XXXXXX.c";
  int fd = mkstemps(path, 2);
  assert_true(fd >= 0);
  assert_int_equal(front_load(&run, path, &o, &m, &err), MT_ERR_INPUT);
  assert_non_null(strstr(err, "empty input"));
  mt_free(err);
  assert_int_equal(write(fd, "int main( {", 11), 11);
  close(fd);
  assert_int_equal(front_load(&run, path, &o, &m, &err), MT_ERR_INPUT);
  assert_non_null(strstr(err, "clang rejected"));
  assert_non_null(strstr(err, "error:"));
  mt_free(err);
  unlink(path);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_module_new_free),
      cmocka_unit_test(test_builtin_lookup),
      cmocka_unit_test(test_ops_and_bits),
      cmocka_unit_test(test_queries),
      cmocka_unit_test(test_print_module),
      cmocka_unit_test(test_front_lowering),
      cmocka_unit_test(test_front_ilp32_and_unsupported),
      cmocka_unit_test(test_front_wide_limbs),
      cmocka_unit_test(test_front_errors),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
