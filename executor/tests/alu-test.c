/* alu-test.c -- tests of the PTX executor's arithmetic (alu.h).
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option)
   any later version.

   Build and run:
     gcc -std=gnu11 -O2 -I executor executor/tests/alu-test.c -lm && ./a.out

   Each group of cases quotes the PTX ISA rule (chapter 9.7 of NVIDIA's
   "Parallel Thread Execution ISA", version 9.1) its expected values come
   from; values that the ISA leaves to the implementation quote the
   choice alu.h documents.  Float expectations are bit patterns, worked
   out by exact rational arithmetic.  The last groups compare the
   software rounding of conversions with the host's hardware conversions
   on pseudo-random operands, and the wide integer operations with
   unsigned __int128.  The program prints "alu: N passed, M failed" and
   exits with status 1 if any case failed.  */

#include "alu.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static unsigned long passed, failed;

static void
check (int line, const char *what, uint64_t got, uint64_t want)
{
  if (got == want)
    {
      passed++;
      return;
    }
  failed++;
  printf ("FAIL line %d: %s = 0x%llx, want 0x%llx\n", line, what,
	  (unsigned long long) got, (unsigned long long) want);
}

#define CHECK(expr, want) \
  check (__LINE__, #expr, (uint64_t) (expr), (uint64_t) (want))
#define CHECK_F32(expr, bits) \
  check (__LINE__, #expr, x_f32_bits (expr), (uint32_t) (bits))
#define CHECK_F64(expr, bits) \
  check (__LINE__, #expr, x_f64_bits (expr), (uint64_t) (bits))

/* Floats from their bits.  */
#define F32(b) x_bits_f32 (UINT32_C (b))
#define F64(b) x_bits_f64 (UINT64_C (b))

#define F32_NAN 0x7fffffff
#define F32_INF 0x7f800000
#define F32_MAX 0x7f7fffff
#define F32_ONE 0x3f800000
#define F32_TINY 0x00000001	/* 2^-149 */
#define F64_INF 0x7ff0000000000000

/* A deterministic pseudo-random sequence (xorshift64*).  */

static uint64_t rng_state = UINT64_C (0x9e3779b97f4a7c15);

static uint64_t
rng (void)
{
  rng_state ^= rng_state >> 12;
  rng_state ^= rng_state << 25;
  rng_state ^= rng_state >> 27;
  return rng_state * UINT64_C (0x2545f4914f6cdd1d);
}

static void
test_div_rem (void)
{
  /* "div: d = a / b"; "rem: d = a % b"; "Division by zero yields an
     unspecified, machine-specific value": all ones, what NVIDIA GPUs
     return (alu.h).  Signed division truncates; INT_MIN / -1 wraps.  */
  CHECK (x_div_u32 (7, 2), 3);
  CHECK (x_rem_u32 (7, 2), 1);
  CHECK (x_div_u32 (7, 0), 0xffffffff);
  CHECK (x_rem_u32 (7, 0), 0xffffffff);
  CHECK (x_div_u32 (0, 0), 0xffffffff);
  CHECK (x_div_s32 ((uint32_t) -7, 2), (uint32_t) -3);
  CHECK (x_rem_s32 ((uint32_t) -7, 2), (uint32_t) -1);
  CHECK (x_div_s32 (7, (uint32_t) -2), (uint32_t) -3);
  CHECK (x_rem_s32 (7, (uint32_t) -2), 1);
  CHECK (x_div_s32 ((uint32_t) -5, 0), 0xffffffff);
  CHECK (x_rem_s32 ((uint32_t) -5, 0), 0xffffffff);
  CHECK (x_div_s32 (0x80000000, 0xffffffff), 0x80000000);
  CHECK (x_rem_s32 (0x80000000, 0xffffffff), 0);
  CHECK (x_div_s32 (0x80000000, 2), 0xc0000000);
  CHECK (x_div_u64 (UINT64_MAX, 0), UINT64_MAX);
  CHECK (x_rem_u64 (12345, 0), UINT64_MAX);
  CHECK (x_div_u64 (UINT64_MAX, 3), UINT64_C (0x5555555555555555));
  CHECK (x_div_s64 (UINT64_C (0x8000000000000000), UINT64_MAX),
	 UINT64_C (0x8000000000000000));
  CHECK (x_rem_s64 (UINT64_C (0x8000000000000000), UINT64_MAX), 0);
  CHECK (x_div_s64 ((uint64_t) -100, 7), (uint64_t) -14);
  CHECK (x_rem_s64 ((uint64_t) -100, 7), (uint64_t) -2);
  CHECK (x_div_s64 (1, 0), UINT64_MAX);
  CHECK (x_rem_s64 ((uint64_t) -1, 0), UINT64_MAX);
  CHECK (x_div_u16 (0xffff, 0), 0xffff);
  CHECK (x_rem_u16 (0xffff, 0x10), 0xf);
  CHECK (x_div_s16 (0x8000, 0xffff), 0x8000);
  CHECK (x_rem_s16 (0x8000, 0xffff), 0);
  CHECK (x_div_s16 (0xfff9, 2), 0xfffd);
  CHECK (x_rem_s16 (0x1234, 0), 0xffff);
}

static void
test_mul (void)
{
  /* "t = a * b; n = bitwidth of type; d = t; // for .wide
     d = t<2n-1..n>; // for .hi variant".  */
  CHECK (x_mulhi_u16 (0xffff, 0xffff), 0xfffe);
  CHECK (x_mulhi_s16 (0x8000, 0x8000), 0x4000);
  CHECK (x_mulhi_s16 (0xffff, 0x0002), 0xffff);
  CHECK (x_mulhi_u32 (0xffffffff, 0xffffffff), 0xfffffffe);
  CHECK (x_mulhi_s32 (0xffffffff, 0xffffffff), 0);
  CHECK (x_mulhi_s32 (0x80000000, 0x80000000), 0x40000000);
  CHECK (x_mulhi_s32 (0xffffffff, 1), 0xffffffff);
  CHECK (x_mulhi_u64 (UINT64_MAX, UINT64_MAX), UINT64_MAX - 1);
  CHECK (x_mulhi_u64 (UINT64_C (1) << 32, UINT64_C (1) << 32), 1);
  CHECK (x_mulhi_s64 (UINT64_C (0x8000000000000000),
		      UINT64_C (0x8000000000000000)),
	 UINT64_C (0x4000000000000000));
  CHECK (x_mulhi_s64 (UINT64_MAX, 5), UINT64_MAX);
  CHECK (x_mulhi_s64 (UINT64_MAX, UINT64_MAX), 0);
  CHECK (x_mulwide_u16 (0xffff, 0xffff), 0xfffe0001);
  CHECK (x_mulwide_s16 (0xffff, 2), 0xfffffffe);
  CHECK (x_mulwide_s16 (0x8000, 0x8000), 0x40000000);
  CHECK (x_mulwide_u32 (0xffffffff, 0xffffffff),
	 UINT64_C (0xfffffffe00000001));
  CHECK (x_mulwide_s32 (0x80000000, 2), UINT64_C (0xffffffff00000000));
  CHECK (x_mulwide_s32 (0x80000000, 0x80000000),
	 UINT64_C (0x4000000000000000));

  /* mul24: "d = t<47..16>; // for .hi variant; d = t<31..0>; // for
     .lo variant" of the 24-bit operands' product.  */
  CHECK (x_mul24_u32 (0x01ffffff, 2, 0), 0x1fffffe);
  CHECK (x_mul24_u32 (0xffffff, 0xffffff, 1), 0xfffffe00);
  CHECK (x_mul24_s32 (0x00ffffff, 2, 0), 0xfffffffe);
  CHECK (x_mul24_s32 (0x00800000, 0x00800000, 1), 0x40000000);

  /* ".sat limits result to MININT..MAXINT (no overflow) for the size of
     the operation. Applies only to .s32 type."  */
  CHECK (x_add_sat_s32 (0x7fffffff, 1), 0x7fffffff);
  CHECK (x_add_sat_s32 (0x80000000, 0xffffffff), 0x80000000);
  CHECK (x_add_sat_s32 (5, (uint32_t) -7), (uint32_t) -2);
  CHECK (x_sub_sat_s32 (0x80000000, 1), 0x80000000);
  CHECK (x_sub_sat_s32 (0x7fffffff, 0xffffffff), 0x7fffffff);
  CHECK (x_mad_hi_sat_s32 (0x7fffffff, 0x7fffffff, 0x7fffffff),
	 0x7fffffff);
  CHECK (x_mad_hi_sat_s32 (0x7fffffff, 0x7fffffff, 1), 0x40000000);
}

static void
test_abs_min_sad (void)
{
  /* abs "d = |a|", neg "d = -a": two's complement, so the most negative
     value is its own absolute value and negation.  */
  CHECK (x_abs_s32 (0x80000000), 0x80000000);
  CHECK (x_abs_s32 ((uint32_t) -5), 5);
  CHECK (x_neg_s32 (0x80000000), 0x80000000);
  CHECK (x_neg_s32 (5), (uint32_t) -5);
  CHECK (x_abs_s16 (0x8000), 0x8000);
  CHECK (x_abs_s16 (0xffff), 1);
  CHECK (x_neg_s16 (1), 0xffff);
  CHECK (x_abs_s64 (UINT64_C (0x8000000000000000)),
	 UINT64_C (0x8000000000000000));
  CHECK (x_neg_s64 (UINT64_C (0x8000000000000000)),
	 UINT64_C (0x8000000000000000));

  /* min, max: "d = (a < b) ? a : b; // Integer (signed and unsigned)";
     "min.relu.{s16x2, s32} clamps the result to 0 if negative".  */
  CHECK (x_min_s32 (0xffffffff, 1), 0xffffffff);
  CHECK (x_min_u32 (0xffffffff, 1), 1);
  CHECK (x_max_s32 (0xffffffff, 1), 1);
  CHECK (x_max_u32 (0xffffffff, 1), 0xffffffff);
  CHECK (x_min_s16 (0x8000, 0x7fff), 0x8000);
  CHECK (x_max_u16 (0x8000, 0x7fff), 0x8000);
  CHECK (x_min_s64 (UINT64_MAX, 0), UINT64_MAX);
  CHECK (x_max_u64 (UINT64_MAX, 0), UINT64_MAX);
  CHECK (x_relu_s32 ((uint32_t) -5), 0);
  CHECK (x_relu_s32 (5), 5);

  /* sad: "d = c + ((a<b) ? b-a : a-b)".  */
  CHECK (x_sad (1, 3, 10, 32, 0), 12);
  CHECK (x_sad ((uint32_t) -1, 1, 0, 32, 1), 2);
  CHECK (x_sad ((uint32_t) -1, 1, 0, 32, 0), 0xfffffffe);
  CHECK (x_sad (0x80000000, 0x7fffffff, 0, 32, 1), 0xffffffff);
  CHECK (x_sad (0xffff, 1, 1, 16, 1), 3);
  CHECK (x_sad (UINT64_MAX, 0, 1, 64, 0), 0);
}

static void
test_shifts (void)
{
  /* shl, shr: "Shift a left (right) by the amount specified by unsigned
     32-bit value in b ... Shift amounts greater than the register width
     N are clamped to N."  "Signed shifts fill with the sign bit,
     unsigned and untyped shifts fill with 0."  */
  CHECK (x_shl_b32 (1, 31), 0x80000000);
  CHECK (x_shl_b32 (1, 32), 0);
  CHECK (x_shl_b32 (1, 33), 0);
  CHECK (x_shl_b32 (0xffffffff, 0xffffffff), 0);
  CHECK (x_shl_b64 (1, 63), UINT64_C (0x8000000000000000));
  CHECK (x_shl_b64 (1, 64), 0);
  CHECK (x_shl_b64 (1, 1000), 0);
  CHECK (x_shl_b16 (0x8001, 1), 0x0002);
  CHECK (x_shl_b16 (1, 16), 0);
  CHECK (x_shr_u32 (0x80000000, 31), 1);
  CHECK (x_shr_u32 (0x80000000, 32), 0);
  CHECK (x_shr_s32 (0x80000000, 31), 0xffffffff);
  CHECK (x_shr_s32 (0x80000000, 32), 0xffffffff);
  CHECK (x_shr_s32 (0x80000000, 1000), 0xffffffff);
  CHECK (x_shr_s32 (0x7fffffff, 40), 0);
  CHECK (x_shr_s32 (0xfffffff0, 2), 0xfffffffc);
  CHECK (x_shr_s16 (0x8000, 20), 0xffff);
  CHECK (x_shr_u16 (0x8000, 15), 1);
  CHECK (x_shr_u16 (0x8000, 16), 0);
  CHECK (x_shr_s64 (UINT64_C (0x8000000000000000), 64), UINT64_MAX);
  CHECK (x_shr_u64 (UINT64_C (0x8000000000000000), 64), 0);
  CHECK (x_shr_u64 (UINT64_C (0x8000000000000000), 63), 1);

  /* shf: "u32 n = (.mode == .clamp) ? min(c, 32) : c & 0x1f;" shf.l
     keeps the 32 msbs, shf.r the 32 lsbs of {b, a} shifted.  */
  CHECK (x_shf_l (0x12345678, 0x9abcdef0, 4, 0), 0xabcdef01);
  CHECK (x_shf_l (0x12345678, 0x9abcdef0, 36, 0), 0xabcdef01);
  CHECK (x_shf_l (0x12345678, 0x9abcdef0, 36, 1), 0x12345678);
  CHECK (x_shf_r (0x12345678, 0x9abcdef0, 4, 0), 0x01234567);
  CHECK (x_shf_r (0x12345678, 0x9abcdef0, 40, 1), 0x9abcdef0);
  CHECK (x_shf_r (0x12345678, 0x9abcdef0, 32, 0), 0x12345678);

  /* lop3: "ta = 0xF0; tb = 0xCC; tc = 0xAA; immLut = F(ta, tb, tc)".  */
  CHECK (x_lop3 (0xf0f0f0f0, 0xcccccccc, 0xaaaaaaaa, 0x96),
	 0xf0f0f0f0 ^ 0xcccccccc ^ 0xaaaaaaaa);
  CHECK (x_lop3 (0x12345678, 0xffff0000, 0, 0xf0 & 0xcc), 0x12340000);
  CHECK (x_lop3 (1, 2, 4, 0xfe), 7);
}

static void
test_bits (void)
{
  /* popc: the number of one bits; clz: "For .b32 type, the number of
     leading zeros is between 0 and 32, inclusively. For .b64 type ...
     between 0 and 64"; brev: "d[i] = a[msb-i]".  */
  CHECK (x_popc_b32 (0xffffffff), 32);
  CHECK (x_popc_b32 (0x80000001), 2);
  CHECK (x_popc_b64 (0), 0);
  CHECK (x_popc_b64 (UINT64_MAX), 64);
  CHECK (x_clz_b32 (0), 32);
  CHECK (x_clz_b32 (1), 31);
  CHECK (x_clz_b32 (0x80000000), 0);
  CHECK (x_clz_b64 (0), 64);
  CHECK (x_clz_b64 (UINT64_C (1) << 40), 23);
  CHECK (x_brev_b32 (1), 0x80000000);
  CHECK (x_brev_b32 (0x12345678), 0x1e6a2c48);
  CHECK (x_brev_b64 (1), UINT64_C (0x8000000000000000));
  CHECK (x_brev_b64 (UINT64_C (0x0123456789abcdef)),
	 UINT64_C (0xf7b3d591e6a2c480));

  /* bfind: "For unsigned integers, bfind returns the bit position of
     the most significant 1.  For signed integers, bfind returns the bit
     position of the most significant 0 for negative inputs and the most
     significant 1 for non-negative inputs.  If .shiftamt is specified,
     bfind returns the shift amount needed to left-shift the found bit
     into the most-significant bit position.  bfind returns 0xffffffff
     if no non-sign bit is found."  */
  CHECK (x_bfind (0, 32, 0, 0), 0xffffffff);
  CHECK (x_bfind (0, 32, 0, 1), 0xffffffff);
  CHECK (x_bfind (0x80000000, 32, 0, 0), 31);
  CHECK (x_bfind (0x80000000, 32, 0, 1), 0);
  CHECK (x_bfind (1, 32, 0, 1), 31);
  CHECK (x_bfind (0xffffffff, 32, 1, 0), 0xffffffff);
  CHECK (x_bfind (0xfffffffe, 32, 1, 0), 0);
  CHECK (x_bfind (0x80000000, 32, 1, 0), 30);
  CHECK (x_bfind (0x80000000, 32, 1, 1), 1);
  CHECK (x_bfind (0x00001000, 32, 1, 0), 12);
  CHECK (x_bfind (UINT64_C (1) << 40, 64, 0, 0), 40);
  CHECK (x_bfind (UINT64_C (1) << 40, 64, 0, 1), 23);
  CHECK (x_bfind (UINT64_MAX, 64, 1, 0), 0xffffffff);
  CHECK (x_bfind (UINT64_MAX, 64, 0, 0), 63);

  /* bfe: "pos = b & 0xff; len = c & 0xff;
     if (.type==.u32 || .type==.u64 || len==0) sbit = 0;
     else sbit = a[min(pos+len-1,msb)];
     d[i] = (i<len && pos+i<=msb) ? a[pos+i] : sbit;"  */
  CHECK (x_bfe_u32 (0x12345678, 8, 8), 0x56);
  CHECK (x_bfe_s32 (0x0000ff00, 8, 8), 0xffffffff);
  CHECK (x_bfe_s32 (0x00007f00, 8, 8), 0x7f);
  CHECK (x_bfe_s32 (0xffffffff, 0, 0), 0);
  CHECK (x_bfe_u32 (0xffffffff, 0, 0), 0);
  CHECK (x_bfe_s32 (0x80000000, 40, 8), 0xffffffff);
  CHECK (x_bfe_u32 (0x80000000, 40, 8), 0);
  CHECK (x_bfe_s32 (0x7fffffff, 40, 8), 0);
  CHECK (x_bfe_u32 (0xf0000000, 28, 8), 0xf);
  CHECK (x_bfe_s32 (0xf0000000, 28, 8), 0xffffffff);
  CHECK (x_bfe_s32 (0x70000000, 28, 8), 0x7);
  CHECK (x_bfe_u32 (0x12345678, 0x108, 0x208), 0x56);
  CHECK (x_bfe_u32 (0x12345678, 4, 255), 0x01234567);
  CHECK (x_bfe_s32 (0x82345678, 4, 255), 0xf8234567);
  CHECK (x_bfe_u32 (0x12345678, 0, 32), 0x12345678);
  CHECK (x_bfe_u64 (UINT64_C (0x8000000000000000), 63, 1), 1);
  CHECK (x_bfe_s64 (UINT64_C (0x8000000000000000), 63, 1), UINT64_MAX);
  CHECK (x_bfe_u64 (UINT64_C (0x123456789abcdef0), 32, 32), 0x12345678);
  CHECK (x_bfe_s64 (UINT64_C (0x00000000fedcba98), 16, 16),
	 UINT64_C (0xfffffffffffffedc));
  CHECK (x_bfe_s64 (UINT64_C (0x8000000000000000), 200, 1), UINT64_MAX);

  /* bfi: "f = b; for (i=0; i<len && pos+i<=msb; i++) f[pos+i] = a[i];"
     with pos and len restricted to 0..255; "If the bit field length is
     zero, the result is b.  If the start position is beyond the msb of
     the input, the result is b."  */
  CHECK (x_bfi_b32 (0xff, 0x12345678, 8, 4), 0x12345f78);
  CHECK (x_bfi_b32 (0xff, 0x12345678, 8, 0), 0x12345678);
  CHECK (x_bfi_b32 (0xff, 0x12345678, 32, 8), 0x12345678);
  CHECK (x_bfi_b32 (0xff, 0, 28, 8), 0xf0000000);
  CHECK (x_bfi_b32 (1, 0, 0x100, 1), 1);
  CHECK (x_bfi_b32 (0xffffffff, 0, 0, 255), 0xffffffff);
  CHECK (x_bfi_b64 (1, 0, 63, 1), UINT64_C (0x8000000000000000));
  CHECK (x_bfi_b64 (0xabcd, UINT64_MAX, 16, 16),
	 UINT64_C (0xffffffffabcdffff));

  /* bmsk: "Generates a 32-bit mask starting from the bit position
     specified in operand a, and of the width specified in operand b ...
     0 when the value of a is 32 or higher and .mode is .clamp ... when
     either the specified value of b or the wrapped value of b is 0".  */
  CHECK (x_bmsk_b32 (4, 8, 1), 0x00000ff0);
  CHECK (x_bmsk_b32 (32, 8, 1), 0);
  CHECK (x_bmsk_b32 (4, 0, 1), 0);
  CHECK (x_bmsk_b32 (4, 32, 1), 0xfffffff0);
  CHECK (x_bmsk_b32 (4, 32, 0), 0);
  CHECK (x_bmsk_b32 (24, 16, 0), 0xff000000);

  /* szext: "For the .s32 instruction type, the value in a is treated as
     an N-bit signed value ... If the value of N is 0, then the result of
     szext is 0. If the value of N is 32 or higher ... .clamp, then the
     result is the same as the source operand a".  */
  CHECK (x_szext (0x80, 8, 1, 1), 0xffffff80);
  CHECK (x_szext (0x180, 8, 0, 1), 0x80);
  CHECK (x_szext (0x12345678, 0, 1, 1), 0);
  CHECK (x_szext (0x12345678, 40, 1, 1), 0x12345678);
  CHECK (x_szext (0x12345688, 36, 1, 0), 0xfffffff8);
}

static void
test_prmt (void)
{
  /* prmt default mode: "The 3 lsbs of the selection value specify which
     of the 8 source bytes should be moved into the target position. The
     msb defines if the byte value should be copied, or if the sign (msb
     of the byte) should be replicated over all 8 bits".  The first case
     is the example in the CUB documentation of cub::PRMT.  */
  CHECK (x_prmt (0x03020100, 0x07060504, 0x7531, X_PRMT_DEFAULT),
	 0x07050301);
  CHECK (x_prmt (0x03020100, 0x07060504, 0x0123, X_PRMT_DEFAULT),
	 0x00010203);
  CHECK (x_prmt (0x00000080, 0, 0x8888, X_PRMT_DEFAULT), 0xffffffff);
  CHECK (x_prmt (0x00000080, 0, 0x0008, X_PRMT_DEFAULT), 0x808080ff);
  CHECK (x_prmt (0x00007f00, 0, 0x9999, X_PRMT_DEFAULT), 0);
  CHECK (x_prmt (0x11223344, 0x55667788, 0xffff4567, X_PRMT_DEFAULT),
	 0x88776655);

  /* The other modes read the ISA's table with c[1:0].  With a =
     0x809122B3, b = 0xC455E6FF, c = 0x8F94 (c[1:0] = 0) the values are
     the ones a GPU returned in the Panoptes test suite.  */
  CHECK (x_prmt (0x809122b3, 0xc455e6ff, 0x8f94, X_PRMT_F4E), 0x809122b3);
  CHECK (x_prmt (0x809122b3, 0xc455e6ff, 0x8f94, X_PRMT_B4E), 0xe655c4b3);
  CHECK (x_prmt (0x809122b3, 0xc455e6ff, 0x8f94, X_PRMT_ECL), 0x809122b3);
  CHECK (x_prmt (0x809122b3, 0xc455e6ff, 0x8f94, X_PRMT_ECR), 0xb3b3b3b3);
  CHECK (x_prmt (0x809122b3, 0xc455e6ff, 0x8f94, X_PRMT_RC16),
	 0x22b322b3);
  CHECK (x_prmt (0x809122b3, 0xc455e6ff, 0x8f94, X_PRMT_RC8), 0xb3b3b3b3);
  /* With byte i of {b, a} equal to i, the result spells the table row.  */
  CHECK (x_prmt (0x03020100, 0x07060504, 1, X_PRMT_F4E), 0x04030201);
  CHECK (x_prmt (0x03020100, 0x07060504, 3, X_PRMT_F4E), 0x06050403);
  CHECK (x_prmt (0x03020100, 0x07060504, 1, X_PRMT_B4E), 0x06070001);
  CHECK (x_prmt (0x03020100, 0x07060504, 2, X_PRMT_B4E), 0x07000102);
  CHECK (x_prmt (0x03020100, 0x07060504, 3, X_PRMT_B4E), 0x00010203);
  CHECK (x_prmt (0x03020100, 0x07060504, 2, X_PRMT_RC8), 0x02020202);
  CHECK (x_prmt (0x03020100, 0x07060504, 7, X_PRMT_RC8), 0x03030303);
  CHECK (x_prmt (0x03020100, 0x07060504, 1, X_PRMT_ECL), 0x03020101);
  CHECK (x_prmt (0x03020100, 0x07060504, 2, X_PRMT_ECL), 0x03020202);
  CHECK (x_prmt (0x03020100, 0x07060504, 3, X_PRMT_ECL), 0x03030303);
  CHECK (x_prmt (0x03020100, 0x07060504, 1, X_PRMT_ECR), 0x01010100);
  CHECK (x_prmt (0x03020100, 0x07060504, 2, X_PRMT_ECR), 0x02020100);
  CHECK (x_prmt (0x03020100, 0x07060504, 3, X_PRMT_ECR), 0x03020100);
  CHECK (x_prmt (0x03020100, 0x07060504, 1, X_PRMT_RC16), 0x03020302);
  CHECK (x_prmt (0x03020100, 0x07060504, 2, X_PRMT_RC16), 0x01000100);
  /* The modes ignore the sign-replicate bit.  */
  CHECK (x_prmt (0x80808080, 0, 0x8888, X_PRMT_RC8), 0x80808080);
}

static void
test_video (void)
{
  /* Scalar video: "ta = partSelectSignExtend( a, atype, asel ); ...
     tmp = optSaturate( tmp, sat, isSigned(dtype), dsel ); d =
     optSecondaryOp( op2, tmp, c ); d = optMerge( dsel, tmp, c ); ...
     The lower 32-bits are then written to the destination operand."  */
  CHECK (x_vadd_u32_add (0xffffffff, 1, 5), 5);
  CHECK (x_vadd_u32_add (1, 2, 3), 6);
  CHECK (x_vsub_u32_add (1, 2, 0), 0xffffffff);
  CHECK (x_vsub_u32_add (0, 1, 1), 0);
  CHECK (x_vsub_u32_add (0, 0xffffffff, 0xffffffff), 0);
  /* .sat clamps the 34-bit intermediate to the destination range
     before the secondary operation.  */
  CHECK (x_video (X_VADD, 0, 0xffffffff, 0, X_VSEL_W, 1, 0, X_VSEL_W, 1,
		  X_VOP2_NONE, X_VSEL_W, 0), 0xffffffff);
  CHECK (x_video (X_VADD, 1, 0x7fffffff, 1, X_VSEL_W, 1, 1, X_VSEL_W, 1,
		  X_VOP2_NONE, X_VSEL_W, 0), 0x7fffffff);
  CHECK (x_video (X_VSUB, 0, 1, 0, X_VSEL_W, 2, 0, X_VSEL_W, 1,
		  X_VOP2_NONE, X_VSEL_W, 0), 0);
  CHECK (x_video (X_VSUB, 0, 1, 0, X_VSEL_W, 2, 0, X_VSEL_W, 1,
		  X_VOP2_ADD, X_VSEL_W, 7), 7);
  CHECK (x_video (X_VABSDIFF, 0, 3, 0, X_VSEL_W, 10, 0, X_VSEL_W, 0,
		  X_VOP2_NONE, X_VSEL_W, 0), 7);
  CHECK (x_video (X_VMIN, 1, 0xffffffff, 1, X_VSEL_W, 1, 1, X_VSEL_W, 0,
		  X_VOP2_NONE, X_VSEL_W, 0), 0xffffffff);
  CHECK (x_video (X_VMIN, 1, 0xffffffff, 0, X_VSEL_W, 1, 1, X_VSEL_W, 0,
		  X_VOP2_NONE, X_VSEL_W, 0), 1);
  CHECK (x_video (X_VMIN, 1, 5, 1, X_VSEL_W, 3, 1, X_VSEL_W, 0,
		  X_VOP2_MAX, X_VSEL_W, 10), 10);
  CHECK (x_video (X_VMAX, 1, 5, 1, X_VSEL_W, 3, 1, X_VSEL_W, 0,
		  X_VOP2_MIN, X_VSEL_W, 0xffffffff), 0xffffffff);
  CHECK (x_video (X_VMAX, 0, 5, 1, X_VSEL_W, 3, 1, X_VSEL_W, 0,
		  X_VOP2_MIN, X_VSEL_W, 0xffffffff), 5);
  /* Selectors and merges: bytes and halves, sign- or zero-extended;
     saturation to the merged part's size.  */
  CHECK (x_video (X_VADD, 0, 0x000000ff, 0, X_VSEL_B0, 0x01, 0, X_VSEL_B0, 1,
		  X_VOP2_NONE, X_VSEL_B0, 0x12345678), 0x123456ff);
  CHECK (x_video (X_VADD, 0, 0x000000ff, 0, X_VSEL_B0, 0x01, 0, X_VSEL_B0, 0,
		  X_VOP2_NONE, X_VSEL_B2, 0x12345678), 0x12005678);
  CHECK (x_video (X_VADD, 1, 0x80000000, 1, X_VSEL_H1, 0, 0, X_VSEL_W, 0,
		  X_VOP2_NONE, X_VSEL_W, 0), 0xffff8000);
  CHECK (x_video (X_VADD, 1, 0x80000000, 0, X_VSEL_H1, 0, 0, X_VSEL_W, 0,
		  X_VOP2_NONE, X_VSEL_W, 0), 0x8000);
  CHECK (x_video (X_VSUB, 1, 0, 1, X_VSEL_W, 0x00ff0000, 1, X_VSEL_B2, 1,
		  X_VOP2_NONE, X_VSEL_H0, 0xabcd0000), 0xabcd0001);
  CHECK (x_video (X_VSUB, 1, 0x80, 1, X_VSEL_B0, 0x01, 1, X_VSEL_B0, 1,
		  X_VOP2_NONE, X_VSEL_B3, 0), 0x80000000);
  /* vset: "tmp = compare( ta, tb, cmp ) ? 1 : 0;", unsigned result.  */
  CHECK (x_vset (2, 1, 0, X_VSEL_W, 2, 0, X_VSEL_W, X_VOP2_NONE, X_VSEL_W,
		 0), 1);
  CHECK (x_vset (2, 0xffffffff, 1, X_VSEL_W, 0, 0, X_VSEL_W, X_VOP2_ADD,
		 X_VSEL_W, 5), 6);
  CHECK (x_vset (2, 0xffffffff, 0, X_VSEL_W, 0, 0, X_VSEL_W, X_VOP2_ADD,
		 X_VSEL_W, 5), 5);
  CHECK (x_vset (0, 0x7f, 0, X_VSEL_B0, 0x7f00, 0, X_VSEL_B1, X_VOP2_NONE,
		 X_VSEL_B1, 0xffffffff), 0xffff01ff);
  /* vshl, vshr: "if ( mode == .clamp && tb > 32 ) tb = 32; if ( mode ==
     .wrap ) tb = tb & 0x1f;".  */
  CHECK (x_video_shift (1, 0, 1, 0, X_VSEL_W, 4, X_VSEL_W, 1, 0,
			X_VOP2_NONE, X_VSEL_W, 0), 16);
  CHECK (x_video_shift (1, 0, 1, 0, X_VSEL_W, 36, X_VSEL_W, 0, 0,
			X_VOP2_NONE, X_VSEL_W, 0), 16);
  CHECK (x_video_shift (1, 0, 1, 0, X_VSEL_W, 36, X_VSEL_W, 1, 0,
			X_VOP2_NONE, X_VSEL_W, 0), 0);
  CHECK (x_video_shift (1, 0, 0x10000, 0, X_VSEL_W, 16, X_VSEL_W, 1, 1,
			X_VOP2_NONE, X_VSEL_W, 0), 0xffffffff);
  CHECK (x_video_shift (0, 1, 0x80000000, 1, X_VSEL_W, 40, X_VSEL_W, 1, 0,
			X_VOP2_NONE, X_VSEL_W, 0), 0xffffffff);
  CHECK (x_video_shift (0, 0, 0x80000000, 0, X_VSEL_W, 31, X_VSEL_W, 1, 0,
			X_VOP2_NONE, X_VSEL_W, 0), 1);
}

static void
test_compare (void)
{
  /* "The signed and unsigned comparison operators are eq, ne, lt, le,
     gt, ge.  For unsigned values, the comparison operators lo, ls, hi,
     and hs ... may be used instead of lt, le, gt, ge".  */
  CHECK (x_setp_s32 (X_CMP_LT, 0xffffffff, 1), 1);
  CHECK (x_setp_u32 (X_CMP_LT, 0xffffffff, 1), 0);
  CHECK (x_setp_u32 (X_CMP_LO, 0xffffffff, 1), 0);
  CHECK (x_setp_u32 (X_CMP_HS, 0xffffffff, 1), 1);
  CHECK (x_setp_u32 (X_CMP_LS, 1, 1), 1);
  CHECK (x_setp_u32 (X_CMP_HI, 1, 1), 0);
  CHECK (x_setp_s16 (X_CMP_LT, 0x8000, 0x7fff), 1);
  CHECK (x_setp_u16 (X_CMP_GT, 0x8000, 0x7fff), 1);
  CHECK (x_setp_s64 (X_CMP_GE, UINT64_MAX, 0), 0);
  CHECK (x_setp_u64 (X_CMP_GE, UINT64_MAX, 0), 1);
  CHECK (x_setp_s32 (X_CMP_NE, 3, 3), 0);
  CHECK (x_setp_s32 (X_CMP_LE, 3, 3), 1);

  /* "The ordered comparisons are eq, ne, lt, le, gt, ge. If either
     operand is NaN, the result is False ... equ, neu, ltu, leu, gtu,
     geu ... If either operand is NaN, then the result of these
     comparisons is True.  num returns True if both operands are numeric
     values (not NaN), and nan returns True if either operand is NaN."  */
  CHECK (x_setp_f32 (X_CMP_EQ, F32 (F32_NAN), F32 (F32_NAN), 0), 0);
  CHECK (x_setp_f32 (X_CMP_NE, F32 (F32_NAN), 1.0f, 0), 0);
  CHECK (x_setp_f32 (X_CMP_NEU, F32 (F32_NAN), 1.0f, 0), 1);
  CHECK (x_setp_f32 (X_CMP_NEU, 1.0f, 1.0f, 0), 0);
  CHECK (x_setp_f32 (X_CMP_EQU, F32 (F32_NAN), 1.0f, 0), 1);
  CHECK (x_setp_f32 (X_CMP_LT, F32 (F32_NAN), 1.0f, 0), 0);
  CHECK (x_setp_f32 (X_CMP_LTU, F32 (F32_NAN), 1.0f, 0), 1);
  CHECK (x_setp_f32 (X_CMP_GE, F32 (F32_NAN), 1.0f, 0), 0);
  CHECK (x_setp_f32 (X_CMP_GEU, 1.0f, 2.0f, 0), 0);
  CHECK (x_setp_f32 (X_CMP_NUM, 1.0f, F32 (F32_NAN), 0), 0);
  CHECK (x_setp_f32 (X_CMP_NUM, 1.0f, 2.0f, 0), 1);
  CHECK (x_setp_f32 (X_CMP_NAN, 1.0f, F32 (F32_NAN), 0), 1);
  CHECK (x_setp_f32 (X_CMP_NAN, 1.0f, 1.0f, 0), 0);
  CHECK (x_setp_f32 (X_CMP_EQ, -0.0f, 0.0f, 0), 1);
  CHECK (x_setp_f32 (X_CMP_LT, -0.0f, 0.0f, 0), 0);
  /* "setp.ftz.dtype.f32 flushes subnormal inputs to sign-preserving
     zero."  */
  CHECK (x_setp_f32 (X_CMP_LT, F32 (0x80000001), 0.0f, 0), 1);
  CHECK (x_setp_f32 (X_CMP_LT, F32 (0x80000001), 0.0f, 1), 0);
  CHECK (x_setp_f32 (X_CMP_EQ, F32 (0x00000001), 0.0f, 1), 1);
  CHECK (x_setp_f64 (X_CMP_GTU, F64 (0x7ff8000000000000), 0.0), 1);
  CHECK (x_setp_f64 (X_CMP_GT, F64 (0x7ff8000000000000), 0.0), 0);
  CHECK (x_setp_f64 (X_CMP_LEU, 1.0, 2.0), 1);
  CHECK (x_setp_f64 (X_CMP_LE, F64 (F64_INF), F64 (F64_INF)), 1);

  /* "p = BoolOp(t, c); q = BoolOp(!t, c);"  */
  CHECK (x_boolop (X_BOOL_AND, 1, 0), 0);
  CHECK (x_boolop (X_BOOL_OR, 0, 1), 1);
  CHECK (x_boolop (X_BOOL_XOR, 1, 1), 0);
  CHECK (x_boolop (X_BOOL_XOR, 0, 1), 1);
  CHECK (x_boolop (X_BOOL_NONE, 5, 0), 1);
  /* set: "1.0f is written for floating-point destination types, and
     0xffffffff is written for integer destination types".  */
  CHECK (x_set_result (1, 1), 0x3f800000);
  CHECK (x_set_result (1, 0), 0xffffffff);
  CHECK (x_set_result (0, 1), 0);

  /* slct: "If c >= 0, a is stored in d, otherwise b"; "negative zero
     equals zero"; ".ftz flushes subnormal values of operand c to
     sign-preserving zero, and operand a is selected"; "If operand c is
     NaN, the comparison is ordered and operand b is selected."  */
  CHECK (x_slct_s32 (0), 1);
  CHECK (x_slct_s32 (0x80000000), 0);
  CHECK (x_slct_f32 (-0.0f, 0), 1);
  CHECK (x_slct_f32 (F32 (F32_NAN), 0), 0);
  CHECK (x_slct_f32 (F32 (0x80000001), 0), 0);
  CHECK (x_slct_f32 (F32 (0x80000001), 1), 1);

  /* testp: ".normal True if the input is a normal number (not NaN, not
     infinity); .subnormal True if the input is a subnormal number ...
     As a special case, positive and negative zero are considered normal
     numbers."  */
  CHECK (x_testp_f32 (X_TESTP_NORMAL, 0.0f), 1);
  CHECK (x_testp_f32 (X_TESTP_NORMAL, -0.0f), 1);
  CHECK (x_testp_f32 (X_TESTP_NORMAL, F32 (F32_TINY)), 0);
  CHECK (x_testp_f32 (X_TESTP_SUBNORMAL, F32 (F32_TINY)), 1);
  CHECK (x_testp_f32 (X_TESTP_SUBNORMAL, 0.0f), 0);
  CHECK (x_testp_f32 (X_TESTP_NORMAL, F32 (F32_INF)), 0);
  CHECK (x_testp_f32 (X_TESTP_FINITE, F32 (F32_INF)), 0);
  CHECK (x_testp_f32 (X_TESTP_FINITE, F32 (F32_MAX)), 1);
  CHECK (x_testp_f32 (X_TESTP_INFINITE, F32 (0xff800000)), 1);
  CHECK (x_testp_f32 (X_TESTP_NUMBER, F32 (F32_NAN)), 0);
  CHECK (x_testp_f32 (X_TESTP_NOTANUMBER, F32 (0xff800001)), 1);
  CHECK (x_testp_f32 (X_TESTP_NOTANUMBER, F32 (F32_INF)), 0);
  CHECK (x_testp_f64 (X_TESTP_SUBNORMAL, F64 (0x8000000000000001)), 1);
  CHECK (x_testp_f64 (X_TESTP_INFINITE, F64 (F64_INF)), 1);
  CHECK (x_testp_f64 (X_TESTP_NOTANUMBER, F64 (0x7ff0000000000001)), 1);
  CHECK (x_testp_f64 (X_TESTP_NORMAL, F64 (0x0010000000000000)), 1);
}

static void
test_minmax_sign (void)
{
  /* min: "if (isNaN(x) && isNaN(y)) z = NaN; else if (isNaN(x)) z = y;
     else if (isNaN(y)) z = x; else // note: -0.0 < +0.0 here z = (x <
     y) ? x : y;"; min.NaN: "the result is canonical NaN if any of the
     inputs is NaN"; "If values of both inputs are 0.0, then +0.0 >
     -0.0."  */
  CHECK_F32 (x_min_f32 (F32 (F32_NAN), 1.0f, 0, 0), F32_ONE);
  CHECK_F32 (x_min_f32 (1.0f, F32 (0x7fc00001), 0, 0), F32_ONE);
  CHECK_F32 (x_max_f32 (F32 (0xffc00000), -3.0f, 0, 0), 0xc0400000);
  CHECK_F32 (x_min_f32 (F32 (0x7fc00001), F32 (0xff800001), 0, 0),
	     F32_NAN);
  CHECK_F32 (x_min_f32 (1.0f, F32 (0x7fc00001), 0, 1), F32_NAN);
  CHECK_F32 (x_max_f32 (F32 (0xffc00000), 1.0f, 0, 1), F32_NAN);
  CHECK_F32 (x_min_f32 (-0.0f, 0.0f, 0, 0), 0x80000000);
  CHECK_F32 (x_min_f32 (0.0f, -0.0f, 0, 0), 0x80000000);
  CHECK_F32 (x_max_f32 (-0.0f, 0.0f, 0, 0), 0x00000000);
  CHECK_F32 (x_max_f32 (0.0f, -0.0f, 0, 0), 0x00000000);
  CHECK_F32 (x_min_f32 (F32 (0xff800000), 3.0f, 0, 0), 0xff800000);
  CHECK_F32 (x_max_f32 (F32 (F32_TINY), 0.0f, 0, 0), F32_TINY);
  /* "min.ftz.f32 flushes subnormal inputs and results to
     sign-preserving zero."  */
  CHECK_F32 (x_max_f32 (F32 (F32_TINY), 0.0f, 1, 0), 0);
  CHECK_F32 (x_min_f32 (F32 (0x80000001), 0.0f, 1, 0), 0x80000000);
  CHECK_F64 (x_min_f64 (F64 (0x7ff8000000000001), 2.0),
	     0x4000000000000000);
  CHECK_F64 (x_max_f64 (F64 (0x7ff8000000000001), F64 (0x7ff0000000000002)),
	     0xfff8000000000000);
  CHECK_F64 (x_min_f64 (0.0, -0.0), 0x8000000000000000);
  CHECK_F64 (x_max_f64 (-0.0, 0.0), 0);
  CHECK_F64 (x_max_f64 (-1.0, -2.0), 0xbff0000000000000);

  /* copysign: "Copy sign bit of a into value of b, and return the result
     as d".  */
  CHECK_F32 (x_copysign_f32 (-1.0f, 2.0f), 0xc0000000);
  CHECK_F32 (x_copysign_f32 (2.0f, -3.0f), 0x40400000);
  CHECK_F32 (x_copysign_f32 (-0.0f, F32 (F32_NAN)), 0xffffffff);
  CHECK_F64 (x_copysign_f64 (-1.0, 2.0), 0xc000000000000000);
  CHECK_F64 (x_copysign_f64 (1.0, -0.0), 0);

  /* abs: "For abs.f32, NaN input yields unspecified NaN (the sign bit is
     cleared here). For abs.f64, NaN input is passed through unchanged";
     neg: the sign flips; .ftz flushes first.  */
  CHECK_F32 (x_abs_f32 (F32 (0xffc00000), 0), 0x7fc00000);
  CHECK_F32 (x_abs_f32 (-2.0f, 0), 0x40000000);
  CHECK_F32 (x_abs_f32 (F32 (0x80000001), 0), 0x00000001);
  CHECK_F32 (x_abs_f32 (F32 (0x80000001), 1), 0);
  CHECK_F64 (x_abs_f64 (F64 (0xfff8000000000001)), 0xfff8000000000001);
  CHECK_F64 (x_abs_f64 (-0.0), 0);
  CHECK_F32 (x_neg_f32 (0.0f, 0), 0x80000000);
  CHECK_F32 (x_neg_f32 (F32 (F32_TINY), 1), 0x80000000);
  CHECK_F32 (x_neg_f32 (F32 (F32_TINY), 0), 0x80000001);
  CHECK_F32 (x_neg_f32 (F32 (F32_NAN), 0), 0xffffffff);
  CHECK_F64 (x_neg_f64 (1.0), 0xbff0000000000000);
}

static void
test_float_rounding (void)
{
  /* add, sub, mul, fma, div, sqrt, rcp: ".rn mantissa LSB rounds to
     nearest even; .rz mantissa LSB rounds towards zero; .rm mantissa
     LSB rounds towards negative infinity; .rp mantissa LSB rounds
     towards positive infinity".  1 + 2^-24 is halfway between 1 and
     1 + 2^-23.  */
  CHECK_F32 (x_add_f32 (1.0f, F32 (0x33800000), X_RN, 0, 0), 0x3f800000);
  CHECK_F32 (x_add_f32 (1.0f, F32 (0x33800000), X_RZ, 0, 0), 0x3f800000);
  CHECK_F32 (x_add_f32 (1.0f, F32 (0x33800000), X_RM, 0, 0), 0x3f800000);
  CHECK_F32 (x_add_f32 (1.0f, F32 (0x33800000), X_RP, 0, 0), 0x3f800001);
  /* 1 + 2^-23 + 2^-24 is halfway with an odd lower neighbour.  */
  CHECK_F32 (x_add_f32 (F32 (0x3f800001), F32 (0x33800000), X_RN, 0, 0),
	     0x3f800002);
  CHECK_F32 (x_add_f32 (F32 (0x3f800001), F32 (0x33800000), X_RZ, 0, 0),
	     0x3f800001);
  /* 1 + 3 * 2^-25: above halfway.  */
  CHECK_F32 (x_add_f32 (1.0f, F32 (0x33c00000), X_RN, 0, 0), 0x3f800001);
  CHECK_F32 (x_add_f32 (1.0f, F32 (0x33c00000), X_RM, 0, 0), 0x3f800000);
  /* Negative halfway: -1 - 2^-24.  */
  CHECK_F32 (x_sub_f32 (-1.0f, F32 (0x33800000), X_RN, 0, 0), 0xbf800000);
  CHECK_F32 (x_sub_f32 (-1.0f, F32 (0x33800000), X_RZ, 0, 0), 0xbf800000);
  CHECK_F32 (x_sub_f32 (-1.0f, F32 (0x33800000), X_RM, 0, 0), 0xbf800001);
  CHECK_F32 (x_sub_f32 (-1.0f, F32 (0x33800000), X_RP, 0, 0), 0xbf800000);
  /* IEEE 754: an exact zero sum of opposite operands is +0, -0 when
     rounding towards negative infinity.  */
  CHECK_F32 (x_add_f32 (1.0f, -1.0f, X_RN, 0, 0), 0);
  CHECK_F32 (x_add_f32 (1.0f, -1.0f, X_RM, 0, 0), 0x80000000);
  CHECK_F32 (x_sub_f32 (2.0f, 2.0f, X_RP, 0, 0), 0);
  /* Overflow: to infinity or to the largest finite value.  */
  CHECK_F32 (x_add_f32 (F32 (F32_MAX), F32 (F32_MAX), X_RN, 0, 0), F32_INF);
  CHECK_F32 (x_add_f32 (F32 (F32_MAX), F32 (F32_MAX), X_RZ, 0, 0), F32_MAX);
  CHECK_F32 (x_add_f32 (F32 (F32_MAX), F32 (F32_MAX), X_RM, 0, 0), F32_MAX);
  CHECK_F32 (x_add_f32 (F32 (F32_MAX), F32 (F32_MAX), X_RP, 0, 0), F32_INF);
  CHECK_F32 (x_mul_f32 (F32 (0xff7fffff), 2.0f, X_RM, 0, 0), 0xff800000);
  CHECK_F32 (x_mul_f32 (F32 (0xff7fffff), 2.0f, X_RP, 0, 0), 0xff7fffff);
  /* (1 + 2^-12)^2 = 1 + 2^-11 + 2^-24: halfway, even lower neighbour.  */
  CHECK_F32 (x_mul_f32 (F32 (0x3f800800), F32 (0x3f800800), X_RN, 0, 0),
	     0x3f801000);
  CHECK_F32 (x_mul_f32 (F32 (0x3f800800), F32 (0x3f800800), X_RP, 0, 0),
	     0x3f801001);
  CHECK_F32 (x_mul_f32 (F32 (0x3f800800), F32 (0x3f800800), X_RZ, 0, 0),
	     0x3f801000);
  /* fma: "computes the product of a and b to infinite precision and
     then adds c to this product, again in infinite precision. The
     resulting value is then rounded": (1 + 2^-12)^2 - (1 + 2^-11) is
     2^-24 exactly, where a rounded product would give 0.  */
  CHECK_F32 (x_fma_f32 (F32 (0x3f800800), F32 (0x3f800800),
			F32 (0xbf801000), X_RN, 0, 0), 0x33800000);
  CHECK_F32 (x_fma_f32 (1.0f, 1.0f, F32 (0x33800000), X_RN, 0, 0),
	     0x3f800000);
  CHECK_F32 (x_fma_f32 (1.0f, 1.0f, F32 (0x33800000), X_RP, 0, 0),
	     0x3f800001);
  CHECK_F32 (x_fma_f32 (-1.0f, 1.0f, F32 (0xb3800000), X_RM, 0, 0),
	     0xbf800001);
  CHECK_F32 (x_fma_f32 (-1.0f, 1.0f, F32 (0xb3800000), X_RZ, 0, 0),
	     0xbf800000);
  /* div, rcp, sqrt "with IEEE 754 compliant rounding".  */
  CHECK_F32 (x_div_f32 (1.0f, 3.0f, X_RN, 0), 0x3eaaaaab);
  CHECK_F32 (x_div_f32 (1.0f, 3.0f, X_RZ, 0), 0x3eaaaaaa);
  CHECK_F32 (x_div_f32 (1.0f, 3.0f, X_RM, 0), 0x3eaaaaaa);
  CHECK_F32 (x_div_f32 (1.0f, 3.0f, X_RP, 0), 0x3eaaaaab);
  CHECK_F32 (x_div_f32 (-1.0f, 3.0f, X_RM, 0), 0xbeaaaaab);
  CHECK_F32 (x_div_f32 (-1.0f, 3.0f, X_RP, 0), 0xbeaaaaaa);
  CHECK_F32 (x_div_f32 (1.0f, 0.0f, X_RN, 0), F32_INF);
  CHECK_F32 (x_div_f32 (0.0f, 0.0f, X_RN, 0), F32_NAN);
  CHECK_F32 (x_rcp_f32 (3.0f, X_RN, 0), 0x3eaaaaab);
  CHECK_F32 (x_rcp_f32 (3.0f, X_RZ, 0), 0x3eaaaaaa);
  CHECK_F32 (x_rcp_f32 (-0.0f, X_RN, 0), 0xff800000);
  CHECK_F32 (x_sqrt_f32 (2.0f, X_RN, 0), 0x3fb504f3);
  CHECK_F32 (x_sqrt_f32 (2.0f, X_RZ, 0), 0x3fb504f3);
  CHECK_F32 (x_sqrt_f32 (2.0f, X_RM, 0), 0x3fb504f3);
  CHECK_F32 (x_sqrt_f32 (2.0f, X_RP, 0), 0x3fb504f4);
  CHECK_F32 (x_sqrt_f32 (-0.0f, X_RN, 0), 0x80000000);
  CHECK_F32 (x_sqrt_f32 (-1.0f, X_RN, 0), F32_NAN);
  CHECK_F32 (x_sqrt_f32 (-1.0f, X_RP, 0), F32_NAN);

  /* f64: 1 + 2^-53 is halfway between 1 and 1 + 2^-52.  */
  CHECK_F64 (x_add_f64 (1.0, F64 (0x3ca0000000000000), X_RN),
	     0x3ff0000000000000);
  CHECK_F64 (x_add_f64 (1.0, F64 (0x3ca0000000000000), X_RP),
	     0x3ff0000000000001);
  CHECK_F64 (x_add_f64 (1.0, F64 (0x3ca0000000000000), X_RM),
	     0x3ff0000000000000);
  CHECK_F64 (x_sub_f64 (-1.0, F64 (0x3ca0000000000000), X_RM),
	     0xbff0000000000001);
  CHECK_F64 (x_sub_f64 (-1.0, F64 (0x3ca0000000000000), X_RZ),
	     0xbff0000000000000);
  CHECK_F64 (x_add_f64 (1.0, -1.0, X_RM), 0x8000000000000000);
  CHECK_F64 (x_mul_f64 (F64 (0x7fefffffffffffff), 2.0, X_RZ),
	     0x7fefffffffffffff);
  CHECK_F64 (x_mul_f64 (F64 (0x7fefffffffffffff), 2.0, X_RN), F64_INF);
  CHECK_F64 (x_div_f64 (1.0, 3.0, X_RN), 0x3fd5555555555555);
  CHECK_F64 (x_div_f64 (1.0, 3.0, X_RP), 0x3fd5555555555556);
  CHECK_F64 (x_div_f64 (-1.0, 3.0, X_RM), 0xbfd5555555555556);
  CHECK_F64 (x_rcp_f64 (3.0, X_RZ), 0x3fd5555555555555);
  CHECK_F64 (x_sqrt_f64 (2.0, X_RN), 0x3ff6a09e667f3bcd);
  CHECK_F64 (x_sqrt_f64 (2.0, X_RZ), 0x3ff6a09e667f3bcc);
  CHECK_F64 (x_sqrt_f64 (2.0, X_RM), 0x3ff6a09e667f3bcc);
  CHECK_F64 (x_sqrt_f64 (2.0, X_RP), 0x3ff6a09e667f3bcd);
  CHECK_F64 (x_fma_f64 (1.0, 1.0, F64 (0x3ca0000000000000), X_RP),
	     0x3ff0000000000001);
  /* The rounding mode is restored afterwards.  */
  CHECK (fegetround (), FE_TONEAREST);

  /* .ftz: "flushes subnormal inputs and results to sign-preserving
     zero".  */
  CHECK_F32 (x_add_f32 (F32 (F32_TINY), 0.0f, X_RN, 0, 0), F32_TINY);
  CHECK_F32 (x_add_f32 (F32 (F32_TINY), 0.0f, X_RN, 1, 0), 0);
  CHECK_F32 (x_add_f32 (F32 (0x80000001), -0.0f, X_RN, 1, 0), 0x80000000);
  CHECK_F32 (x_mul_f32 (F32 (0x1c800000), F32 (0x1c800000), X_RN, 0, 0),
	     0x00000200);
  CHECK_F32 (x_mul_f32 (F32 (0x1c800000), F32 (0x1c800000), X_RN, 1, 0), 0);
  CHECK_F32 (x_mul_f32 (F32 (0x9c800000), F32 (0x1c800000), X_RN, 1, 0),
	     0x80000000);
  CHECK_F32 (x_fma_f32 (F32 (0x00400000), 2.0f, 0.0f, X_RN, 0, 0),
	     0x00800000);
  CHECK_F32 (x_fma_f32 (F32 (0x00400000), 2.0f, 0.0f, X_RN, 1, 0), 0);
  CHECK_F32 (x_div_f32 (F32 (0x00800000), 2.0f, X_RN, 1), 0);
  CHECK_F32 (x_sqrt_f32 (F32 (0x00000002), X_RN, 1), 0);
  CHECK_F32 (x_sqrt_f32 (F32 (0x00000002), X_RN, 0), 0x1a800000);

  /* .sat: "clamps the result to [0.0, 1.0]. NaN results are flushed to
     +0.0f" (and -0.0 to +0.0, alu.h's choice).  */
  CHECK_F32 (x_add_f32 (0.5f, 0.75f, X_RN, 0, 1), F32_ONE);
  CHECK_F32 (x_add_f32 (-2.0f, 1.0f, X_RN, 0, 1), 0);
  CHECK_F32 (x_add_f32 (0.25f, 0.25f, X_RN, 0, 1), 0x3f000000);
  CHECK_F32 (x_add_f32 (F32 (F32_INF), F32 (0xff800000), X_RN, 0, 1), 0);
  CHECK_F32 (x_mul_f32 (-1.0f, 0.0f, X_RN, 0, 1), 0);
  CHECK_F32 (x_fma_f32 (2.0f, 2.0f, 0.0f, X_RZ, 0, 1), F32_ONE);
  CHECK_F32 (x_sat_f32 (F32 (0x7fc00000)), 0);
  CHECK_F64 (x_sat_f64 (F64 (0xfff8000000000000)), 0);
  CHECK_F64 (x_sat_f64 (0.5), 0x3fe0000000000000);
  CHECK_F64 (x_sat_f64 (F64 (F64_INF)), 0x3ff0000000000000);

  /* NaNs: "Single-precision instructions return an unspecified NaN"
     (0x7fffffff, as NVIDIA GPUs do); "NaN payloads are supported for
     double-precision instructions" (the first NaN operand, quieted;
     0xfff8000000000000 for a new one).  */
  CHECK_F32 (x_add_f32 (F32 (0x7f800001), 1.0f, X_RN, 0, 0), F32_NAN);
  CHECK_F32 (x_add_f32 (F32 (F32_INF), F32 (0xff800000), X_RN, 0, 0),
	     F32_NAN);
  CHECK_F32 (x_mul_f32 (0.0f, F32 (F32_INF), X_RZ, 0, 0), F32_NAN);
  CHECK_F32 (x_fma_f32 (1.0f, 1.0f, F32 (0xffc00123), X_RN, 0, 0), F32_NAN);
  CHECK_F64 (x_add_f64 (F64 (0x7ff0000000000001), 1.0, X_RN),
	     0x7ff8000000000001);
  CHECK_F64 (x_add_f64 (1.0, F64 (0xfff8000000000123), X_RP),
	     0xfff8000000000123);
  CHECK_F64 (x_mul_f64 (F64 (0x7ff8000000000005), F64 (0x7ff8000000000006),
			X_RN), 0x7ff8000000000005);
  CHECK_F64 (x_add_f64 (F64 (F64_INF), F64 (0xfff0000000000000), X_RN),
	     0xfff8000000000000);
  CHECK_F64 (x_sqrt_f64 (-1.0, X_RN), 0xfff8000000000000);
  CHECK_F64 (x_fma_f64 (0.0, F64 (F64_INF), F64 (0x7ff8000000000042),
			X_RN), 0x7ff8000000000042);
}

static void
test_approx (void)
{
  /* The approximate instructions' special cases, from the ISA's tables
     (their other results are libm's, not the GPU's).
     ex2: -Inf +0.0, -0.0 +1.0, +0.0 +1.0, +Inf +Inf, NaN NaN.  */
  CHECK_F32 (x_ex2_approx_f32 (F32 (0xff800000), 0), 0);
  CHECK_F32 (x_ex2_approx_f32 (-0.0f, 0), F32_ONE);
  CHECK_F32 (x_ex2_approx_f32 (F32 (F32_INF), 0), F32_INF);
  CHECK_F32 (x_ex2_approx_f32 (F32 (0x7fc00001), 0), F32_NAN);
  CHECK_F32 (x_ex2_approx_f32 (3.0f, 0), 0x41000000);
  CHECK_F32 (x_ex2_approx_f32 (-130.0f, 1), 0);
  /* lg2: -Inf NaN, -normal NaN, -0.0 -Inf, +0.0 -Inf, +Inf +Inf.  */
  CHECK_F32 (x_lg2_approx_f32 (-0.0f, 0), 0xff800000);
  CHECK_F32 (x_lg2_approx_f32 (0.0f, 0), 0xff800000);
  CHECK_F32 (x_lg2_approx_f32 (-1.0f, 0), F32_NAN);
  CHECK_F32 (x_lg2_approx_f32 (F32 (F32_INF), 0), F32_INF);
  CHECK_F32 (x_lg2_approx_f32 (F32 (F32_TINY), 1), 0xff800000);
  CHECK_F32 (x_lg2_approx_f32 (8.0f, 0), 0x40400000);
  /* sin, cos: -Inf NaN, -0.0 -0.0 (sin), +Inf NaN.  */
  CHECK_F32 (x_sin_approx_f32 (-0.0f, 0), 0x80000000);
  CHECK_F32 (x_sin_approx_f32 (F32 (F32_INF), 0), F32_NAN);
  CHECK_F32 (x_cos_approx_f32 (F32 (0xff800000), 0), F32_NAN);
  CHECK_F32 (x_cos_approx_f32 (0.0f, 0), F32_ONE);
  /* tanh: -Inf -1.0, -0.0 -0.0, +Inf 1.0; subnormals pass through.  */
  CHECK_F32 (x_tanh_approx_f32 (F32 (0xff800000)), 0xbf800000);
  CHECK_F32 (x_tanh_approx_f32 (-0.0f), 0x80000000);
  CHECK_F32 (x_tanh_approx_f32 (F32 (F32_INF)), F32_ONE);
  CHECK_F32 (x_tanh_approx_f32 (F32 (0x00000005)), 0x00000005);
  /* sqrt.approx: -Inf NaN, -normal NaN, -0.0 -0.0, +Inf +Inf; rcp.approx:
     -Inf -0.0, -0.0 -Inf, +0.0 +Inf, +Inf +0.0; rsqrt.approx: -normal
     NaN, -0.0 -Inf, +0.0 +Inf, +Inf +0.0.  */
  CHECK_F32 (x_sqrt_approx_f32 (-0.0f, 0), 0x80000000);
  CHECK_F32 (x_sqrt_approx_f32 (-4.0f, 0), F32_NAN);
  CHECK_F32 (x_sqrt_approx_f32 (F32 (F32_INF), 0), F32_INF);
  CHECK_F32 (x_rcp_approx_f32 (F32 (0xff800000), 0), 0x80000000);
  CHECK_F32 (x_rcp_approx_f32 (-0.0f, 0), 0xff800000);
  CHECK_F32 (x_rcp_approx_f32 (F32 (0x80000001), 1), 0xff800000);
  CHECK_F32 (x_rsqrt_approx_f32 (-0.0f, 0), 0xff800000);
  CHECK_F32 (x_rsqrt_approx_f32 (F32 (F32_INF), 0), 0);
  CHECK_F32 (x_rsqrt_approx_f32 (-1.0f, 0), F32_NAN);
  CHECK_F32 (x_rsqrt_approx_f32 (4.0f, 0), 0x3f000000);
  CHECK_F64 (x_rsqrt_approx_f64 (4.0), 0x3fe0000000000000);
  CHECK_F64 (x_rsqrt_approx_f64 (-0.0), 0xfff0000000000000);
  /* div.approx: "d = a * (1/b) ... For 2^126 < |b| < 2^128, if a is
     infinity, div.approx.f32 returns NaN, otherwise it returns a
     sign-preserving zero."  */
  CHECK_F32 (x_div_approx_f32 (1.0f, F32 (0x7f000000), 0), 0);
  CHECK_F32 (x_div_approx_f32 (-1.0f, F32 (0x7f000000), 0), 0x80000000);
  CHECK_F32 (x_div_approx_f32 (F32 (F32_INF), F32 (0x7f000000), 0),
	     F32_NAN);
  CHECK_F32 (x_div_approx_f32 (6.0f, 3.0f, 0), 0x40000000);
  CHECK_F32 (x_div_full_f32 (1.0f, 3.0f, 0), 0x3eaaaaab);
  /* rcp.approx.ftz.f64, rsqrt.approx.ftz.f64: the upper word only;
     "Input NaNs map to a canonical NaN with encoding
     0x7fffffff00000000"; subnormals flush; -subnormal gives -Inf.  */
  CHECK_F64 (x_rcp_approx_ftz_f64 (2.0), 0x3fe0000000000000);
  CHECK_F64 (x_rcp_approx_ftz_f64 (3.0), 0x3fd5555500000000);
  CHECK_F64 (x_rcp_approx_ftz_f64 (F64 (0x7ff8000000000000)),
	     0x7fffffff00000000);
  CHECK_F64 (x_rcp_approx_ftz_f64 (F64 (0x800fffffffffffff)),
	     0xfff0000000000000);
  CHECK_F64 (x_rcp_approx_ftz_f64 (F64 (0xfff0000000000000)),
	     0x8000000000000000);
  CHECK_F64 (x_rcp_approx_ftz_f64 (F64 (0x7fe0000000000000)), 0);
  CHECK_F64 (x_rsqrt_approx_ftz_f64 (4.0), 0x3fe0000000000000);
  CHECK_F64 (x_rsqrt_approx_ftz_f64 (-4.0), 0x7fffffff00000000);
  CHECK_F64 (x_rsqrt_approx_ftz_f64 (-0.0), 0xfff0000000000000);
  CHECK_F64 (x_rsqrt_approx_ftz_f64 (F64 (F64_INF)), 0);
}

static void
test_cvt_f2i (void)
{
  /* ".rni round to nearest integer, choosing even integer if source is
     equidistant between two integers; .rzi ... in the direction of zero;
     .rmi ... in direction of negative infinity; .rpi ... in direction of
     positive infinity".  */
  CHECK (x_cvt_f32_to_int (0.5f, X_RN, 0, X_S32), 0);
  CHECK (x_cvt_f32_to_int (1.5f, X_RN, 0, X_S32), 2);
  CHECK (x_cvt_f32_to_int (2.5f, X_RN, 0, X_S32), 2);
  CHECK (x_cvt_f32_to_int (-0.5f, X_RN, 0, X_S32), 0);
  CHECK (x_cvt_f32_to_int (-1.5f, X_RN, 0, X_S32), (uint64_t) -2);
  CHECK (x_cvt_f32_to_int (-2.5f, X_RN, 0, X_S32), (uint64_t) -2);
  CHECK (x_cvt_f32_to_int (2.7f, X_RZ, 0, X_S32), 2);
  CHECK (x_cvt_f32_to_int (-2.7f, X_RZ, 0, X_S32), (uint64_t) -2);
  CHECK (x_cvt_f32_to_int (-2.1f, X_RM, 0, X_S32), (uint64_t) -3);
  CHECK (x_cvt_f32_to_int (2.9f, X_RM, 0, X_S32), 2);
  CHECK (x_cvt_f32_to_int (2.1f, X_RP, 0, X_S32), 3);
  CHECK (x_cvt_f32_to_int (-2.9f, X_RP, 0, X_S32), (uint64_t) -2);
  CHECK (x_cvt_f64_to_int (2251799813685248.5, X_RN, X_S64),
	 UINT64_C (2251799813685248));
  CHECK (x_cvt_f64_to_int (2251799813685249.5, X_RN, X_S64),
	 UINT64_C (2251799813685250));
  CHECK (x_cvt_f64_to_int (-0.75, X_RM, X_S64), UINT64_MAX);

  /* "For float-to-integer conversions, the result is clamped to the
     destination range by default": saturation at 2^31 and -2^31 - 1,
     and +-Inf.  */
  CHECK (x_cvt_f32_to_int (2147483648.0f, X_RZ, 0, X_S32), 0x7fffffff);
  CHECK (x_cvt_f32_to_int (-2147483648.0f, X_RZ, 0, X_S32),
	 UINT64_C (0xffffffff80000000));
  CHECK (x_cvt_f64_to_int (-2147483649.0, X_RZ, X_S32),
	 UINT64_C (0xffffffff80000000));
  CHECK (x_cvt_f64_to_int (-2147483648.5, X_RZ, X_S32),
	 UINT64_C (0xffffffff80000000));
  CHECK (x_cvt_f64_to_int (-2147483648.5, X_RM, X_S32),
	 UINT64_C (0xffffffff80000000));
  CHECK (x_cvt_f64_to_int (2147483647.0, X_RZ, X_S32), 0x7fffffff);
  CHECK (x_cvt_f64_to_int (2147483647.5, X_RN, X_S32), 0x7fffffff);
  CHECK (x_cvt_f64_to_int (2147483647.5, X_RZ, X_S32), 0x7fffffff);
  CHECK (x_cvt_f64_to_int (2147483646.5, X_RP, X_S32), 0x7fffffff);
  CHECK (x_cvt_f32_to_int (F32 (F32_INF), X_RN, 0, X_S32), 0x7fffffff);
  CHECK (x_cvt_f32_to_int (F32 (0xff800000), X_RN, 0, X_S32),
	 UINT64_C (0xffffffff80000000));
  CHECK (x_cvt_f32_to_int (-1.0f, X_RZ, 0, X_U32), 0);
  CHECK (x_cvt_f32_to_int (-0.5f, X_RM, 0, X_U32), 0);
  CHECK (x_cvt_f32_to_int (4294967296.0f, X_RZ, 0, X_U32), 0xffffffff);
  CHECK (x_cvt_f64_to_int (4294967295.0, X_RZ, X_U32), 0xffffffff);
  CHECK (x_cvt_f64_to_int (4294967295.5, X_RP, X_U32), 0xffffffff);
  CHECK (x_cvt_f32_to_int (F32 (F32_INF), X_RZ, 0, X_U64), UINT64_MAX);
  CHECK (x_cvt_f32_to_int (F32 (0xff800000), X_RZ, 0, X_S64),
	 UINT64_C (0x8000000000000000));
  CHECK (x_cvt_f64_to_int (9223372036854775808.0, X_RZ, X_S64),
	 UINT64_C (0x7fffffffffffffff));
  CHECK (x_cvt_f64_to_int (-9223372036854775808.0, X_RZ, X_S64),
	 UINT64_C (0x8000000000000000));
  CHECK (x_cvt_f64_to_int (18446744073709549568.0, X_RZ, X_U64),
	 UINT64_C (18446744073709549568));
  CHECK (x_cvt_f64_to_int (1e30, X_RZ, X_U64), UINT64_MAX);
  CHECK (x_cvt_f32_to_int (200.0f, X_RZ, 0, X_S8), 127);
  CHECK (x_cvt_f32_to_int (-200.0f, X_RZ, 0, X_S8), (uint64_t) -128);
  CHECK (x_cvt_f32_to_int (300.0f, X_RZ, 0, X_U8), 255);
  CHECK (x_cvt_f32_to_int (-40000.0f, X_RZ, 0, X_S16), (uint64_t) -32768);

  /* "In float-to-integer conversions ... NaN input results in: 1. Zero
     if source is not .f64 and destination is not .s64, .u64.
     2. Otherwise 1 << (BitWidth(dst) - 1)".  */
  CHECK (x_cvt_f32_to_int (F32 (F32_NAN), X_RZ, 0, X_S32), 0);
  CHECK (x_cvt_f32_to_int (F32 (F32_NAN), X_RZ, 0, X_U32), 0);
  CHECK (x_cvt_f32_to_int (F32 (F32_NAN), X_RN, 0, X_U16), 0);
  CHECK (x_cvt_f32_to_int (F32 (F32_NAN), X_RZ, 0, X_S64),
	 UINT64_C (0x8000000000000000));
  CHECK (x_cvt_f32_to_int (F32 (F32_NAN), X_RZ, 0, X_U64),
	 UINT64_C (0x8000000000000000));
  CHECK (x_cvt_f64_to_int (F64 (0x7ff8000000000000), X_RZ, X_S32),
	 UINT64_C (0xffffffff80000000));
  CHECK (x_cvt_f64_to_int (F64 (0xfff8000000000000), X_RZ, X_U32),
	 0x80000000);
  CHECK (x_cvt_f64_to_int (F64 (0x7ff8000000000000), X_RZ, X_S16),
	 UINT64_C (0xffffffffffff8000));
  CHECK (x_cvt_f64_to_int (F64 (0x7ff8000000000000), X_RZ, X_U64),
	 UINT64_C (0x8000000000000000));
  CHECK (x_cvt_f16_to_int (0x7e00, X_RZ, X_S32), 0);
  CHECK (x_cvt_f16_to_int (0x7e00, X_RZ, X_S64),
	 UINT64_C (0x8000000000000000));

  /* "For cvt.ftz.dtype.f32 float-to-integer conversions ... subnormal
     inputs are flushed to sign-preserving zero."  */
  CHECK (x_cvt_f32_to_int (F32 (F32_TINY), X_RP, 0, X_S32), 1);
  CHECK (x_cvt_f32_to_int (F32 (F32_TINY), X_RP, 1, X_S32), 0);
  CHECK (x_cvt_f32_to_int (F32 (0x80000001), X_RM, 0, X_S32), (uint64_t) -1);
  CHECK (x_cvt_f32_to_int (F32 (0x80000001), X_RM, 1, X_S32), 0);
  CHECK (x_cvt_f16_to_int (0x3e00, X_RN, X_S32), 2);
  CHECK (x_cvt_f16_to_int (0x7c00, X_RN, X_S32), 0x7fffffff);
  CHECK (x_cvt_f16_to_int (0xfbff, X_RN, X_U32), 0);
}

static void
test_cvt_i2f (void)
{
  /* "Floating-point rounding is required ... for integer-to-float
     conversions": 2^24 + 1 is halfway between 2^24 and 2^24 + 2,
     2^24 + 3 between 2^24 + 2 (odd) and 2^24 + 4.  */
  CHECK_F32 (x_cvt_int_to_f32 (16777217, X_U64, X_RN, 0), 0x4b800000);
  CHECK_F32 (x_cvt_int_to_f32 (16777217, X_U64, X_RZ, 0), 0x4b800000);
  CHECK_F32 (x_cvt_int_to_f32 (16777217, X_U64, X_RM, 0), 0x4b800000);
  CHECK_F32 (x_cvt_int_to_f32 (16777217, X_U64, X_RP, 0), 0x4b800001);
  CHECK_F32 (x_cvt_int_to_f32 (16777219, X_S32, X_RN, 0), 0x4b800002);
  CHECK_F32 (x_cvt_int_to_f32 ((uint64_t) -16777217, X_S64, X_RM, 0),
	     0xcb800001);
  CHECK_F32 (x_cvt_int_to_f32 ((uint64_t) -16777217, X_S64, X_RP, 0),
	     0xcb800000);
  /* u64 to f32 must round once: 2^60 + 2^36 + 1 is just above a
     midpoint; rounding to double first would land on the midpoint and
     then on 2^60.  */
  CHECK_F32 (x_cvt_int_to_f32 ((UINT64_C (1) << 60) + (UINT64_C (1) << 36)
			       + 1, X_U64, X_RN, 0), 0x5d800001);
  CHECK_F32 (x_cvt_int_to_f32 (UINT64_MAX, X_U64, X_RN, 0), 0x5f800000);
  CHECK_F32 (x_cvt_int_to_f32 (UINT64_MAX, X_U64, X_RZ, 0), 0x5f7fffff);
  CHECK_F32 (x_cvt_int_to_f32 (UINT64_C (0x8000000000000000), X_S64, X_RN,
			       0), 0xdf000000);
  CHECK_F32 (x_cvt_int_to_f32 (0xffffffff, X_U32, X_RN, 0), 0x4f800000);
  CHECK_F32 (x_cvt_int_to_f32 (0xffffffff, X_U32, X_RZ, 0), 0x4f7fffff);
  CHECK_F32 (x_cvt_int_to_f32 (0xffffffff, X_S32, X_RN, 0), 0xbf800000);
  CHECK_F32 (x_cvt_int_to_f32 (0x1ff, X_U8, X_RN, 0), 0x437f0000);
  CHECK_F32 (x_cvt_int_to_f32 (0x80, X_S8, X_RN, 0), 0xc3000000);
  CHECK_F32 (x_cvt_int_to_f32 (0, X_S32, X_RM, 0), 0);
  /* 2^53 + 1 to f64.  */
  CHECK_F64 (x_cvt_int_to_f64 ((UINT64_C (1) << 53) + 1, X_U64, X_RN, 0),
	     0x4340000000000000);
  CHECK_F64 (x_cvt_int_to_f64 ((UINT64_C (1) << 53) + 1, X_U64, X_RP, 0),
	     0x4340000000000001);
  CHECK_F64 (x_cvt_int_to_f64 ((UINT64_C (1) << 53) + 3, X_S64, X_RN, 0),
	     0x4340000000000002);
  CHECK_F64 (x_cvt_int_to_f64 (0 - ((UINT64_C (1) << 53) + 1), X_S64,
			       X_RM, 0), 0xc340000000000001);
  CHECK_F64 (x_cvt_int_to_f64 (0 - ((UINT64_C (1) << 53) + 1), X_S64,
			       X_RZ, 0), 0xc340000000000000);
  CHECK_F64 (x_cvt_int_to_f64 (UINT64_MAX, X_U64, X_RN, 0),
	     0x43f0000000000000);
  CHECK_F64 (x_cvt_int_to_f64 (UINT64_MAX, X_U64, X_RZ, 0),
	     0x43efffffffffffff);
  CHECK_F64 (x_cvt_int_to_f64 (0xffffffff, X_S32, X_RN, 0),
	     0xbff0000000000000);
  /* .sat: "For floating-point destination types, .sat limits the result
     to the range [0.0, 1.0]."  */
  CHECK_F32 (x_cvt_int_to_f32 (5, X_S32, X_RN, 1), F32_ONE);
  CHECK_F32 (x_cvt_int_to_f32 ((uint64_t) -3, X_S32, X_RN, 1), 0);
  CHECK_F64 (x_cvt_int_to_f64 (1, X_U32, X_RN, 1), 0x3ff0000000000000);
  /* Integer to f16: 2049 is halfway between 2048 and 2050.  */
  CHECK (x_cvt_int_to_f16 (2049, X_S32, X_RN, 0), 0x6800);
  CHECK (x_cvt_int_to_f16 (2049, X_S32, X_RP, 0), 0x6801);
  CHECK (x_cvt_int_to_f16 (65520, X_U32, X_RN, 0), 0x7c00);
  CHECK (x_cvt_int_to_f16 (65520, X_U32, X_RZ, 0), 0x7bff);
  CHECK (x_cvt_int_to_f16 ((uint64_t) -70000, X_S32, X_RM, 0), 0xfc00);
  CHECK (x_cvt_int_to_f16 ((uint64_t) -70000, X_S32, X_RZ, 0), 0xfbff);
}

static void
test_cvt_f2f (void)
{
  /* cvt.frnd.f32.f64: "Floating-point rounding is required for
     float-to-float conversions that result in loss of precision".  */
  CHECK_F32 (x_cvt_f64_to_f32 (F64 (0x3ff0000010000000), X_RN, 0, 0),
	     0x3f800000);
  CHECK_F32 (x_cvt_f64_to_f32 (F64 (0x3ff0000010000000), X_RP, 0, 0),
	     0x3f800001);
  CHECK_F32 (x_cvt_f64_to_f32 (F64 (0x3ff0000010000000), X_RZ, 0, 0),
	     0x3f800000);
  CHECK_F32 (x_cvt_f64_to_f32 (F64 (0xbff0000010000000), X_RM, 0, 0),
	     0xbf800001);
  CHECK_F32 (x_cvt_f64_to_f32 (F64 (0xbff0000010000000), X_RN, 0, 0),
	     0xbf800000);
  CHECK_F32 (x_cvt_f64_to_f32 (F64 (0x3ff0000030000000), X_RN, 0, 0),
	     0x3f800002);
  CHECK_F32 (x_cvt_f64_to_f32 (F64 (0x3ff0000010000001), X_RN, 0, 0),
	     0x3f800001);
  /* Overflow: 2^128 - 2^103 is halfway between FLT_MAX (odd) and 2^128.  */
  CHECK_F32 (x_cvt_f64_to_f32 (F64 (0x47effffff0000000), X_RN, 0, 0),
	     F32_INF);
  CHECK_F32 (x_cvt_f64_to_f32 (F64 (0x47effffff0000000), X_RZ, 0, 0),
	     F32_MAX);
  CHECK_F32 (x_cvt_f64_to_f32 (1e300, X_RN, 0, 0), F32_INF);
  CHECK_F32 (x_cvt_f64_to_f32 (1e300, X_RZ, 0, 0), F32_MAX);
  CHECK_F32 (x_cvt_f64_to_f32 (1e300, X_RM, 0, 0), F32_MAX);
  CHECK_F32 (x_cvt_f64_to_f32 (-1e300, X_RP, 0, 0), 0xff7fffff);
  CHECK_F32 (x_cvt_f64_to_f32 (-1e300, X_RM, 0, 0), 0xff800000);
  /* Subnormal results: 1.5 * 2^-149 is halfway between 2^-149 (odd) and
     2^-148; 2^-150 between 0 and 2^-149.  */
  CHECK_F32 (x_cvt_f64_to_f32 (F64 (0x36a8000000000000), X_RN, 0, 0),
	     0x00000002);
  CHECK_F32 (x_cvt_f64_to_f32 (F64 (0x3690000000000000), X_RN, 0, 0), 0);
  CHECK_F32 (x_cvt_f64_to_f32 (F64 (0x3690000000000000), X_RP, 0, 0),
	     0x00000001);
  CHECK_F32 (x_cvt_f64_to_f32 (F64 (0xb690000000000000), X_RM, 0, 0),
	     0x80000001);
  CHECK_F32 (x_cvt_f64_to_f32 (F64 (0xb690000000000000), X_RN, 0, 0),
	     0x80000000);
  CHECK_F32 (x_cvt_f64_to_f32 (F64 (0x3690000000000001), X_RN, 0, 0),
	     0x00000001);
  CHECK_F32 (x_cvt_f64_to_f32 (1e-300, X_RP, 0, 0), 0x00000001);
  CHECK_F32 (x_cvt_f64_to_f32 (F64 (0x380fffffffffffff), X_RN, 0, 0),
	     0x00800000);
  /* .ftz: "flush single-precision subnormal inputs and results".  */
  CHECK_F32 (x_cvt_f64_to_f32 (F64 (0x36a8000000000000), X_RN, 1, 0), 0);
  CHECK_F32 (x_cvt_f64_to_f32 (F64 (0xb6a8000000000000), X_RN, 1, 0),
	     0x80000000);
  /* Specials, .sat.  */
  CHECK_F32 (x_cvt_f64_to_f32 (F64 (0x7ff8000000000123), X_RN, 0, 0),
	     F32_NAN);
  CHECK_F32 (x_cvt_f64_to_f32 (F64 (0xfff0000000000000), X_RZ, 0, 0),
	     0xff800000);
  CHECK_F32 (x_cvt_f64_to_f32 (-0.0, X_RN, 0, 0), 0x80000000);
  CHECK_F32 (x_cvt_f64_to_f32 (2.0, X_RN, 0, 1), F32_ONE);
  CHECK_F32 (x_cvt_f64_to_f32 (F64 (0x7ff8000000000000), X_RN, 0, 1), 0);
  CHECK_F32 (x_cvt_f64_to_f32 (-0.5, X_RN, 0, 1), 0);

  /* cvt.f64.f32 is exact; a NaN keeps its payload, quieted.  */
  CHECK_F64 (x_cvt_f32_to_f64 (F32 (F32_TINY), 0, 0), 0x36a0000000000000);
  CHECK_F64 (x_cvt_f32_to_f64 (F32 (F32_TINY), 1, 0), 0);
  CHECK_F64 (x_cvt_f32_to_f64 (F32 (0x80000001), 1, 0), 0x8000000000000000);
  CHECK_F64 (x_cvt_f32_to_f64 (F32 (0x7fa00000), 0, 0), 0x7ffc000000000000);
  CHECK_F64 (x_cvt_f32_to_f64 (F32 (0xff800000), 0, 0), 0xfff0000000000000);
  CHECK_F64 (x_cvt_f32_to_f64 (F32 (0x3f800001), 0, 0), 0x3ff0000020000000);
  CHECK_F64 (x_cvt_f32_to_f64 (3.0f, 0, 1), 0x3ff0000000000000);

  /* cvt.irnd.f32.f32: "A floating-point value may be rounded to an
     integral value using the integer rounding modifiers ... The result
     is an integral value, stored in floating-point format."  */
  CHECK_F32 (x_cvt_rint_f32 (2.5f, X_RN, 0, 0), 0x40000000);
  CHECK_F32 (x_cvt_rint_f32 (3.5f, X_RN, 0, 0), 0x40800000);
  CHECK_F32 (x_cvt_rint_f32 (-0.5f, X_RN, 0, 0), 0x80000000);
  CHECK_F32 (x_cvt_rint_f32 (-0.7f, X_RZ, 0, 0), 0x80000000);
  CHECK_F32 (x_cvt_rint_f32 (-0.1f, X_RM, 0, 0), 0xbf800000);
  CHECK_F32 (x_cvt_rint_f32 (0.1f, X_RP, 0, 0), F32_ONE);
  CHECK_F32 (x_cvt_rint_f32 (-0.7f, X_RP, 0, 0), 0x80000000);
  CHECK_F32 (x_cvt_rint_f32 (F32 (0x4b000001), X_RN, 0, 0), 0x4b000001);
  CHECK_F32 (x_cvt_rint_f32 (8388607.5f, X_RN, 0, 0), 0x4b000000);
  CHECK_F32 (x_cvt_rint_f32 (F32 (0xff800000), X_RN, 0, 0), 0xff800000);
  CHECK_F32 (x_cvt_rint_f32 (F32 (0x7f800001), X_RZ, 0, 0), F32_NAN);
  CHECK_F32 (x_cvt_rint_f32 (F32 (F32_TINY), X_RP, 0, 0), F32_ONE);
  CHECK_F32 (x_cvt_rint_f32 (F32 (F32_TINY), X_RP, 1, 0), 0);
  CHECK_F32 (x_cvt_rint_f32 (1.5f, X_RP, 0, 1), F32_ONE);
  CHECK_F64 (x_cvt_rint_f64 (2251799813685248.5, X_RN, 0),
	     0x4320000000000000);
  CHECK_F64 (x_cvt_rint_f64 (-2.5, X_RM, 0), 0xc008000000000000);
  CHECK_F64 (x_cvt_rint_f64 (-0.25, X_RN, 0), 0x8000000000000000);
  CHECK_F64 (x_cvt_rint_f64 (F64 (0x7ff4000000000000), X_RN, 0),
	     0x7ffc000000000000);
  CHECK_F32 (x_cvt_f32_to_f32 (F32 (F32_TINY), 1, 0), 0);
  CHECK_F32 (x_cvt_f32_to_f32 (F32 (0x80000001), 1, 0), 0x80000000);
  CHECK_F32 (x_cvt_f32_to_f32 (F32 (F32_TINY), 0, 0), F32_TINY);
  CHECK_F32 (x_cvt_f32_to_f32 (-3.0f, 0, 1), 0);
  CHECK_F32 (x_cvt_f32_to_f32 (F32 (0xffc00000), 0, 0), F32_NAN);
  CHECK_F64 (x_cvt_f64_to_f64 (7.0, 1), 0x3ff0000000000000);
  CHECK (x_cvt_rint_f16 (0x3e00, X_RN, 0), 0x4000);
  CHECK (x_cvt_rint_f16 (0x3e00, X_RZ, 0), 0x3c00);
  CHECK (x_cvt_rint_f16 (0x7e01, X_RZ, 0), 0x7fff);
}

static void
test_f16 (void)
{
  /* cvt.frnd2.f16.f32 and friends, .f16 as bit patterns.  65504 is the
     largest f16, 65520 halfway between it (odd) and 2^16.  */
  CHECK (x_cvt_f32_to_f16 (1.0f, X_RN, 0, 0, 0), 0x3c00);
  CHECK (x_cvt_f32_to_f16 (65504.0f, X_RN, 0, 0, 0), 0x7bff);
  CHECK (x_cvt_f32_to_f16 (65519.0f, X_RN, 0, 0, 0), 0x7bff);
  CHECK (x_cvt_f32_to_f16 (65520.0f, X_RN, 0, 0, 0), 0x7c00);
  CHECK (x_cvt_f32_to_f16 (65520.0f, X_RZ, 0, 0, 0), 0x7bff);
  CHECK (x_cvt_f32_to_f16 (1e6f, X_RZ, 0, 0, 0), 0x7bff);
  CHECK (x_cvt_f32_to_f16 (1e6f, X_RP, 0, 0, 0), 0x7c00);
  CHECK (x_cvt_f32_to_f16 (-1e6f, X_RM, 0, 0, 0), 0xfc00);
  CHECK (x_cvt_f32_to_f16 (-1e6f, X_RZ, 0, 0, 0), 0xfbff);
  /* 1 + 2^-11 is halfway between 1 and 1 + 2^-10; 1 + 3 * 2^-11 between
     1 + 2^-10 (odd) and 1 + 2^-9.  */
  CHECK (x_cvt_f32_to_f16 (F32 (0x3f801000), X_RN, 0, 0, 0), 0x3c00);
  CHECK (x_cvt_f32_to_f16 (F32 (0x3f801000), X_RP, 0, 0, 0), 0x3c01);
  CHECK (x_cvt_f32_to_f16 (F32 (0x3f803000), X_RN, 0, 0, 0), 0x3c02);
  CHECK (x_cvt_f32_to_f16 (F32 (0xbf801000), X_RM, 0, 0, 0), 0xbc01);
  /* Subnormal f16: 2^-24 is the smallest, 2^-25 halfway to zero, 1.5 *
     2^-24 halfway between 2^-24 (odd) and 2^-23; 2^-14 the smallest
     normal.  */
  CHECK (x_cvt_f32_to_f16 (F32 (0x33800000), X_RN, 0, 0, 0), 0x0001);
  CHECK (x_cvt_f32_to_f16 (F32 (0x33000000), X_RN, 0, 0, 0), 0x0000);
  CHECK (x_cvt_f32_to_f16 (F32 (0x33000000), X_RP, 0, 0, 0), 0x0001);
  CHECK (x_cvt_f32_to_f16 (F32 (0xb3000000), X_RM, 0, 0, 0), 0x8001);
  CHECK (x_cvt_f32_to_f16 (F32 (0x33c00000), X_RN, 0, 0, 0), 0x0002);
  CHECK (x_cvt_f32_to_f16 (F32 (0x38800000), X_RN, 0, 0, 0), 0x0400);
  CHECK (x_cvt_f32_to_f16 (F32 (0x387fe000), X_RN, 0, 0, 0), 0x0400);
  CHECK (x_cvt_f32_to_f16 (F32 (0x387fe000), X_RZ, 0, 0, 0), 0x03ff);
  /* Specials, .ftz of the input, .sat, .relu ("clamps the result to 0 if
     negative.  NaN results are converted to canonical NaN").  */
  CHECK (x_cvt_f32_to_f16 (F32 (0x7f800001), X_RN, 0, 0, 0), 0x7fff);
  CHECK (x_cvt_f32_to_f16 (F32 (0xff800000), X_RN, 0, 0, 0), 0xfc00);
  CHECK (x_cvt_f32_to_f16 (-0.0f, X_RN, 0, 0, 0), 0x8000);
  CHECK (x_cvt_f32_to_f16 (F32 (F32_TINY), X_RP, 0, 0, 0), 0x0001);
  CHECK (x_cvt_f32_to_f16 (F32 (F32_TINY), X_RP, 1, 0, 0), 0);
  CHECK (x_cvt_f32_to_f16 (2.0f, X_RN, 0, 1, 0), 0x3c00);
  CHECK (x_cvt_f32_to_f16 (-2.0f, X_RN, 0, 1, 0), 0);
  CHECK (x_cvt_f32_to_f16 (F32 (F32_NAN), X_RN, 0, 1, 0), 0);
  CHECK (x_cvt_f32_to_f16 (-2.0f, X_RN, 0, 0, 1), 0);
  CHECK (x_cvt_f32_to_f16 (2.0f, X_RN, 0, 0, 1), 0x4000);
  CHECK (x_cvt_f32_to_f16 (F32 (0xffc00000), X_RN, 0, 0, 1), 0x7fff);
  /* f64 to f16 rounds once: 1 + 2^-11 + 2^-40 is above the midpoint,
     though rounding to f32 first would land on it.  */
  CHECK (x_cvt_f64_to_f16 (F64 (0x3ff0020000001000), X_RN, 0), 0x3c01);
  CHECK (x_cvt_f32_to_f16 (x_cvt_f64_to_f32 (F64 (0x3ff0020000001000), X_RN,
					     0, 0), X_RN, 0, 0, 0), 0x3c00);
  CHECK (x_cvt_f64_to_f16 (1e-10, X_RP, 0), 0x0001);
  CHECK (x_cvt_f64_to_f16 (-1e10, X_RN, 0), 0xfc00);
  CHECK (x_cvt_f64_to_f16 (F64 (0x7ff0000000000001), X_RN, 0), 0x7fff);
  /* f16 to f32 and f64 are exact.  */
  CHECK_F32 (x_cvt_f16_to_f32 (0x3c00, 0, 0), F32_ONE);
  CHECK_F32 (x_cvt_f16_to_f32 (0x0001, 0, 0), 0x33800000);
  CHECK_F32 (x_cvt_f16_to_f32 (0x7bff, 0, 0), 0x477fe000);
  CHECK_F32 (x_cvt_f16_to_f32 (0xfc00, 0, 0), 0xff800000);
  CHECK_F32 (x_cvt_f16_to_f32 (0x8000, 0, 0), 0x80000000);
  CHECK_F32 (x_cvt_f16_to_f32 (0x7e00, 0, 0), F32_NAN);
  CHECK_F32 (x_cvt_f16_to_f32 (0x4000, 0, 1), F32_ONE);
  CHECK_F64 (x_cvt_f16_to_f64 (0x0001, 0), 0x3e70000000000000);
  CHECK_F64 (x_cvt_f16_to_f64 (0x03ff, 0), 0x3f0ff80000000000);
  CHECK_F64 (x_cvt_f16_to_f64 (0x7e01, 0), 0x7ff8040000000000);
  CHECK_F64 (x_cvt_f16_to_f64 (0x7d00, 0), 0x7ffc000000000000);
  /* bf16: cvt.frnd2.bf16.f32 (.rn, .rz) and cvt.f32.bf16.  */
  CHECK (x_cvt_f32_to_bf16 (1.0f, X_RN, 0), 0x3f80);
  CHECK (x_cvt_f32_to_bf16 (F32 (0x3f808000), X_RN, 0), 0x3f80);
  CHECK (x_cvt_f32_to_bf16 (F32 (0x3f818000), X_RN, 0), 0x3f82);
  CHECK (x_cvt_f32_to_bf16 (F32 (0x3f80c000), X_RN, 0), 0x3f81);
  CHECK (x_cvt_f32_to_bf16 (F32 (0x3f80c000), X_RZ, 0), 0x3f80);
  CHECK (x_cvt_f32_to_bf16 (F32 (F32_MAX), X_RN, 0), 0x7f80);
  CHECK (x_cvt_f32_to_bf16 (F32 (F32_MAX), X_RZ, 0), 0x7f7f);
  CHECK (x_cvt_f32_to_bf16 (F32 (0xffc00001), X_RN, 0), 0x7fff);
  CHECK (x_cvt_f32_to_bf16 (-1.0f, X_RN, 1), 0);
  CHECK_F32 (x_cvt_bf16_to_f32 (0x3f81), 0x3f810000);
  CHECK_F32 (x_cvt_bf16_to_f32 (0x0001), 0x00010000);

  /* Half-precision arithmetic: "d = a + b" etc., .rn; "Half-precision
     instructions return an unspecified NaN" (0x7fff here).  */
  CHECK (x_add_f16 (0x3c00, 0x3c00, X_RN, 0, 0), 0x4000);
  CHECK (x_add_f16 (0x3c00, 0x1000, X_RN, 0, 0), 0x3c00);
  CHECK (x_add_f16 (0x3c00, 0x1000, X_RP, 0, 0), 0x3c01);
  CHECK (x_add_f16 (0x3c01, 0x1000, X_RN, 0, 0), 0x3c02);
  CHECK (x_add_f16 (0x7bff, 0x4c00, X_RN, 0, 0), 0x7c00);
  CHECK (x_sub_f16 (0x3c00, 0x3c00, X_RN, 0, 0), 0x0000);
  CHECK (x_sub_f16 (0x3c00, 0x3c00, X_RM, 0, 0), 0x8000);
  CHECK (x_add_f16 (0x7c00, 0xfc00, X_RN, 0, 0), 0x7fff);
  CHECK (x_add_f16 (0x3c00, 0x3c00, X_RN, 0, 1), 0x3c00);
  CHECK (x_add_f16 (0x0001, 0x0001, X_RN, 0, 0), 0x0002);
  CHECK (x_add_f16 (0x0001, 0x0001, X_RN, 1, 0), 0x0000);
  CHECK (x_mul_f16 (0x3c01, 0x3c01, X_RN, 0, 0), 0x3c02);
  CHECK (x_mul_f16 (0x0400, 0x3800, X_RN, 0, 0), 0x0200);
  CHECK (x_mul_f16 (0x0400, 0x3800, X_RN, 1, 0), 0x0000);
  CHECK (x_mul_f16 (0x8400, 0x3800, X_RN, 1, 0), 0x8000);
  /* fma: (1 + 2^-10)^2 - (1 + 2^-9) = 2^-20, a subnormal f16.  */
  CHECK (x_fma_f16 (0x3c01, 0x3c01, 0xbc02, X_RN, 0, 0), 0x0010);
  CHECK (x_fma_f16 (0x3c01, 0x3c01, 0xbc02, X_RN, 1, 0), 0x0000);
  /* 1 + 2^-48 and 1 - 2^-48: exact in no double; round to odd keeps the
     directed roundings right.  */
  CHECK (x_fma_f16 (0x0001, 0x0001, 0x3c00, X_RN, 0, 0), 0x3c00);
  CHECK (x_fma_f16 (0x0001, 0x0001, 0x3c00, X_RP, 0, 0), 0x3c01);
  CHECK (x_fma_f16 (0x0001, 0x0001, 0x3c00, X_RZ, 0, 0), 0x3c00);
  CHECK (x_fma_f16 (0x8001, 0x0001, 0x3c00, X_RN, 0, 0), 0x3c00);
  CHECK (x_fma_f16 (0x8001, 0x0001, 0x3c00, X_RM, 0, 0), 0x3bff);
  CHECK (x_fma_f16 (0x8001, 0x0001, 0x3c00, X_RZ, 0, 0), 0x3bff);
  CHECK (x_fma_f16 (0x3c00, 0x3c00, 0xbc00, X_RM, 0, 0), 0x8000);
  CHECK (x_fma_f16 (0x3c00, 0x3c00, 0xbc00, X_RN, 0, 0), 0x0000);
  CHECK (x_fma_f16 (0x8000, 0x3c00, 0x8000, X_RN, 0, 0), 0x8000);
  CHECK (x_fma_f16 (0x7c00, 0x0000, 0x3c00, X_RN, 0, 0), 0x7fff);
  CHECK (x_neg_f16 (0x3c00, 0), 0xbc00);
  CHECK (x_abs_f16 (0x8001, 1), 0x0000);
  CHECK (x_minmax_f16 (0x8000, 0x0000, 0, 0, 0), 0x8000);
  CHECK (x_minmax_f16 (0x8000, 0x0000, 0, 0, 1), 0x0000);
  CHECK (x_minmax_f16 (0x7e00, 0x3c00, 0, 0, 0), 0x3c00);
  CHECK (x_minmax_f16 (0x7e00, 0x3c00, 0, 1, 0), 0x7fff);
  CHECK (x_minmax_f16 (0xc000, 0x3c00, 0, 0, 1), 0x3c00);
}

static void
test_cvt_int (void)
{
  /* Integer to integer: truncation and extension without .sat; ".sat
     limits the result to MININT..MAXINT for the size of the operation.
     Note that saturation applies to both signed and unsigned integer
     types."  */
  CHECK (x_cvt_int (0x12345, X_U16, X_U32, 0), 0x2345);
  CHECK (x_cvt_int (0x12345, X_U16, X_U32, 1), 0xffff);
  CHECK (x_cvt_int (0x80, X_S8, X_S32, 0), (uint64_t) -128);
  CHECK (x_cvt_int (200, X_S8, X_S32, 1), 127);
  CHECK (x_cvt_int ((uint32_t) -200, X_S8, X_S32, 1), (uint64_t) -128);
  CHECK (x_cvt_int ((uint32_t) -1, X_U32, X_S32, 1), 0);
  CHECK (x_cvt_int ((uint32_t) -1, X_U32, X_S32, 0), 0xffffffff);
  CHECK (x_cvt_int (0xffffffff, X_S32, X_U32, 1), 0x7fffffff);
  CHECK (x_cvt_int (0xffffffff, X_S32, X_U32, 0), UINT64_MAX);
  CHECK (x_cvt_int (0x80000000, X_S64, X_S32, 0),
	 UINT64_C (0xffffffff80000000));
  CHECK (x_cvt_int (0x80000000, X_U64, X_U32, 0), 0x80000000);
  CHECK (x_cvt_int (0xffffffff, X_U64, X_S32, 0), UINT64_MAX);
  CHECK (x_cvt_int (0xffffffff, X_U64, X_S32, 1), 0);
  CHECK (x_cvt_int (UINT64_C (0x100000000), X_S32, X_S64, 1), 0x7fffffff);
  CHECK (x_cvt_int (UINT64_C (0xffffffff7fffffff), X_S32, X_S64, 1),
	 UINT64_C (0xffffffff80000000));
  CHECK (x_cvt_int (UINT64_C (0xffffffff80000000), X_S32, X_S64, 1),
	 UINT64_C (0xffffffff80000000));
  CHECK (x_cvt_int (UINT64_MAX, X_S64, X_U64, 1),
	 UINT64_C (0x7fffffffffffffff));
  CHECK (x_cvt_int (0x100, X_U8, X_U16, 1), 0xff);
  CHECK (x_cvt_int (0x8000, X_U16, X_S16, 1), 0);
  CHECK (x_cvt_int (0x7fff, X_S8, X_S16, 1), 127);
  CHECK (x_cvt_int (0xfff0, X_S32, X_S16, 0), (uint64_t) -16);
  CHECK (x_cvt_int (0xfff0, X_U32, X_U16, 0), 0xfff0);
}

static void
test_atom (void)
{
  /* atom: "inc(r, s) = (r >= s) ? 0 : r+1; dec(r, s) = (r==0 || r > s)
     ? s : r-1; cas(r,s,t) = (r == s) ? t : r;" and "Current
     implementation of atom.add.f32 on global memory flushes subnormal
     inputs and results to sign-preserving zero".  */
  CHECK (x_atom_inc_u32 (0, 3), 1);
  CHECK (x_atom_inc_u32 (2, 3), 3);
  CHECK (x_atom_inc_u32 (3, 3), 0);
  CHECK (x_atom_inc_u32 (5, 3), 0);
  CHECK (x_atom_inc_u32 (0xffffffff, 0xffffffff), 0);
  CHECK (x_atom_dec_u32 (0, 3), 3);
  CHECK (x_atom_dec_u32 (1, 3), 0);
  CHECK (x_atom_dec_u32 (3, 3), 2);
  CHECK (x_atom_dec_u32 (5, 3), 3);
  CHECK (x_atom_cas (5, 5, 9), 9);
  CHECK (x_atom_cas (5, 4, 9), 5);
  CHECK_F32 (x_atom_add_f32 (F32 (F32_TINY), 0.0f, 1), 0);
  CHECK_F32 (x_atom_add_f32 (F32 (F32_TINY), 0.0f, 0), F32_TINY);
  CHECK_F32 (x_atom_add_f32 (1.0f, F32 (0x33800000), 0), F32_ONE);
  CHECK_F64 (x_atom_add_f64 (1.0, 2.0), 0x4008000000000000);
}

/* Pseudo-random comparisons with the host.  The host's own conversions
   (cvtsi2ss and the like) round once, in the current rounding mode, so
   under fesetround they are the reference for every mode; volatile keeps
   them at run time.  */

static float
host_i64_to_f32 (int64_t v, enum x_rnd rnd)
{
  volatile int64_t vv = v;
  volatile float r;
  int old = fegetround ();

  fesetround (x_fe_round (rnd));
  r = (float) vv;
  fesetround (old);
  return r;
}

/* Values of 2^63 and more are halved, keeping a sticky bit, as compilers
   may convert unsigned values with a sequence that is correct only when
   rounding to nearest; the signed conversion is a single instruction.  */

static double
host_u64_to_f64 (uint64_t v, enum x_rnd rnd)
{
  volatile int64_t vv = (int64_t) (v >> 63 ? (v >> 1) | (v & 1) : v);
  volatile double r;
  int old = fegetround ();

  fesetround (x_fe_round (rnd));
  r = (double) vv;
  fesetround (old);
  return v >> 63 ? r * 2.0 : r;
}

static float
host_f64_to_f32 (double v, enum x_rnd rnd)
{
  volatile double vv = v;
  volatile float r;
  int old = fegetround ();

  fesetround (x_fe_round (rnd));
  r = (float) vv;
  fesetround (old);
  return r;
}

static void
test_random (void)
{
  unsigned i, bad_i2f = 0, bad_u2d = 0, bad_d2f = 0, bad_f2i = 0;
  unsigned bad_mul = 0, bad_div = 0;

  for (i = 0; i < 200000; i++)
    {
      uint64_t r = rng ();
      enum x_rnd rnd = (enum x_rnd) (i & 3);
      int64_t v = (int64_t) (r >> (rng () & 63));
      double d;

      if (i & 4)
	v = -v;
      if (x_f32_bits (x_cvt_int_to_f32 ((uint64_t) v, X_S64, rnd, 0))
	  != x_f32_bits (host_i64_to_f32 (v, rnd)))
	bad_i2f++;
      if (x_f64_bits (x_cvt_int_to_f64 (r >> (i % 64), X_U64, rnd, 0))
	  != x_f64_bits (host_u64_to_f64 (r >> (i % 64), rnd)))
	bad_u2d++;
      /* Doubles of every exponent, subnormals and specials included.  */
      d = x_bits_f64 (rng ());
      if (x_f64_isnan (d))
	continue;
      if (x_f32_bits (x_cvt_f64_to_f32 (d, rnd, 0, 0))
	  != x_f32_bits (host_f64_to_f32 (d, rnd)))
	bad_d2f++;
      /* Truncation of doubles in the int64 range: C's conversion.  */
      d = ldexp ((double) (int64_t) rng (), -(int) (rng () % 70));
      if (x_cvt_f64_to_int (d, X_RZ, X_S64) != (uint64_t) (int64_t) d)
	bad_f2i++;
#ifdef __SIZEOF_INT128__
      {
	uint64_t a = rng (), b = rng ();
	unsigned __int128 p = (unsigned __int128) a * b;
	__int128 s = (__int128) (int64_t) a * (int64_t) b;

	if (x_mulhi_u64 (a, b) != (uint64_t) (p >> 64)
	    || x_mulhi_s64 (a, b) != (uint64_t) ((unsigned __int128) s >> 64))
	  bad_mul++;
      }
#endif
      {
	uint64_t a = rng (), b = rng () >> (rng () & 63);
	int64_t sa = (int64_t) a, sb = (int64_t) b;

	if (b != 0
	    && (x_div_u64 (a, b) != a / b || x_rem_u64 (a, b) != a % b))
	  bad_div++;
	if (b != 0 && !(sa == INT64_MIN && sb == -1)
	    && (x_div_s64 (a, b) != (uint64_t) (sa / sb)
		|| x_rem_s64 (a, b) != (uint64_t) (sa % sb)))
	  bad_div++;
      }
    }
  CHECK (bad_i2f, 0);
  CHECK (bad_u2d, 0);
  CHECK (bad_d2f, 0);
  CHECK (bad_f2i, 0);
  CHECK (bad_mul, 0);
  CHECK (bad_div, 0);
}

/* The f32 arithmetic under every rounding mode against the software
   rounding: a product of two floats, and a sum of floats whose exponents
   differ by at most 28, are exact in double, so rounding that double
   once to f32 (x_cvt_f64_to_f32) is the correctly rounded result.  */

static void
test_random_arith (void)
{
  unsigned i, bad_mul = 0, bad_add = 0, bad_fma = 0;

  for (i = 0; i < 200000; i++)
    {
      enum x_rnd rnd = (enum x_rnd) (i & 3);
      uint32_t ua = (uint32_t) rng (), ub = (uint32_t) rng ();
      float a, b;
      double exact;

      a = x_bits_f32 (ua);
      b = x_bits_f32 (ub);
      if (x_f32_isnan (a) || x_f32_isnan (b)
	  || !x_testp_f32 (X_TESTP_FINITE, a)
	  || !x_testp_f32 (X_TESTP_FINITE, b))
	continue;
      exact = (double) a * (double) b;
      if (x_f32_bits (x_mul_f32 (a, b, rnd, 0, 0))
	  != x_f32_bits (x_cvt_f64_to_f32 (exact, rnd, 0, 0)))
	bad_mul++;
      /* A normal B whose exponent is A's give or take 28 (A normal too):
	 the sum has at most 24 + 28 + 1 significant bits.  */
      {
	int ea = (int) ((ua >> 23) & 0xff);
	int eb = ea + (int) ((ub >> 23) % 57) - 28;

	if (ea == 0 || eb < 1 || eb > 254)
	  continue;
	ub = (ub & 0x807fffff) | (uint32_t) eb << 23;
	b = x_bits_f32 (ub);
      }
      exact = (double) a + (double) b;
      if (exact == 0.0)
	continue;
      if (x_f32_bits (x_add_f32 (a, b, rnd, 0, 0))
	  != x_f32_bits (x_cvt_f64_to_f32 (exact, rnd, 0, 0)))
	bad_add++;
      /* fma (a, 1, b) is the same sum.  */
      if (x_f32_bits (x_fma_f32 (a, 1.0f, b, rnd, 0, 0))
	  != x_f32_bits (x_cvt_f64_to_f32 (exact, rnd, 0, 0)))
	bad_fma++;
    }
  CHECK (bad_mul, 0);
  CHECK (bad_add, 0);
  CHECK (bad_fma, 0);
  CHECK (fegetround (), FE_TONEAREST);
}

/* f16 conversions against the host's _Float16, where the compiler has
   one: every f16 to f32 and f64 exactly, and pseudo-random f32 and f64
   to f16 rounded to nearest.  */

static void
test_f16_host (void)
{
#ifdef __FLT16_MAX__
  unsigned i, bad_up = 0, bad_down = 0;

  for (i = 0; i < 65536; i++)
    {
      uint16_t h = (uint16_t) i;
      _Float16 x;

      memcpy (&x, &h, 2);
      if ((h & 0x7fff) > 0x7c00)
	continue;
      if (x_f32_bits (x_cvt_f16_to_f32 (h, 0, 0)) != x_f32_bits ((float) x)
	  || x_f64_bits (x_cvt_f16_to_f64 (h, 0)) != x_f64_bits ((double) x))
	bad_up++;
    }
  for (i = 0; i < 200000; i++)
    {
      /* Floats around the f16 range: exponents 2^-30 to 2^17.  */
      uint32_t u = (uint32_t) rng ();
      float f;
      double d = ldexp ((double) (int64_t) rng (), -(int) (rng () % 96) - 10);
      volatile float vf;
      volatile double vd = d;
      _Float16 hf, hd;
      uint16_t bf, bd;

      u = (u & 0x807fffff) | ((97 + (u >> 23) % 48) << 23);
      f = x_bits_f32 (u);
      vf = f;
      hf = (_Float16) vf;
      hd = (_Float16) vd;
      memcpy (&bf, &hf, 2);
      memcpy (&bd, &hd, 2);
      if (x_cvt_f32_to_f16 (f, X_RN, 0, 0, 0) != bf
	  || x_cvt_f64_to_f16 (d, X_RN, 0) != bd)
	bad_down++;
    }
  CHECK (bad_up, 0);
  CHECK (bad_down, 0);
#endif
}

int
main (void)
{
  test_div_rem ();
  test_mul ();
  test_abs_min_sad ();
  test_shifts ();
  test_bits ();
  test_prmt ();
  test_video ();
  test_compare ();
  test_minmax_sign ();
  test_float_rounding ();
  test_approx ();
  test_cvt_f2i ();
  test_cvt_i2f ();
  test_cvt_f2f ();
  test_f16 ();
  test_cvt_int ();
  test_atom ();
  test_random ();
  test_random_arith ();
  test_f16_host ();
  printf ("alu: %lu passed, %lu failed\n", passed, failed);
  return failed != 0;
}
