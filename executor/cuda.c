/* cuda.c -- the CUDA driver stand-in: libcuda.so.1 for the PTX executor.
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option)
   any later version.

   This file implements the part of the CUDA driver API that GCC's
   unmodified nvptx offload plugin (libgomp-plugin-nvptx.so.1) and
   nvptx-tools' nvptx-none-run look up with dlsym in "libcuda.so.1", on
   top of the executor's interface (exec.h).  Built into a library of
   that soname and found first on LD_LIBRARY_PATH (msp-run does that),
   it makes an ordinary "gcc -fopenmp -foffload=nvptx-none" or
   "-fopenacc" program run its offloaded regions on the CPU, every
   access checked against its state space.

   The plugin facts each behaviour rests on (GCC 12's plugin-nvptx.c and
   cuda-lib.def, and what GCC 13 to 16 add to them):

   * Symbols.  init_cuda_lib looks up every name of cuda-lib.def and
     treats the driver as absent, which makes libgomp fall back to the
     host without a word, if one that is not "MAYBE_NULL" is missing
     (GCC 14 on: a fatal error).  The names are looked up after GCC's
     cuda.h has renamed some of them to their "_v2" versions
     (cuMemAlloc_v2 ...: 21 in GCC 12, 27 in GCC 16); cuLinkCreate and
     cuLinkAddData are looked up plain and, optionally, as _v2.  So
     every such entry point below is exported under both names
     (V2_ALIAS).  GCC 13 adds cuMemHostAlloc (reverse offload), GCC 14
     cuMemcpy2D, cuMemcpy2DUnaligned and cuMemcpy3D (_v2 each), for
     omp_target_memcpy_rect, GCC 15 cuCtxSetLimit and, optionally,
     cuDeviceGetUuid(_v2) (GOMP_OFFLOAD_get_uid), and GCC 16
     cuMemAllocManaged, cuMemsetD8_v2 (omp_target_memset) and
     cuPointerGetAttribute (whose only use,
     GOMP_OFFLOAD_is_accessible_ptr, asks for the memory type of each
     page of a range, unless the program uses unified shared memory);
     nvptx-none-run looks up cuCtxSetLimit and cuGetErrorName.

   * Initialisation.  nvptx_get_num_devices calls cuInit and
     cuDeviceGetCount; nvptx_open_device calls cuCtxGetDevice, which
     must fail with CUDA_ERROR_INVALID_CONTEXT while the thread has no
     current context, then cuCtxGetCurrent and cuCtxCreate, and reads
     the device attributes.  nvptx_attach_host_thread_to_device pushes
     and pops the context on each host thread that uses the device, and
     GOMP_OFFLOAD_openacc_get_property compares cuCtxGetDevice's
     answer with the device.  The driver version (cuDriverGetVersion)
     is only printed.  GCC 13's nvptx_open_device asserts
     UNIFIED_ADDRESSING (reverse offload hands the device host-pinned
     memory at its host address).  GCC 15's nvptx_open_device calls
     cuCtxSetLimit (CU_LIMIT_STACK_SIZE) if
     GOMP_NVPTX_NATIVE_GPU_THREAD_STACK_SIZE is set; the limits are
     kept, but the executor's .local memory is MSP_RUN_LOCAL_SIZE
     (interp.c), 64 KiB a thread, whatever the limit.

   * Launch geometry.  nvptx_adjust_launch_bounds (GOMP_OFFLOAD_run,
     OpenMP) launches 32 x THREADS threads a team, THREADS being 8 warps
     unless thread_limit says otherwise, and as many teams as the
     register file holds: MAX_REGISTERS_PER_MULTIPROCESSOR /
     (NUM_REGS * 32 * THREADS) * MULTIPROCESSOR_COUNT.  nvptx_exec
     (OpenACC) takes MAX_THREADS_PER_MULTIPROCESSOR /
     MAX_THREADS_PER_BLOCK * MULTIPROCESSOR_COUNT gangs by default, up
     to MAX_THREADS_PER_BLOCK / 32 workers and 32 lanes, unless
     cuOccupancyMaxPotentialBlockSize exists: then it asks for
     2 * minGridSize * blockSize / 32 gangs, 64 gangs of 1024 threads
     a multiprocessor on a device like this one, far too many for an
     interpreter; the path with it differs in the worker counts it
     gives, so cuOccupancyMaxPotentialBlockSize is here, with small
     answers (MSP_RUN_BLOCK).  The defaults below (1 multiprocessor, 64
     registers a thread, 128-thread blocks) give an OpenMP target region
     4 teams of 8 warps and an OpenACC region 8 gangs of 4 workers.  The
     plugin insists on a warp size of 32.

   * Linking.  link_ptx passes CU_JIT_INFO_LOG_BUFFER and
     CU_JIT_ERROR_LOG_BUFFER buffers that it never initialises, and
     prints them (the error log on failure, the info log under
     GOMP_DEBUG), so both are made strings at cuLinkCreate.  It passes
     no module name (NULL) and each module's size with its terminating
     NUL; nvptx-none-run names each module and also counts the NUL.
     cuLinkComplete's image goes to cuModuleLoadData, then the linker
     is destroyed while the module lives on.

   * Lookups.  GOMP_OFFLOAD_load_image calls cuModuleGetFunction,
     cuFuncGetAttribute (NUM_REGS, MAX_THREADS_PER_BLOCK) for each
     kernel, cuModuleGetGlobal for each "omp declare target" variable
     (which must exist) and for __gomp_device_num (GCC 13 on:
     __gomp_additional_icvs, which target.c then writes), and
     nvptx_set_clocktick writes 1e-3 / CLOCK_RATE to __nvptx_clocktick
     if cuModuleGetGlobal finds it (CUDA_ERROR_NOT_FOUND otherwise; its
     size argument is NULL).  From GCC 13 the function table also holds
     the reverse-offload functions, ".func"s ("$nohost") that
     cuModuleGetFunction must find too, and $offload_func_table, read
     with cuMemcpyDtoH; GCC 14 reads $offload_ind_func_table likewise,
     builds the map of indirect calls' host addresses to device ones in
     GOMP_OFFLOAD_alloc's memory and writes its address to
     __gomp_indirect_addr_map (GCC 16: a hash table, and
     __gomp_indirect_addr_hmap if the image has it).

   * Launches.  GOMP_OFFLOAD_run passes its three parameters (the
     variable block, the soft stacks and their size) packed, through
     CU_LAUNCH_PARAM_BUFFER_POINTER and CU_LAUNCH_PARAM_BUFFER_SIZE in
     cuLaunchKernel's EXTRA, then calls cuCtxSynchronize; nvptx_exec
     (OpenACC) passes one parameter through kernelParams, then
     GOMP_OFFLOAD_openacc_exec calls cuStreamSynchronize.  Both report
     CUDA_ERROR_LAUNCH_FAILED from the synchronisation as "(perhaps
     abort was called)".  nvptx-none-run launches "__main" with
     kernelParams and 1024 bytes of dynamic shared memory, and reads the
     result with cuMemcpyDtoH.  From GCC 14 an OpenMP launch asks for
     lowlat_pool_size bytes of dynamic .shared memory (8 KiB, or
     GOMP_NVPTX_LOWLAT_POOL) for omp_alloc's low-latency pool, which
     __nvptx_lowlat_init finds through %dynamic_smem_size; more than
     MAX_SHARED_PER_BLOCK fails the launch, as on the GPU, for the
     plugin sets no larger maximum.  GCC 15 launches each image's
     __do_global_ctors__entry kernel (or the "__mgomp" one, with a soft
     stack through kernelParams) on one thread when it loads the image,
     and __do_global_dtors__entry when it unloads it (at exit), each
     followed by cuStreamSynchronize (NULL).  Every launch copies its
     parameters, as the real driver does, and runs later, on the
     executor thread (see "Streams" below).

   * Reverse offload (GCC 13, "omp requires reverse_offload" and
     "target device (ancestor: 1)").  Where the image has
     reverse-offload functions, GOMP_OFFLOAD_load_image allocates the
     request block with cuMemHostAlloc (CU_MEMHOSTALLOC_DEVICEMAP) and
     writes its address, the same on both sides, to
     __gomp_rev_offload_var with cuMemcpyHtoD.  GOMP_OFFLOAD_run then
     creates a CU_STREAM_NON_BLOCKING stream, launches the kernel on the
     default stream and, instead of cuCtxSynchronize, polls
     cuStreamQuery (NULL) every microsecond until it answers
     CUDA_SUCCESS (CUDA_ERROR_NOT_READY while the grid runs,
     CUDA_ERROR_LAUNCH_FAILED, fatal, if it failed), and the block's FN:
     the device's GOMP_target_ext stores it (st.release.sys) and spins
     (ld.acquire.sys) until the host, having run the function and
     copied the data on the other stream (GCC 13: cuMemcpyDtoHAsync
     and cuMemcpyHtoDAsync, each with cuStreamSynchronize; GCC 14 on:
     libgomp's asynchronous queue functions on it, then
     cuStreamSynchronize), stores 0 there.  So cuLaunchKernel returns
     at once, the grid runs on the executor thread, and the copies of
     the non-blocking stream run beside it; the interpreter reads the
     block, which the host writes meanwhile, at every spin.

   * Unified shared memory (GCC 15, "omp requires
     unified_shared_memory" or "self_maps").  For such a program only,
     GOMP_OFFLOAD_get_num_devices asks for
     CU_DEVICE_ATTRIBUTE_PAGEABLE_MEMORY_ACCESS and uses the device only
     if it is not 0; libgomp then maps nothing (GOMP_OFFLOAD_CAP_SHARED_MEM)
     and hands the kernel the host's own addresses: the variable block
     on the host's stack, malloc's memory, the host program's
     variables.  The answer is 1, and from that question on host memory
     is global memory (xmem_host_memory_global); before it, and in any
     other program, a host address that device code dereferences is an
     access outside memory, as it faults on a GPU without unified
     memory.  GCC 16's GOMP_OFFLOAD_is_accessible_ptr then answers 1
     without asking the driver.  GCC 16's ompx_gnu_managed_mem_alloc
     allocates with cuMemAllocManaged (CU_MEM_ATTACH_GLOBAL), arena
     memory here, which both sides use at the same address.

   * Failures.  A launch that fails is an asynchronous error, as on a
     GPU: cuLaunchKernel succeeds, the executor's message goes to
     stderr after "msp-run: " when the grid stops, and the error
     (CUDA_ERROR_LAUNCH_FAILED for X_ERR_LAUNCH) is sticky: every later
     synchronisation, query, launch and blocking copy returns it (the
     reverse-offload loop's cuStreamQuery included), and no later grid
     runs.  Freeing and destroying still succeed, so that libgomp's
     exit-time finalisation stays quiet.

   * Streams, events and callbacks.  The OpenACC asynchronous queues
     (GOMP_OFFLOAD_openacc_async_*) create streams (CU_STREAM_DEFAULT:
     blocking ones), serialise them with cuEventRecord and
     cuStreamWaitEvent, poll them with cuStreamQuery (acc_async_test),
     and queue callbacks (cuStreamAddCallback) that free argument blocks
     (GCC 12), copies of host data and the regions' mappings.  A
     callback runs on the caller's thread or the copy thread, with no
     lock of this file held; libgomp's plugin finds out that it runs in
     one from the CUDA_ERROR_NOT_PERMITTED of cuCtxGetDevice and
     cuMemGetAddressRange and defers its frees (nvptx_free).
     cuda_callback_wrapper aborts unless the status it is given is
     CUDA_SUCCESS.  libgomp copies host variables to and from the device
     asynchronously and changes them afterwards (a loop's counter),
     relying on CUDA's staging of pageable memory: see copy_async.
     GCC 15's interop objects (targetsync) create, synchronise and
     destroy streams too.

   * Memory.  Device memory is the executor's arena, host memory at the
     device address (exec.h), so the copies are plain memcpy.
     cuda_memcpy_sanity_check calls cuMemGetAddressRange on every device
     address libgomp copies to or from, "omp declare target" variables
     included, and rejects a copy whose host and device addresses are
     equal; nvptx_free checks that the freed address is an allocation's
     base.  Page-locked host memory (cuMemAllocHost, cuMemHostAlloc)
     comes from the arena too, so that its device pointer is itself.
     GCC 14's memcpy2d and memcpy3d fold the offsets into the base
     addresses and retry a cuMemcpy2D that fails with
     CUDA_ERROR_INVALID_VALUE with cuMemcpy2DUnaligned; GCC 16's
     GOMP_OFFLOAD_memset calls cuMemsetD8, and its dev2dev copies check
     both addresses with cuMemGetAddressRange.

   Environment variables:

     MSP_RUN_SMS     the number of multiprocessors (1 to 1024, default
                     1): the OpenMP teams and OpenACC gangs scale with it.
     MSP_RUN_REGS    the registers each kernel's thread uses, which
                     cuFuncGetAttribute reports as NUM_REGS (1 to 255,
                     default 64).  The register file (65536 a
                     multiprocessor) also bounds a kernel's
                     MAX_THREADS_PER_BLOCK, as ptxas's register count
                     does on a GPU.
     MSP_RUN_BLOCK   the block size cuOccupancyMaxPotentialBlockSize
                     answers (32 to 1024, default 128), which sets the
                     default OpenACC workers and gangs.
     MSP_RUN_STATUS  a file that gets a line "loaded pid=P" when the
                     library is loaded and "exit pid=P launches=N
                     violations=V" at the exit of the process that
                     loaded it (msp-run reads it).
     MSP_RUN_STATS   a file name, or "-" for stderr: the executor's
                     dynamic counts are appended to it at exit.
     MSP_RUN_TRACE   if set and not "0", each driver call is traced on
                     stderr.  */

#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <stdarg.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "exec.h"

/* The CUDA driver types and values this file uses, with their values in
   CUDA's cuda.h (as GCC's include/cuda/cuda.h and nvptx-tools' copy
   also give them).  */

typedef enum
{
  CUDA_SUCCESS = 0,
  CUDA_ERROR_INVALID_VALUE = 1,
  CUDA_ERROR_OUT_OF_MEMORY = 2,
  CUDA_ERROR_NOT_INITIALIZED = 3,
  CUDA_ERROR_NO_DEVICE = 100,
  CUDA_ERROR_INVALID_DEVICE = 101,
  CUDA_ERROR_INVALID_IMAGE = 200,
  CUDA_ERROR_INVALID_CONTEXT = 201,
  CUDA_ERROR_INVALID_PTX = 218,
  CUDA_ERROR_FILE_NOT_FOUND = 301,
  CUDA_ERROR_INVALID_HANDLE = 400,
  CUDA_ERROR_NOT_FOUND = 500,
  CUDA_ERROR_NOT_READY = 600,
  CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES = 701,
  CUDA_ERROR_LAUNCH_FAILED = 719,
  CUDA_ERROR_NOT_PERMITTED = 800,
  CUDA_ERROR_NOT_SUPPORTED = 801,
  CUDA_ERROR_UNKNOWN = 999
} CUresult;

typedef enum
{
  CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK = 1,
  CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_X = 2,
  CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_Y = 3,
  CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_Z = 4,
  CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_X = 5,
  CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_Y = 6,
  CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_Z = 7,
  CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK = 8,
  CU_DEVICE_ATTRIBUTE_TOTAL_CONSTANT_MEMORY = 9,
  CU_DEVICE_ATTRIBUTE_WARP_SIZE = 10,
  CU_DEVICE_ATTRIBUTE_MAX_REGISTERS_PER_BLOCK = 12,
  CU_DEVICE_ATTRIBUTE_CLOCK_RATE = 13,
  CU_DEVICE_ATTRIBUTE_GPU_OVERLAP = 15,
  CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT = 16,
  CU_DEVICE_ATTRIBUTE_KERNEL_EXEC_TIMEOUT = 17,
  CU_DEVICE_ATTRIBUTE_INTEGRATED = 18,
  CU_DEVICE_ATTRIBUTE_CAN_MAP_HOST_MEMORY = 19,
  CU_DEVICE_ATTRIBUTE_COMPUTE_MODE = 20,
  CU_DEVICE_ATTRIBUTE_CONCURRENT_KERNELS = 31,
  CU_DEVICE_ATTRIBUTE_ECC_ENABLED = 32,
  CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_MULTIPROCESSOR = 39,
  CU_DEVICE_ATTRIBUTE_ASYNC_ENGINE_COUNT = 40,
  CU_DEVICE_ATTRIBUTE_UNIFIED_ADDRESSING = 41,
  CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR = 75,
  CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR = 76,
  CU_DEVICE_ATTRIBUTE_MAX_REGISTERS_PER_MULTIPROCESSOR = 82,
  CU_DEVICE_ATTRIBUTE_MANAGED_MEMORY = 83,
  CU_DEVICE_ATTRIBUTE_PAGEABLE_MEMORY_ACCESS = 88
} CUdevice_attribute;

typedef enum
{
  CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK = 0,
  CU_FUNC_ATTRIBUTE_NUM_REGS = 4
} CUfunction_attribute;

typedef enum
{
  CU_JIT_WALL_TIME = 2,
  CU_JIT_INFO_LOG_BUFFER = 3,
  CU_JIT_INFO_LOG_BUFFER_SIZE_BYTES = 4,
  CU_JIT_ERROR_LOG_BUFFER = 5,
  CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES = 6,
  CU_JIT_OPTIMIZATION_LEVEL = 7,
  CU_JIT_GENERATE_DEBUG_INFO = 11,
  CU_JIT_LOG_VERBOSE = 12,
  CU_JIT_GENERATE_LINE_INFO = 13
} CUjit_option;

typedef enum
{
  CU_JIT_INPUT_PTX = 1
} CUjitInputType;

typedef enum
{
  CU_LIMIT_STACK_SIZE = 0,
  CU_LIMIT_PRINTF_FIFO_SIZE = 1,
  CU_LIMIT_MALLOC_HEAP_SIZE = 2
} CUlimit;

#define CU_LAUNCH_PARAM_END ((void *) 0)
#define CU_LAUNCH_PARAM_BUFFER_POINTER ((void *) 1)
#define CU_LAUNCH_PARAM_BUFFER_SIZE ((void *) 2)

/* The handles CUDA defines for the legacy default stream and the
   per-thread default stream, besides NULL.  */
#define CU_STREAM_LEGACY ((void *) 1)
#define CU_STREAM_PER_THREAD ((void *) 2)

/* cuStreamCreate's flag for a stream that the legacy default stream
   does not wait for, nor waits for.  */
#define CU_STREAM_NON_BLOCKING 1

#define CU_EVENT_DISABLE_TIMING 2

typedef int CUdevice;
typedef unsigned long long CUdeviceptr;
typedef void *CUcontext;
typedef void *CUmodule;
typedef void *CUfunction;
typedef void *CUlinkState;
typedef void *CUstream;
typedef void *CUevent;
typedef void (*CUstreamCallback) (CUstream, CUresult, void *);
typedef void *CUarray;

typedef enum
{
  CU_POINTER_ATTRIBUTE_CONTEXT = 1,
  CU_POINTER_ATTRIBUTE_MEMORY_TYPE = 2,
  CU_POINTER_ATTRIBUTE_DEVICE_POINTER = 3,
  CU_POINTER_ATTRIBUTE_HOST_POINTER = 4,
  CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL = 9
} CUpointer_attribute;

typedef struct
{
  char bytes[16];
} CUuuid;

typedef enum
{
  CU_MEMORYTYPE_HOST = 1,
  CU_MEMORYTYPE_DEVICE = 2,
  CU_MEMORYTYPE_ARRAY = 3,
  CU_MEMORYTYPE_UNIFIED = 4
} CUmemorytype;

/* The copies of rectangles (omp_target_memcpy_rect).  */

typedef struct
{
  size_t srcXInBytes, srcY;
  CUmemorytype srcMemoryType;
  const void *srcHost;
  CUdeviceptr srcDevice;
  CUarray srcArray;
  size_t srcPitch;
  size_t dstXInBytes, dstY;
  CUmemorytype dstMemoryType;
  void *dstHost;
  CUdeviceptr dstDevice;
  CUarray dstArray;
  size_t dstPitch;
  size_t WidthInBytes, Height;
} CUDA_MEMCPY2D;

typedef struct
{
  size_t srcXInBytes, srcY, srcZ, srcLOD;
  CUmemorytype srcMemoryType;
  const void *srcHost;
  CUdeviceptr srcDevice;
  CUarray srcArray;
  void *reserved0;
  size_t srcPitch, srcHeight;
  size_t dstXInBytes, dstY, dstZ, dstLOD;
  CUmemorytype dstMemoryType;
  void *dstHost;
  CUdeviceptr dstDevice;
  CUarray dstArray;
  void *reserved1;
  size_t dstPitch, dstHeight;
  size_t WidthInBytes, Height, Depth;
} CUDA_MEMCPY3D;

/* The device this file describes.  */

#define DEVICE_NAME "msp executor (PTX on the CPU)"
/* CUDA 12.0: the plugin only prints it.  */
#define DRIVER_VERSION 12000
#define CC_MAJOR 8
#define CC_MINOR 0
#define WARP_SIZE 32
#define MAX_THREADS_PER_BLOCK 1024
#define MAX_THREADS_PER_SM 2048
#define REGS_PER_SM 65536
#define MAX_REGS_PER_THREAD 255
#define MAX_SHARED_PER_BLOCK 49152
#define CONST_BYTES 65536
/* 1 GHz: __nvptx_clocktick is then 1 ns.  */
#define CLOCK_KHZ 1000000

#define DEFAULT_SMS 1
#define DEFAULT_REGS 64

#define EXPORT __attribute__ ((visibility ("default")))

/* The host address of the device address D: the same.  */
#define DPTR(d) ((void *) (uintptr_t) (d))

/* Export the entry point NAME also as NAME_v2, the name GCC's cuda.h
   makes the plugin look up.  */
#define V2_ALIAS(name) \
  extern __typeof (name) name##_v2 \
    __attribute__ ((alias (#name), visibility ("default")))

/* Tags that tell this file's handles apart.  */
enum
{
  MAGIC_CONTEXT = 0x6d737043,
  MAGIC_LINK = 0x6d73704c,
  MAGIC_MODULE = 0x6d73704d,
  MAGIC_FUNCTION = 0x6d737046,
  MAGIC_STREAM = 0x6d737053,
  MAGIC_EVENT = 0x6d737045
};

/* The first bytes of a linked image, which cannot start PTX text.  */
static const char image_magic[8] = "\177MSPIMG";

/* Configuration, read when the library is loaded.  */
static int cfg_sms = DEFAULT_SMS;
static int cfg_regs = DEFAULT_REGS;
static int cfg_trace;
static const char *cfg_status;
static const char *cfg_stats;
static pid_t load_pid;

/* Whether cuInit has been called.  */
static atomic_int initialised;

/* The sticky error of the device: once a launch fails, every later
   synchronisation reports it, as on a GPU.  */
static atomic_int sticky_error;

/* The executor is not thread-safe (exec.h): linking, lookups and
   the programs' references hold this.  Memory (xmem_*) is thread-safe
   and needs no lock.  */
static pthread_mutex_t engine_lock = PTHREAD_MUTEX_INITIALIZER;

/* The executor thread holds this across a grid, and nothing else:
   freeing a program (which folds its counts into the totals a grid
   updates) and the final report take it.  Lock order: engine_lock,
   then queue_lock, then grid_lock.  */
static pthread_mutex_t grid_lock = PTHREAD_MUTEX_INITIALIZER;

/* The limits cuCtxSetLimit sets (the executor has no use for them
   yet).  */
static size_t limit_stack = 1024;
static size_t limit_printf_fifo = 1048576;
static size_t limit_heap = 8388608;

/* Whether the calling thread runs a stream callback, which may not
   call the driver (cuStreamAddCallback): the calls that libgomp's
   plugin makes in one fail with CUDA_ERROR_NOT_PERMITTED, and it then
   defers its frees (nvptx_free, nvptx_attach_host_thread_to_device).  */
static _Thread_local int in_callback;

/* The launch the executor thread runs, or NULL (queue_lock).  */
static const struct op *grid_op;

/* Set when the process forked while a grid ran: the child has no
   device.  */
static int fork_lost;

static void queue_atexit (void);
static void fork_prepare (void);
static void fork_parent (void);
static void fork_child (void);

static void trace (const char *fmt, ...)
  __attribute__ ((format (printf, 1, 2)));

/* Print the driver call that FMT describes on stderr under
   MSP_RUN_TRACE.  */

static void
trace (const char *fmt, ...)
{
  va_list ap;

  if (!cfg_trace)
    return;
  va_start (ap, fmt);
  fputs ("msp-run: trace: ", stderr);
  vfprintf (stderr, fmt, ap);
  fputc ('\n', stderr);
  va_end (ap);
}

/* The CUresult for the executor's status ST.  */

static CUresult
cu_status (enum xstatus st)
{
  switch (st)
    {
    case X_SUCCESS:
      return CUDA_SUCCESS;
    case X_ERR_INVALID:
      return CUDA_ERROR_INVALID_VALUE;
    case X_ERR_NOMEM:
      return CUDA_ERROR_OUT_OF_MEMORY;
    case X_ERR_PTX:
      return CUDA_ERROR_INVALID_PTX;
    case X_ERR_LINK:
      return CUDA_ERROR_INVALID_IMAGE;
    case X_ERR_NOT_FOUND:
      return CUDA_ERROR_NOT_FOUND;
    case X_ERR_LAUNCH:
      return CUDA_ERROR_LAUNCH_FAILED;
    }
  return CUDA_ERROR_UNKNOWN;
}

static void
engine_enter (void)
{
  pthread_mutex_lock (&engine_lock);
}

static void
engine_leave (void)
{
  pthread_mutex_unlock (&engine_lock);
}

/* Configuration, the status file and the final report.  */

/* The value of the environment variable NAME if it is an integer from
   LO to HI, else DEF (with a warning if it is set).  */

static int
env_int (const char *name, int lo, int hi, int def)
{
  const char *s = getenv (name);
  char *end;
  long v;

  if (s == NULL || *s == '\0')
    return def;
  errno = 0;
  v = strtol (s, &end, 10);
  if (errno != 0 || *end != '\0' || v < lo || v > hi)
    {
      fprintf (stderr, "msp-run: ignoring %s=%s (not an integer from %d"
	       " to %d); using %d\n", name, s, lo, hi, def);
      return def;
    }
  return (int) v;
}

/* Append LINE to the status file, in one write so that the lines of
   several processes do not mix.  */

static void
status_write (const char *line)
{
  int fd;
  size_t len = strlen (line);

  if (cfg_status == NULL)
    return;
  fd = open (cfg_status, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0666);
  if (fd < 0)
    {
      fprintf (stderr, "msp-run: cannot open %s: %s\n", cfg_status,
	       strerror (errno));
      return;
    }
  if (write (fd, line, len) != (ssize_t) len)
    fprintf (stderr, "msp-run: cannot write %s: %s\n", cfg_status,
	     strerror (errno));
  close (fd);
}

static void __attribute__ ((constructor))
cuda_load (void)
{
  const char *s;
  char line[64];

  cfg_sms = env_int ("MSP_RUN_SMS", 1, 1024, DEFAULT_SMS);
  cfg_regs = env_int ("MSP_RUN_REGS", 1, MAX_REGS_PER_THREAD, DEFAULT_REGS);
  s = getenv ("MSP_RUN_TRACE");
  cfg_trace = s != NULL && *s != '\0' && strcmp (s, "0") != 0;
  s = getenv ("MSP_RUN_STATUS");
  cfg_status = s != NULL && *s != '\0' ? strdup (s) : NULL;
  s = getenv ("MSP_RUN_STATS");
  cfg_stats = s != NULL && *s != '\0' ? strdup (s) : NULL;
  load_pid = getpid ();
  pthread_atfork (fork_prepare, fork_parent, fork_child);

  snprintf (line, sizeof line, "loaded pid=%ld\n", (long) load_pid);
  status_write (line);
  trace ("loaded: %d multiprocessors, %d registers a thread", cfg_sms,
	 cfg_regs);
}

static void __attribute__ ((destructor))
cuda_unload (void)
{
  unsigned long launches, violations;
  char line[128];
  int locked, idle;

  /* A child that inherited the library reports nothing: its parent
     does.  */
  if (getpid () != load_pid)
    return;

  /* Exit may come from a thread of the program while another one is in
     the executor; the counters are then read without the lock.  A grid
     may still run, abandoned at exit (queue_atexit): it counts as
     launched, but the counts it is updating are not reported.  */
  locked = pthread_mutex_trylock (&engine_lock) == 0;
  idle = pthread_mutex_trylock (&grid_lock) == 0;
  launches = xexec_launches () + !idle;
  violations = xexec_violations ();
  /* The counts of the programs still loaded (MSP_RUN_PROFILE).  */
  if (idle)
    xexec_flush ();
  if (cfg_stats != NULL && !idle)
    fprintf (stderr, "msp-run: a kernel still ran at exit: its counts are"
	     " not reported\n");
  else if (cfg_stats != NULL)
    {
      if (strcmp (cfg_stats, "-") == 0)
	xexec_report (stderr);
      else
	{
	  FILE *f = fopen (cfg_stats, "a");
	  if (f != NULL)
	    {
	      xexec_report (f);
	      fclose (f);
	    }
	  else
	    fprintf (stderr, "msp-run: cannot open %s: %s\n", cfg_stats,
		     strerror (errno));
	}
    }
  if (idle)
    pthread_mutex_unlock (&grid_lock);
  if (locked)
    pthread_mutex_unlock (&engine_lock);

  snprintf (line, sizeof line, "exit pid=%ld launches=%lu violations=%lu\n",
	    (long) load_pid, launches, violations);
  status_write (line);
  trace ("exit: %lu launches, %lu violations", launches, violations);
}

/* Errors and versions.  */

/* The name and description of each CUresult this file returns.  */

static const struct
{
  CUresult code;
  const char *name;
  const char *desc;
} error_table[] = {
  { CUDA_SUCCESS, "CUDA_SUCCESS", "no error" },
  { CUDA_ERROR_INVALID_VALUE, "CUDA_ERROR_INVALID_VALUE",
    "invalid argument" },
  { CUDA_ERROR_OUT_OF_MEMORY, "CUDA_ERROR_OUT_OF_MEMORY", "out of memory" },
  { CUDA_ERROR_NOT_INITIALIZED, "CUDA_ERROR_NOT_INITIALIZED",
    "initialization error" },
  { CUDA_ERROR_NO_DEVICE, "CUDA_ERROR_NO_DEVICE",
    "no CUDA-capable device is detected" },
  { CUDA_ERROR_INVALID_DEVICE, "CUDA_ERROR_INVALID_DEVICE",
    "invalid device ordinal" },
  { CUDA_ERROR_INVALID_IMAGE, "CUDA_ERROR_INVALID_IMAGE",
    "device kernel image is invalid (the PTX executor could not link it)" },
  { CUDA_ERROR_INVALID_CONTEXT, "CUDA_ERROR_INVALID_CONTEXT",
    "invalid device context" },
  { CUDA_ERROR_INVALID_PTX, "CUDA_ERROR_INVALID_PTX",
    "a PTX JIT compilation failed (the PTX executor rejected it)" },
  { CUDA_ERROR_FILE_NOT_FOUND, "CUDA_ERROR_FILE_NOT_FOUND",
    "file not found" },
  { CUDA_ERROR_INVALID_HANDLE, "CUDA_ERROR_INVALID_HANDLE",
    "invalid resource handle" },
  { CUDA_ERROR_NOT_FOUND, "CUDA_ERROR_NOT_FOUND", "named symbol not found" },
  { CUDA_ERROR_NOT_READY, "CUDA_ERROR_NOT_READY", "device not ready" },
  { CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES, "CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES",
    "too many resources requested for launch" },
  { CUDA_ERROR_LAUNCH_FAILED, "CUDA_ERROR_LAUNCH_FAILED",
    "unspecified launch failure" },
  { CUDA_ERROR_NOT_PERMITTED, "CUDA_ERROR_NOT_PERMITTED",
    "operation not permitted" },
  { CUDA_ERROR_NOT_SUPPORTED, "CUDA_ERROR_NOT_SUPPORTED",
    "operation not supported" },
  { CUDA_ERROR_UNKNOWN, "CUDA_ERROR_UNKNOWN", "unknown error" }
};

EXPORT CUresult
cuGetErrorString (CUresult error, const char **str)
{
  size_t i;

  if (str == NULL)
    return CUDA_ERROR_INVALID_VALUE;
  for (i = 0; i < sizeof error_table / sizeof error_table[0]; i++)
    if (error_table[i].code == error)
      {
	*str = error_table[i].desc;
	return CUDA_SUCCESS;
      }
  *str = NULL;
  return CUDA_ERROR_INVALID_VALUE;
}

EXPORT CUresult
cuGetErrorName (CUresult error, const char **str)
{
  size_t i;

  if (str == NULL)
    return CUDA_ERROR_INVALID_VALUE;
  for (i = 0; i < sizeof error_table / sizeof error_table[0]; i++)
    if (error_table[i].code == error)
      {
	*str = error_table[i].name;
	return CUDA_SUCCESS;
      }
  *str = NULL;
  return CUDA_ERROR_INVALID_VALUE;
}

EXPORT CUresult
cuInit (unsigned flags)
{
  trace ("cuInit (%u)", flags);
  if (flags != 0)
    return CUDA_ERROR_INVALID_VALUE;
  atomic_store (&initialised, 1);
  return CUDA_SUCCESS;
}

EXPORT CUresult
cuDriverGetVersion (int *version)
{
  if (version == NULL)
    return CUDA_ERROR_INVALID_VALUE;
  *version = DRIVER_VERSION;
  return CUDA_SUCCESS;
}

/* The device.  */

/* The most threads a block of a kernel may have: 1024, or fewer where
   the register file cannot hold more threads of CFG_REGS registers (a
   whole number of warps).  */

static int
func_max_threads (void)
{
  int n = REGS_PER_SM / cfg_regs / WARP_SIZE * WARP_SIZE;

  return n < MAX_THREADS_PER_BLOCK ? n : MAX_THREADS_PER_BLOCK;
}

EXPORT CUresult
cuDeviceGetCount (int *count)
{
  if (!atomic_load (&initialised))
    return CUDA_ERROR_NOT_INITIALIZED;
  if (count == NULL)
    return CUDA_ERROR_INVALID_VALUE;
  *count = 1;
  return CUDA_SUCCESS;
}

EXPORT CUresult
cuDeviceGet (CUdevice *device, int ordinal)
{
  if (!atomic_load (&initialised))
    return CUDA_ERROR_NOT_INITIALIZED;
  if (device == NULL)
    return CUDA_ERROR_INVALID_VALUE;
  if (ordinal != 0)
    return CUDA_ERROR_INVALID_DEVICE;
  *device = 0;
  return CUDA_SUCCESS;
}

EXPORT CUresult
cuDeviceGetName (char *name, int len, CUdevice device)
{
  if (name == NULL || len <= 0)
    return CUDA_ERROR_INVALID_VALUE;
  if (device != 0)
    return CUDA_ERROR_INVALID_DEVICE;
  snprintf (name, (size_t) len, "%s", DEVICE_NAME);
  return CUDA_SUCCESS;
}

/* A fixed UUID, "msp executor" padded with NULs.  */

EXPORT CUresult
cuDeviceGetUuid (CUuuid *uuid, CUdevice device)
{
  static const char id[16] = "msp executor";

  if (uuid == NULL)
    return CUDA_ERROR_INVALID_VALUE;
  if (device != 0)
    return CUDA_ERROR_INVALID_DEVICE;
  memcpy (uuid->bytes, id, sizeof id);
  return CUDA_SUCCESS;
}
V2_ALIAS (cuDeviceGetUuid);

EXPORT CUresult
cuDeviceTotalMem (size_t *bytes, CUdevice device)
{
  size_t used, total;

  if (bytes == NULL)
    return CUDA_ERROR_INVALID_VALUE;
  if (device != 0)
    return CUDA_ERROR_INVALID_DEVICE;
  xmem_info (&used, &total);
  *bytes = total;
  return CUDA_SUCCESS;
}
V2_ALIAS (cuDeviceTotalMem);

EXPORT CUresult
cuDeviceGetAttribute (int *value, CUdevice_attribute attrib,
		      CUdevice device)
{
  int v;

  if (value == NULL)
    return CUDA_ERROR_INVALID_VALUE;
  if (device != 0)
    return CUDA_ERROR_INVALID_DEVICE;
  switch (attrib)
    {
    case CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK:
      v = MAX_THREADS_PER_BLOCK;
      break;
    case CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_X:
    case CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_Y:
      v = 1024;
      break;
    case CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_Z:
      v = 64;
      break;
    case CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_X:
      v = 2147483647;
      break;
    case CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_Y:
    case CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_Z:
      v = 65535;
      break;
    case CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK:
      v = MAX_SHARED_PER_BLOCK;
      break;
    case CU_DEVICE_ATTRIBUTE_TOTAL_CONSTANT_MEMORY:
      v = CONST_BYTES;
      break;
    case CU_DEVICE_ATTRIBUTE_WARP_SIZE:
      v = WARP_SIZE;
      break;
    case CU_DEVICE_ATTRIBUTE_MAX_REGISTERS_PER_BLOCK:
    case CU_DEVICE_ATTRIBUTE_MAX_REGISTERS_PER_MULTIPROCESSOR:
      v = REGS_PER_SM;
      break;
    case CU_DEVICE_ATTRIBUTE_CLOCK_RATE:
      v = CLOCK_KHZ;
      break;
    case CU_DEVICE_ATTRIBUTE_GPU_OVERLAP:
      v = 1;
      break;
    case CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT:
      v = cfg_sms;
      break;
    case CU_DEVICE_ATTRIBUTE_CAN_MAP_HOST_MEMORY:
    case CU_DEVICE_ATTRIBUTE_UNIFIED_ADDRESSING:
    case CU_DEVICE_ATTRIBUTE_MANAGED_MEMORY:
      v = 1;
      break;
    case CU_DEVICE_ATTRIBUTE_PAGEABLE_MEMORY_ACCESS:
      /* Only a program that requires unified shared memory or self
	 maps asks (GCC 15), and then dereferences host addresses in
	 device code: from now on the process's memory is global
	 memory.  */
      trace ("cuDeviceGetAttribute (PAGEABLE_MEMORY_ACCESS): host memory"
	     " is global memory from now on");
      xmem_host_memory_global (1);
      v = 1;
      break;
    case CU_DEVICE_ATTRIBUTE_KERNEL_EXEC_TIMEOUT:
    case CU_DEVICE_ATTRIBUTE_INTEGRATED:
    case CU_DEVICE_ATTRIBUTE_COMPUTE_MODE:
    case CU_DEVICE_ATTRIBUTE_ECC_ENABLED:
      v = 0;
      break;
    case CU_DEVICE_ATTRIBUTE_CONCURRENT_KERNELS:
      /* One grid runs at a time.  */
      v = 0;
      break;
    case CU_DEVICE_ATTRIBUTE_ASYNC_ENGINE_COUNT:
      /* Copies run while a grid does.  */
      v = 1;
      break;
    case CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_MULTIPROCESSOR:
      v = MAX_THREADS_PER_SM;
      break;
    case CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR:
      v = CC_MAJOR;
      break;
    case CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR:
      v = CC_MINOR;
      break;
    default:
      trace ("cuDeviceGetAttribute (%d): not known", (int) attrib);
      return CUDA_ERROR_INVALID_VALUE;
    }
  *value = v;
  return CUDA_SUCCESS;
}

/* Contexts.  The device has one address space and one queue, so a
   context only has to exist and be current on a thread; each thread
   has its own stack of current contexts.  */

struct context
{
  unsigned magic;
  int destroyed;
};

#define CONTEXT_STACK_MAX 32

static _Thread_local struct context *ctx_stack[CONTEXT_STACK_MAX];
static _Thread_local int ctx_depth;

static int
context_p (const void *p)
{
  const struct context *c = p;

  return c != NULL && c->magic == MAGIC_CONTEXT && !c->destroyed;
}

static pthread_once_t atexit_once = PTHREAD_ONCE_INIT;

/* Register queue_atexit.  libgomp registers gomp_target_fini with
   atexit when it loads its plugins (gomp_target_init), before it opens
   the device: a handler registered at the first cuCtxCreate runs before
   it.  */

static void
register_atexit (void)
{
  atexit (queue_atexit);
}

EXPORT CUresult
cuCtxCreate (CUcontext *pctx, unsigned flags, CUdevice device)
{
  struct context *c;

  trace ("cuCtxCreate (%#x, %d)", flags, device);
  if (!atomic_load (&initialised))
    return CUDA_ERROR_NOT_INITIALIZED;
  if (pctx == NULL)
    return CUDA_ERROR_INVALID_VALUE;
  if (device != 0)
    return CUDA_ERROR_INVALID_DEVICE;
  if (ctx_depth == CONTEXT_STACK_MAX)
    return CUDA_ERROR_OUT_OF_MEMORY;
  c = calloc (1, sizeof *c);
  if (c == NULL)
    return CUDA_ERROR_OUT_OF_MEMORY;
  c->magic = MAGIC_CONTEXT;
  ctx_stack[ctx_depth++] = c;
  *pctx = c;
  pthread_once (&atexit_once, register_atexit);
  return CUDA_SUCCESS;
}
V2_ALIAS (cuCtxCreate);

/* Destroying a context only marks it: another thread may still have it
   current, and a context is a few bytes.  */

EXPORT CUresult
cuCtxDestroy (CUcontext ctx)
{
  struct context *c = ctx;

  trace ("cuCtxDestroy (%p)", ctx);
  if (!context_p (c))
    return CUDA_ERROR_INVALID_CONTEXT;
  if (ctx_depth > 0 && ctx_stack[ctx_depth - 1] == c)
    ctx_depth--;
  c->destroyed = 1;
  return CUDA_SUCCESS;
}
V2_ALIAS (cuCtxDestroy);

EXPORT CUresult
cuCtxGetCurrent (CUcontext *pctx)
{
  if (pctx == NULL)
    return CUDA_ERROR_INVALID_VALUE;
  *pctx = ctx_depth > 0 ? ctx_stack[ctx_depth - 1] : NULL;
  return CUDA_SUCCESS;
}

/* libgomp's plugin relies on CUDA_ERROR_INVALID_CONTEXT while the
   thread has no current context, and on CUDA_ERROR_NOT_PERMITTED in a
   stream callback.  */

EXPORT CUresult
cuCtxGetDevice (CUdevice *device)
{
  if (device == NULL)
    return CUDA_ERROR_INVALID_VALUE;
  if (in_callback)
    return CUDA_ERROR_NOT_PERMITTED;
  if (ctx_depth == 0 || !context_p (ctx_stack[ctx_depth - 1]))
    return CUDA_ERROR_INVALID_CONTEXT;
  *device = 0;
  return CUDA_SUCCESS;
}

EXPORT CUresult
cuCtxPushCurrent (CUcontext ctx)
{
  trace ("cuCtxPushCurrent (%p)", ctx);
  if (!context_p (ctx))
    return CUDA_ERROR_INVALID_CONTEXT;
  if (ctx_depth == CONTEXT_STACK_MAX)
    return CUDA_ERROR_OUT_OF_MEMORY;
  ctx_stack[ctx_depth++] = ctx;
  return CUDA_SUCCESS;
}
V2_ALIAS (cuCtxPushCurrent);

EXPORT CUresult
cuCtxPopCurrent (CUcontext *pctx)
{
  trace ("cuCtxPopCurrent");
  if (ctx_depth == 0)
    return CUDA_ERROR_INVALID_CONTEXT;
  ctx_depth--;
  if (pctx != NULL)
    *pctx = ctx_stack[ctx_depth];
  return CUDA_SUCCESS;
}
V2_ALIAS (cuCtxPopCurrent);

EXPORT CUresult
cuCtxSetLimit (CUlimit limit, size_t value)
{
  trace ("cuCtxSetLimit (%d, %zu)", (int) limit, value);
  switch (limit)
    {
    case CU_LIMIT_STACK_SIZE:
      limit_stack = value;
      return CUDA_SUCCESS;
    case CU_LIMIT_PRINTF_FIFO_SIZE:
      limit_printf_fifo = value;
      return CUDA_SUCCESS;
    case CU_LIMIT_MALLOC_HEAP_SIZE:
      limit_heap = value;
      return CUDA_SUCCESS;
    }
  return CUDA_ERROR_INVALID_VALUE;
}

EXPORT CUresult
cuCtxGetLimit (size_t *value, CUlimit limit)
{
  if (value == NULL)
    return CUDA_ERROR_INVALID_VALUE;
  switch (limit)
    {
    case CU_LIMIT_STACK_SIZE:
      *value = limit_stack;
      return CUDA_SUCCESS;
    case CU_LIMIT_PRINTF_FIFO_SIZE:
      *value = limit_printf_fifo;
      return CUDA_SUCCESS;
    case CU_LIMIT_MALLOC_HEAP_SIZE:
      *value = limit_heap;
      return CUDA_SUCCESS;
    }
  return CUDA_ERROR_INVALID_VALUE;
}

/* Linking and modules.  */

/* A linked program, shared by the image that cuLinkComplete returns
   and the modules loaded from it.  */

struct program
{
  struct xprog *prog;
  unsigned refs;
  struct program *next;		/* in doomed_programs */
};

/* Programs whose last reference went while a grid ran, which the
   executor thread frees after it (the engine lock).  */
static struct program *doomed_programs;

struct image
{
  char magic[sizeof image_magic];
  struct program *program;
};

struct link_state
{
  unsigned magic;
  struct xlinker *linker;
  unsigned modules;
  char *error_log;
  size_t error_log_size;
  char *info_log;
  size_t info_log_size;
  struct image *image;
};

struct function
{
  unsigned magic;
  struct program *program;
  struct xfunc *fn;
  struct function *next;
};

struct module
{
  unsigned magic;
  struct program *program;
  struct function *functions;
};

/* Take a reference to PROGRAM.  The engine lock is held.  */

static struct program *
program_ref (struct program *program)
{
  program->refs++;
  return program;
}

/* Free the programs of doomed_programs if no grid runs.  The engine
   lock is held.  */

static void
programs_reap (void)
{
  struct program *program;

  while (doomed_programs != NULL
	 && pthread_mutex_trylock (&grid_lock) == 0)
    {
      program = doomed_programs;
      doomed_programs = program->next;
      xprog_free (program->prog);
      pthread_mutex_unlock (&grid_lock);
      free (program);
    }
}

/* Drop a reference to PROGRAM.  The engine lock is held.  xprog_free
   must not run beside a grid (exec.h): while one runs, the program
   waits in doomed_programs.  */

static void
program_unref (struct program *program)
{
  if (--program->refs == 0)
    {
      program->next = doomed_programs;
      doomed_programs = program;
      programs_reap ();
    }
}

/* Copy MSG into the log buffer BUF of SIZE bytes, as a string.  */

static void
log_set (char *buf, size_t size, const char *msg)
{
  if (buf != NULL && size > 0)
    snprintf (buf, size, "%s", msg);
}

/* Apply the JIT options N, OPTS and VALS to LS.  Only the log buffers
   matter to the executor; the other options are accepted and
   ignored.  */

static void
link_options (struct link_state *ls, unsigned n, const CUjit_option *opts,
	      void **vals)
{
  unsigned i;

  if (opts == NULL || vals == NULL)
    return;
  for (i = 0; i < n; i++)
    switch (opts[i])
      {
      case CU_JIT_ERROR_LOG_BUFFER:
	ls->error_log = vals[i];
	break;
      case CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES:
	ls->error_log_size = (size_t) (uintptr_t) vals[i];
	break;
      case CU_JIT_INFO_LOG_BUFFER:
	ls->info_log = vals[i];
	break;
      case CU_JIT_INFO_LOG_BUFFER_SIZE_BYTES:
	ls->info_log_size = (size_t) (uintptr_t) vals[i];
	break;
      default:
	break;
      }
}

EXPORT CUresult
cuLinkCreate (unsigned numOptions, CUjit_option *options,
	      void **optionValues, CUlinkState *stateOut)
{
  struct link_state *ls;

  trace ("cuLinkCreate (%u options)", numOptions);
  if (stateOut == NULL)
    return CUDA_ERROR_INVALID_VALUE;
  ls = calloc (1, sizeof *ls);
  if (ls == NULL)
    return CUDA_ERROR_OUT_OF_MEMORY;
  ls->magic = MAGIC_LINK;
  link_options (ls, numOptions, options, optionValues);
  /* The plugin prints the logs without initialising them.  */
  log_set (ls->error_log, ls->error_log_size, "");
  log_set (ls->info_log, ls->info_log_size, "");
  engine_enter ();
  ls->linker = xlink_create ();
  engine_leave ();
  if (ls->linker == NULL)
    {
      free (ls);
      return CUDA_ERROR_OUT_OF_MEMORY;
    }
  *stateOut = ls;
  return CUDA_SUCCESS;
}
V2_ALIAS (cuLinkCreate);

EXPORT CUresult
cuLinkAddData (CUlinkState state, CUjitInputType type, void *data,
	       size_t size, const char *name, unsigned numOptions,
	       CUjit_option *options, void **optionValues)
{
  struct link_state *ls = state;
  char namebuf[64];
  const char *text = data;
  enum xstatus st;

  /* The options of a single input (a log buffer, optimisation) do not
     matter to the executor.  */
  (void) numOptions;
  (void) options;
  (void) optionValues;
  if (ls == NULL || ls->magic != MAGIC_LINK)
    return CUDA_ERROR_INVALID_HANDLE;
  if (data == NULL)
    return CUDA_ERROR_INVALID_VALUE;
  ls->modules++;
  if (name == NULL)
    {
      snprintf (namebuf, sizeof namebuf, "PTX module %u", ls->modules);
      name = namebuf;
    }
  trace ("cuLinkAddData (%s, %zu bytes)", name, size);
  if (type != CU_JIT_INPUT_PTX)
    {
      log_set (ls->error_log, ls->error_log_size,
	       "msp executor: only PTX input (CU_JIT_INPUT_PTX) is supported");
      return CUDA_ERROR_NOT_SUPPORTED;
    }
  /* Both callers count the terminating NUL; the executor wants the
     text.  */
  size = size == 0 ? strlen (text) : strnlen (text, size);
  engine_enter ();
  st = xlink_add_ptx (ls->linker, text, size, name);
  if (st != X_SUCCESS)
    log_set (ls->error_log, ls->error_log_size, xlink_error (ls->linker));
  engine_leave ();
  return cu_status (st);
}
V2_ALIAS (cuLinkAddData);

/* Link LS's modules into a program with one reference.  The engine lock
   is held.  */

static CUresult
link_program (struct link_state *ls, struct program **out)
{
  struct program *program;
  struct xprog *prog;
  enum xstatus st;

  st = xlink_complete (ls->linker, &prog);
  if (st != X_SUCCESS)
    {
      log_set (ls->error_log, ls->error_log_size, xlink_error (ls->linker));
      return cu_status (st);
    }
  program = malloc (sizeof *program);
  if (program == NULL)
    {
      xprog_free (prog);
      return CUDA_ERROR_OUT_OF_MEMORY;
    }
  program->prog = prog;
  program->refs = 1;
  *out = program;
  return CUDA_SUCCESS;
}

EXPORT CUresult
cuLinkComplete (CUlinkState state, void **cubinOut, size_t *sizeOut)
{
  struct link_state *ls = state;
  struct image *image;
  struct program *program;
  CUresult r;
  char msg[128];

  trace ("cuLinkComplete");
  if (ls == NULL || ls->magic != MAGIC_LINK)
    return CUDA_ERROR_INVALID_HANDLE;
  if (cubinOut == NULL)
    return CUDA_ERROR_INVALID_VALUE;
  if (ls->image != NULL)
    {
      /* Linked already: the same image again.  */
      *cubinOut = ls->image;
      if (sizeOut != NULL)
	*sizeOut = sizeof *ls->image;
      return CUDA_SUCCESS;
    }
  image = malloc (sizeof *image);
  if (image == NULL)
    return CUDA_ERROR_OUT_OF_MEMORY;
  engine_enter ();
  r = link_program (ls, &program);
  engine_leave ();
  if (r != CUDA_SUCCESS)
    {
      free (image);
      return r;
    }
  memcpy (image->magic, image_magic, sizeof image_magic);
  image->program = program;
  ls->image = image;
  snprintf (msg, sizeof msg, "msp executor: linked %u PTX module%s",
	    ls->modules, ls->modules == 1 ? "" : "s");
  log_set (ls->info_log, ls->info_log_size, msg);
  *cubinOut = image;
  if (sizeOut != NULL)
    *sizeOut = sizeof *image;
  return CUDA_SUCCESS;
}

/* Destroying the link state frees its image; modules loaded from it
   keep their program.  */

EXPORT CUresult
cuLinkDestroy (CUlinkState state)
{
  struct link_state *ls = state;

  trace ("cuLinkDestroy");
  if (ls == NULL || ls->magic != MAGIC_LINK)
    return CUDA_ERROR_INVALID_HANDLE;
  engine_enter ();
  if (ls->image != NULL)
    program_unref (ls->image->program);
  xlink_destroy (ls->linker);
  engine_leave ();
  if (ls->image != NULL)
    {
      memset (ls->image, 0, sizeof *ls->image);
      free (ls->image);
    }
  ls->magic = 0;
  free (ls);
  return CUDA_SUCCESS;
}

/* Make a module of PROGRAM, whose reference it takes over.  */

static CUresult
module_new (struct program *program, CUmodule *out)
{
  struct module *m = calloc (1, sizeof *m);

  if (m == NULL)
    return CUDA_ERROR_OUT_OF_MEMORY;
  m->magic = MAGIC_MODULE;
  m->program = program;
  *out = m;
  return CUDA_SUCCESS;
}

/* Link the single PTX module TEXT (a string) into a module in *OUT, as
   cuModuleLoadData does with PTX text.  */

static CUresult
module_from_ptx (const char *text, const char *name, CUmodule *out)
{
  struct link_state ls;
  struct program *program;
  enum xstatus st;
  CUresult r;

  memset (&ls, 0, sizeof ls);
  engine_enter ();
  ls.linker = xlink_create ();
  if (ls.linker == NULL)
    {
      engine_leave ();
      return CUDA_ERROR_OUT_OF_MEMORY;
    }
  st = xlink_add_ptx (ls.linker, text, 0, name);
  if (st != X_SUCCESS)
    {
      fprintf (stderr, "msp-run: %s\n", xlink_error (ls.linker));
      r = cu_status (st);
    }
  else
    {
      r = link_program (&ls, &program);
      if (r != CUDA_SUCCESS)
	fprintf (stderr, "msp-run: %s\n", xlink_error (ls.linker));
    }
  xlink_destroy (ls.linker);
  if (r == CUDA_SUCCESS)
    {
      r = module_new (program, out);
      if (r != CUDA_SUCCESS)
	program_unref (program);
    }
  engine_leave ();
  return r;
}

/* IMAGE is either what cuLinkComplete returned or PTX text.  */

EXPORT CUresult
cuModuleLoadData (CUmodule *module, const void *image)
{
  const struct image *im = image;
  CUresult r;

  trace ("cuModuleLoadData (%p)", image);
  if (module == NULL || image == NULL)
    return CUDA_ERROR_INVALID_VALUE;
  /* PTX text differs from the magic in its first byte.  */
  if (im->magic[0] != image_magic[0]
      || memcmp (im->magic, image_magic, sizeof image_magic) != 0)
    return module_from_ptx (image, "PTX image", module);
  engine_enter ();
  r = module_new (program_ref (im->program), module);
  if (r != CUDA_SUCCESS)
    program_unref (im->program);
  engine_leave ();
  return r;
}

EXPORT CUresult
cuModuleLoad (CUmodule *module, const char *fname)
{
  FILE *f;
  char *text = NULL;
  size_t len = 0, cap = 0, n;
  CUresult r;

  trace ("cuModuleLoad (%s)", fname != NULL ? fname : "(null)");
  if (module == NULL || fname == NULL)
    return CUDA_ERROR_INVALID_VALUE;
  f = fopen (fname, "rb");
  if (f == NULL)
    return CUDA_ERROR_FILE_NOT_FOUND;
  do
    {
      if (cap - len < 4096)
	{
	  char *t = realloc (text, cap = cap * 2 + 65536);
	  if (t == NULL)
	    {
	      free (text);
	      fclose (f);
	      return CUDA_ERROR_OUT_OF_MEMORY;
	    }
	  text = t;
	}
      n = fread (text + len, 1, cap - len - 1, f);
      len += n;
    }
  while (n > 0);
  fclose (f);
  text[len] = '\0';
  r = module_from_ptx (text, fname, module);
  free (text);
  return r;
}

EXPORT CUresult
cuModuleUnload (CUmodule module)
{
  struct module *m = module;
  struct function *fn, *next;

  trace ("cuModuleUnload (%p)", module);
  if (m == NULL || m->magic != MAGIC_MODULE)
    return CUDA_ERROR_INVALID_HANDLE;
  engine_enter ();
  for (fn = m->functions; fn != NULL; fn = next)
    {
      next = fn->next;
      fn->magic = 0;
      free (fn);
    }
  program_unref (m->program);
  engine_leave ();
  m->magic = 0;
  free (m);
  return CUDA_SUCCESS;
}

EXPORT CUresult
cuModuleGetFunction (CUfunction *hfunc, CUmodule module, const char *name)
{
  struct module *m = module;
  struct function *f;
  struct xfunc *fn;

  trace ("cuModuleGetFunction (%s)", name != NULL ? name : "(null)");
  if (hfunc == NULL || name == NULL)
    return CUDA_ERROR_INVALID_VALUE;
  if (m == NULL || m->magic != MAGIC_MODULE)
    return CUDA_ERROR_INVALID_HANDLE;
  engine_enter ();
  fn = xprog_function (m->program->prog, name);
  /* Kernels (.entry), and functions (.func), which GCC 13's
     GOMP_OFFLOAD_load_image looks up too: the reverse-offload functions
     ("$nohost" .func) are in the kernel table.  Only a kernel can be
     launched.  */
  if (fn == NULL)
    {
      engine_leave ();
      return CUDA_ERROR_NOT_FOUND;
    }
  for (f = m->functions; f != NULL; f = f->next)
    if (f->fn == fn)
      break;
  if (f == NULL)
    {
      f = calloc (1, sizeof *f);
      if (f == NULL)
	{
	  engine_leave ();
	  return CUDA_ERROR_OUT_OF_MEMORY;
	}
      f->magic = MAGIC_FUNCTION;
      f->program = m->program;
      f->fn = fn;
      f->next = m->functions;
      m->functions = f;
    }
  engine_leave ();
  *hfunc = f;
  return CUDA_SUCCESS;
}

/* libgomp looks up __gomp_device_num and __nvptx_clocktick here, and
   passes a NULL BYTES for the latter.  */

EXPORT CUresult
cuModuleGetGlobal (CUdeviceptr *dptr, size_t *bytes, CUmodule module,
		   const char *name)
{
  struct module *m = module;
  uint64_t addr = 0;
  size_t size = 0;
  enum xstatus st;

  if (name == NULL)
    return CUDA_ERROR_INVALID_VALUE;
  if (m == NULL || m->magic != MAGIC_MODULE)
    return CUDA_ERROR_INVALID_HANDLE;
  engine_enter ();
  st = xprog_global (m->program->prog, name, &addr, &size);
  engine_leave ();
  trace ("cuModuleGetGlobal (%s): %s %#llx %zu", name,
	 st == X_SUCCESS ? "found" : "not found", (unsigned long long) addr,
	 st == X_SUCCESS ? size : 0);
  if (st != X_SUCCESS)
    return cu_status (st);
  if (dptr != NULL)
    *dptr = addr;
  if (bytes != NULL)
    *bytes = size;
  return CUDA_SUCCESS;
}
V2_ALIAS (cuModuleGetGlobal);

EXPORT CUresult
cuFuncGetAttribute (int *value, CUfunction_attribute attrib,
		    CUfunction hfunc)
{
  struct function *f = hfunc;

  if (value == NULL)
    return CUDA_ERROR_INVALID_VALUE;
  if (f == NULL || f->magic != MAGIC_FUNCTION)
    return CUDA_ERROR_INVALID_HANDLE;
  switch (attrib)
    {
    case CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK:
      *value = func_max_threads ();
      return CUDA_SUCCESS;
    case CU_FUNC_ATTRIBUTE_NUM_REGS:
      *value = cfg_regs;
      return CUDA_SUCCESS;
    }
  trace ("cuFuncGetAttribute (%d): not known", (int) attrib);
  return CUDA_ERROR_INVALID_VALUE;
}

/* The occupancy calculator.  The real driver has it, and nvptx_exec
   (OpenACC) then takes another path than without it: it gives the
   default worker count as BLOCKSIZE / vector length, clamped to 15
   when the vector is wider than a warp (a barrier per worker), and
   takes GOMP_OPENACC_DIM's workers unclamped, so that a launch of more
   threads than MAX_THREADS_PER_BLOCK fails "insufficient resources", as
   libgomp's testsuite expects of an NVIDIA device.  It asks for
   2 * MINGRIDSIZE * BLOCKSIZE / 32 gangs: a real GPU's answer (a
   multiprocessor's worth of threads) would give an interpreter far too
   many, so the answer is MSP_RUN_SMS grids of MSP_RUN_BLOCK threads
   (default 128: 4 workers of 32 lanes, 8 gangs), within
   BLOCKSIZELIMIT and the kernel's MAX_THREADS_PER_BLOCK.  */

EXPORT CUresult
cuOccupancyMaxPotentialBlockSize (int *min_grid_size, int *block_size,
				  CUfunction hfunc, void *block_to_smem,
				  size_t dynamic_smem, int block_limit)
{
  struct function *f = hfunc;
  int block;

  if (min_grid_size == NULL || block_size == NULL)
    return CUDA_ERROR_INVALID_VALUE;
  if (f == NULL || f->magic != MAGIC_FUNCTION)
    return CUDA_ERROR_INVALID_HANDLE;
  block = env_int ("MSP_RUN_BLOCK", 32, 1024, 128) / 32 * 32;
  if (block > func_max_threads ())
    block = func_max_threads ();
  if (block_limit > 0 && block > block_limit)
    block = block_limit;
  *min_grid_size = cfg_sms;
  *block_size = block;
  trace ("cuOccupancyMaxPotentialBlockSize: grid %d, block %d", cfg_sms,
	 block);
  return CUDA_SUCCESS;
}

/* Memory.  Device memory is host memory at the device address.
   memory.c is thread-safe: these calls take no lock, and the host
   allocates and frees while a grid runs.  A freed allocation's
   addresses are never reused, so that a grid still queued that uses
   it touches no other object; cuMemFree does not wait for the device
   (CUDA's may), which would deadlock a reverse offload whose host
   code frees device memory.  */

EXPORT CUresult
cuMemAlloc (CUdeviceptr *dptr, size_t size)
{
  uint64_t addr;

  if (dptr == NULL || size == 0)
    return CUDA_ERROR_INVALID_VALUE;
  if (in_callback)
    return CUDA_ERROR_NOT_PERMITTED;
  addr = xmem_alloc (size);
  trace ("cuMemAlloc (%zu): %#llx", size, (unsigned long long) addr);
  if (addr == 0)
    return CUDA_ERROR_OUT_OF_MEMORY;
  *dptr = addr;
  return CUDA_SUCCESS;
}
V2_ALIAS (cuMemAlloc);

EXPORT CUresult
cuMemFree (CUdeviceptr dptr)
{
  enum xstatus st;

  trace ("cuMemFree (%#llx)", dptr);
  if (in_callback)
    return CUDA_ERROR_NOT_PERMITTED;
  if (dptr == 0)
    return CUDA_SUCCESS;
  st = xmem_free (dptr);
  return cu_status (st);
}
V2_ALIAS (cuMemFree);

EXPORT CUresult
cuMemGetAddressRange (CUdeviceptr *pbase, size_t *psize, CUdeviceptr dptr)
{
  uint64_t base;
  size_t size;
  enum xstatus st;

  if (in_callback)
    return CUDA_ERROR_NOT_PERMITTED;
  st = xmem_range (dptr, &base, &size);
  if (st != X_SUCCESS)
    {
      trace ("cuMemGetAddressRange (%#llx): not device memory", dptr);
      return cu_status (st);
    }
  if (pbase != NULL)
    *pbase = base;
  if (psize != NULL)
    *psize = size;
  return CUDA_SUCCESS;
}
V2_ALIAS (cuMemGetAddressRange);

EXPORT CUresult
cuMemGetInfo (size_t *free_bytes, size_t *total_bytes)
{
  size_t used, total;

  xmem_info (&used, &total);
  if (free_bytes != NULL)
    *free_bytes = used < total ? total - used : 0;
  if (total_bytes != NULL)
    *total_bytes = total;
  return CUDA_SUCCESS;
}
V2_ALIAS (cuMemGetInfo);

/* Managed memory is arena memory too: the host and the device share
   it at the same address.  */

EXPORT CUresult
cuMemAllocManaged (CUdeviceptr *dptr, size_t size, unsigned flags)
{
  trace ("cuMemAllocManaged (%zu, %#x)", size, flags);
  return cuMemAlloc (dptr, size);
}

/* Whether PTR is device memory, and where (GCC 16's
   GOMP_OFFLOAD_is_accessible_ptr asks for the memory type of each page
   of a range).  */

EXPORT CUresult
cuPointerGetAttribute (void *data, CUpointer_attribute attribute,
		       CUdeviceptr ptr)
{
  uint64_t base;
  size_t size;
  enum xstatus st;

  if (data == NULL)
    return CUDA_ERROR_INVALID_VALUE;
  st = xmem_range (ptr, &base, &size);
  trace ("cuPointerGetAttribute (%d, %#llx): %s", (int) attribute, ptr,
	 st == X_SUCCESS ? "device memory" : "not device memory");
  /* As for a host pointer CUDA does not know.  */
  if (st != X_SUCCESS)
    return CUDA_ERROR_INVALID_VALUE;
  switch (attribute)
    {
    case CU_POINTER_ATTRIBUTE_CONTEXT:
      *(CUcontext *) data = ctx_depth > 0 ? ctx_stack[ctx_depth - 1] : NULL;
      return CUDA_SUCCESS;
    case CU_POINTER_ATTRIBUTE_MEMORY_TYPE:
      *(unsigned *) data = CU_MEMORYTYPE_DEVICE;
      return CUDA_SUCCESS;
    case CU_POINTER_ATTRIBUTE_DEVICE_POINTER:
      *(CUdeviceptr *) data = ptr;
      return CUDA_SUCCESS;
    case CU_POINTER_ATTRIBUTE_HOST_POINTER:
      *(void **) data = DPTR (ptr);
      return CUDA_SUCCESS;
    case CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL:
      *(int *) data = 0;
      return CUDA_SUCCESS;
    }
  return CUDA_ERROR_INVALID_VALUE;
}

/* Page-locked host memory comes from the arena, so that device code
   may use it at the same address.  */

EXPORT CUresult
cuMemHostAlloc (void **pp, size_t size, unsigned flags)
{
  uint64_t addr;

  if (pp == NULL || size == 0)
    return CUDA_ERROR_INVALID_VALUE;
  addr = xmem_alloc (size);
  trace ("cuMemHostAlloc (%zu, %#x): %#llx", size, flags,
	 (unsigned long long) addr);
  if (addr == 0)
    return CUDA_ERROR_OUT_OF_MEMORY;
  *pp = (void *) (uintptr_t) addr;
  return CUDA_SUCCESS;
}

EXPORT CUresult
cuMemAllocHost (void **pp, size_t size)
{
  return cuMemHostAlloc (pp, size, 0);
}
V2_ALIAS (cuMemAllocHost);

EXPORT CUresult
cuMemFreeHost (void *p)
{
  enum xstatus st;

  trace ("cuMemFreeHost (%p)", p);
  if (p == NULL)
    return CUDA_SUCCESS;
  st = xmem_free ((uint64_t) (uintptr_t) p);
  return cu_status (st);
}

EXPORT CUresult
cuMemHostGetDevicePointer (CUdeviceptr *pdptr, void *p, unsigned flags)
{
  uint64_t base;
  size_t size;
  enum xstatus st;

  if (pdptr == NULL || p == NULL || flags != 0)
    return CUDA_ERROR_INVALID_VALUE;
  st = xmem_range ((uint64_t) (uintptr_t) p, &base, &size);
  if (st != X_SUCCESS)
    return CUDA_ERROR_INVALID_VALUE;
  *pdptr = (CUdeviceptr) (uintptr_t) p;
  return CUDA_SUCCESS;
}
V2_ALIAS (cuMemHostGetDevicePointer);

/* Streams, the queue and the executor thread.

   The executor runs one grid at a time (interp.c and stats.c keep
   global state), but a grid must run while the host goes on: GCC 13's
   reverse offload launches a kernel that waits for the host, which
   meanwhile polls cuStreamQuery and copies data on another stream.  So
   every asynchronous operation (a launch, an asynchronous copy, a
   callback, an event's record, a stream's wait for an event) joins the
   device's one queue, in the order of the calls, and may run once it
   is ready:

   * every earlier operation of its stream is done;
   * on the legacy default stream (NULL), every earlier operation of a
     blocking stream (one created without CU_STREAM_NON_BLOCKING) is
     done, and on a blocking stream, every earlier operation of the
     legacy default stream, as CUDA orders them (GCC 13's reverse
     offload copies on a non-blocking stream while its kernel runs on
     the default one);
   * a wait for an event: the record it waits for is done.

   A launch runs on the executor thread, the one thread that runs
   grids, which holds grid_lock across a grid and no other lock; any
   other operation runs at once on the calling thread if it is ready
   then (its stream idle: the usual case), else on the copy thread as
   soon as it is, as CUDA runs the callbacks on a thread of its own.
   Both threads start at their first operation.  Waits and queries
   (cuStreamSynchronize, cuCtxSynchronize, cuEventSynchronize,
   cuStreamQuery, cuEventQuery) look at the operations queued before
   the call.  An operation owns copies of what it needs (a launch copies
   its parameters).

   A callback runs with no lock held, and may not call the driver
   (in_callback).  It is given the device's sticky error: after a
   failed grid, libgomp's cuda_callback_wrapper then stops the program,
   as on a GPU.  A failed device runs no more grids.

   Exit: queue_atexit runs before libgomp's gomp_target_fini
   (register_atexit).  If an operation still runs then, a grid waiting
   for the host that exits (a reverse offload whose host code calls
   exit, or a kernel that is not waited for) or a callback that stops
   the program, the device is abandoned: it runs nothing more, and every
   wait returns at once, so that libgomp's finalisation (which
   synchronises the streams and, from GCC 15, launches the images'
   destructor kernels) does not wait forever.  The grid's thread dies
   with the process.  Otherwise the device goes on: the queued
   operations run and the waits wait.

   Fork: the child of a fork has no executor or copy thread, and the
   parent's queue is not its own: it starts with an empty queue.  A grid
   that ran at the fork leaves the executor's state mid-grid in the
   child, whose device then has failed (CUDA_ERROR_LAUNCH_FAILED, with a
   message at its first launch).  */

enum op_kind
{
  OP_LAUNCH,
  OP_COPY,
  OP_CALLBACK,
  OP_RECORD,
  OP_WAIT
};

enum op_state
{
  OP_QUEUED,
  OP_RUNNING
};

struct event
{
  unsigned magic;
  unsigned flags;
  /* The handle's and one for each queued record (queue_lock).  */
  unsigned refs;
  int recorded;
  double ms;
  /* The operation number of the last cuEventRecord, 0 if none.  */
  unsigned long seq;
};

struct stream
{
  unsigned magic;
  unsigned flags;
  /* queue_ready's mark.  */
  unsigned long mark;
};

struct op
{
  enum op_kind kind;
  enum op_state state;
  struct op *prev, *next;
  struct stream *stream;
  /* The number of the operation, in the order of the calls.  */
  unsigned long seq;
  union
  {
    struct
    {
      struct xfunc *fn;
      struct program *program;
      struct xlaunch_params params;
      void *args;
    } launch;
    struct
    {
      void *dst;
      const void *src;
      size_t n;
      /* The copy of pageable host memory that SRC points to.  */
      void *staged;
    } copy;
    struct
    {
      CUstreamCallback fn;
      void *data;
      CUstream handle;
    } callback;
    /* OP_RECORD: the event; OP_WAIT: the number of the record it
       waits for.  */
    struct
    {
      struct event *event;
      unsigned long seq;
    } ev;
  } u;
};

static struct stream default_stream = { MAGIC_STREAM, 0, 0 };

/* The queue: the operations not done yet, in the order of the calls.  */
static pthread_mutex_t queue_lock = PTHREAD_MUTEX_INITIALIZER;
/* Broadcast when an operation joins or leaves the queue.  */
static pthread_cond_t queue_changed = PTHREAD_COND_INITIALIZER;
static struct op *queue_head, *queue_tail;
static unsigned long queue_seq, queue_mark;
/* Whether the copy thread [0] and the executor thread [1] run.  */
static int queue_threads[2];
/* Set at exit when an operation still runs (queue_atexit).  */
static int abandoned;

/* The stream of the handle H, or NULL if it is not one.  */

static struct stream *
stream_of (CUstream h)
{
  struct stream *s;

  if (h == NULL || h == CU_STREAM_LEGACY || h == CU_STREAM_PER_THREAD)
    return &default_stream;
  s = h;
  return s->magic == MAGIC_STREAM ? s : NULL;
}

/* Whether S is a blocking stream: one that the legacy default stream
   waits for and that waits for it.  */

static int
stream_blocking_p (const struct stream *s)
{
  return s != &default_stream && !(s->flags & CU_STREAM_NON_BLOCKING);
}

static double
now_ms (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

/* Whether the operation SEQ is queued.  The queue lock is held.  */

static int
queue_has_p (unsigned long seq)
{
  const struct op *p;

  for (p = queue_head; p != NULL && p->seq <= seq; p = p->next)
    if (p->seq == seq)
      return 1;
  return 0;
}

/* The first queued operation that may run, a launch if LAUNCH, else
   another; NULL if none.  UPTO, if not NULL, is a queued operation:
   then the answer is UPTO or NULL.  The queue lock is held.  */

static struct op *
queue_ready (int launch, struct op *upto)
{
  struct op *p;
  int legacy_seen = 0, blocking_seen = 0;
  unsigned long mark = ++queue_mark;

  for (p = queue_head; p != NULL; p = p->next)
    {
      struct stream *s = p->stream;
      int legacy = s == &default_stream, blocking = stream_blocking_p (s);

      if ((upto == NULL || p == upto)
	  && p->state == OP_QUEUED && (p->kind == OP_LAUNCH) == launch
	  && s->mark != mark
	  && !(legacy && blocking_seen) && !(blocking && legacy_seen)
	  && (p->kind != OP_WAIT || !queue_has_p (p->u.ev.seq)))
	return p;
      if (p == upto)
	return NULL;
      s->mark = mark;
      legacy_seen |= legacy;
      blocking_seen |= blocking;
    }
  return NULL;
}

/* Whether an operation queued up to the operation LIMIT is not done
   that a wait for S (the whole device if S is NULL) waits for.  The
   queue lock is held.  */

static int
queue_busy_p (const struct stream *s, unsigned long limit)
{
  const struct op *p;

  if (abandoned)
    return 0;
  for (p = queue_head; p != NULL && p->seq <= limit; p = p->next)
    if (s == NULL || p->stream == s
	|| (s == &default_stream && stream_blocking_p (p->stream)))
      return 1;
  return 0;
}

/* Wait until the operations queued so far that a wait for S (the whole
   device if S is NULL) waits for are done, and return the device's
   error.  */

static CUresult
queue_wait (const struct stream *s)
{
  unsigned long limit;

  pthread_mutex_lock (&queue_lock);
  limit = queue_seq;
  while (queue_busy_p (s, limit))
    pthread_cond_wait (&queue_changed, &queue_lock);
  pthread_mutex_unlock (&queue_lock);
  return (CUresult) atomic_load (&sticky_error);
}

/* Unlink OP from the queue.  The queue lock is held.  */

static void
queue_unlink (struct op *op)
{
  if (op->prev != NULL)
    op->prev->next = op->next;
  else
    queue_head = op->next;
  if (op->next != NULL)
    op->next->prev = op->prev;
  else
    queue_tail = op->prev;
}

/* Drop a reference to the event E.  The queue lock is held.  */

static void
event_unref (struct event *e)
{
  if (--e->refs == 0)
    free (e);
}

/* Run the launch OP on the executor thread.  A failure becomes the
   device's sticky error, after its message.  */

static void
op_launch (struct op *op)
{
  char msg[1024];
  enum xstatus st;
  int expected = CUDA_SUCCESS;

  if (atomic_load (&sticky_error) != CUDA_SUCCESS)
    return;
  msg[0] = '\0';
  pthread_mutex_lock (&grid_lock);
  st = xlaunch (op->u.launch.program->prog, op->u.launch.fn,
		&op->u.launch.params, msg, sizeof msg);
  pthread_mutex_unlock (&grid_lock);
  if (st != X_SUCCESS)
    {
      fprintf (stderr, "msp-run: kernel %s: %s\n",
	       xfunc_name (op->u.launch.fn),
	       msg[0] != '\0' ? msg : "launch failed");
      fflush (stderr);
      /* The first error sticks.  */
      atomic_compare_exchange_strong (&sticky_error, &expected,
				      (int) cu_status (st));
    }
}

/* Run OP.  No lock is held.  */

static void
op_run (struct op *op)
{
  switch (op->kind)
    {
    case OP_LAUNCH:
      op_launch (op);
      break;
    case OP_COPY:
      memmove (op->u.copy.dst, op->u.copy.src, op->u.copy.n);
      break;
    case OP_CALLBACK:
      in_callback = 1;
      op->u.callback.fn (op->u.callback.handle,
			 (CUresult) atomic_load (&sticky_error),
			 op->u.callback.data);
      in_callback = 0;
      break;
    case OP_RECORD:
      op->u.ev.event->ms = now_ms ();
      op->u.ev.event->recorded = 1;
      break;
    case OP_WAIT:
      /* Ready means the event has happened.  */
      break;
    }
}

/* Release what OP holds but its event.  No lock is held.  */

static void
op_release (struct op *op)
{
  switch (op->kind)
    {
    case OP_LAUNCH:
      free (op->u.launch.args);
      engine_enter ();
      program_unref (op->u.launch.program);
      /* The programs unloaded while the grid ran.  */
      programs_reap ();
      engine_leave ();
      break;
    case OP_COPY:
      free (op->u.copy.staged);
      break;
    default:
      break;
    }
}

/* Free OP, which is in no queue.  No lock is held.  */

static void
op_free (struct op *op)
{
  op_release (op);
  if (op->kind == OP_RECORD)
    {
      pthread_mutex_lock (&queue_lock);
      event_unref (op->u.ev.event);
      pthread_mutex_unlock (&queue_lock);
    }
  free (op);
}

/* OP, which ran, is done.  What it holds goes first, so that a thread
   that waits for it (and may then exit and report the counts) finds
   the executor as the operation leaves it.  */

static void
op_done (struct op *op)
{
  op_release (op);
  pthread_mutex_lock (&queue_lock);
  queue_unlink (op);
  if (op == grid_op)
    grid_op = NULL;
  if (op->kind == OP_RECORD)
    event_unref (op->u.ev.event);
  pthread_cond_broadcast (&queue_changed);
  pthread_mutex_unlock (&queue_lock);
  free (op);
}

/* The executor thread (ARG not NULL), which runs the launches, and the
   copy thread, which runs the other operations that were not ready
   when they were queued.  */

static void *
queue_thread (void *arg)
{
  int launch = arg != NULL;
  struct op *op;

  pthread_mutex_lock (&queue_lock);
  while (!abandoned)
    {
      op = queue_ready (launch, NULL);
      if (op == NULL)
	{
	  pthread_cond_wait (&queue_changed, &queue_lock);
	  continue;
	}
      op->state = OP_RUNNING;
      if (launch)
	grid_op = op;
      pthread_mutex_unlock (&queue_lock);
      op_run (op);
      op_done (op);
      pthread_mutex_lock (&queue_lock);
    }
  pthread_mutex_unlock (&queue_lock);
  return NULL;
}

/* Start the executor thread (LAUNCH) or the copy thread unless it runs;
   0 on success.  It takes no signal.  The queue lock is held.  */

static int
queue_start (int launch)
{
  pthread_attr_t attr;
  pthread_t t;
  sigset_t all, old;
  int r;

  if (queue_threads[launch])
    return 0;
  pthread_attr_init (&attr);
  pthread_attr_setdetachstate (&attr, PTHREAD_CREATE_DETACHED);
  pthread_attr_setstacksize (&attr, 8 << 20);
  sigfillset (&all);
  pthread_sigmask (SIG_SETMASK, &all, &old);
  r = pthread_create (&t, &attr, queue_thread,
		      launch ? &queue_threads[1] : NULL);
  pthread_sigmask (SIG_SETMASK, &old, NULL);
  pthread_attr_destroy (&attr);
  if (r == 0)
    queue_threads[launch] = 1;
  else
    fprintf (stderr, "msp-run: cannot start the %s thread: %s\n",
	     launch ? "executor" : "copy", strerror (r));
  return r;
}

/* Queue OP, which the queue now owns, on S: run it at once if it is
   not a launch and is ready, else leave it to the thread that runs it
   and, if WAIT, wait until it is done.  */

static CUresult
queue_submit (struct stream *s, struct op *op, int wait)
{
  int now;
  unsigned long seq;

  op->stream = s;
  op->state = OP_QUEUED;
  op->next = NULL;
  pthread_mutex_lock (&queue_lock);
  if (abandoned)
    {
      /* Exit has begun: nothing runs any more.  */
      if (op->kind == OP_RECORD)
	op->u.ev.event->refs++;
      pthread_mutex_unlock (&queue_lock);
      op_free (op);
      return CUDA_SUCCESS;
    }
  op->seq = ++queue_seq;
  if (op->kind == OP_RECORD)
    {
      op->u.ev.event->refs++;
      op->u.ev.event->seq = op->seq;
    }
  else if (op->kind == OP_WAIT)
    op->u.ev.seq = op->u.ev.event->seq;
  op->prev = queue_tail;
  if (queue_tail != NULL)
    queue_tail->next = op;
  else
    queue_head = op;
  queue_tail = op;
  now = op->kind != OP_LAUNCH && queue_ready (0, op) == op;
  if (now)
    op->state = OP_RUNNING;
  else if (queue_start (op->kind == OP_LAUNCH) != 0)
    {
      queue_unlink (op);
      pthread_mutex_unlock (&queue_lock);
      op_free (op);
      return CUDA_ERROR_OUT_OF_MEMORY;
    }
  else
    {
      pthread_cond_broadcast (&queue_changed);
      seq = op->seq;
      while (wait && !abandoned && queue_has_p (seq))
	pthread_cond_wait (&queue_changed, &queue_lock);
    }
  pthread_mutex_unlock (&queue_lock);
  if (now)
    {
      op_run (op);
      op_done (op);
    }
  return CUDA_SUCCESS;
}

/* At exit, abandon the device if an operation still runs (see
   above).  */

static void
queue_atexit (void)
{
  const struct op *p;

  pthread_mutex_lock (&queue_lock);
  for (p = queue_head; p != NULL; p = p->next)
    if (p->state == OP_RUNNING)
      abandoned = 1;
  if (abandoned)
    {
      if (grid_op != NULL)
	trace ("exit while kernel %s runs: the device is abandoned",
	       xfunc_name (grid_op->u.launch.fn));
      else
	trace ("exit while an operation runs: the device is abandoned");
      pthread_cond_broadcast (&queue_changed);
    }
  pthread_mutex_unlock (&queue_lock);
}

static void
fork_prepare (void)
{
  pthread_mutex_lock (&engine_lock);
  pthread_mutex_lock (&queue_lock);
}

static void
fork_parent (void)
{
  pthread_mutex_unlock (&queue_lock);
  pthread_mutex_unlock (&engine_lock);
}

/* The child starts with an empty queue, and no device if a grid ran
   (see above).  The parent's operations are left to it.  */

static void
fork_child (void)
{
  int expected = CUDA_SUCCESS;

  if (grid_op != NULL)
    {
      fork_lost = 1;
      atomic_compare_exchange_strong (&sticky_error, &expected,
				      CUDA_ERROR_LAUNCH_FAILED);
    }
  grid_op = NULL;
  queue_head = queue_tail = NULL;
  queue_threads[0] = queue_threads[1] = 0;
  pthread_cond_init (&queue_changed, NULL);
  /* The executor thread may have held it.  */
  pthread_mutex_init (&grid_lock, NULL);
  pthread_mutex_unlock (&queue_lock);
  pthread_mutex_unlock (&engine_lock);
}

static struct op *
op_new (enum op_kind kind)
{
  struct op *op = calloc (1, sizeof *op);

  if (op != NULL)
    op->kind = kind;
  return op;
}

EXPORT CUresult
cuStreamCreate (CUstream *phstream, unsigned flags)
{
  struct stream *s;

  if (phstream == NULL)
    return CUDA_ERROR_INVALID_VALUE;
  s = calloc (1, sizeof *s);
  if (s == NULL)
    return CUDA_ERROR_OUT_OF_MEMORY;
  s->magic = MAGIC_STREAM;
  s->flags = flags;
  *phstream = s;
  trace ("cuStreamCreate (%#x): %p", flags, (void *) s);
  return CUDA_SUCCESS;
}

/* CUDA lets the queued work finish and returns at once; here the
   stream is freed once it has.  */

EXPORT CUresult
cuStreamDestroy (CUstream hstream)
{
  struct stream *s = stream_of (hstream);

  trace ("cuStreamDestroy (%p)", hstream);
  if (s == NULL)
    return CUDA_ERROR_INVALID_HANDLE;
  if (s == &default_stream)
    return CUDA_SUCCESS;
  if (in_callback)
    return CUDA_ERROR_NOT_PERMITTED;
  queue_wait (s);
  s->magic = 0;
  free (s);
  return CUDA_SUCCESS;
}
V2_ALIAS (cuStreamDestroy);

/* CUDA_ERROR_NOT_READY while an operation queued on HSTREAM is not
   done (GCC 13's reverse offload polls the default stream).  */

EXPORT CUresult
cuStreamQuery (CUstream hstream)
{
  struct stream *s = stream_of (hstream);
  CUresult r;
  int busy;

  if (s == NULL)
    return CUDA_ERROR_INVALID_HANDLE;
  r = (CUresult) atomic_load (&sticky_error);
  if (r != CUDA_SUCCESS)
    return r;
  pthread_mutex_lock (&queue_lock);
  busy = queue_busy_p (s, queue_seq);
  pthread_mutex_unlock (&queue_lock);
  return busy ? CUDA_ERROR_NOT_READY : CUDA_SUCCESS;
}

EXPORT CUresult
cuStreamSynchronize (CUstream hstream)
{
  struct stream *s = stream_of (hstream);

  trace ("cuStreamSynchronize (%p)", hstream);
  if (s == NULL)
    return CUDA_ERROR_INVALID_HANDLE;
  if (in_callback)
    return CUDA_ERROR_NOT_PERMITTED;
  return queue_wait (s);
}

EXPORT CUresult
cuCtxSynchronize (void)
{
  trace ("cuCtxSynchronize");
  if (in_callback)
    return CUDA_ERROR_NOT_PERMITTED;
  return queue_wait (NULL);
}

EXPORT CUresult
cuStreamAddCallback (CUstream hstream, CUstreamCallback callback,
		     void *userData, unsigned flags)
{
  struct stream *s = stream_of (hstream);
  struct op *op;

  trace ("cuStreamAddCallback (%p)", hstream);
  if (s == NULL)
    return CUDA_ERROR_INVALID_HANDLE;
  if (callback == NULL || flags != 0)
    return CUDA_ERROR_INVALID_VALUE;
  op = op_new (OP_CALLBACK);
  if (op == NULL)
    return CUDA_ERROR_OUT_OF_MEMORY;
  op->u.callback.fn = callback;
  op->u.callback.data = userData;
  op->u.callback.handle = hstream;
  return queue_submit (s, op, 0);
}

EXPORT CUresult
cuStreamWaitEvent (CUstream hstream, CUevent hevent, unsigned flags)
{
  struct stream *s = stream_of (hstream);
  struct event *e = hevent;
  struct op *op;

  if (s == NULL || e == NULL || e->magic != MAGIC_EVENT)
    return CUDA_ERROR_INVALID_HANDLE;
  if (flags != 0)
    return CUDA_ERROR_INVALID_VALUE;
  op = op_new (OP_WAIT);
  if (op == NULL)
    return CUDA_ERROR_OUT_OF_MEMORY;
  op->u.ev.event = e;
  return queue_submit (s, op, 0);
}

/* Events.  An event is freed when its handle is destroyed and no
   record of it is queued.  */

EXPORT CUresult
cuEventCreate (CUevent *phevent, unsigned flags)
{
  struct event *e;

  if (phevent == NULL)
    return CUDA_ERROR_INVALID_VALUE;
  e = calloc (1, sizeof *e);
  if (e == NULL)
    return CUDA_ERROR_OUT_OF_MEMORY;
  e->magic = MAGIC_EVENT;
  e->flags = flags;
  e->refs = 1;
  *phevent = e;
  return CUDA_SUCCESS;
}

EXPORT CUresult
cuEventDestroy (CUevent hevent)
{
  struct event *e = hevent;

  if (e == NULL || e->magic != MAGIC_EVENT)
    return CUDA_ERROR_INVALID_HANDLE;
  pthread_mutex_lock (&queue_lock);
  e->magic = 0;
  event_unref (e);
  pthread_mutex_unlock (&queue_lock);
  return CUDA_SUCCESS;
}
V2_ALIAS (cuEventDestroy);

EXPORT CUresult
cuEventRecord (CUevent hevent, CUstream hstream)
{
  struct event *e = hevent;
  struct stream *s = stream_of (hstream);
  struct op *op;

  if (e == NULL || e->magic != MAGIC_EVENT || s == NULL)
    return CUDA_ERROR_INVALID_HANDLE;
  op = op_new (OP_RECORD);
  if (op == NULL)
    return CUDA_ERROR_OUT_OF_MEMORY;
  op->u.ev.event = e;
  return queue_submit (s, op, 0);
}

EXPORT CUresult
cuEventQuery (CUevent hevent)
{
  struct event *e = hevent;
  CUresult r;
  int busy;

  if (e == NULL || e->magic != MAGIC_EVENT)
    return CUDA_ERROR_INVALID_HANDLE;
  r = (CUresult) atomic_load (&sticky_error);
  if (r != CUDA_SUCCESS)
    return r;
  pthread_mutex_lock (&queue_lock);
  busy = !abandoned && queue_has_p (e->seq);
  pthread_mutex_unlock (&queue_lock);
  return busy ? CUDA_ERROR_NOT_READY : CUDA_SUCCESS;
}

EXPORT CUresult
cuEventSynchronize (CUevent hevent)
{
  struct event *e = hevent;

  if (e == NULL || e->magic != MAGIC_EVENT)
    return CUDA_ERROR_INVALID_HANDLE;
  if (in_callback)
    return CUDA_ERROR_NOT_PERMITTED;
  pthread_mutex_lock (&queue_lock);
  while (!abandoned && queue_has_p (e->seq))
    pthread_cond_wait (&queue_changed, &queue_lock);
  pthread_mutex_unlock (&queue_lock);
  return (CUresult) atomic_load (&sticky_error);
}

EXPORT CUresult
cuEventElapsedTime (float *ms, CUevent hstart, CUevent hend)
{
  struct event *start = hstart, *end = hend;

  if (ms == NULL)
    return CUDA_ERROR_INVALID_VALUE;
  if (start == NULL || start->magic != MAGIC_EVENT
      || end == NULL || end->magic != MAGIC_EVENT
      || ((start->flags | end->flags) & CU_EVENT_DISABLE_TIMING) != 0)
    return CUDA_ERROR_INVALID_HANDLE;
  if (cuEventQuery (hstart) == CUDA_ERROR_NOT_READY
      || cuEventQuery (hend) == CUDA_ERROR_NOT_READY
      || !start->recorded || !end->recorded)
    return CUDA_ERROR_NOT_READY;
  *ms = (float) (end->ms - start->ms);
  return CUDA_SUCCESS;
}

/* Copies.  The blocking ones (and cuMemsetD8) run on the legacy
   default stream, as CUDA's do: they wait for it, and so for the
   blocking streams, but not for a non-blocking stream, and report the
   device's error.  The asynchronous ones are operations of their
   stream.  */

static CUresult
copy_blocking (void *dst, const void *src, size_t n)
{
  CUresult r;

  if (in_callback)
    return CUDA_ERROR_NOT_PERMITTED;
  r = queue_wait (&default_stream);
  if (r != CUDA_SUCCESS)
    return r;
  if (n != 0)
    memmove (dst, src, n);
  return CUDA_SUCCESS;
}

/* Whether P is pageable host memory: neither device nor page-locked
   memory.  */

static int
pageable_p (const void *p)
{
  uint64_t base;
  size_t size;

  return xmem_range ((uint64_t) (uintptr_t) p, &base, &size) != X_SUCCESS;
}

/* Queue a copy of N bytes from SRC to DST on HSTREAM.  A copy from
   pageable host memory (HTOD) reads it at once, and one to pageable
   host memory (DTOH) returns when it is done, as CUDA stages such
   copies through page-locked memory: libgomp's OpenACC queues copy
   host variables in and out asynchronously, and the host may change
   them before the copy-in runs (the next iteration of a loop).  */

static CUresult
copy_async (void *dst, const void *src, size_t n, CUstream hstream,
	    int htod, int dtoh)
{
  struct stream *s = stream_of (hstream);
  struct op *op;

  if (s == NULL)
    return CUDA_ERROR_INVALID_HANDLE;
  if (in_callback)
    return CUDA_ERROR_NOT_PERMITTED;
  if (n == 0)
    return CUDA_SUCCESS;
  op = op_new (OP_COPY);
  if (op == NULL)
    return CUDA_ERROR_OUT_OF_MEMORY;
  if (htod && pageable_p (src))
    {
      op->u.copy.staged = malloc (n);
      if (op->u.copy.staged == NULL)
	{
	  free (op);
	  return CUDA_ERROR_OUT_OF_MEMORY;
	}
      memcpy (op->u.copy.staged, src, n);
      src = op->u.copy.staged;
    }
  op->u.copy.dst = dst;
  op->u.copy.src = src;
  op->u.copy.n = n;
  return queue_submit (s, op, dtoh && pageable_p (dst));
}

EXPORT CUresult
cuMemsetD8 (CUdeviceptr dst, unsigned char value, size_t n)
{
  CUresult r;

  trace ("cuMemsetD8 (%#llx, %u, %zu)", dst, value, n);
  if (in_callback)
    return CUDA_ERROR_NOT_PERMITTED;
  r = queue_wait (&default_stream);
  if (r != CUDA_SUCCESS)
    return r;
  if (n != 0)
    memset (DPTR (dst), value, n);
  return CUDA_SUCCESS;
}
V2_ALIAS (cuMemsetD8);

EXPORT CUresult
cuMemcpy (CUdeviceptr dst, CUdeviceptr src, size_t n)
{
  trace ("cuMemcpy (%#llx, %#llx, %zu)", dst, src, n);
  return copy_blocking (DPTR (dst), DPTR (src), n);
}

EXPORT CUresult
cuMemcpyHtoD (CUdeviceptr dst, const void *src, size_t n)
{
  trace ("cuMemcpyHtoD (%#llx, %p, %zu)", dst, src, n);
  return copy_blocking (DPTR (dst), src, n);
}
V2_ALIAS (cuMemcpyHtoD);

EXPORT CUresult
cuMemcpyDtoH (void *dst, CUdeviceptr src, size_t n)
{
  trace ("cuMemcpyDtoH (%p, %#llx, %zu)", dst, src, n);
  return copy_blocking (dst, DPTR (src), n);
}
V2_ALIAS (cuMemcpyDtoH);

EXPORT CUresult
cuMemcpyHtoDAsync (CUdeviceptr dst, const void *src, size_t n,
		   CUstream hstream)
{
  trace ("cuMemcpyHtoDAsync (%#llx, %p, %zu, %p)", dst, src, n, hstream);
  return copy_async (DPTR (dst), src, n, hstream, 1, 0);
}
V2_ALIAS (cuMemcpyHtoDAsync);

EXPORT CUresult
cuMemcpyDtoHAsync (void *dst, CUdeviceptr src, size_t n, CUstream hstream)
{
  trace ("cuMemcpyDtoHAsync (%p, %#llx, %zu, %p)", dst, src, n, hstream);
  return copy_async (dst, DPTR (src), n, hstream, 0, 1);
}
V2_ALIAS (cuMemcpyDtoHAsync);

EXPORT CUresult
cuMemcpyDtoDAsync (CUdeviceptr dst, CUdeviceptr src, size_t n,
		   CUstream hstream)
{
  trace ("cuMemcpyDtoDAsync (%#llx, %#llx, %zu, %p)", dst, src, n, hstream);
  return copy_async (DPTR (dst), DPTR (src), n, hstream, 0, 0);
}
V2_ALIAS (cuMemcpyDtoDAsync);

/* The address of a copy's end of memory type TYPE at HOST or DEVICE,
   or NULL if the type is not one this file can copy (a CUDA array).  */

static char *
rect_base (CUmemorytype type, const void *host, CUdeviceptr device)
{
  switch (type)
    {
    case CU_MEMORYTYPE_HOST:
      return (char *) host;
    case CU_MEMORYTYPE_DEVICE:
    case CU_MEMORYTYPE_UNIFIED:
      return DPTR (device);
    default:
      return NULL;
    }
}

/* Copy DEPTH slices of HEIGHT rows of WIDTH bytes from SRC, whose rows
   are SPITCH bytes apart and slices SSLICE bytes apart, to DST, laid out
   by DPITCH and DSLICE.  */

static CUresult
copy_rect (char *dst, size_t dpitch, size_t dslice, const char *src,
	   size_t spitch, size_t sslice, size_t width, size_t height,
	   size_t depth)
{
  size_t y, z;
  CUresult r;

  if (in_callback)
    return CUDA_ERROR_NOT_PERMITTED;
  r = queue_wait (&default_stream);
  if (r != CUDA_SUCCESS)
    return r;
  for (z = 0; z < depth; z++)
    for (y = 0; y < height; y++)
      memmove (dst + z * dslice + y * dpitch, src + z * sslice + y * spitch,
	       width);
  return CUDA_SUCCESS;
}

EXPORT CUresult
cuMemcpy2D (const CUDA_MEMCPY2D *p)
{
  char *src, *dst;

  if (p == NULL)
    return CUDA_ERROR_INVALID_VALUE;
  trace ("cuMemcpy2D (%zu x %zu bytes)", p->Height, p->WidthInBytes);
  src = rect_base (p->srcMemoryType, p->srcHost, p->srcDevice);
  dst = rect_base (p->dstMemoryType, p->dstHost, p->dstDevice);
  if (src == NULL || dst == NULL)
    return CUDA_ERROR_NOT_SUPPORTED;
  if (p->Height > 1
      && (p->srcPitch < p->WidthInBytes || p->dstPitch < p->WidthInBytes))
    return CUDA_ERROR_INVALID_VALUE;
  return copy_rect (dst + p->dstXInBytes + p->dstY * p->dstPitch,
		    p->dstPitch, 0,
		    src + p->srcXInBytes + p->srcY * p->srcPitch,
		    p->srcPitch, 0, p->WidthInBytes, p->Height, 1);
}
V2_ALIAS (cuMemcpy2D);

/* Without alignment constraints to meet, the same copy.  */

EXPORT CUresult
cuMemcpy2DUnaligned (const CUDA_MEMCPY2D *p)
{
  return cuMemcpy2D (p);
}
V2_ALIAS (cuMemcpy2DUnaligned);

EXPORT CUresult
cuMemcpy3D (const CUDA_MEMCPY3D *p)
{
  char *src, *dst;
  size_t sslice, dslice;

  if (p == NULL)
    return CUDA_ERROR_INVALID_VALUE;
  trace ("cuMemcpy3D (%zu x %zu x %zu bytes)", p->Depth, p->Height,
	 p->WidthInBytes);
  src = rect_base (p->srcMemoryType, p->srcHost, p->srcDevice);
  dst = rect_base (p->dstMemoryType, p->dstHost, p->dstDevice);
  if (src == NULL || dst == NULL)
    return CUDA_ERROR_NOT_SUPPORTED;
  if ((p->Height > 1 || p->Depth > 1)
      && (p->srcPitch < p->WidthInBytes || p->dstPitch < p->WidthInBytes))
    return CUDA_ERROR_INVALID_VALUE;
  if (p->Depth > 1 && (p->srcHeight < p->Height || p->dstHeight < p->Height))
    return CUDA_ERROR_INVALID_VALUE;
  sslice = p->srcPitch * p->srcHeight;
  dslice = p->dstPitch * p->dstHeight;
  return copy_rect (dst + p->dstXInBytes + p->dstY * p->dstPitch
		    + p->dstZ * dslice, p->dstPitch, dslice,
		    src + p->srcXInBytes + p->srcY * p->srcPitch
		    + p->srcZ * sslice, p->srcPitch, sslice,
		    p->WidthInBytes, p->Height, p->Depth);
}
V2_ALIAS (cuMemcpy3D);

/* Launches.  */

/* Copy the parameters of a launch of F, given as KERNEL_PARAMS or in
   EXTRA, into a buffer of their own, packed at their natural alignment,
   and point P at it.  The engine lock is held.  */

static CUresult
launch_args (struct function *f, void **kernel_params, void **extra,
	     struct xlaunch_params *p, void **bufp)
{
  unsigned n = xfunc_nparams (f->fn), i;
  size_t need = 0, size, align;
  char *buf;

  for (i = 0; i < n; i++)
    {
      xfunc_param (f->fn, i, &size, &align);
      if (align > 1)
	need = (need + align - 1) / align * align;
      need += size;
    }

  if (kernel_params != NULL && extra != NULL)
    return CUDA_ERROR_INVALID_VALUE;

  if (extra != NULL)
    {
      const void *abuf = NULL;
      size_t asize = 0;
      int have_size = 0;

      for (i = 0; extra[i] != CU_LAUNCH_PARAM_END; i += 2)
	if (extra[i] == CU_LAUNCH_PARAM_BUFFER_POINTER)
	  abuf = extra[i + 1];
	else if (extra[i] == CU_LAUNCH_PARAM_BUFFER_SIZE)
	  {
	    if (extra[i + 1] == NULL)
	      return CUDA_ERROR_INVALID_VALUE;
	    asize = *(const size_t *) extra[i + 1];
	    have_size = 1;
	  }
	else
	  return CUDA_ERROR_INVALID_VALUE;
      if ((abuf == NULL) != !have_size || (abuf == NULL && need != 0))
	return CUDA_ERROR_INVALID_VALUE;
      if (asize < need)
	{
	  fprintf (stderr, "msp-run: kernel %s: a parameter buffer of %zu"
		   " bytes for %zu bytes of parameters\n",
		   xfunc_name (f->fn), asize, need);
	  return CUDA_ERROR_INVALID_VALUE;
	}
      buf = malloc (asize + 1);
      if (buf == NULL)
	return CUDA_ERROR_OUT_OF_MEMORY;
      if (asize != 0)
	memcpy (buf, abuf, asize);
      need = asize;
    }
  else
    {
      size_t off = 0;

      if (kernel_params == NULL && n != 0)
	return CUDA_ERROR_INVALID_VALUE;
      buf = malloc (need + 1);
      if (buf == NULL)
	return CUDA_ERROR_OUT_OF_MEMORY;
      for (i = 0; i < n; i++)
	{
	  xfunc_param (f->fn, i, &size, &align);
	  if (align > 1)
	    off = (off + align - 1) / align * align;
	  if (kernel_params[i] == NULL)
	    {
	      free (buf);
	      return CUDA_ERROR_INVALID_VALUE;
	    }
	  memcpy (buf + off, kernel_params[i], size);
	  off += size;
	}
    }
  p->kernel_params = NULL;
  p->arg_buffer = buf;
  p->arg_size = need;
  *bufp = buf;
  return CUDA_SUCCESS;
}

EXPORT CUresult
cuLaunchKernel (CUfunction hfunc, unsigned gridDimX, unsigned gridDimY,
		unsigned gridDimZ, unsigned blockDimX, unsigned blockDimY,
		unsigned blockDimZ, unsigned sharedMemBytes, CUstream hstream,
		void **kernelParams, void **extra)
{
  struct function *f = hfunc;
  struct stream *s = stream_of (hstream);
  struct op *op;
  unsigned long long threads;
  CUresult r;

  if (f == NULL || f->magic != MAGIC_FUNCTION || s == NULL)
    return CUDA_ERROR_INVALID_HANDLE;
  trace ("cuLaunchKernel (%s, grid %u x %u x %u, block %u x %u x %u,"
	 " %u bytes of shared memory, stream %p, %s)", xfunc_name (f->fn),
	 gridDimX, gridDimY, gridDimZ, blockDimX, blockDimY, blockDimZ,
	 sharedMemBytes, hstream,
	 kernelParams != NULL ? "kernelParams" : "extra");
  if (in_callback)
    return CUDA_ERROR_NOT_PERMITTED;
  /* A .func (cuModuleGetFunction) is no kernel.  */
  if (!xfunc_kernel_p (f->fn))
    return CUDA_ERROR_INVALID_VALUE;

  r = (CUresult) atomic_load (&sticky_error);
  if (r != CUDA_SUCCESS)
    {
      if (fork_lost)
	{
	  fprintf (stderr, "msp-run: the process forked while a kernel"
		   " ran: its child has no device\n");
	  fork_lost = 0;
	}
      return r;
    }

  threads = (unsigned long long) blockDimX * blockDimY * blockDimZ;
  if (gridDimX == 0 || gridDimY == 0 || gridDimZ == 0
      || gridDimX > 2147483647u || gridDimY > 65535 || gridDimZ > 65535
      || blockDimX == 0 || blockDimY == 0 || blockDimZ == 0
      || blockDimX > 1024 || blockDimY > 1024 || blockDimZ > 64
      || threads > MAX_THREADS_PER_BLOCK
      || sharedMemBytes > MAX_SHARED_PER_BLOCK)
    {
      trace ("cuLaunchKernel: invalid geometry");
      return CUDA_ERROR_INVALID_VALUE;
    }
  /* More threads than the register file holds at MSP_RUN_REGS.  */
  if (threads > (unsigned long long) func_max_threads ())
    {
      trace ("cuLaunchKernel: out of registers");
      return CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES;
    }

  op = op_new (OP_LAUNCH);
  if (op == NULL)
    return CUDA_ERROR_OUT_OF_MEMORY;
  op->u.launch.fn = f->fn;
  op->u.launch.params.grid[0] = gridDimX;
  op->u.launch.params.grid[1] = gridDimY;
  op->u.launch.params.grid[2] = gridDimZ;
  op->u.launch.params.block[0] = blockDimX;
  op->u.launch.params.block[1] = blockDimY;
  op->u.launch.params.block[2] = blockDimZ;
  op->u.launch.params.dynamic_shared = sharedMemBytes;
  engine_enter ();
  r = launch_args (f, kernelParams, extra, &op->u.launch.params,
		   &op->u.launch.args);
  /* The launch keeps its program alive, should the module be unloaded
     before the stream runs it.  */
  if (r == CUDA_SUCCESS)
    op->u.launch.program = program_ref (f->program);
  engine_leave ();
  if (r != CUDA_SUCCESS)
    {
      free (op);
      return r;
    }
  return queue_submit (s, op, 0);
}
