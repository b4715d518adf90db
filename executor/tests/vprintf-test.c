/* vprintf-test.c -- tests of the PTX executor's device vprintf.
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option)
   any later version.

   Build and run:
     gcc -std=gnu11 -O2 -I executor executor/tests/vprintf-test.c \
       executor/builtins.c && ./a.out

   xvprintf (builtins.c) reads the format and the arguments through a
   callback; here the callback reads a fake device memory, a local
   buffer mapped at FAKE_BASE, and records the highest address read.
   Each case lays out its arguments as GCC's nvptx backend does (each at
   the next offset aligned to its size, 4 or 8 bytes) and compares the
   output and the return value with the host's snprintf for the same
   format and values.  The program prints "vprintf: N passed, M failed"
   and exits with status 1 if any case failed.  */

#define _GNU_SOURCE 1

#include "builtins.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <wchar.h>

static unsigned long passed, failed;

/* The fake device memory.  */

#define FAKE_BASE UINT64_C (0x7f0000010000)
#define FAKE_SIZE 65536

static unsigned char fake[FAKE_SIZE];
static size_t fake_used;
static uint64_t fake_max_read;
static unsigned long fake_reads;

static int
fake_read (void *ctx, uint64_t addr, void *buf, size_t n)
{
  (void) ctx;
  fake_reads++;
  if (addr < FAKE_BASE || addr - FAKE_BASE > FAKE_SIZE
      || n > FAKE_SIZE - (addr - FAKE_BASE))
    return -1;
  memcpy (buf, fake + (addr - FAKE_BASE), n);
  if (n && addr + n - 1 > fake_max_read)
    fake_max_read = addr + n - 1;
  return 0;
}

/* Copy N bytes to fake memory aligned to ALIGN; their device address.  */

static uint64_t
fake_put (const void *p, size_t n, size_t align)
{
  uint64_t a;

  fake_used = (fake_used + align - 1) & ~(align - 1);
  if (fake_used + n > FAKE_SIZE)
    {
      fprintf (stderr, "fake memory full\n");
      exit (2);
    }
  memcpy (fake + fake_used, p, n);
  a = FAKE_BASE + fake_used;
  fake_used += n;
  return a;
}

static uint64_t
fake_str (const char *s)
{
  return fake_put (s, strlen (s) + 1, 1);
}

/* An argument buffer being laid out: each argument at the next offset
   aligned to its size, as GCC's nvptx backend stores them.  */

struct args
{
  unsigned char buf[512];
  size_t len;
};

static void
args_add (struct args *a, const void *p, size_t n)
{
  a->len = (a->len + n - 1) & ~(n - 1);
  memcpy (a->buf + a->len, p, n);
  a->len += n;
}

/* Run xvprintf on format FMT and arguments A; return its output (to be
   freed) and its value in *RET.  */

static char *
run (const char *fmt, struct args *a, int *ret, size_t *outlen)
{
  char *out = NULL;
  size_t len = 0;
  FILE *f = open_memstream (&out, &len);
  uint64_t dfmt = fake_str (fmt);
  uint64_t dargs = fake_put (a->buf, a->len ? a->len : 1, 8);

  *ret = xvprintf (f, fake_read, NULL, dfmt, dargs);
  fclose (f);
  *outlen = len;
  return out;
}

static void
compare (int line, const char *fmt, const char *got, size_t gotlen, int ret,
	 const char *want, size_t wantlen, int wantret)
{
  if (ret == wantret && gotlen == wantlen && memcmp (got, want, wantlen) == 0)
    {
      passed++;
      return;
    }
  failed++;
  printf ("FAIL line %d: format \"%s\": got \"%.*s\" (%d), want \"%.*s\" "
	  "(%d)\n", line, fmt, (int) gotlen, got, ret, (int) wantlen, want,
	  wantret);
}

/* Check format FMT with the arguments that follow, described by TYPES,
   one letter for each:
     i int, u unsigned, l long, L long long, z size_t, j intmax_t,
     d double, s string (host char *, copied to device memory),
     p pointer (a void *, passed to the device as its value),
     c wint_t, S wide string (host wchar_t *, copied with 4-byte elements).
   The expected output is the host's vsnprintf of FMT with the same
   arguments.  */

static void
check_args (int line, const char *fmt, const char *types, ...)
{
  struct args a = { { 0 }, 0 };
  va_list ap, aq;
  char want[4096];
  int wantret, ret;
  size_t len;
  char *got;
  const char *t;

  va_start (ap, types);
  va_copy (aq, ap);
  for (t = types; *t; t++)
    switch (*t)
      {
      case 'i':
      case 'c':
	{
	  int v = va_arg (ap, int);
	  args_add (&a, &v, 4);
	  break;
	}
      case 'u':
	{
	  unsigned v = va_arg (ap, unsigned);
	  args_add (&a, &v, 4);
	  break;
	}
      case 'l':
	{
	  long long v = va_arg (ap, long);
	  args_add (&a, &v, 8);
	  break;
	}
      case 'L':
	{
	  long long v = va_arg (ap, long long);
	  args_add (&a, &v, 8);
	  break;
	}
      case 'z':
	{
	  unsigned long long v = va_arg (ap, size_t);
	  args_add (&a, &v, 8);
	  break;
	}
      case 'j':
	{
	  long long v = va_arg (ap, intmax_t);
	  args_add (&a, &v, 8);
	  break;
	}
      case 'd':
	{
	  double v = va_arg (ap, double);
	  args_add (&a, &v, 8);
	  break;
	}
      case 's':
	{
	  uint64_t v = fake_str (va_arg (ap, const char *));
	  args_add (&a, &v, 8);
	  break;
	}
      case 'p':
	{
	  uint64_t v = (uintptr_t) va_arg (ap, void *);
	  args_add (&a, &v, 8);
	  break;
	}
      case 'S':
	{
	  const wchar_t *w = va_arg (ap, const wchar_t *);
	  uint32_t e[64];
	  size_t n = 0;
	  uint64_t v;

	  do
	    e[n] = (uint32_t) w[n];
	  while (w[n++] != 0 && n < 63);
	  v = fake_put (e, n * 4, 4);
	  args_add (&a, &v, 8);
	  break;
	}
      default:
	abort ();
      }
  va_end (ap);
  wantret = vsnprintf (want, sizeof want, fmt, aq);
  va_end (aq);
  got = run (fmt, &a, &ret, &len);
  compare (line, fmt, got, len, ret, want, wantret < 0 ? 0 : (size_t) wantret,
	   wantret);
  free (got);
}

/* Check format FMT with the argument buffer A against the output WANT
   (of WANTLEN bytes) and the value WANTRET.  */

static void
check_raw (int line, const char *fmt, struct args *a, const char *want,
	   size_t wantlen, int wantret)
{
  int ret;
  size_t len;
  char *got = run (fmt, a, &ret, &len);

  compare (line, fmt, got, len, ret, want, wantlen, wantret);
  free (got);
}

#define CHECK(fmt, ...) check_args (__LINE__, fmt, __VA_ARGS__)
#define CHECK0(fmt) check_args (__LINE__, fmt, "")

static void
check_true (int line, const char *what, int ok)
{
  if (ok)
    passed++;
  else
    {
      failed++;
      printf ("FAIL line %d: %s\n", line, what);
    }
}

#define CHECK_TRUE(x) check_true (__LINE__, #x, (x))

static void
test_integers (void)
{
  /* d i u o x X with flags, widths, precisions and length modifiers.  */
  CHECK0 ("plain text, no conversion\n");
  CHECK0 ("");
  CHECK0 ("100%% sure");
  CHECK ("%d %i", "ii", 42, -42);
  CHECK ("[%5d] [%-5d] [%05d] [%+d] [% d] [%+5d]", "iiiiii", 42, 42, 42, 42,
	 42, -42);
  CHECK ("[%.3d] [%8.3d] [%-8.3d] [%08.3d] [%.0d] [%.0d]", "iiiiii", 7, 7,
	 -7, 7, 0, 1);
  CHECK ("%d %d", "ii", 2147483647, -2147483647 - 1);
  CHECK ("%u %u", "uu", 0u, 4294967295u);
  CHECK ("%o %#o %#o %x %#x %X %#X %#x", "uuuuuuuu", 8u, 8u, 0u, 255u, 255u,
	 255u, 255u, 0u);
  CHECK ("[%#10.4x] [%-#10x] [%#010X]", "uuu", 0xabu, 0xabu, 0xabu);
  CHECK ("%hd %hd %hu %hx", "iiii", 70000, -1, -1, 0x12345);
  CHECK ("%hhd %hhd %hhu %hhx", "iiii", 200, -129, 511, 0x1ff);
  CHECK ("%ld %li %lu %lx", "llll", -1234567890123L, 9L, 123L, 0xfeedL);
  CHECK ("%lld %llu %llx %llo", "LLLL", -9223372036854775807LL - 1,
	 -1LL, 0x123456789abcdef0LL, 01234567LL);
  CHECK ("%zu %zd %zx", "zzz", (size_t) 12345678901ULL, (size_t) -5,
	 (size_t) 255);
  CHECK ("%jd %ju", "jj", (intmax_t) -77, (intmax_t) 77);
  CHECK ("%td", "l", -3L);
  CHECK ("%'d %'u", "iu", 1234567, 7654321u);
  /* "*" for width and precision; "A negative field width argument is
     taken as a - flag followed by a positive field width.  A negative
     precision argument is taken as if the precision were omitted."  */
  CHECK ("[%*d] [%-*d] [%*d]", "iiiiii", 6, 42, 6, 42, -6, 42);
  CHECK ("[%.*d] [%*.*d] [%.*d]", "iiiiiii", 4, 42, 8, 4, 42, -1, 42);
  CHECK ("[%*.*x]", "iiu", -10, 6, 0xbeefu);
  /* Mixed sizes: 4-byte arguments between 8-byte ones get padded.  */
  CHECK ("%d %lld %d %ld %d", "iLili", 1, 2LL, 3, 4L, 5);
}

static void
test_chars_strings (void)
{
  CHECK ("%c%c%c", "ccc", 'a', 'b', 'c');
  CHECK ("[%5c] [%-5c]", "cc", 'x', 'y');
  CHECK ("[%c]", "c", 0);
  CHECK ("%c", "c", 0x141);
  CHECK ("%s, %s!", "ss", "Hello", "world");
  CHECK ("[%10s] [%-10s] [%.3s] [%10.3s] [%-10.3s] [%.0s]", "ssssss",
	 "abcdef", "abcdef", "abcdef", "abcdef", "abcdef", "abcdef");
  CHECK ("[%*s] [%-*.*s]", "isiis", 8, "ab", 8, 1, "ab");
  CHECK ("[%s]", "s", "");
  CHECK ("%s%s%s%s", "ssss", "a", "%d", "%s", "%%");
  /* Wide characters and strings (ASCII: the host's C locale agrees).  */
  CHECK ("[%lc] [%3lc] [%-3lc]", "ccc", 'w', 'x', 'y');
  CHECK ("[%ls] [%8ls] [%.2ls] [%-5.1ls]", "SSSS", L"wide", L"wide",
	 L"wide", L"wide");
}

static void
test_floats (void)
{
  CHECK ("%f %f %f", "ddd", 1.5, -0.0, 3.14159265358979);
  CHECK ("%F %e %E %g %G", "ddddd", 1e20, 12345.678, 1e-300, 1e-5, 1e20);
  CHECK ("[%10.3f] [%-10.3f] [%010.3f] [%+.2f] [% .2f] [%.0f] [%#.0f]",
	 "ddddddd", 3.14159, 3.14159, -3.14159, 2.5, 2.5, 2.5, 2.5);
  CHECK ("%.0f %.0f %.0f %.1f", "dddd", 0.5, 1.5, 2.5, 0.25);
  CHECK ("%g %g %g %#g %g", "ddddd", 100000.0, 1000000.0, 0.0001, 1.0,
	 0.0);
  CHECK ("%.3g %.10g %.17g %.20e", "dddd", 3.14159, 1.0 / 3, 0.1, 0.1);
  CHECK ("%a %A %.3a %a %a", "ddddd", 1.0, -0.5, 3.14159, 0x1p-1074, 0.0);
  CHECK ("%f %F %e %g", "dddd", 1.0 / 0.0, -1.0 / 0.0, 1.0 / 0.0,
	 -1.0 / 0.0);
  CHECK ("[%8f] [%-8F] [%+e]", "ddd", __builtin_nan (""), __builtin_nan (""),
	 __builtin_inf ());
  CHECK ("%f %e", "dd", 1.7976931348623157e308, 2.2250738585072014e-308);
  CHECK ("%.400f", "d", 1e-300);
  /* A float argument is promoted to double; long double is double on
     nvptx, so %Lf reads 8 bytes.  */
  CHECK ("%f", "d", (double) 0.1f);
  {
    struct args a = { { 0 }, 0 };
    double d = 2.75;

    args_add (&a, &d, 8);
    args_add (&a, &d, 8);
    check_raw (__LINE__, "%Lf %LG", &a, "2.750000 2.75", 13, 13);
  }
  CHECK ("[%*.*f] [%.*e]", "iidid", 12, 3, 2.0 / 3, -1, 2.0 / 3);
  CHECK ("%'.2f", "d", 1234567.891);
}

static void
test_pointers_misc (void)
{
  int dummy;

  CHECK ("%p %p", "pp", (void *) 0x1234, (void *) 0x7f0000010000);
  CHECK ("[%20p] [%-20p]", "pp", (void *) 0xdeadbeef, (void *) 0xdeadbeef);
  CHECK ("%p", "p", (void *) 0);
  /* %n: not supported, prints nothing, and must not write device
     memory.  The host writes its own int here; the device's pointer is
     into fake memory.  */
  {
    struct args a = { { 0 }, 0 };
    int32_t target = 0x55555555;
    uint64_t dtarget = fake_put (&target, 4, 4);
    int i = 7;

    args_add (&a, &i, 4);
    args_add (&a, &dtarget, 8);
    args_add (&a, &i, 4);
    check_raw (__LINE__, "ab%dcd%nef%d", &a, "ab7cdef7", 8, 8);
    CHECK_TRUE (memcmp (fake + (dtarget - FAKE_BASE), &target, 4) == 0);
    CHECK ("%d%n%d", "ipi", 1, (void *) &dummy, 2);
  }
  /* Invalid and truncated specifications are printed as they stand;
     positional arguments are not supported.  */
  {
    struct args a = { { 0 }, 0 };

    check_raw (__LINE__, "a%yb", &a, "a%yb", 4, 4);
    check_raw (__LINE__, "100%", &a, "100%", 4, 4);
    check_raw (__LINE__, "x%-5", &a, "x%-5", 4, 4);
    check_raw (__LINE__, "%1$d", &a, "%1$d", 4, 4);
    check_raw (__LINE__, "%5%", &a, "%", 1, 1);
  }
  /* Repeated flags.  */
  CHECK ("[%--5d] [%++d] [%00005d]", "iii", 1, 2, 3);
  /* Many conversions in one call.  */
  CHECK ("%d %s %c %x %f %ld %p %u %e %lld %g %o %%", "iscudlpudLdu", -1,
	 "str", 'z', 0xabcu, 1.25, 1L << 40, (void *) 0x42, 99u, 6.02e23,
	 -5LL, 0.125, 0777u);
}

static void
test_layout (void)
{
  /* The argument buffer GCC 12 builds (-misa=sm_80 -mptx=7.0) for
     printf ("%d %ld %lld %c %hd %f %f %p %s\n", i, l, ll, c, s, f, d, p,
     str): int at 0, long at 8, long long at 16, the promoted char at 24,
     the promoted short at 28, the promoted float at 32, the double at 40,
     the pointer at 48, the string at 56.  */
  struct args a = { { 0 }, 64 };
  int32_t i = 1, c = 'x', s = 5;
  int64_t l = 2, ll = 3;
  double f = 1.5, d = 2.5;
  uint64_t p = 0xabc0, str = fake_str ("hi");
  char want[128];
  int n;

  memcpy (a.buf + 0, &i, 4);
  memcpy (a.buf + 8, &l, 8);
  memcpy (a.buf + 16, &ll, 8);
  memcpy (a.buf + 24, &c, 4);
  memcpy (a.buf + 28, &s, 4);
  memcpy (a.buf + 32, &f, 8);
  memcpy (a.buf + 40, &d, 8);
  memcpy (a.buf + 48, &p, 8);
  memcpy (a.buf + 56, &str, 8);
  n = snprintf (want, sizeof want, "%d %ld %lld %c %hd %f %f %p %s\n", 1,
		2L, 3LL, 'x', (short) 5, 1.5, 2.5, (void *) 0xabc0, "hi");
  check_raw (__LINE__, "%d %ld %lld %c %hd %f %f %p %s\n", &a, want,
	     (size_t) n, n);
}

static void
test_safety (void)
{
  struct args a = { { 0 }, 0 };
  uint64_t addr;
  char *out;
  size_t len;
  FILE *f;
  int ret;

  /* A null %s prints "(null)", as glibc does (nothing if the precision
     is below 6).  */
  {
    uint64_t zero = 0;

    args_add (&a, &zero, 8);
    check_raw (__LINE__, "[%s]", &a, "[(null)]", 8, 8);
    check_raw (__LINE__, "[%.3s]", &a, "[]", 2, 2);
    check_raw (__LINE__, "[%8s]", &a, "[  (null)]", 10, 10);
  }

  /* %s never reads past the NUL: a string right at the end of readable
     memory.  */
  {
    static const char tail[] = "end";

    a.len = 0;
    addr = FAKE_BASE + FAKE_SIZE - sizeof tail;
    memcpy (fake + FAKE_SIZE - sizeof tail, tail, sizeof tail);
    args_add (&a, &addr, 8);
    fake_max_read = 0;
    check_raw (__LINE__, "%s", &a, "end", 3, 3);
    CHECK_TRUE (fake_max_read == FAKE_BASE + FAKE_SIZE - 1);
  }

  /* ... nor past the precision: no NUL before the end of memory.  */
  {
    a.len = 0;
    addr = FAKE_BASE + FAKE_SIZE - 4;
    memcpy (fake + FAKE_SIZE - 4, "wxyz", 4);
    args_add (&a, &addr, 8);
    fake_max_read = 0;
    check_raw (__LINE__, "%.4s|", &a, "wxyz|", 5, 5);
    CHECK_TRUE (fake_max_read < FAKE_BASE + FAKE_SIZE);
    /* Without the precision the read runs off the end: -1, and the
       output so far is written.  */
    check_raw (__LINE__, "ab%sc", &a, "ab", 2, -1);
    check_raw (__LINE__, "[%.2s]", &a, "[wx]", 4, 4);
    fake_max_read = 0;
    check_raw (__LINE__, "[%.0s]", &a, "[]", 2, 2);
    CHECK_TRUE (fake_max_read < addr);
  }

  /* An unreadable %s pointer, argument buffer or format.  */
  {
    uint64_t bad = 0x1000;

    a.len = 0;
    args_add (&a, &bad, 8);
    check_raw (__LINE__, "x%sy", &a, "x", 1, -1);
    check_raw (__LINE__, "%p", &a, "0x1000", 6, 6);
  }
  f = open_memstream (&out, &len);
  ret = xvprintf (f, fake_read, NULL, 0x1000, FAKE_BASE);
  fclose (f);
  CHECK_TRUE (ret == -1 && len == 0);
  free (out);
  memcpy (fake, "%d", 3);
  f = open_memstream (&out, &len);
  ret = xvprintf (f, fake_read, NULL, FAKE_BASE, 0x1000);
  fclose (f);
  CHECK_TRUE (ret == -1 && len == 0);
  free (out);
  f = open_memstream (&out, &len);
  ret = xvprintf (f, fake_read, NULL, 0, FAKE_BASE);
  fclose (f);
  CHECK_TRUE (ret == -1 && len == 0);
  free (out);

  /* Widths and precisions beyond the limit fail rather than allocate.  */
  a.len = 0;
  {
    int32_t w = 2000000000;

    args_add (&a, &w, 4);
    args_add (&a, &w, 4);
  }
  check_raw (__LINE__, "a%*d", &a, "a", 1, -1);
  check_raw (__LINE__, "b%99999999999d", &a, "b", 1, -1);

  /* A wide string with a non-ASCII character is encoded in UTF-8; an
     invalid one fails.  */
  {
    uint32_t w[] = { 0x41, 0xe9, 0x20ac, 0x1f600, 0 };
    uint32_t bad[] = { 0x41, 0xd800, 0 };
    uint64_t dw = fake_put (w, sizeof w, 4), dbad = fake_put (bad, sizeof bad,
							      4);
    uint32_t wc = 0xe9;

    a.len = 0;
    args_add (&a, &dw, 8);
    check_raw (__LINE__, "%ls", &a, "A\xc3\xa9\xe2\x82\xac\xf0\x9f\x98\x80",
	       10, 10);
    check_raw (__LINE__, "%.4ls|", &a, "A\xc3\xa9|", 4, 4);
    check_raw (__LINE__, "%.5ls|", &a, "A\xc3\xa9|", 4, 4);
    check_raw (__LINE__, "%.6ls|", &a, "A\xc3\xa9\xe2\x82\xac|", 7, 7);
    a.len = 0;
    args_add (&a, &dbad, 8);
    check_raw (__LINE__, "%ls", &a, "", 0, -1);
    a.len = 0;
    args_add (&a, &wc, 4);
    check_raw (__LINE__, "[%3lc]", &a, "[ \xc3\xa9]", 5, 5);
  }

  /* The return value counts the bytes, NULs from %c included.  */
  {
    int32_t zero = 0;

    a.len = 0;
    args_add (&a, &zero, 4);
    check_raw (__LINE__, "a%cb", &a, "a\0b", 3, 3);
  }
}

int
main (void)
{
  test_integers ();
  test_chars_strings ();
  test_floats ();
  test_pointers_misc ();
  test_layout ();
  test_safety ();
  printf ("vprintf: %lu passed, %lu failed\n", passed, failed);
  return failed != 0;
}
