/* alu.h -- the arithmetic of PTX instructions, for the PTX executor.
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option)
   any later version.

   The executor interprets the PTX that GCC's nvptx backend emits, and
   newlib's libm and libgomp check their results bit for bit on it, so
   every arithmetic instruction must give exactly the bits the PTX ISA
   defines.  This header holds that arithmetic as static inline
   functions, one for each instruction form (or a family of them with a
   type or modifier argument), each named after the PTX rule it
   implements.  It uses libc and libm alone and keeps no state.

   The rules come from NVIDIA's "Parallel Thread Execution ISA" (version
   9.1), chapter 9.7: "Integer Arithmetic Instructions", "Floating-Point
   Instructions", "Half Precision Floating-Point Instructions",
   "Comparison and Selection Instructions", "Logic and Shift
   Instructions", "Data Movement and Conversion Instructions" (cvt,
   prmt), "Parallel Synchronization and Communication Instructions"
   (atom) and "Scalar Video Instructions".

   Conventions:

   * Integer operands and results are bit patterns in unsigned types
     (uint16_t, uint32_t, uint64_t); the function name says whether the
     instruction treats them as signed.  Results of signed conversions
     to wider types are sign-extended, as cvt writes them to wider
     registers ("the result of conversion is sign-extended to the
     destination register width for signed integers").  The code relies
     on GCC's documented modulo-2^N conversion of unsigned values to
     signed types, never on signed overflow, never shifts by the width
     or more, and never divides by zero or INT_MIN by -1 on the host.

   * f32 and f64 operands are float and double; f16 and bf16 operands
     are their uint16_t bit patterns.  x_f32_bits, x_bits_f32 and their
     f64 twins convert.

   * Rounding modifiers are enum x_rnd: X_RN, X_RZ, X_RM, X_RP stand for
     .rn .rz .rm .rp and, for integer rounding, for .rni .rzi .rmi .rpi.

   * FTZ arguments give .ftz (flush subnormal f32 inputs and results to
     sign-preserving zero), SAT arguments .sat (clamp to [0.0, 1.0],
     NaN to +0.0).

   NaNs.  The ISA says that single-precision and half-precision
   instructions return an unspecified NaN, that double-precision ones
   support NaN payloads, and calls the NaN of min.NaN "canonical".
   NVIDIA hardware returns one canonical NaN for f32, 0x7fffffff (the
   CUDA math library's CUDART_NAN_F; NVIDIA's engineers describe it as
   the only single-precision NaN the hardware produces), so every NaN an
   f32 arithmetic, approximate or conversion function here returns is
   0x7fffffff, and every f16 or bf16 one 0x7fff; abs, neg and copysign
   work on the bits, and min and max return their non-NaN operand as it
   is.  f64 results propagate the first NaN operand, made quiet;
   a NaN made from numbers (0 * inf, inf - inf, sqrt (-1)) is
   0xfff8000000000000, CUDART_NAN.  Which NaN operand the hardware
   propagates when several are NaNs is not documented; the first is the
   choice here.

   Rounding.  Round-to-nearest arithmetic is the host's own float and
   double arithmetic (the host must evaluate float in single precision:
   FLT_EVAL_METHOD 0 or 16); .rz .rm .rp arithmetic runs the same host
   operation between fesetround calls that select the mode and restore
   the previous one, through volatile operands so that the compiler
   neither folds it at compile time nor moves it out of that window.
   fmaf and fma from libm honour the rounding mode.  Conversions round
   in software (x_round_pack), so integer-to-float, f64-to-f32 and
   everything involving f16 round once, exactly.

   Contraction.  PTX add/sub/mul.f32 without a rounding modifier "may be
   optimized aggressively by the code optimizer", so ptxas may fuse a
   mul and an add into an fma on a real GPU; this header always rounds
   each instruction on its own.  The host compiler must not fuse them
   either: the result of x_mul_f32 and x_mul_f64 passes through an
   optimisation barrier for that reason, but other code that multiplies
   and adds floats itself should be built with -ffp-contract=off.

   Choices where the ISA leaves the result unspecified are explained at
   each function: integer division by zero and INT_MIN / -1 (div, rem),
   the f64 NaN above, .sat of -0.0 (x_sat_f32), abs.f32 of a NaN
   (x_abs_f32), the approximate instructions (x_ex2_approx_f32 and the
   functions after it), which use the nearest libm function and are not
   bit-exact with the hardware's approximations, and the scalar video
   shifts' 34-bit intermediate (x_video_shift).  */

#ifndef MSP_ALU_H
#define MSP_ALU_H

#include <fenv.h>
#include <float.h>
#include <math.h>
#include <stdint.h>
#include <string.h>

/* Float and double operations must be evaluated in their own type:
   FLT_EVAL_METHOD 0, or 16 (the same, with _Float16 arithmetic, as GCC
   defines it for CPUs that have some).  */
#if !defined (FLT_EVAL_METHOD) \
    || (FLT_EVAL_METHOD != 0 && FLT_EVAL_METHOD != 16)
#error "alu.h needs float arithmetic evaluated in its own type"
#endif

/* An optimisation barrier: after it the compiler knows nothing of V's
   value, so it can neither fold an operation on V at compile time nor
   fuse the operation that produced V with the one that consumes it.  */
#if defined (__GNUC__) && (defined (__x86_64__) || defined (__i386__))
# define X_OPAQUE(v) __asm__ ("" : "+x" (v))
#elif defined (__GNUC__) && defined (__aarch64__)
# define X_OPAQUE(v) __asm__ ("" : "+w" (v))
#else
# define X_OPAQUE(v) \
  do \
    { \
      volatile __typeof__ (v) x_opaque_ = (v); \
      (v) = x_opaque_; \
    } \
  while (0)
#endif


/* Bit patterns.  */

static inline uint32_t
x_f32_bits (float f)
{
  uint32_t u;
  memcpy (&u, &f, sizeof u);
  return u;
}

static inline float
x_bits_f32 (uint32_t u)
{
  float f;
  memcpy (&f, &u, sizeof f);
  return f;
}

static inline uint64_t
x_f64_bits (double d)
{
  uint64_t u;
  memcpy (&u, &d, sizeof u);
  return u;
}

static inline double
x_bits_f64 (uint64_t u)
{
  double d;
  memcpy (&d, &u, sizeof d);
  return d;
}

/* The NaNs this header produces (see the head comment).  */
#define X_F32_NAN UINT32_C (0x7fffffff)
#define X_F64_NAN UINT64_C (0xfff8000000000000)
#define X_F16_NAN UINT16_C (0x7fff)
#define X_BF16_NAN UINT16_C (0x7fff)

/* The low N bits set, for N from 0 to 64.  */

static inline uint64_t
x_mask64 (unsigned n)
{
  return n >= 64 ? UINT64_MAX : (UINT64_C (1) << n) - 1;
}

/* Sign-extend the low BITS bits of V (BITS from 1 to 64).  */

static inline uint64_t
x_sext (uint64_t v, unsigned bits)
{
  uint64_t m = UINT64_C (1) << (bits - 1);
  v &= x_mask64 (bits);
  return (v ^ m) - m;
}

/* Arithmetic right shift of the 64-bit pattern V by N (0 to 63).  */

static inline uint64_t
x_asr64 (uint64_t v, unsigned n)
{
  return (v >> 63) ? ~(~v >> n) : v >> n;
}

/* The number of leading zeros of V; 64 for 0.  */

static inline unsigned
x_clz64 (uint64_t v)
{
#if defined (__GNUC__)
  return v ? (unsigned) __builtin_clzll (v) : 64;
#else
  unsigned n = 0;
  if (v == 0)
    return 64;
  while (!(v >> 63))
    {
      v <<= 1;
      n++;
    }
  return n;
#endif
}


/* Integer types, for the instructions that take one as an argument.  */

enum x_itype
{
  X_U8, X_U16, X_U32, X_U64,
  X_S8, X_S16, X_S32, X_S64
};

static inline unsigned
x_itype_bits (enum x_itype t)
{
  static const unsigned char bits[] = { 8, 16, 32, 64, 8, 16, 32, 64 };
  return bits[t];
}

static inline int
x_itype_signed (enum x_itype t)
{
  return t >= X_S8;
}

/* V, a value of type T in its low bits, extended to 64 bits as cvt
   writes T to a wider register: sign-extended for signed T,
   zero-extended otherwise.  */

static inline uint64_t
x_itype_ext (uint64_t v, enum x_itype t)
{
  unsigned bits = x_itype_bits (t);
  return x_itype_signed (t) ? x_sext (v, bits) : v & x_mask64 (bits);
}


/* Integer arithmetic: div and rem.

   "div: Division by zero yields an unspecified, machine-specific
   value"; "rem: ... The behavior for negative numbers is machine-
   dependent and depends on whether divide rounds towards zero or
   negative infinity.  Division by zero yields an unspecified,
   machine-specific value."  NVIDIA's engineers describe the hardware
   behaviour publicly (Stack Overflow, "Undefined division in CUDA
   kernel"): "In the case of division by zero, the integer division
   operators on NVIDIA GPUs return a result with all bits set to 1 ...
   The same applies to a modulo operator where the divisor is zero."
   Division truncates towards zero, as ptxas's expansion (unsigned
   division of the magnitudes, negated when the signs differ) does, so
   the remainder has the sign of the dividend; INT_MIN / -1 wraps to
   INT_MIN and INT_MIN % -1 is 0, which is also what that expansion
   gives.  Hence, for every width: a / 0 and a % 0 are all ones.  */

static inline uint16_t
x_div_u16 (uint16_t a, uint16_t b)
{
  return b ? (uint16_t) (a / b) : UINT16_MAX;
}

static inline uint16_t
x_rem_u16 (uint16_t a, uint16_t b)
{
  return b ? (uint16_t) (a % b) : UINT16_MAX;
}

static inline uint32_t
x_div_u32 (uint32_t a, uint32_t b)
{
  return b ? a / b : UINT32_MAX;
}

static inline uint32_t
x_rem_u32 (uint32_t a, uint32_t b)
{
  return b ? a % b : UINT32_MAX;
}

static inline uint64_t
x_div_u64 (uint64_t a, uint64_t b)
{
  return b ? a / b : UINT64_MAX;
}

static inline uint64_t
x_rem_u64 (uint64_t a, uint64_t b)
{
  return b ? a % b : UINT64_MAX;
}

/* div.s64 and rem.s64 on bit patterns; the narrower signed divisions
   sign-extend into these.  */

static inline uint64_t
x_div_s64 (uint64_t a, uint64_t b)
{
  int neg = (int) ((a ^ b) >> 63);
  uint64_t ma = (a >> 63) ? 0 - a : a;
  uint64_t mb = (b >> 63) ? 0 - b : b;
  uint64_t q;

  if (b == 0)
    return UINT64_MAX;
  q = ma / mb;
  return neg ? 0 - q : q;
}

static inline uint64_t
x_rem_s64 (uint64_t a, uint64_t b)
{
  uint64_t ma = (a >> 63) ? 0 - a : a;
  uint64_t mb = (b >> 63) ? 0 - b : b;
  uint64_t r;

  if (b == 0)
    return UINT64_MAX;
  r = ma % mb;
  return (a >> 63) ? 0 - r : r;
}

static inline uint32_t
x_div_s32 (uint32_t a, uint32_t b)
{
  return (uint32_t) x_div_s64 (x_sext (a, 32), x_sext (b, 32));
}

static inline uint32_t
x_rem_s32 (uint32_t a, uint32_t b)
{
  return (uint32_t) x_rem_s64 (x_sext (a, 32), x_sext (b, 32));
}

static inline uint16_t
x_div_s16 (uint16_t a, uint16_t b)
{
  return (uint16_t) x_div_s64 (x_sext (a, 16), x_sext (b, 16));
}

static inline uint16_t
x_rem_s16 (uint16_t a, uint16_t b)
{
  return (uint16_t) x_rem_s64 (x_sext (a, 16), x_sext (b, 16));
}


/* Integer arithmetic: mul.hi, mul.wide, mul24, mad.hi.sat.

   "t = a * b; n = bitwidth of type; d = t; // for .wide
   d = t<2n-1..n>; // for .hi variant".  */

static inline uint16_t
x_mulhi_u16 (uint16_t a, uint16_t b)
{
  return (uint16_t) (((uint32_t) a * b) >> 16);
}

static inline uint16_t
x_mulhi_s16 (uint16_t a, uint16_t b)
{
  uint32_t t = (uint32_t) x_sext (a, 16) * (uint32_t) x_sext (b, 16);
  return (uint16_t) (t >> 16);
}

static inline uint32_t
x_mulhi_u32 (uint32_t a, uint32_t b)
{
  return (uint32_t) (((uint64_t) a * b) >> 32);
}

static inline uint32_t
x_mulhi_s32 (uint32_t a, uint32_t b)
{
  uint64_t t = x_sext (a, 32) * x_sext (b, 32);
  return (uint32_t) (t >> 32);
}

static inline uint64_t
x_mulhi_u64 (uint64_t a, uint64_t b)
{
  uint64_t al = a & 0xffffffff, ah = a >> 32;
  uint64_t bl = b & 0xffffffff, bh = b >> 32;
  uint64_t ll = al * bl, lh = al * bh, hl = ah * bl, hh = ah * bh;
  uint64_t mid = (ll >> 32) + (lh & 0xffffffff) + (hl & 0xffffffff);

  return hh + (lh >> 32) + (hl >> 32) + (mid >> 32);
}

/* The signed high half from the unsigned one: a negative operand
   contributes -2^64 times the other operand.  */

static inline uint64_t
x_mulhi_s64 (uint64_t a, uint64_t b)
{
  uint64_t hi = x_mulhi_u64 (a, b);

  if (a >> 63)
    hi -= b;
  if (b >> 63)
    hi -= a;
  return hi;
}

static inline uint32_t
x_mulwide_u16 (uint16_t a, uint16_t b)
{
  return (uint32_t) a * b;
}

static inline uint32_t
x_mulwide_s16 (uint16_t a, uint16_t b)
{
  return (uint32_t) x_sext (a, 16) * (uint32_t) x_sext (b, 16);
}

static inline uint64_t
x_mulwide_u32 (uint32_t a, uint32_t b)
{
  return (uint64_t) a * b;
}

static inline uint64_t
x_mulwide_s32 (uint32_t a, uint32_t b)
{
  return x_sext (a, 32) * x_sext (b, 32);
}

/* mul24: "Compute the product of two 24-bit integer values held in
   32-bit source registers, and return either the high or low 32-bits
   of the 48-bit result": d = t<47..16> (.hi) or t<31..0> (.lo).  The
   24-bit values are the low 24 bits of the registers, sign-extended for
   .s32.  */

static inline uint32_t
x_mul24_u32 (uint32_t a, uint32_t b, int hi)
{
  uint64_t t = (uint64_t) (a & 0xffffff) * (b & 0xffffff);
  return (uint32_t) (hi ? t >> 16 : t);
}

static inline uint32_t
x_mul24_s32 (uint32_t a, uint32_t b, int hi)
{
  uint64_t t = x_sext (a, 24) * x_sext (b, 24);
  return (uint32_t) (hi ? t >> 16 : t);
}

/* add.sat.s32, sub.sat.s32: ".sat limits result to MININT..MAXINT (no
   overflow) for the size of the operation".  */

static inline uint32_t
x_sat_s32 (int64_t t)
{
  if (t > INT32_MAX)
    return (uint32_t) INT32_MAX;
  if (t < INT32_MIN)
    return (uint32_t) INT32_MIN;
  return (uint32_t) t;
}

static inline uint32_t
x_add_sat_s32 (uint32_t a, uint32_t b)
{
  return x_sat_s32 ((int64_t) x_sext (a, 32) + (int64_t) x_sext (b, 32));
}

static inline uint32_t
x_sub_sat_s32 (uint32_t a, uint32_t b)
{
  return x_sat_s32 ((int64_t) x_sext (a, 32) - (int64_t) x_sext (b, 32));
}

/* mad.hi.sat.s32: d = t<63..32> + c, limited to MININT..MAXINT.  */

static inline uint32_t
x_mad_hi_sat_s32 (uint32_t a, uint32_t b, uint32_t c)
{
  int64_t hi = (int64_t) x_sext (x_mulhi_s32 (a, b), 32);
  return x_sat_s32 (hi + (int64_t) x_sext (c, 32));
}


/* Integer arithmetic: abs, neg, min, max, sad.

   abs and neg: "d = |a|", "d = -a", "Only for signed integers".  The
   most negative value has no positive counterpart; the hardware's
   two's-complement negation returns it unchanged, and so do these.  */

static inline uint16_t
x_abs_s16 (uint16_t a)
{
  return (a >> 15) ? (uint16_t) (0 - a) : a;
}

static inline uint32_t
x_abs_s32 (uint32_t a)
{
  return (a >> 31) ? 0 - a : a;
}

static inline uint64_t
x_abs_s64 (uint64_t a)
{
  return (a >> 63) ? 0 - a : a;
}

static inline uint16_t
x_neg_s16 (uint16_t a)
{
  return (uint16_t) (0 - a);
}

static inline uint32_t
x_neg_s32 (uint32_t a)
{
  return 0 - a;
}

static inline uint64_t
x_neg_s64 (uint64_t a)
{
  return 0 - a;
}

/* min, max: "d = (a < b) ? a : b; // Integer (signed and unsigned)".
   The signed forms compare the values sign-extended from the operand
   width; 16- and 32-bit operands may be passed zero- or sign-extended,
   the result is in the low bits either way.  */

static inline uint64_t
x_min_u64 (uint64_t a, uint64_t b)
{
  return a < b ? a : b;
}

static inline uint64_t
x_max_u64 (uint64_t a, uint64_t b)
{
  return a > b ? a : b;
}

static inline uint64_t
x_min_s64 (uint64_t a, uint64_t b)
{
  return (int64_t) a < (int64_t) b ? a : b;
}

static inline uint64_t
x_max_s64 (uint64_t a, uint64_t b)
{
  return (int64_t) a > (int64_t) b ? a : b;
}

static inline uint32_t
x_min_u32 (uint32_t a, uint32_t b)
{
  return a < b ? a : b;
}

static inline uint32_t
x_max_u32 (uint32_t a, uint32_t b)
{
  return a > b ? a : b;
}

static inline uint32_t
x_min_s32 (uint32_t a, uint32_t b)
{
  return (uint32_t) x_min_s64 (x_sext (a, 32), x_sext (b, 32));
}

static inline uint32_t
x_max_s32 (uint32_t a, uint32_t b)
{
  return (uint32_t) x_max_s64 (x_sext (a, 32), x_sext (b, 32));
}

static inline uint16_t
x_min_u16 (uint16_t a, uint16_t b)
{
  return a < b ? a : b;
}

static inline uint16_t
x_max_u16 (uint16_t a, uint16_t b)
{
  return a > b ? a : b;
}

static inline uint16_t
x_min_s16 (uint16_t a, uint16_t b)
{
  return (uint16_t) x_min_s64 (x_sext (a, 16), x_sext (b, 16));
}

static inline uint16_t
x_max_s16 (uint16_t a, uint16_t b)
{
  return (uint16_t) x_max_s64 (x_sext (a, 16), x_sext (b, 16));
}

/* min.relu.s32, max.relu.s32: "clamps the result to 0 if negative".  */

static inline uint32_t
x_relu_s32 (uint32_t a)
{
  return (a >> 31) ? 0 : a;
}

/* sad: "d = c + ((a<b) ? b-a : a-b)", in the operand width, the
   comparison signed or unsigned.  BITS is 16, 32 or 64; the result is
   in the low BITS bits.  */

static inline uint64_t
x_sad (uint64_t a, uint64_t b, uint64_t c, unsigned bits, int is_signed)
{
  int lt;

  if (is_signed)
    lt = (int64_t) x_sext (a, bits) < (int64_t) x_sext (b, bits);
  else
    lt = (a & x_mask64 (bits)) < (b & x_mask64 (bits));
  return (c + (lt ? b - a : a - b)) & x_mask64 (bits);
}


/* Logic and shift instructions.

   shl, shr: "Shift a left (right) by the amount specified by unsigned
   32-bit value in b ... Shift amounts greater than the register width N
   are clamped to N."  "Signed shifts fill with the sign bit, unsigned
   and untyped shifts fill with 0."  */

static inline uint16_t
x_shl_b16 (uint16_t a, uint32_t n)
{
  return n >= 16 ? 0 : (uint16_t) ((uint32_t) a << n);
}

static inline uint32_t
x_shl_b32 (uint32_t a, uint32_t n)
{
  return n >= 32 ? 0 : a << n;
}

static inline uint64_t
x_shl_b64 (uint64_t a, uint32_t n)
{
  return n >= 64 ? 0 : a << n;
}

static inline uint16_t
x_shr_u16 (uint16_t a, uint32_t n)
{
  return n >= 16 ? 0 : (uint16_t) (a >> n);
}

static inline uint32_t
x_shr_u32 (uint32_t a, uint32_t n)
{
  return n >= 32 ? 0 : a >> n;
}

static inline uint64_t
x_shr_u64 (uint64_t a, uint32_t n)
{
  return n >= 64 ? 0 : a >> n;
}

static inline uint16_t
x_shr_s16 (uint16_t a, uint32_t n)
{
  return (uint16_t) x_asr64 (x_sext (a, 16), n > 15 ? 15 : n);
}

static inline uint32_t
x_shr_s32 (uint32_t a, uint32_t n)
{
  return (uint32_t) x_asr64 (x_sext (a, 32), n > 31 ? 31 : n);
}

static inline uint64_t
x_shr_s64 (uint64_t a, uint32_t n)
{
  return x_asr64 (a, n > 63 ? 63 : n);
}

/* shf: "Shift the 64-bit value formed by concatenating operands a and b
   left or right by the amount specified by the unsigned 32-bit value in
   c ... u32 n = (.mode == .clamp) ? min(c, 32) : c & 0x1f;"; shf.l
   returns the 32 most significant bits of the shifted value, shf.r the
   32 least significant.  */

static inline uint32_t
x_shf_l (uint32_t a, uint32_t b, uint32_t c, int clamp)
{
  unsigned n = clamp ? (c > 32 ? 32 : c) : (c & 0x1f);
  uint64_t v = ((uint64_t) b << 32) | a;
  return (uint32_t) ((v << n) >> 32);
}

static inline uint32_t
x_shf_r (uint32_t a, uint32_t b, uint32_t c, int clamp)
{
  unsigned n = clamp ? (c > 32 ? 32 : c) : (c & 0x1f);
  uint64_t v = ((uint64_t) b << 32) | a;
  return (uint32_t) (v >> n);
}

/* lop3.b32: the bitwise function F whose truth table is IMMLUT, where
   "ta = 0xF0; tb = 0xCC; tc = 0xAA; immLut = F(ta, tb, tc)".  */

static inline uint32_t
x_lop3 (uint32_t a, uint32_t b, uint32_t c, unsigned immlut)
{
  uint32_t d = 0;
  unsigned i;

  for (i = 0; i < 8; i++)
    if ((immlut >> i) & 1)
      d |= ((i & 4) ? a : ~a) & ((i & 2) ? b : ~b) & ((i & 1) ? c : ~c);
  return d;
}


/* Bit manipulation: popc, clz, brev, bfind, bfe, bfi, bmsk, szext.  */

/* popc: the number of one bits, as a .u32.  */

static inline uint32_t
x_popc_b64 (uint64_t a)
{
#if defined (__GNUC__)
  return (uint32_t) __builtin_popcountll (a);
#else
  uint32_t n = 0;
  for (; a; a &= a - 1)
    n++;
  return n;
#endif
}

static inline uint32_t
x_popc_b32 (uint32_t a)
{
  return x_popc_b64 (a);
}

/* clz: "For .b32 type, the number of leading zeros is between 0 and 32,
   inclusively.  For .b64 type ... between 0 and 64".  */

static inline uint32_t
x_clz_b32 (uint32_t a)
{
  return x_clz64 (a) - 32;
}

static inline uint32_t
x_clz_b64 (uint64_t a)
{
  return x_clz64 (a);
}

/* brev: "d[i] = a[msb-i]".  */

static inline uint64_t
x_brev_b64 (uint64_t a)
{
  a = ((a >> 1) & UINT64_C (0x5555555555555555))
      | ((a & UINT64_C (0x5555555555555555)) << 1);
  a = ((a >> 2) & UINT64_C (0x3333333333333333))
      | ((a & UINT64_C (0x3333333333333333)) << 2);
  a = ((a >> 4) & UINT64_C (0x0f0f0f0f0f0f0f0f))
      | ((a & UINT64_C (0x0f0f0f0f0f0f0f0f)) << 4);
  a = ((a >> 8) & UINT64_C (0x00ff00ff00ff00ff))
      | ((a & UINT64_C (0x00ff00ff00ff00ff)) << 8);
  a = ((a >> 16) & UINT64_C (0x0000ffff0000ffff))
      | ((a & UINT64_C (0x0000ffff0000ffff)) << 16);
  return (a >> 32) | (a << 32);
}

static inline uint32_t
x_brev_b32 (uint32_t a)
{
  return (uint32_t) (x_brev_b64 (a) >> 32);
}

/* bfind: "For unsigned integers, bfind returns the bit position of the
   most significant 1.  For signed integers, bfind returns the bit
   position of the most significant 0 for negative inputs and the most
   significant 1 for non-negative inputs.  If .shiftamt is specified,
   bfind returns the shift amount needed to left-shift the found bit
   into the most-significant bit position.  bfind returns 0xffffffff if
   no non-sign bit is found."  BITS is 32 or 64.  */

static inline uint32_t
x_bfind (uint64_t a, unsigned bits, int is_signed, int shiftamt)
{
  unsigned msb = bits - 1;
  uint32_t d;

  a &= x_mask64 (bits);
  if (is_signed && ((a >> msb) & 1))
    a = ~a & x_mask64 (bits);
  if (a == 0)
    return UINT32_MAX;
  d = 63 - x_clz64 (a);
  return shiftamt ? msb - d : d;
}

/* bfe: "msb = (.type==.u32 || .type==.s32) ? 31 : 63;
   pos = b & 0xff; len = c & 0xff;
   if (.type==.u32 || .type==.u64 || len==0) sbit = 0;
   else sbit = a[min(pos+len-1,msb)];
   d = 0;
   for (i=0; i<=msb; i++) d[i] = (i<len && pos+i<=msb) ? a[pos+i] : sbit;"
   BITS is 32 or 64; the result is in the low BITS bits.  */

static inline uint64_t
x_bfe (uint64_t a, uint32_t b, uint32_t c, unsigned bits, int is_signed)
{
  unsigned msb = bits - 1, pos = b & 0xff, len = c & 0xff, n, sb;
  uint64_t d = 0;
  int sbit = 0;

  a &= x_mask64 (bits);
  if (is_signed && len != 0)
    {
      sb = pos + len - 1 > msb ? msb : pos + len - 1;
      sbit = (int) ((a >> sb) & 1);
    }
  n = 0;
  if (pos <= msb)
    {
      n = len < bits - pos ? len : bits - pos;
      d = (a >> pos) & x_mask64 (n);
    }
  if (sbit)
    d |= ~x_mask64 (n) & x_mask64 (bits);
  return d;
}

static inline uint32_t
x_bfe_u32 (uint32_t a, uint32_t b, uint32_t c)
{
  return (uint32_t) x_bfe (a, b, c, 32, 0);
}

static inline uint32_t
x_bfe_s32 (uint32_t a, uint32_t b, uint32_t c)
{
  return (uint32_t) x_bfe (a, b, c, 32, 1);
}

static inline uint64_t
x_bfe_u64 (uint64_t a, uint32_t b, uint32_t c)
{
  return x_bfe (a, b, c, 64, 0);
}

static inline uint64_t
x_bfe_s64 (uint64_t a, uint32_t b, uint32_t c)
{
  return x_bfe (a, b, c, 64, 1);
}

/* bfi f, a, b, c, d: "msb = (.type==.b32) ? 31 : 63;
   pos = c & 0xff; len = d & 0xff;
   f = b; for (i=0; i<len && pos+i<=msb; i++) f[pos+i] = a[i];"
   Here the operands are A (the field), B (the base), POS and LEN.  */

static inline uint64_t
x_bfi (uint64_t a, uint64_t b, uint32_t pos, uint32_t len, unsigned bits)
{
  uint64_t m;
  unsigned n;

  pos &= 0xff;
  len &= 0xff;
  if (pos >= bits || len == 0)
    return b & x_mask64 (bits);
  n = len < bits - pos ? len : bits - pos;
  m = x_mask64 (n) << pos;
  return ((b & ~m) | ((a << pos) & m)) & x_mask64 (bits);
}

static inline uint32_t
x_bfi_b32 (uint32_t a, uint32_t b, uint32_t pos, uint32_t len)
{
  return (uint32_t) x_bfi (a, b, pos, len, 32);
}

static inline uint64_t
x_bfi_b64 (uint64_t a, uint64_t b, uint32_t pos, uint32_t len)
{
  return x_bfi (a, b, pos, len, 64);
}

/* bmsk.b32 d, a, b: "Generates a 32-bit mask starting from the bit
   position specified in operand a, and of the width specified in
   operand b", following the ISA's pseudo-code for .clamp and .wrap.  */

static inline uint32_t
x_bmsk_b32 (uint32_t a, uint32_t b, int clamp)
{
  unsigned a1 = a & 0x1f, b1 = b & 0x1f, sum = a1 + b1;
  uint32_t mask0 = UINT32_MAX << a1;
  uint32_t mask1 = sum >= 32 ? 0 : UINT32_MAX << sum;
  int overflow = sum >= 32;

  if (clamp)
    {
      if (a >= 32)
	{
	  overflow = 1;
	  mask0 = 0;
	}
      if (b >= 32)
	overflow = 1;
    }
  if (overflow)
    mask1 = 0;
  else if (b1 == 0)
    mask1 = UINT32_MAX;
  return mask0 & ~mask1;
}

/* szext.mode.{u32,s32} d, a, b: "Sign-extends or zero-extends an N-bit
   value from operand a where N is specified in operand b", following
   the ISA's pseudo-code.  */

static inline uint32_t
x_szext (uint32_t a, uint32_t b, int is_signed, int clamp)
{
  unsigned b1 = b & 0x1f, sign_pos = (b1 - 1) & 0x1f;
  int too_large = b >= 32 && clamp;
  uint32_t mask = too_large ? 0 : UINT32_MAX << b1;
  int sign_bit;

  if (b1 == 0 || too_large || !is_signed)
    sign_bit = 0;
  else
    sign_bit = (a >> sign_pos) & 1;
  return (a & ~mask) | (sign_bit ? mask : 0);
}


/* prmt.b32{.mode} d, a, b, c: "Pick four arbitrary bytes from two
   32-bit registers, and reassemble them into a 32-bit destination
   register", from tmp64 = (b<<32) | a.  In the default mode each result
   byte has a 4-bit selector in c (byte i in c[4i+3:4i]): its 3 lsbs
   pick the source byte, its msb replicates that byte's sign bit over
   the 8 bits.  The other modes take a 2-bit selector from c[1:0] and
   read the ISA's table (result bytes b3 b2 b1 b0):

     f4e   0: 3 2 1 0   1: 4 3 2 1   2: 5 4 3 2   3: 6 5 4 3
     b4e   0: 5 6 7 0   1: 6 7 0 1   2: 7 0 1 2   3: 0 1 2 3
     rc8   0: 0 0 0 0   1: 1 1 1 1   2: 2 2 2 2   3: 3 3 3 3
     ecl   0: 3 2 1 0   1: 3 2 1 1   2: 3 2 2 2   3: 3 3 3 3
     ecr   0: 0 0 0 0   1: 1 1 1 0   2: 2 2 1 0   3: 3 2 1 0
     rc16  0: 1 0 1 0   1: 3 2 3 2   2: 1 0 1 0   3: 3 2 3 2  */

enum x_prmt_mode
{
  X_PRMT_DEFAULT, X_PRMT_F4E, X_PRMT_B4E, X_PRMT_RC8, X_PRMT_ECL,
  X_PRMT_ECR, X_PRMT_RC16
};

static inline uint32_t
x_prmt (uint32_t a, uint32_t b, uint32_t c, enum x_prmt_mode mode)
{
  /* The table above, each row packed as b0 | b1 << 4 | b2 << 8 | b3 << 12.  */
  static const uint16_t table[6][4] = {
    { 0x3210, 0x4321, 0x5432, 0x6543 },	/* f4e */
    { 0x5670, 0x6701, 0x7012, 0x0123 },	/* b4e */
    { 0x0000, 0x1111, 0x2222, 0x3333 },	/* rc8 */
    { 0x3210, 0x3211, 0x3222, 0x3333 },	/* ecl */
    { 0x0000, 0x1110, 0x2210, 0x3210 },	/* ecr */
    { 0x1010, 0x3232, 0x1010, 0x3232 }	/* rc16 */
  };
  uint64_t tmp64 = ((uint64_t) b << 32) | a;
  uint32_t ctl = mode == X_PRMT_DEFAULT ? (c & 0xffff)
		 : table[mode - 1][c & 3];
  uint32_t d = 0;
  unsigned i;

  for (i = 0; i < 4; i++)
    {
      unsigned sel = (ctl >> (4 * i)) & 0xf;
      uint32_t byte = (uint32_t) (tmp64 >> (8 * (sel & 7))) & 0xff;

      /* Only the default mode's selectors have the msb set.  */
      if (sel & 8)
	byte = (byte & 0x80) ? 0xff : 0;
      d |= byte << (8 * i);
    }
  return d;
}


/* Scalar video instructions (vadd, vsub, vabsdiff, vmin, vmax, vshl,
   vshr, vset).  "1. Extract and sign- or zero-extend byte, half-word,
   or word values from its source operands, to produce signed 33-bit
   input values.  2. Perform a scalar arithmetic operation to produce a
   signed 34-bit result.  3. Optionally clamp the result to the range of
   the destination type.  4. Optionally perform one of the following:
   apply a second operation to the intermediate result and a third
   operand, or truncate the intermediate result to a byte or half-word
   value and merge into a specified position in the third operand ...
   The lower 32-bits are then written to the destination operand."
   The sign of c follows the destination type.  GCC emits
   vadd.u32.u32.u32.add and vsub.u32.u32.u32.add (x_vadd_u32_add,
   x_vsub_u32_add).  vmad and the SIMD video instructions (vadd2,
   vadd4 ...) are not implemented.  */

enum x_vop
{
  X_VADD, X_VSUB, X_VABSDIFF, X_VMIN, X_VMAX
};

/* The .asel/.bsel/.dsel selectors; X_VSEL_W is none (the whole word).  */

enum x_vsel
{
  X_VSEL_W, X_VSEL_B0, X_VSEL_B1, X_VSEL_B2, X_VSEL_B3, X_VSEL_H0,
  X_VSEL_H1
};

/* The secondary operation.  */

enum x_vop2
{
  X_VOP2_NONE, X_VOP2_ADD, X_VOP2_MIN, X_VOP2_MAX
};

/* partSelectSignExtend: the part of A that SEL selects, sign- or
   zero-extended to 33 bits.  */

static inline int64_t
x_vsel_ext (uint32_t a, int is_signed, enum x_vsel sel)
{
  unsigned shift = 0, bits = 32;

  if (sel >= X_VSEL_B0 && sel <= X_VSEL_B3)
    {
      shift = 8 * (sel - X_VSEL_B0);
      bits = 8;
    }
  else if (sel == X_VSEL_H0 || sel == X_VSEL_H1)
    {
      shift = 16 * (sel - X_VSEL_H0);
      bits = 16;
    }
  a >>= shift;
  return (int64_t) (is_signed ? x_sext (a, bits) : a & x_mask64 (bits));
}

static inline int64_t
x_vclamp (int64_t v, int64_t lo, int64_t hi)
{
  return v < lo ? lo : v > hi ? hi : v;
}

/* optSaturate, optSecOp and optMerge, and the final truncation.  */

static inline uint32_t
x_video_finish (int64_t tmp, int d_signed, int sat, enum x_vop2 op2,
		enum x_vsel dsel, uint32_t c)
{
  int64_t tc = (int64_t) (d_signed ? x_sext (c, 32) : c);

  if (sat)
    {
      if (dsel >= X_VSEL_B0 && dsel <= X_VSEL_B3)
	tmp = d_signed ? x_vclamp (tmp, INT8_MIN, INT8_MAX)
	      : x_vclamp (tmp, 0, UINT8_MAX);
      else if (dsel == X_VSEL_H0 || dsel == X_VSEL_H1)
	tmp = d_signed ? x_vclamp (tmp, INT16_MIN, INT16_MAX)
	      : x_vclamp (tmp, 0, UINT16_MAX);
      else
	tmp = d_signed ? x_vclamp (tmp, INT32_MIN, INT32_MAX)
	      : x_vclamp (tmp, 0, UINT32_MAX);
    }
  switch (op2)
    {
    case X_VOP2_ADD:
      return (uint32_t) ((uint64_t) tmp + (uint64_t) tc);
    case X_VOP2_MIN:
      return (uint32_t) (tmp < tc ? tmp : tc);
    case X_VOP2_MAX:
      return (uint32_t) (tmp > tc ? tmp : tc);
    default:
      break;
    }
  switch (dsel)
    {
    case X_VSEL_H0:
      return ((uint32_t) tmp & 0xffff) | (c & 0xffff0000);
    case X_VSEL_H1:
      return (((uint32_t) tmp & 0xffff) << 16) | (c & 0x0000ffff);
    case X_VSEL_B0:
      return ((uint32_t) tmp & 0xff) | (c & 0xffffff00);
    case X_VSEL_B1:
      return (((uint32_t) tmp & 0xff) << 8) | (c & 0xffff00ff);
    case X_VSEL_B2:
      return (((uint32_t) tmp & 0xff) << 16) | (c & 0xff00ffff);
    case X_VSEL_B3:
      return (((uint32_t) tmp & 0xff) << 24) | (c & 0x00ffffff);
    default:
      return (uint32_t) tmp;
    }
}

/* vop.dtype.atype.btype{.sat}{.op2} d{.dsel}, a{.asel}, b{.bsel}{, c}:
   "ta = partSelectSignExtend( a, atype, asel );
   tb = partSelectSignExtend( b, btype, bsel );
   switch ( vop ) { case vadd: tmp = ta + tb; case vsub: tmp = ta - tb;
   case vabsdiff: tmp = | ta - tb |; case vmin: tmp = MIN( ta, tb );
   case vmax: tmp = MAX( ta, tb ); }
   tmp = optSaturate( tmp, sat, isSigned(dtype), dsel );
   d = optSecondaryOp( op2, tmp, c ); d = optMerge( dsel, tmp, c );"
   Pass X_VOP2_NONE and X_VSEL_W for the forms without them.  */

static inline uint32_t
x_video (enum x_vop op, int d_signed, uint32_t a, int a_signed,
	 enum x_vsel asel, uint32_t b, int b_signed, enum x_vsel bsel,
	 int sat, enum x_vop2 op2, enum x_vsel dsel, uint32_t c)
{
  int64_t ta = x_vsel_ext (a, a_signed, asel);
  int64_t tb = x_vsel_ext (b, b_signed, bsel);
  int64_t tmp;

  switch (op)
    {
    case X_VADD:
      tmp = ta + tb;
      break;
    case X_VSUB:
      tmp = ta - tb;
      break;
    case X_VABSDIFF:
      tmp = ta > tb ? ta - tb : tb - ta;
      break;
    case X_VMIN:
      tmp = ta < tb ? ta : tb;
      break;
    default:
      tmp = ta > tb ? ta : tb;
      break;
    }
  return x_video_finish (tmp, d_signed, sat, op2, dsel, c);
}

/* vadd.u32.u32.u32.add d, a, b, c: d = (a + b) + c, the low 32 bits.  */

static inline uint32_t
x_vadd_u32_add (uint32_t a, uint32_t b, uint32_t c)
{
  return x_video (X_VADD, 0, a, 0, X_VSEL_W, b, 0, X_VSEL_W, 0, X_VOP2_ADD,
		  X_VSEL_W, c);
}

/* vsub.u32.u32.u32.add d, a, b, c: d = (a - b) + c, the low 32 bits.  */

static inline uint32_t
x_vsub_u32_add (uint32_t a, uint32_t b, uint32_t c)
{
  return x_video (X_VSUB, 0, a, 0, X_VSEL_W, b, 0, X_VSEL_W, 0, X_VOP2_ADD,
		  X_VSEL_W, c);
}

/* vshl, vshr: "ta = partSelectSignExtend( a,atype, asel );
   tb = partSelectSignExtend( b, .u32, bsel );
   if ( mode == .clamp && tb > 32 ) tb = 32;
   if ( mode == .wrap ) tb = tb & 0x1f;
   switch ( vop ){ case vshl: tmp = ta << tb; case vshr: tmp = ta >> tb; }"
   then saturation and the secondary operation or merge as for vadd.
   The ISA makes the primary result a signed 34-bit value; a left shift
   can push bits beyond it, and which the hardware keeps is not stated:
   the choice here keeps the shifted value modulo 2^34, sign-extended
   from bit 33.  Right shifts are arithmetic for a signed ATYPE.  */

static inline uint32_t
x_video_shift (int left, int d_signed, uint32_t a, int a_signed,
	       enum x_vsel asel, uint32_t b, enum x_vsel bsel, int clamp,
	       int sat, enum x_vop2 op2, enum x_vsel dsel, uint32_t c)
{
  int64_t ta = x_vsel_ext (a, a_signed, asel);
  int64_t tb = x_vsel_ext (b, 0, bsel);
  int64_t tmp;

  if (clamp && tb > 32)
    tb = 32;
  if (!clamp)
    tb &= 0x1f;
  if (left)
    tmp = (int64_t) x_sext ((uint64_t) ta << tb, 34);
  else
    tmp = (int64_t) x_asr64 ((uint64_t) ta, (unsigned) tb);
  return x_video_finish (tmp, d_signed, sat, op2, dsel, c);
}

/* vset.atype.btype.cmp d, a, b{, c}: "tmp = compare( ta, tb, cmp ) ? 1 :
   0;" then the secondary operation or merge; "The intermediate result
   of the comparison is always unsigned, and therefore destination d and
   operand c are also unsigned."  CMP is 0 to 5 for .eq .ne .lt .le .gt
   .ge (the first six of enum x_cmp).  */

static inline uint32_t
x_vset (unsigned cmp, uint32_t a, int a_signed, enum x_vsel asel,
	uint32_t b, int b_signed, enum x_vsel bsel, enum x_vop2 op2,
	enum x_vsel dsel, uint32_t c)
{
  int64_t ta = x_vsel_ext (a, a_signed, asel);
  int64_t tb = x_vsel_ext (b, b_signed, bsel);
  int t;

  switch (cmp)
    {
    case 0:
      t = ta == tb;
      break;
    case 1:
      t = ta != tb;
      break;
    case 2:
      t = ta < tb;
      break;
    case 3:
      t = ta <= tb;
      break;
    case 4:
      t = ta > tb;
      break;
    default:
      t = ta >= tb;
      break;
    }
  return x_video_finish (t, 0, 0, op2, dsel, c);
}


/* Floating-point helpers: classification, .ftz, .sat, NaNs.  */

static inline int
x_f32_isnan (float a)
{
  return (x_f32_bits (a) & 0x7fffffff) > 0x7f800000;
}

static inline int
x_f64_isnan (double a)
{
  return (x_f64_bits (a) & UINT64_C (0x7fffffffffffffff))
	 > UINT64_C (0x7ff0000000000000);
}

static inline int
x_f32_issubnormal (float a)
{
  uint32_t u = x_f32_bits (a);
  return (u & 0x7f800000) == 0 && (u & 0x007fffff) != 0;
}

static inline int
x_f64_issubnormal (double a)
{
  uint64_t u = x_f64_bits (a);
  return (u & UINT64_C (0x7ff0000000000000)) == 0
	 && (u & UINT64_C (0x000fffffffffffff)) != 0;
}

/* .ftz: "flushes subnormal inputs and results to sign-preserving
   zero".  */

static inline float
x_ftz_f32 (float a)
{
  if (x_f32_issubnormal (a))
    return x_bits_f32 (x_f32_bits (a) & 0x80000000);
  return a;
}

/* .sat: "clamps the result to [0.0, 1.0].  NaN results are flushed to
   +0.0f."  The ISA does not say what -0.0 becomes; the interval it
   names starts at +0.0, and so does the result here.  */

static inline float
x_sat_f32 (float a)
{
  if (x_f32_isnan (a) || a <= 0.0f)
    return 0.0f;
  return a > 1.0f ? 1.0f : a;
}

static inline double
x_sat_f64 (double a)
{
  if (x_f64_isnan (a) || a <= 0.0)
    return 0.0;
  return a > 1.0 ? 1.0 : a;
}

/* The result R of an f32 instruction: a NaN is the canonical one, then
   .ftz and .sat apply.  */

static inline float
x_f32_result (float r, int ftz, int sat)
{
  if (x_f32_isnan (r))
    r = x_bits_f32 (X_F32_NAN);
  if (ftz)
    r = x_ftz_f32 (r);
  if (sat)
    r = x_sat_f32 (r);
  return r;
}

/* The result R of an f64 instruction with operands A, B and C (pass 0.0
   for missing ones): "NaN payloads are supported for double-precision
   instructions"; a NaN result is the first NaN operand, made quiet, or
   CUDART_NAN if no operand is a NaN.  */

static inline double
x_f64_result (double r, double a, double b, double c)
{
  if (!x_f64_isnan (r))
    return r;
  if (x_f64_isnan (a))
    return x_bits_f64 (x_f64_bits (a) | UINT64_C (0x0008000000000000));
  if (x_f64_isnan (b))
    return x_bits_f64 (x_f64_bits (b) | UINT64_C (0x0008000000000000));
  if (x_f64_isnan (c))
    return x_bits_f64 (x_f64_bits (c) | UINT64_C (0x0008000000000000));
  return x_bits_f64 (X_F64_NAN);
}

/* testp.op.type p, a: ".finite True if the input is not infinite or
   NaN; .infinite True if the input is positive or negative infinity;
   .number True if the input is not NaN; .notanumber True if the input
   is NaN; .normal True if the input is a normal number (not NaN, not
   infinity); .subnormal True if the input is a subnormal number (not
   NaN, not infinity).  As a special case, positive and negative zero
   are considered normal numbers."  */

enum x_testp
{
  X_TESTP_FINITE, X_TESTP_INFINITE, X_TESTP_NUMBER, X_TESTP_NOTANUMBER,
  X_TESTP_NORMAL, X_TESTP_SUBNORMAL
};

static inline int
x_testp_bits (enum x_testp op, uint64_t bits, unsigned mbits, unsigned ebits)
{
  uint64_t mant = bits & x_mask64 (mbits);
  uint64_t e = (bits >> mbits) & x_mask64 (ebits);
  int nan = e == x_mask64 (ebits) && mant != 0;
  int inf = e == x_mask64 (ebits) && mant == 0;
  int sub = e == 0 && mant != 0;

  switch (op)
    {
    case X_TESTP_FINITE:
      return !nan && !inf;
    case X_TESTP_INFINITE:
      return inf;
    case X_TESTP_NUMBER:
      return !nan;
    case X_TESTP_NOTANUMBER:
      return nan;
    case X_TESTP_NORMAL:
      return !nan && !inf && !sub;
    default:
      return sub;
    }
}

static inline int
x_testp_f32 (enum x_testp op, float a)
{
  return x_testp_bits (op, x_f32_bits (a), 23, 8);
}

static inline int
x_testp_f64 (enum x_testp op, double a)
{
  return x_testp_bits (op, x_f64_bits (a), 52, 11);
}


/* Comparisons: setp, set, slct, selp.

   "The signed and unsigned comparison operators are eq, ne, lt, le, gt,
   ge.  For unsigned values, the comparison operators lo, ls, hi, and hs
   ... may be used instead of lt, le, gt, ge ... The ordered comparisons
   are eq, ne, lt, le, gt, ge.  If either operand is NaN, the result is
   False ... unordered versions are included: equ, neu, ltu, leu, gtu,
   geu ... If either operand is NaN, then the result of these
   comparisons is True.  num returns True if both operands are numeric
   values (not NaN), and nan returns True if either operand is NaN."  */

enum x_cmp
{
  X_CMP_EQ, X_CMP_NE, X_CMP_LT, X_CMP_LE, X_CMP_GT, X_CMP_GE,
  X_CMP_LO, X_CMP_LS, X_CMP_HI, X_CMP_HS,
  X_CMP_EQU, X_CMP_NEU, X_CMP_LTU, X_CMP_LEU, X_CMP_GTU, X_CMP_GEU,
  X_CMP_NUM, X_CMP_NAN
};

/* An integer comparison on 64-bit values: lt le gt ge compare as
   signed if IS_SIGNED, lo ls hi hs always as unsigned.  Narrower
   operands must be extended the same way (sign-extended for signed
   types); the unordered float operators act as their ordered twins, num
   is true and nan false.  */

static inline int
x_setp_int (enum x_cmp op, uint64_t a, uint64_t b, int is_signed)
{
  int lt = is_signed ? (int64_t) a < (int64_t) b : a < b;
  int eq = a == b;

  switch (op)
    {
    case X_CMP_EQ:
    case X_CMP_EQU:
      return eq;
    case X_CMP_NE:
    case X_CMP_NEU:
      return !eq;
    case X_CMP_LT:
    case X_CMP_LTU:
      return lt;
    case X_CMP_LE:
    case X_CMP_LEU:
      return lt || eq;
    case X_CMP_GT:
    case X_CMP_GTU:
      return !lt && !eq;
    case X_CMP_GE:
    case X_CMP_GEU:
      return !lt;
    case X_CMP_LO:
      return a < b;
    case X_CMP_LS:
      return a <= b;
    case X_CMP_HI:
      return a > b;
    case X_CMP_HS:
      return a >= b;
    case X_CMP_NUM:
      return 1;
    default:
      return 0;
    }
}

static inline int
x_setp_u16 (enum x_cmp op, uint16_t a, uint16_t b)
{
  return x_setp_int (op, a, b, 0);
}

static inline int
x_setp_s16 (enum x_cmp op, uint16_t a, uint16_t b)
{
  return x_setp_int (op, x_sext (a, 16), x_sext (b, 16), 1);
}

static inline int
x_setp_u32 (enum x_cmp op, uint32_t a, uint32_t b)
{
  return x_setp_int (op, a, b, 0);
}

static inline int
x_setp_s32 (enum x_cmp op, uint32_t a, uint32_t b)
{
  return x_setp_int (op, x_sext (a, 32), x_sext (b, 32), 1);
}

static inline int
x_setp_u64 (enum x_cmp op, uint64_t a, uint64_t b)
{
  return x_setp_int (op, a, b, 0);
}

static inline int
x_setp_s64 (enum x_cmp op, uint64_t a, uint64_t b)
{
  return x_setp_int (op, a, b, 1);
}

/* A float comparison given the facts about its operands.  lo ls hi hs
   are not valid for floats; they act as lt le gt ge.  */

static inline int
x_setp_float (enum x_cmp op, int unord, int lt, int eq)
{
  int gt = !unord && !lt && !eq;

  switch (op)
    {
    case X_CMP_EQ:
      return eq;
    case X_CMP_NE:
      return !unord && !eq;
    case X_CMP_LT:
    case X_CMP_LO:
      return lt;
    case X_CMP_LE:
    case X_CMP_LS:
      return lt || eq;
    case X_CMP_GT:
    case X_CMP_HI:
      return gt;
    case X_CMP_GE:
    case X_CMP_HS:
      return gt || eq;
    case X_CMP_EQU:
      return unord || eq;
    case X_CMP_NEU:
      return !eq;
    case X_CMP_LTU:
      return unord || lt;
    case X_CMP_LEU:
      return unord || lt || eq;
    case X_CMP_GTU:
      return unord || gt;
    case X_CMP_GEU:
      return unord || gt || eq;
    case X_CMP_NUM:
      return !unord;
    default:
      return unord;
    }
}

/* setp.op{.ftz}.f32: ".ftz flushes subnormal inputs to sign-preserving
   zero"; -0.0 equals +0.0.  */

static inline int
x_setp_f32 (enum x_cmp op, float a, float b, int ftz)
{
  if (ftz)
    {
      a = x_ftz_f32 (a);
      b = x_ftz_f32 (b);
    }
  return x_setp_float (op, x_f32_isnan (a) || x_f32_isnan (b), a < b, a == b);
}

static inline int
x_setp_f64 (enum x_cmp op, double a, double b)
{
  return x_setp_float (op, x_f64_isnan (a) || x_f64_isnan (b), a < b, a == b);
}

/* The .BoolOp of setp and set: "p = BoolOp(t, c); q = BoolOp(!t, c);".  */

enum x_boolop
{
  X_BOOL_NONE, X_BOOL_AND, X_BOOL_OR, X_BOOL_XOR
};

static inline int
x_boolop (enum x_boolop op, int t, int c)
{
  switch (op)
    {
    case X_BOOL_AND:
      return t && c;
    case X_BOOL_OR:
      return t || c;
    case X_BOOL_XOR:
      return !t != !c;
    default:
      return t != 0;
    }
}

/* set.CmpOp.dtype: "If this result is True, 1.0f is written for
   floating-point destination types, and 0xffffffff is written for
   integer destination types.  Otherwise, 0x00000000 is written."  */

static inline uint32_t
x_set_result (int t, int float_dest)
{
  return t ? (float_dest ? UINT32_C (0x3f800000) : UINT32_MAX) : 0;
}

/* slct.dtype.s32 d, a, b, c: "If c >= 0, a is stored in d, otherwise b
   is stored in d"; these return whether A is selected.  For .f32,
   "negative zero equals zero", ".ftz flushes subnormal values of
   operand c to sign-preserving zero, and operand a is selected", and
   "If operand c is NaN, the comparison is ordered and operand b is
   selected."  */

static inline int
x_slct_s32 (uint32_t c)
{
  return !(c >> 31);
}

static inline int
x_slct_f32 (float c, int ftz)
{
  if (ftz)
    c = x_ftz_f32 (c);
  return c >= 0.0f;
}


/* Floating-point arithmetic with a rounding mode.  */

enum x_rnd
{
  X_RN, X_RZ, X_RM, X_RP
};

static inline int
x_fe_round (enum x_rnd rnd)
{
  switch (rnd)
    {
    case X_RZ:
      return FE_TOWARDZERO;
    case X_RM:
      return FE_DOWNWARD;
    case X_RP:
      return FE_UPWARD;
    default:
      return FE_TONEAREST;
    }
}

/* The operations under a non-default rounding mode.  OP is 0 add, 1
   sub, 2 mul, 3 div, 4 sqrt (of A), 5 fma.  The operands and result are
   volatile so that the operation happens between the two fesetround
   calls, at run time.  */

static inline float
x_fe_op_f32 (int op, float a, float b, float c, enum x_rnd rnd)
{
  volatile float va = a, vb = b, vc = c, vr;
  int old = fegetround ();

  fesetround (x_fe_round (rnd));
  switch (op)
    {
    case 0:
      vr = va + vb;
      break;
    case 1:
      vr = va - vb;
      break;
    case 2:
      vr = va * vb;
      break;
    case 3:
      vr = va / vb;
      break;
    case 4:
      vr = sqrtf (va);
      break;
    default:
      vr = fmaf (va, vb, vc);
      break;
    }
  fesetround (old);
  return vr;
}

static inline double
x_fe_op_f64 (int op, double a, double b, double c, enum x_rnd rnd)
{
  volatile double va = a, vb = b, vc = c, vr;
  int old = fegetround ();

  fesetround (x_fe_round (rnd));
  switch (op)
    {
    case 0:
      vr = va + vb;
      break;
    case 1:
      vr = va - vb;
      break;
    case 2:
      vr = va * vb;
      break;
    case 3:
      vr = va / vb;
      break;
    case 4:
      vr = sqrt (va);
      break;
    default:
      vr = fma (va, vb, vc);
      break;
    }
  fesetround (old);
  return vr;
}

/* add{.rnd}{.ftz}{.sat}.f32: "d = a + b"; ".rn mantissa LSB rounds to
   nearest even, .rz towards zero, .rm towards negative infinity, .rp
   towards positive infinity"; "add.ftz.f32 flushes subnormal inputs and
   results to sign-preserving zero"; "add.sat.f32 clamps the result to
   [0.0, 1.0].  NaN results are flushed to +0.0f."  Without a rounding
   modifier the instruction is .rn.  sub, mul and fma follow the same
   rules.  */

static inline float
x_add_f32 (float a, float b, enum x_rnd rnd, int ftz, int sat)
{
  float r;

  if (ftz)
    {
      a = x_ftz_f32 (a);
      b = x_ftz_f32 (b);
    }
  r = rnd == X_RN ? a + b : x_fe_op_f32 (0, a, b, 0.0f, rnd);
  return x_f32_result (r, ftz, sat);
}

static inline float
x_sub_f32 (float a, float b, enum x_rnd rnd, int ftz, int sat)
{
  float r;

  if (ftz)
    {
      a = x_ftz_f32 (a);
      b = x_ftz_f32 (b);
    }
  r = rnd == X_RN ? a - b : x_fe_op_f32 (1, a, b, 0.0f, rnd);
  return x_f32_result (r, ftz, sat);
}

static inline float
x_mul_f32 (float a, float b, enum x_rnd rnd, int ftz, int sat)
{
  float r;

  if (ftz)
    {
      a = x_ftz_f32 (a);
      b = x_ftz_f32 (b);
    }
  if (rnd == X_RN)
    {
      r = a * b;
      X_OPAQUE (r);
    }
  else
    r = x_fe_op_f32 (2, a, b, 0.0f, rnd);
  return x_f32_result (r, ftz, sat);
}

/* fma.rnd{.ftz}{.sat}.f32 (and mad.f32 for sm_20 and later): "computes
   the product of a and b to infinite precision and then adds c to this
   product, again in infinite precision.  The resulting value is then
   rounded to single precision using the rounding mode specified by
   .rnd."  */

static inline float
x_fma_f32 (float a, float b, float c, enum x_rnd rnd, int ftz, int sat)
{
  float r;

  if (ftz)
    {
      a = x_ftz_f32 (a);
      b = x_ftz_f32 (b);
      c = x_ftz_f32 (c);
    }
  r = rnd == X_RN ? fmaf (a, b, c) : x_fe_op_f32 (5, a, b, c, rnd);
  return x_f32_result (r, ftz, sat);
}

/* div.rnd{.ftz}.f32: "Divide with IEEE 754 compliant rounding"; no
   .sat.  */

static inline float
x_div_f32 (float a, float b, enum x_rnd rnd, int ftz)
{
  float r;

  if (ftz)
    {
      a = x_ftz_f32 (a);
      b = x_ftz_f32 (b);
    }
  r = rnd == X_RN ? a / b : x_fe_op_f32 (3, a, b, 0.0f, rnd);
  return x_f32_result (r, ftz, 0);
}

/* sqrt.rnd{.ftz}.f32: "Square root with IEEE 754 compliant rounding":
   sqrt(-0.0) is -0.0, a negative operand gives a NaN.  */

static inline float
x_sqrt_f32 (float a, enum x_rnd rnd, int ftz)
{
  float r;

  if (ftz)
    a = x_ftz_f32 (a);
  r = rnd == X_RN ? sqrtf (a) : x_fe_op_f32 (4, a, 0.0f, 0.0f, rnd);
  return x_f32_result (r, ftz, 0);
}

/* rcp.rnd{.ftz}.f32: "d = 1 / a", "Reciprocal with IEEE 754 compliant
   rounding".  */

static inline float
x_rcp_f32 (float a, enum x_rnd rnd, int ftz)
{
  return x_div_f32 (1.0f, a, rnd, ftz);
}

/* The f64 forms: no .ftz, no .sat ("n/a" in the ISA's summary table),
   and NaN payloads propagate (x_f64_result).  */

static inline double
x_add_f64 (double a, double b, enum x_rnd rnd)
{
  double r = rnd == X_RN ? a + b : x_fe_op_f64 (0, a, b, 0.0, rnd);
  return x_f64_result (r, a, b, 0.0);
}

static inline double
x_sub_f64 (double a, double b, enum x_rnd rnd)
{
  double r = rnd == X_RN ? a - b : x_fe_op_f64 (1, a, b, 0.0, rnd);
  return x_f64_result (r, a, b, 0.0);
}

static inline double
x_mul_f64 (double a, double b, enum x_rnd rnd)
{
  double r;

  if (rnd == X_RN)
    {
      r = a * b;
      X_OPAQUE (r);
    }
  else
    r = x_fe_op_f64 (2, a, b, 0.0, rnd);
  return x_f64_result (r, a, b, 0.0);
}

static inline double
x_fma_f64 (double a, double b, double c, enum x_rnd rnd)
{
  double r = rnd == X_RN ? fma (a, b, c) : x_fe_op_f64 (5, a, b, c, rnd);
  return x_f64_result (r, a, b, c);
}

static inline double
x_div_f64 (double a, double b, enum x_rnd rnd)
{
  double r = rnd == X_RN ? a / b : x_fe_op_f64 (3, a, b, 0.0, rnd);
  return x_f64_result (r, a, b, 0.0);
}

static inline double
x_sqrt_f64 (double a, enum x_rnd rnd)
{
  double r = rnd == X_RN ? sqrt (a) : x_fe_op_f64 (4, a, 0.0, 0.0, rnd);
  return x_f64_result (r, a, 0.0, 0.0);
}

static inline double
x_rcp_f64 (double a, enum x_rnd rnd)
{
  double r = rnd == X_RN ? 1.0 / a : x_fe_op_f64 (3, 1.0, a, 0.0, rnd);
  return x_f64_result (r, a, 0.0, 0.0);
}


/* min, max, abs, neg, copysign on floats.

   min: "if (isNaN(x) && isNaN(y)) z = NaN; else if (isNaN(x)) z = y;
   else if (isNaN(y)) z = x; else // note: -0.0 < +0.0 here z = (x < y)
   ? x : y;" and for .NaN "if (isNaN(x) || isNaN(y)) z = NaN", "the
   result is canonical NaN"; "If values of both inputs are 0.0, then
   +0.0 > -0.0"; "min.ftz.f32 flushes subnormal inputs and results to
   sign-preserving zero".  max is the mirror image.  NAN_MODE selects
   .NaN.  */

static inline float
x_minmax_f32 (float a, float b, int ftz, int nan_mode, int is_max)
{
  int an, bn;

  if (ftz)
    {
      a = x_ftz_f32 (a);
      b = x_ftz_f32 (b);
    }
  an = x_f32_isnan (a);
  bn = x_f32_isnan (b);
  if (an || bn)
    {
      if (nan_mode || (an && bn))
	return x_bits_f32 (X_F32_NAN);
      return an ? b : a;
    }
  if (a == b)
    /* Equal values have equal bits unless they are zeros of opposite
       signs.  */
    return (!(x_f32_bits (a) >> 31) == !is_max) ? b : a;
  return (a < b) == !is_max ? a : b;
}

static inline float
x_min_f32 (float a, float b, int ftz, int nan_mode)
{
  return x_minmax_f32 (a, b, ftz, nan_mode, 0);
}

static inline float
x_max_f32 (float a, float b, int ftz, int nan_mode)
{
  return x_minmax_f32 (a, b, ftz, nan_mode, 1);
}

/* min.f64 and max.f64: as the f32 forms, without .ftz or .NaN.  Two
   NaNs give CUDART_NAN.  */

static inline double
x_minmax_f64 (double a, double b, int is_max)
{
  int an = x_f64_isnan (a), bn = x_f64_isnan (b);

  if (an && bn)
    return x_bits_f64 (X_F64_NAN);
  if (an || bn)
    return an ? b : a;
  if (a == b)
    return (!(x_f64_bits (a) >> 63) == !is_max) ? b : a;
  return (a < b) == !is_max ? a : b;
}

static inline double
x_min_f64 (double a, double b)
{
  return x_minmax_f64 (a, b, 0);
}

static inline double
x_max_f64 (double a, double b)
{
  return x_minmax_f64 (a, b, 1);
}

/* copysign.type d, a, b: "Copy sign bit of a into value of b, and
   return the result as d" -- note the order: C's copysign (b, a).  */

static inline float
x_copysign_f32 (float a, float b)
{
  return x_bits_f32 ((x_f32_bits (b) & 0x7fffffff)
		     | (x_f32_bits (a) & 0x80000000));
}

static inline double
x_copysign_f64 (double a, double b)
{
  return x_bits_f64 ((x_f64_bits (b) & UINT64_C (0x7fffffffffffffff))
		     | (x_f64_bits (a) & UINT64_C (0x8000000000000000)));
}

/* abs{.ftz}.f32: "d = |a|", with .ftz flushing; "For abs.f32, NaN input
   yields unspecified NaN.  For abs.f64, NaN input is passed through
   unchanged."  abs.f32 clears the sign bit of every operand, NaNs
   included (one of the permitted NaNs, and what a bitwise
   implementation gives); abs.f64 returns a NaN as it is.  */

static inline float
x_abs_f32 (float a, int ftz)
{
  if (ftz)
    a = x_ftz_f32 (a);
  return x_bits_f32 (x_f32_bits (a) & 0x7fffffff);
}

static inline double
x_abs_f64 (double a)
{
  if (x_f64_isnan (a))
    return a;
  return x_bits_f64 (x_f64_bits (a) & UINT64_C (0x7fffffffffffffff));
}

/* neg{.ftz}.type: "d = -a"; "NaN inputs yield an unspecified NaN": the
   sign bit flips for every operand, NaNs included.  */

static inline float
x_neg_f32 (float a, int ftz)
{
  if (ftz)
    a = x_ftz_f32 (a);
  return x_bits_f32 (x_f32_bits (a) ^ 0x80000000);
}

static inline double
x_neg_f64 (double a)
{
  return x_bits_f64 (x_f64_bits (a) ^ UINT64_C (0x8000000000000000));
}


/* The approximate instructions.  The ISA bounds their errors (ex2 2 ulp,
   rcp 1 ulp, sqrt and rsqrt relative 2^-23 and 2^-22.9, lg2 absolute or
   relative 2^-22, sin and cos absolute 2^-20.5 in [-2pi, 2pi], tanh
   relative 2^-11, div 2 ulp) and fixes their special cases, but not
   their bits; NVIDIA does not publish the hardware's algorithms.  These
   use the nearest libm function, which meets the bounds and the special
   cases, so their results are NOT bit-exact with a GPU's.  */

/* ex2.approx{.ftz}.f32: "d = 2 ^ a"; -Inf -> +0.0, +-0.0 -> +1.0, +Inf
   -> +Inf, NaN -> NaN.  */

static inline float
x_ex2_approx_f32 (float a, int ftz)
{
  if (ftz)
    a = x_ftz_f32 (a);
  return x_f32_result (exp2f (a), ftz, 0);
}

/* lg2.approx{.ftz}.f32: "d = log(a) / log(2)"; -Inf -> NaN, -normal ->
   NaN, +-0.0 -> -Inf, +Inf -> +Inf, NaN -> NaN.  */

static inline float
x_lg2_approx_f32 (float a, int ftz)
{
  if (ftz)
    a = x_ftz_f32 (a);
  return x_f32_result (log2f (a), ftz, 0);
}

/* sin.approx{.ftz}.f32, cos.approx{.ftz}.f32: +-Inf -> NaN, sin keeps
   the sign of zero, cos (+-0.0) is 1.0.  */

static inline float
x_sin_approx_f32 (float a, int ftz)
{
  if (ftz)
    a = x_ftz_f32 (a);
  return x_f32_result (sinf (a), ftz, 0);
}

static inline float
x_cos_approx_f32 (float a, int ftz)
{
  if (ftz)
    a = x_ftz_f32 (a);
  return x_f32_result (cosf (a), ftz, 0);
}

/* tanh.approx.f32: -Inf -> -1.0, +-0.0 -> +-0.0, +Inf -> 1.0; "The
   subnormal numbers are supported".  */

static inline float
x_tanh_approx_f32 (float a)
{
  return x_f32_result (tanhf (a), 0, 0);
}

/* sqrt.approx{.ftz}.f32: -Inf and -normal -> NaN, -0.0 -> -0.0, +0.0 ->
   +0.0, +Inf -> +Inf.  */

static inline float
x_sqrt_approx_f32 (float a, int ftz)
{
  if (ftz)
    a = x_ftz_f32 (a);
  return x_f32_result (sqrtf (a), ftz, 0);
}

/* rcp.approx{.ftz}.f32: -Inf -> -0.0, -0.0 -> -Inf, +0.0 -> +Inf, +Inf
   -> +0.0, NaN -> NaN.  */

static inline float
x_rcp_approx_f32 (float a, int ftz)
{
  if (ftz)
    a = x_ftz_f32 (a);
  return x_f32_result (1.0f / a, ftz, 0);
}

/* rsqrt.approx{.ftz}.f32: "d = 1/sqrt(a)"; -Inf and -normal -> NaN,
   -0.0 -> -Inf, +0.0 -> +Inf, +Inf -> +0.0.  Computed in double and
   rounded once.  */

static inline float
x_rsqrt_approx_f32 (float a, int ftz)
{
  if (ftz)
    a = x_ftz_f32 (a);
  return x_f32_result ((float) (1.0 / sqrt ((double) a)), ftz, 0);
}

/* rsqrt.approx.f64: as the f32 form, in double.  */

static inline double
x_rsqrt_approx_f64 (double a)
{
  return x_f64_result (1.0 / sqrt (a), a, 0.0, 0.0);
}

/* rcp.approx.ftz.f64 and rsqrt.approx.ftz.f64: "tmp = a[63:32]; //
   upper word of a, 1.11.20 format; d[63:32] = 1.0 / tmp (1.0 /
   sqrt(tmp)); d[31:0] = 0x00000000;" "Input NaNs map to a canonical NaN
   with encoding 0x7fffffff00000000.  Subnormal inputs and results are
   flushed to sign-preserving zero."  -subnormal gives -Inf for both.
   The upper word here is the correctly rounded value's, truncated.  */

static inline double
x_approx_ftz_hi_f64 (double a, int rsqrt)
{
  uint64_t hi = x_f64_bits (a) & UINT64_C (0xffffffff00000000);
  double tmp = x_bits_f64 (hi), r;

  if (x_f64_isnan (tmp))
    return x_bits_f64 (UINT64_C (0x7fffffff00000000));
  if ((hi & UINT64_C (0x7ff0000000000000)) == 0)
    /* Zero or subnormal: flushed to a zero, whose reciprocal (square
       root) is an infinity of its sign.  */
    return x_bits_f64 ((hi & UINT64_C (0x8000000000000000))
		       | UINT64_C (0x7ff0000000000000));
  if (rsqrt && (hi >> 63))
    return x_bits_f64 (UINT64_C (0x7fffffff00000000));
  r = rsqrt ? 1.0 / sqrt (tmp) : 1.0 / tmp;
  if (x_f64_issubnormal (r))
    r = x_bits_f64 (x_f64_bits (r) & UINT64_C (0x8000000000000000));
  return x_bits_f64 (x_f64_bits (r) & UINT64_C (0xffffffff00000000));
}

static inline double
x_rcp_approx_ftz_f64 (double a)
{
  return x_approx_ftz_hi_f64 (a, 0);
}

static inline double
x_rsqrt_approx_ftz_f64 (double a)
{
  return x_approx_ftz_hi_f64 (a, 1);
}

/* div.approx{.ftz}.f32: "implements a fast approximation to divide,
   computed as d = a * (1/b).  For |b| in [2^-126, 2^126], the maximum
   ulp error is 2.  For 2^126 < |b| < 2^128, if a is infinity,
   div.approx.f32 returns NaN, otherwise it returns a sign-preserving
   zero": the reciprocal, subnormal there, is flushed.  */

static inline float
x_div_approx_f32 (float a, float b, int ftz)
{
  float r;

  if (ftz)
    {
      a = x_ftz_f32 (a);
      b = x_ftz_f32 (b);
    }
  r = x_ftz_f32 (1.0f / b);
  X_OPAQUE (r);
  return x_f32_result (a * r, ftz, 0);
}

/* div.full{.ftz}.f32: "a relatively fast, full-range approximation that
   scales operands to achieve better accuracy, but is not fully IEEE 754
   compliant ... The maximum ulp error is 2 across the full range of
   inputs."  Here the correctly rounded quotient.  */

static inline float
x_div_full_f32 (float a, float b, int ftz)
{
  return x_div_f32 (a, b, X_RN, ftz);
}


/* Rounding in software, for cvt and the f16 arithmetic.  A float format
   is described by its MBITS mantissa bits (after the hidden bit) and
   EBITS exponent bits: f16 10 5, bf16 7 8, f32 23 8, f64 52 11.  */

enum x_fpclass
{
  X_FP_ZERO, X_FP_FINITE, X_FP_INF, X_FP_NAN
};

/* Decompose the float BITS: a finite nonzero value is
   (-1)^*NEG * *SIG * 2^*EXP exactly.  */

static inline enum x_fpclass
x_unpack (uint64_t bits, unsigned mbits, unsigned ebits, int *neg, int *exp,
	  uint64_t *sig)
{
  int bias = (1 << (ebits - 1)) - 1;
  uint64_t mant = bits & x_mask64 (mbits);
  unsigned be = (unsigned) ((bits >> mbits) & x_mask64 (ebits));

  *neg = (int) ((bits >> (mbits + ebits)) & 1);
  *exp = 0;
  *sig = 0;
  if (be == x_mask64 (ebits))
    return mant ? X_FP_NAN : X_FP_INF;
  if (be == 0)
    {
      if (mant == 0)
	return X_FP_ZERO;
      *sig = mant;
      *exp = 1 - bias - (int) mbits;
      return X_FP_FINITE;
    }
  *sig = mant | (UINT64_C (1) << mbits);
  *exp = (int) be - bias - (int) mbits;
  return X_FP_FINITE;
}

/* Split the nonzero magnitude SIG * 2^EXP (EXP < 0) at the binary point
   as the rounding mode RND requires: the integer part rounded, NEG the
   sign of the value.  Used for float to integer conversions.  */

static inline uint64_t
x_round_shift (uint64_t sig, unsigned shift, int sticky, int neg,
	       enum x_rnd rnd, int *inexact)
{
  uint64_t q;
  int half, rest = sticky, up = 0;

  if (shift == 0)
    {
      q = sig;
      half = 0;
    }
  else if (shift > 64)
    {
      q = 0;
      half = 0;
      rest |= sig != 0;
    }
  else if (shift == 64)
    {
      q = 0;
      half = (int) (sig >> 63);
      rest |= (sig << 1) != 0;
    }
  else
    {
      q = sig >> shift;
      half = (int) ((sig >> (shift - 1)) & 1);
      rest |= (sig & x_mask64 (shift - 1)) != 0;
    }
  switch (rnd)
    {
    case X_RN:
      up = half && (rest || (q & 1));
      break;
    case X_RM:
      up = neg && (half || rest);
      break;
    case X_RP:
      up = !neg && (half || rest);
      break;
    default:
      break;
    }
  if (inexact)
    *inexact = half || rest;
  return q + up;
}

/* The float of the format (MBITS, EBITS) nearest, in the direction RND,
   to the nonzero value (-1)^NEG * (SIG + STICKY * epsilon) * 2^EXP,
   where STICKY says that nonzero bits follow SIG: the IEEE rounding of
   that value, subnormal results, overflow to infinity or to the largest
   finite value as RND says, and underflow to a zero of sign NEG
   included.  */

static inline uint64_t
x_round_pack (int neg, int exp, uint64_t sig, int sticky, unsigned mbits,
	      unsigned ebits, enum x_rnd rnd)
{
  int bias = (1 << (ebits - 1)) - 1, emin = 1 - bias;
  uint64_t sign = (uint64_t) (neg != 0) << (mbits + ebits);
  uint64_t inf = x_mask64 (ebits) << mbits;
  int e = exp + 63 - (int) x_clz64 (sig);
  int lsb = (e < emin ? emin : e) - (int) mbits;
  int be = lsb + (int) mbits + bias;
  uint64_t q, bits;

  if (be < (int) x_mask64 (ebits))
    {
      if (lsb <= exp)
	q = sig << (exp - lsb);
      else
	q = x_round_shift (sig, (unsigned) (lsb - exp), sticky, neg, rnd,
			   NULL);
      /* A carry out of the mantissa moves to the exponent by itself.  */
      bits = ((uint64_t) (be - 1) << mbits) + q;
      if (bits < inf)
	return sign | bits;
    }
  if (rnd == X_RN || (rnd == X_RP && !neg) || (rnd == X_RM && neg))
    return sign | inf;
  return sign | (inf - 1);
}

/* Convert the float BITS of the format (MB, EB) to the format (MBITS,
   EBITS), rounding as RND says; DEFAULT_NAN is the result for a NaN, or
   0 to keep the payload (for a wider format).  */

static inline uint64_t
x_convert_float (uint64_t bits, unsigned mb, unsigned eb, unsigned mbits,
		 unsigned ebits, enum x_rnd rnd, uint64_t default_nan)
{
  int neg, exp;
  uint64_t sig, sign;

  switch (x_unpack (bits, mb, eb, &neg, &exp, &sig))
    {
    case X_FP_ZERO:
      return (uint64_t) neg << (mbits + ebits);
    case X_FP_INF:
      sign = (uint64_t) neg << (mbits + ebits);
      return sign | (x_mask64 (ebits) << mbits);
    case X_FP_NAN:
      if (default_nan)
	return default_nan;
      sign = (uint64_t) neg << (mbits + ebits);
      return sign | (x_mask64 (ebits) << mbits)
	     | (UINT64_C (1) << (mbits - 1))
	     | ((bits & x_mask64 (mb)) << (mbits - mb));
    default:
      return x_round_pack (neg, exp, sig, 0, mbits, ebits, rnd);
    }
}

/* .sat on the f16 BITS: clamp to [0.0, 1.0], NaN to +0.0.  */

static inline uint16_t
x_sat_f16 (uint16_t h)
{
  if ((h & 0x7fff) > 0x7c00 || (h >> 15) || h == 0)
    return 0;
  return h > 0x3c00 ? 0x3c00 : h;
}

/* .ftz on an f16: subnormals to sign-preserving zero.  */

static inline uint16_t
x_ftz_f16 (uint16_t h)
{
  return (h & 0x7c00) == 0 ? (uint16_t) (h & 0x8000) : h;
}


/* cvt: float to integer.

   "Integer rounding is required for float-to-integer conversions";
   ".rni round to nearest integer, choosing even integer if source is
   equidistant between two integers; .rzi ... in the direction of zero;
   .rmi ... in direction of negative infinity; .rpi ... in direction of
   positive infinity".  "For float-to-integer conversions, the result is
   clamped to the destination range by default; i.e, .sat is
   redundant."  "In float-to-integer conversions, depending upon
   conversion types, NaN input results in following value: 1. Zero if
   source is not .f64 and destination is not .s64, .u64.  2. Otherwise
   1 << (BitWidth(dst) - 1) corresponding to the value of (MAXINT >> 1)
   + 1 for unsigned type or MININT for signed type."  "For
   cvt.ftz.dtype.f32 float-to-integer conversions ... subnormal inputs
   are flushed to sign-preserving zero."  The result is extended to 64
   bits as x_itype_ext says.  */

static inline uint64_t
x_cvt_float_to_int (uint64_t bits, unsigned mbits, unsigned ebits,
		    int src_f64, enum x_rnd rnd, enum x_itype dst)
{
  unsigned w = x_itype_bits (dst);
  int sgn = x_itype_signed (dst), neg, exp;
  uint64_t sig, mag = 0, max;
  int ovf = 0;

  switch (x_unpack (bits, mbits, ebits, &neg, &exp, &sig))
    {
    case X_FP_NAN:
      if (src_f64 || w == 64)
	return x_itype_ext (UINT64_C (1) << (w - 1), dst);
      return 0;
    case X_FP_ZERO:
      return 0;
    case X_FP_INF:
      ovf = 1;
      break;
    default:
      if (exp >= 0)
	{
	  if (exp + 64 - (int) x_clz64 (sig) > 64)
	    ovf = 1;
	  else
	    mag = sig << exp;
	}
      else
	mag = x_round_shift (sig, (unsigned) -exp, 0, neg, rnd, NULL);
      break;
    }
  if (!sgn)
    {
      max = x_mask64 (w);
      if (neg)
	return 0;
      return ovf || mag > max ? max : mag;
    }
  max = x_mask64 (w - 1);
  if (neg)
    return ovf || mag > max ? x_itype_ext (max + 1, dst) : 0 - mag;
  return ovf || mag > max ? max : mag;
}

/* cvt.irnd{.ftz}.dtype.f32, cvt.irnd.dtype.f64, cvt.irnd.dtype.f16.  */

static inline uint64_t
x_cvt_f32_to_int (float a, enum x_rnd rnd, int ftz, enum x_itype dst)
{
  if (ftz)
    a = x_ftz_f32 (a);
  return x_cvt_float_to_int (x_f32_bits (a), 23, 8, 0, rnd, dst);
}

static inline uint64_t
x_cvt_f64_to_int (double a, enum x_rnd rnd, enum x_itype dst)
{
  return x_cvt_float_to_int (x_f64_bits (a), 52, 11, 1, rnd, dst);
}

static inline uint64_t
x_cvt_f16_to_int (uint16_t a, enum x_rnd rnd, enum x_itype dst)
{
  return x_cvt_float_to_int (a, 10, 5, 0, rnd, dst);
}


/* cvt: integer to float.  "Floating-point rounding is required ... for
   integer-to-float conversions": .rn .rz .rm .rp.  The source is the low
   bits of A, of type SRC.  Every conversion rounds once, in software:
   u64 and s64 to f32 never go through double.  */

static inline uint64_t
x_cvt_int_to_float (uint64_t a, enum x_itype src, unsigned mbits,
		    unsigned ebits, enum x_rnd rnd)
{
  uint64_t v = x_itype_ext (a, src);
  int neg = x_itype_signed (src) && (v >> 63);
  uint64_t mag = neg ? 0 - v : v;

  if (mag == 0)
    return 0;
  return x_round_pack (neg, 0, mag, 0, mbits, ebits, rnd);
}

/* cvt.frnd{.sat}.f32.itype: .ftz has nothing to flush, as no integer
   converts to a subnormal.  */

static inline float
x_cvt_int_to_f32 (uint64_t a, enum x_itype src, enum x_rnd rnd, int sat)
{
  float r = x_bits_f32 ((uint32_t) x_cvt_int_to_float (a, src, 23, 8, rnd));
  return sat ? x_sat_f32 (r) : r;
}

static inline double
x_cvt_int_to_f64 (uint64_t a, enum x_itype src, enum x_rnd rnd, int sat)
{
  double r = x_bits_f64 (x_cvt_int_to_float (a, src, 52, 11, rnd));
  return sat ? x_sat_f64 (r) : r;
}

static inline uint16_t
x_cvt_int_to_f16 (uint64_t a, enum x_itype src, enum x_rnd rnd, int sat)
{
  uint16_t r = (uint16_t) x_cvt_int_to_float (a, src, 10, 5, rnd);
  return sat ? x_sat_f16 (r) : r;
}


/* cvt: float to float.  "Floating-point rounding is required for
   float-to-float conversions that result in loss of precision";
   ".ftz may be specified to flush single-precision subnormal inputs and
   results to sign-preserving zero"; ".sat limits the result to the
   range [0.0, 1.0].  NaN results are flushed to positive zero."  A NaN
   converted to f32 is 0x7fffffff, to f16 or bf16 0x7fff; one converted
   to f64 keeps its payload (made quiet), as f64 instructions do.  */

/* cvt.frnd{.ftz}{.sat}.f32.f64.  */

static inline float
x_cvt_f64_to_f32 (double a, enum x_rnd rnd, int ftz, int sat)
{
  float r = x_bits_f32 ((uint32_t) x_convert_float (x_f64_bits (a), 52, 11,
						    23, 8, rnd, X_F32_NAN));
  if (ftz)
    r = x_ftz_f32 (r);
  return sat ? x_sat_f32 (r) : r;
}

/* cvt{.ftz}{.sat}.f64.f32: exact.  */

static inline double
x_cvt_f32_to_f64 (float a, int ftz, int sat)
{
  double r;

  if (ftz)
    a = x_ftz_f32 (a);
  r = x_bits_f64 (x_convert_float (x_f32_bits (a), 23, 8, 52, 11, X_RN, 0));
  return sat ? x_sat_f64 (r) : r;
}

/* cvt.frnd{.relu}{.sat}.f16.f32 ({.ftz} flushes the f32 input).
   ".relu clamps the result to 0 if negative.  NaN results are converted
   to canonical NaN"; -0.0 becomes +0.0 under .relu here.  */

static inline uint16_t
x_cvt_f32_to_f16 (float a, enum x_rnd rnd, int ftz, int sat, int relu)
{
  uint16_t r;

  if (ftz)
    a = x_ftz_f32 (a);
  r = (uint16_t) x_convert_float (x_f32_bits (a), 23, 8, 10, 5, rnd,
				  X_F16_NAN);
  if (relu && (r >> 15))
    r = 0;
  return sat ? x_sat_f16 (r) : r;
}

/* cvt{.ftz}{.sat}.f32.f16: exact (no f16 is an f32 subnormal).  */

static inline float
x_cvt_f16_to_f32 (uint16_t a, int ftz, int sat)
{
  float r = x_bits_f32 ((uint32_t) x_convert_float (a, 10, 5, 23, 8, X_RN,
						    X_F32_NAN));
  if (ftz)
    r = x_ftz_f32 (r);
  return sat ? x_sat_f32 (r) : r;
}

/* cvt.frnd{.sat}.f16.f64: rounded once, from the double.  */

static inline uint16_t
x_cvt_f64_to_f16 (double a, enum x_rnd rnd, int sat)
{
  uint16_t r = (uint16_t) x_convert_float (x_f64_bits (a), 52, 11, 10, 5,
					   rnd, X_F16_NAN);
  return sat ? x_sat_f16 (r) : r;
}

/* cvt{.sat}.f64.f16: exact.  */

static inline double
x_cvt_f16_to_f64 (uint16_t a, int sat)
{
  double r = x_bits_f64 (x_convert_float (a, 10, 5, 52, 11, X_RN, 0));
  return sat ? x_sat_f64 (r) : r;
}

/* cvt.frnd2{.relu}.bf16.f32 and cvt.f32.bf16 ("For cvt.f32.bf16, NaN
   input yields unspecified NaN": 0x7fffffff here).  */

static inline uint16_t
x_cvt_f32_to_bf16 (float a, enum x_rnd rnd, int relu)
{
  uint16_t r = (uint16_t) x_convert_float (x_f32_bits (a), 23, 8, 7, 8, rnd,
					   X_BF16_NAN);
  if (relu && (r >> 15))
    r = 0;
  return r;
}

static inline float
x_cvt_bf16_to_f32 (uint16_t a)
{
  return x_bits_f32 ((uint32_t) x_convert_float (a, 7, 8, 23, 8, X_RN,
						 X_F32_NAN));
}

/* cvt{.ftz}{.sat}.f32.f32 and cvt.sat.f64.f64, without rounding: .ftz
   and .sat alone (a NaN f32 becomes 0x7fffffff, as the other f32
   results).  */

static inline float
x_cvt_f32_to_f32 (float a, int ftz, int sat)
{
  return x_f32_result (ftz ? x_ftz_f32 (a) : a, ftz, sat);
}

static inline double
x_cvt_f64_to_f64 (double a, int sat)
{
  return sat ? x_sat_f64 (a) : a;
}

/* cvt.irnd{.ftz}{.sat}.f32.f32, cvt.irnd{.sat}.f64.f64 and
   cvt.irnd.f16.f16: "A floating-point value may be rounded to an
   integral value using the integer rounding modifiers ... The operands
   must be of the same size.  The result is an integral value, stored in
   floating-point format."  Zeros, infinities and values already
   integral are unchanged, a value that rounds to zero keeps its sign,
   a NaN is the format's canonical NaN (quieted for f64).  */

static inline uint64_t
x_rint_bits (uint64_t bits, unsigned mbits, unsigned ebits, enum x_rnd rnd)
{
  int neg, exp;
  uint64_t sig, q;

  if (x_unpack (bits, mbits, ebits, &neg, &exp, &sig) != X_FP_FINITE
      || exp >= 0)
    return bits;
  q = x_round_shift (sig, (unsigned) -exp, 0, neg, rnd, NULL);
  if (q == 0)
    return (uint64_t) neg << (mbits + ebits);
  return x_round_pack (neg, 0, q, 0, mbits, ebits, X_RN);
}

static inline float
x_cvt_rint_f32 (float a, enum x_rnd rnd, int ftz, int sat)
{
  float r;

  if (ftz)
    a = x_ftz_f32 (a);
  r = x_bits_f32 ((uint32_t) x_rint_bits (x_f32_bits (a), 23, 8, rnd));
  return x_f32_result (r, ftz, sat);
}

static inline double
x_cvt_rint_f64 (double a, enum x_rnd rnd, int sat)
{
  double r = x_bits_f64 (x_rint_bits (x_f64_bits (a), 52, 11, rnd));

  r = x_f64_result (r, a, 0.0, 0.0);
  return sat ? x_sat_f64 (r) : r;
}

static inline uint16_t
x_cvt_rint_f16 (uint16_t a, enum x_rnd rnd, int sat)
{
  uint16_t r;

  if ((a & 0x7fff) > 0x7c00)
    r = X_F16_NAN;
  else
    r = (uint16_t) x_rint_bits (a, 10, 5, rnd);
  return sat ? x_sat_f16 (r) : r;
}


/* cvt: integer to integer.  Without .sat the value is truncated to the
   destination width (and extended as x_itype_ext says); with .sat "For
   integer destination types, .sat limits the result to MININT..MAXINT
   for the size of the operation.  Note that saturation applies to both
   signed and unsigned integer types."  The source is the low bits of A,
   of type SRC.  */

static inline uint64_t
x_cvt_int (uint64_t a, enum x_itype dst, enum x_itype src, int sat)
{
  uint64_t v = x_itype_ext (a, src);
  unsigned w = x_itype_bits (dst);
  int neg = x_itype_signed (src) && (v >> 63);

  if (sat)
    {
      if (x_itype_signed (dst))
	{
	  uint64_t max = x_mask64 (w - 1);

	  if (neg)
	    {
	      /* V >= -2^(W-1) exactly when -V <= 2^(W-1).  */
	      if (0 - v > max + 1)
		return x_itype_ext (max + 1, dst);
	    }
	  else if (v > max)
	    return max;
	}
      else
	{
	  if (neg)
	    return 0;
	  if (v > x_mask64 (w))
	    return x_mask64 (w);
	}
    }
  return x_itype_ext (v, dst);
}


/* Half-precision arithmetic: add, sub, mul, fma on f16 bit patterns.
   "Half-precision add, sub, mul, and fma support saturation of results
   to the range [0.0, 1.0], with NaNs being flushed to positive zero.
   Half-precision instructions return an unspecified NaN" (0x7fff here);
   ".ftz flushes subnormal inputs and results to sign-preserving zero";
   .rn is the only rounding the ISA allows, but any mode works here.
   Sums, differences and products of two f16 are exact in double, so
   rounding the double once to f16 is exact; fma rounds the double
   result to odd first (rounding towards zero and setting the last bit
   when inexact), which makes the second rounding exact too.  */

static inline uint16_t
x_f16_finish (double r, enum x_rnd rnd, int ftz, int sat)
{
  uint16_t h = (uint16_t) x_convert_float (x_f64_bits (r), 52, 11, 10, 5,
					   rnd, X_F16_NAN);
  if (ftz)
    h = x_ftz_f16 (h);
  return sat ? x_sat_f16 (h) : h;
}

static inline uint16_t
x_add_f16 (uint16_t a, uint16_t b, enum x_rnd rnd, int ftz, int sat)
{
  double r;

  if (ftz)
    {
      a = x_ftz_f16 (a);
      b = x_ftz_f16 (b);
    }
  r = x_cvt_f16_to_f64 (a, 0) + x_cvt_f16_to_f64 (b, 0);
  /* An exact zero sum of operands of opposite signs is -0.0 when
     rounding towards negative infinity, +0.0 otherwise.  */
  if (r == 0.0 && rnd == X_RM && ((a ^ b) & 0x8000))
    r = -0.0;
  return x_f16_finish (r, rnd, ftz, sat);
}

static inline uint16_t
x_sub_f16 (uint16_t a, uint16_t b, enum x_rnd rnd, int ftz, int sat)
{
  return x_add_f16 (a, (uint16_t) (b ^ 0x8000), rnd, ftz, sat);
}

static inline uint16_t
x_mul_f16 (uint16_t a, uint16_t b, enum x_rnd rnd, int ftz, int sat)
{
  double r;

  if (ftz)
    {
      a = x_ftz_f16 (a);
      b = x_ftz_f16 (b);
    }
  r = x_cvt_f16_to_f64 (a, 0) * x_cvt_f16_to_f64 (b, 0);
  X_OPAQUE (r);
  return x_f16_finish (r, rnd, ftz, sat);
}

static inline uint16_t
x_fma_f16 (uint16_t a, uint16_t b, uint16_t c, enum x_rnd rnd, int ftz,
	   int sat)
{
  volatile double va, vb, vc, vr;
  double r;
  fenv_t env;
  int inexact;

  if (ftz)
    {
      a = x_ftz_f16 (a);
      b = x_ftz_f16 (b);
      c = x_ftz_f16 (c);
    }
  va = x_cvt_f16_to_f64 (a, 0);
  vb = x_cvt_f16_to_f64 (b, 0);
  vc = x_cvt_f16_to_f64 (c, 0);
  feholdexcept (&env);
  fesetround (FE_TOWARDZERO);
  vr = fma (va, vb, vc);
  inexact = fetestexcept (FE_INEXACT) != 0;
  fesetenv (&env);
  r = vr;
  if (inexact && !x_f64_isnan (r))
    r = x_bits_f64 (x_f64_bits (r) | 1);
  else if (r == 0.0)
    {
      /* An exact zero: the sign of a*b and c if they agree, otherwise
	 -0.0 when rounding towards negative infinity, +0.0 otherwise.  */
      int sp = ((a ^ b) >> 15) & 1, sc = c >> 15;

      r = (sp == sc ? sp : rnd == X_RM) ? -0.0 : 0.0;
    }
  return x_f16_finish (r, rnd, ftz, sat);
}

/* neg, abs, min, max on f16: as their f32 counterparts.  */

static inline uint16_t
x_neg_f16 (uint16_t a, int ftz)
{
  return (uint16_t) ((ftz ? x_ftz_f16 (a) : a) ^ 0x8000);
}

static inline uint16_t
x_abs_f16 (uint16_t a, int ftz)
{
  return (uint16_t) ((ftz ? x_ftz_f16 (a) : a) & 0x7fff);
}

static inline uint16_t
x_minmax_f16 (uint16_t a, uint16_t b, int ftz, int nan_mode, int is_max)
{
  int an, bn;
  double da, db;

  if (ftz)
    {
      a = x_ftz_f16 (a);
      b = x_ftz_f16 (b);
    }
  an = (a & 0x7fff) > 0x7c00;
  bn = (b & 0x7fff) > 0x7c00;
  if (an || bn)
    {
      if (nan_mode || (an && bn))
	return X_F16_NAN;
      return an ? b : a;
    }
  da = x_cvt_f16_to_f64 (a, 0);
  db = x_cvt_f16_to_f64 (b, 0);
  if (da == db)
    return (!(a >> 15) == !is_max) ? b : a;
  return (da < db) == !is_max ? a : b;
}


/* Atomic operations' arithmetic.  atom: "inc(r, s) = (r >= s) ? 0 :
   r+1; dec(r, s) = (r==0 || r > s) ? s : r-1; exch(r, s) = s;
   cas(r,s,t) = (r == s) ? t : r;"  "The floating-point operation .add
   operation rounds to nearest even.  Current implementation of
   atom.add.f32 on global memory flushes subnormal inputs and results to
   sign-preserving zero; whereas atom.add.f32 on shared memory supports
   subnormal inputs and results and doesn't flush them to zero."  So FTZ
   is true for global memory (and generic addresses that reach it).
   .min and .max are x_min_u32 and the like.  */

static inline uint32_t
x_atom_inc_u32 (uint32_t old, uint32_t b)
{
  return old >= b ? 0 : old + 1;
}

static inline uint32_t
x_atom_dec_u32 (uint32_t old, uint32_t b)
{
  return (old == 0 || old > b) ? b : old - 1;
}

static inline uint64_t
x_atom_cas (uint64_t old, uint64_t cmp, uint64_t val)
{
  return old == cmp ? val : old;
}

static inline float
x_atom_add_f32 (float old, float b, int ftz)
{
  return x_add_f32 (old, b, X_RN, ftz, 0);
}

static inline double
x_atom_add_f64 (double old, double b)
{
  return x_add_f64 (old, b, X_RN);
}

#endif /* MSP_ALU_H */
