/* builtins.c -- the device vprintf, for the PTX executor.
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option)
   any later version.

   On a GPU the CUDA linker supplies vprintf (const char *fmt, void
   *args), and newlib's nvptx port builds printf, puts and putchar on it
   (newlib/libc/machine/nvptx/printf.c: "va_start (args, fmt); res =
   vprintf (fmt, args);").  xvprintf is that function for the executor.

   The argument buffer.  GCC's nvptx backend passes the variadic
   arguments of a call in a buffer it builds on the caller's stack and
   passes as one pointer; a va_list is that pointer.  Each argument,
   after the default argument promotions, lies at the next offset
   aligned to its size: int, and char, short and their unsigned
   variants promoted to int, take 4 bytes; long, long long, pointers,
   size_t, ptrdiff_t, intmax_t and double (float promoted) take 8.  For
   example GCC 12 with -misa=sm_80 -mptx=7.0 stores the arguments of
   printf ("%d %ld %lld %c %hd %f %f %p %s", i, l, ll, c, s, f, d, p,
   str) at offsets 0, 8, 16, 24, 28, 32, 40, 48 and 56, and newlib's
   _vfprintf_r reads 8-byte arguments after rounding its pointer up to a
   multiple of 8.  On nvptx long double is double, and wchar_t and
   wint_t take 4 bytes.

   Conversions.  Every C99 conversion is supported (d i o u x X c s p n
   f F e E g G a A %), with the flags - + space # 0 (and glibc's '),
   field width and precision given as digits or as *, and the length
   modifiers hh h l ll j z t L (and BSD's q).  Each conversion
   specification is parsed and validated here, then formatted by the
   host's snprintf with a format this file builds from the parsed parts
   (flags the C standard defines for that conversion, "*", ".*", a
   length modifier, the conversion letter) and an argument of the
   matching host type: device text is never a host format.  %s and %ls
   read their string through the READ callback one element at a time,
   stopping at the terminating NUL or at the precision, so they never
   read past either; a null %s pointer prints "(null)" (nothing if the
   precision is below 6), as glibc does.  %lc and %ls encode wide
   characters in UTF-8 whatever the host locale.  %n is not supported:
   it would have the host write device memory; it consumes its argument
   and prints nothing.  Positional arguments (%1$d) are POSIX, not C99,
   and are not supported: like any invalid specification, such a
   specification is printed as it stands.

   Output goes to a local buffer, written to OUT with one fwrite.  If
   device memory cannot be read (the format, an argument, a string), or a
   width or precision is absurd, the output formatted so far is written
   and xvprintf returns -1.  */

#include "builtins.h"

#include <limits.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

/* The longest format or %s string read, and the largest field width or
   precision accepted: bounds against runaway device data.  */
#define XP_MAX_STRING ((size_t) 16 << 20)
#define XP_MAX_FIELD (1 << 24)

/* A growing output buffer.  */

struct xp_buf
{
  char *data;
  size_t len, cap;
};

static int
xp_reserve (struct xp_buf *b, size_t n)
{
  size_t cap = b->cap ? b->cap : 256;
  char *p;

  if (n <= b->cap - b->len)
    return 0;
  if (n > SIZE_MAX / 2 - b->len)
    return -1;
  while (cap - b->len < n)
    cap *= 2;
  p = realloc (b->data, cap);
  if (p == NULL)
    return -1;
  b->data = p;
  b->cap = cap;
  return 0;
}

static int
xp_add (struct xp_buf *b, const char *s, size_t n)
{
  if (xp_reserve (b, n))
    return -1;
  memcpy (b->data + b->len, s, n);
  b->len += n;
  return 0;
}

/* Append the host snprintf output of FMT, a format this file built,
   with the arguments that follow.  */

static int
xp_format (struct xp_buf *b, const char *fmt, ...)
{
  va_list ap, aq;
  char small[128];
  int n;

  va_start (ap, fmt);
  va_copy (aq, ap);
  n = vsnprintf (small, sizeof small, fmt, ap);
  va_end (ap);
  if (n >= 0 && (size_t) n < sizeof small)
    {
      va_end (aq);
      return xp_add (b, small, (size_t) n);
    }
  if (n < 0 || xp_reserve (b, (size_t) n + 1))
    {
      va_end (aq);
      return -1;
    }
  n = vsnprintf (b->data + b->len, (size_t) n + 1, fmt, aq);
  va_end (aq);
  if (n < 0)
    return -1;
  b->len += (size_t) n;
  return 0;
}

/* The state of one xvprintf call: how to read device memory, and the
   offset of the next argument in the argument buffer.  */

struct xp_ctx
{
  xread_fn read;
  void *ctx;
  uint64_t args;
  uint64_t off;
};

/* Read the next argument, of SIZE (4 or 8) bytes, into BUF: at the next
   offset aligned to its size.  */

static int
xp_arg (struct xp_ctx *v, void *buf, size_t size)
{
  v->off = (v->off + size - 1) & ~(uint64_t) (size - 1);
  if (v->read (v->ctx, v->args + v->off, buf, size) != 0)
    return -1;
  v->off += size;
  return 0;
}

static int
xp_arg32 (struct xp_ctx *v, uint32_t *x)
{
  return xp_arg (v, x, 4);
}

static int
xp_arg64 (struct xp_ctx *v, uint64_t *x)
{
  return xp_arg (v, x, 8);
}

/* Read the string at device address ADDR into a new host string: its
   bytes up to the NUL, at most MAX of them (the NUL is not read when
   MAX bytes come first).  NULL if some byte cannot be read.  */

static char *
xp_read_string (xread_fn read, void *ctx, uint64_t addr, size_t max,
		size_t *len)
{
  struct xp_buf s = { NULL, 0, 0 };

  for (;;)
    {
      char c;

      if (s.len == max)
	break;
      if (s.len >= XP_MAX_STRING || read (ctx, addr + s.len, &c, 1) != 0)
	goto fail;
      if (c == 0)
	break;
      if (xp_add (&s, &c, 1))
	goto fail;
    }
  if (xp_add (&s, "", 1))
    goto fail;
  *len = s.len - 1;
  return s.data;

 fail:
  free (s.data);
  return NULL;
}

/* Encode the wide character C in UTF-8 into BUF; the number of bytes, 0
   for the null character, -1 if C is no character.  */

static int
xp_utf8 (uint32_t c, char *buf)
{
  if (c < 0x80)
    {
      buf[0] = (char) c;
      return c != 0;
    }
  if (c < 0x800)
    {
      buf[0] = (char) (0xc0 | (c >> 6));
      buf[1] = (char) (0x80 | (c & 0x3f));
      return 2;
    }
  if ((c >= 0xd800 && c < 0xe000) || c > 0x10ffff)
    return -1;
  if (c < 0x10000)
    {
      buf[0] = (char) (0xe0 | (c >> 12));
      buf[1] = (char) (0x80 | ((c >> 6) & 0x3f));
      buf[2] = (char) (0x80 | (c & 0x3f));
      return 3;
    }
  buf[0] = (char) (0xf0 | (c >> 18));
  buf[1] = (char) (0x80 | ((c >> 12) & 0x3f));
  buf[2] = (char) (0x80 | ((c >> 6) & 0x3f));
  buf[3] = (char) (0x80 | (c & 0x3f));
  return 4;
}

/* The UTF-8 encoding of the wide string at device address ADDR (4-byte
   elements), at most MAX bytes of it: "no partial multibyte character
   is written".  NULL if an element cannot be read or is no character.  */

static char *
xp_read_wstring (xread_fn read, void *ctx, uint64_t addr, size_t max,
		 size_t *len)
{
  struct xp_buf s = { NULL, 0, 0 };
  uint64_t i;

  for (i = 0;; i++)
    {
      uint32_t c;
      char u[4];
      int n;

      if (s.len >= max)
	break;
      if (s.len >= XP_MAX_STRING || read (ctx, addr + 4 * i, &c, 4) != 0)
	goto fail;
      n = xp_utf8 (c, u);
      if (n < 0)
	goto fail;
      if (n == 0 || (size_t) n > max - s.len)
	break;
      if (xp_add (&s, u, (size_t) n))
	goto fail;
    }
  if (xp_add (&s, "", 1))
    goto fail;
  *len = s.len - 1;
  return s.data;

 fail:
  free (s.data);
  return NULL;
}

/* The length modifiers.  j, z and t are 64-bit on nvptx, as ll; L with
   a floating conversion changes nothing (long double is double).  */

enum xp_len
{
  XP_LEN_NONE, XP_LEN_HH, XP_LEN_H, XP_LEN_L, XP_LEN_LL, XP_LEN_BIG_L
};

/* Parse a number of decimal digits at *P, at most XP_MAX_FIELD.  */

static int
xp_number (const char **p, int *n)
{
  long v = 0;

  while (**p >= '0' && **p <= '9')
    {
      v = v * 10 + (**p - '0');
      if (v > XP_MAX_FIELD)
	return -1;
      (*p)++;
    }
  *n = (int) v;
  return 0;
}

/* Build in SPEC the host format for conversion CONV with the FLAGS that
   the C standard defines for it, a width from "*", a precision from
   ".*" if PREC_OK, and the host length modifier HLEN.  */

static void
xp_spec (char *spec, const char *flags, char conv, int prec_ok,
	 const char *hlen)
{
  const char *allowed;
  char *q = spec;

  switch (conv)
    {
    case 'd':
    case 'i':
      allowed = "-+ 0'";
      break;
    case 'u':
      allowed = "-+ 0'";
      break;
    case 'o':
    case 'x':
    case 'X':
      allowed = "-+ #0";
      break;
    case 'f':
    case 'F':
    case 'g':
    case 'G':
      allowed = "-+ #0'";
      break;
    case 'e':
    case 'E':
    case 'a':
    case 'A':
      allowed = "-+ #0";
      break;
    default:
      allowed = "-";
      break;
    }
  *q++ = '%';
  for (; *flags; flags++)
    if (strchr (allowed, *flags))
      *q++ = *flags;
  *q++ = '*';
  if (prec_ok)
    {
      *q++ = '.';
      *q++ = '*';
    }
  strcpy (q, hlen);
  q += strlen (hlen);
  *q++ = conv;
  *q = 0;
}

/* Format one conversion, whose letter is CONV, flags FLAGS, width WIDTH
   (0 if none) and precision PREC (-1 if none), taking its argument from
   V, into OUT.  */

static int
xp_convert (struct xp_ctx *v, struct xp_buf *out, const char *flags,
	    int width, int prec, enum xp_len len, char conv)
{
  char spec[32];
  int wide = len == XP_LEN_L;
  int is64 = len == XP_LEN_L || len == XP_LEN_LL || len == XP_LEN_BIG_L;
  const char *hlen = len == XP_LEN_HH ? "hh" : len == XP_LEN_H ? "h" : "";
  uint32_t u32;
  uint64_t u64;
  double d;

  switch (conv)
    {
    case 'd':
    case 'i':
      xp_spec (spec, flags, conv, 1, is64 ? "ll" : hlen);
      if (is64)
	{
	  if (xp_arg64 (v, &u64))
	    return -1;
	  return xp_format (out, spec, width, prec, (long long) u64);
	}
      if (xp_arg32 (v, &u32))
	return -1;
      return xp_format (out, spec, width, prec, (int) u32);

    case 'o':
    case 'u':
    case 'x':
    case 'X':
      xp_spec (spec, flags, conv, 1, is64 ? "ll" : hlen);
      if (is64)
	{
	  if (xp_arg64 (v, &u64))
	    return -1;
	  return xp_format (out, spec, width, prec, (unsigned long long) u64);
	}
      if (xp_arg32 (v, &u32))
	return -1;
      return xp_format (out, spec, width, prec, (unsigned) u32);

    case 'f':
    case 'F':
    case 'e':
    case 'E':
    case 'g':
    case 'G':
    case 'a':
    case 'A':
      xp_spec (spec, flags, conv, 1, "");
      if (xp_arg64 (v, &u64))
	return -1;
      memcpy (&d, &u64, sizeof d);
      return xp_format (out, spec, width, prec, d);

    case 'c':
      if (xp_arg32 (v, &u32))
	return -1;
      if (!wide)
	{
	  xp_spec (spec, flags, 'c', 0, "");
	  return xp_format (out, spec, width, (int) u32);
	}
      else
	{
	  char u[5];
	  int n = xp_utf8 (u32, u);

	  if (n < 0)
	    return -1;
	  u[n] = 0;
	  xp_spec (spec, flags, 's', 0, "");
	  return xp_format (out, spec, width, u);
	}

    case 's':
      {
	size_t max = prec >= 0 ? (size_t) prec : SIZE_MAX, n;
	char *s;
	int r;

	if (xp_arg64 (v, &u64))
	  return -1;
	xp_spec (spec, flags, 's', 0, "");
	if (u64 == 0)
	  return xp_format (out, spec, width,
			    prec >= 0 && prec < 6 ? "" : "(null)");
	s = wide ? xp_read_wstring (v->read, v->ctx, u64, max, &n)
	  : xp_read_string (v->read, v->ctx, u64, max, &n);
	if (s == NULL)
	  return -1;
	r = xp_format (out, spec, width, s);
	free (s);
	return r;
      }

    case 'p':
      if (xp_arg64 (v, &u64))
	return -1;
      xp_spec (spec, flags, 'p', 0, "");
      return xp_format (out, spec, width, (void *) (uintptr_t) u64);

    case 'n':
      /* Not supported (see the head comment): skip the pointer.  */
      return xp_arg64 (v, &u64);

    default:
      return xp_add (out, "%", 1);
    }
}

/* Format the host copy F of the format string into OUT.  */

static int
xp_run (struct xp_ctx *v, const char *f, struct xp_buf *out)
{
  const char *p = f;

  while (*p)
    {
      const char *start = p;
      char flags[8];
      int nflags = 0, width = 0, prec = -1;
      enum xp_len len = XP_LEN_NONE;
      uint32_t u32;

      if (*p != '%')
	{
	  while (*p && *p != '%')
	    p++;
	  if (xp_add (out, start, (size_t) (p - start)))
	    return -1;
	  continue;
	}
      p++;

      /* Flags, each kept once.  */
      while (*p && strchr ("-+ #0'", *p))
	{
	  if (!memchr (flags, *p, (size_t) nflags))
	    flags[nflags++] = *p;
	  p++;
	}

      /* Field width: "A negative field width argument is taken as a -
	 flag followed by a positive field width."  */
      if (*p == '*')
	{
	  int32_t w;

	  p++;
	  if (xp_arg32 (v, &u32))
	    return -1;
	  w = (int32_t) u32;
	  if (w < 0)
	    {
	      if (w < -XP_MAX_FIELD)
		return -1;
	      w = -w;
	      if (!memchr (flags, '-', (size_t) nflags))
		flags[nflags++] = '-';
	    }
	  if (w > XP_MAX_FIELD)
	    return -1;
	  width = w;
	}
      else if (xp_number (&p, &width))
	return -1;
      flags[nflags] = 0;

      /* Precision: "if only the period is specified, the precision is
	 taken as zero ... A negative precision argument is taken as if
	 the precision were omitted."  */
      if (*p == '.')
	{
	  p++;
	  if (*p == '*')
	    {
	      int32_t pr;

	      p++;
	      if (xp_arg32 (v, &u32))
		return -1;
	      pr = (int32_t) u32;
	      if (pr > XP_MAX_FIELD)
		return -1;
	      prec = pr < 0 ? -1 : pr;
	    }
	  else if (xp_number (&p, &prec))
	    return -1;
	}

      /* Length modifier.  */
      switch (*p)
	{
	case 'h':
	  p++;
	  len = XP_LEN_H;
	  if (*p == 'h')
	    {
	      p++;
	      len = XP_LEN_HH;
	    }
	  break;
	case 'l':
	  p++;
	  len = XP_LEN_L;
	  if (*p == 'l')
	    {
	      p++;
	      len = XP_LEN_LL;
	    }
	  break;
	case 'j':
	case 'z':
	case 't':
	case 'q':
	  p++;
	  len = XP_LEN_LL;
	  break;
	case 'L':
	  p++;
	  len = XP_LEN_BIG_L;
	  break;
	default:
	  break;
	}

      /* The conversion; an invalid or truncated specification is
	 printed as it stands.  */
      if (*p == 0 || !strchr ("diouxXcspnfFeEgGaA%", *p))
	{
	  if (*p)
	    p++;
	  if (xp_add (out, start, (size_t) (p - start)))
	    return -1;
	  continue;
	}
      if (xp_convert (v, out, flags, width, prec, len, *p++))
	return -1;
    }
  return 0;
}

int
xvprintf (FILE *out, xread_fn read, void *ctx, uint64_t fmt, uint64_t args)
{
  struct xp_ctx v = { read, ctx, args, 0 };
  struct xp_buf o = { NULL, 0, 0 };
  size_t flen;
  char *f = xp_read_string (read, ctx, fmt, XP_MAX_STRING, &flen);
  int ret;

  if (f == NULL)
    return -1;
  ret = xp_run (&v, f, &o);
  if (o.len && fwrite (o.data, 1, o.len, out) != o.len)
    ret = -1;
  if (ret == 0)
    ret = o.len > INT_MAX ? -1 : (int) o.len;
  free (o.data);
  free (f);
  return ret;
}
