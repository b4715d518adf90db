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

case ${1##*/} in
  lto1)
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
