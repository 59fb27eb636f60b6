/* hints.c -- facts of other engines at loop heads (seg.h: seg_opts.hints).
 *
 * A hint is a linear fact about a function's integer values at the entry
 * of a block that holds in every run that gets there (the Horn-clause
 * stage's inductive invariants, re-checked there: chc/facts.c).  The
 * states at a loop head cover the runs that get there, so the KB of each
 * may take the fact: what it removes are states no run has.  The graph's
 * own merges keep only what both merged states imply, and at a loop whose
 * bound is a relation between several values (`i <= n` beside `j = 2·i`)
 * they lose what the hint keeps.
 *
 * A hint is added when each of its values is in the frame (the LV has a
 * variable for the slot) as an integer of the hint's width and reading
 * (a value the graph reads the other way, or as an address, leaves the
 * hint out: its fact would be about other numbers). */
#include "seg_int.h"

#include <string.h>

void seg_hints_apply(seg_graph *g, seg_state *s) {
  if (!g->o.nhints || g->o.math_ints || g->o.signed_unbounded || !s->nframes) return;
  const seg_frame *fr = &s->fr[s->nframes - 1];
  uint32_t fi = (uint32_t)(fr->f - g->m->funcs.data);
  const seg_fninfo *info = &g->fi[fi];
  if (!info->loophead[fr->block] || fr->idx != info->firstnp[fr->block]) return;
  for (uint32_t h = 0; h < g->o.nhints; h++) {
    const ir_fact *f = &g->o.hints[h];
    if (f->func != fi || f->block != fr->block) continue;
    seg_lin t = seg_lc(f->c), a;
    bool ok = f->n <= SEG_LIN_MAX;
    for (uint32_t i = 0; i < f->n && ok; i++) {
      uint32_t v = f->slot[i] < fr->f->nslots ? fr->lv[f->slot[i]] : 0;
      const seg_var *sv = v ? &g->vars.data[v] : NULL;
      ok = sv && sv->bits == f->bits[i] && sv->view == (f->uns[i] ? SEG_V_U : SEG_V_S);
      if (ok) {
        seg_lin x = seg_lv(v), r;
        ok = seg_lin_addk(&r, &t, f->k[i], &x);
        t = r;
      }
    }
    seg_lin zero = seg_lc(0);
    if (!ok || !seg_atom_mk(&a, &t, f->eq ? SEG_EQ : SEG_LE, &zero)) continue;
    int64_t c;
    if (seg_lin_is_const(&a, &c)) continue; /* the values cancel out */
    seg_kb_add(g, s, &a);
    MT_INC(g->run, seg_hints);
  }
}
