/* parse.c -- read a PTX module.
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option)
   any later version.

   A hand-written lexer and recursive-descent parser for the PTX that
   GCC's nvptx backend writes (ptx.h).  The lexer follows the PTX ISA's
   lexical rules ("Syntax" chapter): identifiers [a-zA-Z][a-zA-Z0-9_$]*
   or [_$%][a-zA-Z0-9_$]+, directives and suffixes start with a dot,
   integer literals are decimal, 0x hexadecimal, 0 octal or 0b binary
   with an optional U suffix, 0fXXXXXXXX and 0dXXXXXXXXXXXXXXXX give the
   bits of a float, and // and C comments are skipped.  The parser reads:

     module      directives at file scope: .version, .target,
                 .address_size, .file, .alias, variables, .func and
                 .entry declarations and definitions;
     variables   [linkage] space [.align N] type name[dims] [= init];
     functions   [linkage] .func [(ret)] name [(params)] [directives]
                 ; or { body }, and the same for .entry;
     bodies      .reg, .param, .local and .shared declarations (with
                 %r<N> ranges), labels, .callprototype, nested { },
                 .loc and .pragma, and instructions:
                 [@[!]pred] opcode{.suffix} operands;

   Every operand is kept as written (ptx_operand): decode.c gives it a
   meaning.  An unknown directive or malformed line is an error naming
   the module and line.  */

#include <ctype.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <setjmp.h>

#include "ptx.h"

/* Memory of a module: blocks that are freed together.  */

struct ptx_arena
{
  struct ptx_arena *next;
  size_t used, size;
  max_align_t data[];
};

static void *
arena_alloc (struct ptx_arena **ap, size_t n)
{
  struct ptx_arena *a = *ap;

  n = (n + sizeof (max_align_t) - 1) & ~(sizeof (max_align_t) - 1);
  if (a == NULL || a->used + n > a->size)
    {
      size_t size = n > 65536 ? n : 65536;
      struct ptx_arena *b = malloc (sizeof *b + size);
      if (b == NULL)
	return NULL;
      b->next = a;
      b->used = 0;
      b->size = size;
      *ap = a = b;
    }
  void *p = (char *) a->data + a->used;
  a->used += n;
  memset (p, 0, n);
  return p;
}

static void
arena_free (struct ptx_arena *a)
{
  while (a)
    {
      struct ptx_arena *next = a->next;
      free (a);
      a = next;
    }
}

/* A growable array in the heap, copied into the arena when complete.  */

struct vec
{
  void *p;
  int n, cap;
  size_t elt;
};

static void *
vec_push (struct vec *v)
{
  if (v->n == v->cap)
    {
      int cap = v->cap ? v->cap * 2 : 16;
      void *p = realloc (v->p, cap * v->elt);
      if (p == NULL)
	return NULL;
      v->p = p;
      v->cap = cap;
    }
  void *e = (char *) v->p + v->n++ * v->elt;
  memset (e, 0, v->elt);
  return e;
}

/* Tokens.  */

enum tok_kind
{
  T_EOF,
  T_IDENT,		/* an identifier, %name or $name */
  T_DIRECTIVE,		/* .name: TEXT without the dot */
  T_INT,
  T_F32,
  T_F64,
  T_STRING,		/* TEXT without the quotes */
  T_PUNCT		/* CH */
};

struct token
{
  enum tok_kind kind;
  const char *start;	/* in the source */
  int len;
  int64_t value;	/* T_INT, T_F32, T_F64 (bits) */
  char ch;
  int line;
};

struct parser
{
  const char *p;	/* the next character */
  const char *prev_end;	/* the end of the previous token */
  int line;
  struct token tok;	/* the current token */
  struct ptx_module *m;
  char *err;
  size_t errlen;
  jmp_buf fail;
  struct vec stmts;	/* of the body being read */
};

static void __attribute__ ((noreturn, format (printf, 2, 3)))
fail (struct parser *ps, const char *fmt, ...)
{
  va_list ap;
  int n = snprintf (ps->err, ps->errlen, "%s:%d: ", ps->m->name,
		    ps->tok.line);
  va_start (ap, fmt);
  if (n >= 0 && (size_t) n < ps->errlen)
    vsnprintf (ps->err + n, ps->errlen - n, fmt, ap);
  va_end (ap);
  longjmp (ps->fail, 1);
}

static void *
alloc (struct parser *ps, size_t n)
{
  void *p = arena_alloc (&ps->m->arena, n);
  if (p == NULL)
    fail (ps, "out of memory");
  return p;
}

static const char *
save (struct parser *ps, const char *s, int len)
{
  char *d = alloc (ps, len + 1);
  memcpy (d, s, len);
  d[len] = '\0';
  return d;
}

static int
ident_start_p (int c)
{
  return isalpha (c) || c == '_' || c == '$' || c == '%';
}

static int
ident_char_p (int c)
{
  return isalnum (c) || c == '_' || c == '$';
}

/* Skip blanks and comments.  */

static void
skip_space (struct parser *ps)
{
  const char *p = ps->p;

  for (;;)
    {
      if (*p == '\n')
	{
	  ps->line++;
	  p++;
	}
      else if (isspace ((unsigned char) *p))
	p++;
      else if (p[0] == '/' && p[1] == '/')
	{
	  while (*p && *p != '\n')
	    p++;
	}
      else if (p[0] == '/' && p[1] == '*')
	{
	  p += 2;
	  while (*p && !(p[0] == '*' && p[1] == '/'))
	    {
	      if (*p == '\n')
		ps->line++;
	      p++;
	    }
	  if (*p)
	    p += 2;
	}
      else
	break;
    }
  ps->p = p;
}

static int
hex_digit (int c)
{
  if (c >= '0' && c <= '9')
    return c - '0';
  if (c >= 'a' && c <= 'f')
    return c - 'a' + 10;
  if (c >= 'A' && c <= 'F')
    return c - 'A' + 10;
  return -1;
}

/* Read a number at P into the current token.  */

static const char *
lex_number (struct parser *ps, const char *p)
{
  struct token *t = &ps->tok;
  uint64_t v = 0;

  if (p[0] == '0' && (p[1] == 'f' || p[1] == 'F' || p[1] == 'd'
		      || p[1] == 'D'))
    {
      int digits = (p[1] == 'f' || p[1] == 'F') ? 8 : 16;
      t->kind = digits == 8 ? T_F32 : T_F64;
      p += 2;
      for (int i = 0; i < digits; i++, p++)
	{
	  int d = hex_digit (*p);
	  if (d < 0)
	    fail (ps, "malformed floating-point literal");
	  v = v << 4 | d;
	}
      t->value = (int64_t) v;
      return p;
    }
  /* A decimal float: digits with a point or an exponent.  */
  const char *q = p;
  while (isdigit ((unsigned char) *q))
    q++;
  if (*q == '.' && isdigit ((unsigned char) q[1]))
    {
      char *end;
      double d = strtod (p, &end);
      t->kind = T_F64;
      memcpy (&v, &d, sizeof v);
      t->value = (int64_t) v;
      return end;
    }
  t->kind = T_INT;
  if (p[0] == '0' && (p[1] == 'x' || p[1] == 'X'))
    {
      p += 2;
      if (hex_digit (*p) < 0)
	fail (ps, "malformed hexadecimal literal");
      for (int d; (d = hex_digit (*p)) >= 0; p++)
	v = v << 4 | d;
    }
  else if (p[0] == '0' && (p[1] == 'b' || p[1] == 'B'))
    {
      p += 2;
      for (; *p == '0' || *p == '1'; p++)
	v = v << 1 | (*p - '0');
    }
  else if (p[0] == '0' && isdigit ((unsigned char) p[1]))
    {
      for (; *p >= '0' && *p <= '7'; p++)
	v = v * 8 + (*p - '0');
    }
  else
    for (; isdigit ((unsigned char) *p); p++)
      v = v * 10 + (*p - '0');
  if (*p == 'U' || *p == 'u')
    p++;
  t->value = (int64_t) v;
  return p;
}

/* Read the next token.  */

static void
next (struct parser *ps)
{
  struct token *t = &ps->tok;
  const char *p;

  ps->prev_end = ps->p;
  skip_space (ps);
  p = ps->p;
  t->start = p;
  t->line = ps->line;
  if (*p == '\0')
    t->kind = T_EOF;
  else if (*p == '.' && ident_start_p ((unsigned char) p[1]))
    {
      t->kind = T_DIRECTIVE;
      p++;
      t->start = p;
      while (ident_char_p ((unsigned char) *p))
	p++;
    }
  else if (ident_start_p ((unsigned char) *p))
    {
      t->kind = T_IDENT;
      p++;
      while (ident_char_p ((unsigned char) *p))
	p++;
    }
  else if (isdigit ((unsigned char) *p))
    p = lex_number (ps, p);
  else if (*p == '"')
    {
      t->kind = T_STRING;
      p++;
      t->start = p;
      while (*p && *p != '"' && *p != '\n')
	{
	  if (*p == '\\' && p[1])
	    p++;
	  p++;
	}
      if (*p != '"')
	fail (ps, "unterminated string");
      t->len = p - t->start;
      ps->p = p + 1;
      return;
    }
  else
    {
      t->kind = T_PUNCT;
      t->ch = *p++;
    }
  t->len = p - t->start;
  ps->p = p;
}

static int
punct_p (struct parser *ps, char c)
{
  return ps->tok.kind == T_PUNCT && ps->tok.ch == c;
}

static int
directive_p (struct parser *ps, const char *name)
{
  return (ps->tok.kind == T_DIRECTIVE && (int) strlen (name) == ps->tok.len
	  && !memcmp (ps->tok.start, name, ps->tok.len));
}

static void
expect (struct parser *ps, char c)
{
  if (!punct_p (ps, c))
    fail (ps, "expected '%c' before '%.*s'", c,
	  ps->tok.len > 0 ? ps->tok.len : 1,
	  ps->tok.kind == T_EOF ? "end of file" : ps->tok.start);
  next (ps);
}

static const char *
expect_ident (struct parser *ps)
{
  if (ps->tok.kind != T_IDENT)
    fail (ps, "expected a name before '%.*s'", ps->tok.len, ps->tok.start);
  const char *s = save (ps, ps->tok.start, ps->tok.len);
  next (ps);
  return s;
}

/* An integer, with an optional sign.  */

static int64_t
expect_int (struct parser *ps)
{
  int neg = 0;

  if (punct_p (ps, '-'))
    {
      neg = 1;
      next (ps);
    }
  if (ps->tok.kind != T_INT)
    fail (ps, "expected an integer before '%.*s'", ps->tok.len,
	  ps->tok.start);
  int64_t v = ps->tok.value;
  next (ps);
  return neg ? (int64_t) (0 - (uint64_t) v) : v;
}

/* Types and spaces.  */

static const struct
{
  const char *name;
  enum ptx_type type;
  unsigned size;
} types[] =
{
  { "b8", PT_B8, 1 }, { "b16", PT_B16, 2 }, { "b32", PT_B32, 4 },
  { "b64", PT_B64, 8 }, { "b128", PT_B128, 16 },
  { "u8", PT_U8, 1 }, { "u16", PT_U16, 2 }, { "u32", PT_U32, 4 },
  { "u64", PT_U64, 8 },
  { "s8", PT_S8, 1 }, { "s16", PT_S16, 2 }, { "s32", PT_S32, 4 },
  { "s64", PT_S64, 8 },
  { "f16", PT_F16, 2 }, { "f16x2", PT_F16X2, 4 }, { "f32", PT_F32, 4 },
  { "f64", PT_F64, 8 }, { "pred", PT_PRED, 1 },
};

enum ptx_type
ptx_type_of (const char *s)
{
  for (size_t i = 0; i < sizeof types / sizeof types[0]; i++)
    if (!strcmp (s, types[i].name))
      return types[i].type;
  return PT_NONE;
}

unsigned
ptx_type_size (enum ptx_type t)
{
  for (size_t i = 0; i < sizeof types / sizeof types[0]; i++)
    if (types[i].type == t)
      return types[i].size;
  return 0;
}

const char *const ptx_space_names[SP_NSPACES] =
  { "generic", "global", "shared", "local", "const", "param" };

int
ptx_space_of (const char *s)
{
  for (int i = 0; i < SP_NSPACES; i++)
    if (!strcmp (s, ptx_space_names[i]))
      return i;
  return -1;
}

/* The directive token as a NUL-terminated string (in a static buffer).  */

static const char *
tok_text (struct parser *ps)
{
  static char buf[64];
  int n = ps->tok.len < 63 ? ps->tok.len : 63;
  memcpy (buf, ps->tok.start, n);
  buf[n] = '\0';
  return buf;
}

/* Read a declaration after its space directive (already read): [.align
   N] [.vN] .type name [<N>] [dims], into D.  */

static void
parse_decl (struct parser *ps, struct ptx_decl *d, enum ptx_space space)
{
  d->space = space;
  d->count = 1;
  d->vec = 1;
  d->range = -1;
  while (ps->tok.kind == T_DIRECTIVE)
    {
      const char *s = tok_text (ps);
      enum ptx_type t;
      if (!strcmp (s, "align"))
	{
	  next (ps);
	  d->align = (unsigned) expect_int (ps);
	  continue;
	}
      if ((t = ptx_type_of (s)) != PT_NONE)
	{
	  d->type = t;
	  next (ps);
	  continue;
	}
      if (!strcmp (s, "ptr") || !strcmp (s, "global") || !strcmp (s, "const")
	  || !strcmp (s, "shared") || !strcmp (s, "local"))
	{
	  /* .param .u64 .ptr .global .align 8 p: attributes of a kernel
	     parameter that the executor does not need.  */
	  next (ps);
	  continue;
	}
      if (s[0] == 'v' && (s[1] == '2' || s[1] == '4') && !s[2])
	{
	  d->vec = s[1] - '0';
	  next (ps);
	  continue;
	}
      fail (ps, "unexpected .%s in a declaration", s);
    }
  if (d->type == PT_NONE)
    fail (ps, "a declaration without a type");
  if (ps->tok.kind != T_IDENT)
    fail (ps, "expected a name in a declaration");
  d->name = expect_ident (ps);
  if (punct_p (ps, '<'))
    {
      next (ps);
      d->range = (int) expect_int (ps);
      expect (ps, '>');
    }
  while (punct_p (ps, '['))
    {
      next (ps);
      if (punct_p (ps, ']'))
	d->count = 0;
      else
	d->count *= (uint64_t) expect_int (ps);
      expect (ps, ']');
    }
}

/* Parameters: ( decl, decl ... ), each with its .param directive.  */

static void
parse_params (struct parser *ps, struct ptx_decl **out, int *n)
{
  struct vec v = { NULL, 0, 0, sizeof (struct ptx_decl) };

  expect (ps, '(');
  while (!punct_p (ps, ')'))
    {
      if (!directive_p (ps, "param") && !directive_p (ps, "reg"))
	fail (ps, "expected .param in a parameter list");
      int reg = directive_p (ps, "reg");
      next (ps);
      struct ptx_decl *d = vec_push (&v);
      if (d == NULL)
	fail (ps, "out of memory");
      /* _ as a name: a prototype's anonymous parameter.  */
      parse_decl (ps, d, reg ? SP_GENERIC : SP_PARAM);
      if (punct_p (ps, ','))
	next (ps);
    }
  next (ps);
  *n = v.n;
  *out = v.n ? alloc (ps, v.n * sizeof (struct ptx_decl)) : NULL;
  if (v.n)
    memcpy (*out, v.p, v.n * sizeof (struct ptx_decl));
  free (v.p);
}

/* A prototype after .func or .callprototype: [(ret)] name [(params)].
   Return the name.  */

static const char *
parse_proto (struct parser *ps, struct ptx_proto *proto)
{
  if (punct_p (ps, '('))
    {
      int n;
      parse_params (ps, &proto->ret, &n);
      if (n != 1)
	fail (ps, "a function must return one value");
    }
  const char *name = expect_ident (ps);
  if (punct_p (ps, '('))
    parse_params (ps, &proto->params, &proto->nparams);
  return name;
}

/* Operands.  */

static void parse_operand (struct parser *, struct ptx_operand *);

static void
parse_operand_list (struct parser *ps, struct ptx_operand *o, char close)
{
  struct vec v = { NULL, 0, 0, sizeof (struct ptx_operand) };

  next (ps);
  while (!punct_p (ps, close))
    {
      struct ptx_operand *e = vec_push (&v);
      if (e == NULL)
	fail (ps, "out of memory");
      parse_operand (ps, e);
      if (punct_p (ps, ','))
	next (ps);
      else if (!punct_p (ps, close))
	fail (ps, "expected ',' or '%c' in an operand list", close);
    }
  next (ps);
  o->nelems = v.n;
  o->elems = v.n ? alloc (ps, v.n * sizeof (struct ptx_operand)) : NULL;
  if (v.n)
    memcpy (o->elems, v.p, v.n * sizeof (struct ptx_operand));
  free (v.p);
}

static void
parse_operand (struct parser *ps, struct ptx_operand *o)
{
  if (punct_p (ps, '{'))
    {
      o->kind = PO_VEC;
      parse_operand_list (ps, o, '}');
      return;
    }
  if (punct_p (ps, '('))
    {
      o->kind = PO_LIST;
      parse_operand_list (ps, o, ')');
      return;
    }
  if (punct_p (ps, '['))
    {
      o->kind = PO_ADDR;
      next (ps);
      if (ps->tok.kind == T_IDENT)
	{
	  o->name = expect_ident (ps);
	  if (punct_p (ps, '+'))
	    {
	      next (ps);
	      o->value = expect_int (ps);
	    }
	  else if (punct_p (ps, '-'))
	    o->value = expect_int (ps);
	}
      else
	o->value = expect_int (ps);
      expect (ps, ']');
      return;
    }
  if (punct_p (ps, '!'))
    {
      next (ps);
      o->negated = 1;
    }
  if (ps->tok.kind == T_IDENT)
    {
      if (ps->tok.len == 1 && ps->tok.start[0] == '_')
	{
	  o->kind = PO_SINK;
	  next (ps);
	  return;
	}
      o->kind = PO_REG;
      o->name = expect_ident (ps);
      /* %tid.x and the like: the suffix is part of the name.  */
      if (o->name[0] == '%' && ps->tok.kind == T_DIRECTIVE
	  && ps->tok.start - 1 == ps->prev_end && ps->tok.len == 1)
	{
	  size_t n = strlen (o->name);
	  char *s = alloc (ps, n + 3);
	  memcpy (s, o->name, n);
	  s[n] = '.';
	  s[n + 1] = ps->tok.start[0];
	  o->name = s;
	  next (ps);
	}
      /* SYM+N: a symbol's address plus an offset (PTX ISA, "Variables
	 in Operands"), as in cvta.shared.u64 %r, __gang_private_shared+16.  */
      if (punct_p (ps, '+'))
	{
	  next (ps);
	  o->value = expect_int (ps);
	}
      return;
    }
  if (ps->tok.kind == T_F32 || ps->tok.kind == T_F64)
    {
      o->kind = ps->tok.kind == T_F32 ? PO_F32 : PO_F64;
      o->value = ps->tok.value;
      next (ps);
      return;
    }
  if (ps->tok.kind == T_INT || punct_p (ps, '-'))
    {
      if (punct_p (ps, '-'))
	{
	  next (ps);
	  if (ps->tok.kind == T_F64 || ps->tok.kind == T_F32)
	    fail (ps, "negative floating-point literals are not supported");
	  o->kind = PO_INT;
	  o->value = (int64_t) (0 - (uint64_t) expect_int (ps));
	  return;
	}
      o->kind = PO_INT;
      o->value = expect_int (ps);
      return;
    }
  fail (ps, "unexpected '%.*s' in an operand", ps->tok.len > 0
	? ps->tok.len : 1, ps->tok.start);
}

/* Function bodies.  */

static struct ptx_stmt *
new_stmt (struct parser *ps, enum ptx_stmt_kind kind)
{
  struct ptx_stmt *s = vec_push (&ps->stmts);
  if (s == NULL)
    fail (ps, "out of memory");
  s->kind = kind;
  s->line = ps->tok.line;
  return s;
}

/* An instruction, at its opcode.  */

static void
parse_insn (struct parser *ps, const char *guard, int negated)
{
  struct ptx_stmt *s = new_stmt (ps, PS_INSN);
  const char *mods[16];
  int nmods = 0;
  struct vec ops = { NULL, 0, 0, sizeof (struct ptx_operand) };

  s->u.insn.guard = guard;
  s->u.insn.guard_negated = negated;
  s->u.insn.opcode = expect_ident (ps);
  while (ps->tok.kind == T_DIRECTIVE)
    {
      if (nmods == 16)
	fail (ps, "too many suffixes");
      mods[nmods++] = save (ps, ps->tok.start, ps->tok.len);
      next (ps);
    }
  while (!punct_p (ps, ';'))
    {
      struct ptx_operand *o = vec_push (&ops);
      if (o == NULL)
	fail (ps, "out of memory");
      parse_operand (ps, o);
      if (punct_p (ps, ','))
	next (ps);
      else if (!punct_p (ps, ';'))
	fail (ps, "expected ',' or ';' after an operand");
    }
  next (ps);
  /* The vector may have moved: S is still valid, it is in ps->stmts.  */
  s = (struct ptx_stmt *) ps->stmts.p + ps->stmts.n - 1;
  s->u.insn.nmods = nmods;
  s->u.insn.mods = nmods ? alloc (ps, nmods * sizeof (char *)) : NULL;
  if (nmods)
    memcpy (s->u.insn.mods, mods, nmods * sizeof (char *));
  s->u.insn.nops = ops.n;
  s->u.insn.ops = ops.n ? alloc (ps, ops.n * sizeof (struct ptx_operand))
		  : NULL;
  if (ops.n)
    memcpy (s->u.insn.ops, ops.p, ops.n * sizeof (struct ptx_operand));
  free (ops.p);
}

/* Skip a directive's operands to the end of its statement.  */

static void
skip_to_semicolon (struct parser *ps)
{
  while (!punct_p (ps, ';'))
    {
      if (ps->tok.kind == T_EOF)
	fail (ps, "unexpected end of file");
      next (ps);
    }
  next (ps);
}

/* A declaration in a body: one or more names of one type.  */

static void
parse_body_decl (struct parser *ps, enum ptx_space space)
{
  struct ptx_decl proto;

  memset (&proto, 0, sizeof proto);
  parse_decl (ps, &proto, space);
  for (;;)
    {
      struct ptx_stmt *s = new_stmt (ps, PS_DECL);
      s->u.decl = proto;
      if (!punct_p (ps, ','))
	break;
      next (ps);
      proto.name = expect_ident (ps);
      proto.range = -1;
      proto.count = 1;
      if (punct_p (ps, '<'))
	{
	  next (ps);
	  proto.range = (int) expect_int (ps);
	  expect (ps, '>');
	}
      while (punct_p (ps, '['))
	{
	  next (ps);
	  proto.count *= (uint64_t) expect_int (ps);
	  expect (ps, ']');
	}
    }
  expect (ps, ';');
}

/* The body of a function, after its '{'.  */

static void
parse_body (struct parser *ps, struct ptx_func *f)
{
  int depth = 1;

  ps->stmts.n = 0;
  while (depth > 0)
    {
      if (ps->tok.kind == T_EOF)
	fail (ps, "unexpected end of file in the body of %s", f->name);
      if (punct_p (ps, '{'))
	{
	  new_stmt (ps, PS_OPEN);
	  depth++;
	  next (ps);
	  continue;
	}
      if (punct_p (ps, '}'))
	{
	  depth--;
	  if (depth > 0)
	    new_stmt (ps, PS_CLOSE);
	  next (ps);
	  continue;
	}
      if (ps->tok.kind == T_DIRECTIVE)
	{
	  const char *d = tok_text (ps);
	  int space = ptx_space_of (d);
	  if (!strcmp (d, "reg"))
	    {
	      next (ps);
	      parse_body_decl (ps, SP_GENERIC);
	    }
	  else if (space == SP_PARAM || space == SP_LOCAL
		   || space == SP_SHARED)
	    {
	      next (ps);
	      parse_body_decl (ps, space);
	    }
	  else if (!strcmp (d, "loc"))
	    {
	      struct ptx_stmt *s = new_stmt (ps, PS_LOC);
	      next (ps);
	      s->u.loc.file = (int) expect_int (ps);
	      s->u.loc.line = (int) expect_int (ps);
	      /* The column, and from PTX 7.2 the inlined_at clause, up to
		 the end of the line.  */
	      while (ps->tok.kind != T_EOF && ps->tok.line == s->line)
		next (ps);
	    }
	  else if (!strcmp (d, "pragma"))
	    {
	      next (ps);
	      skip_to_semicolon (ps);
	    }
	  else
	    fail (ps, "unsupported directive .%s in a function body", d);
	  continue;
	}
      const char *guard = NULL;
      int negated = 0;
      if (punct_p (ps, '@'))
	{
	  next (ps);
	  if (punct_p (ps, '!'))
	    {
	      negated = 1;
	      next (ps);
	    }
	  guard = expect_ident (ps);
	}
      if (ps->tok.kind != T_IDENT)
	fail (ps, "expected an instruction before '%.*s'",
	      ps->tok.len > 0 ? ps->tok.len : 1, ps->tok.start);
      /* A label, or a label before .callprototype.  */
      const char *q = ps->p;
      while (*q == ' ' || *q == '\t')
	q++;
      if (guard == NULL && *q == ':')
	{
	  const char *name = expect_ident (ps);
	  next (ps);
	  if (directive_p (ps, "callprototype"))
	    {
	      struct ptx_stmt *s = new_stmt (ps, PS_PROTOTYPE);
	      struct ptx_proto *proto = alloc (ps, sizeof *proto);
	      s->u.proto.name = name;
	      s->u.proto.proto = proto;
	      next (ps);
	      parse_proto (ps, proto);
	      expect (ps, ';');
	    }
	  else
	    new_stmt (ps, PS_LABEL)->u.name = name;
	  continue;
	}
      parse_insn (ps, guard, negated);
    }
  f->nbody = ps->stmts.n;
  f->body = alloc (ps, (ps->stmts.n ? ps->stmts.n : 1)
		   * sizeof (struct ptx_stmt));
  memcpy (f->body, ps->stmts.p, ps->stmts.n * sizeof (struct ptx_stmt));
}

/* Initialisers.  */

static void
parse_init_item (struct parser *ps, struct vec *v)
{
  if (punct_p (ps, '{'))
    {
      next (ps);
      while (!punct_p (ps, '}'))
	{
	  parse_init_item (ps, v);
	  if (punct_p (ps, ','))
	    next (ps);
	  else if (!punct_p (ps, '}'))
	    fail (ps, "expected ',' or '}' in an initialiser");
	}
      next (ps);
      return;
    }
  struct ptx_init *it = vec_push (v);
  if (it == NULL)
    fail (ps, "out of memory");
  if (ps->tok.kind == T_IDENT)
    {
      int generic = (ps->tok.len == 7
		     && !memcmp (ps->tok.start, "generic", 7));
      if (generic)
	{
	  next (ps);
	  expect (ps, '(');
	  it->name = expect_ident (ps);
	  expect (ps, ')');
	  it->kind = PI_GENERIC;
	}
      else
	{
	  it->name = expect_ident (ps);
	  it->kind = PI_ADDR;
	}
      if (punct_p (ps, '+'))
	{
	  next (ps);
	  it->value = expect_int (ps);
	}
      else if (punct_p (ps, '-'))
	it->value = expect_int (ps);
      return;
    }
  if (ps->tok.kind == T_F32 || ps->tok.kind == T_F64)
    {
      it->kind = PI_BITS;
      it->value = ps->tok.value;
      next (ps);
      return;
    }
  it->kind = PI_INT;
  it->value = expect_int (ps);
}

/* A variable at file scope, after its linkage, at its space.  */

static void
parse_var (struct parser *ps, struct vec *vars, enum ptx_linkage linkage,
	   enum ptx_space space)
{
  struct ptx_var *v = vec_push (vars);
  if (v == NULL)
    fail (ps, "out of memory");
  v->linkage = linkage;
  v->line = ps->tok.line;
  next (ps);
  parse_decl (ps, &v->decl, space);
  if (punct_p (ps, '='))
    {
      struct vec init = { NULL, 0, 0, sizeof (struct ptx_init) };
      next (ps);
      parse_init_item (ps, &init);
      v = (struct ptx_var *) vars->p + vars->n - 1;
      v->ninit = init.n;
      v->init = alloc (ps, (init.n ? init.n : 1) * sizeof (struct ptx_init));
      memcpy (v->init, init.p, init.n * sizeof (struct ptx_init));
      free (init.p);
    }
  expect (ps, ';');
}

/* A function declaration or definition, at .func or .entry.  */

static void
parse_func (struct parser *ps, struct vec *funcs, enum ptx_linkage linkage)
{
  struct ptx_func f;

  memset (&f, 0, sizeof f);
  f.linkage = linkage;
  f.kernel = directive_p (ps, "entry");
  f.line = ps->tok.line;
  next (ps);
  f.name = parse_proto (ps, &f.proto);
  /* Performance directives: .maxntid 32, 8, 1 and the like.  */
  while (ps->tok.kind == T_DIRECTIVE)
    {
      next (ps);
      while (ps->tok.kind == T_INT || punct_p (ps, ','))
	next (ps);
    }
  if (punct_p (ps, ';'))
    next (ps);
  else
    {
      expect (ps, '{');
      parse_body (ps, &f);
    }
  struct ptx_func *d = vec_push (funcs);
  if (d == NULL)
    fail (ps, "out of memory");
  *d = f;
}

static void
parse_module (struct parser *ps)
{
  struct vec vars = { NULL, 0, 0, sizeof (struct ptx_var) };
  struct vec funcs = { NULL, 0, 0, sizeof (struct ptx_func) };
  struct vec files = { NULL, 0, 0, sizeof (char *) };
  struct vec aliases = { NULL, 0, 0, sizeof (struct ptx_alias) };
  struct ptx_module *m = ps->m;

  ps->stmts.elt = sizeof (struct ptx_stmt);
  next (ps);
  while (ps->tok.kind != T_EOF)
    {
      if (ps->tok.kind != T_DIRECTIVE)
	fail (ps, "expected a directive at file scope before '%.*s'",
	      ps->tok.len > 0 ? ps->tok.len : 1, ps->tok.start);
      const char *d = tok_text (ps);
      enum ptx_linkage linkage = PL_STATIC;
      if (!strcmp (d, "version"))
	{
	  next (ps);
	  if (ps->tok.kind == T_F64)
	    {
	      double v;
	      memcpy (&v, &ps->tok.value, sizeof v);
	      m->version_major = (int) v;
	      m->version_minor = (int) ((v - (int) v) * 10 + 0.5);
	      next (ps);
	    }
	  else
	    m->version_major = (int) expect_int (ps);
	  continue;
	}
      if (!strcmp (d, "target"))
	{
	  next (ps);
	  while (ps->tok.kind == T_IDENT || punct_p (ps, ','))
	    next (ps);
	  continue;
	}
      if (!strcmp (d, "address_size"))
	{
	  next (ps);
	  if (expect_int (ps) != 64)
	    fail (ps, "only .address_size 64 is supported");
	  continue;
	}
      if (!strcmp (d, "file"))
	{
	  next (ps);
	  int n = (int) expect_int (ps);
	  if (ps->tok.kind != T_STRING)
	    fail (ps, "expected a file name after .file");
	  const char *name = save (ps, ps->tok.start, ps->tok.len);
	  next (ps);
	  /* , timestamp, size.  */
	  while (punct_p (ps, ','))
	    {
	      next (ps);
	      expect_int (ps);
	    }
	  if (n < 0 || n > 100000)
	    fail (ps, "bad .file number %d", n);
	  while (files.n <= n)
	    if (vec_push (&files) == NULL)
	      fail (ps, "out of memory");
	  ((const char **) files.p)[n] = name;
	  continue;
	}
      if (!strcmp (d, "pragma"))
	{
	  next (ps);
	  skip_to_semicolon (ps);
	  continue;
	}
      if (!strcmp (d, "alias"))
	{
	  struct ptx_alias *a = vec_push (&aliases);
	  if (a == NULL)
	    fail (ps, "out of memory");
	  a->line = ps->tok.line;
	  next (ps);
	  a->name = expect_ident (ps);
	  expect (ps, ',');
	  a->target = expect_ident (ps);
	  expect (ps, ';');
	  continue;
	}
      if (!strcmp (d, "visible"))
	linkage = PL_VISIBLE;
      else if (!strcmp (d, "extern"))
	linkage = PL_EXTERN;
      else if (!strcmp (d, "weak"))
	linkage = PL_WEAK;
      else if (!strcmp (d, "common"))
	linkage = PL_COMMON;
      if (linkage != PL_STATIC)
	{
	  next (ps);
	  d = tok_text (ps);
	}
      int space = ptx_space_of (d);
      if (!strcmp (d, "func") || !strcmp (d, "entry"))
	parse_func (ps, &funcs, linkage);
      else if (space == SP_GLOBAL || space == SP_CONST || space == SP_SHARED)
	parse_var (ps, &vars, linkage, space);
      else
	fail (ps, "unsupported directive .%s at file scope", d);
    }
  m->nvars = vars.n;
  m->vars = alloc (ps, (vars.n ? vars.n : 1) * sizeof (struct ptx_var));
  memcpy (m->vars, vars.p, vars.n * sizeof (struct ptx_var));
  m->nfuncs = funcs.n;
  m->funcs = alloc (ps, (funcs.n ? funcs.n : 1) * sizeof (struct ptx_func));
  memcpy (m->funcs, funcs.p, funcs.n * sizeof (struct ptx_func));
  m->nfiles = files.n;
  m->files = alloc (ps, (files.n ? files.n : 1) * sizeof (char *));
  memcpy (m->files, files.p, files.n * sizeof (char *));
  m->naliases = aliases.n;
  m->aliases = alloc (ps, (aliases.n ? aliases.n : 1)
			  * sizeof (struct ptx_alias));
  memcpy (m->aliases, aliases.p, aliases.n * sizeof (struct ptx_alias));
  free (vars.p);
  free (funcs.p);
  free (files.p);
  free (aliases.p);
}

struct ptx_module *
ptx_parse (const char *text, const char *name, char *err, size_t errlen)
{
  struct parser ps;
  struct ptx_arena *arena = NULL;
  struct ptx_module *m = arena_alloc (&arena, sizeof *m);

  if (m == NULL)
    {
      snprintf (err, errlen, "%s: out of memory", name);
      return NULL;
    }
  memset (&ps, 0, sizeof ps);
  m->arena = arena;
  ps.m = m;
  ps.p = text;
  ps.line = 1;
  ps.err = err;
  ps.errlen = errlen;
  m->name = name;
  m->name = save (&ps, name, strlen (name));
  if (setjmp (ps.fail))
    {
      free (ps.stmts.p);
      arena_free (m->arena);
      return NULL;
    }
  parse_module (&ps);
  free (ps.stmts.p);
  return m;
}

void
ptx_free (struct ptx_module *m)
{
  if (m)
    arena_free (m->arena);
}
