/* spaces.h -- the table of PTX state spaces.
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option) any
   later version.

   Every fact msp uses about a state space is a column of that space's
   row in msp_spaces (spaces.cc): its bit in the lattice (lattice.h), its
   address space, its PTX name, the conversions to and from it, what
   isspacep answers for it, and which instructions PTX has for it.  The
   layers ask the table (the functions below) instead of naming spaces
   in switches of their own.  */

#ifndef MSP_SPACES_H
#define MSP_SPACES_H

#include "core/lattice.h"

/* The data areas of the nvptx backend: enum nvptx_data_area, which
   nvptx.cc keeps to itself, the same in GCC 12 to 16.  It records a
   symbol's area in the machine-dependent flags of its SYMBOL_REF
   (SYMBOL_DATA_AREA; core/data-area.cc).  */
enum msp_nvptx_area
{
  NVPTX_AREA_GENERIC,
  NVPTX_AREA_GLOBAL,
  NVPTX_AREA_SHARED,
  NVPTX_AREA_LOCAL,
  NVPTX_AREA_CONST,
  NVPTX_AREA_PARAM
};

/* One PTX state space.  */
struct msp_space
{
  /* Its bit in the lattice: row I of msp_spaces has bit I.  */
  msp_mask mask;
  /* The address space msp rewrites accesses to it into (LLVM NVPTX's
     numbers; addr-space.cc prints them), or 0, the generic space, where
     msp rewrites none.  The pointers GIMPLE's accesses go through.  */
  addr_space_t as;
  /* Its pointers in AS are 32 bits wide (SImode), not 64: an address of
     the space's window fits in 32 bits, and 32-bit index arithmetic is
     cheaper in loops (rtl/addr-space.cc).  */
  bool short_pointers;
  /* The address space of the accesses msp-rtl qualifies, whose
     addresses are 64-bit registers the backend made: AS where its
     pointers are 64-bit.  */
  addr_space_t wide_as;
  /* Its PTX name, ".global"; without the dot, its name in dumps.  */
  const char *ptx;
  /* The same space under a PTX name with a sub-qualifier, or NULL.  */
  const char *ptx_qualified;
  /* Its name in msp's warnings ("constant memory").  */
  const char *noun;
  /* The templates of the conversions from a generic address to the
     space and back (cvta.to.SPACE, cvta.SPACE), or NULL where the
     generic address is the space's own.  */
  const char *cvta_to;
  const char *cvta_from;
  /* isspacep.SPACE tests whether an address is in it, and msp folds
     such tests (gimple/transform/isspacep.cc).  */
  bool isspacep;
  /* Its addresses are a window of the generic address space disjoint
     from the other windows, so isspacep of an address into one of the
     others is 0.  */
  bool window;
  /* PTX's st may write it.  */
  bool store;
  /* PTX's atom and red may address it.  */
  bool atomic;
  /* The nvptx data area whose symbols are in it; NVPTX_AREA_GENERIC
     where msp takes no symbol to be.  */
  enum msp_nvptx_area area;
};

/* The rows, one per space bit of MSP_UNKNOWN, in the order of the
   bits.  */
#define MSP_NSPACES 5
extern const struct msp_space msp_spaces[MSP_NSPACES];

#define FOR_EACH_MSP_SPACE(S) \
  for (const struct msp_space *S = msp_spaces;			\
       S < msp_spaces + MSP_NSPACES; S++)

/* Its name in dumps: "global".  */

static inline const char *
msp_space_name (const struct msp_space *s)
{
  return s->ptx + 1;
}

extern const struct msp_space *msp_space_of_mask (msp_mask);
extern const struct msp_space *msp_space_of_addr_space (addr_space_t);
extern const struct msp_space *msp_space_of_area (int);
extern addr_space_t msp_mask_addr_space (msp_mask);
extern addr_space_t msp_mask_wide_addr_space (msp_mask);
extern bool msp_short_addr_space_p (addr_space_t);
extern msp_mask msp_addr_space_mask (addr_space_t);
extern const char *msp_addr_space_name (addr_space_t);
extern void msp_print_space_counts (FILE *, const unsigned *);
extern void msp_pp_mask (pretty_printer *, msp_mask);
extern void msp_print_mask (FILE *, msp_mask);
extern void debug_msp_mask (msp_mask);

#endif /* MSP_SPACES_H */
