#!/bin/sh
# exec.sh -- run one code of the real-code corpus once: its host
# fallback, or one of its builds under the PTX executor.
#
# Usage: sh bench/real/exec.sh ID MODE
#   ID     a code of bench/real/run-args.tsv (first column)
#   MODE   "host" (the build without msp, its target regions run on the
#          host: OMP_TARGET_OFFLOAD=disabled), "without" or "with" (that
#          build under msp-run --stats)
#
# bench/real/run.sh runs it, several at a time (part 10), and exports:
#   BENCH_REAL_OUT          build/bench-real (absolute)
#   BENCH_REAL_TOP          the source tree of msp (absolute)
#   BENCH_REAL_MSP_RUN      build/msp-run
#   BENCH_REAL_RUN_TIMEOUT  seconds a run may take
#   BENCH_REAL_RUN_ARGS     bench/real/run-args.tsv: ID, a tab, the
#                           arguments (split at blanks, no quoting)
#
# The program is the build's bin/main, or the only executable in bin/
# (bench/real/build.sh copies them there), of the "authors" level.  It
# runs in a fresh copy of the code's sources (those the build copies:
# a few hundred KiB), in the directory its build ran in, so that the
# relative paths of its arguments reach its input files and what it
# writes stays in that copy, which is removed afterwards unless
# BENCH_REAL_KEEP=1.  It is run as ./NAME (a link to the executable),
# so that a program that prints its argv[0] prints the same in every
# mode; its standard input is /dev/null.
#
# Leaves in build/bench-real/exec/ID/:
#   MODE.out     what the program printed on its standard output
#   MODE.err     its standard error (msp-run's messages among it)
#   MODE.stats   with "without" and "with": msp-run's dynamic counts,
#                ending with its "msp-run-stats: ..." line
#   MODE.row     ID MODE STATUS SECONDS, tab-separated: STATUS is the
#                exit status (msp-run's for "without" and "with"; 124 or
#                137: timed out), "missing" when the build made no
#                program; SECONDS the wall time, to the millisecond

LC_ALL=C
export LC_ALL

id=$1
mode=$2
out=$BENCH_REAL_OUT
src=$out/src
limit=${BENCH_REAL_RUN_TIMEOUT:-120}

case $mode in
  host) build=without ;;
  without | with) build=$mode ;;
  *)
    echo "exec.sh: MODE must be host, without or with, not \"$mode\"" >&2
    exit 2 ;;
esac

line=$(awk -F '\t' -v id="$id" '$1 == id { print; exit }' "$src/codes.tsv")
args=$(awk -F '\t' -v id="$id" '$1 == id { print $2; exit }' \
	 "$BENCH_REAL_RUN_ARGS")
if [ -z "$line" ]; then
  echo "exec.sh: no code $id in $src/codes.tsv" >&2
  exit 2
fi
kind=$(printf '%s\n' "$line" | cut -f 2)
dir=$(printf '%s\n' "$line" | cut -f 3)
deps=$(printf '%s\n' "$line" | cut -f 4)

res=$out/exec/$id
mkdir -p "$res" || exit 2
rm -f "$res/$mode.out" "$res/$mode.err" "$res/$mode.stats" "$res/$mode.row"

# The program: bin/main, else the only executable.
bin=$out/runs/authors/$build/$id/bin
prog=
if [ -f "$bin/main" ]; then
  prog=$bin/main
elif [ -d "$bin" ] && [ "$(ls "$bin" | wc -l)" -eq 1 ]; then
  prog=$bin/$(ls "$bin")
fi
if [ -z "$prog" ]; then
  printf '%s\t%s\tmissing\t0\n' "$id" "$mode" > "$res/$mode.row"
  echo "exec.sh: $id: no program in $bin" > "$res/$mode.err"
  exit 0
fi

# The copy, and the directory to run in (where the build ran).
work=$res/$mode.dir
rm -rf "$work"
mkdir -p "$work" || exit 2
case $kind in
  hecbench)
    name=$(basename "$dir")
    mkdir -p "$work/src"
    for e in "$name" $deps; do
      cp -R "$src/$(dirname "$dir")/$e" "$work/src/$e"
    done
    cwd=$work/src/$name
    if [ ! -f "$cwd/Makefile" ] && [ -f "$cwd/src/Makefile" ]; then
      cwd=$cwd/src
    fi
    ;;
  *)
    for e in "$src/$dir"/*; do
      cp -R "$e" "$work/"
    done
    cwd=$work
    ;;
esac
exe=$(basename "$prog")
rm -f "$cwd/$exe"
ln -s "$prog" "$cwd/$exe" || exit 2

# The arguments, split at blanks, without globbing.
set -f
# shellcheck disable=SC2086
set -- $args
set +f

t0=$(date +%s%N)
case $mode in
  host)
    (cd "$cwd" && exec timeout -k 10 "$limit" \
       env OMP_TARGET_OFFLOAD=disabled "./$exe" "$@") \
      > "$res/$mode.out" 2> "$res/$mode.err" < /dev/null
    rc=$? ;;
  *)
    (cd "$cwd" && exec timeout -k 10 "$limit" \
       "$BENCH_REAL_MSP_RUN" --stats="$res/$mode.stats" "./$exe" "$@") \
      > "$res/$mode.out" 2> "$res/$mode.err" < /dev/null
    rc=$? ;;
esac
t1=$(date +%s%N)

printf '%s\t%s\t%s\t%s\n' "$id" "$mode" "$rc" \
  "$(awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.3f", (b - a) / 1e9 }')" \
  > "$res/$mode.row"
[ "${BENCH_REAL_KEEP:-0}" = 1 ] || rm -rf "$work"
printf '  %-8s %-24s %-7s %s\n' "$rc" "$id" "$mode" \
  "$(cut -f 4 "$res/$mode.row") s" >&2
exit 0
