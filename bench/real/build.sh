#!/bin/sh
# build.sh -- build one code of the real-code corpus once, and classify it.
#
# Usage: sh bench/real/build.sh ID LEVEL MODE
#   ID     a code of build/bench-real/src/codes.tsv (first column)
#   LEVEL  "authors" (the optimisation level the code's build gives) or
#          an -O option that replaces it (-O1, -O2, -O3 ...)
#   MODE   "without", "with" (the msp plugin) or "spaces" (msp without
#          its alias cliques, -fplugin-arg-msp-alias=0)
#
# bench/real/run.sh runs it, several at a time, and exports:
#   BENCH_REAL_OUT       build/bench-real (absolute)
#   BENCH_REAL_TOP       the source tree of msp (absolute)
#   BENCH_REAL_CC        bench/real/cc.sh, copied and made executable
#   BENCH_REAL_GCC       the C driver (gcc-12); BENCH_REAL_GXX, the C++ one;
#                        BENCH_REAL_FC, the Fortran one (gfortran-12)
#   BENCH_REAL_PLUGIN    the copy of msp.so to load
#   BENCH_REAL_TIMEOUT   seconds a build may take
#   BENCH_REAL_VALGRIND  1: run lto1 under callgrind (bench/lto1-timer.sh)
#   BENCH_REAL_KEEP      1: keep every file the build makes
#   BENCH_REAL_SASS_BIN  the directory of CUDA 11.8's ptxas and nvdisasm
#                        (scripts/sass-tools.sh), or empty: no SASS
#
# The build runs in build/bench-real/runs/LEVEL/MODE/ID/ (LEVEL without
# its dash), from a fresh copy of the code, with bench/real/cc.sh as the
# compiler.  The kinds of code (codes.tsv, second column) and their
# builds:
#   hecbench     the code's own Makefile: make CC=cc.sh CXX=cc.sh in
#                src/NAME-omp (or src/NAME-omp/src, where its Makefile
#                is), with the entries of src/ it reaches (extract.sh)
#                copied beside it
#   babelstream  the OpenMP model as its CMake build compiles it in
#                Release mode for an NVIDIA offload target (-O3, C++14,
#                -DOMP -DOMP_TARGET_GPU -DDEFAULT; the host-only
#                -march=native left out)
#   minibude     likewise (-O3 -ffast-math, C++17, -DOMP -DOMP_TARGET,
#                the default PPWI list)
#   example      one file of the OpenMP Examples, compiled and linked as
#                a shared library (-O2 -fopenmp -fPIC -shared), so that
#                the examples without a main function still run mkoffload
#   fexample     likewise, a Fortran file, with BENCH_REAL_FC
#
# Leaves in that directory:
#   build.log     everything the build printed
#   row.tsv       ID LEVEL MODE STATUS SECONDS GENERIC GLOBAL SHARED LOCAL
#                 CONST CVTA CVTA_IN_LOOP LINES INSNS ERROR
#                 STATUS: ok, failed, ICE or timeout; the counts are
#                 scripts/ptx-census.awk's over the build's user offload
#                 PTX (*.xnvptx-none.mkoffload.s), "-" unless ok; INSNS:
#                 the instructions lto1 executed (with
#                 BENCH_REAL_VALGRIND=1), else "-"; ERROR: the first line
#                 that says what went wrong, unless ok
#   dump-ice.tsv  with MODE "with", when msp's dumps crashed GCC's tree
#                 printer and the build was made again without them: ID
#                 LEVEL and the crash's line (build-dump.log, its log)
#   causes.tsv    with MODE "with": one line per generic access left,
#                 ID LEVEL then scripts/ptx-cause.awk's line
#   sass.txt      with MODE "without" or "with", when
#                 BENCH_REAL_SASS_BIN names CUDA 11.8's ptxas and
#                 nvdisasm: the census of the SASS of each offload image
#                 (scripts/sass.sh), "ID LEVEL MODE " then
#                 scripts/sass-census.awk's line, or "ID LEVEL MODE
#                 failed MESSAGE"; the SASS itself beside each offload
#                 PTX file F.s, as F.sass (and F.ptxas, ptxas -v); and
#                 "ID LEVEL MODE linked regs=R kernels=K" per image, its
#                 kernels' registers once linked with libgomp
#                 (scripts/image-regs.sh)
#   bin/          when the build is ok, a copy of each executable it made
#                 (an ELF file with the execute permission, not a shared
#                 library: HeCBench's main, omp-stream, omp-bude), under
#                 its own name, for the runs under the executor
#                 (bench/real/run.sh, part 10)
# and, unless BENCH_REAL_KEEP=1, of the build's own files only the
# offload PTX, msp's dumps and bin/.

LC_ALL=C
export LC_ALL

id=$1
level=$2
mode=$3
out=$BENCH_REAL_OUT
top=$BENCH_REAL_TOP
src=$out/src

. "$top/bench/common.sh"

line=$(awk -F '\t' -v id="$id" '$1 == id { print; exit }' "$src/codes.tsv")
if [ -z "$line" ]; then
  echo "build.sh: no code $id in $src/codes.tsv" >&2
  exit 2
fi
kind=$(printf '%s\n' "$line" | cut -f 2)
dir=$(printf '%s\n' "$line" | cut -f 3)
deps=$(printf '%s\n' "$line" | cut -f 4)

work=$out/runs/${level#-}/$mode/$id
rm -rf "$work"
mkdir -p "$work" || exit 2
log=$work/build.log

# The offload options that cc.sh adds.  The device code links with
# libm and libatomic, as a GCC build of the same code for the host
# would need (-lm; -latomic for the 16-byte atomics of some codes).
offload="$msp_ptx_opts -lm -latomic"
case $mode in
  with)
    offload="-fplugin=$BENCH_REAL_PLUGIN -fplugin-arg-msp-dump $offload" ;;
  spaces)
    # msp's spaces without its dependence cliques: what the alias oracle
    # adds is the difference with "with".
    offload="-fplugin=$BENCH_REAL_PLUGIN -fplugin-arg-msp-alias=0 $offload" ;;
esac
case $mode in
  with | spaces) offload="$offload ${BENCH_REAL_MSP_OPTS:-}" ;;
esac
limit=$BENCH_REAL_TIMEOUT
if [ "${BENCH_REAL_VALGRIND:-0}" = 1 ]; then
  offload="$offload -wrapper /bin/sh,$top/bench/lto1-timer.sh"
  BENCH_LTO1_INSNS=$work/lto1-insns
  export BENCH_LTO1_INSNS
  limit=$((limit * 20))
fi
BENCH_REAL_OFFLOAD=$offload
BENCH_REAL_DRIVER=$BENCH_REAL_GXX
BENCH_REAL_LEVEL=
[ "$level" = authors ] || BENCH_REAL_LEVEL=$level
export BENCH_REAL_OFFLOAD BENCH_REAL_DRIVER BENCH_REAL_LEVEL
cc=$BENCH_REAL_CC

# The builds run make themselves: not as part of the make that may have
# started the bench (its jobserver, its flags).
unset MAKEFLAGS MFLAGS MAKELEVEL MAKEOVERRIDES GNUMAKEFLAGS

case $kind in
  hecbench)
    name=$(basename "$dir")
    mkdir -p "$work/src"
    # The code and the entries of src/ it reaches (../NAME-cuda/ ...),
    # copied: some Makefiles write their objects beside the sources
    # they compile there.
    for e in "$name" $deps; do
      cp -R "$src/$(dirname "$dir")/$e" "$work/src/$e"
    done
    bdir=$work/src/$name
    if [ ! -f "$bdir/Makefile" ] && [ -f "$bdir/src/Makefile" ]; then
      bdir=$bdir/src
    fi
    set -- make CC="$cc" CXX="$cc"
    ;;
  babelstream)
    cp -R "$src/$dir/src" "$work/src"
    bdir=$work
    set -- "$cc" -std=c++14 -O3 -DOMP -DOMP_TARGET_GPU -DDEFAULT -fopenmp \
      -Isrc -Isrc/omp src/main.cpp src/omp/OMPStream.cpp -o omp-stream
    ;;
  minibude)
    cp -R "$src/$dir/src" "$work/src"
    bdir=$work
    set -- "$cc" -std=c++17 -O3 -ffast-math -DOMP -DOMP_TARGET \
      -DUSE_PPWI=1,2,4,8,16,32,64,128 -fopenmp -Isrc src/main.cpp -o omp-bude
    ;;
  example | fexample)
    # The file, and the headers beside it (an example may include one).
    cp "$src/$dir" "$work/"
    for h in "$src/$(dirname "$dir")"/*.h "$src/$(dirname "$dir")"/*.hpp; do
      [ -f "$h" ] && cp "$h" "$work/"
    done
    bdir=$work
    case $id in
      *.c) BENCH_REAL_DRIVER=$BENCH_REAL_GCC ;;
      *.f90 | *.f) BENCH_REAL_DRIVER=$BENCH_REAL_FC ;;
    esac
    set -- "$cc" -O2 -fopenmp -fPIC -shared "$id" -o "${id%.*}.so"
    ;;
  *)
    echo "build.sh: $id: unknown kind $kind" >&2
    exit 2
    ;;
esac

t0=$(date +%s)
(cd "$bdir" && exec timeout -k 10 "$limit" "$@") > "$log" 2>&1 < /dev/null
rc=$?
t1=$(date +%s)

# GCC 16's offload compiler crashes in its own tree printer when it dumps
# a function whose "omp declare target" attribute has a device_type
# clause: the LTO streamer does not stream the clause's kind
# (tree-streamer-out.cc), and dump_omp_clause finds none.  Any dump does
# (-fdump-tree-optimized without msp too); msp's dumps are the "with"
# builds' only ones.  Such a build is made again without them, and is
# judged by that build; dump-ice.txt keeps the crash's line.
dump_ice=
if [ "$mode" = with ] && grep -q 'internal compiler error: in dump_omp_clause' "$log"; then
  dump_ice=$(grep -m 1 'internal compiler error' "$log" | cut -c 1-160)
  BENCH_REAL_OFFLOAD=$(echo "$BENCH_REAL_OFFLOAD" \
			 | sed 's/ -fplugin-arg-msp-dump / /')
  export BENCH_REAL_OFFLOAD
  mv "$log" "$work/build-dump.log"
  (cd "$bdir" && exec timeout -k 10 "$limit" "$@") > "$log" 2>&1 < /dev/null
  rc=$?
  t1=$(date +%s)
fi

ptx=$(find "$work" -name '*.xnvptx-none.mkoffload*.s' -type f | sort)
if [ "$rc" -eq 124 ] || [ "$rc" -eq 137 ]; then
  status=timeout
  echo "timed out: the build took more than $limit s" >> "$log"
elif grep -q -E "$msp_ice_pattern" "$log"; then
  status=ICE
elif [ "$rc" -ne 0 ]; then
  status=failed
elif [ -z "$ptx" ]; then
  status=failed
  echo "no offload PTX: the build made no *.xnvptx-none.mkoffload*.s" >> "$log"
else
  status=ok
fi

insns=-
if [ -n "$BENCH_LTO1_INSNS" ] && [ -s "$BENCH_LTO1_INSNS" ]; then
  insns=$(awk '{ s += $1 } END { printf "%d\n", s }' "$BENCH_LTO1_INSNS")
fi

: > "$work/causes.tsv"
if [ "$status" = ok ]; then
  # generic=N global=N ... lines=N -> N<TAB>N ... N
  counts=$(awk -f "$top/scripts/ptx-census.awk" $ptx \
	   | sed 's/[a-z_]*=//g' | tr ' ' '\t')
  error=
  if [ "$mode" = with ]; then
    for f in $ptx; do
      # What msp's dump says of the unit's stored pointers.
      premise=$(sed -n 's/^unit stores only global pointers: //p' \
		  "${f%.s}"*i.ipmsp 2> /dev/null | head -n 1)
      awk -f "$top/scripts/ptx-cause.awk" -v premise="$premise" "$f" \
	| sed "s/^/$id	$level	/" >> "$work/causes.tsv"
    done
  fi
else
  counts=$(printf -- '-\t-\t-\t-\t-\t-\t-\t-')
  error=$(msp_first_error "$log")
fi
printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$id" "$level" "$mode" "$status" \
  $((t1 - t0)) "$counts" "$insns" "$error" > "$work/row.tsv"
if [ -n "$dump_ice" ]; then
  printf '%s\t%s\t%s\n' "$id" "$level" "$dump_ice" > "$work/dump-ice.tsv"
fi

# The SASS of each offload image, without and with msp (not for
# "spaces"), with CUDA 11.8's ptxas and nvdisasm: one line per function
# and image of scripts/sass-census.awk's, after "ID LEVEL MODE", or one
# "ID LEVEL MODE failed MESSAGE" if an image's could not be made.
: > "$work/sass.txt"
if [ "$status" = ok ] && [ -n "$BENCH_REAL_SASS_BIN" ] \
   && { [ "$mode" = with ] || [ "$mode" = without ]; }; then
  for f in $ptx; do
    # Leaves F.ptx, .cubin, .ptxas (ptxas -v), .sass and .iter.sass
    # beside F.s.
    if timeout -k 10 "$limit" sh "$top/scripts/sass.sh" \
	 "$BENCH_REAL_SASS_BIN" "$f" "${f%.s}" > "$work/sass.out" \
	 2> "$work/sass.err"; then
      awk -v p="$id $level $mode" '{ print p, $0 }' "$work/sass.out" \
	>> "$work/sass.txt"
    else
      printf '%s %s %s failed %s\n' "$id" "$level" "$mode" \
	"$(head -n 1 "$work/sass.err" | cut -c 1-160)" >> "$work/sass.txt"
      break
    fi
  done
  # The registers of each image's kernels once linked with libgomp's
  # modules, from mkoffload's C source of the image (scripts/image-regs.sh):
  # "ID LEVEL MODE linked regs=R kernels=K".
  for f in $ptx; do
    [ -f "${f%.mkoffload.s}.c" ] || continue
    timeout -k 10 "$limit" sh "$top/scripts/image-regs.sh" \
      "$BENCH_REAL_SASS_BIN" "${f%.mkoffload.s}.c" "$work/image-regs" \
      2>> "$work/sass.err" | awk -v p="$id $level $mode" '{ print p, $0 }' \
      >> "$work/sass.txt"
  done
  rm -rf "$work/sass.out" "$work/image-regs"
  [ -s "$work/sass.err" ] || rm -f "$work/sass.err"
  # The PTX as ptxas read it and the cubin: large, and made again by
  # scripts/sass.sh from the offload PTX.
  [ "${BENCH_REAL_KEEP:-0}" = 1 ] || for f in $ptx; do
    rm -f "${f%.s}.ptx" "${f%.s}.cubin"
  done
fi

# The executables, copied into bin/ (the cleaning below removes them
# where the build left them).  An executable links its offload image
# in, and needs nothing else of the build.
if [ "$status" = ok ]; then
  find "$bdir" -type f -perm -u+x ! -name '*.so' ! -name '*.so.*' \
    ! -path "$work/bin/*" | sort > "$work/exes"
  while read -r f; do
    if [ "$(head -c 4 "$f" | od -A n -c | tr -d ' ')" = '177ELF' ]; then
      mkdir -p "$work/bin" && cp -p "$f" "$work/bin/"
    fi
  done < "$work/exes"
  rm -f "$work/exes"
fi

# Keep the PTX, msp's dumps, the executables in bin/ and the log; the
# rest can be large (the preprocessed sources, the linked device
# image).
if [ "${BENCH_REAL_KEEP:-0}" != 1 ]; then
  find "$work" ! -path "$work/bin/*" -type f \( -name '*.ii' -o -name '*.i' -o -name '*.o' \
    -o \( -name '*.s' ! -name '*.mkoffload*.s' \) -o -name '*.so' \
    -o -name '*.xnvptx-none.c' -o -name '*.xnvptx-none.mkoffload' \
    -o -name '*_args' -o -name '*.args.[0-9]*' -o -name '*.res' \
    -o -name '*.ofldlist' -o -perm -u+x \) -exec rm -f {} +
fi

printf '  %-8s %-24s %-7s %-7s %4d s\n' "$status" "$id" "${level#-}" \
  "$mode" $((t1 - t0)) >&2
exit 0
