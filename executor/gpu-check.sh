#!/bin/sh
# gpu-check.sh -- compare the executor with a real NVIDIA GPU.
# Copyright (C) 2026 The msp authors.
#
# This file is part of msp, a GCC plugin for the nvptx-none offload
# compiler.  msp is free software; you can redistribute it and/or modify
# it under the terms of the GNU General Public License as published by
# the Free Software Foundation; either version 3, or (at your option)
# any later version.
#
# GPU time is short when it comes, so the work is split in two:
#
#   sh executor/gpu-check.sh prepare DIR
#       on the development machine: builds the run tests
#       (testsuite/msp.run/run-*.c), the bench kernels and the examples
#       with and without msp (build/msp.so, GCC 12), runs every build
#       under the executor (build/msp-run) and keeps its output, and
#       copies the binaries, the outputs and the host's libgomp and its
#       nvptx plugin into DIR (a few MiB);
#   sh executor/gpu-check.sh run DIR
#       on the machine with the GPU: runs every build there, with the
#       real CUDA driver and OMP_TARGET_OFFLOAD=mandatory, within
#       GPU_CHECK_TIMEOUT seconds each (default 20), and compares its
#       output with the executor's (numbers to a relative 1e-5,
#       bench/same-output.awk; the lines of threads that print may come
#       in another order); prints one line per build and a summary, and
#       exits non-zero if a build differs or fails.  It needs no
#       compiler: only sh, awk, sort and the NVIDIA driver.
#
# The whole run takes under a minute of GPU time for about 60 builds.

me=gpu-check
top=$(cd "$(dirname "$0")/.." && pwd)

die ()
{
  echo "$me: $*" >&2
  exit 2
}

[ $# -eq 2 ] || die "usage: $me prepare|run DIR"
cmd=$1
dir=$2

prepare ()
{
  build=${MSP_BUILD:-$top/build}
  gcc=${GCC:-gcc-12}
  [ -f "$build/msp.so" ] && [ -x "$build/msp-run" ] \
    || die "build msp and the executor first (make && make exec)"
  mkdir -p "$dir/bin" "$dir/exec" "$dir/lib" || die "cannot make $dir"
  cp "$top/bench/same-output.awk" "$top/executor/gpu-check.sh" "$dir/"
  for src in "$top"/testsuite/msp.run/run-*.c "$top"/bench/kernels/*.c \
	     "$top"/examples/*.c; do
    name=$(basename "$src" .c)
    model=-fopenmp
    grep -q 'pragma[[:space:]]*acc' "$src" && model=-fopenacc
    for mode in without with; do
      plugin=
      [ $mode = with ] && plugin="-fplugin=$build/msp.so"
      exe=$dir/bin/$name.$mode
      if ! "$gcc" -O2 $model -foffload=nvptx-none \
	   "-foffload-options=nvptx-none=$plugin -misa=sm_80 -mptx=7.0" \
	   "$src" -o "$exe" -lm > "$dir/exec/$name.$mode.build" 2>&1; then
	echo "$me: $name $mode does not build (see $dir/exec/$name.$mode.build)"
	rm -f "$exe"
	continue
      fi
      "$build/msp-run" "$exe" > "$dir/exec/$name.$mode.out" 2>&1
      echo "$?" > "$dir/exec/$name.$mode.status"
      echo "$me: prepared $name $mode (executor status $(cat "$dir/exec/$name.$mode.status"))"
    done
  done
  # The host's libgomp and its nvptx plugin, for a machine that lacks
  # Debian's libgomp-plugin-nvptx1.
  for lib in libgomp.so.1 libgomp-plugin-nvptx.so.1; do
    f=$("$gcc" -print-file-name="$lib")
    [ -f "$f" ] || f=$(ldconfig -p | awk -v l="$lib" '$1 == l { print $NF; exit }')
    [ -n "$f" ] && [ -f "$f" ] && cp -L "$f" "$dir/lib/"
  done
  echo "$me: prepared $(ls "$dir/bin" | wc -l) builds in $dir"
}

run ()
{
  [ -d "$dir/bin" ] || die "$dir is not prepared ($me prepare $dir)"
  limit=${GPU_CHECK_TIMEOUT:-20}
  LD_LIBRARY_PATH=$dir/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
  OMP_TARGET_OFFLOAD=mandatory
  ACC_DEVICE_TYPE=nvidia
  export LD_LIBRARY_PATH OMP_TARGET_OFFLOAD ACC_DEVICE_TYPE
  mkdir -p "$dir/gpu"
  if command -v nvidia-smi > /dev/null 2>&1; then
    echo "$me: $(nvidia-smi -L 2>/dev/null | head -n 1)"
  fi
  same=0
  bad=0
  for exe in "$dir"/bin/*; do
    b=$(basename "$exe")
    timeout "$limit" "$exe" > "$dir/gpu/$b.out" 2>&1
    rc=$?
    want=$(cat "$dir/exec/$b.status" 2>/dev/null)
    sort "$dir/gpu/$b.out" > "$dir/gpu/$b.sorted"
    sort "$dir/exec/$b.out" > "$dir/exec/$b.sorted"
    if [ "$rc" != "$want" ]; then
      verdict="DIFFERS: status $rc on the GPU, $want under the executor"
    elif awk -v other="$dir/exec/$b.out" -f "$dir/same-output.awk" \
	   "$dir/gpu/$b.out" \
	 || awk -v other="$dir/exec/$b.sorted" -f "$dir/same-output.awk" \
	      "$dir/gpu/$b.sorted"; then
      verdict=same
    else
      verdict="DIFFERS: output (see $dir/gpu/$b.out)"
    fi
    if [ "$verdict" = same ]; then
      same=$((same + 1))
    else
      bad=$((bad + 1))
    fi
    printf '%-24s %s\n' "$b" "$verdict"
  done
  echo "$me: $same builds as under the executor, $bad differ"
  [ "$bad" -eq 0 ]
}

case $cmd in
  prepare) prepare ;;
  run) run ;;
  *) die "usage: $me prepare|run DIR" ;;
esac
