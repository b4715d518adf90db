#!/bin/sh
# cc.sh -- the compiler that the real-code bench gives the corpus' builds.
#
# bench/real/build.sh runs each code's own build (its Makefile, with
# CC=cc.sh CXX=cc.sh, or the command line of its CMake build) with this
# script as the compiler.  It runs $BENCH_REAL_DRIVER (g++-12, or gcc-12
# for C files) with the build's arguments, mapped from the Intel icpx
# options that HeCBench's Makefiles use to GCC's:
#   -fiopenmp, -qopenmp           -> -fopenmp
#   -fopenmp-targets=*            dropped (the target is given below)
#   -fopenmp-version=*, -qnextgen dropped (no GCC equivalent)
#   -O*                           -> $BENCH_REAL_LEVEL, when that is set
#                                    (otherwise the build's own level);
#                                    added when the build gives none
# and adds $BENCH_REAL_FLAGS, then the nvptx-none offload options being
# measured:
#   -foffload=nvptx-none -foffload-options=nvptx-none=$BENCH_REAL_OFFLOAD
#   -save-temps
# (-save-temps leaves the user's offload PTX as
# OUTPUT.xnvptx-none.mkoffload.s in the build's directory.)

level=$BENCH_REAL_LEVEL
seen_level=
n=$#
while [ "$n" -gt 0 ]; do
  a=$1
  shift
  n=$((n - 1))
  case $a in
    -fiopenmp | -qopenmp) a=-fopenmp ;;
    -fopenmp-targets=* | -fopenmp-version=* | -qnextgen) continue ;;
    -O*)
      if [ -n "$level" ]; then
	[ -n "$seen_level" ] && continue
	a=$level
      fi
      seen_level=1
      ;;
  esac
  set -- "$@" "$a"
done
if [ -n "$level" ] && [ -z "$seen_level" ]; then
  set -- "$level" "$@"
fi

# BENCH_REAL_FLAGS (bench/real/run.sh), unquoted: several options.
exec "${BENCH_REAL_DRIVER:-g++}" "$@" ${BENCH_REAL_FLAGS:-} -foffload=nvptx-none \
  "-foffload-options=nvptx-none=$BENCH_REAL_OFFLOAD" -save-temps
