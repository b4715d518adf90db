#!/bin/sh
# check-layers.sh -- check that msp's source tree is layered.
#
# Usage: sh scripts/check-layers.sh [TOP]
#
# The folders are layers, bottom first: core gimple/analysis gimple/ipa
# gimple/transform rtl plugin (doc/msp.texi, "Internals").  Checks that
#   - an include of one of msp's headers names it by its path from the
#     top (#include "gimple/analysis/masks.h"), the one -I the Makefile
#     gives, so that a reader sees where it lives;
#   - a file includes the headers of its own layer and of the layers
#     below it, never of one above;
#   - the includes inside a layer make no loop: a unit (FILE.cc with
#     FILE.h) includes no header whose unit includes, directly or not,
#     its own;
#   - no file calls a function defined in a layer above its own;
#   - the calls between source files make no cycle, of any length: no
#     file calls, directly or through others, a function of a file that
#     calls it back (the definitions at the start of a line, msp_* and
#     debug_msp_*, against the words of the other files' code, comments
#     left out).
# Prints one PASS or FAIL line per check, after the edges of what
# fails.

top=${1:-$(cd "$(dirname "$0")/.." && pwd)}
cd "$top" || exit 2
layers="core gimple/analysis gimple/ipa gimple/transform rtl plugin"
status=0

# pass_or_fail NAME PROBLEMS: print PROBLEMS, indented, and the verdict.
pass_or_fail ()
{
  if [ -z "$2" ]; then
    echo "PASS: layers: $1"
  else
    echo "$2" | sed 's/^/  /'
    echo "FAIL: layers: $1"
    status=1
  fi
}

# cycles: read edges "FROM TO WHY" on stdin; print each set of nodes
# that reach each other (a strongly connected component of two or more,
# or one node with an edge to itself), as its edges, one "FROM -> TO
# (WHY)" line each, the sets apart by a line "cycle:".  Few nodes (a
# file each): the transitive closure is cheap.
cycles ()
{
  awk '
    NF >= 2 {
      if (!($1 in id)) { id[$1] = ++n; name[n] = $1 }
      if (!($2 in id)) { id[$2] = ++n; name[n] = $2 }
      a = id[$1]; b = id[$2]
      why = $3; for (i = 4; i <= NF; i++) why = why " " $i
      if (!((a, b) in reach)) { reach[a, b] = 1; label[a, b] = why }
    }
    END {
      for (k = 1; k <= n; k++)
        for (i = 1; i <= n; i++)
          if ((i, k) in reach)
            for (j = 1; j <= n; j++)
              if ((k, j) in reach)
                reach[i, j] = 1
      for (i = 1; i <= n; i++) {
        if ((i in comp) || !((i, i) in reach))
          continue
        print "cycle:"
        for (j = 1; j <= n; j++)
          if ((i, j) in reach && (j, i) in reach)
            comp[j] = i
        for (a = 1; a <= n; a++)
          for (b = 1; b <= n; b++)
            if ((a in comp) && (b in comp) && comp[a] == i && comp[b] == i && ((a, b) in label))
              print name[a] " -> " name[b] " (" label[a, b] ")"
      }
    }'
}

rank ()
{
  i=0
  for l in $layers; do
    [ "$l" = "$1" ] && { echo $i; return; }
    i=$((i + 1))
  done
  echo 99
}

files=$(ls $(for l in $layers; do echo "$l/*.cc $l/*.h"; done) 2>/dev/null)
sources=$(ls $(for l in $layers; do echo "$l/*.cc"; done) 2>/dev/null)

# Includes: "FILE HEADER" for each of msp's headers a file includes, by
# the path it names; "FILE bare:HEADER" where it names one without its
# path.
includes=$(for f in $files; do
  for h in $(sed -n 's/^#include "\([^"]*\)".*/\1/p' "$f"); do
    if [ -f "$h" ]; then
      echo "$f $h"
    else
      for l in $layers; do
        [ -f "$l/$h" ] && echo "$f bare:$l/$h"
      done
    fi
  done
done)

bad=$(echo "$includes" | sed -n 's/^\([^ ]*\) bare:\(.*\)/\1 includes "\2" without its path/p')
pass_or_fail "includes name their layer" "$bad"

bad=$(echo "$includes" | sed 's/ bare:/ /' | while read -r f h; do
  [ -n "$f" ] || continue
  if [ "$(rank "${h%/*}")" -gt "$(rank "${f%/*}")" ]; then
    echo "$f includes $h, a layer above its own"
  fi
done)
pass_or_fail "includes" "$bad"

# Include loops: the units (a path without .cc or .h) and the headers of
# other units each includes.
bad=$(echo "$includes" | sed 's/ bare:/ /' | while read -r f h; do
  [ -n "$f" ] || continue
  u=${f%.*}
  v=${h%.h}
  [ "$u" != "$v" ] && echo "$u $v $f includes $h"
done | sort -u | cycles)
pass_or_fail "no include loop" "$bad"

# Calls between files: "up FILE NAME DEFINER" for a call into a layer
# above, "edge FILE DEFINER NAME" for every call of another file's
# function.
calls=$(awk -v layers="$layers" '
  BEGIN { n = split(layers, l, " "); for (i = 1; i <= n; i++) rank[l[i]] = i }
  function layer(f) { sub(/\/[^\/]*$/, "", f); return rank[f] }
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
        printf "up %s calls %s of %s\n", p[1], edge[k], p[2]
      printf "edge %s %s %s\n", p[1], p[2], edge[k]
    }
  }' $sources)
up=$(echo "$calls" | sed -n 's/^up //p' | sort)
pass_or_fail "no call into a layer above" "$up"
cyc=$(echo "$calls" | sed -n 's/^edge //p' | sort | cycles)
pass_or_fail "no call cycle between files" "$cyc"
exit $status
