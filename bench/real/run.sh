#!/bin/sh
# run.sh -- msp's real-code bench (make bench-real).
#
# Usage: sh bench/real/run.sh GCC PLUGIN
#   GCC     the host C compiler driver that offloads to nvptx-none
#           (gcc-12); the C++ driver is derived from it (g++-12)
#   PLUGIN  msp.so (made absolute)
#
# Compiles public OpenMP target code that nobody on the project wrote,
# as its authors build it (shared corpus/README.md), without and with
# msp, and reports what msp breaks and what it resolves:
#   1. extracts the corpus once into build/bench-real/src
#      (bench/real/extract.sh): HeCBench's src/NAME-omp for each NAME of
#      the list, BabelStream's and miniBUDE's OpenMP target versions,
#      the C and C++ device examples of the OpenMP Examples; a snapshot
#      that is missing is reported and skipped;
#   2. builds every code at every level without and with msp, each build
#      in a fresh copy, several at a time, each with a time limit
#      (bench/real/build.sh; the compiler is bench/real/cc.sh, which
#      maps the icpx options of HeCBench's Makefiles to GCC's and adds
#      the offload options, -fplugin=... -fplugin-arg-msp-dump included
#      with msp);
#   3. classifies each build: ok, failed, ICE (an internal compiler
#      error or a signal) or timeout; a code is "broken by msp" when it
#      builds without msp and not with it, and an ICE with msp is the
#      plugin's unless the build without msp crashed with the same first
#      error line; each is printed with its first error line;
#   4. counts the memory instructions of the user's offload PTX by state
#      space (scripts/ptx-census.awk) and gives the resolved share,
#      qualified / (qualified + generic), per code and in total, over
#      the codes built in both modes;
#   5. gives the cause of each generic access left with msp
#      (scripts/ptx-cause.awk: a device function's parameter, a loaded
#      pointer, whether msp's premise that the unit stores only global
#      pointers holds, a returned pointer, or other) and counts them in
#      total and per code;
#   6. what msp's alias cliques gain: the user PTX memory instructions
#      without msp, with msp's spaces only (-fplugin-arg-msp-alias=0) and
#      with the oracle too, per code and in total, and the codes where
#      the oracle or the spaces alone add memory instructions;
#   7. the SASS the GPU runs, from CUDA 11.8's ptxas -arch=sm_80 and
#      nvdisasm (scripts/sass-tools.sh fetches them into build/cuda;
#      each build job runs scripts/sass.sh on its offload PTX): per code
#      without and with msp, the memory instructions by kind, all
#      instructions, those in loops, registers and spill bytes (the
#      images of a code summed, its registers the most of a function),
#      the codes with more instructions in loops or more registers
#      with msp, and the totals over the codes built in both modes
#      (scripts/sass-table.awk); without the tools, "SASS: skipped";
#   8. the team arrays of OpenMP target bodies (ipa/team-shared.cc): per
#      code, those msp placed in .shared and their bytes, the code's
#      SASS shared-memory instructions without and with msp, and each
#      array left on the soft stack with its reason (bench/real/team.awk,
#      from ipmsp's dumps);
#   9. with BENCH_REAL_VALGRIND=1, the instructions lto1 executes without
#      and with msp (callgrind, through bench/lto1-timer.sh), summed over
#      the codes built in both modes, and the growth.
# The report of each level is bench/real/report.awk's.  Everything
# printed also goes to build/bench-real/report.txt, which in addition
# lists every generic access left with msp and its cause.
# Raw rows: build/bench-real/results.tsv (bench/real/build.sh's row.tsv,
# one per build), build/bench-real/causes.tsv (one per generic access
# left with msp), build/bench-real/sass.txt (the SASS census of each
# build without and with msp); the builds: build/bench-real/runs/LEVEL/MODE/CODE/
# (the log, the offload PTX, msp's dumps).
#
# Environment:
#   BENCH_REAL_LEVELS    optimisation levels, space-separated: "authors"
#                        (what the code's build gives: -O3 for HeCBench,
#                        BabelStream and miniBUDE, -O2 for the examples)
#                        or -O options that replace it (default authors;
#                        a sweep: "-O1 -O2 -O3")
#   BENCH_REAL_CODES     space-separated shell patterns: only the codes
#                        whose name or kind (hecbench, babelstream,
#                        minibude, example) matches one (default: all)
#   BENCH_REAL_JOBS      builds at a time (default: nproc)
#   BENCH_REAL_TIMEOUT   seconds a build may take (default 600; 20 times
#                        more under valgrind)
#   BENCH_REAL_VALGRIND  1: count lto1's instructions (slow)
#   BENCH_REAL_SASS      0: no SASS (part 7)
#   BENCH_REAL_ALIAS     0: skip the third build of each code, with msp's
#                        spaces but not its alias cliques
#                        (-fplugin-arg-msp-alias=0), which shows what the
#                        alias oracle gains (default 1)
#   BENCH_REAL_MSP_OPTS  more offload options for the builds with msp,
#                        e.g. "-fchecking" (msp's verifier, verify.cc)
#                        or "--param=ggc-min-expand=0
#                        --param=ggc-min-heapsize=0" (a garbage
#                        collection at every chance)
#   BENCH_REAL_KEEP      1: keep every file of the builds (by default
#                        only the logs, the offload PTX and msp's dumps)
#   BENCH_REAL_LIST      the HeCBench names to build (default
#                        ../shared/corpus/hecbench-dev.txt beside this
#                        source tree)
#   BENCH_REAL_CXX       the C++ driver (default: GCC with gcc -> g++)
#   MSP_CORPUS_MIRROR    the directory of the snapshots (default
#                        /work/.mirror; OWNER+NAME/repo, bare git)
#
# The exit status is non-zero when a build is broken by msp or msp
# makes the compiler crash (an ICE with msp, as above), at any level.

LC_ALL=C
export LC_ALL

gcc=${1:-gcc-12}
top=$(cd "$(dirname "$0")/../.." && pwd)
. "$top/bench/common.sh"
plugin=$(msp_plugin_path "sh bench/real/run.sh GCC /PATH/msp.so" "$2") || exit 2
# MSP_BUILD: the build directory (build, or build/gccN for GCC N: make
# passes it).
out=${MSP_BUILD:-$top/build}/bench-real
report=$out/report.txt
results=$out/results.tsv
causes=$out/causes.tsv

mirror=${MSP_CORPUS_MIRROR:-/work/.mirror}
list=${BENCH_REAL_LIST:-$(cd "$top/.." && pwd)/shared/corpus/hecbench-dev.txt}
levels=${BENCH_REAL_LEVELS:-authors}
jobs=${BENCH_REAL_JOBS:-$(nproc 2> /dev/null || echo 2)}
modes="without with"
[ "${BENCH_REAL_ALIAS:-1}" = 1 ] && modes="$modes spaces"
limit=${BENCH_REAL_TIMEOUT:-600}
case $gcc in
  */*) gxx=$(dirname "$gcc")/$(basename "$gcc" | sed 's/gcc/g++/') ;;
  *) gxx=$(echo "$gcc" | sed 's/gcc/g++/') ;;
esac
gxx=${BENCH_REAL_CXX:-$gxx}

for n in "$jobs" "$limit"; do
  case $n in
    '' | *[!0-9]* | 0)
      echo "run.sh: BENCH_REAL_JOBS and BENCH_REAL_TIMEOUT must be positive integers" >&2
      exit 2 ;;
  esac
done
for l in $levels; do
  case $l in
    authors | -O*) ;;
    *)
      echo "run.sh: BENCH_REAL_LEVELS: \"$l\" is neither authors nor an -O option" >&2
      exit 2 ;;
  esac
done
for c in "$gcc" "$gxx"; do
  if ! command -v "$c" > /dev/null 2>&1; then
    echo "run.sh: no compiler $c" >&2
    exit 2
  fi
done

mkdir -p "$out/plugin" "$out/bin" || exit 2
: > "$report"

# Build against copies of the plugin and of the compiler script, so that
# a rebuild of msp.so during the run (make in another shell) cannot
# change it half-way.  The base name stays (it names -fplugin-arg-msp-*).
msp_copy_plugin "$plugin" "$out/plugin" || exit 2
cp "$top/bench/real/cc.sh" "$out/bin/cc" && chmod +x "$out/bin/cc" || exit 2

valgrind=0
if [ "${BENCH_REAL_VALGRIND:-0}" = 1 ]; then
  if command -v valgrind > /dev/null 2>&1; then
    valgrind=1
  else
    progress "bench-real: valgrind not installed: no instruction counts"
  fi
fi

# The SASS tools (fetched once into build/cuda); without them the bench
# goes on without SASS.
sass_bin=
sass_skip="BENCH_REAL_SASS=0"
if [ "${BENCH_REAL_SASS:-1}" != 0 ]; then
  if sass_bin=$(sh "$top/scripts/sass-tools.sh" "$top/build/cuda" \
		  2> "$out/sass-tools.log"); then
    sass_skip=
  else
    sass_bin=
    sass_skip=$(tail -n 1 "$out/sass-tools.log")
  fi
fi

BENCH_REAL_OUT=$out
BENCH_REAL_TOP=$top
BENCH_REAL_CC=$out/bin/cc
BENCH_REAL_GCC=$gcc
BENCH_REAL_GXX=$gxx
BENCH_REAL_PLUGIN=$out/plugin/$(basename "$plugin")
BENCH_REAL_TIMEOUT=$limit
BENCH_REAL_VALGRIND=$valgrind
BENCH_REAL_SASS_BIN=$sass_bin
export BENCH_REAL_OUT BENCH_REAL_TOP BENCH_REAL_CC BENCH_REAL_GCC \
  BENCH_REAL_GXX BENCH_REAL_PLUGIN BENCH_REAL_TIMEOUT BENCH_REAL_VALGRIND \
  BENCH_REAL_SASS_BIN
# Not the lto1 time of make bench: lto1-timer.sh only counts
# instructions here.
unset BENCH_LTO1_TIMES BENCH_LTO1_INSNS

t0=$(date +%s)

# ---------------------------------------------------------------------------
# 1. The corpus.

sh "$top/bench/real/extract.sh" "$mirror" "$list" "$out/src" || exit 2

awk -F '\t' -v pats="$BENCH_REAL_CODES" '
# A shell pattern as an extended regular expression (* ? [...]).
function ere(p,   r, i, c) {
  r = ""
  for (i = 1; i <= length(p); i++) {
    c = substr(p, i, 1)
    if (c == "*") r = r ".*"
    else if (c == "?") r = r "."
    else if (c == "[" || c == "]") r = r c
    else if (c ~ /[.+^$(){}|\\]/) r = r "\\" c
    else r = r c
  }
  return "^(" r ")$"
}
BEGIN { np = split(pats, p, /[ \t]+/); for (i = 1; i <= np; i++) re[i] = ere(p[i]) }
{
  if (pats !~ /[^ \t]/) { print; next }
  for (i = 1; i <= np; i++)
    if ($1 ~ re[i] || $2 ~ re[i]) { print; next }
}' "$out/src/codes.tsv" > "$out/codes.tsv"

ncodes=$(grep -c . "$out/codes.tsv")
nlevels=$(echo $levels | wc -w)
if [ "$ncodes" -eq 0 ]; then
  echo "run.sh: no code to build (BENCH_REAL_CODES=\"$BENCH_REAL_CODES\")" >&2
  exit 2
fi

# ---------------------------------------------------------------------------
# 2. Build.  The modes of a code follow each other in the queue, so
# that whatever else the machine does slows them alike.

rm -rf "$out/runs"
: > "$out/jobs"
for l in $levels; do
  cut -f 1 "$out/codes.tsv" | while read -r id; do
    for m in $modes; do
      printf '%s %s %s\n' "$id" "$l" "$m"
    done
  done >> "$out/jobs"
done
progress "bench-real: $ncodes codes x $nlevels level(s) x $(echo $modes | wc -w) modes = $(grep -c . "$out/jobs") builds, $jobs at a time"
xargs -L 1 -P "$jobs" sh "$top/bench/real/build.sh" < "$out/jobs"
rc=$?
if [ "$rc" -ne 0 ]; then
  echo "run.sh: a build could not be run (xargs: $rc)" >&2
  exit 2
fi

: > "$results"
: > "$causes"
: > "$out/sass.txt"
while read -r id l mode; do
  d=$out/runs/${l#-}/$mode/$id
  if [ -f "$d/row.tsv" ]; then
    cat "$d/row.tsv" >> "$results"
  else
    printf '%s\t%s\t%s\tfailed\t0\t-\t-\t-\t-\t-\t-\t-\t-\t-\t(not built)\n' \
      "$id" "$l" "$mode" >> "$results"
  fi
  [ "$mode" = with ] && [ -f "$d/causes.tsv" ] && cat "$d/causes.tsv" >> "$causes"
  [ -f "$d/sass.txt" ] && cat "$d/sass.txt" >> "$out/sass.txt"
done < "$out/jobs"

t1=$(date +%s)

# ---------------------------------------------------------------------------
# 3-9. Report.

say "msp real-code bench: $(date -u '+%Y-%m-%d %H:%M UTC'), $("$gcc" -dumpfullversion 2> /dev/null || echo "$gcc"), plugin $plugin"
say "corpus: $mirror; HeCBench list $list"
while read -r line; do
  say "  skipped: $line"
done < "$out/src/missing.txt"
say "resolved = qualified / (qualified + generic) user PTX memory instructions (scripts/ptx-census.awk), over the codes built in both modes"

for l in $levels; do
  say ""
  awk -F '\t' -v level="$l" -v valgrind="$valgrind" -v codes="$out/codes.tsv" \
    -v causes="$causes" -f "$top/bench/real/report.awk" "$results" \
    | tee -a "$report"
  say ""
  # The team arrays, from ipmsp's dumps of the builds with msp.
  for d in "$out/runs/${l#-}/with"/*/; do
    [ -d "$d" ] || continue
    find "$d" -name '*.ipmsp' -exec grep -h '^team arrays' {} + \
      2> /dev/null | sed "s|^|$(basename "$d")	|"
  done > "$out/team.tsv"
  awk -v l="$l" '$2 == l { $2 = ""; print }' "$out/sass.txt" \
    > "$out/team-sass.txt"
  awk -F '\t' -v sass="$out/team-sass.txt" -f "$top/bench/real/team.awk" \
    "$out/team.tsv" | tee -a "$report"
  say ""
  say "SASS (CUDA 11.8 ptxas -arch=sm_80, nvdisasm) of the offload images, level $l (scripts/sass.sh)"
  if [ -n "$sass_skip" ]; then
    say "SASS: skipped ($sass_skip)"
    continue
  fi
  say "generic LD/ST/ATOM, global LDG/STG/ATOMG/RED, shared LDS/STS/ATOMS, local LDL/STL, const LDC; total: all but NOP;"
  say "loop: the instructions on a cycle of a function's control flow; iter: the same when ptxas unrolls no loop (one iteration of each);"
  say "regs: the most of a function; spill: ptxas' spill bytes; a code's images summed"
  say ""
  # The level's lines, without the level.
  awk -v l="$l" '$2 == l { $2 = ""; print }' "$out/sass.txt" \
    | awk -v unit=code -v order="$out/codes.tsv" -v summary_first=1 \
	-f "$top/scripts/sass-table.awk" | tee -a "$report"
done

say ""
say "bench-real took $((t1 - t0)) s ($jobs builds at a time); report: $report"

# The full list of generic accesses left, in the report only.
{
  echo ""
  echo "Generic memory instructions left with msp, by cause (code level cause detail function instruction root):"
  if [ -s "$causes" ]; then
    sed 's/^/  /' "$causes"
  else
    echo "  (none)"
  fi
} >> "$report"
say "(the report also lists each generic access left with msp and its cause)"

# Exit status: broken by msp, or an ICE with msp (an ICE at the same
# place of GCC without msp is GCC's, as report.awk says).
if awk -F '\t' '
  function ice_site(msg) {
    sub(/^[^ ]*:[0-9]+:[0-9]+: /, "", msg)
    return msg
  }
  { st[$1, $2, $3] = $4; err[$1, $2, $3] = $15; key[$1 SUBSEP $2] = 1 }
  END {
    for (k in key) {
      split(k, p, SUBSEP)
      wo = st[p[1], p[2], "without"]
      for (m = 0; m < 2; m++) {
	mode = m ? "spaces" : "with"
	if (!((p[1], p[2], mode) in st))
	  continue
	w = st[p[1], p[2], mode]
	if ((w == "ICE" && (wo != "ICE" || ice_site(err[p[1], p[2], mode]) != ice_site(err[p[1], p[2], "without"]))) \
	    || (wo == "ok" && w != "ok"))
	  bad = 1
      }
    }
    exit !bad
  }' "$results"; then
  say "bench-real: FAILED (a build broken by msp or an ICE with msp, see above)"
  exit 1
fi
exit 0
