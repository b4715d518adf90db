#!/bin/sh
# libgomp-tests.sh -- build and run GCC's own libgomp run tests (C) through
# a runner: the oracle that msp's PTX executor (build/msp-run) is checked
# against, since the executor's own bugs would look like msp's.
#
# Usage: libgomp-tests.sh [N] WORKDIR [--runner 'CMD'] [--offload-options
#          'OPTS'] [--jobs J] [--timeout S] [--only REGEX]
#          [--acc-device nvidia|host] [--oacc-torture]
#          [--effective-target KEYWORD=0|1]... [--plan-only]
#
#   N                  the GCC release (default 12): gcc-N compiles, the tests
#                      come from /usr/src/gcc-N/gcc-N*.tar.xz (gcc-N-source).
#                      For GCC 15 or 16 run this script inside their chroot:
#                      sh scripts/chroot.sh run 16 sh executor/libgomp-tests.sh
#                      16 WORKDIR ... (WORKDIR inside the project tree, or in a
#                      directory that MSP_CHROOT_BINDS binds there)
#   WORKDIR            extracted sources, one directory per test under
#                      WORKDIR/t (build.log, the .exe, run.out), results.txt
#   --runner 'CMD'     command prefix for each test binary, e.g.
#                      /work/main/build/msp-run, or env OMP_TARGET_OFFLOAD=disabled
#   --offload-options  more nvptx-none options, e.g. -fplugin=/work/main/build/msp.so
#   --jobs J           parallel builds and runs (default 1)
#   --timeout S        per run (default 60; builds get DejaGnu's 300)
#   --only REGEX       only the tests whose name (DIR/FILE.c) matches (ERE)
#   --acc-device D     the OpenACC configuration of the oacc tests: nvidia
#                      (default: libgomp's pass for offload target nvptx-none)
#                      or host (libgomp's pass with -foffload=disable)
#   --oacc-torture     also build and run each oacc test at -O0, as libgomp
#                      does for an offload target (names get "@O0")
#   --effective-target KEYWORD=0|1
#                      set an effective-target keyword (repeatable): one
#                      this script does not evaluate (omp_usm), or another
#                      value than its own
#   --plan-only        stop after the selection (WORKDIR/plan.tsv: NAME,
#                      RUN|SKIP|NOTRUN, why, omp|oacc; WORKDIR/t/NAME/)
#
# Tests: libgomp.c/**.c and libgomp.c-c++-common/*.c (as libgomp.c/c.exp
# runs them, in C, -fopenmp), libgomp.oacc-c-c++-common/*.c (as
# libgomp.oacc-c/c.exp runs them, in C, -fopenacc).  Every file is a test
# (DejaGnu's recursive find); its directives are read as DejaGnu reads
# them (one per line, "{ dg-CMD ARGS }", ARGS as Tcl words).  Each run
# starts afresh in WORKDIR/t (one directory per test: the plan, build.cmd,
# build.log, the .exe, run.out, result); the extracted sources and the
# probes are kept.
#
# Facts of libgomp's testsuite (GCC 12 and 16: lib/libgomp.exp,
# libgomp-dg.exp, libgomp.c/c.exp, libgomp.oacc-c/c.exp; GCC's
# gcc-dg.exp, gcc-defs.exp, target-supports{,-dg}.exp; DejaGnu's dg.exp,
# target.exp) that this script mirrors:
#   - dg-do-what-default is run: no dg-do means a run test;
#   - the command line is: gcc-N TEST.c ALWAYS TOOL EXTRA ADDITIONAL-SOURCES
#     [-dumpbase ""] -Wl,--no-as-needed -lm -o TEST.exe, with
#     ALWAYS = -I<src>/include -I<src>/libgomp -fmessage-length=0 and the
#       other diagnostics options of that release's libgomp.exp, the
#       offload options (in libgomp's offload_additional_options' place:
#       -foffload=nvptx-none for the OpenMP tests, and
#       -foffload-options=nvptx-none="-misa=sm_80 -mptx=7.0 OPTS"),
#       -fopenmp or -fopenacc, and for OpenACC on nvidia
#       -I<testsuite>/libgomp.oacc-c-c++-common (timer.h);
#     TOOL = for oacc "-DACC_DEVICE_TYPE_nvidia=1 -DACC_MEM_SHARED=0
#       -foffload=nvptx-none" (host: ..._host=1 ..._SHARED=1
#       -foffload=disable) and the torture option -O2 (and -O0 with
#       --oacc-torture); for libgomp.c nothing;
#     EXTRA = for libgomp.c DEFAULT_CFLAGS -O2, which dg-options replaces;
#       for oacc empty; then dg-additional-options (in file order, with
#       their target selectors) and dg-add-options;
#     -lm: DejaGnu's default_target_compile adds it to every executable;
#     -Wl,--no-as-needed: not libgomp's, but Debian's and Ubuntu's gcc-N
#       link with --as-needed (upstream GCC does not), which drops
#       libgomp, and its constructor that reads the environment, from a
#       program that calls none of it (icv-8.c, target-49.c), or before
#       the offload image's constructor needs it (oacc declare-2.c:
#       undefined GOMP_offload_register_ver);
#     no -ffat-lto-objects (libgomp.exp does not add it);
#   - selectors (dg-do, dg-skip-if, dg-require-effective-target,
#     dg-additional-options, dg-options, dg-xfail-run-if, dg-xfail-if,
#     dg-shouldfail, dg-output) are evaluated as target-supports-dg.exp
#     does, for host x86_64-pc-linux-gnu with offload target nvptx-none
#     and an nvptx device, OpenACC device type nvidia (or host);
#     dg-skip-if and friends compare their option lists with TOOL and
#     EXTRA only (not ALWAYS), as check-flags does; "c" is false in
#     libgomp.c (its .exp defines no check_effective_target_c, and the
#     tool is libgomp), true in oacc; offload_target_* follow the last
#     -foffload=TARGETS; a keyword that constant_keywords and
#     probe_source below do not know makes the test a SKIP, listed as
#     not evaluated (--effective-target sets one);
#   - the run gets LC_ALL=C LANG=C (libgomp_init), for oacc
#     ACC_DEVICE_TYPE=nvidia (or host: c.exp's setenv) and
#     OMP_TARGET_OFFLOAD=default (libgomp's default, which msp-run
#     would make "mandatory") in the runner's environment, so that a
#     runner's own "env VAR=VALUE" wins over these, and the test's
#     dg-set-target-env-var variables, which win over everything, in
#     the test's own, in their order: timeout S [stdbuf -oL] RUNNER
#     [env VARS...] ./TEST.exe, in the test's directory (a runner that
#     is a shell script, as msp-run is, would drop a variable whose name
#     is no shell name, icv-8.c's OMP_NUM_TEAMS_DEV_-1, and reorder the
#     others, whose order icv-8.c's messages follow);
#     dg-set-compiler-env-var's variables go to the compiler; for
#     oacc/nvidia subr.ptx is copied next to the test (c.exp's
#     remote_download);
#   - a run passes when it exits 0; dg-shouldfail inverts that; a run
#     under dg-xfail-run-if (or "dg-do run { xfail ... }") that fails is
#     XFAIL, one that passes XPASS; the dg-output patterns, concatenated,
#     are matched (as a Tcl regexp: "." and [^x] match newlines, $ is the
#     end of the output) only when the run passed, here by awk (a Tcl
#     group "(?:RE)" as "(RE)", pr109062.c's, which awk has not); an output
#     expected to fail ({ xfail ... }) that does not match is XFAIL;
#     a build that dg-xfail-if expects to fail says so in its reason.
# Not mirrored: the compile-time checks (dg-warning, dg-error,
# dg-message, dg-note, dg-bogus, dg-optimized, dg-excess-errors, the
# dg-final scans): a test is built when the compiler leaves its
# executable; dg-timeout (the run gets --timeout); DejaGnu's
# pseudo-terminal (the output goes to a file, stdout line-buffered by
# stdbuf where there is one).
#
# Verdicts (WORKDIR/results.txt, one line per test, "VERDICT NAME
# REASON"): PASS, XFAIL (expected failure), FAIL, XPASS, TIMEOUT,
# BUILD-FAIL, SKIP (not a run test, not selected, or a selector not
# evaluated).  The summary (also WORKDIR/summary.txt) counts PASS and
# XFAIL as passed, FAIL, XPASS and TIMEOUT as failed.
# executor/libgomp-compare.sh lists the tests whose verdict differs
# between two results.txt.

# The variables of a test's meta file, sourced: see build_one.
# shellcheck disable=SC2154,SC1091
set -u

prog=libgomp-tests

die ()
{
  echo "$prog: $*" >&2
  exit 1
}

say ()
{
  echo "$prog: $*"
}

usage ()
{
  sed -n '/^# Usage:/,/^# Tests:/p' "$self" | sed '$d; s/^# \{0,1\}//' >&2
  exit 2
}

# ---------------------------------------------------------------------------
# Options.

parse_args ()
{
  N=12
  WORK=
  RUNNER=
  OFFLOAD_OPTS=
  JOBS=1
  TIMEOUT=60
  ONLY=
  ACC_DEVICE=nvidia
  TORTURE=0
  PLAN_ONLY=0
  SET_KW=
  case ${1:-} in
    [0-9]|[0-9][0-9]) N=$1; shift ;;
  esac
  while [ $# -gt 0 ]; do
    case $1 in
      --runner) [ $# -ge 2 ] || usage; RUNNER=$2; shift 2 ;;
      --offload-options) [ $# -ge 2 ] || usage; OFFLOAD_OPTS=$2; shift 2 ;;
      --jobs) [ $# -ge 2 ] || usage; JOBS=$2; shift 2 ;;
      --timeout) [ $# -ge 2 ] || usage; TIMEOUT=$2; shift 2 ;;
      --only) [ $# -ge 2 ] || usage; ONLY=$2; shift 2 ;;
      --acc-device) [ $# -ge 2 ] || usage; ACC_DEVICE=$2; shift 2 ;;
      --oacc-torture) TORTURE=1; shift ;;
      --plan-only) PLAN_ONLY=1; shift ;;
      --effective-target)
	[ $# -ge 2 ] || usage
	case $2 in
	  *=[01]) SET_KW="$SET_KW ${2%=*} ${2#*=}" ;;
	  *) die "--effective-target wants KEYWORD=0 or KEYWORD=1" ;;
	esac
	shift 2 ;;
      -h|--help) usage ;;
      -*) die "unknown option $1" ;;
      *) [ -z "$WORK" ] || usage; WORK=$1; shift ;;
    esac
  done
  [ -n "$WORK" ] || usage
  case $JOBS in ''|*[!0-9]*|0) die "--jobs wants a positive number" ;; esac
  case $TIMEOUT in ''|*[!0-9]*|0) die "--timeout wants seconds" ;; esac
  case $ACC_DEVICE in nvidia|host) ;; *) die "--acc-device: nvidia or host" ;; esac
  mkdir -p "$WORK" || die "cannot create $WORK"
  WORK=$(cd "$WORK" && pwd)
  GCC=gcc-$N
}

check_tools ()
{
  if ! command -v "$GCC" > /dev/null 2>&1; then
    die "no $GCC here; for GCC $N run this script inside its chroot:" \
	"sh scripts/chroot.sh run $N sh executor/libgomp-tests.sh $N WORKDIR ..." \
	"(WORKDIR inside the project tree or MSP_CHROOT_BINDS)"
  fi
  case $("$GCC" -dumpmachine) in
    x86_64-*linux-gnu) ;;
    *) die "the selectors are evaluated for an x86_64-linux-gnu host, not $("$GCC" -dumpmachine)" ;;
  esac
  for t in tar xz awk timeout xargs; do
    command -v $t > /dev/null 2>&1 || die "needs $t"
  done
  if [ -n "$RUNNER" ]; then
    set -f
    # shellcheck disable=SC2086
    set -- $RUNNER
    set +f
    command -v "$1" > /dev/null 2>&1 || die "runner $1 not found"
  fi
}

# ---------------------------------------------------------------------------
# Sources: libgomp/ (its testsuite, and its own headers, which the tests
# reach through -I<src>/libgomp), include/ (gomp-constants.h) and the two
# gcc/testsuite/c-c++-common/goacc files that oacc tests #include.

extract ()
{
  stamp=$WORK/src/.extracted-$N
  if [ ! -f "$stamp" ]; then
    set -- /usr/src/gcc-"$N"/gcc-"$N"*.tar.xz
    [ -f "$1" ] || die "no /usr/src/gcc-$N/gcc-$N*.tar.xz (package gcc-$N-source)"
    say "extracting libgomp/testsuite from $1"
    rm -rf "$WORK/src"
    mkdir -p "$WORK/src"
    tar -xJf "$1" -C "$WORK/src" --wildcards \
      "gcc-$N*/libgomp/*" "gcc-$N*/include/*" \
      "gcc-$N*/gcc/testsuite/c-c++-common/goacc/*" \
      || die "cannot extract $1"
    date > "$stamp"
  fi
  set -- "$WORK"/src/gcc-"$N"*/libgomp/testsuite
  [ -d "$1" ] || die "no libgomp/testsuite in $WORK/src"
  TESTSUITE=$1
  SRCTOP=$(cd "$TESTSUITE/../.." && pwd)
}

# ---------------------------------------------------------------------------
# Effective-target keywords: "KEYWORD VALUE" lines for the host
# x86_64-pc-linux-gnu (glibc) with offload target nvptx-none and an nvptx
# device.  The "c" keyword and offload_target_* depend on the directory
# and the options and are evaluated by the planner; openacc_*_selected
# depend on --acc-device.  Keywords that depend on this machine (CPU
# features, CUDA and HIP headers and libraries) are probed as
# target-supports.exp and libgomp.exp probe them.

constant_keywords ()
{
  cat <<EOF
size32plus 1
sync_int_long 1
sync_char_short 1
lp64 1
ia32 0
x32 0
large_long_double 1
__float128 1
tls 1
tls_native 1
tls_runtime 1
fpic 1
pie 1
shared 1
weak_undefined 1
alias 1
pthread 1
fopenmp 1
fopenacc 1
offloading_enabled 1
c++ 0
offload_device 1
offload_device_nonshared_as 1
offload_device_shared_as 0
offload_device_nvptx 1
offload_device_gcn 0
offload_device_intel_mic 0
offload_device_any_intel_mic 0
omp_managedmem 1
openacc_nvidia_accel_present 1
openacc_radeon_accel_present 0
openacc_radeon_accel_selected 0
openacc_nvidia_accel_selected $([ "$ACC_DEVICE" = nvidia ] && echo 1 || echo 0)
openacc_host_selected $([ "$ACC_DEVICE" = host ] && echo 1 || echo 0)
run_expensive_tests $([ -n "${GCC_TEST_RUN_EXPENSIVE:-}" ] && echo 1 || echo 0)
EOF
}

# probe_source KEYWORD: print "KIND OPTIONS" on the first line (KIND:
# object, assembly, executable or run), then the probe's source.
probe_source ()
{
  case $1 in
    avx_runtime|avx2_runtime|sse2_runtime|avx512f_runtime)
      feat=${1%_runtime}
      echo "run"
      echo "int main (void) { __builtin_cpu_init ();"
      echo "  return !__builtin_cpu_supports (\"$feat\"); }" ;;
    vect_simd_clones)		# x86: avx512f can be assembled
      echo "object -O2 -mavx512f"
      echo "typedef double v8df __attribute__ ((vector_size (64)));"
      echo "v8df f (v8df a, v8df b) { return a * b + a; }" ;;
    lto)
      echo "object -flto"
      echo "int main (void) { return 0; }" ;;
    bitint)
      echo "object -std=c23"
      echo "_BitInt (2) a = 1wb;"
      echo "unsigned _BitInt (__BITINT_MAXWIDTH__) b = 0uwb;" ;;
    nonstandard_math_functions)
      echo "executable -lm"
      echo "#include <math.h>"
      echo "int main (void) { float x = 42; double y = 42;"
      echo "  x = gammaf (x); x = __builtin_scalbf (x, 2.f);"
      echo "  x = __builtin_significandf (x); y = gamma (y);"
      echo "  y = __builtin_scalb (y, 2.); y = __builtin_significand (y);"
      echo "  return 0; }" ;;
    openacc_cuda)
      echo "executable -lcuda"
      echo "#include <cuda.h>"
      echo "int main (void) { CUdevice dev; CUresult r = cuDeviceGet (&dev, 0);"
      echo "  return r != CUDA_SUCCESS; }" ;;
    openacc_cublas)
      echo "executable -lcuda -lcublas"
      echo "#include <cuda.h>"
      echo "#include <cublas_v2.h>"
      echo "int main (void) { cublasHandle_t h; CUdevice dev;"
      echo "  if (cuDeviceGet (&dev, 0) != CUDA_SUCCESS) return 1;"
      echo "  return cublasCreate (&h) != CUBLAS_STATUS_SUCCESS; }" ;;
    openacc_cudart)
      echo "executable -lcuda -lcudart"
      echo "#include <cuda.h>"
      echo "#include <cuda_runtime_api.h>"
      echo "int main (void) { int devn; CUdevice dev;"
      echo "  if (cuDeviceGet (&dev, 0) != CUDA_SUCCESS) return 1;"
      echo "  return cudaGetDevice (&devn) != cudaSuccess; }" ;;
    openacc_libcuda)
      echo "executable -lcuda"
      echo "typedef enum { CUDA_SUCCESS } CUresult; typedef int CUdevice;"
      echo "CUresult cuDeviceGet (CUdevice *, int);"
      echo "int main (void) { CUdevice d; return cuDeviceGet (&d, 0) != CUDA_SUCCESS; }" ;;
    openacc_libcublas)
      echo "executable -lcublas"
      echo "typedef enum { CUBLAS_STATUS_SUCCESS } cublasStatus_t;"
      echo "typedef struct cublasContext *cublasHandle_t;"
      echo "cublasStatus_t cublasCreate_v2 (cublasHandle_t *);"
      echo "int main (void) { cublasHandle_t h;"
      echo "  return cublasCreate_v2 (&h) != CUBLAS_STATUS_SUCCESS; }" ;;
    openacc_libcudart)
      echo "executable -lcudart"
      echo "typedef int cudaError_t; cudaError_t cudaGetDevice (int *);"
      echo "int main (void) { int d; return cudaGetDevice (&d) != 0; }" ;;
    gomp_hip_header_amd|gomp_hip_header_nvidia)
      if [ "$1" = gomp_hip_header_amd ]; then
	echo "assembly"
	echo "#define __HIP_PLATFORM_AMD__"
      else
	echo "assembly -Wno-deprecated-declarations"
	echo "#define __HIP_PLATFORM_NVIDIA__"
      fi
      echo "#include <hip/hip_runtime_api.h>"
      echo "int main (void) { hipDevice_t dev;"
      echo "  return hipDeviceGet (&dev, 0) != hipSuccess; }" ;;
    gomp_libamdhip64)
      echo "executable -lamdhip64"
      echo "typedef int hipError_t; typedef int hipDevice_t;"
      echo "hipError_t hipDeviceGet (hipDevice_t *, int);"
      echo "int main (void) { hipDevice_t d; return hipDeviceGet (&d, 0) != 0; }" ;;
    gomp_libhipblas)
      echo "executable -lhipblas"
      echo "typedef void *hipblasHandle_t; int hipblasCreate (hipblasHandle_t *);"
      echo "int main (void) { hipblasHandle_t h; return hipblasCreate (&h) != 0; }" ;;
  esac
}

probed_keywords ()
{
  echo avx_runtime avx2_runtime avx512f_runtime sse2_runtime vect_simd_clones \
    lto bitint nonstandard_math_functions openacc_cuda openacc_cublas \
    openacc_cudart openacc_libcuda openacc_libcublas openacc_libcudart \
    gomp_hip_header_amd gomp_hip_header_nvidia gomp_libamdhip64 \
    gomp_libhipblas
}

# probe KEYWORD: print 1 if the probe compiles without a message (and,
# for a run probe, exits 0), else 0.
probe ()
{
  d=$WORK/probes/$1
  mkdir -p "$d"
  probe_source "$1" > "$d/all"
  head -1 "$d/all" > "$d/how"
  sed 1d "$d/all" > "$d/probe.c"
  read -r kind opts < "$d/how"
  case $kind in
    object) out=probe.o; kopt=-c ;;
    assembly) out=probe.s; kopt=-S ;;
    *) out=probe.exe; kopt= ;;
  esac
  set -f
  # shellcheck disable=SC2086
  (cd "$d" && "$GCC" -I"$SRCTOP/include" -I"$SRCTOP/libgomp" probe.c \
     $kopt $opts -o $out) > "$d/log" 2>&1
  rc=$?
  set +f
  if [ $rc = 0 ] && [ ! -s "$d/log" ] \
     && { [ "$kind" != run ] || (cd "$d" && ./probe.exe) > /dev/null 2>&1; }; then
    echo 1
  else
    echo 0
  fi
}

keywords ()
{
  KEYWORDS=$WORK/keywords.txt
  constant_keywords > "$KEYWORDS.new"
  probes=$WORK/probes.txt
  if [ ! -f "$probes" ] || [ "$(sed -n 1p "$probes")" != "# $GCC" ]; then
    echo "# $GCC" > "$probes.new"
    for k in $(probed_keywords); do
      echo "$k $(probe "$k")" >> "$probes.new"
    done
    mv "$probes.new" "$probes"
  fi
  sed 1d "$probes" >> "$KEYWORDS.new"
  # --effective-target: the last line of a keyword wins.
  # shellcheck disable=SC2086
  [ -z "$SET_KW" ] || printf '%s %s\n' $SET_KW >> "$KEYWORDS.new"
  mv "$KEYWORDS.new" "$KEYWORDS"
  # shellcheck disable=SC2086
  [ -z "$SET_KW" ] || say "set:$(printf ' %s=%s' $SET_KW)"
  say "probed: $(sed 1d "$probes" | tr '\n' ' ' | sed 's/ \([01]\) /=\1 /g; s/ \([01]\) *$/=\1/')"
}

# ---------------------------------------------------------------------------
# Planning: plan.awk reads the tests' directives and, for each test
# that runs, writes WORKDIR/t/NAME/{meta,flags,sources,env,cenv,output.re};
# it prints "NAME<TAB>RUN|SKIP|NOTRUN<TAB>REASON" for every file.

plan_awk ()
{
  cat <<'EOF'
function trim(s) { sub(/^[ \t\r\n]+/, "", s); sub(/[ \t\r\n]+$/, "", s); return s }

# Tcl backslash substitution (in "..." and bare words).
function tcl_subst(s,    out, i, n, c, d) {
  out = ""; n = length(s)
  for (i = 1; i <= n; i++) {
    c = substr(s, i, 1)
    if (c != "\\" || i == n) { out = out c; continue }
    d = substr(s, ++i, 1)
    if (d == "n") out = out "\n"
    else if (d == "r") out = out "\r"
    else if (d == "t") out = out "\t"
    else if (d == "a") out = out "\007"
    else if (d == "f") out = out "\f"
    else if (d == "v") out = out "\v"
    else out = out d
  }
  return out
}

# Split S into Tcl words (or list elements) W[1..n]; return n.
function tcl_words(s, W,    n, i, len, c, depth, start) {
  n = 0; len = length(s); i = 1
  while (1) {
    while (i <= len && index(" \t\r\n", substr(s, i, 1))) i++
    if (i > len) break
    c = substr(s, i, 1)
    if (c == "{") {
      depth = 1; start = ++i
      while (i <= len) {
	c = substr(s, i, 1)
	if (c == "\\") { i += 2; continue }
	if (c == "{") depth++
	else if (c == "}" && --depth == 0) break
	i++
      }
      W[++n] = substr(s, start, i - start); i++
    } else if (c == "\"") {
      start = ++i
      while (i <= len) {
	c = substr(s, i, 1)
	if (c == "\\") { i += 2; continue }
	if (c == "\"") break
	i++
      }
      W[++n] = tcl_subst(substr(s, start, i - start)); i++
    } else {
      start = i
      while (i <= len && !index(" \t\r\n", substr(s, i, 1))) {
	if (substr(s, i, 1) == "\\") i++
	i++
      }
      W[++n] = tcl_subst(substr(s, start, i - start))
    }
  }
  return n
}

# The Tcl list {A B}: A followed by B, braced if needed.
function tcl_pair(a, b) {
  if (b == "" || b ~ /[ \t\r\n"{}\\;$\[]/) return a " {" b "}"
  return a " " b
}

function re_quote(c) { return index("\\.^$*+?()[]{}|", c) ? "\\" c : c }

# Tcl's string match PATTERN S.
function glob_match(p, s,    re, i, n, c, j) {
  re = "^"; n = length(p)
  for (i = 1; i <= n; i++) {
    c = substr(p, i, 1)
    if (c == "*") re = re ".*"
    else if (c == "?") re = re "."
    else if (c == "[" && (j = index(substr(p, i + 1), "]")) > 0) {
      re = re substr(p, i, j + 1); i += j
    } else if (c == "\\" && i < n) re = re re_quote(substr(p, ++i, 1))
    else re = re re_quote(c)
  }
  return s ~ (re "$")
}

function uneval(k) {
  if (!((tid, k) in UNSEEN)) { UNSEEN[tid, k] = 1; UNEV = UNEV (UNEV == "" ? "" : " ") k }
}

# The offload targets that the driver would use: the last
# -foffload=TARGETS (not -foffload=-OPTION) of the options.
function offload_targets(   i, t, n, W) {
  t = ""
  n = split(ALWAYS_OFFLOAD " " cur_flags(), W, " ")
  for (i = 1; i <= n; i++)
    if (W[i] ~ /^-foffload=[^-]/) t = substr(W[i], 11)
  return t
}

function is_effective_target(k,    t) {
  if (k == "c") return CKW
  if (k ~ /^offload_target_/) {
    t = offload_targets()
    if (t == "disable") t = ""
    if (k == "offload_target_nvptx") return index(t, "nvptx") > 0
    if (k == "offload_target_amdgcn") return index(t, "amdgcn") > 0
    if (k == "offload_target_any") return t != ""
    if (k == "offload_target_amdgcn_with_xnack") return 0
  }
  if (k in KW) return KW[k] + 0
  uneval(k)
  return 0
}

# An effective-target keyword, as opposed to a target triplet (with
# dashes) or "native".
function is_keyword(w) { return w !~ /[- \t{}]/ && w != "native" && w != "" }

# DejaGnu's triplet list: does any triplet (or native) match?
function triplets_match(s,    n, W, i) {
  n = tcl_words(s, W)
  for (i = 1; i <= n; i++) {
    if (W[i] == "native") return 1
    if (W[i] !~ /-/) { uneval(W[i]); continue }
    if (glob_match(W[i], TRIPLET)) return 1
  }
  return 0
}

# target-supports-dg.exp's dg-process-target-1: "target SEL" or "xfail SEL"
# gives S/N or F/P.
function pt1(sel,    what, rest, r, E) {
  sel = trim(sel)
  if (sel ~ /^xfail[ \t]/) what = "xfail"
  else if (sel ~ /^target[ \t]/) what = "target"
  else { uneval("syntax:" sel); return "N" }
  rest = trim(substr(sel, length(what) + 1))
  if (is_keyword(rest)) r = is_effective_target(rest)
  else if (rest ~ /^\{.*\}$/) { tcl_words(rest, E); r = sel_expr(E[1]) }
  else r = triplets_match(rest)
  if (what == "xfail") return r ? "F" : "P"
  return r ? "S" : "N"
}

# dg-process-target: also "target SEL1 xfail SEL2".
function process_target(sel,    i, r) {
  sel = trim(sel)
  if (sel ~ /^target .* xfail .*/) {
    i = index(sel, "xfail")
    r = pt1(substr(sel, 1, i - 1))
    if (r == "N") return "N"
    return pt1(substr(sel, i))
  }
  return pt1(sel)
}

function sel_opd(op) { return process_target(tcl_pair("target", op)) == "S" }

function sel_list(ex,    n, E, i, s) {
  n = tcl_words(ex, E); s = "target"
  for (i = 1; i <= n; i++) s = s " " E[i]
  return process_target(s) == "S"
}

# selector_expression.
function sel_expr(ex,    n, E, i, rest) {
  n = tcl_words(ex, E)
  if (n >= 2 && (E[1] == "any-opts" || E[1] == "no-opts")) {
    rest = ""
    for (i = 2; i <= n; i++) rest = rest " {" E[i] "}"
    if (E[1] == "any-opts") return cond_flags(rest, "")
    return cond_flags("*", rest)
  }
  if (n == 2 && E[1] == "!") return !sel_opd(E[2])
  if (n == 3 && E[2] == "&&") return sel_opd(E[1]) && sel_opd(E[3])
  if (n == 3 && E[2] == "||") return sel_opd(E[1]) || sel_opd(E[3])
  return sel_list(ex)
}

# The options check-flags compares against: dg-extra-tool-flags, then
# the tool flags (current_compiler_flags).
function cur_flags(   i, s) {
  s = ""
  for (i = 1; i <= NX; i++) s = s " " X[i]
  return s " " TOOLFLAGS
}

# DejaGnu's check_conditional_xfail, for the target list *-*-*: INCL
# and EXCL are lists of alternatives, each a list of option globs that
# must all be present.
function cond_flags(incl, excl,    flags, hit, ex, n, I, i, m, J, j) {
  flags = " toolname " cur_flags() " "
  hit = 1
  n = tcl_words(incl, I)
  for (i = 1; i <= n; i++) {
    hit = 0; m = tcl_words(I[i], J)
    for (j = 1; j <= m; j++) if (glob_match("* " J[j] " *", flags)) hit++
    if (hit == m) break
    hit = 0
  }
  ex = 0
  n = tcl_words(excl, I)
  for (i = 1; i <= n; i++) {
    ex = 0; m = tcl_words(I[i], J)
    for (j = 1; j <= m; j++) if (glob_match("* " J[j] " *", flags)) ex++
    if (ex == m) break
    ex = 0
  }
  return hit && !ex
}

# check-flags: A[1] is the message, A[2] the targets (already matched),
# A[3] the included options (default "*"), A[4] the excluded ones.
function check_flags(n) {
  if (n < 3) return 1
  if (A[3] == "*" && (n < 4 || A[4] == "")) return 1
  return cond_flags(A[3], n >= 4 ? A[4] : "")
}

function set_extra(s, append,    n, W, i) {
  if (!append) NX = 0
  n = tcl_words(s, W)
  for (i = 1; i <= n; i++) X[++NX] = W[i]
}

function skip(why) { SEL = "N"; if (WHY == "") WHY = why }

function start_test(file) {
  tid = file; NAME = substr(file, length(SRCDIR) + 2) SUFFIX
  DOWHAT = "run"; SEL = ""; EXP = "P"; WHY = ""; UNEV = ""
  NX = 0; set_extra(DEFEXTRA, 0)
  SHOULDFAIL = 0; OUTSET = 0; OUTEXP = "P"; OUT = ""
  NENV = 0; NCENV = 0; ADDSRC = ""; DGTIMEOUT = ""; NOTE = ""; XFAILIF = 0
}

# One directive: CMD and the text of its arguments.
function directive(cmd, args, text,    n, r, i) {
  delete A
  n = tcl_words(args, A)
  if (cmd == "dg-do") {
    r = n >= 2 ? process_target(A[2]) : ""
    if (r == "S") SEL = "S"
    else if (r == "N") { if (SEL != "S") skip(text); else return }
    else if (r == "F") EXP = "F"
    DOWHAT = A[1]
  } else if (cmd == "dg-options") {
    if (n < 2 || process_target(A[2]) == "S") set_extra(A[1], 0)
  } else if (cmd == "dg-additional-options") {
    if (n < 2 || process_target(A[2]) == "S") set_extra(A[1], 1)
  } else if (cmd == "dg-add-options") {
    # The features whose add_options_for_* add nothing on x86_64 Linux.
    for (i = 1; i <= n; i++)
      if (A[i] != "__float128" && A[i] != "weak_undefined")
	uneval("dg-add-options:" A[i])
  } else if (cmd == "dg-skip-if") {
    if (SEL == "N") return
    if (pt1(tcl_pair("target", A[2])) == "S" && check_flags(n)) skip(text)
  } else if (cmd == "dg-require-effective-target") {
    if (SEL == "N") return
    if (n == 2 && pt1(A[2]) == "N") return
    if (!is_effective_target(A[1])) skip(text)
  } else if (cmd == "dg-require-alias") {
    if (SEL != "N" && !is_effective_target("alias")) skip(text)
  } else if (cmd ~ /^dg-require-/) {
    if (SEL != "N") uneval(cmd)
  } else if (cmd == "dg-xfail-run-if") {
    if (SEL == "N") return
    if (pt1(tcl_pair("target", A[2])) == "S" && check_flags(n)) { SEL = "S"; EXP = "F" }
  } else if (cmd == "dg-xfail-if") {
    if (SEL != "N" && pt1(tcl_pair("target", A[2])) == "S" && check_flags(n))
      XFAILIF = 1
  } else if (cmd == "dg-shouldfail") {
    if (SEL == "N") return
    if (n < 2 || (pt1(tcl_pair("target", A[2])) == "S" && check_flags(n)))
      SHOULDFAIL = 1
  } else if (cmd == "dg-output") {
    r = n >= 2 ? process_target(A[2]) : "S"
    if (r == "N") return
    if (r == "F") OUTEXP = "F"
    OUT = OUT A[1]; OUTSET = 1
  } else if (cmd == "dg-set-target-env-var") {
    ENVV[++NENV] = A[1] "=" A[2]
  } else if (cmd == "dg-set-compiler-env-var") {
    CENVV[++NCENV] = A[1] "=" A[2]
  } else if (cmd == "dg-additional-sources") {
    ADDSRC = A[1]
  } else if (cmd == "dg-timeout" || cmd == "dg-timeout-factor") {
    DGTIMEOUT = A[1]
  } else if (cmd !~ /^dg-(warning|error|message|note|bogus|optimized|excess-errors|prune-output|final|line|ice|regexp|missed|allow-blank-lines-in-output|additional-files|begin-multiline-output|end-multiline-output|lto-.*)$/) {
    if (!index(" " NOTE " ", " " cmd " ")) NOTE = NOTE (NOTE == "" ? "" : " ") cmd
  }
}

function shq(s) { gsub(/'/, "'\\''", s); return "'" s "'" }

# The pattern on one line: control characters as regexp escapes, and
# Tcl's non-capturing groups "(?:RE)" as awk's "(RE)".
function re_line(s,    r, i) {
  gsub(/\n/, "\\n", s); gsub(/\r/, "\\r", s); gsub(/\t/, "\\t", s)
  r = ""
  while ((i = index(s, "(?:")) > 0) {
    r = r substr(s, 1, i)
    if (i > 1 && substr(s, i - 1, 1) == "\\") r = r "?:"
    s = substr(s, i + 3)
  }
  return r s
}

function finish_test(    d, i, n, W, dir, status, reason) {
  if (DOWHAT != "run") { status = "NOTRUN"; reason = "dg-do " DOWHAT }
  else if (UNEV != "") { status = "SKIP"; reason = "not evaluated: " UNEV }
  else if (SEL == "N") { status = "SKIP"; reason = WHY }
  else status = "RUN"
  if (status == "RUN") {
    d = TDIR "/" NAME
    system("rm -rf " shq(d) " && mkdir -p " shq(d))
    printf "name=%s\nkind=%s\nsrc=%s\nshouldfail=%d\nxfail=%d\noutset=%d\noutexp=%s\nxfailbuild=%d\ndgtimeout=%s\nnotes=%s\n", \
      shq(NAME), KIND, shq(tid), SHOULDFAIL, EXP == "F", OUTSET, OUTEXP, XFAILIF, shq(DGTIMEOUT), shq(NOTE) > (d "/meta")
    close(d "/meta")
    n = tcl_words(TOOLFLAGS, W)
    printf "" > (d "/flags")
    for (i = 1; i <= n; i++) print W[i] > (d "/flags")
    for (i = 1; i <= NX; i++) print X[i] > (d "/flags")
    close(d "/flags")
    dir = tid; sub(/\/[^\/]*$/, "", dir)
    n = tcl_words(ADDSRC, W)
    printf "" > (d "/sources")
    for (i = 1; i <= n; i++) print dir "/" W[i] > (d "/sources")
    close(d "/sources")
    printf "" > (d "/env")
    for (i = 1; i <= NENV; i++) print ENVV[i] > (d "/env")
    close(d "/env")
    printf "" > (d "/cenv")
    for (i = 1; i <= NCENV; i++) print CENVV[i] > (d "/cenv")
    close(d "/cenv")
    if (OUTSET) { print re_line(OUT) > (d "/output.re"); close(d "/output.re") }
  }
  gsub(/[\t\n\r]/, " ", reason)
  printf "%s\t%s\t%s\n", NAME, status, reason
}

BEGIN {
  while ((getline line < KWFILE) > 0) {
    split(line, P, " ")
    KW[P[1]] = P[2]
  }
  close(KWFILE)
}

FNR == 1 { if (NR > 1) finish_test(); start_test(FILENAME) }

# DejaGnu's dg-get-options: the text from "{ dg-CMD " to the last " }".
match($0, /\{[ \t]+dg-[-a-z]+[ \t]+.*[ \t]+\}/) {
  text = substr($0, RSTART, RLENGTH)
  sub(/^\{[ \t]+/, "", text)
  sub(/[ \t]+\}$/, "", text)
  cmd = text; sub(/[ \t].*/, "", cmd)
  args = substr(text, length(cmd) + 1)
  directive(cmd, args, text)
}

END { if (NR > 0) finish_test() }
EOF
}

# plan_dir KIND TOOLFLAGS DEFEXTRA C SUFFIX FILE...: plan the tests
# FILE... (KIND omp or oacc; C the value of the "c" keyword; SUFFIX for
# their names), appending to WORKDIR/plan.tsv.
plan_dir ()
{
  kind=$1 toolflags=$2 defextra=$3 ckw=$4 suffix=$5
  shift 5
  [ $# -gt 0 ] || return 0
  awk -v KWFILE="$KEYWORDS" -v SRCDIR="$TESTSUITE" -v TDIR="$WORK/t" \
    -v TOOLFLAGS="$toolflags" -v DEFEXTRA="$defextra" -v CKW="$ckw" \
    -v SUFFIX="$suffix" -v KIND="$kind" -v TRIPLET=x86_64-pc-linux-gnu \
    -v ALWAYS_OFFLOAD="$(always_offload "$kind")" \
    -f "$WORK/plan.awk" "$@" \
    | while IFS= read -r l; do
	printf '%s\t%s\n' "$l" "$kind" >> "$WORK/plan.tsv"
      done
}

# The test files of a directory, sorted, filtered by --only.
test_files ()
{
  for f in $(cd "$TESTSUITE" && find "$@" -type f -name '*.c' | LC_ALL=C sort); do
    case $f in libgomp.oacc-c-c++-common/*) s=$SUFFIX ;; *) s= ;; esac
    if [ -z "$ONLY" ] || echo "$f$s" | grep -Eq -- "$ONLY"; then
      echo "$TESTSUITE/$f"
    fi
  done
}

acc_tool_flags ()
{
  case $ACC_DEVICE in
    nvidia) echo "-DACC_DEVICE_TYPE_nvidia=1 -DACC_MEM_SHARED=0 -foffload=nvptx-none" ;;
    host) echo "-DACC_DEVICE_TYPE_host=1 -DACC_MEM_SHARED=1 -foffload=disable" ;;
  esac
}

plan ()
{
  plan_awk > "$WORK/plan.awk"
  rm -rf "$WORK/t"
  : > "$WORK/plan.tsv"
  set -f
  SUFFIX=
  # shellcheck disable=SC2046
  plan_dir omp "" -O2 0 "" $(test_files libgomp.c libgomp.c-c++-common)
  # shellcheck disable=SC2046
  plan_dir oacc "$(acc_tool_flags) -O2" "" 1 "" \
    $(test_files libgomp.oacc-c-c++-common)
  if [ "$TORTURE" = 1 ] && [ "$ACC_DEVICE" = nvidia ]; then
    SUFFIX=@O0
    # shellcheck disable=SC2046
    plan_dir oacc "$(acc_tool_flags) -O0" "" 1 @O0 \
      $(test_files libgomp.oacc-c-c++-common)
  fi
  set +f
  [ -s "$WORK/plan.tsv" ] || die "no test matches"
  awk -F '\t' '$2 == "RUN"' "$WORK/plan.tsv" | cut -f1 > "$WORK/run.list"
}

plan_summary ()
{
  awk -F '\t' '{ d = $1; sub(/\/.*/, "", d); n[d]++; s[d, $2]++ }
    END { for (d in n) printf "libgomp-tests: %s: %d tests, %d run tests selected, %d skipped, %d not run tests\n", d, n[d], s[d, "RUN"], s[d, "SKIP"], s[d, "NOTRUN"] }' \
    "$WORK/plan.tsv" | sort
}

# ---------------------------------------------------------------------------
# Building and running one test (in its directory WORKDIR/t/NAME); the
# --jobs parallel steps run this script again with --build-one or
# --run-one NAME, the settings in LGT_* variables.  The test's meta file
# (written by plan.awk) sets name, kind, src, shouldfail, xfail, outset,
# outexp, xfailbuild, dgtimeout and notes.

# always_offload KIND: the offload target option of the ALWAYS options.
always_offload ()
{
  if [ "$1" = omp ]; then echo -foffload=nvptx-none; fi
}

# The ALWAYS options of KIND, one per line.
always_flags ()
{
  echo "-I$SRCTOP/include"
  echo "-I$SRCTOP/libgomp"
  echo -fmessage-length=0
  if grep -q fdiagnostics-plain-output "$TESTSUITE/lib/libgomp.exp"; then
    echo -fdiagnostics-plain-output
  else
    echo -fno-diagnostics-show-caret
    echo -fdiagnostics-color=never
  fi
  if [ "$1" = omp ] || [ "$ACC_DEVICE" = nvidia ]; then
    always_offload "$1"
    echo "-foffload-options=nvptx-none=-misa=sm_80 -mptx=7.0${OFFLOAD_OPTS:+ $OFFLOAD_OPTS}"
  fi
  if [ "$1" = omp ]; then
    echo -fopenmp
  else
    echo -fopenacc
    [ "$ACC_DEVICE" = nvidia ] && echo "-I$TESTSUITE/libgomp.oacc-c-c++-common"
  fi
  return 0
}

# first_error LOG: the line that says why a build failed.
first_error ()
{
  l=$(grep -m1 -E '(^|: )(fatal )?error: |ptxas fatal|undefined reference|cannot find -l' "$1")
  [ -n "$l" ] || l=$(grep -v '^[[:space:]]*$' "$1" | tail -1)
  printf '%s\n' "$l" | sed "s|$LGT_SRC/||g" | cut -c1-200
}

# quote_args ARG...: the arguments as the shell would read them back.
quote_args ()
{
  for a in "$@"; do
    case $a in
      ''|*[!A-Za-z0-9_./=,:+@%-]*)
	printf " '%s'" "$(printf '%s' "$a" | sed "s/'/'\\\\''/g")" ;;
      *) printf ' %s' "$a" ;;
    esac
  done
}

build_one ()
{
  d=$LGT_WORK/t/$1
  cd "$d" || exit 1
  . ./meta
  exe=./$(basename "$src" .c).exe
  rm -f "$exe" build.log result
  set -- "$src"
  while IFS= read -r f; do set -- "$@" "$f"; done < "$LGT_WORK/always.$kind"
  while IFS= read -r f; do set -- "$@" "$f"; done < flags
  if [ -s sources ]; then
    while IFS= read -r f; do set -- "$@" "$f"; done < sources
    set -- "$@" -dumpbase ""
  fi
  set -- "$@" -Wl,--no-as-needed -lm -o "$exe"
  if [ "$kind" = oacc ] && [ "$LGT_ACC" = nvidia ]; then
    cp "$LGT_TESTSUITE/libgomp.oacc-c-c++-common/subr.ptx" . 2> /dev/null
  fi
  { printf env
    while IFS= read -r v; do quote_args "$v"; done < cenv
    quote_args "$LGT_GCC" "$@"
    echo; } > build.cmd
  (
    # shellcheck disable=SC2163
    while IFS= read -r v; do export "$v"; done < cenv
    exec timeout -k 10 300 "$LGT_GCC" "$@"
  ) > build.log 2>&1 < /dev/null
  rc=$?
  if [ ! -f "$exe" ]; then
    case $rc in
      124|137) why="no exit in 300 s" ;;
      *) why=$(first_error build.log) ;;
    esac
    [ "$xfailbuild" = 0 ] || why="(dg-xfail-if: expected) $why"
    echo "BUILD-FAIL $name $why" > result
  fi
}

# check_output: does run.out match output.re?  0 yes, 1 no, 2 the
# pattern is not an awk regexp.
check_output ()
{
  LC_ALL=C awk -v pf=output.re '
    BEGIN { if ((getline pat < pf) <= 0) pat = "" }
    { out = out $0 "\n" }
    END { exit !(out ~ pat) }' run.out 2> check.err
}

# verdict RC: the result line of a run that exited with RC.
verdict ()
{
  rc=$1
  case $rc in
    124|137) echo "TIMEOUT $name no exit in $LGT_TIMEOUT s"; return ;;
  esac
  if [ "$rc" = 0 ]; then
    ok=1 how="exit 0"
  elif [ "$rc" -gt 128 ]; then
    ok=0 how="signal $((rc - 128))"
  else
    ok=0 how="exit $rc"
  fi
  if [ "$shouldfail" = 1 ]; then
    ok=$((1 - ok)) how="$how, dg-shouldfail"
  fi
  if [ "$xfail" = 1 ]; then
    if [ $ok = 1 ]; then echo "XPASS $name $how, dg-xfail-run-if"
    else echo "XFAIL $name $how, dg-xfail-run-if"; fi
  elif [ $ok = 0 ]; then
    echo "FAIL $name $how"
  elif [ "$outset" = 1 ]; then
    check_output
    case $? in
      0) echo "PASS $name $how, dg-output matched" ;;
      1) if [ "$outexp" = F ]; then echo "XFAIL $name dg-output not matched (xfail)"
	 else echo "FAIL $name $how, dg-output not matched"; fi ;;
      *) echo "PASS $name $how, output not checked (awk: $(head -1 check.err | cut -c1-80))" ;;
    esac
  else
    echo "PASS $name $how"
  fi
}

run_one ()
{
  d=$LGT_WORK/t/$1
  cd "$d" || exit 1
  . ./meta
  exe=./$(basename "$src" .c).exe
  [ -f "$exe" ] || return 0
  rm -f run.out result
  # The shell that waits for the test says "Aborted" and the like on
  # its standard error: /dev/null, not run.out.
  rc=$(
    export LC_ALL=C LANG=C
    if [ "$kind" = oacc ]; then export ACC_DEVICE_TYPE="$LGT_ACC"; fi
    export OMP_TARGET_OFFLOAD=default
    # The test's variables through env, right before the test: a shell
    # (a runner that is a shell script: msp-run) drops a name that is
    # no shell name (icv-8.c's OMP_NUM_TEAMS_DEV_-1) from the
    # environment it passes on and reorders the others.
    set -f
    # shellcheck disable=SC2086
    set -- timeout -k 10 "$LGT_TIMEOUT" $LGT_STDBUF $LGT_RUNNER
    if [ -s ./env ]; then
      set -- "$@" env
      while IFS= read -r v; do set -- "$@" "$v"; done < ./env
    fi
    sh -c 'exec > run.out 2>&1 < /dev/null; exec "$@"' sh \
      "$@" "$exe" 2> /dev/null
    echo $?
  )
  verdict "$rc" > result
}

# ---------------------------------------------------------------------------
# All tests.

export_settings ()
{
  always_flags omp > "$WORK/always.omp"
  always_flags oacc > "$WORK/always.oacc"
  LGT_WORK=$WORK LGT_GCC=$GCC LGT_ACC=$ACC_DEVICE LGT_TIMEOUT=$TIMEOUT
  LGT_RUNNER=$RUNNER LGT_TESTSUITE=$TESTSUITE LGT_SRC=$SRCTOP
  LGT_STDBUF=
  if command -v stdbuf > /dev/null 2>&1; then LGT_STDBUF="stdbuf -oL"; fi
  export LGT_WORK LGT_GCC LGT_ACC LGT_TIMEOUT LGT_RUNNER LGT_TESTSUITE \
    LGT_SRC LGT_STDBUF
}

# each STEP: run "$self STEP NAME" for every test of run.list, JOBS at once.
each ()
{
  tr '\n' '\0' < "$WORK/run.list" | xargs -0 -n 1 -P "$JOBS" sh "$self" "$1"
}

build_all ()
{
  say "building $(wc -l < "$WORK/run.list") tests with $GCC, $JOBS at a time"
  t0=$(date +%s)
  each --build-one
  BUILD_S=$(($(date +%s) - t0))
  say "build: $BUILD_S s"
}

run_all ()
{
  say "running them with ${RUNNER:-no runner}, timeout $TIMEOUT s, $JOBS at a time"
  t0=$(date +%s)
  each --run-one
  RUN_S=$(($(date +%s) - t0))
  say "run: $RUN_S s"
}

# The results, in plan order, to results.txt.
collect ()
{
  tab=$(printf '\t')
  while IFS=$tab read -r name status reason kind; do
    case $status in
      RUN)
	if [ -s "$WORK/t/$name/result" ]; then
	  cat "$WORK/t/$name/result"
	else
	  echo "FAIL $name no result (interrupted?)"
	fi ;;
      *) echo "SKIP $name $reason" ;;
    esac
  done < "$WORK/plan.tsv" > "$WORK/results.txt"
}

# last_line NAME: the last line of a test's output.
last_line ()
{
  f=$WORK/t/$1/run.out
  if [ -s "$f" ]; then
    tr -d '\r' < "$f" | grep -v '^[[:space:]]*$' | tail -1 | cut -c1-160
  else
    echo "(no output)"
  fi
}

report ()
{
  say "GCC $N, OpenACC device type $ACC_DEVICE, runner: ${RUNNER:-none}"
  awk -F '\t' '
    FNR == NR { st[$1] = $2; next }
    {
      name = $2; dir = name; sub(/\/.*/, "", dir)
      if (!(dir in seen)) { seen[dir] = 1; order[++nd] = dir }
      files[dir]++
      s = st[name]
      if (s == "NOTRUN") notrun[dir]++
      else if (s == "SKIP") { skipped[dir]++; if ($3 ~ /^not evaluated/) unev[dir]++ }
      else {
	sel[dir]++
	v = $1
	if (v != "BUILD-FAIL") built[dir]++
	if (v ~ /^(PASS|XFAIL|FAIL|XPASS|TIMEOUT)$/) ran[dir]++
	if (v == "PASS" || v == "XFAIL") pass[dir]++
	if (v == "FAIL" || v == "XPASS") fail[dir]++
	if (v == "TIMEOUT") tmo[dir]++
	if (v == "XFAIL") xf[dir]++
      }
    }
    END {
      f = "%-28s %6s %7s %7s %8s %6s %5s %6s %6s %7s\n"
      printf f, "directory", "tests", "not-run", "skipped", "selected", "built", "ran", "passed", "failed", "timeout"
      for (i = 1; i <= nd; i++) {
	d = order[i]
	printf f, d, files[d] + 0, notrun[d] + 0, (skipped[d] + 0) (unev[d] ? "(" unev[d] ")" : ""), \
	  sel[d] + 0, built[d] + 0, ran[d] + 0, (pass[d] + 0) (xf[d] ? "(" xf[d] "x)" : ""), \
	  fail[d] + 0, tmo[d] + 0
      }
    }' "$WORK/plan.tsv" FS=' ' "$WORK/results.txt"
  echo "  (skipped: (n) of them for a selector not evaluated; passed: (n x) of them XFAIL)"
  grep -E '^(FAIL|XPASS|TIMEOUT) ' "$WORK/results.txt" | while read -r v name why; do
    echo "  $v $name: $why | $(last_line "$name")"
  done
  grep '^BUILD-FAIL ' "$WORK/results.txt" | while read -r v name why; do
    echo "  $v $name: $why"
  done
  un=$(sed -n 's/^SKIP [^ ]* not evaluated: //p' "$WORK/results.txt" \
	 | tr ' ' '\n' | sort | uniq -c | awk '{ printf " %s (%d)", $2, $1 }')
  [ -z "$un" ] || say "selectors not evaluated (tests skipped):$un"
  awk '
    $1 != "SKIP" { sel++ }
    $1 != "SKIP" && $1 != "BUILD-FAIL" { built++ }
    $1 == "PASS" || $1 == "XFAIL" { pass++ }
    $1 == "FAIL" || $1 == "XPASS" || $1 == "TIMEOUT" { fail++ }
    END { printf "libgomp-tests: %d passed, %d failed of %d built (%d selected)\n",
	  pass, fail, built, sel }' "$WORK/results.txt"
}

main ()
{
  parse_args "$@"
  check_tools
  extract
  keywords
  plan
  plan_summary
  [ "$PLAN_ONLY" = 0 ] || exit 0
  export_settings
  build_all
  run_all
  collect
  report | tee "$WORK/summary.txt"
  say "results: $WORK/results.txt (build $BUILD_S s, run $RUN_S s)"
}

self=$(cd "$(dirname "$0")" && pwd)/$(basename "$0")
case ${1:-} in
  --build-one) build_one "$2"; exit 0 ;;
  --run-one) run_one "$2"; exit 0 ;;
esac
main "$@"
