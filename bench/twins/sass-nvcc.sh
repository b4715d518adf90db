#!/bin/sh
# sass-nvcc.sh -- the SASS census of nvcc's PTX, as scripts/sass.sh makes
# that of GCC's offload image.
#
# Usage: sass-nvcc.sh BIN FILE.ptx PREFIX
#   BIN     the directory of CUDA 11.8's ptxas and nvdisasm
#   FILE    PTX that nvcc -ptx wrote
#   PREFIX  where to write PREFIX.ptx (the PTX with GCC-style labels),
#           .cubin, .ptxas (ptxas -v), .sass and .iter.sass
# Prints scripts/sass-census.awk's census, one line per function, then
# "image ...", each line ending in "iter=N" (the function's instructions
# in loops when ptxas unrolls none, scripts/ptx-nounroll.awk) and
# "whole=N" (all its instructions but the EXIT that ends it, with no
# loop unrolled by ptxas: the work of a thread of a kernel that has no
# loop).
#
# scripts/sass.sh itself, with SASS_PTX=1: nvcc's PTX declares what it
# uses before its use, so nvptx-none-as is not needed, and ptxas -c
# assembles both sides alike.  Its labels are renamed to GCC's form
# first (ptx-labels.awk), for scripts/ptx-nounroll.awk.

bin=$1
src=$2
pre=$3
[ -n "$pre" ] && [ -f "$src" ] || {
  echo "usage: sass-nvcc.sh BIN FILE.ptx PREFIX" >&2
  exit 2
}
here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../.." && pwd)
awk -f "$here/ptx-labels.awk" "$src" > "$pre.labels.ptx" || exit 1
SASS_PTX=1 sh "$top/scripts/sass.sh" "$bin" "$pre.labels.ptx" "$pre" \
  > "$pre.ptx-census" || {
  rm -f "$pre.labels.ptx" "$pre.ptx-census"
  exit 1
}
rm -f "$pre.labels.ptx"
# whole: the census' total of the nounroll SASS less one for the EXIT
# that ends the function (its last instruction but NOP and the branch
# to itself).
awk '/^[ \t]*\.text\./ || /\.section[ \t]+\.text\./ {
       if (name != "") w[name] = last
       name = $0; sub(/.*\.text\./, "", name); sub(/[,: \t].*/, "", name)
       last = ""
       next }
     /\/\*[0-9a-f]+\*\// && name != "" {
       op = $0; sub(/^[^*]*\/\*[0-9a-f]+\*\/[ \t]*/, "", op)
       sub(/^@!?U?P[T0-9]+[ \t]+/, "", op); sub(/[ \t;].*/, "", op)
       if (op == "NOP" || op == "") next
       if (op ~ /^BRA/ && prev_op ~ /^EXIT|^BRA/) next
       prev_op = op; last = op }
     END { if (name != "") w[name] = last
	   for (f in w) print f, (w[f] ~ /^EXIT/ ? 1 : 0) }' \
  "$pre.iter.sass" > "$pre.iter.exit"
awk -f "$top/scripts/sass-census.awk" "$pre.iter.sass" > "$pre.iter.census"
awk 'FILENAME == ARGV[1] { ex["function=" $1] = $2; next }
     FILENAME == ARGV[2] {
       for (i = 2; i <= NF; i++)
	 if ($i ~ /^total=/) tot[$1] = substr($i, 7)
       next }
     { print $0 " whole=" ($1 in tot ? tot[$1] - ex[$1] : "?") }' \
  "$pre.iter.exit" "$pre.iter.census" "$pre.ptx-census"
rm -f "$pre.iter.exit" "$pre.iter.census" "$pre.ptx-census"
exit 0
