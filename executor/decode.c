/* decode.c -- turn a PTX function body into the interpreter's form.
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option)
   any later version.

   Two walks over the statements of a body (ptx.h).  The first gives
   each label the index of the instruction after it.  The second keeps
   the names in scope (a { } block's declarations end with it, PTX ISA
   "Scope"), gives each register, vector register and .param variable
   slots of the register file and each .local variable an offset in the
   activation's local memory, and decodes each instruction (program.h):

   - the suffixes give the operation's type, state space, comparison,
     rounding and the like; an instruction form the executor does not
     implement is an error that names it, never a guess;
   - an operand is a register slot, a constant slot (a literal, or the
     address of a module-level symbol: a .global or .const variable's
     address in its space, a .shared one's offset, a function's value)
     or a special register; cvta of a symbol is folded into the symbol's
     generic address; the address of a .local variable, which differs
     per thread, becomes XOP_LOCALADDR;
   - a memory operand is a register plus an offset, an absolute address,
     a .local variable plus an offset, or a .param variable plus an
     offset; a 32-bit address register is zero-extended (PTX ISA,
     "Addresses as Operands");
   - a call names its argument and result .param variables (arguments
     may also be registers: GCC passes a nested function's static
     chain so), which the interpreter copies into and out of the
     callee's activation.  */

#include <setjmp.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ptx.h"
#include "program.h"
#include "memory.h"

/* What a name in scope is.  */

enum name_kind
{
  N_REG,		/* a register or vector register: SLOT (VEC slots) */
  N_PARAM,		/* a .param variable: SLOT, SIZE bytes */
  N_LOCAL,		/* a .local variable: OFFSET */
  N_SHARED		/* a function-scope .shared variable: OFFSET */
};

struct name
{
  const char *name;
  enum name_kind kind;
  enum ptx_type type;
  unsigned vec;
  uint32_t slot;
  uint32_t size;
  uint64_t offset;
  int prev;		/* the name it shadows, or -1 */
};

/* A map from names or values to indices, by open addressing.  */

struct imap
{
  struct
  {
    const char *key;
    uint64_t value_key;
    int index;
  } *slots;
  unsigned size, used;
};

static unsigned
hash_str (const char *s)
{
  unsigned h = 2166136261u;
  for (; *s; s++)
    h = (h ^ (unsigned char) *s) * 16777619u;
  return h;
}

static unsigned
hash_u64 (uint64_t v)
{
  v ^= v >> 33;
  v *= 0xff51afd7ed558ccdULL;
  v ^= v >> 33;
  return (unsigned) v;
}

/* The slot of KEY (a string, or VKEY when KEY is NULL and BY_VALUE).  */

static int
imap_slot (struct imap *m, const char *key, uint64_t vkey, int by_value)
{
  unsigned h = by_value ? hash_u64 (vkey) : hash_str (key);
  for (unsigned i = h & (m->size - 1);; i = (i + 1) & (m->size - 1))
    {
      if (m->slots[i].index < 0)
	return i;
      if (by_value ? m->slots[i].value_key == vkey
	  : !strcmp (m->slots[i].key, key))
	return i;
    }
}

static int
imap_grow (struct imap *m)
{
  struct imap n;
  n.size = m->size ? m->size * 2 : 256;
  n.used = 0;
  n.slots = malloc (n.size * sizeof *n.slots);
  if (n.slots == NULL)
    return -1;
  for (unsigned i = 0; i < n.size; i++)
    n.slots[i].index = -1;
  for (unsigned i = 0; i < m->size; i++)
    if (m->slots[i].index >= 0)
      {
	int by_value = m->slots[i].key == NULL;
	int j = imap_slot (&n, m->slots[i].key, m->slots[i].value_key,
			   by_value);
	n.slots[j] = m->slots[i];
	n.used++;
      }
  free (m->slots);
  *m = n;
  return 0;
}

/* The index of KEY, or -1.  */

static int
imap_get (struct imap *m, const char *key, uint64_t vkey, int by_value)
{
  if (m->size == 0)
    return -1;
  return m->slots[imap_slot (m, key, vkey, by_value)].index;
}

static int
imap_set (struct imap *m, const char *key, uint64_t vkey, int by_value,
	  int index)
{
  if (2 * (m->used + 1) > m->size && imap_grow (m))
    return -1;
  int i = imap_slot (m, key, vkey, by_value);
  if (m->slots[i].index < 0)
    m->used++;
  m->slots[i].key = by_value ? NULL : key;
  m->slots[i].value_key = vkey;
  m->slots[i].index = index;
  return 0;
}

/* The decoder's state for one function.  */

struct dctx
{
  struct xprog *p;
  struct xfunc *f;
  const struct ptx_module *mod;
  int module;
  char *err;
  size_t errlen;
  jmp_buf fail;
  const struct ptx_stmt *stmt;	/* the statement being decoded */

  struct name *names;
  int nnames, capnames;
  struct imap scope;		/* name -> the innermost struct name */
  int *marks;			/* nnames at each open { */
  int nmarks, capmarks;

  struct imap labels;		/* name -> instruction index */
  uint64_t *consts;
  uint32_t nconsts, capconsts;
  struct imap constmap;		/* value -> slot */
  uint32_t *reg_type;
  uint32_t nregs, capregs;
  uint64_t local_size;
  uint32_t local_align;
  int loc_file, loc_line;
  char **owned;			/* names the decoder made: %r0 of %r<N> */
  uint32_t nowned, capowned;
};

static void __attribute__ ((noreturn, format (printf, 2, 3)))
dfail (struct dctx *d, const char *fmt, ...)
{
  va_list ap;
  int n = snprintf (d->err, d->errlen, "%s:%d: in %s: ", d->mod->name,
		    d->stmt ? d->stmt->line : d->f->ptx->line, d->f->name);
  va_start (ap, fmt);
  if (n >= 0 && (size_t) n < d->errlen)
    vsnprintf (d->err + n, d->errlen - n, fmt, ap);
  va_end (ap);
  longjmp (d->fail, 1);
}

static void *
xgrow (struct dctx *d, void *p, size_t elt, uint32_t n, uint32_t *cap)
{
  if (n < *cap)
    return p;
  uint32_t c = *cap ? *cap * 2 : 64;
  while (c <= n)
    c *= 2;
  p = realloc (p, c * elt);
  if (p == NULL)
    dfail (d, "out of memory");
  *cap = c;
  return p;
}

/* Registers, constants, names.  */

static uint32_t
new_slots (struct dctx *d, unsigned n, enum ptx_type type)
{
  uint32_t slot = d->nregs;
  d->reg_type = xgrow (d, d->reg_type, sizeof *d->reg_type,
		       d->nregs + n, &d->capregs);
  for (unsigned i = 0; i < n; i++)
    d->reg_type[d->nregs++] = type;
  return slot;
}

static uint32_t
const_slot (struct dctx *d, uint64_t value)
{
  int i = imap_get (&d->constmap, NULL, value, 1);
  if (i >= 0)
    return i;
  d->consts = xgrow (d, d->consts, sizeof *d->consts, d->nconsts,
		     &d->capconsts);
  d->consts[d->nconsts] = value;
  if (imap_set (&d->constmap, NULL, value, 1, d->nconsts))
    dfail (d, "out of memory");
  return d->nconsts++;
}

static void
declare (struct dctx *d, const char *name, enum name_kind kind,
	 enum ptx_type type, unsigned vec, uint32_t slot, uint32_t size,
	 uint64_t offset)
{
  uint32_t cap = d->capnames;
  d->names = xgrow (d, d->names, sizeof *d->names, d->nnames, &cap);
  d->capnames = cap;
  struct name *n = &d->names[d->nnames];
  n->name = name;
  n->kind = kind;
  n->type = type;
  n->vec = vec;
  n->slot = slot;
  n->size = size;
  n->offset = offset;
  n->prev = imap_get (&d->scope, name, 0, 0);
  if (imap_set (&d->scope, name, 0, 0, d->nnames))
    dfail (d, "out of memory");
  d->nnames++;
}

static struct name *
lookup_name (struct dctx *d, const char *name)
{
  int i = imap_get (&d->scope, name, 0, 0);
  return i >= 0 ? &d->names[i] : NULL;
}

/* If NAME is an element of a vector register, %v.x to %v.w (PTX ISA,
   "Vectors"), set *SLOT to its slot.  */

static int
vector_element (struct dctx *d, const char *name, uint32_t *slot)
{
  size_t n = strlen (name);
  static const char elems[] = "xyzw";
  char base[128];

  if (n < 3 || n >= sizeof base || name[n - 2] != '.'
      || !strchr (elems, name[n - 1]))
    return 0;
  memcpy (base, name, n - 2);
  base[n - 2] = '\0';
  struct name *v = lookup_name (d, base);
  unsigned k = strchr (elems, name[n - 1]) - elems;
  if (v == NULL || v->kind != N_REG || k >= v->vec)
    return 0;
  *slot = v->slot + k;
  return 1;
}

static void
open_scope (struct dctx *d)
{
  uint32_t cap = d->capmarks;
  d->marks = xgrow (d, d->marks, sizeof *d->marks, d->nmarks, &cap);
  d->capmarks = cap;
  d->marks[d->nmarks++] = d->nnames;
}

static void
close_scope (struct dctx *d)
{
  if (d->nmarks == 0)
    dfail (d, "unbalanced '}'");
  int mark = d->marks[--d->nmarks];
  while (d->nnames > mark)
    {
      struct name *n = &d->names[--d->nnames];
      imap_set (&d->scope, n->name, 0, 0, n->prev);
    }
}

/* The name PREFIX followed by the number I, which the decoder frees.  */

static const char *
numbered_name (struct dctx *d, const char *prefix, int i)
{
  size_t len = strlen (prefix) + 12;
  char *s = malloc (len);
  if (s == NULL)
    dfail (d, "out of memory");
  snprintf (s, len, "%s%d", prefix, i);
  d->owned = xgrow (d, d->owned, sizeof *d->owned, d->nowned,
		    &d->capowned);
  d->owned[d->nowned++] = s;
  return s;
}

/* Declare D, a declaration of the body or a parameter.  */

static void
declare_decl (struct dctx *d, const struct ptx_decl *decl)
{
  unsigned esize = ptx_type_size (decl->type);

  if (decl->space == SP_GENERIC)
    {
      /* Registers; %r<N> declares %r0 ... %rN-1.  */
      if (decl->count != 1)
	dfail (d, "register arrays are not supported");
      if (decl->range < 0)
	{
	  uint32_t slot = new_slots (d, decl->vec, decl->type);
	  declare (d, decl->name, N_REG, decl->type, decl->vec, slot, 0, 0);
	  return;
	}
      for (int i = 0; i < decl->range; i++)
	{
	  uint32_t slot = new_slots (d, decl->vec, decl->type);
	  declare (d, numbered_name (d, decl->name, i), N_REG, decl->type,
		   decl->vec, slot, 0, 0);
	}
      return;
    }
  if (decl->range >= 0)
    {
      /* .param .u64 %P<2>: as many variables.  */
      struct ptx_decl one = *decl;
      one.range = -1;
      for (int i = 0; i < decl->range; i++)
	{
	  one.name = numbered_name (d, decl->name, i);
	  declare_decl (d, &one);
	}
      return;
    }
  uint64_t size = (uint64_t) esize * decl->vec * (decl->count ? decl->count
						  : 1);
  if (decl->space == SP_PARAM)
    {
      uint32_t slot = new_slots (d, (size + 7) / 8, PT_B64);
      declare (d, decl->name, N_PARAM, decl->type, decl->vec, slot,
	       (uint32_t) size, 0);
      return;
    }
  if (decl->space == SP_LOCAL)
    {
      uint64_t align = decl->align ? decl->align : esize;
      if (align == 0)
	align = 1;
      d->local_size = (d->local_size + align - 1) & ~(align - 1);
      declare (d, decl->name, N_LOCAL, decl->type, decl->vec, 0,
	       (uint32_t) size, d->local_size);
      d->local_size += size;
      if (align > d->local_align)
	d->local_align = align;
      return;
    }
  dfail (d, "unsupported .%s variable %s in a function",
	 ptx_space_names[decl->space], decl->name);
}

/* Suffixes.  */

struct mods
{
  enum ptx_type types[4];
  int ntypes;
  int space;		/* -1: none */
  int to;
  int rnd;		/* XR_* */
  int cmp;		/* XC_*, or -1 */
  int sat, ftz, approx, full, uni, hi, lo, wide, nc, sync, aligned, cc;
  int vec;
  const char *other[6];	/* the rest */
  int nother;
};

/* Rounding modes, in xinsn's MOD for the operations that round.  */
enum { XR_NONE, XR_RN, XR_RZ, XR_RM, XR_RP, XR_RNI, XR_RZI, XR_RMI, XR_RPI };

/* Comparisons, in MOD of setp, set, slct.  */
enum
{
  XC_EQ, XC_NE, XC_LT, XC_LE, XC_GT, XC_GE,
  XC_LO, XC_LS, XC_HI, XC_HS,
  XC_EQU, XC_NEU, XC_LTU, XC_LEU, XC_GTU, XC_GEU, XC_NUM, XC_NAN
};

static const char *const cmp_names[] =
  { "eq", "ne", "lt", "le", "gt", "ge", "lo", "ls", "hi", "hs",
    "equ", "neu", "ltu", "leu", "gtu", "geu", "num", "nan", NULL };

static const char *const rnd_names[] =
  { "", "rn", "rz", "rm", "rp", "rni", "rzi", "rmi", "rpi", NULL };

/* Suffixes that say nothing the executor must honour: memory
   ordering and scope (the executor runs one instruction at a time,
   which is sequentially consistent), cache operators and hints.  */

static const char *const ignored_mods[] =
  { "relaxed", "acquire", "release", "acq_rel", "sc", "weak", "volatile",
    "cta", "gpu", "sys", "cluster", "ca", "cg", "cs", "lu", "cv", "wb",
    "wt", "mmio", NULL };

static int
find_name (const char *const *names, const char *s)
{
  for (int i = 0; names[i]; i++)
    if (!strcmp (names[i], s))
      return i;
  return -1;
}

static void
parse_mods (struct dctx *d, const struct ptx_stmt *s, struct mods *m)
{
  memset (m, 0, sizeof *m);
  m->space = -1;
  m->cmp = -1;
  m->vec = 1;
  for (int i = 0; i < s->u.insn.nmods; i++)
    {
      const char *x = s->u.insn.mods[i];
      enum ptx_type t;
      int k;
      if ((t = ptx_type_of (x)) != PT_NONE)
	{
	  if (m->ntypes == 4)
	    dfail (d, "too many types");
	  m->types[m->ntypes++] = t;
	}
      else if ((k = ptx_space_of (x)) >= 0 && m->space < 0)
	m->space = k;
      else if (!strcmp (x, "to"))
	m->to = 1;
      else if ((k = find_name (rnd_names, x)) > 0)
	m->rnd = k;
      else if (!strcmp (x, "hi") || !strcmp (x, "lo"))
	{
	  /* mul.hi, mad.lo ... and the comparisons setp.hi, setp.lo:
	     each instruction reads the one it has.  */
	  if (x[0] == 'h')
	    m->hi = 1;
	  else
	    m->lo = 1;
	  if (m->cmp < 0)
	    m->cmp = find_name (cmp_names, x);
	}
      else if ((k = find_name (cmp_names, x)) >= 0 && m->cmp < 0)
	m->cmp = k;
      else if (!strcmp (x, "sat"))
	m->sat = 1;
      else if (!strcmp (x, "ftz"))
	m->ftz = 1;
      else if (!strcmp (x, "approx"))
	m->approx = 1;
      else if (!strcmp (x, "full"))
	m->full = 1;
      else if (!strcmp (x, "uni"))
	m->uni = 1;
      else if (!strcmp (x, "wide"))
	m->wide = 1;
      else if (!strcmp (x, "nc"))
	m->nc = 1;
      else if (!strcmp (x, "sync"))
	m->sync = 1;
      else if (!strcmp (x, "aligned"))
	m->aligned = 1;
      else if (!strcmp (x, "cc"))
	m->cc = 1;
      else if (!strcmp (x, "v2") || !strcmp (x, "v4"))
	m->vec = x[1] - '0';
      else if (find_name (ignored_mods, x) >= 0 || !strncmp (x, "L1", 2)
	       || !strncmp (x, "L2", 2))
	;
      else
	{
	  if (m->nother == 6)
	    dfail (d, "too many suffixes");
	  m->other[m->nother++] = x;
	}
    }
}

/* The full name of the instruction S, for messages.  */

static const char *
insn_text (const struct ptx_stmt *s)
{
  static char buf[128];
  int n = snprintf (buf, sizeof buf, "%s", s->u.insn.opcode);
  for (int i = 0; i < s->u.insn.nmods && n > 0 && (size_t) n < sizeof buf;
       i++)
    n += snprintf (buf + n, sizeof buf - n, ".%s", s->u.insn.mods[i]);
  return buf;
}

static void __attribute__ ((noreturn))
unsupported (struct dctx *d, const struct ptx_stmt *s)
{
  dfail (d, "unsupported instruction '%s'", insn_text (s));
}

/* Operands.  */

static const struct
{
  const char *name;
  enum xsreg sreg;
} sregs[] =
{
  { "%tid.x", XS_TID_X }, { "%tid.y", XS_TID_Y }, { "%tid.z", XS_TID_Z },
  { "%ntid.x", XS_NTID_X }, { "%ntid.y", XS_NTID_Y },
  { "%ntid.z", XS_NTID_Z },
  { "%ctaid.x", XS_CTAID_X }, { "%ctaid.y", XS_CTAID_Y },
  { "%ctaid.z", XS_CTAID_Z },
  { "%nctaid.x", XS_NCTAID_X }, { "%nctaid.y", XS_NCTAID_Y },
  { "%nctaid.z", XS_NCTAID_Z },
  { "%laneid", XS_LANEID }, { "%warpid", XS_WARPID },
  { "%nwarpid", XS_NWARPID }, { "%smid", XS_SMID }, { "%nsmid", XS_NSMID },
  { "%gridid", XS_GRIDID },
  { "%lanemask_eq", XS_LANEMASK_EQ }, { "%lanemask_le", XS_LANEMASK_LE },
  { "%lanemask_lt", XS_LANEMASK_LT }, { "%lanemask_ge", XS_LANEMASK_GE },
  { "%lanemask_gt", XS_LANEMASK_GT },
  { "%clock", XS_CLOCK }, { "%clock64", XS_CLOCK64 },
  { "%globaltimer", XS_GLOBALTIMER },
  { "%dynamic_smem_size", XS_DYNAMIC_SMEM_SIZE },
  { "%total_smem_size", XS_TOTAL_SMEM_SIZE },
};

static int
sreg_of (const char *name)
{
  for (size_t i = 0; i < sizeof sregs / sizeof sregs[0]; i++)
    if (!strcmp (sregs[i].name, name))
      return sregs[i].sreg;
  return -1;
}

/* Truncate the integer V to the type T, zero-extended.  */

static uint64_t
fit (uint64_t v, enum ptx_type t)
{
  unsigned size = ptx_type_size (t);
  if (t == PT_PRED)
    return v != 0;
  if (size >= 8 || size == 0)
    return v;
  return v & ((1ULL << (size * 8)) - 1);
}

static int
float_type_p (enum ptx_type t)
{
  return t == PT_F32 || t == PT_F64 || t == PT_F16;
}

/* The generic address of the symbol S: the base of its window plus
   its address in its space.  */

static uint64_t
generic_address (const struct xsym *s)
{
  if (s->is_func)
    return X_FUNC_BASE + (uint64_t) s->func->index * X_FUNC_STRIDE;
  switch (s->space)
    {
    case SP_SHARED:
      return X_SHARED_WINDOW + s->addr;
    case SP_CONST:
      return X_CONST_WINDOW + s->addr;
    default:
      return s->addr;
    }
}

/* The value of the module-level symbol NAME used as an operand: the
   address of a variable in its own space (PTX ISA, "Variables in
   Operands"), or a function's value.  Return -1 if NAME is none.  */

static int
symbol_value (struct dctx *d, const char *name, uint64_t *value,
	      int *space)
{
  struct xsym *s = xlink_lookup (d->p, d->module, name);

  if (s == NULL)
    {
      /* An .extern .shared array that no module defines: the dynamic
	 .shared memory.  */
      for (int i = 0; i < d->mod->nvars; i++)
	if (!strcmp (d->mod->vars[i].decl.name, name)
	    && d->mod->vars[i].decl.space == SP_SHARED)
	  {
	    d->p->has_dynamic_shared = 1;
	    *value = d->p->dynamic_shared_offset;
	    *space = SP_SHARED;
	    return 0;
	  }
      return -1;
    }
  *space = s->is_func ? -1 : s->space;
  *value = s->is_func ? generic_address (s) : s->addr;
  return 0;
}

/* Decode the source or destination operand O of type T into X.  DEST:
   a destination.  */

static void
operand (struct dctx *d, const struct ptx_operand *o, enum ptx_type t,
	 int dest, struct xopnd *x)
{
  memset (x, 0, sizeof *x);
  switch (o->kind)
    {
    case PO_SINK:
      if (!dest)
	dfail (d, "'_' as a source operand");
      x->kind = XK_NONE;
      return;
    case PO_INT:
      if (dest)
	dfail (d, "a literal as a destination");
      x->kind = XK_CONST;
      if (t == PT_F32)
	{
	  /* An integer literal of a float operation is the float with
	     that value.  */
	  float f = (float) o->value;
	  uint32_t b;
	  memcpy (&b, &f, sizeof b);
	  x->slot = const_slot (d, b);
	}
      else if (t == PT_F64)
	{
	  double f = (double) o->value;
	  uint64_t b;
	  memcpy (&b, &f, sizeof b);
	  x->slot = const_slot (d, b);
	}
      else
	x->slot = const_slot (d, fit ((uint64_t) o->value, t));
      return;
    case PO_F32:
    case PO_F64:
      {
	if (dest)
	  dfail (d, "a literal as a destination");
	uint64_t bits = (uint64_t) o->value;
	x->kind = XK_CONST;
	if (o->kind == PO_F64 && t == PT_F32)
	  {
	    double v;
	    float f;
	    memcpy (&v, &bits, sizeof v);
	    f = (float) v;
	    uint32_t b;
	    memcpy (&b, &f, sizeof b);
	    bits = b;
	  }
	else if (o->kind == PO_F32 && t == PT_F64)
	  {
	    float f;
	    uint32_t b = (uint32_t) bits;
	    memcpy (&f, &b, sizeof f);
	    double v = f;
	    memcpy (&bits, &v, sizeof bits);
	  }
	else if (!float_type_p (t))
	  /* A float literal of an integer or bit type: its bits.  */
	  bits = fit (bits, t);
	x->slot = const_slot (d, bits);
	return;
      }
    case PO_REG:
      {
	struct name *n = lookup_name (d, o->name);
	int sr;
	x->negated = o->negated;
	if (o->value && !(n == NULL && sreg_of (o->name) < 0))
	  dfail (d, "an offset to %s outside an address", o->name);
	if (n && n->kind == N_REG)
	  {
	    x->kind = XK_REG;
	    x->slot = n->slot;
	    return;
	  }
	if (n)
	  dfail (d, "the variable %s as an operand", o->name);
	if (vector_element (d, o->name, &x->slot))
	  {
	    x->kind = XK_REG;
	    return;
	  }
	if ((sr = sreg_of (o->name)) >= 0)
	  {
	    if (dest)
	      dfail (d, "a special register as a destination");
	    x->kind = XK_SREG;
	    x->slot = sr;
	    return;
	  }
	uint64_t v;
	int space;
	if (symbol_value (d, o->name, &v, &space) == 0)
	  {
	    if (dest)
	      dfail (d, "a symbol as a destination");
	    x->kind = XK_CONST;
	    x->slot = const_slot (d, v + (uint64_t) o->value);
	    return;
	  }
	dfail (d, "undefined name %s", o->name);
      }
    default:
      dfail (d, "unexpected operand");
    }
}

/* The address operand O of a memory instruction of space SPACE.  */

static void
address (struct dctx *d, const struct ptx_operand *o, int space,
	 struct xaddr *a)
{
  memset (a, 0, sizeof *a);
  if (o->kind != PO_ADDR)
    dfail (d, "expected an address operand");
  a->offset = o->value;
  if (o->name == NULL)
    {
      a->kind = XA_ABS;
      return;
    }
  struct name *n = lookup_name (d, o->name);
  if (n)
    switch (n->kind)
      {
      case N_REG:
	a->kind = XA_REG;
	a->slot = n->slot;
	a->reg32 = ptx_type_size (n->type) == 4;
	if (ptx_type_size (n->type) < 4)
	  dfail (d, "a %u-byte register as an address",
		 ptx_type_size (n->type));
	return;
      case N_PARAM:
	if (space != SP_PARAM)
	  dfail (d, "the .param variable %s in a .%s access", o->name,
		 ptx_space_names[space]);
	a->kind = XA_PARAM;
	a->slot = n->slot;
	if (o->value < 0 || (uint64_t) o->value >= n->size)
	  dfail (d, "an access outside the .param variable %s", o->name);
	return;
      case N_LOCAL:
	if (space != SP_LOCAL && space != SP_GENERIC)
	  dfail (d, "the .local variable %s in a .%s access", o->name,
		 ptx_space_names[space]);
	a->kind = XA_LOCAL;
	a->offset += n->offset;
	return;
      default:
	dfail (d, "unsupported address %s", o->name);
      }
  uint64_t v;
  int sspace;
  if (symbol_value (d, o->name, &v, &sspace))
    dfail (d, "undefined name %s", o->name);
  if (sspace < 0)
    dfail (d, "the function %s as an address", o->name);
  a->kind = XA_ABS;
  if (space == SP_GENERIC)
    {
      /* A variable of another space in a generic access: its generic
	 address.  */
      struct xsym *s = xlink_lookup (d->p, d->module, o->name);
      v = s ? generic_address (s) : X_SHARED_WINDOW + v;
    }
  else if (space != sspace)
    dfail (d, "the .%s variable %s in a .%s access",
	   ptx_space_names[sspace], o->name, ptx_space_names[space]);
  a->offset += (int64_t) v;
}

/* The operands of an instruction.  */

static void
need_ops (struct dctx *d, const struct ptx_stmt *s, int n)
{
  if (s->u.insn.nops != n)
    dfail (d, "'%s' takes %d operands, not %d", insn_text (s), n,
	   s->u.insn.nops);
}

/* One type suffix, or fail.  */

static enum ptx_type
one_type (struct dctx *d, const struct ptx_stmt *s, const struct mods *m)
{
  if (m->ntypes != 1)
    dfail (d, "'%s': expected one type", insn_text (s));
  return m->types[0];
}

static void
no_other (struct dctx *d, const struct ptx_stmt *s, const struct mods *m)
{
  if (m->nother)
    unsupported (d, s);
}

/* Decode D = A op B ... with N source operands of type T.  */

static void
plain_ops (struct dctx *d, const struct ptx_stmt *s, struct xinsn *in,
	   int nsrc, enum ptx_type dt, enum ptx_type st)
{
  need_ops (d, s, nsrc + 1);
  operand (d, &s->u.insn.ops[0], dt, 1, &in->o[0]);
  for (int i = 0; i < nsrc; i++)
    operand (d, &s->u.insn.ops[i + 1], st, 0, &in->o[i + 1]);
  in->nops = nsrc + 1;
}

/* Vector operands {a, b} or a vector register, into IN->o[FIRST...].  */

static void
vector_ops (struct dctx *d, const struct ptx_operand *o, enum ptx_type t,
	    int n, int dest, struct xinsn *in, int first)
{
  if (o->kind == PO_VEC)
    {
      if (o->nelems != n)
	dfail (d, "a vector of %d elements where %d are expected",
	       o->nelems, n);
      for (int i = 0; i < n; i++)
	operand (d, &o->elems[i], t, dest, &in->o[first + i]);
      return;
    }
  if (o->kind == PO_REG)
    {
      struct name *nm = lookup_name (d, o->name);
      if (nm && nm->kind == N_REG && nm->vec == (unsigned) n)
	{
	  for (int i = 0; i < n; i++)
	    {
	      in->o[first + i].kind = XK_REG;
	      in->o[first + i].slot = nm->slot + i;
	    }
	  return;
	}
    }
  if (!dest && n > 1 && (o->kind == PO_INT || o->kind == PO_F32
			 || o->kind == PO_F64))
    dfail (d, "a scalar literal for a vector");
  dfail (d, "expected a vector of %d elements", n);
}

/* The elements of O, an operand of a scalar mov of type T, if it is a
   vector, {a, b} or a vector register (whose size must be T's); 0
   otherwise.  */

static int
vector_elems (struct dctx *d, const struct ptx_operand *o, enum ptx_type t)
{
  if (o->kind == PO_VEC)
    return o->nelems;
  if (o->kind == PO_REG)
    {
      struct name *nm = lookup_name (d, o->name);
      if (nm && nm->kind == N_REG && nm->vec > 1)
	{
	  if (ptx_type_size (nm->type) * nm->vec != ptx_type_size (t))
	    dfail (d, "the vector register %s in a mov of another size",
		   o->name);
	  return nm->vec;
	}
    }
  return 0;
}

/* The decoders of each kind of instruction.  */

static void
decode_mov (struct dctx *d, const struct ptx_stmt *s, struct xinsn *in,
	    const struct mods *m)
{
  enum ptx_type t = one_type (d, s, m);
  const struct ptx_operand *ops = s->u.insn.ops;

  no_other (d, s, m);
  need_ops (d, s, 2);
  in->type = t;
  if (m->vec > 1)
    {
      in->op = XOP_MOV;
      in->vec = m->vec;
      vector_ops (d, &ops[0], t, m->vec, 1, in, 0);
      vector_ops (d, &ops[1], t, m->vec, 0, in, m->vec);
      in->nops = 2 * m->vec;
      return;
    }
  if (vector_elems (d, &ops[1], t))
    {
      /* mov.b64 d, {a, b}, or mov.b64 d, %v of a .v2.u32 %v (GCC 16's
	 vectorised code): pack.  */
      int n = vector_elems (d, &ops[1], t);
      unsigned esize = ptx_type_size (t) / n;
      enum ptx_type et = esize == 4 ? PT_B32 : esize == 2 ? PT_B16 : PT_B8;
      if (n < 2 || n > 4 || esize * n != ptx_type_size (t))
	dfail (d, "bad pack");
      in->op = XOP_MOVPACK;
      in->vec = n;
      in->type2 = et;
      operand (d, &ops[0], t, 1, &in->o[0]);
      vector_ops (d, &ops[1], et, n, 0, in, 1);
      in->nops = n + 1;
      return;
    }
  if (vector_elems (d, &ops[0], t))
    {
      int n = vector_elems (d, &ops[0], t);
      unsigned esize = ptx_type_size (t) / n;
      enum ptx_type et = esize == 4 ? PT_B32 : esize == 2 ? PT_B16 : PT_B8;
      if (n < 2 || n > 4 || esize * n != ptx_type_size (t))
	dfail (d, "bad unpack");
      in->op = XOP_MOVUNPACK;
      in->vec = n;
      in->type2 = et;
      vector_ops (d, &ops[0], et, n, 1, in, 1);
      operand (d, &ops[1], t, 0, &in->o[0]);
      in->nops = n + 1;
      return;
    }
  /* mov.u64 d, %frame_ar: a .local variable's local-space address.  */
  if (ops[1].kind == PO_REG)
    {
      struct name *n = lookup_name (d, ops[1].name);
      if (n && n->kind == N_LOCAL)
	{
	  in->op = XOP_LOCALADDR;
	  in->mod = 0;
	  in->addr.kind = XA_LOCAL;
	  in->addr.offset = n->offset + ops[1].value;
	  operand (d, &ops[0], t, 1, &in->o[0]);
	  in->nops = 1;
	  return;
	}
    }
  in->op = XOP_MOV;
  in->vec = 1;
  plain_ops (d, s, in, 1, t, t);
}

static void
decode_ld_st (struct dctx *d, const struct ptx_stmt *s, struct xinsn *in,
	      const struct mods *m, int store)
{
  enum ptx_type t = one_type (d, s, m);
  const struct ptx_operand *ops = s->u.insn.ops;
  int space = m->space < 0 ? SP_GENERIC : m->space;

  no_other (d, s, m);
  need_ops (d, s, 2);
  in->type = t;
  in->space = space;
  in->vec = m->vec;
  if (space == SP_PARAM)
    in->op = store ? XOP_STPARAM : XOP_LDPARAM;
  else
    in->op = store ? XOP_ST : XOP_LD;
  address (d, &ops[store ? 0 : 1], space, &in->addr);
  const struct ptx_operand *val = &ops[store ? 1 : 0];
  if (m->vec > 1)
    vector_ops (d, val, t, m->vec, !store, in, 0);
  else
    operand (d, val, t, !store, &in->o[0]);
  in->nops = m->vec;
  if (space == SP_PARAM)
    {
      if (in->addr.kind != XA_PARAM)
	dfail (d, "a .param access through an address register");
    }
  else if (in->addr.kind == XA_PARAM)
    dfail (d, "a .param variable in a .%s access",
	   ptx_space_names[space]);
}

/* Atomic operations, in MOD of atom and red.  */
enum
{
  XA_OP_ADD, XA_OP_MIN, XA_OP_MAX, XA_OP_INC, XA_OP_DEC, XA_OP_AND,
  XA_OP_OR, XA_OP_XOR, XA_OP_EXCH, XA_OP_CAS
};

static const char *const atom_names[] =
  { "add", "min", "max", "inc", "dec", "and", "or", "xor", "exch", "cas",
    NULL };

static void
decode_atom (struct dctx *d, const struct ptx_stmt *s, struct xinsn *in,
	     const struct mods *m, int red)
{
  enum ptx_type t = one_type (d, s, m);
  const struct ptx_operand *ops = s->u.insn.ops;
  int op = m->nother == 1 ? find_name (atom_names, m->other[0]) : -1;

  /* and, or, xor and min, max and the like land in OTHER, or in CMP?
     No: they are not comparison names.  */
  if (op < 0 || m->vec > 1)
    unsupported (d, s);
  in->op = red ? XOP_RED : XOP_ATOM;
  in->type = t;
  in->space = m->space < 0 ? SP_GENERIC : m->space;
  in->mod = op;
  in->vec = 1;
  if (in->space == SP_PARAM || in->space == SP_CONST)
    dfail (d, "'%s': no atomics in this space", insn_text (s));
  int nsrc = op == XA_OP_CAS ? 2 : 1;
  int first = red ? 0 : 1;
  need_ops (d, s, first + 1 + nsrc);
  if (!red)
    operand (d, &ops[0], t, 1, &in->o[0]);
  else
    in->o[0].kind = XK_NONE;
  address (d, &ops[first], in->space, &in->addr);
  if (in->addr.kind == XA_PARAM)
    dfail (d, "an atomic on a .param variable");
  for (int i = 0; i < nsrc; i++)
    operand (d, &ops[first + 1 + i], t, 0, &in->o[1 + i]);
  in->nops = 1 + nsrc;
}

static void
decode_cvta (struct dctx *d, const struct ptx_stmt *s, struct xinsn *in,
	     const struct mods *m)
{
  enum ptx_type t = one_type (d, s, m);
  const struct ptx_operand *ops = s->u.insn.ops;

  no_other (d, s, m);
  need_ops (d, s, 2);
  if (m->space < 0 || m->space == SP_GENERIC)
    unsupported (d, s);
  if (t != PT_U64 && t != PT_U32 && t != PT_B64 && t != PT_B32)
    unsupported (d, s);
  in->type = t;
  in->space = m->space;
  if (!m->to && ops[1].kind == PO_REG)
    {
      struct name *n = lookup_name (d, ops[1].name);
      if (n && n->kind == N_LOCAL)
	{
	  if (m->space != SP_LOCAL)
	    dfail (d, "cvta.%s of the .local variable %s",
		   ptx_space_names[m->space], ops[1].name);
	  in->op = XOP_LOCALADDR;
	  in->mod = 1;
	  in->addr.kind = XA_LOCAL;
	  in->addr.offset = n->offset + ops[1].value;
	  operand (d, &ops[0], t, 1, &in->o[0]);
	  in->nops = 1;
	  return;
	}
      uint64_t v;
      int space;
      if (n == NULL && sreg_of (ops[1].name) < 0
	  && symbol_value (d, ops[1].name, &v, &space) == 0)
	{
	  /* cvta.SPACE d, SYM: SYM's generic address.  */
	  if (space != m->space)
	    dfail (d, "cvta.%s of the .%s variable %s",
		   ptx_space_names[m->space],
		   space < 0 ? "func" : ptx_space_names[space], ops[1].name);
	  struct xsym *sym = xlink_lookup (d->p, d->module, ops[1].name);
	  in->op = XOP_MOV;
	  in->vec = 1;
	  in->type = PT_U64;
	  operand (d, &ops[0], t, 1, &in->o[0]);
	  in->o[1].kind = XK_CONST;
	  in->o[1].slot = const_slot (d, (sym ? generic_address (sym)
				       : X_SHARED_WINDOW + v)
				      + (uint64_t) ops[1].value);
	  in->nops = 2;
	  return;
	}
    }
  in->op = m->to ? XOP_CVTA_TO : XOP_CVTA;
  plain_ops (d, s, in, 1, t, t);
}

static void
decode_cvt (struct dctx *d, const struct ptx_stmt *s, struct xinsn *in,
	    const struct mods *m)
{
  if (m->ntypes != 2)
    dfail (d, "'%s': cvt takes two types", insn_text (s));
  no_other (d, s, m);
  in->op = XOP_CVT;
  in->type = m->types[0];
  in->type2 = m->types[1];
  in->mod = m->rnd;
  in->flags |= (m->ftz ? XF_FTZ : 0) | (m->sat ? XF_SAT : 0);
  plain_ops (d, s, in, 1, m->types[0], m->types[1]);
}

/* Boolean operations of setp and set, in MOD2: 0 none.  */
enum { XB_OP_NONE, XB_OP_AND, XB_OP_OR, XB_OP_XOR };

static void
decode_setp (struct dctx *d, const struct ptx_stmt *s, struct xinsn *in,
	     const struct mods *m, int set)
{
  const struct ptx_operand *ops = s->u.insn.ops;
  int boolop = XB_OP_NONE;

  if (m->cmp < 0)
    unsupported (d, s);
  for (int i = 0; i < m->nother; i++)
    if (!strcmp (m->other[i], "and"))
      boolop = XB_OP_AND;
    else if (!strcmp (m->other[i], "or"))
      boolop = XB_OP_OR;
    else if (!strcmp (m->other[i], "xor"))
      boolop = XB_OP_XOR;
    else
      unsupported (d, s);
  enum ptx_type st, dt;
  if (set)
    {
      if (m->ntypes != 2)
	unsupported (d, s);
      dt = m->types[0];
      st = m->types[1];
    }
  else
    {
      st = one_type (d, s, m);
      dt = PT_PRED;
    }
  in->op = set ? XOP_SET : XOP_SETP;
  in->type = st;
  in->type2 = dt;
  in->mod = m->cmp;
  in->mod2 = boolop;
  in->flags |= m->ftz ? XF_FTZ : 0;
  int n = boolop ? 4 : 3;
  need_ops (d, s, n);
  operand (d, &ops[0], dt, 1, &in->o[0]);
  operand (d, &ops[1], st, 0, &in->o[1]);
  operand (d, &ops[2], st, 0, &in->o[2]);
  if (boolop)
    operand (d, &ops[3], PT_PRED, 0, &in->o[3]);
  in->nops = n;
}

static void
decode_call (struct dctx *d, const struct ptx_stmt *s, struct xinsn *in,
	     const struct mods *m)
{
  const struct ptx_operand *ops = s->u.insn.ops;
  int n = s->u.insn.nops, i = 0;
  const struct ptx_operand *ret = NULL, *args = NULL, *callee;

  if (m->nother || m->ntypes)
    unsupported (d, s);
  if (i < n && ops[i].kind == PO_LIST)
    ret = &ops[i++];
  if (i >= n || ops[i].kind != PO_REG)
    dfail (d, "a call without a callee");
  callee = &ops[i++];
  if (i < n && ops[i].kind == PO_LIST)
    args = &ops[i++];
  /* The prototype of an indirect call: only its name, which the
     function's own parameters make redundant.  */
  if (i < n && ops[i].kind == PO_REG)
    i++;
  if (i != n)
    dfail (d, "malformed call");

  int nargs = args ? args->nelems : 0;
  struct xcall *c = calloc (1, sizeof *c + 2 * nargs * sizeof (uint32_t));
  if (c == NULL)
    dfail (d, "out of memory");
  in->call = c;
  c->arg_slot = (uint32_t *) (c + 1);
  c->arg_size = c->arg_slot + nargs;
  c->nargs = nargs;
  c->ret_slot = -1;
  c->uniform = m->uni;
  in->op = XOP_CALL;
  for (int k = 0; k < nargs; k++)
    {
      const struct ptx_operand *a = &args->elems[k];
      struct name *nm = a->kind == PO_REG ? lookup_name (d, a->name) : NULL;
      /* A register is passed by value too (PTX ISA, "call": arguments
	 may be registers): GCC passes the static chain of a nested
	 function so, "call f, (%out_arg1, %chain);".  Its slot holds
	 the value as a .param variable's first slot does.  */
      if (nm && nm->kind == N_REG && nm->vec == 1 && nm->type != PT_PRED)
	{
	  c->arg_slot[k] = nm->slot;
	  c->arg_size[k] = ptx_type_size (nm->type);
	  continue;
	}
      if (nm == NULL || nm->kind != N_PARAM)
	dfail (d, "a call argument that is neither a .param variable nor"
	       " a register");
      c->arg_slot[k] = nm->slot;
      c->arg_size[k] = nm->size;
    }
  if (ret)
    {
      if (ret->nelems != 1 || ret->elems[0].kind != PO_REG)
	dfail (d, "a call with %d results", ret->nelems);
      struct name *nm = lookup_name (d, ret->elems[0].name);
      if (nm == NULL || nm->kind != N_PARAM)
	dfail (d, "a call result that is not a .param variable");
      c->ret_slot = nm->slot;
      c->ret_size = nm->size;
    }
  struct name *nm = lookup_name (d, callee->name);
  if (nm)
    {
      if (nm->kind != N_REG)
	dfail (d, "calling the variable %s", callee->name);
      c->fnreg.kind = XK_REG;
      c->fnreg.slot = nm->slot;
      return;
    }
  struct xsym *sym = xlink_lookup (d->p, d->module, callee->name);
  if (sym == NULL || !sym->is_func)
    dfail (d, "call of the undefined function %s", callee->name);
  c->callee = sym->func;
}

static void
decode_bar (struct dctx *d, const struct ptx_stmt *s, struct xinsn *in,
	    const struct mods *m, int barrier)
{
  const struct ptx_operand *ops = s->u.insn.ops;
  int arrive = 0;

  /* bar.sync = barrier.sync.aligned; bar.arrive = barrier.arrive
     .aligned (PTX ISA, "bar, barrier").  The warp form: bar.warp.sync
     MASK.  bar.red.OP.TYPE d, a, [b,] {!}c: a barrier that reduces the
     predicate c of the threads that arrive (OP and, or: .pred d; popc:
     .u32 d), which libgomp's team barrier uses from GCC 13
     (gomp_team_barrier_wait_end).  */
  int red = -1;
  for (int i = 0; i < m->nother; i++)
    if (!strcmp (m->other[i], "warp"))
      {
	if (!m->sync || s->u.insn.nops != 1)
	  unsupported (d, s);
	in->op = XOP_BARWARP;
	operand (d, &ops[0], PT_B32, 0, &in->o[0]);
	in->nops = 1;
	return;
      }
    else if (!strcmp (m->other[i], "arrive"))
      arrive = 1;
    else if (!strcmp (m->other[i], "red"))
      red = XBR_NONE;
    else if (red == XBR_NONE && !strcmp (m->other[i], "and"))
      red = XBR_AND;
    else if (red == XBR_NONE && !strcmp (m->other[i], "or"))
      red = XBR_OR;
    else if (red == XBR_NONE && !strcmp (m->other[i], "popc"))
      red = XBR_POPC;
    else
      unsupported (d, s);
  if (red >= 0)
    {
      enum ptx_type t = one_type (d, s, m);
      int n = s->u.insn.nops;
      if (red == XBR_NONE || arrive || (n != 3 && n != 4)
	  || (red == XBR_POPC) != (t == PT_U32)
	  || (red != XBR_POPC && t != PT_PRED))
	unsupported (d, s);
      in->op = XOP_BAR;
      in->mod2 = barrier && !m->aligned;
      in->mod3 = red;
      in->type = t;
      operand (d, &ops[0], t, 1, &in->o[2]);
      operand (d, &ops[1], PT_U32, 0, &in->o[0]);
      if (n == 4)
	operand (d, &ops[2], PT_U32, 0, &in->o[1]);
      operand (d, &ops[n - 1], PT_PRED, 0, &in->o[3]);
      in->nops = n == 4 ? 2 : 1;
      return;
    }
  if (!m->sync && !arrive)
    unsupported (d, s);
  if (m->ntypes)
    unsupported (d, s);
  in->op = XOP_BAR;
  in->mod = arrive;
  in->mod2 = barrier && !m->aligned;	/* not aligned */
  if (s->u.insn.nops < 1 || s->u.insn.nops > 2
      || (arrive && s->u.insn.nops != 2))
    dfail (d, "'%s': wrong operands", insn_text (s));
  operand (d, &ops[0], PT_U32, 0, &in->o[0]);
  if (s->u.insn.nops == 2)
    operand (d, &ops[1], PT_U32, 0, &in->o[1]);
  in->nops = s->u.insn.nops;
}

/* Shuffle modes, in MOD.  */
enum { XSH_UP, XSH_DOWN, XSH_BFLY, XSH_IDX };

static void
decode_shfl (struct dctx *d, const struct ptx_stmt *s, struct xinsn *in,
	     const struct mods *m)
{
  static const char *const modes[] = { "up", "down", "bfly", "idx", NULL };
  const struct ptx_operand *ops = s->u.insn.ops;
  int mode = m->nother == 1 ? find_name (modes, m->other[0]) : -1;

  if (mode < 0 || !m->sync || one_type (d, s, m) != PT_B32)
    unsupported (d, s);
  need_ops (d, s, 5);
  in->op = XOP_SHFL;
  in->type = PT_B32;
  in->mod = mode;
  operand (d, &ops[0], PT_B32, 1, &in->o[0]);
  for (int i = 1; i < 5; i++)
    operand (d, &ops[i], PT_B32, 0, &in->o[i]);
  in->nops = 5;
}

/* Vote modes, in MOD.  */
enum { XV_ALL, XV_ANY, XV_UNI, XV_BALLOT };

static void
decode_vote (struct dctx *d, const struct ptx_stmt *s, struct xinsn *in,
	     const struct mods *m)
{
  static const char *const modes[] = { "all", "any", "uni", "ballot",
				       NULL };
  const struct ptx_operand *ops = s->u.insn.ops;
  int mode = m->nother == 1 ? find_name (modes, m->other[0]) : -1;

  if (mode < 0 || !m->sync)
    unsupported (d, s);
  need_ops (d, s, 3);
  in->op = XOP_VOTE;
  in->mod = mode;
  in->type = one_type (d, s, m);
  operand (d, &ops[0], in->type, 1, &in->o[0]);
  operand (d, &ops[1], PT_PRED, 0, &in->o[1]);
  operand (d, &ops[2], PT_B32, 0, &in->o[2]);
  in->nops = 3;
}

/* The arithmetic and logic instructions: OPCODE -> op, sources.  */

static const struct
{
  const char *name;
  enum xop op;
  int nsrc;
} alu_ops[] =
{
  { "add", XOP_ADD, 2 }, { "sub", XOP_SUB, 2 }, { "mul", XOP_MUL, 2 },
  { "mad", XOP_MAD, 3 }, { "mul24", XOP_MUL24, 2 },
  { "mad24", XOP_MAD24, 3 }, { "sad", XOP_SAD, 3 },
  { "div", XOP_DIV, 2 }, { "rem", XOP_REM, 2 },
  { "abs", XOP_ABS, 1 }, { "neg", XOP_NEG, 1 },
  { "min", XOP_MIN, 2 }, { "max", XOP_MAX, 2 },
  { "and", XOP_AND, 2 }, { "or", XOP_OR, 2 }, { "xor", XOP_XOR, 2 },
  { "not", XOP_NOT, 1 }, { "cnot", XOP_CNOT, 1 },
  { "shl", XOP_SHL, 2 }, { "shr", XOP_SHR, 2 },
  { "popc", XOP_POPC, 1 }, { "clz", XOP_CLZ, 1 }, { "brev", XOP_BREV, 1 },
  { "bfind", XOP_BFIND, 1 }, { "bfe", XOP_BFE, 3 }, { "bfi", XOP_BFI, 4 },
  { "prmt", XOP_PRMT, 3 }, { "shf", XOP_SHF, 3 },
  { "selp", XOP_SELP, 3 }, { "slct", XOP_SLCT, 3 },
  { "fma", XOP_FMA, 3 }, { "sqrt", XOP_SQRT, 1 }, { "rsqrt", XOP_RSQRT, 1 },
  { "rcp", XOP_RCP, 1 }, { "sin", XOP_SIN, 1 }, { "cos", XOP_COS, 1 },
  { "ex2", XOP_EX2, 1 }, { "lg2", XOP_LG2, 1 }, { "tanh", XOP_TANH, 1 },
  { "copysign", XOP_COPYSIGN, 2 }, { "testp", XOP_TESTP, 1 },
  { "isspacep", XOP_ISSPACEP, 1 },
};

/* prmt modes and testp operations, in MOD.  */
static const char *const prmt_modes[] =
  { "", "f4e", "b4e", "rc8", "ecl", "ecr", "rc16", NULL };
static const char *const testp_ops[] =
  { "finite", "infinite", "number", "notanumber", "normal", "subnormal",
    NULL };

static void
decode_alu (struct dctx *d, const struct ptx_stmt *s, struct xinsn *in,
	    const struct mods *m, enum xop op, int nsrc)
{
  enum ptx_type t, dt, ct;

  if (m->cc)
    dfail (d, "'%s': carry (.cc) is not supported", insn_text (s));
  in->op = op;
  in->mod = m->rnd;
  in->flags |= (m->ftz ? XF_FTZ : 0) | (m->sat ? XF_SAT : 0)
	       | (m->approx || m->full ? XF_APPROX : 0);
  switch (op)
    {
    case XOP_MUL:
    case XOP_MAD:
      t = one_type (d, s, m);
      no_other (d, s, m);
      if (m->hi)
	in->op = op == XOP_MUL ? XOP_MULHI : XOP_MADHI;
      else if (m->wide)
	{
	  in->op = op == XOP_MUL ? XOP_MULWIDE : XOP_MADWIDE;
	  unsigned size = ptx_type_size (t);
	  enum ptx_type wt = (t == PT_S16 ? PT_S32 : t == PT_U16 ? PT_U32
			      : t == PT_S32 ? PT_S64 : t == PT_U32 ? PT_U64
			      : PT_NONE);
	  if (wt == PT_NONE || size > 4)
	    unsupported (d, s);
	  in->type = t;
	  in->type2 = wt;
	  need_ops (d, s, nsrc + 1);
	  operand (d, &s->u.insn.ops[0], wt, 1, &in->o[0]);
	  operand (d, &s->u.insn.ops[1], t, 0, &in->o[1]);
	  operand (d, &s->u.insn.ops[2], t, 0, &in->o[2]);
	  if (nsrc == 3)
	    operand (d, &s->u.insn.ops[3], wt, 0, &in->o[3]);
	  in->nops = nsrc + 1;
	  return;
	}
      in->type = t;
      plain_ops (d, s, in, nsrc, t, t);
      return;
    case XOP_MUL24:
    case XOP_MAD24:
      unsupported (d, s);
    case XOP_SHL:
    case XOP_SHR:
      t = one_type (d, s, m);
      no_other (d, s, m);
      in->type = t;
      need_ops (d, s, 3);
      operand (d, &s->u.insn.ops[0], t, 1, &in->o[0]);
      operand (d, &s->u.insn.ops[1], t, 0, &in->o[1]);
      operand (d, &s->u.insn.ops[2], PT_U32, 0, &in->o[2]);
      in->nops = 3;
      return;
    case XOP_POPC:
    case XOP_CLZ:
    case XOP_BFIND:
      t = one_type (d, s, m);
      for (int i = 0; i < m->nother; i++)
	if (op == XOP_BFIND && !strcmp (m->other[i], "shiftamt"))
	  in->mod2 = 1;
	else
	  unsupported (d, s);
      in->type = t;
      plain_ops (d, s, in, 1, PT_U32, t);
      return;
    case XOP_BFE:
      t = one_type (d, s, m);
      no_other (d, s, m);
      in->type = t;
      need_ops (d, s, 4);
      operand (d, &s->u.insn.ops[0], t, 1, &in->o[0]);
      operand (d, &s->u.insn.ops[1], t, 0, &in->o[1]);
      operand (d, &s->u.insn.ops[2], PT_U32, 0, &in->o[2]);
      operand (d, &s->u.insn.ops[3], PT_U32, 0, &in->o[3]);
      in->nops = 4;
      return;
    case XOP_BFI:
      t = one_type (d, s, m);
      no_other (d, s, m);
      in->type = t;
      need_ops (d, s, 5);
      operand (d, &s->u.insn.ops[0], t, 1, &in->o[0]);
      operand (d, &s->u.insn.ops[1], t, 0, &in->o[1]);
      operand (d, &s->u.insn.ops[2], t, 0, &in->o[2]);
      operand (d, &s->u.insn.ops[3], PT_U32, 0, &in->o[3]);
      operand (d, &s->u.insn.ops[4], PT_U32, 0, &in->o[4]);
      in->nops = 5;
      return;
    case XOP_PRMT:
      t = one_type (d, s, m);
      if (m->nother > 1)
	unsupported (d, s);
      if (m->nother == 1)
	{
	  int k = find_name (prmt_modes, m->other[0]);
	  if (k <= 0)
	    unsupported (d, s);
	  in->mod = k;
	}
      in->type = t;
      plain_ops (d, s, in, 3, t, t);
      return;
    case XOP_SHF:
      /* shf.l.mode.b32 d, a, b, c and shf.r.mode.b32 (PTX ISA, "Logic
	 and Shift Instructions: shf"): mode .wrap or .clamp, the shift
	 amount c a u32.  GCC's nvptx backend emits shf.l.wrap.b32 and
	 shf.r.wrap.b32 for 32-bit rotates (rotlsi3, rotrsi3).  */
      {
	int dir = -1, mode = -1;
	t = one_type (d, s, m);
	if (t != PT_B32 || m->nother != 2)
	  unsupported (d, s);
	for (int i = 0; i < 2; i++)
	  {
	    const char *x = m->other[i];
	    if (dir < 0 && (!strcmp (x, "l") || !strcmp (x, "r")))
	      dir = x[0] == 'r';
	    else if (mode < 0 && (!strcmp (x, "wrap") || !strcmp (x, "clamp")))
	      mode = x[0] == 'c';
	    else
	      unsupported (d, s);
	  }
	if (dir < 0 || mode < 0)
	  unsupported (d, s);
	in->mod = dir | (mode << 1);
	in->type = t;
	need_ops (d, s, 4);
	operand (d, &s->u.insn.ops[0], t, 1, &in->o[0]);
	operand (d, &s->u.insn.ops[1], t, 0, &in->o[1]);
	operand (d, &s->u.insn.ops[2], t, 0, &in->o[2]);
	operand (d, &s->u.insn.ops[3], PT_U32, 0, &in->o[3]);
	in->nops = 4;
	return;
      }
    case XOP_SELP:
      t = one_type (d, s, m);
      no_other (d, s, m);
      in->type = t;
      need_ops (d, s, 4);
      operand (d, &s->u.insn.ops[0], t, 1, &in->o[0]);
      operand (d, &s->u.insn.ops[1], t, 0, &in->o[1]);
      operand (d, &s->u.insn.ops[2], t, 0, &in->o[2]);
      operand (d, &s->u.insn.ops[3], PT_PRED, 0, &in->o[3]);
      in->nops = 4;
      return;
    case XOP_SLCT:
      if (m->ntypes != 2)
	unsupported (d, s);
      no_other (d, s, m);
      dt = m->types[0];
      ct = m->types[1];
      in->type = dt;
      in->type2 = ct;
      need_ops (d, s, 4);
      operand (d, &s->u.insn.ops[0], dt, 1, &in->o[0]);
      operand (d, &s->u.insn.ops[1], dt, 0, &in->o[1]);
      operand (d, &s->u.insn.ops[2], dt, 0, &in->o[2]);
      operand (d, &s->u.insn.ops[3], ct, 0, &in->o[3]);
      in->nops = 4;
      return;
    case XOP_TESTP:
      t = one_type (d, s, m);
      {
	int k = m->nother == 1 ? find_name (testp_ops, m->other[0]) : -1;
	if (k < 0)
	  unsupported (d, s);
	in->mod = k;
      }
      in->type = t;
      plain_ops (d, s, in, 1, PT_PRED, t);
      return;
    case XOP_ISSPACEP:
      if (m->space < 0 || m->ntypes || m->nother)
	unsupported (d, s);
      in->space = m->space;
      in->type = PT_U64;
      plain_ops (d, s, in, 1, PT_PRED, PT_U64);
      return;
    case XOP_DIV:
      t = one_type (d, s, m);
      no_other (d, s, m);
      if (t == PT_F32 && !m->rnd && !m->approx && !m->full)
	dfail (d, "div.f32 needs .rn, .approx or .full");
      in->type = t;
      plain_ops (d, s, in, 2, t, t);
      return;
    case XOP_AND:
    case XOP_OR:
    case XOP_XOR:
    case XOP_NOT:
    case XOP_CNOT:
      t = one_type (d, s, m);
      no_other (d, s, m);
      in->type = t;
      plain_ops (d, s, in, nsrc, t, t);
      return;
    default:
      t = one_type (d, s, m);
      no_other (d, s, m);
      if (m->lo && !(op == XOP_MUL || op == XOP_MAD))
	unsupported (d, s);
      in->type = t;
      plain_ops (d, s, in, nsrc, t, t);
      return;
    }
}

/* Video instructions: vadd.dtype.atype.btype.op2 d, a, b, c, GCC's
   form (nvptx.md, "*vadd_addsi4").  */

static void
decode_video (struct dctx *d, const struct ptx_stmt *s, struct xinsn *in,
	      const struct mods *m, enum xop op)
{
  if (m->ntypes != 3 || m->nother != 1 || strcmp (m->other[0], "add")
      || m->sat)
    unsupported (d, s);
  for (int i = 0; i < 3; i++)
    if (m->types[i] != PT_U32 && m->types[i] != PT_S32)
      unsupported (d, s);
  in->op = op;
  in->type = m->types[0];
  plain_ops (d, s, in, 3, PT_U32, PT_U32);
}

/* Decode the instruction S into IN.  */

static void
decode_insn (struct dctx *d, const struct ptx_stmt *s, struct xinsn *in)
{
  const char *op = s->u.insn.opcode;
  struct mods m;

  parse_mods (d, s, &m);
  in->type = PT_NONE;
  in->vec = 1;
  if (!strcmp (op, "mov"))
    decode_mov (d, s, in, &m);
  else if (!strcmp (op, "ld") || !strcmp (op, "ldu"))
    decode_ld_st (d, s, in, &m, 0);
  else if (!strcmp (op, "st"))
    decode_ld_st (d, s, in, &m, 1);
  else if (!strcmp (op, "atom"))
    decode_atom (d, s, in, &m, 0);
  else if (!strcmp (op, "red"))
    decode_atom (d, s, in, &m, 1);
  else if (!strcmp (op, "cvta"))
    decode_cvta (d, s, in, &m);
  else if (!strcmp (op, "cvt"))
    decode_cvt (d, s, in, &m);
  else if (!strcmp (op, "setp"))
    decode_setp (d, s, in, &m, 0);
  else if (!strcmp (op, "set"))
    decode_setp (d, s, in, &m, 1);
  else if (!strcmp (op, "bra"))
    {
      if (m.nother || m.ntypes)
	unsupported (d, s);
      need_ops (d, s, 1);
      if (s->u.insn.ops[0].kind != PO_REG)
	dfail (d, "bra to a computed target");
      int pc = imap_get (&d->labels, s->u.insn.ops[0].name, 0, 0);
      if (pc < 0)
	dfail (d, "undefined label %s", s->u.insn.ops[0].name);
      in->op = XOP_BRA;
      in->target = pc;
      in->flags |= m.uni ? XF_UNI : 0;
    }
  else if (!strcmp (op, "call"))
    decode_call (d, s, in, &m);
  else if (!strcmp (op, "ret") || !strcmp (op, "exit")
	   || !strcmp (op, "trap"))
    {
      if (m.nother || m.ntypes || s->u.insn.nops)
	unsupported (d, s);
      in->op = op[0] == 'r' ? XOP_RET : op[0] == 'e' ? XOP_EXIT : XOP_TRAP;
    }
  else if (!strcmp (op, "bar"))
    decode_bar (d, s, in, &m, 0);
  else if (!strcmp (op, "barrier"))
    decode_bar (d, s, in, &m, 1);
  else if (!strcmp (op, "shfl"))
    decode_shfl (d, s, in, &m);
  else if (!strcmp (op, "vote"))
    decode_vote (d, s, in, &m);
  else if (!strcmp (op, "activemask"))
    {
      in->op = XOP_ACTIVEMASK;
      plain_ops (d, s, in, 0, PT_B32, PT_B32);
    }
  else if (!strcmp (op, "alloca"))
    {
      /* alloca.TYPE ptr, size[, align] (PTX ISA 7.3): the alignment, a
	 power of two, 8 when none is given, as its base-2 logarithm in
	 MOD.  */
      enum ptx_type t = one_type (d, s, &m);
      int n = s->u.insn.nops;
      if (m.nother || (t != PT_U32 && t != PT_U64) || n < 2 || n > 3)
	unsupported (d, s);
      in->op = XOP_ALLOCA;
      in->type = t;
      in->mod = 3;
      if (n == 3)
	{
	  const struct ptx_operand *a = &s->u.insn.ops[2];
	  if (a->kind != PO_INT || a->value < 1 || a->value > 1024
	      || (a->value & (a->value - 1)))
	    dfail (d, "alloca's alignment must be a power of two up to 1024"
		   " in '%s'", insn_text (s));
	  in->mod = __builtin_ctzll ((uint64_t) a->value);
	}
      operand (d, &s->u.insn.ops[0], t, 1, &in->o[0]);
      operand (d, &s->u.insn.ops[1], t, 0, &in->o[1]);
      in->nops = 2;
    }
  else if (!strcmp (op, "stacksave") || !strcmp (op, "stackrestore"))
    {
      /* stacksave.TYPE d; stackrestore.TYPE a (PTX ISA 7.3).  */
      enum ptx_type t = one_type (d, s, &m);
      int save = op[5] == 's';
      if (m.nother || (t != PT_U32 && t != PT_U64))
	unsupported (d, s);
      need_ops (d, s, 1);
      in->op = save ? XOP_STACKSAVE : XOP_STACKRESTORE;
      in->type = t;
      operand (d, &s->u.insn.ops[0], t, save, &in->o[0]);
      in->nops = 1;
    }
  else if (!strcmp (op, "membar") || !strcmp (op, "fence"))
    in->op = XOP_MEMBAR;
  else if (!strcmp (op, "nanosleep"))
    {
      in->op = XOP_NANOSLEEP;
      need_ops (d, s, 1);
    }
  else if (!strcmp (op, "vadd"))
    decode_video (d, s, in, &m, XOP_VADD);
  else if (!strcmp (op, "vsub"))
    decode_video (d, s, in, &m, XOP_VSUB);
  else
    {
      for (size_t i = 0; i < sizeof alu_ops / sizeof alu_ops[0]; i++)
	if (!strcmp (op, alu_ops[i].name))
	  {
	    decode_alu (d, s, in, &m, alu_ops[i].op, alu_ops[i].nsrc);
	    goto done;
	  }
      unsupported (d, s);
    }
done:
  for (int i = 0; i < in->nops; i++)
    if (in->o[i].kind == XK_SREG
	&& (in->o[i].slot == XS_CLOCK || in->o[i].slot == XS_CLOCK64
	    || in->o[i].slot == XS_GLOBALTIMER))
      in->flags |= XF_READS_CLOCK;
  if (s->u.insn.guard)
    {
      struct name *n = lookup_name (d, s->u.insn.guard);
      if (n == NULL || n->kind != N_REG || n->type != PT_PRED)
	dfail (d, "the guard %s is not a predicate", s->u.insn.guard);
      in->guard = n->slot;
      in->guard_negated = s->u.insn.guard_negated;
    }
  else
    in->guard = -1;
}

/* Reconvergence.  The lanes a guarded bra sends different ways meet
   again at the branch's immediate post-dominator, where ptxas puts the
   convergence barrier that waits for them (BSSY/BSYNC on sm_70 and
   later; the SIMT stack's reconvergence point before).  GCC's code
   relies on it: the lanes that leave an "omp simd" loop early reset the
   warp's __nvptx_uni mask (nvptx.cc, nvptx_output_simt_exit) only after
   the others have left the loop too.  compute_reconv finds it for every
   guarded bra, by the post-dominators of the function's control flow
   graph (Cooper, Harvey and Kennedy's iterative algorithm on the
   reversed graph); a branch whose paths do not meet again before the
   function returns gets X_NO_RECONV.  */

static int
block_end_p (const struct xinsn *in)
{
  return (in->op == XOP_BRA || in->op == XOP_RET || in->op == XOP_EXIT
	  || in->op == XOP_TRAP);
}

/* The post-dominator tree's intersection of blocks A and B, by their
   postorder numbers PO (the exit has the highest).  */

static int
pd_intersect (const int *ipd, const int *po, int a, int b)
{
  while (a != b)
    {
      while (po[a] < po[b])
	a = ipd[a];
      while (po[b] < po[a])
	b = ipd[b];
    }
  return a;
}

static void
compute_reconv (struct dctx *d, struct xfunc *f)
{
  uint32_t n = f->ncode + 1;	/* the final ret included */
  int *block = malloc (n * sizeof (int));
  uint32_t *start = malloc ((n + 1) * sizeof (uint32_t));
  char *leader = calloc (n + 1, 1);

  if (block == NULL || start == NULL || leader == NULL)
    dfail (d, "out of memory");
  leader[0] = 1;
  for (uint32_t i = 0; i < n; i++)
    {
      const struct xinsn *in = &f->code[i];
      in = &f->code[i];
      if (in->op == XOP_BRA)
	leader[in->target] = 1;
      if (block_end_p (in) && i + 1 < n)
	leader[i + 1] = 1;
    }
  int nb = 0;
  for (uint32_t i = 0; i < n; i++)
    {
      if (leader[i])
	start[nb++] = i;
      block[i] = nb - 1;
    }
  start[nb] = n;
  /* Successors: at most two a block, and the exit (block NB).  */
  int exit = nb, nnodes = nb + 1;
  int (*succ)[2] = malloc (nnodes * sizeof *succ);
  int *po = malloc (nnodes * sizeof (int));
  int *ipd = malloc (nnodes * sizeof (int));
  int *order = malloc (nnodes * sizeof (int));
  int *stack = malloc (2 * nnodes * sizeof (int));
  int *npred = calloc (nnodes + 1, sizeof (int));
  if (!succ || !po || !ipd || !order || !stack || !npred)
    dfail (d, "out of memory");
  for (int b = 0; b < nb; b++)
    {
      const struct xinsn *last = &f->code[start[b + 1] - 1];
      int next = b + 1 < nb ? b + 1 : exit;
      succ[b][0] = succ[b][1] = -1;
      if (last->op == XOP_BRA)
	{
	  succ[b][0] = block[last->target];
	  if (last->guard >= 0)
	    succ[b][1] = next;
	}
      else if (block_end_p (last))
	{
	  succ[b][0] = exit;
	  if (last->guard >= 0)
	    succ[b][1] = next;
	}
      else
	succ[b][0] = next;
    }
  succ[exit][0] = succ[exit][1] = -1;

  /* Predecessor lists of the reversed graph are the successors; the
     reversed graph's successors are the predecessors.  Build them.  */
  for (int b = 0; b < nb; b++)
    for (int k = 0; k < 2; k++)
      if (succ[b][k] >= 0)
	npred[succ[b][k] + 1]++;
  for (int b = 0; b < nnodes; b++)
    npred[b + 1] += npred[b];
  int *pred = malloc ((npred[nnodes] + 1) * sizeof (int));
  int *fill = calloc (nnodes, sizeof (int));
  if (!pred || !fill)
    dfail (d, "out of memory");
  for (int b = 0; b < nb; b++)
    for (int k = 0; k < 2; k++)
      if (succ[b][k] >= 0)
	{
	  int t = succ[b][k];
	  pred[npred[t] + fill[t]++] = b;
	}

  /* Postorder of the reversed graph from the exit.  */
  for (int b = 0; b < nnodes; b++)
    po[b] = -1;
  int npo = 0, sp = 0;
  stack[sp++] = exit;
  stack[sp++] = 0;
  po[exit] = -2;
  while (sp)
    {
      int k = stack[sp - 1], b = stack[sp - 2];
      if (k < npred[b + 1] - npred[b])
	{
	  stack[sp - 1]++;
	  int p = pred[npred[b] + k];
	  if (po[p] == -1)
	    {
	      po[p] = -2;
	      stack[sp++] = p;
	      stack[sp++] = 0;
	    }
	}
      else
	{
	  sp -= 2;
	  order[npo] = b;
	  po[b] = npo++;
	}
    }
  for (int b = 0; b < nnodes; b++)
    ipd[b] = -1;
  ipd[exit] = exit;
  for (int changed = 1; changed;)
    {
      changed = 0;
      for (int i = npo - 1; i >= 0; i--)
	{
	  int b = order[i];
	  if (b == exit)
	    continue;
	  int new_ipd = -1;
	  for (int k = 0; k < 2; k++)
	    {
	      int s = succ[b][k];
	      if (s < 0 || po[s] < 0 || ipd[s] < 0)
		continue;
	      new_ipd = new_ipd < 0 ? s : pd_intersect (ipd, po, s, new_ipd);
	    }
	  if (new_ipd >= 0 && ipd[b] != new_ipd)
	    {
	      ipd[b] = new_ipd;
	      changed = 1;
	    }
	}
    }
  for (uint32_t i = 0; i < n; i++)
    {
      struct xinsn *in = &f->code[i];
      in->reconv = X_NO_RECONV;
      if (in->op == XOP_BRA && in->guard >= 0)
	{
	  int b = ipd[block[i]];
	  if (b >= 0 && b != exit)
	    in->reconv = start[b];
	}
      else if (in->op == XOP_CALL && in->guard >= 0)
	in->reconv = i + 1;
    }
  free (block);
  free (start);
  free (leader);
  free (succ);
  free (po);
  free (ipd);
  free (order);
  free (stack);
  free (npred);
  free (pred);
  free (fill);
}

/* The parameters of the function: slots in the register file.  */

static void
declare_params (struct dctx *d)
{
  const struct ptx_proto *proto = &d->f->ptx->proto;
  struct xfunc *f = d->f;

  f->nparams = proto->nparams;
  f->param_slot = calloc (proto->nparams + 1, sizeof (uint32_t));
  f->param_size = calloc (proto->nparams + 1, sizeof (uint32_t));
  f->param_align = calloc (proto->nparams + 1, sizeof (uint32_t));
  if (!f->param_slot || !f->param_size || !f->param_align)
    dfail (d, "out of memory");
  for (int i = 0; i < proto->nparams; i++)
    {
      const struct ptx_decl *p = &proto->params[i];
      if (p->space != SP_PARAM)
	dfail (d, "a .reg parameter");
      declare_decl (d, p);
      struct name *n = &d->names[d->nnames - 1];
      f->param_slot[i] = n->slot;
      f->param_size[i] = n->size;
      f->param_align[i] = p->align ? p->align : ptx_type_size (p->type);
    }
  f->ret_slot = -1;
  if (proto->ret)
    {
      declare_decl (d, proto->ret);
      struct name *n = &d->names[d->nnames - 1];
      f->ret_slot = n->slot;
      f->ret_size = n->size;
    }
}

/* Free what the decoder allocated for itself.  */

static void
free_dctx (struct dctx *d)
{
  free (d->names);
  free (d->marks);
  free (d->scope.slots);
  free (d->labels.slots);
  free (d->constmap.slots);
  free (d->consts);
  for (uint32_t i = 0; i < d->nowned; i++)
    free (d->owned[i]);
  free (d->owned);
}

int
xdecode (struct xprog *p, struct xfunc *f, char *err, size_t errlen)
{
  struct dctx d;
  const struct ptx_func *pf = f->ptx;

  memset (&d, 0, sizeof d);
  d.p = p;
  d.f = f;
  d.module = f->module;
  d.mod = p->modules[f->module];
  d.err = err;
  d.errlen = errlen;
  if (setjmp (d.fail))
    {
      free (d.reg_type);
      free_dctx (&d);
      return -1;
    }

  /* Labels: the index of the instruction after each.  */
  uint32_t n = 0;
  for (int i = 0; i < pf->nbody; i++)
    if (pf->body[i].kind == PS_INSN)
      n++;
    else if (pf->body[i].kind == PS_LABEL)
      {
	if (imap_get (&d.labels, pf->body[i].u.name, 0, 0) >= 0)
	  {
	    d.stmt = &pf->body[i];
	    dfail (&d, "label %s defined twice", pf->body[i].u.name);
	  }
	if (imap_set (&d.labels, pf->body[i].u.name, 0, 0, n))
	  dfail (&d, "out of memory");
      }
  f->code = calloc (n + 1, sizeof (struct xinsn));
  f->counts_block = calloc (n + 1, sizeof (struct xcounts));
  if (f->code == NULL || f->counts_block == NULL)
    dfail (&d, "out of memory");
  f->ncode = n;

  declare_params (&d);
  open_scope (&d);
  n = 0;
  for (int i = 0; i < pf->nbody; i++)
    {
      const struct ptx_stmt *s = &pf->body[i];
      d.stmt = s;
      switch (s->kind)
	{
	case PS_DECL:
	  declare_decl (&d, &s->u.decl);
	  break;
	case PS_OPEN:
	  open_scope (&d);
	  break;
	case PS_CLOSE:
	  close_scope (&d);
	  break;
	case PS_LOC:
	  d.loc_file = s->u.loc.file;
	  d.loc_line = s->u.loc.line;
	  break;
	case PS_LABEL:
	case PS_PROTOTYPE:
	  break;
	case PS_INSN:
	  {
	    struct xinsn *in = &f->code[n];
	    in->module = f->module;
	    in->line = s->line;
	    in->file = d.loc_file;
	    in->src_line = d.loc_line;
	    in->counts = &f->counts_block[n];
	    decode_insn (&d, s, in);
	    n++;
	    break;
	  }
	}
    }
  /* Falling off the end of a body returns (GCC always ends with ret).  */
  f->code[n].op = XOP_RET;
  f->code[n].guard = -1;
  f->code[n].module = f->module;
  f->code[n].line = pf->nbody ? pf->body[pf->nbody - 1].line : pf->line;
  f->code[n].counts = &f->counts_block[n];
  compute_reconv (&d, f);

  f->nregs = d.nregs ? d.nregs : 1;
  f->reg_type = d.reg_type;
  f->nconsts = d.nconsts;
  f->consts = malloc ((d.nconsts ? d.nconsts : 1) * 32 * sizeof (uint64_t));
  if (f->consts == NULL)
    dfail (&d, "out of memory");
  for (uint32_t c = 0; c < d.nconsts; c++)
    for (int l = 0; l < 32; l++)
      f->consts[c * 32 + l] = d.consts[c];
  f->local_size = d.local_size;
  f->local_align = d.local_align ? d.local_align : 1;
  f->decoded = 1;
  free_dctx (&d);
  return 0;
}
