/* memory.c -- the executor's windows, arenas and device allocations.
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option)
   any later version.

   memory.h says where the windows are.  Here they are reserved, once:
   the .shared and .local windows and the function values as
   inaccessible mappings (a host access through a device pointer into
   them faults at once), the .const and .global arenas as readable and
   writable ones that the kernel backs with pages only when touched
   (MAP_NORESERVE).  MAP_FIXED_NOREPLACE refuses an address something
   else already holds, so a window never overlaps the host's memory.

   Device memory comes from the global arena: cuMemAlloc, the program's
   .global variables and the device's malloc.  Allocations are made at
   increasing addresses and recorded in a table sorted by address
   (cuMemGetAddressRange, and the report of an access outside every
   allocation); a freed allocation's pages go back to the system
   (madvise) and its addresses are not reused, so that a use after
   free touches no other object.  MSP_RUN_GLOBAL_MEMORY sets the size
   of the arena in MiB (default 16384).  The functions are thread-safe:
   the host allocates while a grid runs.

   Under unified shared memory (xmem_host_memory_global), device code
   dereferences the host's own addresses: malloc's, the stacks', the
   host program's variables.  Every readable and writable mapping of
   the process is then global memory too, but for the windows and
   arenas above (the .const arena is readable and writable as well):
   the mappings of /proc/self/maps, adjacent ones merged, in a table
   sorted by address, read again when an address misses it, since the
   host maps memory at any time.  The .shared hole of memory.h does not
   bind the host's memory: there, a .shared address cut to 32 bits and
   converted wrongly may land in host memory and go unnoticed.  */

#define _GNU_SOURCE
#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "exec.h"
#include "memory.h"

#ifndef MAP_FIXED_NOREPLACE
#define MAP_FIXED_NOREPLACE 0x100000
#endif

#define CONST_ARENA_SIZE (256ULL << 20)

struct alloc
{
  uint64_t base, size;
  int live;
};

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static int initialised;
static uint64_t arena_size, arena_used, arena_live;
static struct alloc *allocs;
static size_t nallocs, capallocs;
static uint64_t const_used;

/* Host ranges registered as global memory.  */
static struct alloc *hosts;
static size_t nhosts, caphosts;

/* Whether the process's memory is global memory, and its readable and
   writable mappings (unified shared memory).  */
static int host_global;
static struct alloc *maps;
static size_t nmaps, capmaps;

static int
reserve (uint64_t addr, uint64_t size, int prot, int flags)
{
  void *p = mmap ((void *) (uintptr_t) addr, size, prot,
		  MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE
		  | MAP_FIXED_NOREPLACE | flags, -1, 0);
  if (p == MAP_FAILED)
    return -1;
  if ((uint64_t) (uintptr_t) p != addr)
    {
      /* A kernel without MAP_FIXED_NOREPLACE takes it for a hint.  */
      munmap (p, size);
      return -1;
    }
  return 0;
}

int
xmem_init (void)
{
  int ok = 0;

  pthread_mutex_lock (&lock);
  if (!initialised)
    {
      const char *e = getenv ("MSP_RUN_GLOBAL_MEMORY");
      arena_size = (e && atol (e) > 0 ? (uint64_t) atol (e) : 16384) << 20;
      if (reserve (X_SHARED_WINDOW, X_WINDOW_SIZE, PROT_NONE, 0)
	  || reserve (X_LOCAL_WINDOW, X_WINDOW_SIZE, PROT_NONE, 0)
	  || reserve (X_FUNC_BASE, X_WINDOW_SIZE, PROT_NONE, 0)
	  || reserve (X_CONST_WINDOW, CONST_ARENA_SIZE,
		      PROT_READ | PROT_WRITE, 0)
	  || reserve (X_GLOBAL_ARENA, arena_size, PROT_READ | PROT_WRITE, 0))
	ok = -1;
      else
	initialised = 1;
      /* Nothing is at address 0 of the const arena: a null const-space
	 pointer is no object's.  */
      const_used = 16;
    }
  pthread_mutex_unlock (&lock);
  return initialised ? 0 : ok;
}

uint64_t
xmem_const_alloc (size_t size, size_t align)
{
  uint64_t a;

  pthread_mutex_lock (&lock);
  a = (const_used + align - 1) & ~(uint64_t) (align - 1);
  if (a + size > CONST_ARENA_SIZE)
    a = (uint64_t) -1;
  else
    const_used = a + size;
  pthread_mutex_unlock (&lock);
  return a;
}

uint64_t
xmem_const_used (void)
{
  return const_used;
}

/* Allocate SIZE bytes aligned to ALIGN from the global arena; the
   caller holds the lock.  */

static uint64_t
arena_alloc (uint64_t size, uint64_t align)
{
  uint64_t a = (arena_used + align - 1) & ~(align - 1);

  if (size == 0)
    size = 1;
  /* Skip the addresses only .shared memory may have (memory.h): the
     allocation starts after a hole it would overlap.  One of 2 GiB or
     more cannot, and takes its chance.  */
  while (size < (1ULL << 31))
    {
      uint64_t lo = (X_GLOBAL_ARENA + a) & 0xffffffffULL;
      uint64_t hole = X_GLOBAL_ARENA + a - lo + X_SHARED_HOLE - X_GLOBAL_ARENA;
      if (lo >= X_SHARED_HOLE + X_SHARED_HOLE_SIZE)
	hole += 1ULL << 32;
      if (a + size <= hole)
	break;
      a = (hole + X_SHARED_HOLE_SIZE + align - 1) & ~(align - 1);
    }
  if (a + size > arena_size || a + size < a)
    return 0;
  if (nallocs == capallocs)
    {
      size_t cap = capallocs ? capallocs * 2 : 1024;
      struct alloc *n = realloc (allocs, cap * sizeof *n);
      if (n == NULL)
	return 0;
      allocs = n;
      capallocs = cap;
    }
  allocs[nallocs].base = X_GLOBAL_ARENA + a;
  allocs[nallocs].size = size;
  allocs[nallocs].live = 1;
  nallocs++;
  arena_used = a + size;
  arena_live += size;
  return X_GLOBAL_ARENA + a;
}

uint64_t
xmem_alloc (size_t size)
{
  uint64_t a;

  if (xmem_init ())
    return 0;
  pthread_mutex_lock (&lock);
  /* cuMemAlloc's alignment, at least 256 bytes.  */
  a = arena_alloc (size, 256);
  pthread_mutex_unlock (&lock);
  return a;
}

/* The device's malloc: 16-byte alignment, as CUDA's.  */

uint64_t
xmem_device_malloc (uint64_t size)
{
  uint64_t a;

  if (xmem_init ())
    return 0;
  pthread_mutex_lock (&lock);
  a = arena_alloc (size, 16);
  pthread_mutex_unlock (&lock);
  return a;
}

/* The index of the allocation that holds ADDR, or -1; the caller holds
   the lock.  */

static long
find_alloc (uint64_t addr)
{
  size_t lo = 0, hi = nallocs;

  while (lo < hi)
    {
      size_t mid = (lo + hi) / 2;
      if (allocs[mid].base + allocs[mid].size <= addr)
	lo = mid + 1;
      else if (allocs[mid].base > addr)
	hi = mid;
      else
	return allocs[mid].live ? (long) mid : -1;
    }
  return -1;
}

enum xstatus
xmem_free (uint64_t addr)
{
  enum xstatus st = X_ERR_INVALID;

  pthread_mutex_lock (&lock);
  long i = find_alloc (addr);
  if (i >= 0 && allocs[i].base == addr)
    {
      allocs[i].live = 0;
      arena_live -= allocs[i].size;
      /* Give the whole pages inside it back.  */
      uint64_t page = sysconf (_SC_PAGESIZE);
      uint64_t from = (addr + page - 1) & ~(page - 1);
      uint64_t to = (addr + allocs[i].size) & ~(page - 1);
      if (to > from)
	madvise ((void *) (uintptr_t) from, to - from, MADV_DONTNEED);
      st = X_SUCCESS;
    }
  pthread_mutex_unlock (&lock);
  return st;
}

enum xstatus
xmem_range (uint64_t addr, uint64_t *base, size_t *size)
{
  enum xstatus st = X_ERR_NOT_FOUND;

  pthread_mutex_lock (&lock);
  long i = find_alloc (addr);
  if (i >= 0)
    {
      *base = allocs[i].base;
      *size = allocs[i].size;
      st = X_SUCCESS;
    }
  else
    for (size_t k = 0; k < nhosts; k++)
      if (addr >= hosts[k].base && addr - hosts[k].base < hosts[k].size)
	{
	  *base = hosts[k].base;
	  *size = hosts[k].size;
	  st = X_SUCCESS;
	}
  pthread_mutex_unlock (&lock);
  return st;
}

void
xmem_info (size_t *used, size_t *total)
{
  pthread_mutex_lock (&lock);
  *used = arena_live;
  *total = arena_size;
  pthread_mutex_unlock (&lock);
}

enum xstatus
xmem_register_host (void *addr, size_t size)
{
  pthread_mutex_lock (&lock);
  if (nhosts == caphosts)
    {
      size_t cap = caphosts ? caphosts * 2 : 16;
      struct alloc *n = realloc (hosts, cap * sizeof *n);
      if (n == NULL)
	{
	  pthread_mutex_unlock (&lock);
	  return X_ERR_NOMEM;
	}
      hosts = n;
      caphosts = cap;
    }
  hosts[nhosts].base = (uint64_t) (uintptr_t) addr;
  hosts[nhosts].size = size;
  hosts[nhosts].live = 1;
  nhosts++;
  pthread_mutex_unlock (&lock);
  return X_SUCCESS;
}

enum xstatus
xmem_unregister_host (void *addr)
{
  enum xstatus st = X_ERR_INVALID;

  pthread_mutex_lock (&lock);
  for (size_t k = 0; k < nhosts; k++)
    if (hosts[k].base == (uint64_t) (uintptr_t) addr)
      {
	hosts[k] = hosts[--nhosts];
	st = X_SUCCESS;
	break;
      }
  pthread_mutex_unlock (&lock);
  return st;
}

void
xmem_host_memory_global (int on)
{
  pthread_mutex_lock (&lock);
  host_global = on;
  pthread_mutex_unlock (&lock);
}

/* True if [LO, HI) overlaps a window or an arena.  */

static int
reserved_p (uint64_t lo, uint64_t hi)
{
  static const uint64_t windows[] = {
    X_SHARED_WINDOW, X_LOCAL_WINDOW, X_FUNC_BASE, X_CONST_WINDOW
  };

  for (size_t k = 0; k < sizeof windows / sizeof windows[0]; k++)
    if (lo < windows[k] + X_WINDOW_SIZE && hi > windows[k])
      return 1;
  return lo < X_GLOBAL_ARENA + arena_size && hi > X_GLOBAL_ARENA;
}

/* Read the readable and writable mappings of the process into MAPS;
   the caller holds the lock.  */

static void
read_maps (void)
{
  FILE *f = fopen ("/proc/self/maps", "re");
  char *line = NULL;
  size_t len = 0;
  unsigned long long lo, hi;
  char perms[8];

  nmaps = 0;
  if (f == NULL)
    return;
  while (getline (&line, &len, f) > 0)
    {
      if (sscanf (line, "%llx-%llx %7s", &lo, &hi, perms) != 3
	  || perms[0] != 'r' || perms[1] != 'w' || reserved_p (lo, hi))
	continue;
      if (nmaps > 0 && maps[nmaps - 1].base + maps[nmaps - 1].size == lo)
	{
	  maps[nmaps - 1].size += hi - lo;
	  continue;
	}
      if (nmaps == capmaps)
	{
	  size_t cap = capmaps ? capmaps * 2 : 256;
	  struct alloc *n = realloc (maps, cap * sizeof *n);
	  if (n == NULL)
	    break;
	  maps = n;
	  capmaps = cap;
	}
      maps[nmaps].base = lo;
      maps[nmaps].size = hi - lo;
      maps[nmaps].live = 1;
      nmaps++;
    }
  free (line);
  fclose (f);
}

/* True if [ADDR, ADDR + SIZE) lies in one entry of MAPS; the caller
   holds the lock.  */

static int
in_maps_p (uint64_t addr, uint64_t size)
{
  size_t lo = 0, hi = nmaps;

  while (lo < hi)
    {
      size_t mid = (lo + hi) / 2;
      if (maps[mid].base + maps[mid].size <= addr)
	lo = mid + 1;
      else if (maps[mid].base > addr)
	hi = mid;
      else
	return addr + size <= maps[mid].base + maps[mid].size;
    }
  return 0;
}

int
xmem_global_p (uint64_t addr, uint64_t size)
{
  if (addr >= X_GLOBAL_ARENA && addr + size <= X_GLOBAL_ARENA + arena_used
      && addr + size >= addr)
    return 1;
  if (nhosts == 0 && !host_global)
    return 0;
  int found = 0;
  pthread_mutex_lock (&lock);
  for (size_t k = 0; k < nhosts && !found; k++)
    found = (addr >= hosts[k].base && addr + size >= addr
	     && addr + size <= hosts[k].base + hosts[k].size);
  /* No mapping is below 64 KiB (vm.mmap_min_addr) or in a window: a
     null pointer or a function's value (cvta, isspacep) reads no
     table.  */
  if (!found && host_global && addr >= 0x10000 && addr + size >= addr
      && !reserved_p (addr, addr + size))
    {
      found = in_maps_p (addr, size);
      if (!found)
	{
	  read_maps ();
	  found = in_maps_p (addr, size);
	}
    }
  pthread_mutex_unlock (&lock);
  return found;
}

/* True if [ADDR, ADDR + SIZE) lies in one live allocation, for the
   reports.  */

int
xmem_allocated_p (uint64_t addr, uint64_t size)
{
  int ok;

  pthread_mutex_lock (&lock);
  long i = find_alloc (addr);
  ok = i >= 0 && addr + size <= allocs[i].base + allocs[i].size;
  pthread_mutex_unlock (&lock);
  return ok;
}
