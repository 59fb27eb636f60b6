/*
 * ir.c -- the IR module: construction (used by front/), queries, and the
 * static tables of opcode and builtin names (ops.def, builtins.def).
 *
 * Invariant: index 0 of the type and value tables is a reserved, zeroed
 * entry, so IR_NONE (0) never names a real type or value.
 */
#include "ir.h"

#include <string.h>

/* ---- construction -------------------------------------------------------- */

ir_module *ir_module_new(const char *source, unsigned ptr_size) {
  ir_module *m = mt_calloc(1, sizeof *m);
  mt_arena_init(&m->arena);
  m->source = mt_arena_strdup(&m->arena, source ? source : "");
  ir_fname self = {m->source, m->source};
  MT_VEC_PUSH(m->files, self);
  m->ptr_size = ptr_size;
  ir_type none_t = {0};
  none_t.kind = IR_T_OTHER;
  MT_VEC_PUSH(m->types, none_t);
  ir_value none_v = {0};
  MT_VEC_PUSH(m->vals, none_v);
  return m;
}

void ir_module_free(ir_module *m) {
  if (!m) return;
  MT_VEC_FREE(m->types);
  MT_VEC_FREE(m->vals);
  MT_VEC_FREE(m->funcs);
  MT_VEC_FREE(m->globals);
  MT_VEC_FREE(m->marks);
  MT_VEC_FREE(m->files);
  mt_arena_delete(&m->arena);
  mt_free(m);
}

ir_type_id ir_add_type(ir_module *m, const ir_type *t) {
  MT_VEC_PUSH(m->types, *t);
  ir_type *n = &m->types.data[m->types.len - 1];
  if (!n->store) n->store = n->size; /* types built by hand (unit tests) */
  return m->types.len - 1;
}

ir_val ir_add_value(ir_module *m, const ir_value *v) {
  MT_VEC_PUSH(m->vals, *v);
  return m->vals.len - 1;
}

const char *ir_file_lookup(const ir_module *m, const char *name, size_t len) {
  for (uint32_t i = 0; i < m->files.len; i++)
    if (strlen(m->files.data[i].name) == len && memcmp(m->files.data[i].name, name, len) == 0)
      return m->files.data[i].canon;
  return NULL;
}

const char *ir_file_add(ir_module *m, const char *name, size_t len, const char *canon) {
  char *copy = mt_arena_alloc(&m->arena, len + 1);
  memcpy(copy, name, len);
  copy[len] = 0;
  ir_fname f = {copy, canon ? canon : copy};
  MT_VEC_PUSH(m->files, f);
  return f.canon;
}

/* ---- queries --------------------------------------------------------------- */

uint32_t ir_input_line(const ir_module *m, ir_loc loc) {
  const char *f = ir_loc_file(m, loc);
  if (loc.line == 0) return 0;
  if (m->marks.len == 0) return f == m->source ? loc.line : 0;
  for (uint32_t i = 0; i < m->marks.len; i++) {
    const ir_linemark *k = &m->marks.data[i];
    uint32_t end = i + 1 < m->marks.len ? m->marks.data[i + 1].phys : UINT32_MAX;
    if (k->file != f || loc.line < k->line) continue;
    uint64_t p = (uint64_t)k->phys + (loc.line - k->line);
    if (p < end) return (uint32_t)p;
  }
  return 0;
}


const ir_func *ir_call_target(const ir_module *m, const ir_inst *call) {
  if (call->op != IR_CALL || call->nops == 0) return NULL;
  const ir_value *callee = ir_val_get(m, call->ops[0]);
  if (callee->kind != IR_V_FUNC || callee->u.index >= m->funcs.len) return NULL;
  return &m->funcs.data[callee->u.index];
}

const ir_func *ir_find_func(const ir_module *m, const char *name) {
  for (uint32_t i = 0; i < m->funcs.len; i++)
    if (m->funcs.data[i].name && strcmp(m->funcs.data[i].name, name) == 0)
      return &m->funcs.data[i];
  return NULL;
}

unsigned ir_type_bits(const ir_module *m, ir_type_id t) {
  if (t == IR_NONE || t >= m->types.len) return 0;
  const ir_type *ty = ir_type_get(m, t);
  if (ty->kind == IR_T_INT) return ty->bits;
  if (ty->kind == IR_T_PTR) return 8u * m->ptr_size;
  return 0;
}

/* ---- name tables ----------------------------------------------------------- */

static const char *const ir_op_names[IR_OP_COUNT] = {
#define IROP(id, name) name,
#include "ops.def"
#undef IROP
};

const char *ir_op_name(ir_op op) {
  return (unsigned)op < IR_OP_COUNT ? ir_op_names[op] : "?";
}

uint64_t ir_global_bytes(const ir_global *g, uint64_t off, unsigned n) {
  uint64_t v = 0;
  for (unsigned k = 0; g->init && k < n && k < 8 && off + k < g->size; k++) v |= (uint64_t)g->init[off + k] << (8 * k);
  return v;
}

bool ir_op_is_terminator(ir_op op) {
  return op == IR_BR || op == IR_CONDBR || op == IR_SWITCH || op == IR_RET ||
         op == IR_UNREACHABLE;
}

typedef enum ir_bi_match { IR_BI_EXACT, IR_BI_PREFIX } ir_bi_match;

typedef struct ir_bi_entry {
  const char *id;   /* the enum name without IR_BI_, for printing */
  const char *name; /* function name or prefix */
  ir_bi_match match;
} ir_bi_entry;

static const ir_bi_entry ir_bi_table[IR_BI_COUNT] = {
#define BUILTIN(id, name, match) {#id, name, IR_BI_##match},
#include "builtins.def"
#undef BUILTIN
};

/* The printed id ("NONDET", "LLVM_MEMCPY") says more than the matched
 * pattern would for prefix entries, so that is what we return. */
const char *ir_builtin_name(ir_builtin b) {
  return (unsigned)b < IR_BI_COUNT ? ir_bi_table[b].id : "?";
}

ir_builtin ir_builtin_lookup(const char *name) {
  if (!name || !*name) return IR_BI_NONE;
  /* entry 0 is NONE with the empty name: it would match every prefix */
  for (unsigned i = 1; i < IR_BI_COUNT; i++) {
    const ir_bi_entry *e = &ir_bi_table[i];
    if (e->match == IR_BI_EXACT) {
      if (strcmp(name, e->name) == 0) return (ir_builtin)i;
    } else if (strncmp(name, e->name, strlen(e->name)) == 0) {
      return (ir_builtin)i;
    }
  }
  return IR_BI_NONE;
}
