#!/bin/sh
# lto1-timer.sh -- a gcc "-wrapper" that times the offload compiler.
#
# bench/run.sh passes "-wrapper /bin/sh,.../lto1-timer.sh" in the
# nvptx-none offload options, so the accel compiler driver runs each of
# its subcommands (lto1, as, collect2) as "lto1-timer.sh PROGRAM ARGS...".
# For lto1 this appends the process's wall time in microseconds to the
# file named by $BENCH_LTO1_TIMES; everything else just runs.  This
# complements -ftime-report, whose TOTAL line has a 10 ms resolution, and
# also counts lto1's start-up (loading the plugin).
#
# With $BENCH_LTO1_INSNS set instead, lto1 runs under valgrind's callgrind
# and the number of instructions it executed is appended to that file: a
# deterministic measure of the compile's cost, where wall times of 20 ms
# compiles are noisy.

case ${1##*/} in
  lto1)
    if [ -n "$BENCH_LTO1_INSNS" ]; then
      log=$BENCH_LTO1_INSNS.log
      valgrind --tool=callgrind --callgrind-out-file=/dev/null \
	--log-file="$log" "$@"
      rc=$?
      sed -n 's/^==[0-9]*== I *refs: *//p' "$log" | tr -d , \
	>> "$BENCH_LTO1_INSNS"
      rm -f "$log"
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
