#!/bin/sh
# check-layers.sh -- check that msp's source tree is layered.
#
# Usage: sh scripts/check-layers.sh [TOP]
#
# The folders are layers, bottom first: core analysis ipa transform
# backend plugin (doc/msp.texi, "Internals").  A file may include the
# headers of its own layer and of the layers below it, never of one
# above; no file calls a function defined in a layer above its own; and
# no two source files call each other's functions (the definitions at
# the start of a line, msp_* and debug_msp_*, against the words of the
# other files' code, comments left out).  Prints one PASS or FAIL line
# per check.

top=${1:-$(cd "$(dirname "$0")/.." && pwd)}
cd "$top" || exit 2
layers="core analysis ipa transform backend plugin"
status=0

rank ()
{
  i=0
  for l in $layers; do
    [ "$l" = "$1" ] && { echo $i; return; }
    i=$((i + 1))
  done
  echo 99
}

# Includes.
bad=0
for f in $(ls $(for l in $layers; do echo "$l/*.cc $l/*.h"; done) 2>/dev/null); do
  own=$(rank "${f%%/*}")
  for h in $(sed -n 's/^#include "\([^"]*\)".*/\1/p' "$f"); do
    dir=
    for l in $layers; do
      [ -f "$l/$h" ] && dir=$l
    done
    [ -z "$dir" ] && continue
    if [ "$(rank "$dir")" -gt "$own" ]; then
      echo "  $f includes $dir/$h, a layer above its own"
      bad=1
    fi
  done
done
if [ $bad = 0 ]; then echo "PASS: layers: includes"; else
  echo "FAIL: layers: includes"; status=1; fi

# Calls between files.
files=$(ls $(for l in $layers; do echo "$l/*.cc"; done) 2>/dev/null)
calls=$(awk -v layers="$layers" '
  BEGIN { n = split(layers, l, " "); for (i = 1; i <= n; i++) rank[l[i]] = i }
  function layer(f) { sub(/\/.*/, "", f); return rank[f] }
  FNR == 1 { file = FILENAME; incomment = 0 }
  {
    line = $0
    # Strip comments (C style, possibly over several lines).
    out = ""
    while (line != "") {
      if (incomment) {
        e = index(line, "*/")
        if (e == 0) { line = ""; break }
        line = substr(line, e + 2); incomment = 0
      } else {
        s = index(line, "/*")
        if (s == 0) { out = out line; line = ""; break }
        out = out substr(line, 1, s - 1); line = substr(line, s + 2)
        incomment = 1
      }
    }
    if (match(out, /^(msp|debug_msp)_[a-z0-9_]+ \(/)) {
      name = substr(out, 1, RLENGTH - 2)
      def[name] = file
    }
    n = split(out, w, /[^A-Za-z0-9_]+/)
    for (i = 1; i <= n; i++)
      if (w[i] ~ /^(msp|debug_msp)_/)
        use[file SUBSEP w[i]] = 1
  }
  END {
    for (k in use) {
      split(k, p, SUBSEP)
      f = p[1]; name = p[2]
      if ((name in def) && def[name] != f)
        edge[f SUBSEP def[name]] = name
    }
    for (k in edge) {
      split(k, p, SUBSEP)
      if (layer(p[2]) > layer(p[1]))
        printf "up   %s calls %s of %s\n", p[1], edge[k], p[2]
      if ((p[2] SUBSEP p[1]) in edge && p[1] < p[2])
        printf "pair %s (%s) <-> %s (%s)\n", p[1], edge[k], p[2], edge[p[2] SUBSEP p[1]]
    }
  }' $files)
up=$(echo "$calls" | sed -n 's/^up   /  /p')
pairs=$(echo "$calls" | sed -n 's/^pair /  /p')
if [ -z "$up" ]; then echo "PASS: layers: no call into a layer above"; else
  echo "$up"; echo "FAIL: layers: no call into a layer above"; status=1; fi
if [ -z "$pairs" ]; then echo "PASS: layers: no two files call each other"; else
  echo "$pairs"; echo "FAIL: layers: no two files call each other"; status=1; fi
exit $status
