/* ptx.h -- PTX modules as the parser gives them.
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option)
   any later version.

   parse.c reads the text of one PTX module into these structures:
   the module's variables and functions, each function's parameters and
   body as a flat list of statements (declarations, labels, scopes and
   instructions with their operands still as names).  link.c resolves
   the names across modules; decode.c turns each body into the typed
   instructions interp.c runs.  All of a module's memory, strings
   included, comes from one arena that the module frees at once.

   The grammar is the subset of the PTX ISA that GCC's nvptx backend
   writes (nvptx.cc: nvptx_output_*, write_fn_proto, nvptx_assemble_*),
   for PTX 3.1 to 7.x: what it does not know is a clear error naming
   the line, never a guess.  */

#ifndef MSP_PTX_H
#define MSP_PTX_H

#include <stddef.h>
#include <stdint.h>

/* The types of the ISA's fundamental and register types.  */

enum ptx_type
{
  PT_NONE,
  PT_B8, PT_B16, PT_B32, PT_B64, PT_B128,
  PT_U8, PT_U16, PT_U32, PT_U64,
  PT_S8, PT_S16, PT_S32, PT_S64,
  PT_F16, PT_F16X2, PT_F32, PT_F64,
  PT_PRED
};

/* The state spaces.  The order is the executor's everywhere: counts,
   windows and reports index arrays with it.  */

enum ptx_space
{
  SP_GENERIC,
  SP_GLOBAL,
  SP_SHARED,
  SP_LOCAL,
  SP_CONST,
  SP_PARAM,
  SP_NSPACES
};

/* The linkage of a module-level symbol.  */

enum ptx_linkage
{
  PL_STATIC,		/* no directive: visible in its module only */
  PL_VISIBLE,
  PL_EXTERN,
  PL_WEAK,
  PL_COMMON
};

/* One operand of an instruction.  */

enum ptx_operand_kind
{
  PO_REG,		/* a register, special register or variable name:
			   NAME, plus VALUE for a symbol's SYM+VALUE */
  PO_INT,		/* an integer literal: VALUE */
  PO_F32,		/* 0fXXXXXXXX: VALUE holds the bits */
  PO_F64,		/* 0dXXXXXXXXXXXXXXXX, or a decimal with a point */
  PO_ADDR,		/* [NAME+VALUE], [NAME] or [VALUE] (NAME NULL) */
  PO_VEC,		/* {A, B, ...}: ELEMS */
  PO_LIST,		/* (A, B, ...) of a call: ELEMS */
  PO_SINK		/* _ */
};

struct ptx_operand
{
  enum ptx_operand_kind kind;
  unsigned char negated;	/* !NAME (a predicate) */
  const char *name;
  int64_t value;
  struct ptx_operand *elems;
  int nelems;
};

/* A declared name: a register, a parameter or a variable.  */

struct ptx_decl
{
  const char *name;
  enum ptx_type type;
  enum ptx_space space;		/* SP_PARAM, SP_LOCAL, SP_SHARED...; the
				   registers have SP_GENERIC */
  unsigned align;		/* 0: the type's own */
  unsigned vec;			/* .v2 or .v4: 2 or 4; else 1 */
  uint64_t count;		/* elements: 1 for a scalar; 0 for an
				   array with no size ([]) */
  int range;			/* %r<N>: N registers %r0 ... %rN-1, else
				   -1 */
};

/* An element of a variable's initialiser.  */

enum ptx_init_kind
{
  PI_INT,		/* VALUE */
  PI_BITS,		/* the bits of a float literal: VALUE */
  PI_ADDR,		/* the address of NAME + VALUE, in NAME's space */
  PI_GENERIC		/* generic(NAME) + VALUE */
};

struct ptx_init
{
  enum ptx_init_kind kind;
  const char *name;
  int64_t value;
};

struct ptx_var
{
  struct ptx_decl decl;
  enum ptx_linkage linkage;
  struct ptx_init *init;	/* NULL: none */
  int ninit;
  int line;
};

/* A statement of a function body.  */

enum ptx_stmt_kind
{
  PS_INSN,
  PS_DECL,		/* .reg, .param, .local or .shared: DECL */
  PS_LABEL,		/* NAME: */
  PS_PROTOTYPE,		/* NAME: .callprototype: PROTO */
  PS_OPEN,		/* { */
  PS_CLOSE,		/* } */
  PS_LOC		/* .loc FILE LINE */
};

struct ptx_proto;

struct ptx_stmt
{
  enum ptx_stmt_kind kind;
  int line;
  union
  {
    struct
    {
      const char *opcode;
      const char **mods;	/* the .suffixes, without the dot */
      int nmods;
      const char *guard;	/* @GUARD or @!GUARD, or NULL */
      unsigned char guard_negated;
      struct ptx_operand *ops;
      int nops;
    } insn;
    struct ptx_decl decl;
    const char *name;
    struct
    {
      const char *name;
      struct ptx_proto *proto;
    } proto;
    struct
    {
      int file, line;
    } loc;
  } u;
};

/* The parameters of a function or call prototype.  */

struct ptx_proto
{
  struct ptx_decl *ret;		/* NULL: returns nothing */
  struct ptx_decl *params;
  int nparams;
};

struct ptx_func
{
  const char *name;
  enum ptx_linkage linkage;
  int kernel;			/* .entry */
  struct ptx_proto proto;
  struct ptx_stmt *body;	/* NULL: a declaration */
  int nbody;
  int line;
};

/* .alias NAME, TARGET: NAME is another name of the function TARGET
   (PTX ISA 6.3; GCC's C++ constructor and destructor aliases).  */

struct ptx_alias
{
  const char *name;
  const char *target;
  int line;
};

/* A parsed module.  */

struct ptx_arena;

struct ptx_module
{
  const char *name;		/* for messages */
  int version_major, version_minor;
  struct ptx_var *vars;
  int nvars;
  struct ptx_func *funcs;
  int nfuncs;
  const char **files;		/* .file N "NAME": files[N] */
  int nfiles;
  struct ptx_alias *aliases;
  int naliases;
  struct ptx_arena *arena;
};

/* Parse the NUL-terminated PTX text TEXT of the module NAME.  Return the
   module, or NULL with a message in ERR (of ERRLEN bytes).  */
extern struct ptx_module *ptx_parse (const char *text, const char *name,
				     char *err, size_t errlen);
extern void ptx_free (struct ptx_module *);

/* The type named by the suffix S ("u32"), or PT_NONE.  */
extern enum ptx_type ptx_type_of (const char *s);
/* The size in bytes of T.  */
extern unsigned ptx_type_size (enum ptx_type t);
/* The state space named by S ("global"), or -1.  */
extern int ptx_space_of (const char *s);
/* Names of the spaces, for reports: "generic", "global" ...  */
extern const char *const ptx_space_names[SP_NSPACES];

#endif /* MSP_PTX_H */
