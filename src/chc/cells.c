/* cells.c -- memory cells that are state in the Horn clauses (chc_int.h;
 * ANALYSES, "Proofs by Horn clauses").
 *
 * An object -- a global, or an alloca of main (main is entered once: its
 * allocas are not per call) -- whose address does not escape is state
 * like a scalar: every use of its address, and of each address derived
 * from it by a GEP with constant indices, is the pointer of a load or a
 * store of an integer at a constant offset inside it.  Such an object has
 * one cell per offset it is accessed at (the same width at an offset, no
 * two accesses overlapping partly); a cell is a state value of every
 * relation (as a scalar global would be), in the signed reading, initialized
 * from a global's initializer bytes or, for an alloca, to any value (at
 * the alloca: uninitialized memory).  A struct's fields, a global
 * counter, a local `struct buf b` whose fields main updates are cells; an
 * object whose address is passed to a call, stored, compared or indexed
 * with a variable stays havocked (a load of it gives any value).  No
 * other pointer can reach a cell without undefined behaviour (an address
 * computed out of another object's bounds), which memterm's other
 * engines report under memsafety. */
#include "chc_int.h"

#include <stdlib.h>
#include <string.h>

#define CELLS_MAX 32u   /* cells in all (the relations' arity grows by twice this) */
#define CELLS_OBJS 64u  /* objects considered */
#define OFF_VARY INT64_MIN

typedef struct obj {
  ir_val base;       /* the global's value, or the alloca's result */
  uint32_t global;   /* its index in m->globals, or UINT32_MAX */
  uint64_t size;
  bool bad;          /* escapes, or an access that is not a cell */
  bool stored;       /* a store writes into it */
  MT_VEC(int64_t) acc; /* accesses: (offset, width) pairs */
} obj;

static unsigned int_width(const ir_module *m, ir_type_id t) {
  const ir_type *ty = ir_type_get(m, t);
  return ty->kind == IR_T_INT && ty->bits >= 1 && ty->bits <= 64 ? ty->bits : 0;
}

static bool const_int(const ir_module *m, ir_val v, int64_t *out) {
  const ir_value *x = ir_val_get(m, v);
  if (x->kind != IR_V_INT) return false;
  *out = chc_sext(x->u.i, int_width(m, x->type) ? int_width(m, x->type) : 64);
  return true;
}

/* the offset a GEP adds to its base, OFF_VARY when an index is not constant */
static int64_t gep_off(const ir_module *m, const ir_inst *g) {
  int64_t off = g->u.gep.offset;
  for (uint32_t i = 1; i < g->nops; i++) {
    int64_t k, p;
    if (!const_int(m, g->ops[i], &k) || __builtin_mul_overflow(k, g->u.gep.scales[i - 1], &p) ||
        __builtin_add_overflow(off, p, &off))
      return OFF_VARY;
  }
  return off;
}

typedef struct walk_ctx {
  const ir_module *m;
  obj *objs;
  uint32_t nobj;
  int32_t *dobj;   /* per value: the object it points into, -1 */
  int64_t *doff;   /* ... at this offset (OFF_VARY: unknown) */
} walk_ctx;

/* the object and offset an operand points into: a derived value, a
 * global, or a constant GEP expression on a global */
static int32_t pointee(walk_ctx *w, ir_val v, int64_t *off, int32_t *gobj) {
  const ir_value *x = ir_val_get(w->m, v);
  if (v < w->m->vals.len && w->dobj[v] >= 0) {
    *off = w->doff[v];
    return w->dobj[v];
  }
  if (x->kind == IR_V_GLOBAL && x->u.index < w->m->globals.len && gobj[x->u.index] >= 0) {
    *off = 0;
    return gobj[x->u.index];
  }
  if (x->kind == IR_V_CEXPR && x->u.cexpr) {
    const ir_inst *ce = x->u.cexpr;
    int64_t base = 0;
    int32_t o = ce->nops ? pointee(w, ce->ops[0], &base, gobj) : -1;
    if (o < 0) return -1;
    if (ce->op != IR_GEP) { /* an address in another constant expression escapes */
      w->objs[o].bad = true;
      return -1;
    }
    int64_t d = gep_off(w->m, ce);
    *off = base == OFF_VARY || d == OFF_VARY || __builtin_add_overflow(base, d, off) ? OFF_VARY : *off;
    return o;
  }
  return -1;
}

/* an access of `bytes` bytes at off, of an integer of w bits (w == 0: of
 * another type -- a pointer, a float --: its bytes are no cell, loads of
 * it stay havocked, and no cell may overlap them) */
static void access(obj *o, int64_t off, uint64_t bytes, unsigned w) {
  if (off == OFF_VARY || !bytes || off < 0 || (uint64_t)off + bytes > o->size) {
    o->bad = true; /* a variable index, or outside the object */
    return;
  }
  int64_t kind = w ? (int64_t)w : -(int64_t)bytes;
  for (uint32_t i = 0; i < o->acc.len; i += 2)
    if (o->acc.data[i] == off && o->acc.data[i + 1] == kind) return;
  MT_VEC_PUSH(o->acc, off);
  MT_VEC_PUSH(o->acc, kind);
}

static uint64_t acc_bytes(int64_t kind) { return kind > 0 ? ((uint64_t)kind + 7) / 8 : (uint64_t)-kind; }

/* the uses in f of addresses into the objects */
static void uses(walk_ctx *w, const ir_func *f, int32_t *gobj) {
  const ir_module *m = w->m;
  for (uint32_t k = 0; k < f->ninsts; k++) {
    const ir_inst *in = &f->insts[k];
    for (uint32_t i = 0; i < in->nops; i++) {
      int64_t off;
      int32_t o = pointee(w, in->ops[i], &off, gobj);
      if (o < 0) continue;
      obj *ob = &w->objs[o];
      if ((in->op == IR_LOAD && i == 0) || (in->op == IR_STORE && i == 1)) {
        access(ob, off, ir_type_get(m, in->type)->size, int_width(m, in->type));
        ob->stored |= in->op == IR_STORE;
      }
      else if (in->op == IR_GEP && i == 0) continue; /* derived: its own uses count */
      else ob->bad = true; /* stored, passed, compared, converted: escapes */
    }
  }
}

/* the derived addresses of f (GEPs on addresses into the objects), to a
 * fixed point (a GEP may come before its base in the instruction array) */
static void derive(walk_ctx *w, const ir_func *f, int32_t *gobj) {
  for (int pass = 0; pass < 8; pass++) {
    bool changed = false;
    for (uint32_t k = 0; k < f->ninsts; k++) {
      const ir_inst *in = &f->insts[k];
      if (in->op != IR_GEP || !in->nops || !in->result || w->dobj[in->result] >= 0) continue;
      int64_t base;
      int32_t o = pointee(w, in->ops[0], &base, gobj);
      if (o < 0) continue;
      int64_t d = gep_off(w->m, in), off;
      w->dobj[in->result] = o;
      w->doff[in->result] = base == OFF_VARY || d == OFF_VARY || __builtin_add_overflow(base, d, &off) ? OFF_VARY : off;
      changed = true;
    }
    if (!changed) break;
  }
}

static int cmp_acc(const void *a, const void *b) {
  const int64_t *x = a, *y = b;
  return x[0] < y[0] ? -1 : x[0] > y[0];
}

void chc_cells(chc_sys *s) {
  const ir_module *m = s->m;
  uint32_t ng = m->globals.len, nv = m->vals.len;
  walk_ctx w = {m, mt_calloc(CELLS_OBJS + 1, sizeof(obj)), 0, mt_malloc((nv + 1) * sizeof(int32_t)),
                mt_malloc((nv + 1) * sizeof(int64_t))};
  for (uint32_t v = 0; v < nv; v++) w.dobj[v] = -1;
  int32_t *gobj = mt_malloc((ng + 1) * sizeof *gobj);
  for (uint32_t i = 0; i < ng; i++) {
    const ir_global *g = &m->globals.data[i];
    gobj[i] = -1;
    if (g->is_extern || !g->size || w.nobj == CELLS_OBJS) continue;
    gobj[i] = (int32_t)w.nobj;
    w.objs[w.nobj++] = (obj){.base = g->self, .global = i, .size = g->size};
  }
  for (uint32_t i = 0; i < ng; i++) /* an address in an initializer escapes */
    for (uint32_t r = 0; r < m->globals.data[i].nrelocs; r++) {
      const ir_value *t = ir_val_get(m, m->globals.data[i].relocs[r].target);
      if (t->kind == IR_V_GLOBAL && t->u.index < ng && gobj[t->u.index] >= 0) w.objs[gobj[t->u.index]].bad = true;
    }
  /* main's allocas of a constant size, unless main is called (recursion:
   * one cell would stand for several frames) */
  const ir_func *mainf = ir_find_func(m, "main");
  bool main_called = false;
  for (uint32_t fi = 0; fi < m->funcs.len; fi++) {
    const ir_func *f = &m->funcs.data[fi];
    for (uint32_t k = 0; s->fns[fi].used && k < f->ninsts; k++)
      main_called |= ir_call_target(m, &f->insts[k]) == mainf;
  }
  for (uint32_t k = 0; mainf && !main_called && k < mainf->ninsts && w.nobj < CELLS_OBJS; k++) {
    const ir_inst *in = &mainf->insts[k];
    int64_t cnt;
    if (in->op != IR_ALLOCA || !in->result || !in->nops || !const_int(m, in->ops[0], &cnt) || cnt <= 0) continue;
    uint64_t sz = ir_type_get(m, in->u.alloca_.elem)->size * (uint64_t)cnt;
    if (!sz) continue;
    w.dobj[in->result] = (int32_t)w.nobj;
    w.doff[in->result] = 0;
    w.objs[w.nobj++] = (obj){.base = in->result, .global = UINT32_MAX, .size = sz};
  }
  for (uint32_t fi = 0; fi < m->funcs.len; fi++)
    if (s->fns[fi].used && !m->funcs.data[fi].is_decl) derive(&w, &m->funcs.data[fi], gobj);
  for (uint32_t fi = 0; fi < m->funcs.len; fi++)
    if (s->fns[fi].used && !m->funcs.data[fi].is_decl) uses(&w, &m->funcs.data[fi], gobj);
  /* cells: the objects whose accesses do not overlap partly, in order, up
   * to CELLS_MAX */
  s->cells = mt_malloc((CELLS_MAX + 1) * sizeof *s->cells);
  s->ngprom = 0;
  s->cellof = mt_malloc((nv + 1) * sizeof *s->cellof);
  for (uint32_t v = 0; v < nv; v++) s->cellof[v] = -1;
  for (uint32_t o = 0; o < w.nobj; o++) {
    obj *ob = &w.objs[o];
    uint32_t na = ob->acc.len / 2;
    if (ob->bad || !na) continue;
    qsort(ob->acc.data, na, 2 * sizeof(int64_t), cmp_acc);
    bool ok = true;
    uint32_t nint = 0;
    for (uint32_t i = 0; i < na && ok; i++) { /* sorted by offset: each ends before the next starts */
      nint += ob->acc.data[2 * i + 1] > 0;
      if (i) ok = ob->acc.data[2 * (i - 1)] + (int64_t)acc_bytes(ob->acc.data[2 * (i - 1) + 1]) <= ob->acc.data[2 * i];
    }
    if (!ok || !nint || s->ngprom + nint > CELLS_MAX) continue;
    for (uint32_t i = 0; i < na; i++)
      if (ob->acc.data[2 * i + 1] > 0) {
        chc_cell *cl = &s->cells[s->ngprom++];
        *cl = (chc_cell){ob->base, ob->global, ob->acc.data[2 * i], (unsigned)ob->acc.data[2 * i + 1], false, 0};
        if (ob->global == UINT32_MAX) continue;
        /* a global no store writes (`int SIZE = 20000001;` read as a
         * bound and a divisor): its initial value, in every state */
        cl->init = chc_sext(ir_global_bytes(&m->globals.data[ob->global], (uint64_t)cl->off, (cl->w + 7) / 8), cl->w);
        cl->ro = !ob->stored;
      }
    ob->acc.len = 0; /* promoted: cellof below */
    ob->bad = false;
    MT_VEC_PUSH(ob->acc, -1); /* a marker: promoted */
  }
  /* every address into a promoted object at a cell's offset (every value
   * naming a global too): that cell -- a store through an address left
   * out would leave the cell stale */
  for (uint32_t v = 0; v < nv; v++) {
    int64_t off;
    const ir_value *x = ir_val_get(m, v);
    if (x->kind != IR_V_INST && x->kind != IR_V_CEXPR && x->kind != IR_V_GLOBAL) continue;
    int32_t o = pointee(&w, v, &off, gobj);
    if (o < 0 || w.objs[o].acc.len != 1) continue;
    for (uint32_t c = 0; c < s->ngprom; c++)
      if (s->cells[c].base == w.objs[o].base && s->cells[c].off == off) s->cellof[v] = (int32_t)c;
  }
  for (uint32_t o = 0; o < w.nobj; o++) MT_VEC_FREE(w.objs[o].acc);
  mt_free(w.objs);
  mt_free(w.dobj);
  mt_free(w.doff);
  mt_free(gobj);
}

int32_t chc_cell_at(const chc_sys *s, ir_val p, unsigned w) {
  if (p >= s->m->vals.len || s->cellof[p] < 0) return -1;
  const chc_cell *c = &s->cells[s->cellof[p]];
  return c->w == w ? s->cellof[p] : -1;
}
