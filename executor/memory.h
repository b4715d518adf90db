/* memory.h -- the executor's address windows and memory.
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option)
   any later version.

   The PTX ISA ("Generic Addressing") maps the .const, .local and
   .shared state spaces into windows of the generic address space, and
   every other generic address is a .global one.  The executor places
   the windows at fixed addresses that nothing else is mapped at
   (memory.c reserves them), so that a value tells which window it
   falls in:

     X_GLOBAL_ARENA   .global: device allocations and the program's
                      .global variables, host memory at the device
                      address (the host reads and writes it directly);
                      host memory registered as global is .global too;
     X_CONST_WINDOW   .const: the program's .const variables; a
                      const-space address is the offset from the base;
     X_SHARED_WINDOW  .shared: offsets into the shared memory of the CTA
                      of the thread that makes the access;
     X_LOCAL_WINDOW   .local: offsets into the local memory of the
                      thread that makes the access;
     X_FUNC_BASE      function values (program.h): no memory.

   A space-specific address (ld.shared, ld.local, ld.const) is the
   offset from its window's base (cvta adds the base, cvta.to subtracts
   it), as on hardware, where shared and local addresses are small
   numbers that mean different memory in different CTAs and threads.

   A conversion of an address of another window is no fault (the PTX
   ISA leaves its value undefined); the access through the result is,
   because the result lies far outside the space, unless it was cut to
   32 bits, as .shared addresses may be (msp makes 32-bit copies of
   them).  So the .shared window starts at 2 GiB modulo 4 GiB, and no
   other memory has addresses within 1 MiB above 2 GiB modulo 4 GiB
   (the global arena skips them): the low 32 bits of such an address
   minus the window's base are at least 1 MiB, beyond any CTA's .shared
   memory.  */

#ifndef MSP_MEMORY_H
#define MSP_MEMORY_H

#include <stddef.h>
#include <stdint.h>

#define X_SHARED_WINDOW 0x200080000000ULL
#define X_LOCAL_WINDOW 0x210000000000ULL
#define X_CONST_WINDOW 0x220000000000ULL
#define X_WINDOW_SIZE (1ULL << 32)
/* The addresses no memory but the .shared window's may have: their low
   32 bits in [X_SHARED_HOLE, X_SHARED_HOLE + X_SHARED_HOLE_SIZE).  */
#define X_SHARED_HOLE 0x80000000ULL
#define X_SHARED_HOLE_SIZE (1ULL << 20)
#define X_GLOBAL_ARENA 0x300000000000ULL
/* Functions as values: X_FUNC_BASE + index * X_FUNC_STRIDE.  */
#define X_FUNC_BASE 0x230000000000ULL
#define X_FUNC_STRIDE 16

/* Reserve the windows and map the arenas, once; 0 on success.  */
extern int xmem_init (void);
/* The .const arena: allocate SIZE bytes aligned to ALIGN, return the
   const-space address (the host address is X_CONST_WINDOW plus it).  */
extern uint64_t xmem_const_alloc (size_t size, size_t align);
/* True if [ADDR, ADDR + SIZE) is .global memory: the arena, registered
   host memory or, under xmem_host_memory_global, a readable and
   writable mapping of the process.  */
extern int xmem_global_p (uint64_t addr, uint64_t size);
/* The device's malloc: SIZE bytes of the arena, 16-byte aligned.  */
extern uint64_t xmem_device_malloc (uint64_t size);
/* True if [ADDR, ADDR + SIZE) lies in one live allocation.  */
extern int xmem_allocated_p (uint64_t addr, uint64_t size);
/* The bytes of the .const arena in use.  */
extern uint64_t xmem_const_used (void);

#endif /* MSP_MEMORY_H */
