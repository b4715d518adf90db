#!/bin/sh
# sass.sh -- the SASS of an offload image, and its census.
#
# Usage: sass.sh BIN FILE.xnvptx-none.mkoffload.s PREFIX
#   BIN     the directory of CUDA 11.8's ptxas and nvdisasm
#           (scripts/sass-tools.sh)
#   PREFIX  where to write PREFIX.ptx, .cubin, .ptxas (ptxas -v) and
#           .sass (nvdisasm), and PREFIX.iter.sass (the SASS with no
#           loop unrolled by ptxas)
# Prints the census of scripts/sass-census.awk (one line per function,
# then "image ..."), each line ending in "iter=N": the function's (the
# image's) instructions in loops when ptxas unrolls none of them
# (scripts/ptx-nounroll.awk).  Exits non-zero if a step fails.
#
# The steps are those the offload image takes on its way to the GPU:
# GCC's mkoffload.s declares symbols after their use, which ptxas
# rejects; nvptx-none-as --no-verify writes the declarations first, as
# mkoffload does for the image it embeds.  The module calls libgomp, so
# it is assembled relocatable (ptxas -c), as the CUDA driver's JIT
# assembles it before linking libgomp's, for sm_80 (the -misa=sm_80 of
# every msp build).
#
# With SASS_PTX=1 in the environment, FILE is PTX that ptxas reads as it
# is (nvcc's, bench/twins/sass-nvcc.sh), copied to PREFIX.ptx.

bin=$1
src=$2
pre=$3
[ -n "$pre" ] && [ -f "$src" ] || {
  echo "usage: sass.sh BIN FILE.mkoffload.s PREFIX" >&2
  exit 2
}
top=$(cd "$(dirname "$0")/.." && pwd)
if [ "${SASS_PTX:-0}" = 1 ]; then
  cp "$src" "$pre.ptx" 2> "$pre.ptxas"
else
  nvptx-none-as --no-verify -o "$pre.ptx" "$src" 2> "$pre.ptxas"
fi \
  && "$bin/ptxas" -c -arch=sm_80 -v -o "$pre.cubin" "$pre.ptx" \
       >> "$pre.ptxas" 2>&1 \
  && "$bin/nvdisasm" -c "$pre.cubin" > "$pre.sass" 2>> "$pre.ptxas" || {
  echo "sass.sh: $src: $(grep -m 1 -i error "$pre.ptxas")" >&2
  exit 1
}
# The same PTX with every loop marked "nounroll" (scripts/ptx-nounroll.awk):
# its instructions in loops are each line's "iter".
awk -f "$top/scripts/ptx-nounroll.awk" "$pre.ptx" "$pre.ptx" > "$pre.iter.ptx" \
  && "$bin/ptxas" -c -arch=sm_80 -o "$pre.iter.cubin" "$pre.iter.ptx" \
       >> "$pre.ptxas" 2>&1 \
  && "$bin/nvdisasm" -c "$pre.iter.cubin" > "$pre.iter.sass" 2>> "$pre.ptxas" || {
  echo "sass.sh: $src (nounroll): $(grep -m 1 -i error "$pre.ptxas")" >&2
  exit 1
}
awk -f "$top/scripts/sass-census.awk" "$pre.iter.sass" > "$pre.iter.census"
awk -f "$top/scripts/sass-census.awk" "$pre.sass" "$pre.ptxas" \
  | awk 'FNR == NR { for (i = 2; i <= NF; i++) if ($i ~ /^loop=/) iter[$1] = substr($i, 6); next }
	 { print $0 " iter=" ($1 in iter ? iter[$1] : "?") }' "$pre.iter.census" -
rm -f "$pre.iter.ptx" "$pre.iter.cubin" "$pre.iter.census"
exit 0
