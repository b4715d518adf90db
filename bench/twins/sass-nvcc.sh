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
# The steps of scripts/sass.sh but the first: nvcc's PTX declares what
# it uses before its use, so nvptx-none-as is not needed.  Its labels
# are renamed to GCC's form (ptx-labels.awk) for scripts/ptx-nounroll.awk.
# ptxas -c, as for GCC's image, so that both sides are assembled alike.

bin=$1
src=$2
pre=$3
[ -n "$pre" ] && [ -f "$src" ] || {
  echo "usage: sass-nvcc.sh BIN FILE.ptx PREFIX" >&2
  exit 2
}
here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../.." && pwd)
awk -f "$here/ptx-labels.awk" "$src" > "$pre.ptx" \
  && "$bin/ptxas" -c -arch=sm_80 -v -o "$pre.cubin" "$pre.ptx" \
       > "$pre.ptxas" 2>&1 \
  && "$bin/nvdisasm" -c "$pre.cubin" > "$pre.sass" 2>> "$pre.ptxas" || {
  echo "sass-nvcc.sh: $src: $(grep -m 1 -i error "$pre.ptxas")" >&2
  exit 1
}
awk -f "$top/scripts/ptx-nounroll.awk" "$pre.ptx" "$pre.ptx" > "$pre.iter.ptx" \
  && "$bin/ptxas" -c -arch=sm_80 -o "$pre.iter.cubin" "$pre.iter.ptx" \
       >> "$pre.ptxas" 2>&1 \
  && "$bin/nvdisasm" -c "$pre.iter.cubin" > "$pre.iter.sass" 2>> "$pre.ptxas" || {
  echo "sass-nvcc.sh: $src (nounroll): $(grep -m 1 -i error "$pre.ptxas")" >&2
  exit 1
}
awk -f "$top/scripts/sass-census.awk" "$pre.iter.sass" > "$pre.iter.census"
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
awk -f "$top/scripts/sass-census.awk" "$pre.sass" "$pre.ptxas" \
  | awk 'FILENAME == ARGV[1] {
	   for (i = 2; i <= NF; i++) {
	     if ($i ~ /^loop=/) iter[$1] = substr($i, 6)
	     if ($i ~ /^total=/) tot[$1] = substr($i, 7)
	   }
	   next }
	 FILENAME == ARGV[2] { ex["function=" $1] = $2; next }
	 { print $0 " iter=" ($1 in iter ? iter[$1] : "?") \
	     " whole=" ($1 in tot ? tot[$1] - ex[$1] : "?") }' \
      "$pre.iter.census" "$pre.iter.exit" -
rm -f "$pre.iter.ptx" "$pre.iter.cubin" "$pre.iter.census" "$pre.iter.exit"
exit 0
