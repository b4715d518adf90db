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
#      the C, C++ and Fortran device examples of the OpenMP Examples; a snapshot
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
#   8. the team arrays of OpenMP target bodies (gimple/ipa/team-shared.cc): per
#      code, those msp placed in .shared and their bytes, the code's
#      SASS shared-memory instructions without and with msp, and each
#      array left on the soft stack with its reason (bench/real/team.awk,
#      from ipmsp's dumps);
#   9. with BENCH_REAL_VALGRIND=1, the instructions lto1 executes without
#      and with msp (callgrind, through bench/lto1-timer.sh), summed over
#      the codes built in both modes, and the growth;
#  10. runs the codes under the PTX executor (executor/, build/msp-run),
#      at the "authors" level, unless BENCH_REAL_EXEC=0: for each code of
#      bench/real/run-args.tsv (a code, a tab, the small arguments it
#      runs with; bench/real/not-run.tsv says why the others do not
#      run) built in both modes, the host fallback of the build without
#      msp (OMP_TARGET_OFFLOAD=disabled), then both builds under
#      msp-run --stats, each with a time limit, several at a time
#      (bench/real/exec.sh, which runs the executable that
#      bench/real/build.sh keeps in bin/); it compares the outputs,
#      without the lines that report times or rates
#      (bench/real/untimed.awk): each build's with the host fallback's,
#      numbers to a relative 1e-5 (bench/same-output.awk), and the
#      build with msp's with the one without's, exactly; and classifies
#      each code: same; differs-from-host (both builds alike, not as
#      the host fallback); with-differs-from-without; violation (the
#      executor reported a space violation); failed (a build's run did
#      not exit as the host fallback did: a crash, a launch failure, an
#      access outside memory, a deadlock, an instruction the executor
#      lacks; with the message); timeout; and prints a table per code
#      and the totals (bench/real/exec.awk): the codes run and
#      matching, the space violations with msp (there must be none),
#      and, summed over the codes that ran to the end in both modes, the
#      warp instructions executed without and with msp, the user's
#      memory instructions executed and the share of them that is
#      generic without and with msp, and those with msp by the space
#      they name; then each code that does not match, with why
#      (bench/real/run-notes.tsv) or "unexplained".
# The report of each level is bench/real/report.awk's.  Everything
# printed also goes to build/bench-real/report.txt, which in addition
# lists every generic access left with msp and its cause.
# Raw rows: build/bench-real/results.tsv (bench/real/build.sh's row.tsv,
# one per build), build/bench-real/causes.tsv (one per generic access
# left with msp), build/bench-real/sass.txt (the SASS census of each
# build without and with msp), build/bench-real/exec.tsv (one per code
# of part 10: CODE STATUS, the exit statuses of the host fallback and of
# the runs without and with msp (msp-run's; 124 or 137: timed out), the
# seconds of the three, the lines of the host fallback's output
# compared, then for the run without msp and the one with it, msp-run's
# counts GRIDS INSNS USER_INSNS USER_MEMORY USER_GENERIC USER_GLOBAL
# USER_SHARED USER_LOCAL USER_CONST USER_PARAM and its space violations
# ("-" where the run left no counts), and the MESSAGE); the builds:
# build/bench-real/runs/LEVEL/MODE/CODE/ (the log, the offload PTX,
# msp's dumps, the executables in bin/); the runs:
# build/bench-real/exec/CODE/ (each run's output, standard error and
# counts, bench/real/exec.sh).
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
#   BENCH_REAL_FLAGS     more options for every compile and link of both
#                        modes, after the build's own, e.g.
#                        "-fno-unroll-loops" (bench/README.md, "GCC's
#                        unrolling and iter")
#   BENCH_REAL_KEEP      1: keep every file of the builds (by default
#                        only the logs, the offload PTX, msp's dumps and
#                        the executables) and the trees the runs of part
#                        10 ran in
#   BENCH_REAL_LIST      the HeCBench names to build (default
#                        ../shared/corpus/hecbench-dev.txt beside this
#                        source tree)
#   BENCH_REAL_CXX       the C++ driver (default: GCC with gcc -> g++)
#   BENCH_REAL_FC        the Fortran driver (default: GCC with gcc ->
#                        gfortran)
#   MSP_CORPUS_MIRROR    the directory of the snapshots (default
#                        /work/.mirror; OWNER+NAME/repo, bare git)
#   BENCH_REAL_EXEC      0: no runs under the executor (part 10)
#   BENCH_REAL_RUN_TIMEOUT
#                        seconds a run of part 10 may take (default 120;
#                        the runs of run-args.tsv take a few seconds)
#   BENCH_REAL_RUN_ARGS  the codes to run and their arguments (default
#                        bench/real/run-args.tsv); BENCH_REAL_JOBS runs at
#                        a time
#
# The exit status is non-zero when a build is broken by msp or msp
# makes the compiler crash (an ICE with msp, as above), at any level,
# or when the executor reports a space violation in a run with msp.

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
case $gcc in
  */*) fc=$(dirname "$gcc")/$(basename "$gcc" | sed 's/gcc/gfortran/') ;;
  *) fc=$(echo "$gcc" | sed 's/gcc/gfortran/') ;;
esac
fc=${BENCH_REAL_FC:-$fc}

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
BENCH_REAL_FC=$fc
BENCH_REAL_PLUGIN=$out/plugin/$(basename "$plugin")
BENCH_REAL_TIMEOUT=$limit
BENCH_REAL_VALGRIND=$valgrind
BENCH_REAL_SASS_BIN=$sass_bin
export BENCH_REAL_OUT BENCH_REAL_TOP BENCH_REAL_CC BENCH_REAL_GCC \
  BENCH_REAL_GXX BENCH_REAL_FC BENCH_REAL_PLUGIN BENCH_REAL_TIMEOUT BENCH_REAL_VALGRIND \
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
: > "$out/dump-ice.tsv"
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
  [ -f "$d/dump-ice.tsv" ] && cat "$d/dump-ice.tsv" >> "$out/dump-ice.tsv"
done < "$out/jobs"

t1=$(date +%s)

# ---------------------------------------------------------------------------
# 3-9. Report.

say "msp real-code bench: $(date -u '+%Y-%m-%d %H:%M UTC'), $("$gcc" -dumpfullversion 2> /dev/null || echo "$gcc"), plugin $plugin"
say "corpus: $mirror; HeCBench list $list"
[ -n "${BENCH_REAL_FLAGS:-}" ] \
  && say "more options of every compile, both modes: $BENCH_REAL_FLAGS"
while read -r line; do
  say "  skipped: $line"
done < "$out/src/missing.txt"
say "resolved = qualified / (qualified + generic) user PTX memory instructions (scripts/ptx-census.awk), over the codes built in both modes"

for l in $levels; do
  say ""
  awk -F '\t' -v level="$l" -v valgrind="$valgrind" -v codes="$out/codes.tsv" \
    -v causes="$causes" -v dump_ice="$out/dump-ice.tsv" \
    -f "$top/bench/real/report.awk" "$results" \
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

# ---------------------------------------------------------------------------
# 10. Run under the PTX executor (executor/, msp-run), at the "authors"
# level: for each code of bench/real/run-args.tsv built in both modes,
# the host fallback of the build without msp, then both builds under
# msp-run --stats, several at a time (bench/real/exec.sh), and each
# code classified.

t2=$(date +%s)
t3=$t2
exec_bad=0
msp_run=${MSP_BUILD:-$top/build}/msp-run
run_args=${BENCH_REAL_RUN_ARGS:-$top/bench/real/run-args.tsv}
run_limit=${BENCH_REAL_RUN_TIMEOUT:-120}
exec_tsv=$out/exec.tsv
if [ "${BENCH_REAL_EXEC:-1}" = 0 ]; then
  :
elif ! echo " $levels " | grep -q ' authors '; then
  say ""
  say "executor: the runs are at the authors level only (BENCH_REAL_LEVELS=\"$levels\"): skipped"
elif [ ! -x "$msp_run" ] || [ ! -f "$(dirname "$msp_run")/exec/libcuda.so.1" ]; then
  say ""
  say "executor: $msp_run not built (make exec): no runs"
elif [ ! -f "$run_args" ]; then
  say ""
  say "executor: no $run_args: no runs"
else
  case $run_limit in
    '' | *[!0-9]* | 0)
      echo "run.sh: BENCH_REAL_RUN_TIMEOUT must be a positive integer" >&2
      exit 2 ;;
  esac
  # The codes of run-args.tsv that were selected (codes.tsv), in its
  # order, and whether both builds made a program.
  rm -rf "$out/exec"
  mkdir -p "$out/exec" || exit 2
  awk -F '\t' -v codes="$out/codes.tsv" '
    BEGIN { while ((getline line < codes) > 0) { split(line, f, "\t"); sel[f[1]] = 1 } }
    /^#/ || NF == 0 { next }
    ($1 in sel) && !seen[$1]++ { print $1 }' "$run_args" > "$out/exec/codes"
  : > "$out/exec/jobs"
  while read -r id; do
    if [ -d "$out/runs/authors/without/$id/bin" ] \
       && [ -d "$out/runs/authors/with/$id/bin" ]; then
      printf '%s host\n%s without\n%s with\n' "$id" "$id" "$id" \
	>> "$out/exec/jobs"
    fi
  done < "$out/exec/codes"
  progress "bench-real: $(grep -c . "$out/exec/codes") codes to run under the executor, $(($(grep -c . "$out/exec/jobs") / 3)) built in both modes: $(grep -c . "$out/exec/jobs") runs, $jobs at a time, $run_limit s each at most"
  # Run a copy of the executor, so that a rebuild (make exec in another
  # shell) cannot change it half-way: msp-run names the directory of
  # its libcuda.so.1.
  mkdir -p "$out/executor" || exit 2
  cp "$(dirname "$msp_run")/exec/libcuda.so.1" "$out/executor/" || exit 2
  sed "s|^libdir=.*|libdir='$out/executor'|" "$msp_run" \
    > "$out/executor/msp-run" && chmod +x "$out/executor/msp-run" || exit 2
  BENCH_REAL_MSP_RUN=$out/executor/msp-run
  BENCH_REAL_RUN_TIMEOUT=$run_limit
  BENCH_REAL_RUN_ARGS=$run_args
  export BENCH_REAL_MSP_RUN BENCH_REAL_RUN_TIMEOUT BENCH_REAL_RUN_ARGS
  if [ -s "$out/exec/jobs" ] \
     && ! xargs -L 1 -P "$jobs" sh "$top/bench/real/exec.sh" < "$out/exec/jobs"; then
    echo "run.sh: a run could not be made (xargs)" >&2
    exit 2
  fi
  t3=$(date +%s)

  # A row of exec.tsv per code (the columns: the head comment).
  : > "$exec_tsv"
  while read -r id; do
    r=$out/exec/$id
    if [ ! -f "$r/host.row" ]; then
      # The 29 columns from the host fallback's status to the counts
      # with msp.
      printf '%s\tnot-built%s\tnot built in both modes at the authors level\n' \
	"$id" "$(printf '\t-%.0s' 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29)" \
	>> "$exec_tsv"
      continue
    fi
    for m in host without with; do
      awk -f "$top/bench/real/untimed.awk" "$r/$m.out" > "$r/$m.cmp"
    done
    hrc=$(cut -f 3 "$r/host.row")
    worc=$(cut -f 3 "$r/without.row")
    wrc=$(cut -f 3 "$r/with.row")
    status=
    msg=
    # The first line where the compared outputs of runs A and B differ,
    # with the tolerance of bench/same-output.awk when TOL is 1: "line
    # N: A's | B's".
    first_difference ()
    {
      awk -v other="$r/$2.cmp" -v tol="$3" '
	function num(s) { return s ~ /^[-+]?([0-9]+\.?[0-9]*|\.[0-9]+)([eE][-+]?[0-9]+)?$/ }
	function differ(a, b,   x, y, n, m, i, big) {
	  if (a == b) return 0
	  if (!tol) return 1
	  n = split(a, x, /[ \t,;:=()\[\]]+/); m = split(b, y, /[ \t,;:=()\[\]]+/)
	  if (n != m) return 1
	  for (i = 1; i <= n; i++) {
	    if (x[i] == y[i]) continue
	    if (!num(x[i]) || !num(y[i])) return 1
	    big = (x[i] < 0 ? -x[i] : x[i]); if ((y[i] < 0 ? -y[i] : y[i]) > big) big = (y[i] < 0 ? -y[i] : y[i])
	    if ((x[i] - y[i] < 0 ? y[i] - x[i] : x[i] - y[i]) > 1e-5 * big + 1e-30) return 1
	  }
	  return 0
	}
	{ n++; if ((getline b < other) <= 0) b = "(end)"; if (differ($0, b)) { print "line " n ": " $0 " | " b; found = 1; exit } }
	END { if (!found) { n++; if ((getline b < other) <= 0) b = "(end)"; print "line " n ": (end) | " b } }' \
	"$r/$1.cmp" | tr '\t' ' ' | cut -c 1-160
    }
    # The first line of a run's standard error that says what went
    # wrong (not the counts msp-run prints).
    why ()
    {
      grep -v -E '^msp-run: dynamic counts|^  ' "$r/$1.err" \
	| grep -m 1 -i -E 'msp-run|libgomp|error|fault|abort|violation|deadlock|unsupported|trap|terminated|killed|assert|exception|fail' \
	| tr '\t' ' ' | cut -c 1-160
    }
    for m in host without with; do
      rc=$(cut -f 3 "$r/$m.row")
      if [ "$rc" = 124 ] || [ "$rc" = 137 ]; then
	status=timeout
	msg="$m: more than $run_limit s"
	break
      fi
    done
    # A space violation (the executor's other findings, an access
    # outside memory or a misaligned one, fail the run: see below).
    if [ -z "$status" ]; then
      for m in with without; do
	if grep -q '^msp-run: space violation:' "$r/$m.err" \
	   || grep -q -E '^  findings: [1-9][0-9]* space violation' \
		"$r/$m.stats" 2> /dev/null; then
	  status=violation
	  msg="$m: $(grep -m 1 '^msp-run: space violation:' "$r/$m.err" | tr '\t' ' ' | cut -c 1-200)"
	  break
	fi
      done
    fi
    if [ -z "$status" ]; then
      for m in without with; do
	rc=$(cut -f 3 "$r/$m.row")
	if [ "$rc" != "$hrc" ]; then
	  status=failed
	  msg="$m: exit $rc (host $hrc): $(why "$m")"
	  break
	fi
      done
    fi
    if [ -z "$status" ]; then
      if ! cmp -s "$r/without.cmp" "$r/with.cmp"; then
	status=with-differs-from-without
	msg=$(first_difference without with 0)
      elif ! awk -v other="$r/host.cmp" -f "$top/bench/same-output.awk" \
	     "$r/without.cmp"; then
	status=differs-from-host
	msg=$(first_difference host without 1)
      else
	status=same
      fi
      [ "$hrc" = 0 ] || msg="${msg:+$msg; }all exit $hrc"
    fi
    # The counts of a mode, summed over its processes: grids insns
    # user_insns user_memory user_generic user_global user_shared
    # user_local user_const user_param, then the space violations (of
    # the findings line; msp-run-stats' violations counts every finding
    # that fails a grid).
    counts ()
    {
      awk '
	/^msp-run-stats:/ {
	  for (i = 2; i <= NF; i++) { split($i, kv, "="); v[kv[1]] += kv[2] }
	  seen = 1
	}
	/^  findings: / { v["space"] += $2 }
	END {
	  n = split("grids insns user_insns user_memory user_generic user_global user_shared user_local user_const user_param space", f, " ")
	  for (i = 1; i <= n; i++)
	    printf "%s%s", (i > 1 ? "\t" : ""), (seen ? v[f[i]] + 0 : "-")
	}' "$r/$1.stats" 2> /dev/null || printf -- '-\t-\t-\t-\t-\t-\t-\t-\t-\t-\t-'
    }
    printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$id" "$status" \
      "$hrc" "$worc" "$wrc" "$(cut -f 4 "$r/host.row")" \
      "$(cut -f 4 "$r/without.row")" "$(cut -f 4 "$r/with.row")" \
      "$(grep -c . "$r/host.cmp")" "$(counts without)" "$(counts with)" \
      "$(printf '%s' "$msg" | tr '\t' ' ')" >> "$exec_tsv"
  done < "$out/exec/codes"

  say ""
  say "Under the PTX executor (msp-run --stats; bench/real/run-args.tsv, at most $run_limit s a run): the host fallback"
  say "(OMP_TARGET_OFFLOAD=disabled) and both builds; outputs without the lines of times and rates (bench/real/untimed.awk),"
  say "each build's against the host fallback's (numbers to a relative 1e-5, bench/same-output.awk), with msp's against"
  say "without's exactly; warp instructions executed, the user's memory instructions executed and their generic share"
  say ""
  awk -F '\t' -f "$top/bench/real/exec.awk" "$exec_tsv" | tee -a "$report"
  # Why each code that does not match does not (bench/real/run-notes.tsv).
  say ""
  awk -F '\t' -v notes="$top/bench/real/run-notes.tsv" '
    BEGIN {
      while ((getline line < notes) > 0)
	if (line !~ /^#/ && line != "")
	  {
	    split (line, f, "\t")
	    cls[f[1]] = f[2]
	    why[f[1]] = f[3]
	  }
    }
    $2 != "same" && $2 != "not-built" {
      n++
      if ($1 in cls)
	{
	  k[cls[$1]]++
	  rows = rows sprintf ("  %-22s %-26s %-14s %s\n", $1, $2, cls[$1], why[$1])
	}
      else
	{
	  u++
	  rows = rows sprintf ("  %-22s %-26s %-14s %s\n", $1, $2, "unexplained", $32)
	}
    }
    END {
      printf "Codes that do not end as the host fallback does: %d; explained in bench/real/run-notes.tsv: %d (host-fallback %d, program %d, gcc %d); unexplained: %d\n", n, n - u, k["host-fallback"], k["program"], k["gcc"], u
      printf "%s", rows
    }' "$exec_tsv" | tee -a "$report"
  # A space violation with msp that is not the executor's is a
  # miscompile.
  awk -F '\t' '$31 != "-" && $31 > 0 { bad = 1 } END { exit !bad }' \
    "$exec_tsv" && exec_bad=1
fi

say ""
say "bench-real took $((t1 - t0)) s to build ($jobs builds at a time), $((t3 - t2)) s to run under the executor; report: $report"

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
if [ "$exec_bad" = 1 ]; then
  say "bench-real: FAILED (a space violation under the executor with msp, see above)"
  exit 1
fi
exit 0
