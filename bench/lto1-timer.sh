#!/bin/sh
# lto1-timer.sh -- a gcc "-wrapper" that times the offload compiler.
#
# bench/run.sh (and bench/real/build.sh, with BENCH_REAL_VALGRIND=1)
# pass "-wrapper /bin/sh,.../lto1-timer.sh" in the nvptx-none offload
# options, so the accel compiler driver runs each of its subcommands
# (lto1, as, collect2) as "lto1-timer.sh PROGRAM ARGS...".
# For lto1 this appends the process's wall time in microseconds to the
# file named by $BENCH_LTO1_TIMES; everything else just runs.  This
# complements -ftime-report, whose TOTAL line has a 10 ms resolution, and
# also counts lto1's start-up (loading the plugin).
#
# With $BENCH_LTO1_INSNS set instead, lto1 runs under valgrind's callgrind
# and the number of instructions it executed is appended to that file: a
# deterministic measure of the compile's cost, where wall times of 20 ms
# compiles are noisy.  That count leaves out the writing of msp's dumps
# (-fplugin-arg-msp-dump): lto1 then runs a second time, normally, to
# write them.

case ${1##*/} in
  lto1)
    if [ -n "$BENCH_LTO1_INSNS" ]; then
      # Count the compile without msp's dumps (-fplugin-arg-msp-dump,
      # which make bench-real asks for): writing them costs more than
      # the plugin itself.  Then, if there were any, run lto1 again
      # with them, to write them.
      dump=
      n=$#
      while [ "$n" -gt 0 ]; do
	a=$1
	shift
	n=$((n - 1))
	case $a in
	  -fplugin-arg-msp-dump*) dump=$a; continue ;;
	esac
	set -- "$@" "$a"
      done
      log=$BENCH_LTO1_INSNS.log
      valgrind --tool=callgrind --callgrind-out-file=/dev/null \
	--log-file="$log" "$@"
      rc=$?
      sed -n 's/^==[0-9]*== I *refs: *//p' "$log" | tr -d , \
	>> "$BENCH_LTO1_INSNS"
      rm -f "$log"
      if [ "$rc" -eq 0 ] && [ -n "$dump" ]; then
	exec "$@" "$dump"
      fi
      exit $rc
    fi
    if [ -n "$BENCH_LTO1_TIMES" ]; then
      t0=$(date +%s%N)
      "$@"
      rc=$?
      t1=$(date +%s%N)
      echo $(( (t1 - t0) / 1000 )) >> "$BENCH_LTO1_TIMES"
      exit $rc
    fi
    ;;
esac
exec "$@"
