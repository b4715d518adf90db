/* msp-backend.h -- the nvptx backend's side of msp.
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option) any
   later version.  */

#ifndef MSP_BACKEND_H
#define MSP_BACKEND_H

/* backend/addr-space.cc.  */
extern void msp_install_backend_hooks (void);
extern rtx msp_gen_asm_set (rtx, const char *, rtx, const char *);
extern rtx msp_gen_window_address (rtx, rtx);
extern rtx msp_gen_cvta (rtx, rtx, addr_space_t, bool);
extern addr_space_t msp_cvta_to_space (rtx, rtx *);
extern bool msp_frame_address_p (const_rtx, HOST_WIDE_INT *);
extern bool msp_stack_address_p (const_rtx, HOST_WIDE_INT *);
extern unsigned char msp_frame_mask (void);
extern bool msp_frame_window_p (void);

/* backend/simt-switch.cc.  */
extern int msp_simt_switch_p (const rtx_insn *);
extern unsigned msp_simt_switch_insns (void);
extern bool msp_print_simt_switch (FILE *, rtx, int);

/* backend/rtl-resolve.cc.  */
extern rtl_opt_pass *make_pass_msp_rtl (gcc::context *);
extern rtl_opt_pass *make_pass_msp_frame (gcc::context *);
extern rtl_opt_pass *make_pass_msp_frame_end (gcc::context *);

#endif /* MSP_BACKEND_H */
