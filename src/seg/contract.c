/* contract.c -- a call of a function with a proved contract (seg_opts.
 * contracts): the caller's state must satisfy the contract, and the caller
 * goes on after the call without exploring the function.
 *
 * Check.  The contract was proved for every entry state its harness builds
 * (contracts/contracts.c): each pointer argument null where the contract
 * allows it, else at the start of a block of its own, separate from the
 * others' blocks, of any size and contents the requirement allows;
 * integers of any value.  A pointer into the middle of a block is covered
 * too: the function never frees (the driver gives no contract else), and
 * an access below the pointer or beyond what the requirement makes valid
 * would have been an error for the harness's block that starts at the
 * pointer and is exactly as large as the requirement.  So the call is
 * covered when, by the premise,
 *   - each pointer argument is null where allowed, or lies in a block of
 *     the state, and no two arguments lie in the same block;
 *   - the requirement holds in that block: one object, n (or n + 1)
 *     elements from the argument on (an empty range needs nothing), a zero
 *     byte at or after it (string; strlen(q) is at most the distance to a
 *     known zero byte of q, so room for it is room for that distance), or
 *     the sums the string-with-room kinds need.
 * A requirement the premise does not prove is an ERR node of the caller
 * that names the clause: a possible error of the call, not of the callee.
 *
 * Effect.  The function allocates and frees nothing, names no mutable
 * global and cannot end the program (the driver's conditions), and it
 * writes through no parameter that ctr_effects does not list.  It accesses
 * nothing but its arguments' blocks (anything else was an error for the
 * harness).  So the state after the call is the premise with the cells of
 * the blocks it may write dropped (their contents are any values now), the
 * result a fresh value of its type, and what the proved postconditions say
 * of both (post_state).  A read-only block it may write violates the
 * clause's \valid (an ERR state); a written block that holds a pointer
 * cell is not handled here: the call is then explored as without a
 * contract. */
#include "seg_int.h"

#include "../contracts/contracts.h"

#include <string.h>

typedef struct carg {
  seg_lin p;       /* the argument */
  bool null;       /* provably null */
  int block;       /* the block it lies in, -1: none */
  bool str;        /* a zero byte at or after it is known: */
  seg_lin end;     /* its address */
  seg_lin n;       /* N, N1, STR_OR_N: the integer argument, in its C reading */
} carg;

static bool valid_eq0(seg_graph *g, const seg_lin *p) {
  seg_lin z = seg_lc(0), t;
  return seg_atom_mk(&t, p, SEG_EQ, &z) && seg_valid(g, &t);
}

/* x <= k by the premise */
static bool valid_le(seg_graph *g, const seg_lin *x, int64_t k) {
  seg_lin c = seg_lc(k), t;
  return seg_atom_le(&t, x, &c) && seg_valid(g, &t);
}

/* [p, p + len - 1] inside block b (len may be <= 0: then p inside b is enough) */
static bool fits(seg_step *st, int b, const seg_lin *p, const seg_lin *len) {
  if (b < 0) return false;
  const seg_block *bl = &st->a->bl[b];
  seg_lin one = seg_lc(1);
  return seg_inside(st->g, bl, p, &one) && seg_inside(st->g, bl, p, len);
}

/* a->n * e (+ e when plus1) */
static bool count_bytes(const carg *a, uint64_t e, bool plus1, seg_lin *out) {
  if (e > INT32_MAX || !seg_lin_scale(out, &a->n, (int64_t)e)) return false;
  if (plus1 && __builtin_add_overflow(out->c, (int64_t)e, &out->c)) return false;
  return true;
}

/* strlen(q) + k bytes as a term: end - q + k */
static bool str_bytes(const carg *q, int64_t k, seg_lin *out) {
  if (!q->str || !seg_lin_addk(out, &q->end, -1, &q->p)) return false;
  return !__builtin_add_overflow(out->c, k, &out->c);
}

/* parameter i's requirement holds for its argument */
static bool holds(seg_step *st, const ir_func *f, const struct ctr_req *r, const carg *a, uint32_t i) {
  seg_graph *g = st->g;
  const ir_cparam *cp = &f->cparams[i];
  uint64_t e = cp->elem_size ? cp->elem_size : 1;
  const carg *x = &a[i], *q = r[i].kind == CTR_ROOM || r[i].kind == CTR_ROOM1 || r[i].kind == CTR_CAT ||
                                        r[i].kind == CTR_CAT1
                                    ? &a[r[i].arg]
                                    : NULL;
  const ir_cparam *np = r[i].kind == CTR_N || r[i].kind == CTR_N1 || r[i].kind == CTR_STR_OR_N
                            ? &f->cparams[r[i].arg]
                            : NULL;
  if (x->null && (r[i].null_ok || r[i].kind == CTR_NONE)) return true;
  seg_lin len, l2;
  switch (r[i].kind) {
  case CTR_NONE: return true;
  case CTR_ONE: len = seg_lc((int64_t)e); return fits(st, x->block, &x->p, &len);
  case CTR_N:
  case CTR_N1: {
    bool plus1 = r[i].kind == CTR_N1;
    /* an empty range: the harness's block may be empty (null, dangling) */
    if (valid_le(g, &a[r[i].arg].n, plus1 ? (np->is_signed ? -1 : -2) : 0)) return true;
    return count_bytes(&a[r[i].arg], e, plus1, &len) && fits(st, x->block, &x->p, &len);
  }
  case CTR_STR_OR_N:
    if (x->str) return true;
    if (valid_le(g, &a[r[i].arg].n, 0)) return true;
    return count_bytes(&a[r[i].arg], e, false, &len) && fits(st, x->block, &x->p, &len);
  case CTR_STRING: return x->str;
  case CTR_STRING1: return str_bytes(x, 2, &len) && fits(st, x->block, &x->p, &len);
  case CTR_ROOM:
  case CTR_ROOM1:
    return str_bytes(q, r[i].kind == CTR_ROOM1 ? 2 : 1, &len) && fits(st, x->block, &x->p, &len);
  case CTR_CAT:
  case CTR_CAT1:
    return str_bytes(x, 0, &len) && str_bytes(q, r[i].kind == CTR_CAT1 ? 2 : 1, &l2) &&
           seg_lin_addk(&len, &len, 1, &l2) && fits(st, x->block, &x->p, &len);
  case CTR_NKINDS: break;
  }
  return false;
}

static bool has_ptr_cell(seg_step *st, int b) {
  const seg_state *s = st->a;
  const seg_block *bl = &s->bl[b];
  for (uint32_t i = 0; i < s->npt; i++) {
    if (s->pt[i].view != SEG_V_PTR) continue;
    seg_lin a = seg_lv(s->pt[i].addr), lo = seg_lv(bl->lo), hi = seg_lv(bl->hi), t1, t2;
    /* outside the block for sure: below it or above it */
    if (seg_atom_lt(&t1, &a, &lo) && seg_valid(st->g, &t1)) continue;
    if (seg_atom_lt(&t2, &hi, &a) && seg_valid(st->g, &t2)) continue;
    return true;
  }
  return false;
}

/* a zero byte at a fresh address A of block b of s: p <= A <= p + dist */
static void zero_cell(seg_step *st, seg_state *s, int b, const seg_lin *p, const seg_lin *dist) {
  seg_graph *g = st->g;
  seg_lin top, t;
  if (!seg_lin_addk(&top, p, 1, dist)) return;
  uint32_t av = seg_fresh(g, g->pbits, SEG_V_PTR), zv = seg_fresh(g, 8, SEG_V_S);
  seg_lin A = seg_lv(av), Z = seg_lv(zv), zero = seg_lc(0), hi = seg_lv(s->bl[b].hi);
  if (seg_atom_le(&t, p, &A)) seg_kb_add(g, s, &t);
  if (seg_atom_le(&t, &A, &top)) seg_kb_add(g, s, &t);
  if (seg_atom_le(&t, &A, &hi)) seg_kb_add(g, s, &t);
  if (seg_atom_mk(&t, &Z, SEG_EQ, &zero)) seg_kb_add(g, s, &t);
  seg_pt q = {av, zv, g->m->ty_i8, 1, SEG_V_S};
  seg_pt_add(g, s, &q);
}

/* lo <= x <= hi in s (a side NULL: none) */
static void bound(seg_graph *g, seg_state *s, const seg_lin *lo, const seg_lin *x, const seg_lin *hi) {
  seg_lin t;
  if (lo && seg_atom_le(&t, lo, x)) seg_kb_add(g, s, &t);
  if (hi && seg_atom_le(&t, x, hi)) seg_kb_add(g, s, &t);
}

/* the state after the call (s, a copy of the premise advanced past it):
 * the written blocks' cells dropped, then the result and what the
 * postconditions say of it and of the written strings, in terms of the
 * arguments a[] (the premise's values: a postcondition's strlen(q) is
 * before the call, at most the distance to a zero byte of q the premise
 * knows).  A postcondition with two cases (null or a pointer into p) gives
 * a second successor; one such per call. */
static void post_state(seg_step *st, const ir_inst *in, const ir_func *f, const seg_contract *c, const carg *a,
                       seg_state *s) {
  seg_graph *g = st->g;
  const seg_state *s0 = st->a;
  for (uint32_t i = 0; i < f->nparams; i++) {
    if (!c->writes[i] || a[i].block < 0) continue;
    const seg_block *bl = &s0->bl[a[i].block];
    seg_lin lo = seg_lv(bl->lo), size = seg_lv(bl->hi);
    if (!seg_lin_addk(&size, &size, -1, &lo)) {
      s->npt = 0;
      continue;
    }
    size.c += 1;
    seg_kill_range(st, s, &lo, &size);
  }
  /* the written strings */
  for (uint32_t k = 0; k < c->nens; k++) {
    const struct ctr_ens *e = &c->ens[k];
    if (e->kind != CTR_E_STR && e->kind != CTR_E_STR_CAT) continue;
    const carg *p = &a[e->p], *q = &a[e->q];
    seg_lin d1, d2;
    if (p->block < 0 || !str_bytes(q, 0, &d1)) continue;
    if (e->kind == CTR_E_STR_CAT && !(str_bytes(p, 0, &d2) && seg_lin_addk(&d1, &d1, 1, &d2))) continue;
    zero_cell(st, s, p->block, &p->p, &d1);
  }
  if (!in->result) return;
  seg_frame *fr = seg_top(s);
  seg_view view = seg_slot_view(g, fr->f, in->result);
  for (uint32_t k = 0; k < c->nens; k++) { /* the result is an argument */
    const struct ctr_ens *e = &c->ens[k];
    if (e->kind == CTR_E_RES_EQ && view == SEG_V_PTR) {
      seg_define(st, s, in->result, &a[e->p].p);
      return;
    }
  }
  uint32_t rv = seg_define_fresh(st, s, in->result);
  seg_lin r = seg_lv(rv), zero = seg_lc(0), hi;
  for (uint32_t k = 0; k < c->nens; k++) {
    const struct ctr_ens *e = &c->ens[k];
    const carg *p = &a[e->p];
    switch (e->kind) {
    case CTR_E_RES_LE_STR:
      if (view != SEG_V_PTR && str_bytes(p, 0, &hi)) bound(g, s, &zero, &r, &hi);
      break;
    case CTR_E_RES_LE_N:
      if (view != SEG_V_PTR) bound(g, s, &zero, &r, &a[e->q].n);
      break;
    case CTR_E_RES_IN_STR:
    case CTR_E_RES_IN_N: {
      if (view != SEG_V_PTR || p->null || p->block < 0 || st->nsucc != 1) break;
      if (e->kind == CTR_E_RES_IN_STR && !p->str) break;
      if (e->kind == CTR_E_RES_IN_STR) hi = p->end;
      else if (!seg_lin_addk(&hi, &p->p, 1, &a[e->q].n)) break;
      else hi.c -= 1;
      seg_state *s2 = seg_state_copy(g, s);
      st->succ[st->nsucc++] = s2;
      seg_lin t;
      if (seg_atom_mk(&t, &r, SEG_EQ, &zero)) seg_kb_add(g, s, &t);
      bound(g, s2, &p->p, &r, &hi);
      break;
    }
    default: break;
    }
  }
}

seg_out seg_call_contract(seg_step *st, const ir_inst *in, const ir_func *f, const seg_lin *args, bool *used) {
  seg_graph *g = st->g;
  const seg_contract *c = &g->o.contracts[f - g->m->funcs.data];
  const seg_state *s0 = st->a;
  *used = false;
  if (!c->req || !f->cparams) return SEG_OK;
  const struct ctr_req *r = c->req;
  carg *a = mt_calloc(f->nparams + 1u, sizeof *a);
  seg_out out = SEG_OK;
  for (uint32_t i = 0; i < f->nparams; i++) {
    const ir_cparam *cp = &f->cparams[i];
    a[i].block = -1;
    a[i].p = args[i];
    if (cp->kind == IR_CP_INT) {
      /* the integer in its C reading (the harness's) */
      if (!seg_operand(st, (seg_state *)s0, in->ops[i + 1], cp->is_signed ? SEG_V_S : SEG_V_U, &a[i].n)) {
        out = SEG_SPLIT;
        goto done;
      }
      continue;
    }
    if (cp->kind != IR_CP_PTR) goto done; /* not a contract's signature */
    a[i].null = valid_eq0(g, &a[i].p);
    if (a[i].null) continue;
    a[i].block = seg_find_block(st, &a[i].p, 1);
    if (a[i].block >= 0) {
      bool exact;
      a[i].str = seg_string_end(st, s0, &a[i].p, a[i].block, &a[i].end, &exact);
    }
  }
  *used = true;
  for (uint32_t i = 0; i < f->nparams; i++) {
    if (f->cparams[i].kind != IR_CP_PTR) continue;
    const char *why = NULL;
    if (!a[i].null && a[i].block < 0) why = "the argument lies in no block the caller knows";
    for (uint32_t j = 0; j < i && !why; j++)
      if (a[j].block >= 0 && a[j].block == a[i].block) {
        const char *nj = f->cparams[j].name ? f->cparams[j].name : "?", *ni = f->cparams[i].name ? f->cparams[i].name : "?";
        out = seg_err(st, "valid-deref",
                      "the call of %s may violate its contract: requires \\separated(%s, %s) (both lie in the same block)",
                      f->name, nj, ni);
        MT_INC(g->run, seg_contract_violations);
        goto done;
      }
    if (!why && !holds(st, f, r, a, i)) why = "not provable in the caller's state";
    if (!why && c->writes[i] && a[i].block >= 0 && s0->bl[a[i].block].readonly)
      why = "the function may write through it and it points into read-only memory";
    if (!why) continue;
    const char *name = f->cparams[i].name ? f->cparams[i].name : "?";
    if (c->clause[i])
      out = seg_err(st, "valid-deref", "the call of %s may violate its contract: requires %s (%s: %s)", f->name,
                    c->clause[i], name, why);
    else
      out = seg_err(st, "valid-deref", "the call of %s is not covered by its contract (%s: %s)", f->name, name,
                    why);
    MT_INC(g->run, seg_contract_violations);
    goto done;
  }
  /* what the state after the call cannot express here: explored instead */
  for (uint32_t i = 0; i < f->nparams; i++)
    if (c->writes[i] && a[i].block >= 0 && has_ptr_cell(st, a[i].block)) {
      MT_LOG(g->run, 2, "seg", "call of %s: it may write a block that holds a pointer; explored", f->name);
      *used = false;
      goto done;
    }
  seg_state *s = seg_succ(st);
  post_state(st, in, f, c, a, s);
  MT_INC(g->run, seg_contract_calls);
done:
  mt_free(a);
  return out;
}
