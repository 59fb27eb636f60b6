/* to_its.c -- the integer transition system of a complete symbolic
 * execution graph (seed 000 Def. 12, Thm. 13), chained at the cut points.
 *
 * Every cycle of the graph closes with a generalization edge n -> t to an
 * ancestor t (an instance edge), so the targets of those edges and the
 * root cut every cycle.  They are the ITS's locations.  A rule c -> t is
 * one path of the tree from the cut node c down to
 *   - a cut node t (tree edges only), or
 *   - a node n whose instance edge goes to t;
 * its guard is the conjunction of what every step on the path knows:
 *   - KB_c and the range of c's variables (<c> minus its disjunctions),
 *   - per evaluation step the successor's KB before its dead variables
 *     were projected away (seg_node.tr): it relates the new variables to
 *     the old ones (i' = i + 1),
 *   - per refinement the successor's KB (with the split atom),
 *   - per merge edge owner -> m: m's variables equal their images in the
 *     owner (the instantiation mu) and KB_m,
 *   - block facts 1 <= lo <= hi, the ranges of every variable on the path;
 * the post values of t's variables are the path's variables they stand for
 * (identity on tree paths, mu on the instance edge).  Symbolic variables
 * are never reused, so one name on a path is one value.  Only facts are
 * dropped, never added: a disjunction of <a>, a disequality beyond three
 * per rule, an atom whose elimination overflows, the upper half of a u64
 * range -- each only adds runs, so a termination proof of the ITS is one
 * of the program (the graph itself is complete and free of error states).
 *
 * The ITS's variables are roles: a program variable's name (main's locals
 * by their name, other functions' as f.x), a block's ends (heap12.lo for
 * a malloc at line 12, the global's name), a memory cell (mem.p).  Each
 * location uses the roles of its state's variables; the others are free
 * there.  Temporaries of a rule that an equation defines are substituted. */
#include "seg_int.h"

#include <stdlib.h>
#include <string.h>

#include "../its/its.h"

typedef struct cut {
  uint32_t node, loc;
  uint32_t nv;
  uint32_t *var;  /* the state's variables, sorted */
  uint32_t *role; /* ITS variable of var[i] */
} cut;

typedef struct xat {
  seg_rel rel;
  its_lin e;
} xat;

typedef struct tx {
  const seg_graph *g;
  its *s;
  mt_arena a;             /* names, per-rule scratch lives in rule arenas */
  uint32_t *cutof;        /* per node: cut index + 1, 0 = none */
  MT_VEC(cut) cuts;
  const char ***slotname; /* per function: per slot, lazily */
  uint32_t post0;         /* seg variable ids >= post0 stand for post values */
  uint32_t rules_dropped; /* infeasible or without a representation */
} tx;

/* ---- names ------------------------------------------------------------------------------- */

static const char *slot_name(tx *x, const ir_func *f, uint32_t slot) {
  const ir_module *m = x->g->m;
  uint32_t fi = (uint32_t)(f - m->funcs.data);
  if (!x->slotname[fi]) {
    const char **nm = MT_ANEWN(&x->a, const char *, f->nslots + 1);
    memset(nm, 0, sizeof(const char *) * (f->nslots + 1));
    for (uint32_t q = 0; q < f->nparams; q++) {
      const ir_value *v = ir_val_get(m, f->params[q]);
      if (v->u.local.slot < f->nslots) nm[v->u.local.slot] = v->name;
    }
    for (uint32_t q = 0; q < f->ninsts; q++) {
      if (!f->insts[q].result) continue;
      const ir_value *v = ir_val_get(m, f->insts[q].result);
      if (v->u.local.slot < f->nslots && !nm[v->u.local.slot]) nm[v->u.local.slot] = v->name;
    }
    x->slotname[fi] = nm;
  }
  return x->slotname[fi][slot];
}

/* the name of variable v in state st (appended to b); false when v has no
 * structural role there */
static bool role_base(tx *x, const seg_state *st, uint32_t v, int depth, mt_buf *b) {
  for (uint32_t i = 0; i < st->nframes; i++) {
    const seg_frame *fr = &st->fr[i];
    for (uint32_t j = 0; j < fr->f->nslots; j++) {
      if (fr->lv[j] != v) continue;
      const char *nm = slot_name(x, fr->f, j);
      if (i > 0) mt_buf_printf(b, "%s.", fr->f->name);
      if (nm && *nm) mt_buf_printf(b, "%s", nm);
      else mt_buf_printf(b, "%%%u", j);
      return true;
    }
  }
  for (uint32_t i = 0; i < st->nblocks; i++) {
    const seg_block *bl = &st->bl[i];
    if (bl->lo != v && bl->hi != v) continue;
    const char *end = bl->lo == v ? "lo" : "hi";
    if (bl->kind == SEG_B_GLOBAL) {
      const char *gname = NULL;
      for (uint32_t k = 0; k < x->g->m->globals.len && !gname; k++)
        if (x->g->gvar[k] == bl->lo) gname = x->g->m->globals.data[k].name;
      mt_buf_printf(b, "%s.%s", gname ? gname : "global", end);
    } else {
      mt_buf_printf(b, "%s%u.%s", bl->kind == SEG_B_HEAP ? "heap" : "stack", bl->site.line, end);
    }
    return true;
  }
  for (uint32_t i = 0; i < st->nli; i++) {
    const seg_list *l = &st->li[i];
    const char *what = v == l->len ? "len" : v == l->ad ? "start" : v == l->tgt ? "end" : v == l->lad ? "last"
                     : v == l->fnext ? "second" : v == l->bk && v ? "prev" : v == l->lprev && v ? "lastprev" : NULL;
    if (what) {
      mt_buf_printf(b, "list%u.%s", l->site.line, what);
      return true;
    }
    for (uint32_t k = 0; k < l->nf; k++)
      if (v == l->f[k].first || v == l->f[k].last) {
        mt_buf_printf(b, "list%u.%s@%u", l->site.line, v == l->f[k].first ? "first" : "last", l->f[k].off);
        return true;
      }
  }
  if (depth > 0) return false;
  for (uint32_t i = 0; i < st->npt; i++) {
    if (st->pt[i].val != v) continue;
    mt_buf_printf(b, "mem.");
    if (!role_base(x, st, st->pt[i].addr, depth + 1, b)) mt_buf_printf(b, "%u", i);
    return true;
  }
  for (uint32_t i = 0; i < st->npt; i++) {
    if (st->pt[i].addr != v) continue;
    mt_buf_printf(b, "addr%u", i);
    return true;
  }
  return false;
}

static uint32_t role_var(its *s, const char *name) {
  for (uint32_t i = 0; i < s->nvar; i++)
    if (!strcmp(s->var[i], name)) return i;
  return its_add_var(s, name);
}

/* the roles of cut k's variables (distinct within the state) */
static void cut_roles(tx *x, cut *c) {
  const seg_state *st = x->g->nodes.data[c->node].st;
  uint32_t *vs;
  c->nv = seg_state_vars(st, &vs);
  c->var = MT_ANEWN(&x->a, uint32_t, c->nv + 1);
  c->role = MT_ANEWN(&x->a, uint32_t, c->nv + 1);
  if (c->nv) memcpy(c->var, vs, sizeof(uint32_t) * c->nv);
  mt_free(vs);
  for (uint32_t i = 0; i < c->nv; i++) {
    mt_buf b = {0};
    if (!role_base(x, st, c->var[i], 0, &b)) mt_buf_printf(&b, "v%u", c->var[i]);
    char *base = mt_strdup(b.data);
    for (uint32_t dup = 1;; dup++) {
      bool clash = false;
      uint32_t r = role_var(x->s, b.data);
      for (uint32_t j = 0; j < i && !clash; j++) clash = c->role[j] == r;
      if (!clash) {
        c->role[i] = r;
        break;
      }
      b.len = 0;
      mt_buf_printf(&b, "%s_%u", base, dup + 1);
    }
    mt_free(base);
    mt_buf_free(&b);
  }
}

/* The C variables at each loop head (ir_block.vars) whose value is a
 * cut's variable in the same reading (signed for a signed C type,
 * unsigned for an unsigned one): their names, for reading ranking
 * functions in C (its_set_cname). */
static void cut_cnames(tx *x) {
  const ir_module *m = x->g->m;
  for (uint32_t k = 0; k < x->cuts.len; k++) {
    const cut *c = &x->cuts.data[k];
    const seg_state *st = x->g->nodes.data[c->node].st;
    if (!st || !st->nframes || c->node == 1) continue;
    const seg_frame *fr = &st->fr[st->nframes - 1];
    const ir_block *hb = &fr->f->blocks[fr->block];
    for (uint32_t q = 0; q < hb->nvars; q++) {
      const ir_srcvar *sv = &hb->vars[q];
      const ir_value *val = ir_val_get(m, sv->val);
      if (!val || (val->kind != IR_V_ARG && val->kind != IR_V_INST) || val->u.local.slot >= fr->f->nslots)
        continue;
      uint32_t v = fr->lv[val->u.local.slot];
      if (!v) continue;
      uint8_t view = x->g->vars.data[v].view;
      if (!(sv->is_signed ? view == SEG_V_S || view == SEG_V_NONE : view == SEG_V_U)) continue;
      for (uint32_t i = 0; i < c->nv; i++)
        if (c->var[i] == v) its_set_cname(x->s, c->loc, c->role[i], sv->name);
    }
  }
}

/* ---- rules ---------------------------------------------------------------------------------- */

typedef MT_VEC(seg_lin) linvec;

static void push_atom(linvec *v, const seg_lin *l) {
  for (uint32_t i = 0; i < v->len; i++)
    if (seg_lin_eq(&v->data[i], l)) return;
  MT_VEC_PUSH(*v, *l);
}

static void push_state(linvec *v, const seg_state *st, const seg_lin *kb, uint32_t nkb) {
  for (uint32_t i = 0; i < nkb; i++) push_atom(v, &kb[i]);
  /* the lists' linear facts: len >= 0, the stepped fields' last values */
  for (uint32_t i = 0; i < st->nli; i++) {
    const seg_list *l = &st->li[i];
    seg_lin zero = seg_lc(0), len = seg_lv(l->len), t;
    if (seg_atom_le(&t, &zero, &len)) push_atom(v, &t);
    for (uint32_t k = 0; k < l->nf; k++)
      if (seg_lf_step_atom(l, &l->f[k], &t)) push_atom(v, &t);
  }
  for (uint32_t i = 0; i < st->nblocks; i++) {
    seg_lin lo = seg_lv(st->bl[i].lo), hi = seg_lv(st->bl[i].hi), one = seg_lc(1), t;
    if (seg_atom_le(&t, &one, &lo)) push_atom(v, &t);
    if (seg_atom_le(&t, &lo, &hi)) push_atom(v, &t);
  }
}

static bool has_var(const uint32_t *vs, uint32_t n, uint32_t v) {
  return n && bsearch(&v, vs, n, sizeof *vs, seg_cmp_u32);
}

/* seg atom -> its atom over rule indices (var map in idx: 0 = not yet) */
typedef struct rmap {
  uint32_t nvar;    /* ITS variables */
  uint32_t ntemp;
  MT_VEC(uint32_t) tvar; /* seg var of each temporary */
} rmap;

static uint32_t temp_of(rmap *rm, uint32_t v) {
  for (uint32_t i = 0; i < rm->tvar.len; i++)
    if (rm->tvar.data[i] == v) return 2 * rm->nvar + i;
  MT_VEC_PUSH(rm->tvar, v);
  return 2 * rm->nvar + rm->tvar.len - 1;
}

static int cmp_mono(const void *a, const void *b) {
  const uint32_t *x = a, *y = b;
  return x[0] < y[0] ? -1 : x[0] > y[0];
}

/* its_lin from seg_lin under the map: pre (cut c) -> role, post -> n + r,
 * others -> temporaries */
static void conv_lin(tx *x, const cut *c, rmap *rm, mt_arena *A, const seg_lin *l, its_lin *out) {
  uint32_t mono[SEG_LIN_MAX][2];
  int64_t kk[SEG_LIN_MAX];
  for (uint32_t i = 0; i < l->n; i++) {
    uint32_t v = l->v[i], idx;
    if (v >= x->post0) {
      idx = rm->nvar + (v - x->post0);
    } else {
      uint32_t *p = c->nv ? bsearch(&v, c->var, c->nv, sizeof(uint32_t), seg_cmp_u32) : NULL;
      idx = p ? c->role[p - c->var] : temp_of(rm, v);
    }
    mono[i][0] = idx;
    mono[i][1] = i;
  }
  qsort(mono, l->n, sizeof mono[0], cmp_mono);
  for (uint32_t i = 0; i < l->n; i++) kk[i] = l->k[mono[i][1]];
  out->n = l->n;
  out->c = l->c;
  out->var = MT_ANEWN(A, uint32_t, l->n + 1);
  out->coef = MT_ANEWN(A, int64_t, l->n + 1);
  for (uint32_t i = 0; i < l->n; i++) {
    out->var[i] = mono[i][0];
    out->coef[i] = kk[i];
  }
}

typedef MT_VEC(xat) xatvec;

/* substitutes temporaries defined by an equation with coefficient ±1 */
static void eliminate(mt_arena *A, xatvec *v, uint32_t first_temp) {
  for (uint32_t round = 0; round < 4096; round++) {
    int def = -1;
    uint32_t tv = 0;
    int64_t k = 0;
    for (uint32_t i = 0; i < v->len && def < 0; i++) {
      if (v->data[i].rel != SEG_EQ) continue;
      const its_lin *e = &v->data[i].e;
      for (uint32_t j = e->n; j-- > 0;)
        if (e->var[j] >= first_temp && (e->coef[j] == 1 || e->coef[j] == -1)) {
          def = (int)i;
          tv = e->var[j];
          k = e->coef[j];
          break;
        }
    }
    if (def < 0) return;
    its_lin d = v->data[def].e;
    uint32_t n = 0;
    for (uint32_t i = 0; i < v->len; i++) {
      if ((int)i == def) continue;
      xat a = v->data[i];
      int64_t ka = its_lin_coef(&a.e, tv);
      if (ka) {
        /* a - ka·k·d: k = ±1 is its own inverse */
        its_lin *r = its_lin_comb(A, 1, &a.e, -ka * k, &d);
        if (!r) continue; /* overflow: drop the fact */
        a.e = *r;
      }
      v->data[n++] = a;
    }
    v->len = n;
  }
}

/* false when an atom is a false constant (the rule cannot fire) */
static bool drop_constants(xatvec *v) {
  uint32_t n = 0;
  for (uint32_t i = 0; i < v->len; i++) {
    const xat *a = &v->data[i];
    if (a->e.n == 0) {
      int64_t c = a->e.c;
      if (!seg_rel_holds(a->rel, c)) return false;
      continue;
    }
    v->data[n++] = *a;
  }
  v->len = n;
  return true;
}

static void copy_lin(mt_arena *A, its_lin *dst, const its_lin *src, const uint32_t *tmap,
                     uint32_t first_temp) {
  dst->n = src->n;
  dst->c = src->c;
  dst->var = MT_ANEWN(A, uint32_t, src->n + 1);
  dst->coef = MT_ANEWN(A, int64_t, src->n + 1);
  for (uint32_t i = 0; i < src->n; i++) {
    uint32_t v = src->var[i];
    dst->var[i] = v >= first_temp ? first_temp + tmap[v - first_temp] : v;
    dst->coef[i] = src->coef[i];
  }
}

#define TO_ITS_MAX_NE 3

static void add_rules(tx *x, const cut *c, const cut *t, xatvec *v, uint32_t ntemp_all) {
  its *s = x->s;
  uint32_t first_temp = 2 * s->nvar;
  /* the temporaries still used, renumbered in order */
  uint32_t *tmap = mt_malloc(sizeof(uint32_t) * (ntemp_all + 1));
  for (uint32_t i = 0; i < ntemp_all; i++) tmap[i] = UINT32_MAX;
  for (uint32_t i = 0; i < v->len; i++)
    for (uint32_t j = 0; j < v->data[i].e.n; j++) {
      uint32_t w = v->data[i].e.var[j];
      if (w >= first_temp) tmap[w - first_temp] = 0;
    }
  /* monotone renumbering keeps the monomials sorted */
  uint32_t nt = 0;
  for (uint32_t i = 0; i < ntemp_all; i++)
    if (tmap[i] != UINT32_MAX) tmap[i] = nt++;
  uint32_t ne[TO_ITS_MAX_NE], nne = 0;
  for (uint32_t i = 0; i < v->len; i++)
    if (v->data[i].rel == SEG_NE && nne < TO_ITS_MAX_NE) ne[nne++] = i;
  for (uint32_t mask = 0; mask < (1u << nne); mask++) {
    its_rule *r = its_add_rule(s, c->loc, t->loc);
    r->ntemp = nt;
    if (nt) {
      const char **tn = MT_ANEWN(&s->arena, const char *, nt);
      for (uint32_t i = 0; i < nt; i++) {
        char buf[24];
        snprintf(buf, sizeof buf, "t%u", i);
        tn[i] = mt_arena_strdup(&s->arena, buf);
      }
      r->tname = tn;
    }
    r->atom = MT_ANEWN(&s->arena, its_atom, v->len + 1);
    r->natom = 0;
    for (uint32_t i = 0; i < v->len; i++) {
      const xat *a = &v->data[i];
      its_atom *o = &r->atom[r->natom];
      if (a->rel == SEG_NE) {
        uint32_t q = 0;
        while (q < nne && ne[q] != i) q++;
        if (q == nne) continue; /* beyond the split budget: dropped */
        copy_lin(&s->arena, &o->e, &a->e, tmap, first_temp);
        o->rel = ITS_LE;
        /* e != 0: e <= -1 (bit clear) or -e <= -1 (bit set) */
        if (mask >> q & 1) {
          for (uint32_t j = 0; j < o->e.n; j++) o->e.coef[j] = -o->e.coef[j];
          o->e.c = -o->e.c;
        }
        if (o->e.c == INT64_MAX) continue;
        o->e.c += 1;
        r->natom++;
        continue;
      }
      copy_lin(&s->arena, &o->e, &a->e, tmap, first_temp);
      o->rel = a->rel == SEG_EQ ? ITS_EQ : ITS_LE;
      r->natom++;
    }
  }
  mt_free(tmap);
}

/* one rule: cut c, the tree path c -> ... -> n (path[0] = first node after
 * c, path[plen-1] = n; plen = 0: n = c), target cut t, reached by the
 * instance edge n -> t with mu (t-var -> n-var) or, mu == NULL, n = t */
static void emit(tx *x, const cut *c, const uint32_t *path, uint32_t plen, const cut *t,
                 const seg_pair *mu, uint32_t nmu) {
  const seg_graph *g = x->g;
  linvec atoms = {0};
  const seg_state *cs = g->nodes.data[c->node].st;
  push_state(&atoms, cs, cs->kb, cs->nkb);
  for (uint32_t i = 0; i < plen; i++) {
    const seg_node *nd = &g->nodes.data[path[i]];
    if (nd->in_kind == SEG_E_GEN) { /* merge edge owner -> nd */
      const seg_node *own = &g->nodes.data[nd->parent];
      uint32_t *ov;
      uint32_t nov = seg_state_vars(own->st, &ov);
      for (uint32_t j = 0; j < own->nmu; j++) {
        const seg_pair *pj = &own->mu[j];
        if (pj->to && !has_var(ov, nov, pj->to)) continue;
        seg_lin a = seg_lv(pj->from), b = pj->to ? seg_lv(pj->to) : seg_lc(0), e;
        b.c = pj->off;
        if ((pj->from != pj->to || pj->off) && seg_atom_mk(&e, &a, SEG_EQ, &b)) push_atom(&atoms, &e);
      }
      mt_free(ov);
      push_state(&atoms, nd->st, nd->st->kb, nd->st->nkb);
    } else {
      push_state(&atoms, nd->st, nd->tr ? nd->tr : nd->st->kb, nd->tr ? nd->ntr : nd->st->nkb);
    }
  }
  /* post values */
  const seg_state *ns = plen ? g->nodes.data[path[plen - 1]].st : cs;
  uint32_t *nv = NULL;
  uint32_t nnv = mu ? seg_state_vars(ns, &nv) : 0;
  for (uint32_t i = 0; i < t->nv; i++) {
    uint32_t w = t->var[i];
    seg_lin q = seg_lv(w);
    if (mu) {
      const seg_pair *pj = NULL;
      for (uint32_t j = 0; j < nmu && !pj; j++)
        if (mu[j].from == w) pj = &mu[j];
      if (!pj || (pj->to && !has_var(nv, nnv, pj->to))) continue; /* free */
      q = pj->to ? seg_lv(pj->to) : seg_lc(0);
      q.c = pj->off;
    }
    seg_lin p = seg_lv(x->post0 + t->role[i]), e;
    if (seg_atom_mk(&e, &p, SEG_EQ, &q)) push_atom(&atoms, &e);
  }
  mt_free(nv);
  /* the ranges of every variable involved (not of post values) */
  uint32_t natoms0 = atoms.len;
  MT_VEC(uint32_t) seen = {0};
  for (uint32_t i = 0; i < natoms0; i++)
    for (uint32_t j = 0; j < atoms.data[i].n; j++)
      if (atoms.data[i].v[j] < x->post0) MT_VEC_PUSH(seen, atoms.data[i].v[j]);
  for (uint32_t i = 0; i < c->nv; i++) MT_VEC_PUSH(seen, c->var[i]);
  if (seen.len) qsort(seen.data, seen.len, sizeof *seen.data, seg_cmp_u32);
  for (uint32_t i = 0; i < seen.len; i++) {
    if (i && seen.data[i] == seen.data[i - 1]) continue;
    int64_t lo, hi;
    if (!seg_var_range(g, seen.data[i], &lo, &hi)) continue;
    seg_lin a = seg_lv(seen.data[i]), b = seg_lc(lo), e;
    if (seg_atom_le(&e, &b, &a)) push_atom(&atoms, &e);
    if (hi != INT64_MAX) { /* INT64_MAX: no upper bound expressible (u64) */
      b = seg_lc(hi);
      if (seg_atom_le(&e, &a, &b)) push_atom(&atoms, &e);
    }
  }
  MT_VEC_FREE(seen);
  /* into rule indices */
  mt_arena A;
  mt_arena_init(&A);
  rmap rm = {.nvar = x->s->nvar};
  xatvec v = {0};
  for (uint32_t i = 0; i < atoms.len; i++) {
    xat a;
    a.rel = (seg_rel)atoms.data[i].rel;
    conv_lin(x, c, &rm, &A, &atoms.data[i], &a.e);
    if (seg_rel_is_div(a.rel)) {
      /* m | e  as  e - m·t = 0 with a temporary t of its own (the newest,
       * so the monomials stay sorted) */
      uint32_t tv = temp_of(&rm, UINT32_MAX - i);
      its_lin e = a.e;
      a.e.var = MT_ANEWN(&A, uint32_t, e.n + 2);
      a.e.coef = MT_ANEWN(&A, int64_t, e.n + 2);
      memcpy(a.e.var, e.var, sizeof(uint32_t) * e.n);
      memcpy(a.e.coef, e.coef, sizeof(int64_t) * e.n);
      a.e.var[e.n] = tv;
      a.e.coef[e.n] = -seg_rel_mod(a.rel);
      a.e.n = e.n + 1;
      a.rel = SEG_EQ;
    }
    MT_VEC_PUSH(v, a);
  }
  MT_VEC_FREE(atoms);
  eliminate(&A, &v, 2 * rm.nvar);
  if (drop_constants(&v)) add_rules(x, c, t, &v, rm.tvar.len);
  else x->rules_dropped++;
  MT_VEC_FREE(v);
  MT_VEC_FREE(rm.tvar);
  mt_arena_delete(&A);
}

static bool is_back_edge(const seg_graph *g, uint32_t id) {
  const seg_node *n = &g->nodes.data[id];
  return n->gen_to && g->nodes.data[n->gen_to].parent != id;
}

static uint32_t merge_child(const seg_graph *g, uint32_t id) {
  const seg_node *n = &g->nodes.data[id];
  if (n->gen_to && g->nodes.data[n->gen_to].parent == id && g->nodes.data[n->gen_to].in_kind == SEG_E_GEN)
    return n->gen_to;
  return 0;
}

static void loc_name(tx *x, uint32_t id, mt_buf *b) {
  const seg_state *st = x->g->nodes.data[id].st;
  if (id == 1) {
    mt_buf_printf(b, "start");
    return;
  }
  const seg_frame *fr = &st->fr[st->nframes - 1];
  const ir_inst *in = &fr->f->insts[fr->f->blocks[fr->block].first + fr->idx];
  mt_buf_printf(b, "%s:%u:n%u", fr->f->name, in->loc.line, id);
}

/* path from cut c (exclusive) down to n (inclusive) */
typedef MT_VEC(uint32_t) u32vec;

static uint32_t path_to(const seg_graph *g, uint32_t c, uint32_t n, u32vec *p) {
  p->len = 0;
  for (uint32_t k = n; k && k != c; k = g->nodes.data[k].parent) MT_VEC_PUSH(*p, k);
  for (uint32_t i = 0; i < p->len / 2; i++) {
    uint32_t tmp = p->data[i];
    p->data[i] = p->data[p->len - 1 - i];
    p->data[p->len - 1 - i] = tmp;
  }
  return p->len;
}

mt_status seg_to_its(const seg_graph *g, its **out) {
  *out = NULL;
  if (g->nodes.len < 2 || !g->nodes.data[1].st) return MT_ERR_INPUT;
  tx x;
  memset(&x, 0, sizeof x);
  x.g = g;
  mt_arena_init(&x.a);
  x.s = its_new(ITS_FMT_KOAT);
  x.post0 = g->vars.len;
  x.slotname = MT_ANEWN(&x.a, const char **, g->m->funcs.len + 1);
  memset(x.slotname, 0, sizeof(const char **) * (g->m->funcs.len + 1));
  x.cutof = mt_calloc(g->nodes.len, sizeof(uint32_t));
  /* cut points: the root and every instance edge's target */
  cut c0 = {.node = 1};
  MT_VEC_PUSH(x.cuts, c0);
  x.cutof[1] = 1;
  for (uint32_t i = 1; i < g->nodes.len; i++) {
    const seg_node *n = &g->nodes.data[i];
    if (n->dead || !n->st || !is_back_edge(g, i)) continue;
    if (x.cutof[n->gen_to]) continue;
    cut c = {.node = n->gen_to};
    MT_VEC_PUSH(x.cuts, c);
    x.cutof[n->gen_to] = x.cuts.len;
  }
  for (uint32_t k = 0; k < x.cuts.len; k++) {
    cut *c = &x.cuts.data[k];
    mt_buf b = {0};
    loc_name(&x, c->node, &b);
    c->loc = its_add_loc(x.s, b.data);
    mt_buf_free(&b);
    cut_roles(&x, c);
  }
  x.s->start = x.cuts.data[0].loc;
  cut_cnames(&x);
  /* rules: from every cut, down the tree to the next cuts and instance edges */
  u32vec stack = {0}, path = {0};
  for (uint32_t k = 0; k < x.cuts.len; k++) {
    const cut *c = &x.cuts.data[k];
    stack.len = 0;
    MT_VEC_PUSH(stack, c->node);
    while (stack.len) {
      uint32_t id = stack.data[--stack.len];
      const seg_node *n = &g->nodes.data[id];
      if (n->dead || !n->st) continue;
      if (id != c->node && x.cutof[id]) {
        uint32_t pl = path_to(g, c->node, id, &path);
        emit(&x, c, path.data, pl, &x.cuts.data[x.cutof[id] - 1], NULL, 0);
        continue;
      }
      if (is_back_edge(g, id)) {
        uint32_t pl = path_to(g, c->node, id, &path);
        emit(&x, c, path.data, pl, &x.cuts.data[x.cutof[n->gen_to] - 1], n->mu, n->nmu);
        continue;
      }
      for (uint32_t j = 0; j < n->kids.len; j++) MT_VEC_PUSH(stack, n->kids.data[j]);
      uint32_t mc = merge_child(g, id);
      if (mc) MT_VEC_PUSH(stack, mc);
    }
  }
  MT_VEC_FREE(stack);
  MT_VEC_FREE(path);
  MT_VEC_FREE(x.cuts);
  mt_free(x.cutof);
  mt_arena_delete(&x.a);
  const char *bad = its_check(x.s);
  if (bad) {
    MT_LOG(g->run, 0, "seg", "internal error: the extracted ITS is malformed: %s", bad);
    its_free(x.s);
    return MT_ERR_INTERNAL;
  }
  MT_LOG(g->run, 1, "seg", "ITS from the graph: %u locations, %u variables, %u rules (%u infeasible dropped)",
         x.s->nloc, x.s->nvar, x.s->nrule, x.rules_dropped);
  *out = x.s;
  return MT_OK;
}
