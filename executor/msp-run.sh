#!/bin/sh
# msp-run -- run a command with the msp PTX executor as its CUDA driver.
# Copyright (C) 2026 The msp authors.
#
# This file is part of msp, a GCC plugin for the nvptx-none offload
# compiler.  msp is free software; you can redistribute it and/or modify
# it under the terms of the GNU General Public License as published by
# the Free Software Foundation; either version 3, or (at your option)
# any later version.
#
# executor.mk makes build/msp-run of this file, @EXEC_LIBDIR@ being the
# directory of the executor's libcuda.so.1.  msp-run puts that directory
# first on LD_LIBRARY_PATH, so that libgomp's nvptx plugin (and
# nvptx-none-run) load the executor instead of NVIDIA's driver, and the
# target regions of a "gcc -fopenmp|-fopenacc -foffload=nvptx-none"
# program run on the CPU with every memory access checked against its
# state space.
#
# A program whose target regions never reach the executor would pass
# silently: with no device, GCC's libgomp runs them on the host.  So
# the library reports to a status file (MSP_RUN_STATUS, see cuda.c) that
# it was loaded and, at exit, how many grids it launched and how many
# space violations it found, and msp-run fails unless a grid was
# launched.
#
# OMP_TARGET_OFFLOAD=mandatory alone would not do: GCC 12's libgomp
# numbers the host as device 0 when it finds no device, and
# resolve_device lets a mandatory offload to that "initial device" fall
# back to the host without an error (later releases report that).  It
# still helps where a device exists but a region cannot use it (a
# region compiled without -foffload=nvptx-none, or missing from the
# device image): gomp_target_fallback then stops the program.  msp-run
# sets it, and ACC_DEVICE_TYPE=nvidia for OpenACC, unless they are set.
#
# Exit status: the command's, except
#   125  msp-run failed, the executor library was never loaded, no grid
#        was launched, or a process that loaded the library ended
#        without its final report (killed, or _exit);
#   127  the command was not found (126: not executable);
#     3  the command exited 0 but the executor found space violations
#        (a command that fails keeps its own status).

me=msp-run
libdir='@EXEC_LIBDIR@'
version='@MSP_VERSION@'

usage ()
{
  cat <<EOF
Usage: $me [--stats[=FILE]] [--allow-no-launch] COMMAND [ARGUMENT...]
Run COMMAND with the msp PTX executor as its CUDA driver: the target
regions of a program built with gcc -fopenmp|-fopenacc
-foffload=nvptx-none (and programs run with nvptx-none-run) run on the
CPU, each memory access checked against its state space.

Options:
  --stats[=FILE]  append the executor's dynamic counts to FILE
                  (default: standard error) at exit
  --allow-no-launch
                  do not fail when no grid was launched (for test
                  suites whose programs may have no target region)
  --help          print this help and exit
  --version       print the version and exit

Environment: MSP_RUN_SMS (multiprocessors, default 1) and MSP_RUN_REGS
(registers a thread, default 64) set the launch geometry libgomp
chooses; MSP_RUN_TRACE=1 traces the driver calls.

Exit status: the command's; 125 if the command's target regions did not
reach the executor (or msp-run failed); 3 if the command exited 0 but
the executor found space violations.
EOF
}

die ()
{
  echo "$me: $*" >&2
  exit 125
}

stats=
allow_no_launch=
while [ $# -gt 0 ]
do
  case $1 in
    --allow-no-launch)
      allow_no_launch=1 ;;
    --stats)
      stats=- ;;
    --stats=*)
      stats=${1#--stats=}
      [ -n "$stats" ] || die "--stats= needs a file name" ;;
    --help)
      usage
      exit 0 ;;
    --version)
      echo "$me (msp) $version"
      exit 0 ;;
    --)
      shift
      break ;;
    -*)
      echo "$me: unknown option $1" >&2
      usage >&2
      exit 125 ;;
    *)
      break ;;
  esac
  shift
done

[ $# -gt 0 ] || die "no command given (try $me --help)"
[ -f "$libdir/libcuda.so.1" ] \
  || die "$libdir/libcuda.so.1 not found (make exec builds it)"
if ! command -v "$1" >/dev/null 2>&1
then
  echo "$me: $1: command not found" >&2
  exit 127
fi

# The command may change directory: make the files absolute.
case $stats in
  ''|-|/*) ;;
  *) stats=$(pwd)/$stats ;;
esac
if [ -n "$stats" ] && [ "$stats" != - ]
then
  : > "$stats" || die "cannot write $stats"
fi

status=$(mktemp "${TMPDIR:-/tmp}/msp-run.XXXXXX") \
  || die "cannot make a temporary file"
case $status in
  /*) ;;
  *) status=$(pwd)/$status ;;
esac
trap 'rm -f "$status"' EXIT
trap 'rm -f "$status"; trap - INT; kill -INT $$' INT
trap 'rm -f "$status"; trap - TERM; kill -TERM $$' TERM
trap 'rm -f "$status"; trap - HUP; kill -HUP $$' HUP

LD_LIBRARY_PATH=$libdir${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
MSP_RUN_STATUS=$status
export LD_LIBRARY_PATH MSP_RUN_STATUS
if [ -n "$stats" ]
then
  MSP_RUN_STATS=$stats
  export MSP_RUN_STATS
else
  unset MSP_RUN_STATS
fi
: "${OMP_TARGET_OFFLOAD=mandatory}" "${ACC_DEVICE_TYPE=nvidia}"
export OMP_TARGET_OFFLOAD ACC_DEVICE_TYPE

"$@"
rc=$?

# The processes that loaded the library, those that reported at exit,
# and the grids and violations those reported.
read -r loaded exits launches violations <<EOF
$(awk '
  $1 == "loaded" { loaded++ }
  $1 == "exit" {
    exits++
    for (i = 2; i <= NF; i++)
      {
	split ($i, kv, "=")
	if (kv[1] == "launches")
	  launches += kv[2]
	else if (kv[1] == "violations")
	  violations += kv[2]
      }
  }
  END { print loaded + 0, exits + 0, launches + 0, violations + 0 }
' "$status")
EOF

if [ -z "$allow_no_launch" ] && { [ "$loaded" -eq 0 ] \
   || { [ "$launches" -eq 0 ] && [ "$exits" -eq "$loaded" ]; }; }
then
  if [ "$rc" -ne 0 ]
  then
    echo "$me: no grid was launched (the command exited with status $rc)" >&2
  else
    echo "$me: the program's target regions did not reach the executor: is it built with -foffload=nvptx-none, and does libgomp find its nvptx plugin (libgomp-plugin-nvptx1)?" >&2
  fi
  exit 125
fi
if [ "$exits" -lt "$loaded" ]
then
  echo "$me: a process ended without the executor's final report (killed, or _exit), so its violations are unknown" >&2
  [ "$rc" -ne 0 ] && exit "$rc"
  exit 125
fi
if [ "$violations" -gt 0 ]
then
  echo "$me: the executor found $violations state space violation(s) in $launches grid(s)" >&2
  [ "$rc" -ne 0 ] && exit "$rc"
  exit 3
fi
exit "$rc"
