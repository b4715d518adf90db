/* program.h -- a linked PTX program, decoded for the interpreter.
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option)
   any later version.

   link.c gives every symbol of the program a place: a .global or .const
   variable an address in the arena of its space, a .shared one an
   offset in each CTA's shared memory, a function an index.  decode.c
   turns each function's statements into xinsn records whose operands
   are slots: a register's slot in the function's register file, a
   literal's or symbol address's slot in the function's table of
   constants, a special register's slot in the warp's table.  Each slot
   holds one 64-bit value per lane (values narrower than 64 bits are
   kept zero-extended), so that an instruction runs over the 32 lanes of
   a warp as a loop over one array per operand (interp.c).

   The register file of an activation also holds its .param variables:
   a .param variable of N bytes takes (N + 7) / 8 slots, and ld.param
   and st.param read and write the bytes of those slots, lane by lane.
   A call copies the argument variables' slots into the callee's
   parameter slots; a return copies the result back (PTX ISA, "Parameter
   State Space": the .param space of a device function is per call).  */

#ifndef MSP_PROGRAM_H
#define MSP_PROGRAM_H

#include <stdint.h>
#include "ptx.h"

/* The operations, after decoding.  The type, comparison, rounding and
   the like are in xinsn's other fields.  */

enum xop
{
  XOP_NOP,
  XOP_MOV, XOP_MOVPACK, XOP_MOVUNPACK,
  XOP_LD, XOP_ST, XOP_LDPARAM, XOP_STPARAM,
  XOP_ATOM, XOP_RED,
  XOP_CVTA, XOP_CVTA_TO, XOP_ISSPACEP,
  XOP_LOCALADDR,	/* the address of a .local variable: local space
			   (MOD 0) or generic (MOD 1) */
  XOP_ADD, XOP_SUB, XOP_MUL, XOP_MULHI, XOP_MULWIDE,
  XOP_MAD, XOP_MADHI, XOP_MADWIDE, XOP_MUL24, XOP_MAD24, XOP_SAD,
  XOP_DIV, XOP_REM, XOP_ABS, XOP_NEG, XOP_MIN, XOP_MAX,
  XOP_AND, XOP_OR, XOP_XOR, XOP_NOT, XOP_CNOT,
  XOP_SHL, XOP_SHR,
  XOP_POPC, XOP_CLZ, XOP_BREV, XOP_BFIND, XOP_BFE, XOP_BFI, XOP_PRMT,
  XOP_SHF,		/* shf: MOD bit 0 .r (else .l), bit 1 .clamp
			   (else .wrap) */
  XOP_VADD, XOP_VSUB,
  XOP_SETP, XOP_SET, XOP_SELP, XOP_SLCT,
  XOP_CVT,
  XOP_FMA, XOP_SQRT, XOP_RSQRT, XOP_RCP, XOP_SIN, XOP_COS, XOP_EX2,
  XOP_LG2, XOP_TANH, XOP_COPYSIGN, XOP_TESTP,
  XOP_BRA, XOP_CALL, XOP_RET, XOP_EXIT, XOP_TRAP,
  XOP_BAR, XOP_BARWARP, XOP_SHFL, XOP_VOTE, XOP_ACTIVEMASK,
  XOP_MEMBAR,
  XOP_ALLOCA, XOP_STACKSAVE, XOP_STACKRESTORE,
  XOP_NANOSLEEP,
  XOP_COUNT
};

/* Where an operand's per-lane values live.  */

enum xopnd_kind
{
  XK_NONE,
  XK_REG,		/* the activation's register file */
  XK_CONST,		/* the function's table of constants */
  XK_SREG		/* the warp's special registers */
};

struct xopnd
{
  uint8_t kind;		/* enum xopnd_kind */
  uint8_t negated;	/* !p */
  uint32_t slot;
};

/* The special registers, each a slot of the warp's table (interp.c).  */

enum xsreg
{
  XS_TID_X, XS_TID_Y, XS_TID_Z,
  XS_NTID_X, XS_NTID_Y, XS_NTID_Z,
  XS_CTAID_X, XS_CTAID_Y, XS_CTAID_Z,
  XS_NCTAID_X, XS_NCTAID_Y, XS_NCTAID_Z,
  XS_LANEID, XS_WARPID, XS_NWARPID, XS_SMID, XS_NSMID, XS_GRIDID,
  XS_LANEMASK_EQ, XS_LANEMASK_LE, XS_LANEMASK_LT, XS_LANEMASK_GE,
  XS_LANEMASK_GT,
  XS_CLOCK, XS_CLOCK64, XS_GLOBALTIMER,
  XS_DYNAMIC_SMEM_SIZE, XS_TOTAL_SMEM_SIZE,
  XS_COUNT
};

/* A memory operand.  */

enum xaddr_kind
{
  XA_REG,		/* REG + OFFSET */
  XA_ABS,		/* OFFSET: a literal or a symbol's address */
  XA_LOCAL,		/* a .local variable of the activation + OFFSET */
  XA_PARAM		/* a .param variable: its slot SLOT + OFFSET bytes */
};

struct xaddr
{
  uint8_t kind;
  uint8_t reg32;	/* REG is a 32-bit register */
  uint32_t slot;	/* XA_REG: the register; XA_PARAM: the variable */
  int64_t offset;	/* XA_LOCAL: the variable's offset plus the
			   operand's */
};

/* The arguments of a call.  */

struct xcall
{
  struct xfunc *callee;	/* NULL: an indirect call through FNREG */
  struct xopnd fnreg;
  int nargs;
  uint32_t *arg_slot;	/* the caller's .param variables */
  uint32_t *arg_size;	/* their sizes in bytes */
  int32_t ret_slot;	/* the caller's result variable, or -1 */
  uint32_t ret_size;
  int uniform;		/* call.uni */
};

/* Execution counts of one instruction.  */

struct xcounts
{
  uint64_t executed;		/* warp-instructions */
  uint64_t touched[SP_NSPACES + 1];	/* memory: by the space the
					   first lane touched; the last
					   entry when lanes differ */
};

struct xinsn
{
  uint16_t op;		/* enum xop */
  uint8_t type;		/* enum ptx_type of the operation */
  uint8_t type2;	/* cvt: the source type; setp.T.bool: -- */
  uint8_t space;	/* memory, cvta, isspacep: enum ptx_space */
  uint8_t mod;		/* comparison, rounding, atomic operation, shfl
			   mode, bar form ... (per op) */
  uint8_t mod2;		/* boolean operation of setp/set, .sat, ... */
  uint8_t mod3;		/* bar.red: the reduction (XBR_*) */
  uint8_t flags;	/* XF_* */
  uint8_t vec;		/* elements of a vector access: 1, 2 or 4 */
  uint8_t nops;		/* operands used in O */
  uint8_t guard_negated;
  int32_t guard;	/* the guard predicate's register slot, or -1 */
  struct xopnd o[6];
  struct xaddr addr;	/* memory instructions */
  uint32_t target;	/* bra: the target's index */
  uint32_t reconv;	/* a guarded bra: where lanes it splits meet
			   again, its immediate post-dominator; a
			   guarded call: the next instruction; else, and
			   where none is, X_NO_RECONV */
  struct xcall *call;	/* call */
  /* Where it comes from: the module, its line, and the last .loc.  */
  uint16_t module;
  uint16_t file;
  uint32_t line;
  uint32_t src_line;
  struct xcounts *counts;
};

#define X_NO_RECONV UINT32_MAX

/* Flags.  */
#define XF_FTZ		0x01
#define XF_SAT		0x02
#define XF_READS_CLOCK	0x04	/* an operand is %clock or the like */
#define XF_CC		0x08	/* .cc (carry): not supported */
#define XF_APPROX	0x10
#define XF_UNI		0x20	/* .uni */

/* A function of the program.  */

struct xfunc
{
  const char *name;
  int index;
  int kernel;
  int builtin;		/* XB_* for malloc, free, vprintf: no body */
  const struct ptx_func *ptx;
  int module;
  /* The decoded body.  */
  struct xinsn *code;
  uint32_t ncode;
  uint32_t nregs;	/* slots of the register file */
  uint32_t *reg_type;	/* enum ptx_type of each slot (for 32-bit
			   addresses) */
  uint64_t *consts;	/* nconsts * 32 values */
  uint32_t nconsts;
  /* Parameters: the slot of each, in order, and of the result.  */
  int nparams;
  uint32_t *param_slot;
  uint32_t *param_size;
  uint32_t *param_align;
  int32_t ret_slot;
  uint32_t ret_size;
  /* .local variables: bytes per activation, and their alignment.  */
  uint64_t local_size;
  uint32_t local_align;
  int decoded;
  struct xcounts total;	/* for reports */
  struct xcounts *counts_block;	/* the counts of CODE, one per insn */
  void *calls_block;		/* the xcall records of CODE */
};

/* The reductions of bar.red, in MOD3 of XOP_BAR: O[2] the result, O[3]
   the predicate; O[0] the barrier and O[1] the count as for bar.sync.  */
enum
{
  XBR_NONE,
  XBR_AND,
  XBR_OR,
  XBR_POPC
};

/* Built-in functions: those the CUDA linker supplies on hardware.  */
enum
{
  XB_NONE,
  XB_MALLOC,
  XB_FREE,
  XB_VPRINTF
};

struct xprog
{
  struct ptx_module **modules;
  int nmodules;
  struct xfunc **funcs;
  int nfuncs;
  /* Module-level symbols, for lookups.  */
  struct xsym *syms;
  int nsyms;
  /* Data.  */
  uint64_t global_base;		/* the program's .global variables */
  uint64_t global_size;
  uint64_t const_base;		/* their .const ones: const-space
				   offsets from 0 */
  uint64_t const_size;
  uint64_t shared_size;		/* static .shared bytes of a CTA */
  uint8_t *shared_init;		/* initial contents (zero unless
				   initialised) */
  int has_dynamic_shared;	/* an .extern .shared array no module
				   defines: the dynamic .shared */
  uint64_t dynamic_shared_offset;
};

/* A module-level symbol of the program.  */

struct xsym
{
  const char *name;
  int module;			/* the defining module */
  enum ptx_linkage linkage;
  int is_func;
  int alias;			/* another name of FUNC (.alias) */
  struct xfunc *func;
  const struct ptx_var *var;
  int space;			/* enum ptx_space of a variable */
  uint64_t addr;		/* its address in its space */
  uint64_t size;
};

/* link.c: the symbol NAME as module MODULE sees it, or NULL.  */
extern struct xsym *xlink_lookup (struct xprog *, int module,
				  const char *name);
/* decode.c: decode F; 0 on success, else a message in ERR.  */
extern int xdecode (struct xprog *, struct xfunc *f, char *err,
		    size_t errlen);

#endif /* MSP_PROGRAM_H */
