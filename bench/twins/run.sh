#!/bin/sh
# run.sh -- per-iteration SASS of dev-corpus codes with msp, against
# their CUDA twins compiled by nvcc (bench/twins/README).
#
# Usage: sh bench/twins/run.sh
# Reads bench/twins/pairs.tsv (code, OpenMP function, CUDA kernel, rule,
# comment); writes build/twins/ (work files) and build/twins/report.txt:
# one line per pair: code, kernel, nvcc iter, GCC iter without msp, GCC
# iter with msp, ratio with/nvcc.  Exits 0 with a "skipped" line when a
# snapshot or a tool is missing, and prints "failed" for a pair whose
# compile fails.
#
# Environment:
#   MSP_CORPUS_MIRROR  the snapshots (default /work/.mirror), HeCBench's
#                      in zjin-lcf+HeCBench/repo (bare git)
#   TWINS_SASS_BIN     CUDA 11.8's ptxas, nvdisasm and nvcc wrapper
#                      (default build/cuda/usr/bin, scripts/sass-tools.sh)
#   TWINS_CUDA_INCLUDE the CUDA headers for nvcc (default: the first of
#                      $TWINS_SASS_BIN/../include, /usr/local/cuda-13.0/include,
#                      /usr/local/cuda/include that has cuda_runtime.h)
#   TWINS_PLUGIN       msp (default build/msp.so)
#   TWINS_GXX          the C++ driver with nvptx offloading (default g++-12)
#   TWINS_JOBS         builds at a time (default 2)
#   TWINS_REUSE        1: take each code's offload PTX from
#                      build/bench-real/runs/authors/{without,with}/CODE when
#                      there, instead of building it again

LC_ALL=C
export LC_ALL
top=$(cd "$(dirname "$0")/../.." && pwd)
here=$top/bench/twins
out=$top/build/twins
report=$out/report.txt
mkdir -p "$out" || exit 2
: > "$report"
. "$top/bench/common.sh"

skip ()
{
  say "skipped: $*"
  exit 0
}

mirror=${MSP_CORPUS_MIRROR:-/work/.mirror}
git=
for g in "$mirror/zjin-lcf+HeCBench/repo" "$mirror/zjin-lcf+HeCBench"; do
  if git --git-dir="$g" rev-parse --verify -q HEAD > /dev/null 2>&1; then
    git=$g
    break
  fi
done
[ -n "$git" ] || skip "no HeCBench snapshot under $mirror"
bin=${TWINS_SASS_BIN:-$top/build/cuda/usr/bin}
[ -x "$bin/ptxas" ] && [ -x "$bin/nvdisasm" ] \
  || skip "no CUDA 11.8 ptxas/nvdisasm in $bin (scripts/sass-tools.sh)"
nvcc_elf=$bin/../lib/nvidia-cuda-toolkit/bin/nvcc
[ -x "$nvcc_elf" ] && [ -x "$bin/../lib/nvidia-cuda-toolkit/bin/cicc" ] \
  || skip "no CUDA 11.8 nvcc/cicc beside $bin"
inc=${TWINS_CUDA_INCLUDE:-}
if [ -z "$inc" ]; then
  for d in "$bin/../include" /usr/local/cuda-13.0/include /usr/local/cuda/include; do
    if [ -f "$d/cuda_runtime.h" ]; then
      inc=$(cd "$d" && pwd)
      break
    fi
  done
fi
[ -n "$inc" ] && [ -f "$inc/cuda_runtime.h" ] || skip "no CUDA headers (cuda_runtime.h)"
plugin=${TWINS_PLUGIN:-$top/build/msp.so}
[ -f "$plugin" ] || skip "no msp plugin $plugin"
plugin=$(cd "$(dirname "$plugin")" && pwd)/$(basename "$plugin")
gxx=${TWINS_GXX:-g++-12}
command -v "$gxx" > /dev/null 2>&1 || skip "no $gxx"
command -v nvptx-none-as > /dev/null 2>&1 || skip "no nvptx-none-as"
jobs=${TWINS_JOBS:-2}

# nvcc 11.8 as Debian ships it reads /etc/nvcc.profile (through a link
# beside the binary): a copy of the binary with a profile of its own
# that names the unpacked tools and the headers.
nv=$out/nvcc118
mkdir -p "$nv" || exit 2
cmp -s "$nvcc_elf" "$nv/nvcc" || cp "$nvcc_elf" "$nv/nvcc" || exit 2
tk=$(cd "$bin/../lib/nvidia-cuda-toolkit" && pwd)
bdir=$(cd "$bin" && pwd)
cat > "$nv/nvcc.profile" <<PROFILE
NVVMIR_LIBRARY_DIR = $tk/libdevice
PATH += $tk/bin:$bdir:
INCLUDES += "-I$inc" \$(_SPACE_)
PROFILE
nvcc_version=$("$nv/nvcc" --version | grep -o 'release [0-9.]*')

# The host compiler that nvcc's device pass preprocesses with: GCC 12
# (-allow-unsupported-compiler); its <random> declares an __int128 type
# with "__extension__ using", which the front end of CUDA 11.8 rejects:
# -U__SIZEOF_INT128__ leaves that declaration out.
nvcc_flags="-O3 -arch=sm_80 -ptx -std=c++17 -allow-unsupported-compiler -ccbin $(command -v "$gxx") -U__SIZEOF_INT128__"

cc=$out/cc.sh
cp "$top/bench/real/cc.sh" "$cc" && chmod +x "$cc" || exit 2

# extract DIR: src/DIR of HeCBench's snapshot into $out/src/DIR, file by
# file (some blobs of the snapshots are absent; data files left out).
extract ()
{
  [ -d "$out/src/$1" ] && return 0
  git --git-dir="$git" ls-tree -r -l HEAD -- "src/$1" |
  while read -r mode type obj size path; do
    [ "$type" = blob ] || continue
    # A blob the snapshot lacks has the size "BAD" (git ls-tree -l).
    git --git-dir="$git" cat-file -e "$obj" 2> /dev/null || continue
    [ "$size" -le 262144 ] || continue
    case $path in
      *.raw | *.ppm | *.pgm | *.bmp | *.png | *.jpg | *.bin | *.dat | \
      *.csv | *.mtx | *.gz | *.tgz | *.xz | *.zip | *.tar) continue ;;
    esac
    mkdir -p "$out/$(dirname "$path")"
    if [ "$mode" = 120000 ]; then
      ln -sf "$(git --git-dir="$git" cat-file blob "$obj")" "$out/$path"
    else
      git --git-dir="$git" cat-file blob "$obj" > "$out/$path"
    fi
  done
}

# cuda CODE: every .cu file of CODE-cuda to PTX with nvcc, and its census
# (sass-nvcc.sh) into $out/CODE/cuda/FILE.census.
cuda ()
{
  d=$out/$1/cuda
  rm -rf "$d"
  mkdir -p "$d"
  s=$out/src/$1-cuda
  [ -f "$s/Makefile" ] || [ ! -d "$s/src" ] || s=$s/src
  (cd "$s" && for f in *.cu; do
     [ -f "$f" ] || continue
     b=${f%.cu}
     timeout 600 "$nv/nvcc" $nvcc_flags -I. -I"$out/src/include" "$f" \
       -o "$d/$b.nvcc.ptx" > "$d/$b.log" 2>&1 \
       && sh "$here/sass-nvcc.sh" "$bin" "$d/$b.nvcc.ptx" "$d/$b" \
	    > "$d/$b.census" 2>> "$d/$b.log"
   done)
}

# gcc CODE MODE: CODE-omp built with its own Makefile and GCC 12
# (bench/real/cc.sh), MODE without or with msp; the census of each
# offload image (scripts/sass.sh) into $out/CODE/MODE/census.
gcc_side ()
{
  d=$out/$1/$2
  rm -rf "$d"
  mkdir -p "$d"
  if [ "${TWINS_REUSE:-0}" = 1 ] \
     && ls "$top/build/bench-real/runs/authors/$2/$1"/src/$1-omp/*.mkoffload.s \
	   "$top/build/bench-real/runs/authors/$2/$1"/src/$1-omp/src/*.mkoffload.s \
	   > "$d/images" 2> /dev/null; then
    :
  else
    mkdir -p "$d/src"
    for e in $(cat "$out/$1.deps"); do
      [ -d "$out/src/$e" ] && cp -R "$out/src/$e" "$d/src/$e"
    done
    b=$d/src/$1-omp
    [ -f "$b/Makefile" ] || [ ! -f "$b/src/Makefile" ] || b=$b/src
    offload="$msp_ptx_opts -lm -latomic"
    [ "$2" = with ] && offload="-fplugin=$plugin $offload"
    (cd "$b" && unset MAKEFLAGS MFLAGS MAKELEVEL MAKEOVERRIDES &&
     BENCH_REAL_OFFLOAD=$offload BENCH_REAL_DRIVER=$gxx BENCH_REAL_LEVEL= \
       timeout -k 10 900 make CC="$cc" CXX="$cc") > "$d/build.log" 2>&1 < /dev/null
    find "$d/src" -name '*.xnvptx-none.mkoffload*.s' -type f | sort > "$d/images"
  fi
  : > "$d/census"
  i=0
  while read -r f; do
    i=$((i + 1))
    sh "$top/scripts/sass.sh" "$bin" "$f" "$d/image$i" >> "$d/census" 2>> "$d/build.log"
  done < "$d/images"
}

# pick CENSUS FUNCTION FIELD: FIELD (iter, whole, total) of FUNCTION.
pick ()
{
  cat $1 2> /dev/null | awk -v f="function=$2" -v k="$3" '
    $1 == f { for (i = 2; i <= NF; i++) if (index($i, k "=") == 1) { print substr($i, length(k) + 2); exit } }'
}

rm -rf "$out/missing" "$out/src"
grep -v '^#' "$here/pairs.tsv" | cut -f 1 | sort -u > "$out/codes"
progress "twins: extracting $(wc -l < "$out/codes") codes"
# A code's directories: CODE-omp, CODE-cuda, include, and those their
# files reach through "../DIR/" (one level: e.g. a header of another
# code, and what those reach in turn, three levels), listed in
# $out/CODE.deps.
while read -r code; do
  for e in "$code-omp" "$code-cuda"; do
    git --git-dir="$git" ls-tree -d HEAD "src/$e" | grep -q . || echo "$code" >> "$out/missing"
    extract "$e"
  done
  printf '%s\n' "$code-omp" "$code-cuda" include > "$out/$code.deps"
  for level in 1 2 3; do
    { cat "$out/$code.deps"
      for e in $(cat "$out/$code.deps"); do
	[ -d "$out/src/$e" ] || continue
	grep -rhoE '\.\./[A-Za-z0-9_.+-]+' "$out/src/$e"
	# symbolic links to another code's file
	find "$out/src/$e" -type l -exec readlink {} \; | grep -oE '^\.\./[A-Za-z0-9_.+-]+'
      done | sed 's|^\.\./||; s|/$||' | grep -v '^\.\.$'
    } | sort -u > "$out/$code.deps.new"
    mv "$out/$code.deps.new" "$out/$code.deps"
    while read -r e; do
      git --git-dir="$git" ls-tree -d HEAD "src/$e" | grep -q . && extract "$e"
    done < "$out/$code.deps"
  done
done < "$out/codes"

t0=$(date +%s)
progress "twins: compiling ($jobs at a time)"
# One task a line: CODE SIDE; run $jobs at a time.
while read -r code; do
  for side in cuda without with; do
    echo "$code $side"
  done
done < "$out/codes" > "$out/tasks"
n=0
while read -r code side; do
  case $side in
    cuda) cuda "$code" & ;;
    *) gcc_side "$code" "$side" & ;;
  esac
  n=$((n + 1))
  if [ "$n" -ge "$jobs" ]; then
    wait
    n=0
  fi
done < "$out/tasks"
wait
t1=$(date +%s)

say "msp twins: per-iteration SASS (CUDA 11.8 ptxas -arch=sm_80, no ptxas unrolling), GCC $($gxx -dumpfullversion) offload with/without msp against nvcc"
say "nvcc: CUDA $nvcc_version front end, headers $inc; ptxas/nvdisasm: $bin; plugin $plugin"
say "iter: instructions in loops of the function (rule loop); whole: all the kernel's instructions but its final EXIT (rule whole)"
say ""
printf '%-14s %-48s %5s %5s %6s %6s %7s\n' code kernel rule nvcc gcc gcc+msp ratio | tee -a "$report"
grep -v '^#' "$here/pairs.tsv" | while IFS="$(printf '\t')" read -r code omp kern rule comment; do
  if grep -qx "$code" "$out/missing" 2> /dev/null; then
    say "$code: skipped (not in the snapshot)"
    continue
  fi
  field=iter
  [ "$rule" = whole ] && field=whole
  nvc=$(pick "$out/$code/cuda/*.census" "$kern" "$field")
  wo=$(pick "$out/$code/without/census" "$omp" iter)
  wi=$(pick "$out/$code/with/census" "$omp" iter)
  ratio=$(awk -v a="$wi" -v b="$nvc" 'BEGIN { if (a != "" && b > 0) printf "%.2f", a / b; else print "-" }')
  printf '%-14s %-48s %5s %5s %6s %6s %7s\n' "$code" "$(echo "$kern" | cut -c 1-48)" \
    "$rule" "${nvc:-failed}" "${wo:-failed}" "${wi:-failed}" "$ratio" | tee -a "$report"
done
say ""
say "compile time: $((t1 - t0)) s"
exit 0
