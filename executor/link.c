/* link.c -- link PTX modules into one program.
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option)
   any later version.

   libgomp's plugin (plugin-nvptx.c, link_ptx) hands the driver one PTX
   module per object of the offload image, through cuLinkAddData: the
   user's code and each object of libgomp, newlib and libm that the
   image links, of mixed PTX versions (7.0 for the user's, 6.0 for the
   libraries Debian builds).  Like the CUDA JIT linker, this file:

   - resolves names: a symbol without linkage directive is its module's
     own (PTX ISA, "Linking Directives"); .visible and .common ones are
     one per program; a .weak definition gives way to a .visible one;
     .extern declares a name another module defines;
   - takes an .alias for another name of its function;
   - supplies malloc, free and vprintf, which newlib's nvptx port calls
     and no module defines (on hardware the CUDA linker adds them);
   - takes an .extern .shared array that no module defines for the
     dynamic .shared memory of a launch (CUDA's extern __shared__);
   - lays out the data: the .global variables in one block of the
     global arena, the .const ones in the const arena, the .shared ones
     at offsets of each CTA's shared memory, each at its alignment;
   - writes the initialisers, whose elements may be addresses: NAME is
     the address of NAME in its own space, generic(NAME) its generic
     address, a function's name the function's value (program.h);
   - decodes every function (decode.c).  */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "exec.h"
#include "ptx.h"
#include "program.h"
#include "memory.h"
#include "interp.h"

/* A hash map from names to symbols.  */

struct symmap
{
  struct xsym **slots;
  unsigned size, used;
};

static unsigned
hash_name (const char *s)
{
  unsigned h = 2166136261u;
  for (; *s; s++)
    h = (h ^ (unsigned char) *s) * 16777619u;
  return h;
}

static struct xsym **
symmap_find (struct symmap *m, const char *name)
{
  if (m->size == 0)
    return NULL;
  for (unsigned i = hash_name (name) & (m->size - 1);;
       i = (i + 1) & (m->size - 1))
    if (m->slots[i] == NULL || !strcmp (m->slots[i]->name, name))
      return &m->slots[i];
}

static int
symmap_put (struct symmap *m, struct xsym *s)
{
  if (2 * (m->used + 1) > m->size)
    {
      struct symmap n = { NULL, m->size ? m->size * 2 : 64, 0 };
      n.slots = calloc (n.size, sizeof *n.slots);
      if (n.slots == NULL)
	return -1;
      for (unsigned i = 0; i < m->size; i++)
	if (m->slots[i])
	  {
	    *symmap_find (&n, m->slots[i]->name) = m->slots[i];
	    n.used++;
	  }
      free (m->slots);
      *m = n;
    }
  struct xsym **slot = symmap_find (m, s->name);
  if (*slot == NULL)
    m->used++;
  *slot = s;
  return 0;
}

struct xlinker
{
  struct ptx_module **modules;
  int nmodules;
  char error[1024];
};

/* What the program keeps of its linker's maps.  */

struct xprog_maps
{
  struct symmap global;
  struct symmap *local;		/* per module */
};

struct xlinker *
xlink_create (void)
{
  return calloc (1, sizeof (struct xlinker));
}

const char *
xlink_error (const struct xlinker *l)
{
  return l ? l->error : "";
}

enum xstatus
xlink_add_ptx (struct xlinker *l, const char *text, size_t len,
	       const char *name)
{
  char label[64];

  if (l == NULL || text == NULL)
    return X_ERR_INVALID;
  if (len == 0)
    len = strlen (text);
  /* The driver's PTX may lack its NUL (cuLinkAddData takes a size).  */
  char *copy = malloc (len + 1);
  if (copy == NULL)
    return X_ERR_NOMEM;
  memcpy (copy, text, len);
  copy[len] = '\0';
  if (name == NULL || name[0] == '\0')
    {
      snprintf (label, sizeof label, "module %d", l->nmodules);
      name = label;
    }
  struct ptx_module *m = ptx_parse (copy, name, l->error, sizeof l->error);
  free (copy);
  if (m == NULL)
    return X_ERR_PTX;
  struct ptx_module **mods = realloc (l->modules, (l->nmodules + 1)
				      * sizeof *mods);
  if (mods == NULL)
    {
      ptx_free (m);
      return X_ERR_NOMEM;
    }
  l->modules = mods;
  l->modules[l->nmodules++] = m;
  return X_SUCCESS;
}

void
xlink_destroy (struct xlinker *l)
{
  if (l == NULL)
    return;
  for (int i = 0; i < l->nmodules; i++)
    ptx_free (l->modules[i]);
  free (l->modules);
  free (l);
}

/* The program's maps live beside it: prog->syms is an array, and the
   maps index it.  */

static struct xprog_maps *
prog_maps (struct xprog *p)
{
  return (struct xprog_maps *) (p + 1);
}

struct xsym *
xlink_lookup (struct xprog *p, int module, const char *name)
{
  struct xprog_maps *maps = prog_maps (p);
  struct xsym **s;

  if (module >= 0 && (s = symmap_find (&maps->local[module], name)) && *s)
    return *s;
  s = symmap_find (&maps->global, name);
  return s ? *s : NULL;
}

static enum xstatus
link_fail (struct xlinker *l, const char *module, int line, const char *msg,
	   const char *name)
{
  snprintf (l->error, sizeof l->error, "%s:%d: %s '%s'", module, line, msg,
	    name);
  return X_ERR_LINK;
}

/* The alignment of the variable V.  */

static uint64_t
var_align (const struct ptx_var *v)
{
  uint64_t a = v->decl.align ? v->decl.align : ptx_type_size (v->decl.type);
  return a ? a : 1;
}

static uint64_t
var_size (const struct ptx_var *v)
{
  /* An array declared with [] takes the size of its initialiser
     (mkoffload's $offload_ind_func_table of GCC 14 and later).  */
  uint64_t count = v->decl.count ? v->decl.count
		   : (uint64_t) v->ninit / v->decl.vec;
  return ptx_type_size (v->decl.type) * v->decl.vec * count;
}

/* Make the symbols of the modules: definitions first, then the
   declarations, which resolve to them.  */

static enum xstatus
make_symbols (struct xlinker *l, struct xprog *p)
{
  struct xprog_maps *maps = prog_maps (p);
  int nsyms = 0, cap = 0;

  for (int m = 0; m < l->nmodules; m++)
    cap += (l->modules[m]->nvars + l->modules[m]->nfuncs
	    + l->modules[m]->naliases);
  p->syms = calloc (cap + 3, sizeof (struct xsym));
  if (p->syms == NULL)
    return X_ERR_NOMEM;

  /* Definitions.  */
  for (int m = 0; m < l->nmodules; m++)
    {
      struct ptx_module *mod = l->modules[m];
      for (int i = 0; i < mod->nvars; i++)
	{
	  const struct ptx_var *v = &mod->vars[i];
	  if (v->linkage == PL_EXTERN)
	    continue;
	  struct xsym *s = &p->syms[nsyms++];
	  s->name = v->decl.name;
	  s->module = m;
	  s->linkage = v->linkage;
	  s->var = v;
	  s->space = v->decl.space;
	  s->size = var_size (v);
	  struct symmap *map = (v->linkage == PL_STATIC ? &maps->local[m]
				: &maps->global);
	  struct xsym **old = symmap_find (map, s->name);
	  if (old && *old)
	    {
	      if ((*old)->linkage == PL_WEAK || (*old)->linkage == PL_COMMON)
		{
		  if (s->linkage == PL_COMMON && s->size < (*old)->size)
		    continue;
		}
	      else if (s->linkage == PL_WEAK || s->linkage == PL_COMMON)
		continue;
	      else
		return link_fail (l, mod->name, v->line,
				  "variable defined twice:", s->name);
	    }
	  if (symmap_put (map, s))
	    return X_ERR_NOMEM;
	}
      for (int i = 0; i < mod->nfuncs; i++)
	{
	  const struct ptx_func *f = &mod->funcs[i];
	  if (f->body == NULL)
	    continue;
	  struct xsym *s = &p->syms[nsyms++];
	  s->name = f->name;
	  s->module = m;
	  s->linkage = f->linkage;
	  s->is_func = 1;
	  struct xfunc *xf = calloc (1, sizeof *xf);
	  if (xf == NULL)
	    return X_ERR_NOMEM;
	  xf->name = f->name;
	  xf->kernel = f->kernel;
	  xf->ptx = f;
	  xf->module = m;
	  s->func = xf;
	  struct symmap *map = (f->linkage == PL_STATIC ? &maps->local[m]
				: &maps->global);
	  struct xsym **old = symmap_find (map, s->name);
	  if (old && *old)
	    {
	      if ((*old)->linkage == PL_WEAK)
		;
	      else if (s->linkage == PL_WEAK)
		continue;
	      else
		return link_fail (l, mod->name, f->line,
				  "function defined twice:", s->name);
	    }
	  if (symmap_put (map, s))
	    return X_ERR_NOMEM;
	}
    }

  /* Aliases: another name of a function a module defines.  The alias's
     declaration gives its linkage.  */
  for (int m = 0; m < l->nmodules; m++)
    {
      struct ptx_module *mod = l->modules[m];
      for (int i = 0; i < mod->naliases; i++)
	{
	  const struct ptx_alias *a = &mod->aliases[i];
	  struct xsym **t = symmap_find (&maps->local[m], a->target);
	  if (t == NULL || *t == NULL)
	    t = symmap_find (&maps->global, a->target);
	  if (t == NULL || *t == NULL || !(*t)->is_func)
	    return link_fail (l, mod->name, a->line,
			      "alias of an undefined function:", a->target);
	  enum ptx_linkage linkage = PL_STATIC;
	  for (int k = 0; k < mod->nfuncs; k++)
	    if (!strcmp (mod->funcs[k].name, a->name))
	      linkage = mod->funcs[k].linkage;
	  struct xsym *s = &p->syms[nsyms++];
	  *s = **t;
	  s->name = a->name;
	  s->module = m;
	  s->linkage = linkage;
	  s->alias = 1;
	  if (symmap_put (linkage == PL_STATIC ? &maps->local[m] : &maps->global,
			  s))
	    return X_ERR_NOMEM;
	}
    }

  /* The functions the CUDA linker supplies, unless a module defines
     them.  */
  static const struct
  {
    const char *name;
    int builtin;
  } builtins[] = { { "malloc", XB_MALLOC }, { "free", XB_FREE },
		   { "vprintf", XB_VPRINTF } };
  for (size_t i = 0; i < sizeof builtins / sizeof builtins[0]; i++)
    {
      struct xsym **old = symmap_find (&maps->global, builtins[i].name);
      if (old && *old)
	continue;
      struct xsym *s = &p->syms[nsyms++];
      s->name = builtins[i].name;
      s->module = -1;
      s->linkage = PL_VISIBLE;
      s->is_func = 1;
      s->func = calloc (1, sizeof (struct xfunc));
      if (s->func == NULL)
	return X_ERR_NOMEM;
      s->func->name = s->name;
      s->func->builtin = builtins[i].builtin;
      s->func->module = -1;
      s->func->ret_slot = -1;
      if (symmap_put (&maps->global, s))
	return X_ERR_NOMEM;
    }
  p->nsyms = nsyms;

  /* Declarations must resolve, but for the dynamic .shared array.  */
  for (int m = 0; m < l->nmodules; m++)
    {
      struct ptx_module *mod = l->modules[m];
      for (int i = 0; i < mod->nvars; i++)
	{
	  const struct ptx_var *v = &mod->vars[i];
	  if (v->linkage != PL_EXTERN)
	    continue;
	  struct xsym *s = xlink_lookup (p, m, v->decl.name);
	  if (s == NULL && v->decl.space == SP_SHARED)
	    continue;
	  if (s == NULL || s->is_func)
	    return link_fail (l, mod->name, v->line, "undefined variable",
			      v->decl.name);
	}
      for (int i = 0; i < mod->nfuncs; i++)
	{
	  const struct ptx_func *f = &mod->funcs[i];
	  if (f->body || f->linkage != PL_EXTERN)
	    continue;
	  struct xsym *s = xlink_lookup (p, m, f->name);
	  if (s == NULL || !s->is_func)
	    return link_fail (l, mod->name, f->line, "undefined function",
			      f->name);
	}
    }
  return X_SUCCESS;
}

/* Lay out the variables, by space.  */

static enum xstatus
layout (struct xlinker *l, struct xprog *p)
{
  uint64_t gsize = 0, ssize = 0;

  for (int i = 0; i < p->nsyms; i++)
    {
      struct xsym *s = &p->syms[i];
      if (s->is_func)
	continue;
      uint64_t align = var_align (s->var);
      if (s->space == SP_GLOBAL)
	{
	  gsize = (gsize + align - 1) & ~(align - 1);
	  s->addr = gsize;
	  gsize += s->size ? s->size : 1;
	}
      else if (s->space == SP_SHARED)
	{
	  ssize = (ssize + align - 1) & ~(align - 1);
	  s->addr = ssize;
	  ssize += s->size;
	}
      else if (s->space == SP_CONST)
	{
	  s->addr = xmem_const_alloc (s->size ? s->size : 1, align);
	  if (s->addr == (uint64_t) -1)
	    return X_ERR_NOMEM;
	}
      else
	return link_fail (l, l->modules[s->module]->name, s->var->line,
			  "unsupported state space of variable", s->name);
    }
  p->global_size = gsize;
  if (gsize)
    {
      p->global_base = xmem_alloc (gsize);
      if (p->global_base == 0)
	return X_ERR_NOMEM;
      memset ((void *) (uintptr_t) p->global_base, 0, gsize);
    }
  for (int i = 0; i < p->nsyms; i++)
    if (!p->syms[i].is_func && p->syms[i].space == SP_GLOBAL)
      p->syms[i].addr += p->global_base;
  /* The dynamic .shared memory starts after the static, at 16 bytes
     (the largest alignment GCC gives a .shared array; CUDA aligns it so
     too).  */
  p->dynamic_shared_offset = (ssize + 15) & ~15ULL;
  p->shared_size = ssize;
  return X_SUCCESS;
}

/* The value of the initialiser element IT of a variable of module M.  */

static enum xstatus
init_value (struct xlinker *l, struct xprog *p, int m,
	    const struct ptx_var *v, const struct ptx_init *it,
	    uint64_t *value)
{
  if (it->kind == PI_INT || it->kind == PI_BITS)
    {
      *value = (uint64_t) it->value;
      if (it->kind == PI_BITS && v->decl.type == PT_F32
	  && (it->value >> 32) != 0)
	{
	  /* A 0d literal for a .f32 element.  */
	  double d;
	  float f;
	  memcpy (&d, &it->value, sizeof d);
	  f = (float) d;
	  uint32_t b;
	  memcpy (&b, &f, sizeof b);
	  *value = b;
	}
      return X_SUCCESS;
    }
  struct xsym *s = xlink_lookup (p, m, it->name);
  if (s == NULL)
    return link_fail (l, l->modules[m]->name, v->line,
		      "undefined symbol in an initialiser:", it->name);
  uint64_t a;
  if (s->is_func)
    a = X_FUNC_BASE + (uint64_t) s->func->index * X_FUNC_STRIDE;
  else if (it->kind == PI_ADDR || s->space == SP_GLOBAL)
    a = s->addr;
  else if (s->space == SP_CONST)
    a = X_CONST_WINDOW + s->addr;
  else if (s->space == SP_SHARED)
    a = X_SHARED_WINDOW + s->addr;
  else
    return link_fail (l, l->modules[m]->name, v->line,
		      "unsupported address in an initialiser:", it->name);
  *value = a + (uint64_t) it->value;
  return X_SUCCESS;
}

static enum xstatus
initialise (struct xlinker *l, struct xprog *p)
{
  for (int i = 0; i < p->nsyms; i++)
    {
      struct xsym *s = &p->syms[i];
      if (s->is_func || s->var->ninit == 0)
	continue;
      const struct ptx_var *v = s->var;
      unsigned esize = ptx_type_size (v->decl.type);
      uint8_t *dst;
      if (s->space == SP_GLOBAL)
	dst = (uint8_t *) (uintptr_t) s->addr;
      else if (s->space == SP_CONST)
	dst = (uint8_t *) (uintptr_t) (X_CONST_WINDOW + s->addr);
      else
	return link_fail (l, l->modules[s->module]->name, v->line,
			  "an initialiser in this state space:", s->name);
      uint64_t n = v->ninit;
      if (s->size && n * esize > s->size)
	return link_fail (l, l->modules[s->module]->name, v->line,
			  "too many initialisers for", s->name);
      for (uint64_t k = 0; k < n; k++)
	{
	  uint64_t value;
	  enum xstatus st = init_value (l, p, s->module, v, &v->init[k],
					&value);
	  if (st != X_SUCCESS)
	    return st;
	  /* Little-endian, as the device.  */
	  memcpy (dst + k * esize, &value, esize);
	}
    }
  return X_SUCCESS;
}

/* Number the program's functions: the defined ones, then the built-in
   ones.  */

static enum xstatus
number_functions (struct xprog *p)
{
  int n = 0;

  for (int i = 0; i < p->nsyms; i++)
    if (p->syms[i].is_func && !p->syms[i].alias)
      n++;
  p->funcs = calloc (n + 1, sizeof *p->funcs);
  if (p->funcs == NULL)
    return X_ERR_NOMEM;
  for (int i = 0; i < p->nsyms; i++)
    if (p->syms[i].is_func && !p->syms[i].alias)
      {
	p->syms[i].func->index = p->nfuncs;
	p->funcs[p->nfuncs++] = p->syms[i].func;
      }
  return X_SUCCESS;
}

enum xstatus
xlink_complete (struct xlinker *l, struct xprog **out)
{
  enum xstatus st;

  *out = NULL;
  if (l == NULL)
    return X_ERR_INVALID;
  if (xmem_init ())
    {
      snprintf (l->error, sizeof l->error, "cannot map the executor's "
		"memory windows");
      return X_ERR_NOMEM;
    }
  struct xprog *p = calloc (1, sizeof *p + sizeof (struct xprog_maps));
  if (p == NULL)
    return X_ERR_NOMEM;
  struct xprog_maps *maps = prog_maps (p);
  maps->local = calloc (l->nmodules + 1, sizeof (struct symmap));
  if (maps->local == NULL)
    {
      free (p);
      return X_ERR_NOMEM;
    }
  p->modules = l->modules;
  p->nmodules = l->nmodules;

  st = make_symbols (l, p);
  if (st == X_SUCCESS)
    st = number_functions (p);
  if (st == X_SUCCESS)
    st = layout (l, p);
  if (st == X_SUCCESS)
    st = initialise (l, p);
  for (int i = 0; st == X_SUCCESS && i < p->nfuncs; i++)
    if (!p->funcs[i]->builtin && xdecode (p, p->funcs[i], l->error,
					  sizeof l->error))
      st = X_ERR_PTX;
  if (st != X_SUCCESS)
    {
      /* The modules stay the linker's.  */
      p->modules = NULL;
      p->nmodules = 0;
      xprog_free (p);
      return st;
    }
  l->modules = NULL;
  l->nmodules = 0;
  *out = p;
  return X_SUCCESS;
}

/* Lookups.  */

struct xfunc *
xprog_function (struct xprog *p, const char *name)
{
  struct xsym *s;

  if (p == NULL || name == NULL)
    return NULL;
  s = xlink_lookup (p, -1, name);
  if (s && s->is_func)
    return s->func;
  for (int m = 0; m < p->nmodules; m++)
    if ((s = xlink_lookup (p, m, name)) && s->is_func)
      return s->func;
  return NULL;
}

int
xfunc_kernel_p (const struct xfunc *f)
{
  return f && f->kernel;
}

const char *
xfunc_name (const struct xfunc *f)
{
  return f ? f->name : "";
}

unsigned
xfunc_nparams (const struct xfunc *f)
{
  return f ? (unsigned) f->nparams : 0;
}

void
xfunc_param (const struct xfunc *f, unsigned i, size_t *size, size_t *align)
{
  *size = f->param_size[i];
  *align = f->param_align[i];
}

enum xstatus
xprog_global (struct xprog *p, const char *name, uint64_t *addr,
	      size_t *size)
{
  struct xsym *s = p ? xlink_lookup (p, -1, name) : NULL;

  for (int m = 0; s == NULL && p && m < p->nmodules; m++)
    s = xlink_lookup (p, m, name);
  if (s == NULL || s->is_func
      || (s->space != SP_GLOBAL && s->space != SP_CONST))
    return X_ERR_NOT_FOUND;
  *addr = s->space == SP_CONST ? X_CONST_WINDOW + s->addr : s->addr;
  *size = s->size;
  return X_SUCCESS;
}

void
xprog_free (struct xprog *p)
{
  if (p == NULL)
    return;
  struct xprog_maps *maps = prog_maps (p);
  xstats_retire (p);
  for (int i = 0; i < p->nfuncs; i++)
    {
      struct xfunc *f = p->funcs[i];
      for (uint32_t k = 0; f->code && k < f->ncode; k++)
	free (f->code[k].call);
      free (f->code);
      free (f->reg_type);
      free (f->consts);
      free (f->param_slot);
      free (f->param_size);
      free (f->param_align);
      free (f->counts_block);
      free (f);
    }
  free (p->funcs);
  free (p->syms);
  free (maps->global.slots);
  if (maps->local)
    for (int m = 0; m <= p->nmodules; m++)
      free (maps->local[m].slots);
  free (maps->local);
  for (int m = 0; m < p->nmodules; m++)
    ptx_free (p->modules[m]);
  free (p->modules);
  if (p->global_base)
    xmem_free (p->global_base);
  free (p);
}
