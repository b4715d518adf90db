/* msp-rtl.h -- the RTL layer: the nvptx backend's side of msp.
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option) any
   later version.  */

#ifndef MSP_RTL_H
#define MSP_RTL_H

#include "core/lattice.h"

/* rtl/addr-space.cc.  */
extern void msp_install_backend_hooks (void);
extern rtx msp_gen_asm_set (rtx, const char *, rtx, const char *);
extern rtx msp_gen_window_address (rtx, rtx);
extern rtx msp_gen_cvta (rtx, rtx, addr_space_t, bool);
extern addr_space_t msp_cvta_to_space (rtx, rtx *);
extern bool msp_frame_address_p (const_rtx, HOST_WIDE_INT *);
extern bool msp_stack_address_p (const_rtx, HOST_WIDE_INT *);
extern unsigned char msp_frame_mask (void);
extern bool msp_frame_window_p (void);

/* rtl/expand-address.cc.  */
extern rtx msp_known_address (rtx);

/* rtl/simt-switch.cc.  */
extern int msp_simt_switch_p (const rtx_insn *);
extern unsigned msp_simt_switch_insns (void);
extern bool msp_print_simt_switch (FILE *, rtx, int);

/* rtl/rtl-resolve.cc.  */
extern unsigned msp_rtl_resolve (function *);

/* rtl/rtl-verify.cc.  */
extern void msp_verify_rtl (msp_mask (*) (rtx, void *), void *);

/* rtl/dead-defs.cc.  */
extern unsigned msp_delete_dead_defs (bitmap);

/* rtl/split-vadd.cc.  */
extern unsigned msp_split_vadds (void);

/* rtl/punned-move.cc.  */
extern unsigned msp_fix_punned_moves (void);

/* rtl/frame-space.cc.  */
extern unsigned msp_frame_space (bool);

#endif /* MSP_RTL_H */
