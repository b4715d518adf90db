/* isspacep.cc -- fold isspacep tests of pointers whose space msp knows.
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option) any
   later version.

   GCC 12 has no isspacep builtin (cicc's llvm.nvvm.isspacep.*), so code
   that tests which window of the generic address space a pointer is in
   writes the instruction as inline asm, in the form CUDA's own headers
   used for __isShared and the like:

     asm ("{ .reg .pred p; isspacep.shared p, %1; selp.u32 %0, 1, 0, p; }"
	  : "=r" (r) : "r" (ptr));

   When msp proves the space of PTR, such an asm statement becomes
   "r = 1" or "r = 0" and the branch it guards dies in the passes after
   msp-early (cicc's MemorySpaceOpt folds the intrinsic in its second
   run, which msp-early is: it runs after ipmsp).

   What is folded.  The template must be exactly that: an optional pair
   of braces around a .reg .pred declaration, one isspacep.SPACE of the
   input into the predicate and one selp of two integer literals on it
   into the output, of the output's width, with no clobbers.  Anything
   else in the template, or any other operand, leaves the statement
   alone: msp does not guess what unknown asm does.

   When.  The resolver's masks (lattice.h) may ignore values that are
   no valid pointer: an access through a null or fabricated pointer is
   undefined, whatever space it is given.  isspacep is not an access: it
   is defined for any address, and PTX answers for a null pointer or a
   number by the window the value falls in, which msp does not model.
   So the input must be, on every path, a pointer into an object: the
   address of a declaration (its space is msp_decl_mask's), moved by
   pointer arithmetic (C keeps it inside the object), pointer
   conversions and PHIs.  Parameters, loaded pointers and call results
   may be null and are not folded.

   Which answers: the isspacep and window columns of the table of
   spaces (spaces.cc).  The .shared and .local windows are disjoint
   ranges of the generic address space and .global is the rest (PTX
   ISA, "Generic Addressing"), so for these three isspacep.X of a
   pointer into space S is S == X.  A .const pointer answers
   isspacep.const with 1; whether .const addresses also fall in the
   .global window is not documented, so isspacep.global/.shared/.local
   of a .const pointer, and isspacep.const of a pointer into another
   space, are left alone; so is isspacep.param.  */

#include "core/msp-gcc.h"
#include "core/msp.h"
#include "core/spaces.h"
#include "gimple/analysis/decls.h"
#include "gimple/transform/isspacep.h"

/* PHIs and copies deeper than this are not followed.  */
#define MAX_OBJECT_DEPTH 16

/* The most tokens a template msp folds has.  */
#define MAX_TOKENS 32

enum token_kind
{
  TOK_WORD,		/* An identifier, a directive, an integer.  */
  TOK_PUNCT,		/* One of { } ; ,  */
  TOK_OPERAND		/* %N or %[name]: NUM is the operand number.  */
};

struct token
{
  enum token_kind kind;
  const char *text;
  size_t len;
  int num;
};

/* The number of the operand named NAME (LEN characters) among the
   statement's outputs and then inputs, or -1.  */

static int
named_operand (gasm *stmt, const char *name, size_t len)
{
  unsigned nout = gimple_asm_noutputs (stmt);
  unsigned n = nout + gimple_asm_ninputs (stmt);

  for (unsigned i = 0; i < n; i++)
    {
      tree op = i < nout ? gimple_asm_output_op (stmt, i)
			 : gimple_asm_input_op (stmt, i - nout);
      tree id = TREE_PURPOSE (TREE_PURPOSE (op));
      if (id && (size_t) TREE_STRING_LENGTH (id) == len + 1
	  && strncmp (TREE_STRING_POINTER (id), name, len) == 0)
	return i;
    }
  return -1;
}

static bool
word_char_p (char c)
{
  return ISALNUM (c) || c == '_' || c == '.' || c == '$' || c == ':'
	 || c == '-';
}

/* Split the template of STMT into at most MAX_TOKENS TOKS; return their
   number, or -1 if the template is not made of words, punctuation and
   plain operand references (a %-modifier, %=, a comment ...).  In a
   template "%%" is one "%", which starts PTX names such as %p.  */

static int
tokenize (gasm *stmt, struct token *toks)
{
  const char *s = gimple_asm_string (stmt);
  int n = 0;

  while (*s)
    {
      if (ISSPACE (*s))
	{
	  s++;
	  continue;
	}
      if (n == MAX_TOKENS)
	return -1;
      struct token *t = &toks[n++];
      t->text = s;
      t->num = -1;
      if (*s == '{' || *s == '}' || *s == ';' || *s == ',')
	{
	  t->kind = TOK_PUNCT;
	  t->len = 1;
	  s++;
	}
      else if (s[0] == '%' && ISDIGIT (s[1]))
	{
	  t->kind = TOK_OPERAND;
	  t->num = 0;
	  for (s++; ISDIGIT (*s); s++)
	    t->num = t->num * 10 + (*s - '0');
	  t->len = s - t->text;
	}
      else if (s[0] == '%' && s[1] == '[')
	{
	  const char *end = strchr (s, ']');
	  if (!end)
	    return -1;
	  t->kind = TOK_OPERAND;
	  t->num = named_operand (stmt, s + 2, end - (s + 2));
	  if (t->num < 0)
	    return -1;
	  s = end + 1;
	  t->len = s - t->text;
	}
      else
	{
	  /* A word; "%%" in it stands for "%".  Its text keeps the "%%",
	     which only ever compares with itself.  */
	  t->kind = TOK_WORD;
	  while (*s && (word_char_p (*s) || (s[0] == '%' && s[1] == '%')))
	    s += *s == '%' ? 2 : 1;
	  t->len = s - t->text;
	  if (t->len == 0)
	    return -1;
	}
    }
  return n;
}

static bool
word_p (const struct token *t, const char *word)
{
  return (t->kind == TOK_WORD && t->len == strlen (word)
	  && strncmp (t->text, word, t->len) == 0);
}

static bool
punct_p (const struct token *t, char c)
{
  return t->kind == TOK_PUNCT && t->text[0] == c;
}

static bool
same_word_p (const struct token *a, const struct token *b)
{
  return (a->kind == TOK_WORD && b->kind == TOK_WORD && a->len == b->len
	  && strncmp (a->text, b->text, a->len) == 0);
}

/* The integer literal T (decimal or 0x hexadecimal, maybe negative) in
   *VAL; false if T is not one.  */

static bool
literal_p (const struct token *t, HOST_WIDE_INT *val)
{
  char buf[32];
  char *end;

  if (t->kind != TOK_WORD || t->len >= sizeof buf)
    return false;
  memcpy (buf, t->text, t->len);
  buf[t->len] = 0;
  if (!ISDIGIT (buf[buf[0] == '-']))
    return false;
  errno = 0;
  *val = strtoll (buf, &end, 0);
  return errno == 0 && *end == 0;
}

/* True if the word T is "isspacep" followed by the PTX name NAME.  */

static bool
isspacep_word_p (const struct token *t, const char *name)
{
  static const char prefix[] = "isspacep";
  const size_t len = sizeof prefix - 1;

  return (name && t->kind == TOK_WORD && t->len == len + strlen (name)
	  && strncmp (t->text, prefix, len) == 0
	  && strncmp (t->text + len, name, t->len - len) == 0);
}

/* The space isspacep tests in the word T ("isspacep.shared" ...), or
   MSP_EMPTY if T is no isspacep msp folds.  */

static msp_mask
isspacep_space (const struct token *t)
{
  FOR_EACH_MSP_SPACE (s)
    if (s->isspacep
	&& (isspacep_word_p (t, s->ptx)
	    || isspacep_word_p (t, s->ptx_qualified)))
      return s->mask;
  return MSP_EMPTY;
}

/* The width in bits of the selp in the word T ("selp.u32" ...), or 0.  */

static unsigned
selp_width (const struct token *t)
{
  static const char *const types[] = { "b", "u", "s" };
  static const unsigned widths[] = { 16, 32, 64 };
  char name[16];

  for (unsigned i = 0; i < ARRAY_SIZE (types); i++)
    for (unsigned j = 0; j < ARRAY_SIZE (widths); j++)
      {
	snprintf (name, sizeof name, "selp.%s%u", types[i], widths[j]);
	if (word_p (t, name))
	  return widths[j];
      }
  return 0;
}

/* If the template of STMT is a test msp folds (the head of the file),
   set *SPACE to the space it tests and *IF_IN, *IF_OUT to the values it
   gives for a pointer in and out of that space, and return true.  */

static bool
parse_isspacep (gasm *stmt, msp_mask *space, HOST_WIDE_INT *if_in,
		HOST_WIDE_INT *if_out)
{
  struct token toks[MAX_TOKENS];
  int n = tokenize (stmt, toks);
  int i = 0;

  if (n < 0)
    return false;
  bool braces = n > 0 && punct_p (&toks[0], '{');
  if (braces)
    i++;
  /* .reg .pred P ; isspacep.X P , %1 ; selp.T %0 , A , B , P ;  */
  if (n - i < 17)
    return false;
  struct token *t = &toks[i];
  if (!word_p (&t[0], ".reg") || !word_p (&t[1], ".pred")
      || t[2].kind != TOK_WORD || !punct_p (&t[3], ';'))
    return false;
  const struct token *pred = &t[2];
  *space = isspacep_space (&t[4]);
  if (*space == MSP_EMPTY
      || !same_word_p (&t[5], pred) || !punct_p (&t[6], ',')
      || t[7].kind != TOK_OPERAND || t[7].num != 1 || !punct_p (&t[8], ';'))
    return false;
  unsigned width = selp_width (&t[9]);
  tree out = gimple_asm_output_op (stmt, 0);
  tree type = TREE_TYPE (TREE_VALUE (out));
  if (width == 0 || !INTEGRAL_TYPE_P (type)
      || TYPE_PRECISION (type) != width
      || t[10].kind != TOK_OPERAND || t[10].num != 0
      || !punct_p (&t[11], ',') || !literal_p (&t[12], if_in)
      || !punct_p (&t[13], ',') || !literal_p (&t[14], if_out)
      || !punct_p (&t[15], ',') || !same_word_p (&t[16], pred))
    return false;
  i += 17;
  /* The last ";" may go before the closing brace, or be left out.  */
  if (i < n && punct_p (&toks[i], ';'))
    i++;
  if (braces)
    {
      if (i == n || !punct_p (&toks[i], '}'))
	return false;
      i++;
      if (i < n && punct_p (&toks[i], ';'))
	i++;
    }
  return i == n;
}

/* The spaces of the objects OP may point into, if OP is on every path a
   pointer into an object (the head of the file); MSP_UNKNOWN if it may
   be anything else.  VISITED holds the PHIs on the way, whose cycles
   only carry what their other arguments bring.  */

static msp_mask
object_mask (tree op, int depth, hash_set<gimple *> *visited)
{
  if (depth > MAX_OBJECT_DEPTH)
    return MSP_UNKNOWN;

  if (TREE_CODE (op) == ADDR_EXPR)
    {
      tree base = get_base_address (TREE_OPERAND (op, 0));
      if (base && TREE_CODE (base) == MEM_REF)
	return object_mask (TREE_OPERAND (base, 0), depth + 1, visited);
      if (base && (DECL_P (base) || TREE_CODE (base) == STRING_CST))
	return msp_decl_mask (base, NULL);
      return MSP_UNKNOWN;
    }

  if (TREE_CODE (op) != SSA_NAME || SSA_NAME_IS_DEFAULT_DEF (op))
    /* A constant is no object's address; a parameter may be null.  */
    return MSP_UNKNOWN;

  gimple *def = SSA_NAME_DEF_STMT (op);
  if (gphi *phi = dyn_cast <gphi *> (def))
    {
      if (visited->add (phi))
	return MSP_EMPTY;
      msp_mask m = MSP_EMPTY;
      for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
	m |= object_mask (gimple_phi_arg_def (phi, i), depth + 1, visited);
      return m;
    }
  if (!is_gimple_assign (def))
    return MSP_UNKNOWN;
  tree rhs = gimple_assign_rhs1 (def);
  switch (gimple_assign_rhs_code (def))
    {
    case SSA_NAME:
    case ADDR_EXPR:
    case POINTER_PLUS_EXPR:
      return object_mask (rhs, depth + 1, visited);
    CASE_CONVERT:
      /* A pointer conversion, or a round trip through an integer as
	 wide as a pointer, keeps the value.  */
      if ((POINTER_TYPE_P (TREE_TYPE (rhs))
	   || INTEGRAL_TYPE_P (TREE_TYPE (rhs)))
	  && TYPE_PRECISION (TREE_TYPE (rhs)) == POINTER_SIZE
	  && TYPE_PRECISION (TREE_TYPE (op)) == POINTER_SIZE)
	return object_mask (rhs, depth + 1, visited);
      return MSP_UNKNOWN;
    default:
      return MSP_UNKNOWN;
    }
}

/* The answer of isspacep.SPACE for a pointer into OBJ, a resolved mask:
   1 or 0, or -1 where msp does not know it (the head of the file).  */

static int
isspacep_answer (msp_mask space, msp_mask obj)
{
  const struct msp_space *s = msp_space_of_mask (space);
  const struct msp_space *o = msp_space_of_mask (obj);

  if (s == NULL || o == NULL || !s->isspacep)
    return -1;
  if (s == o)
    return 1;
  if (s->window && o->window)
    return 0;
  return -1;
}

/* If the statement at GSI is an asm isspacep test of a pointer whose
   space msp proved, replace it by the assignment of its answer and
   return true.  */

bool
msp_fold_isspacep (gimple_stmt_iterator *gsi)
{
  gasm *stmt = dyn_cast <gasm *> (gsi_stmt (*gsi));
  msp_mask space;
  HOST_WIDE_INT if_in, if_out;

  if (!stmt || gimple_asm_noutputs (stmt) != 1
      || gimple_asm_ninputs (stmt) != 1 || gimple_asm_nclobbers (stmt) != 0
      || gimple_asm_nlabels (stmt) != 0)
    return false;
  tree out_op = gimple_asm_output_op (stmt, 0);
  tree in_op = gimple_asm_input_op (stmt, 0);
  tree out = TREE_VALUE (out_op);
  if (TREE_CODE (out) != SSA_NAME
      || strcmp (TREE_STRING_POINTER (TREE_VALUE (TREE_PURPOSE (out_op))),
		 "=r") != 0
      || strcmp (TREE_STRING_POINTER (TREE_VALUE (TREE_PURPOSE (in_op))),
		 "r") != 0
      || !parse_isspacep (stmt, &space, &if_in, &if_out))
    return false;

  hash_set<gimple *> visited;
  msp_mask obj = object_mask (TREE_VALUE (in_op), 0, &visited);
  if (!msp_resolved_p (obj))
    return false;
  int answer = isspacep_answer (space, obj);
  if (answer < 0)
    return false;

  if (dump_file)
    {
      fprintf (dump_file, "isspacep folded to %d: ", answer);
      print_gimple_stmt (dump_file, stmt, 0, TDF_SLIM);
    }
  tree val = build_int_cst (TREE_TYPE (out), answer ? if_in : if_out);
  gassign *assign = gimple_build_assign (out, val);
  gimple_set_location (assign, gimple_location (stmt));
  if (gimple_vdef (stmt))
    unlink_stmt_vdef (stmt);
  gsi_replace (gsi, assign, false);
  return true;
}
