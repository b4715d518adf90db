#!/bin/sh
# check-all.sh -- msp's testsuite against every supported GCC release
# (make check-all; what CI runs).
#
# Usage: sh scripts/check-all.sh [N...]   (default: 12 13 14 15 16)
#
# Runs "make check GCC_VERSION=N" for each release N (natively for the
# host's own gcc, in the release's Debian chroot for the others, which
# make creates on first use), then scripts/check-refusal.sh, which loads
# each release's msp.so into the other releases' compilers, and, as
# root, make check-deb for the oldest and the newest release.  Each
# run's output goes to build/check-all/N.log (refusal.log, deb-N.log); a
# summary line per run is printed, and the last line is the sum, "N
# passed, N failed".
#
# The second run of the testsuite under garbage collection at every
# chance (scripts/check.sh) is made for the oldest and the newest
# release, which bound the collector's behaviour msp depends on: it
# doubles each run's time and CI has to stay well under an hour.
#
# A release whose run passed keeps only its results (msp.sum, msp.log,
# runtest.out): the files the tests leave (-save-temps, dumps) take
# 450 to 600 MB a release, and five releases with their chroots and GCC
# trees must fit the disk of a CI machine.  A run that failed keeps
# everything, to be looked at.

top=$(cd "$(dirname "$0")/.." && pwd)
versions=${*:-12 13 14 15 16}
first=${versions%% *}
last=${versions##* }
out=$top/build/check-all
mkdir -p "$out"
pass=0
fail=0

# tally LOG WHAT: add the counts of LOG's last line to the sums.
tally ()
{
  line=$(grep -E "^[0-9]+ passed, [0-9]+ failed\$" "$1" | tail -1)
  case $line in
    *" passed, "*" failed")
      p=${line%% passed*}
      f=${line#*passed, }
      f=${f%% failed}
      ;;
    *)
      # The run ended without its summary: a build or setup failure.
      p=0
      f=1
      tail -20 "$1"
      ;;
  esac
  pass=$((pass + p))
  fail=$((fail + f))
  echo "$2: $p passed, $f failed ($(($(date +%s) - start)) s)"
}

# prune_results LOG: remove what the tests of the run logged in LOG left
# in its testsuite directory (named by check.sh's "DejaGnu summary:"
# line) and in that of its run under garbage collection, but for the
# results.
prune_results ()
{
  dir=$(sed -n 's|^(DejaGnu summary: \(.*\)/msp\.sum;.*|\1|p' "$1")
  [ -n "$dir" ] && [ -f "$dir/msp.sum" ] || return 0
  for d in "$dir" "$dir-gc" "$dir-O0"; do
    [ -d "$d" ] || continue
    find "$d" -mindepth 1 -maxdepth 1 ! -name msp.sum ! -name msp.log \
      ! -name runtest.out ! -name site.exp -exec rm -rf {} +
  done
}

for n in $versions; do
  start=$(date +%s)
  gc=0
  if [ "$n" = "$first" ] || [ "$n" = "$last" ]; then
    gc=1
  fi
  MSP_CHECK_GC=$gc MSP_CHECK_PROGRAMS=$gc \
    make -C "$top" --no-print-directory check \
    GCC_VERSION="$n" > "$out/$n.log" 2>&1
  grep -E '^(FAIL|XPASS|UNRESOLVED|ERROR):' "$out/$n.log"
  tally "$out/$n.log" "GCC $n"
  if [ "$f" -eq 0 ]; then
    prune_results "$out/$n.log"
  fi
done

start=$(date +%s)
sh "$top/scripts/check-refusal.sh" $versions > "$out/refusal.log" 2>&1
grep -E '^FAIL' "$out/refusal.log"
tally "$out/refusal.log" "refusals"

# The Debian package of the oldest and the newest release, installed
# with apt, used and removed (make check-deb: scripts/check-deb.sh), as
# root only: it installs on this system, or in the release's chroot.
if [ "$(id -u)" = 0 ]; then
  for n in $first $last; do
    start=$(date +%s)
    make -C "$top" --no-print-directory check-deb GCC_VERSION="$n" \
      > "$out/deb-$n.log" 2>&1
    grep -E '^FAIL' "$out/deb-$n.log"
    tally "$out/deb-$n.log" "package msp-gcc-$n"
  done
else
  echo "packages: not checked (make check-deb needs root)"
fi

echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
