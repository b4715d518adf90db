#!/bin/sh
# image-regs.sh -- the registers of an offload image's kernels, linked
# with libgomp as the CUDA driver links them.
#
# Usage: image-regs.sh BIN FILE.xnvptx-none.c DIR
#   BIN   the directory of CUDA 11.8's ptxas, nvlink and cuobjdump
#         (scripts/sass-tools.sh)
#   FILE  mkoffload's C source of the image (kept by -save-temps): the
#         PTX modules of the program, libgomp, newlib and libgcc, as
#         the strings ptx_code_0, ptx_code_1, ...
#   DIR   a scratch directory, emptied and removed
# Prints one line, "linked regs=R kernels=K": the most registers of the
# image's K kernels (.entry) once linked.
#
# Why linked: libgomp's nvptx plugin hands each module to the driver's
# linker (plugin-nvptx.c, link_ptx: cuLinkAddData, cuLinkComplete), and
# a kernel's register count (CU_FUNC_ATTRIBUTE_NUM_REGS) is then the
# most of any function it may call.  A kernel calls the body of its
# parallel region through libgomp by a pointer (GOMP_parallel), so
# nvlink gives every kernel of an OpenMP image the most registers of
# any function in it, libgomp's own included (GCC 12's
# gomp_barrier_handle_tasks: 80): a function of msp's that needs more
# registers changes every kernel of its image, and one below that
# most changes none.  nvlink, the same linker offline, gives the same
# counts.  libgomp sizes each launch by that count
# (nvptx_adjust_launch_bounds: teams = 65536 / (R * 32 * warps) a
# multiprocessor, warps 8 unless the program asks for others).

bin=$1
src=$2
dir=$3
[ -n "$dir" ] && [ -f "$src" ] || {
  echo "usage: image-regs.sh BIN FILE.xnvptx-none.c DIR" >&2
  exit 2
}
rm -rf "$dir"
mkdir -p "$dir" || exit 1
# Each "static const char ptx_code_N[] =" is followed by one C string
# a line ("...\n"), escaped by mkoffload (\" and \\ and \n), the last
# one ending in ";".
awk -v dir="$dir" '
  /^static const char ptx_code_[0-9]+\[\] =/ {
    out = dir "/" substr($4, 1, index($4, "[") - 1) ".ptx"
    next
  }
  out != "" {
    s = $0
    last = sub(/"[ \t]*;[ \t]*$/, "", s)
    if (!last)
      sub(/"[ \t]*$/, "", s)
    sub(/^[ \t]*"/, "", s)
    t = ""
    while ((i = index(s, "\\")) > 0) {
      c = substr(s, i + 1, 1)
      t = t substr(s, 1, i - 1) (c == "n" ? "\n" : c == "t" ? "\t" : c)
      s = substr(s, i + 2)
    }
    printf "%s", t s > out
    if (last) {
      close(out)
      out = ""
    }
  }' "$src" || exit 1
set -- "$dir"/ptx_code_*.ptx
[ -f "$1" ] || {
  echo "image-regs.sh: $src: no PTX module" >&2
  exit 1
}
for f; do
  "$bin/ptxas" -c -arch=sm_80 -o "${f%.ptx}.cubin" "$f" 2> "$dir/err" || {
    echo "image-regs.sh: $f: $(head -n 1 "$dir/err")" >&2
    exit 1
  }
done
"$bin/nvlink" -arch=sm_80 -o "$dir/linked.cubin" "$dir"/ptx_code_*.cubin \
  2> "$dir/err" || {
  echo "image-regs.sh: nvlink: $(grep -m 1 -i error "$dir/err")" >&2
  exit 1
}
# cuobjdump -elf lists the kernels (.nv.info.NAME with EIATTR_KPARAM_INFO
# is any function; the symbol table marks entries STT_FUNC with
# STO_CUDA_ENTRY), -res-usage each function's REG.
kernels=$(cat "$dir"/ptx_code_*.ptx | awk '$0 ~ /^\.visible \.entry / || $0 ~ /^\.entry / {
  n = $0; sub(/^.*\.entry[ \t]+/, "", n); sub(/[ \t(].*$/, "", n); print n }' | sort -u)
"$bin/cuobjdump" -res-usage "$dir/linked.cubin" 2> "$dir/err" \
  | awk -v kernels="$kernels" '
      BEGIN { n = split(kernels, k, "\n"); for (i = 1; i <= n; i++) entry[k[i]] = 1 }
      /Function/ { f = $2; sub(/:$/, "", f) }
      /REG:/ && (f in entry) {
        split($1, r, ":")
        if (r[2] + 0 > most) most = r[2] + 0
        nk++
      }
      END {
        if (!nk) exit 1
        printf "linked regs=%d kernels=%d\n", most, nk
      }' || {
  echo "image-regs.sh: $src: no kernel in the linked image" >&2
  exit 1
}
rm -rf "$dir"
exit 0
