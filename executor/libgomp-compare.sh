#!/bin/sh
# libgomp-compare.sh -- the tests whose verdict differs between two runs
# of executor/libgomp-tests.sh, say without and with msp.
#
# Usage: libgomp-compare.sh RES1 RES2
#
# RES1 and RES2 are the runs' results.txt: one line per test, "VERDICT
# NAME REASON" (PASS, XFAIL, FAIL, XPASS, TIMEOUT, BUILD-FAIL, SKIP).
# Prints, in RES1's order, "NAME: V1 -> V2" with both reasons for each
# test whose verdict differs ("-" for a test that one run lacks), then
# how many tests went from each verdict to each other one, and ends with
# "libgomp-compare: D of T tests differ".  Exits 0 if none differs, 1 if
# some do, 2 on a usage error.

prog=libgomp-compare

if [ $# != 2 ] || [ ! -r "$1" ] || [ ! -r "$2" ]; then
  echo "usage: $prog RES1 RES2 (two results.txt of libgomp-tests.sh)" >&2
  exit 2
fi

awk -v prog=$prog '
  # reason: the text after the verdict and the name.
  function reason(   r) { r = $0; sub(/^[^ ]+ +[^ ]+ */, "", r); return r }
  FNR == NR { v1[$2] = $1; r1[$2] = reason(); order[++n] = $2; next }
  {
    v2[$2] = $1; r2[$2] = reason()
    if (!($2 in v1)) order[++n] = $2
  }
  END {
    d = 0
    for (i = 1; i <= n; i++) {
      t = order[i]
      a = (t in v1) ? v1[t] : "-"
      b = (t in v2) ? v2[t] : "-"
      if (a == b) continue
      d++
      printf "%s: %s -> %s\n", t, a, b
      if (r1[t] != "") printf "    1: %s\n", r1[t]
      if (r2[t] != "") printf "    2: %s\n", r2[t]
      k = a " -> " b
      if (!(k in moves)) korder[++nk] = k
      moves[k]++
    }
    for (i = 1; i <= nk; i++) printf "%s: %s: %d\n", prog, korder[i], moves[korder[i]]
    printf "%s: %d of %d tests differ\n", prog, d, n
    exit d > 0
  }' "$1" "$2"
