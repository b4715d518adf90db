#!/bin/sh
# run.sh -- msp's benchmark harness (make bench).
#
# Usage: sh bench/run.sh GCC PLUGIN
#   GCC     the host compiler driver that offloads to nvptx-none (gcc-12)
#   PLUGIN  the absolute path of msp.so
#
# For every program in bench/kernels/ this script
#   1. compiles it without and with the plugin (BENCH_RUNS times each,
#      the two modes alternating, -ftime-report in the offload options),
#   2. counts the memory instructions of its offload PTX by state space
#      (scripts/ptx-census.awk) and prints them, one row per kernel and
#      mode, with the share of qualified instructions ("resolved"), and
#      lists the generic ones left with the plugin, each with the
#      instruction that set its address (scripts/ptx-generic.awk),
#   2a. turns each build's offload PTX into SASS with CUDA 11.8's
#      ptxas -arch=sm_80 and nvdisasm (scripts/sass-tools.sh fetches
#      them into build/cuda, scripts/sass.sh runs them) and prints its
#      census per kernel and mode (scripts/sass-table.awk): the memory
#      instructions by kind, all instructions, those in loops,
#      registers and spill bytes; a kernel with more instructions in
#      loops or more registers with msp is marked; the SASS is in
#      build/bench/MODE/KERNEL.sass;
#   2b. compiles it once more with msp's spaces but not its alias cliques
#      (-fplugin-arg-msp-alias=0) and prints the memory instructions
#      without msp, with the spaces only and with the oracle too,
#   3. prints the offload compiler's time without and with the plugin,
#      median of the runs: lto1's "TOTAL" wall time from -ftime-report
#      (10 ms steps), and lto1's process wall time measured by
#      bench/lto1-timer.sh (a gcc -wrapper; includes loading the plugin),
#      and, where valgrind is installed, the instructions lto1 executes
#      (callgrind; deterministic, where 20 ms wall times are noisy),
#   4. plots resolved % per kernel to build/bench/resolved.png (gnuplot),
#   5a. runs both builds of every program under the PTX executor
#      (msp-run --stats; BENCH_EXEC=0 skips it): their output must be the
#      host fallback's (numbers to a relative 1e-5, bench/same-output.awk)
#      and each other's, with no space violation; prints the warp
#      instructions executed, the user's memory instructions executed and
#      their generic share without and with msp, and the executor's
#      speed,
#   5. when an NVIDIA GPU is present, runs both builds of every program,
#      checks that their outputs are identical and times them.
# Everything printed also goes to build/bench/report.txt.
#
# Environment:
#   BENCH_RUNS     compiles per kernel and mode for the timing (default 5)
#   BENCH_KERNELS  space-separated kernel names to run (default: all)
#   BENCH_EXECUTE  1: do part 5 even without a GPU (libgomp then runs the
#                  regions on the host; checks the harness, not the plugin)
#   BENCH_TIMEOUT  seconds after which a compile counts as hung (default 60)
#   BENCH_VALGRIND 0: skip the instruction counts (about 5 s per compile)
#   BENCH_SASS     0: skip the SASS (part 2a)
#
# The exit status is non-zero when a compile failed (in either mode), a
# program failed or the two builds of a program printed different output.

LC_ALL=C
export LC_ALL

gcc=${1:-gcc-12}
top=$(cd "$(dirname "$0")/.." && pwd)
. "$top/bench/common.sh"
plugin=$(msp_plugin_path "sh bench/run.sh GCC /PATH/msp.so" "$2") || exit 2
src=$top/bench/kernels
census=$top/scripts/ptx-census.awk
# MSP_BUILD: the build directory (build, or build/gccN for GCC N: make
# passes it).
out=${MSP_BUILD:-$top/build}/bench
runs=${BENCH_RUNS:-5}
report=$out/report.txt
results=$out/results.tsv

for n in "$runs" "${BENCH_TIMEOUT:-60}"; do
  case $n in
    '' | *[!0-9]* | 0)
      echo "run.sh: BENCH_RUNS and BENCH_TIMEOUT must be positive integers" >&2
      exit 2 ;;
  esac
done

# The offload options common to both modes (bench/common.sh).
ptx_opts=$msp_ptx_opts

# Seconds before a compile or a program run counts as hung (a compile
# takes well under a second; a run, a few seconds with CUDA start-up).
compile_limit=${BENCH_TIMEOUT:-60}
run_limit=300

if [ -n "$BENCH_KERNELS" ]; then
  kernels=$BENCH_KERNELS
else
  kernels=$(for f in "$src"/*.c; do basename "$f" .c; done)
fi
for k in $kernels; do
  if [ ! -f "$src/$k.c" ]; then
    echo "run.sh: no kernel $k (no $src/$k.c)" >&2
    exit 2
  fi
done

mkdir -p "$out/without" "$out/with" "$out/spaces" "$out/times" "$out/plugin"

# Compile against a snapshot of the plugin, so that a rebuild of msp.so
# during the run (make in another shell) cannot change or truncate it
# between compiles.  The base name stays (it names -fplugin-arg-msp-*).
plugin_orig=$plugin
plugin=$out/plugin/$(basename "$plugin_orig")
msp_copy_plugin "$plugin_orig" "$out/plugin" || exit 2
: > "$report"
: > "$results"
failed=0

# median: the median of the numbers on stdin, one per line (the lower
# middle one for an even count).
median ()
{
  sort -n | awk '{ v[NR] = $1 } END { if (NR) print v[int ((NR + 1) / 2)] }'
}

# model_flags FILE: -fopenmp and/or -fopenacc, from the pragmas FILE uses.
# (Any -fopenmp makes mkoffload compile all offload code with -mgomp, so
# keep each kernel to one model.)
model_flags ()
{
  f=
  grep -q '^[[:space:]]*#[[:space:]]*pragma[[:space:]]\{1,\}omp' "$1" \
    && f="-fopenmp"
  grep -q '^[[:space:]]*#[[:space:]]*pragma[[:space:]]\{1,\}acc' "$1" \
    && f="$f -fopenacc"
  echo "$f"
}

# built KERNEL: true when KERNEL compiled in both modes.
built ()
{
  awk -F '\t' -v k="$1" '$1 == k && $3 == "ok" { n++ } END { exit n != 2 }' \
    "$results"
}

# compile_once KERNEL MODE: build KERNEL in build/bench/MODE once and
# append its offload compile times to build/bench/times/MODE-KERNEL.total
# (-ftime-report's TOTAL wall time, ms) and .lto1 (lto1's process wall
# time, ms, from lto1-timer.sh).  Returns non-zero if the compile failed,
# leaving the compiler's messages in build/bench/MODE/KERNEL.stderr.
compile_once ()
{
  k=$1
  mode=$2
  dir=$out/$mode
  case $mode in
    with) offload="-fplugin=$plugin $ptx_opts" ;;
    spaces) offload="-fplugin=$plugin -fplugin-arg-msp-alias=0 $ptx_opts" ;;
    *) offload="$ptx_opts" ;;
  esac
  offload="$offload -ftime-report -wrapper /bin/sh,$top/bench/lto1-timer.sh"

  flags=$(model_flags "$src/$k.c")
  rm -f "$dir/$k" "$dir/$k".*
  BENCH_LTO1_TIMES=$dir/$k.lto1-us
  export BENCH_LTO1_TIMES
  # -save-temps leaves the user's offload PTX as
  # KERNEL.xnvptx-none.mkoffload.s in the current directory; hence the cd.
  # A plugin under development may loop: give up after $compile_limit s.
  (cd "$dir" && timeout "$compile_limit" "$gcc" -O2 $flags \
      -foffload=nvptx-none "-foffload-options=nvptx-none=$offload" \
      -save-temps "$src/$k.c" -o "$k" -lm) \
    > "$dir/$k.stdout" 2> "$dir/$k.stderr"
  rc=$?
  if [ "$rc" -eq 124 ]; then
    echo "timed out: the compile took more than $compile_limit s" \
      >> "$dir/$k.stderr"
  fi
  [ "$rc" -eq 0 ] && [ -s "$dir/$k.xnvptx-none.mkoffload.s" ] || return 1

  # lto1 -ftime-report: " TOTAL : usr sys wall GGC".  Sum the lines (and
  # the wrapper's times) in case the offload compiler runs more than once.
  awk '$1 == "TOTAL" && $2 == ":" { s += $5; n++ }
       END { if (n) printf "%d\n", s * 1000 + 0.5 }' \
    "$dir/$k.stderr" >> "$out/times/$mode-$k.total"
  awk '{ s += $1 } END { if (NR) printf "%.1f\n", s / 1000 }' \
    "$dir/$k.lto1-us" >> "$out/times/$mode-$k.lto1"
}

# record KERNEL MODE STATUS: append KERNEL's row for MODE to results.tsv:
#   kernel mode status generic global shared local const cvta cvta_loop
#   lines total_ms lto1_ms error
# (the census of the last compile's PTX, the medians of the times), or a
# FAILED row with the first error line.
record ()
{
  k=$1
  mode=$2
  dir=$out/$mode
  if [ "$3" != ok ]; then
    failed=1
    printf '%s\t%s\tFAILED\t-\t-\t-\t-\t-\t-\t-\t-\t-\t-\t%s\n' \
      "$k" "$mode" "$(msp_first_error "$dir/$k.stderr")" >> "$results"
    return
  fi
  # generic=N global=N ... lines=N -> N N ... N
  counts=$(awk -f "$census" "$dir/$k.xnvptx-none.mkoffload.s" \
	   | sed 's/[a-z_]*=//g')
  total_ms=$(median < "$out/times/$mode-$k.total")
  lto1_ms=$(median < "$out/times/$mode-$k.lto1")
  printf '%s\t%s\tok\t%s\t%s\t%s\t\n' "$k" "$mode" \
    "$(printf '%s' "$counts" | tr ' ' '\t')" "${total_ms:--}" "${lto1_ms:--}" \
    >> "$results"
}

# ---------------------------------------------------------------------------
# 1. Compile everything, both modes.  The two modes alternate, so that
# whatever else the machine is doing slows both alike.  A mode whose
# compile fails is not tried again for that kernel.

progress "bench: $(echo "$kernels" | wc -w) kernels, $runs compiles per kernel and mode"
bench_t0=$(date +%s)
for k in $kernels; do
  st_without=ok
  st_with=ok
  : > "$out/times/without-$k.total"
  : > "$out/times/without-$k.lto1"
  : > "$out/times/with-$k.total"
  : > "$out/times/with-$k.lto1"
  i=1
  while [ "$i" -le "$runs" ]; do
    progress "  $k: compile $i/$runs"
    if [ "$st_without" = ok ]; then
      compile_once "$k" without || st_without=FAILED
    fi
    if [ "$st_with" = ok ]; then
      compile_once "$k" with || st_with=FAILED
    fi
    [ "$st_without" = ok ] || [ "$st_with" = ok ] || break
    i=$((i + 1))
  done
  record "$k" without "$st_without"
  record "$k" with "$st_with"
done

# ---------------------------------------------------------------------------
# 2. Census table.

say "msp benchmark: $(date -u '+%Y-%m-%d %H:%M UTC'), $("$gcc" -dumpfullversion 2>/dev/null || echo "$gcc"), plugin $plugin_orig"
say ""
say "Offload PTX memory instructions by state space (ld/st/atom/red of user code, scripts/ptx-census.awk)"
say "resolved = qualified / (qualified + generic), qualified = global + shared + local + const"
say ""
awk -F '\t' '
function row(k, m, g, gl, sh, lo, co, cl, ln,   q, r) {
  q = gl + sh + lo + co
  r = (q + g) ? sprintf ("%.1f%%", 100 * q / (q + g)) : "-"
  printf "%-14s %-8s %8d %7d %7d %6d %6d %9s %8d %8d\n", \
    k, m, g, gl, sh, lo, co, r, cl, ln
}
BEGIN {
  printf "%-14s %-8s %8s %7s %7s %6s %6s %9s %8s %8s\n", "kernel", "mode", \
    "generic", "global", "shared", "local", "const", "resolved", \
    "cvta-loop", "ptx-lines"
}
$3 == "FAILED" {
  printf "%-14s %-8s FAILED: %s\n", $1, $2, $14
  next
}
{
  row($1, $2, $4, $5, $6, $7, $8, $10, $11)
  for (i = 4; i <= 11; i++)
    tot[$2, i] += $i
}
END {
  print ""
  for (m = 0; m < 2; m++) {
    mode = m ? "with" : "without"
    row("TOTAL", mode, tot[mode, 4], tot[mode, 5], tot[mode, 6], \
	tot[mode, 7], tot[mode, 8], tot[mode, 10], tot[mode, 11])
  }
}' "$results" | tee -a "$report"
if awk -F '\t' '$3 == "FAILED" { f = 1 } END { exit !f }' "$results"; then
  say "(TOTAL rows count the kernels whose compile succeeded in that mode)"
fi

say ""
say "Generic memory instructions left with msp, and what set their address:"
left=0
for k in $kernels; do
  built "$k" || continue
  awk -f "$top/scripts/ptx-generic.awk" \
    "$out/with/$k.xnvptx-none.mkoffload.s" > "$out/with/$k.generic"
  if [ -s "$out/with/$k.generic" ]; then
    sed "s/^/  $k: /" "$out/with/$k.generic" | tee -a "$report"
    left=1
  fi
done
[ "$left" = 1 ] || say "  (none)"

# ---------------------------------------------------------------------------
# 2a. What the GPU runs: the SASS of each build's offload image, from
# CUDA 11.8's ptxas and nvdisasm (scripts/sass-tools.sh fetches them
# into build/cuda once; scripts/sass.sh makes the SASS and its census).
# Without them the section is skipped; it never fails the bench.

progress "bench: SASS of the offload images"
say ""
say "SASS (CUDA 11.8 ptxas -arch=sm_80, nvdisasm): the offload image's instructions (scripts/sass.sh)"
if [ "${BENCH_SASS:-1}" = 0 ]; then
  say "SASS: skipped (BENCH_SASS=0)"
elif ! sass_bin=$(sh "$top/scripts/sass-tools.sh" "$top/build/cuda" \
		    2> "$out/sass-tools.log"); then
  say "SASS: skipped ($(tail -n 1 "$out/sass-tools.log"))"
else
  say "generic LD/ST/ATOM, global LDG/STG/ATOMG/RED, shared LDS/STS/ATOMS, local LDL/STL, const LDC; total: all but NOP;"
  say "loop: the instructions on a cycle of a function's control flow; iter: the same when ptxas unrolls no loop (one iteration of each);"
  say "regs: the most of a function; spill: ptxas' spill bytes"
  say ""
  for k in $kernels; do
    for mode in without with; do
      [ -s "$out/$mode/$k.xnvptx-none.mkoffload.s" ] || continue
      # Leaves KERNEL.ptx, .cubin, .ptxas (ptxas -v), .sass and .iter.sass.
      if timeout "$compile_limit" sh "$top/scripts/sass.sh" "$sass_bin" \
	   "$out/$mode/$k.xnvptx-none.mkoffload.s" "$out/$mode/$k" \
	   > "$out/$mode/$k.sass-census" 2> "$out/$mode/$k.sass-err"; then
	sed "s/^/$k $mode /" "$out/$mode/$k.sass-census"
	# Its kernels' registers once linked with libgomp's modules.
	[ -f "$out/$mode/$k.xnvptx-none.c" ] \
	  && timeout "$compile_limit" sh "$top/scripts/image-regs.sh" \
	       "$sass_bin" "$out/$mode/$k.xnvptx-none.c" "$out/$mode/$k.link" \
	       2>> "$out/$mode/$k.sass-err" | sed "s/^/$k $mode /"
      else
	echo "$k $mode failed $(head -n 1 "$out/$mode/$k.sass-err")"
      fi
    done
  done > "$out/sass.txt"
  awk -v unit=kernel -v width=14 -f "$top/scripts/sass-table.awk" "$out/sass.txt" \
    | tee -a "$report"
fi

# ---------------------------------------------------------------------------
# 2b. The alias oracle: one more compile of each kernel with msp's spaces
# but not its dependence cliques (-fplugin-arg-msp-alias=0).  What the
# oracle gains is the difference with the "with" build.

progress "bench: msp's spaces only (alias=0), one compile per kernel"
say ""
say "Memory instructions (user PTX ld/st/atom/red): without msp, msp's spaces only (-fplugin-arg-msp-alias=0), with the alias oracle too"
say ""
for k in $kernels; do
  built "$k" || continue
  : > "$out/times/spaces-$k.total"
  : > "$out/times/spaces-$k.lto1"
  if compile_once "$k" spaces; then
    sp=$(awk -f "$census" "$out/spaces/$k.xnvptx-none.mkoffload.s" \
	 | sed 's/[a-z_]*=//g' | awk '{ print $1 + $2 + $3 + $4 + $5 }')
  else
    sp=FAILED
    failed=1
  fi
  awk -F '\t' -v k="$k" -v sp="$sp" '
    $1 == k { m[$2] = $4 + $5 + $6 + $7 + $8 }
    END { print k, m["without"], sp, m["with"] }' "$results"
done | awk '
BEGIN {
  printf "%-14s %8s %8s %8s %8s\n", "kernel", "without", "spaces", "oracle", "removed"
}
$3 == "FAILED" { printf "%-14s %8d %8s\n", $1, $2, "FAILED"; next }
{
  printf "%-14s %8d %8d %8d %8d%s\n", $1, $2, $3, $4, $3 - $4, \
    ($4 > $3 ? "  MORE WITH THE ORACLE" : "")
  tw += $2; ts += $3; to += $4
}
END {
  print ""
  printf "%-14s %8d %8d %8d %8d\n", "TOTAL", tw, ts, to, ts - to
}' | tee -a "$report"

# ---------------------------------------------------------------------------
# 3. Compile time.

say ""
say "Offload compile time, median of $runs compiles:"
say "  TOTAL: lto1's -ftime-report TOTAL wall time (printed in 10 ms steps)"
say "  lto1:  lto1's process wall time (bench/lto1-timer.sh; includes loading the plugin)"
say ""
awk -F '\t' '
function pct(w, wo) {
  return wo > 0 ? sprintf ("%+.1f%%", 100 * (w - wo) / wo) : "-"
}
BEGIN {
  printf "%-14s %9s %9s %8s   %9s %9s %8s\n", "kernel", "TOTAL-wo", \
    "TOTAL-w", "growth", "lto1-wo", "lto1-w", "growth"
}
$3 == "ok" { tot[$1, $2] = $12; lto[$1, $2] = $13 }
!($1 in seen) { seen[$1] = 1; order[++n] = $1 }
END {
  for (i = 1; i <= n; i++) {
    k = order[i]
    if (!((k, "without") in lto) || !((k, "with") in lto)) {
      printf "%-14s %9s\n", k, "FAILED"
      continue
    }
    printf "%-14s %6d ms %6d ms %8s   %6.1f ms %6.1f ms %8s\n", k, \
      tot[k, "without"], tot[k, "with"], \
      pct(tot[k, "with"], tot[k, "without"]), \
      lto[k, "without"], lto[k, "with"], \
      pct(lto[k, "with"], lto[k, "without"])
    tw += tot[k, "without"]; t += tot[k, "with"]
    lw += lto[k, "without"]; l += lto[k, "with"]
  }
  print ""
  printf "%-14s %6d ms %6d ms %8s   %6.1f ms %6.1f ms %8s\n", "TOTAL", \
    tw, t, pct(t, tw), lw, l, pct(l, lw)
  print ""
  printf "offload compile time with / without the plugin (sum of medians):\n"
  printf "  -ftime-report TOTAL: %s\n", \
    (tw > 0 ? sprintf ("%.1f%% (growth %s)", 100 * t / tw, pct(t, tw)) : "-")
  printf "  lto1 process:        %s\n", \
    (lw > 0 ? sprintf ("%.1f%% (growth %s)", 100 * l / lw, pct(l, lw)) : "-")
}' "$results" | tee -a "$report"

# Instructions executed by lto1 (callgrind), one compile per kernel and
# mode, in a directory of its own.
say ""
if [ "${BENCH_VALGRIND:-1}" != 0 ] && command -v valgrind > /dev/null 2>&1; then
  progress "bench: lto1 instruction counts (valgrind)"
  mkdir -p "$out/insns"
  for k in $kernels; do
    built "$k" || continue
    for mode in without with; do
      if [ "$mode" = with ]; then
	offload="-fplugin=$plugin $ptx_opts"
      else
	offload="$ptx_opts"
      fi
      offload="$offload -wrapper /bin/sh,$top/bench/lto1-timer.sh"
      rm -f "$out/insns/$mode-$k"
      BENCH_LTO1_INSNS=$out/insns/$mode-$k
      export BENCH_LTO1_INSNS
      (cd "$out/insns" && timeout $((compile_limit * 10)) "$gcc" -O2 \
	  $(model_flags "$src/$k.c") -foffload=nvptx-none \
	  "-foffload-options=nvptx-none=$offload" "$src/$k.c" -o "$k" -lm) \
	> /dev/null 2>&1
      unset BENCH_LTO1_INSNS
    done
  done
  say "Offload compile cost: instructions executed by lto1 (valgrind --tool=callgrind)"
  say ""
  for k in $kernels; do
    wo=$(awk '{ s += $1 } END { print s + 0 }' "$out/insns/without-$k" 2>/dev/null)
    w=$(awk '{ s += $1 } END { print s + 0 }' "$out/insns/with-$k" 2>/dev/null)
    printf '%s %s %s\n' "$k" "${wo:-0}" "${w:-0}"
  done | awk '
function pct(w, wo) {
  return wo > 0 ? sprintf ("%+.2f%%", 100 * (w - wo) / wo) : "-"
}
BEGIN { printf "%-14s %14s %14s %9s\n", "kernel", "without", "with", "growth" }
{
  if ($2 == 0 || $3 == 0) { printf "%-14s %14s\n", $1, "FAILED"; next }
  printf "%-14s %14d %14d %9s\n", $1, $2, $3, pct($3, $2)
  tw += $2; t += $3
}
END {
  print ""
  printf "%-14s %14d %14d %9s\n", "TOTAL", tw, t, pct(t, tw)
}' | tee -a "$report"
else
  say "instruction counts: skipped (valgrind not installed, or BENCH_VALGRIND=0)"
fi

# ---------------------------------------------------------------------------
# 4. Plot resolved % per kernel, without vs with.

awk -F '\t' '
$3 == "ok" {
  q = $5 + $6 + $7 + $8
  r[$1, $2] = (q + $4) ? 100 * q / (q + $4) : 0
}
!($1 in seen) { seen[$1] = 1; order[++n] = $1 }
END {
  for (i = 1; i <= n; i++) {
    k = order[i]
    # A failed compile plots as 0 and says so in its label.
    label = k
    if (!((k, "without") in r) || !((k, "with") in r))
      label = k " (FAILED)"
    printf "\"%s\" %s %s\n", label, r[k, "without"] + 0, r[k, "with"] + 0
  }
}' "$results" > "$out/resolved.dat"

say ""
if command -v gnuplot > /dev/null 2>&1; then
  # pngcairo looks better; plain png (libgd) is the fallback.
  term=png
  if gnuplot -e 'set terminal pngcairo' > /dev/null 2>&1; then
    term="pngcairo size 1000,500"
  fi
  rm -f "$out/resolved.png"
  gnuplot > "$out/gnuplot.log" 2>&1 <<EOF
set terminal $term
set output "$out/resolved.png"
set termoption noenhanced
set title "msp: offload PTX memory instructions with a state space (resolved %)"
set ylabel "resolved %"
set yrange [0:115]
set ytics 0, 20, 100
set style data histograms
set style histogram clustered gap 1
set style fill solid 0.8 border -1
set boxwidth 0.9
set xtics rotate by 45 right nomirror
set grid ytics
set key top center horizontal
plot "$out/resolved.dat" using 2:xtic(1) title "without msp" lc rgb "#999999", \
     "" using 3 title "with msp" lc rgb "#1f77b4"
EOF
  if [ -s "$out/resolved.png" ]; then
    say "plot: $out/resolved.png"
  else
    say "plot: gnuplot failed, see $out/gnuplot.log"
  fi
else
  say "plot: gnuplot not found (Debian package gnuplot-nox): skipping the plot"
fi

# ---------------------------------------------------------------------------
# 5a. Run under the PTX executor (executor/, msp-run): both builds of
# every kernel, the output compared with the host fallback's
# (bench/same-output.awk: numbers to a relative 1e-5) and between the two
# builds (exactly), no space violation; the dynamic counts of each.

msp_run=${MSP_BUILD:-$top/build}/msp-run
if [ "${BENCH_EXEC:-1}" != 0 ] && [ -x "$msp_run" ]; then
  say ""
  say "Under the PTX executor (msp-run --stats): warp instructions executed,"
  say "the user's memory instructions executed and the share of them that is"
  say "generic, the spaces they named with msp, executor speed"
  say ""
  say "$(printf '%-14s %11s %11s %7s %10s %10s %7s %7s  %s' kernel \
	 insns-wo insns-with change mem-wo mem-with gen-wo gen-w \
	 'global/shared/local/const/param with; Minsn/s; output')"
  mkdir -p "$out/exec"
  tot_wo=0 tot_w=0 tmem_wo=0 tmem_w=0 tgen_wo=0 tgen_w=0 tsec=0 tins=0
  for k in $kernels; do
    if ! built "$k"; then
      say "$(printf '%-14s %11s' "$k" 'not built')"
      continue
    fi
    timeout "$run_limit" env OMP_TARGET_OFFLOAD=disabled ACC_DEVICE_TYPE=host \
      "$out/without/$k" > "$out/exec/$k.host" 2>&1
    status=same
    for mode in without with; do
      stats=$out/exec/$k.$mode.stats
      rm -f "$stats"
      t0=$(date +%s%N)
      timeout "$run_limit" "$msp_run" --stats="$stats" "$out/$mode/$k" \
	> "$out/exec/$k.$mode.out" 2> "$out/exec/$k.$mode.err"
      rc=$?
      t1=$(date +%s%N)
      echo $(( (t1 - t0) / 1000000 )) > "$out/exec/$k.$mode.ms"
      [ "$status" = same ] || continue
      if [ "$rc" -ne 0 ]; then
	status="RUN FAILED ($mode, exit $rc: $(grep -m1 'msp-run\|libgomp' "$out/exec/$k.$mode.err"))"
	failed=1
      elif ! awk -v other="$out/exec/$k.host" -f "$top/bench/same-output.awk" \
	     "$out/exec/$k.$mode.out"; then
	status="MISMATCH ($mode differs from the host fallback)"
	failed=1
      fi
    done
    if [ "$status" = same ] && ! cmp -s "$out/exec/$k.without.out" \
	 "$out/exec/$k.with.out"; then
      status="MISMATCH (with msp differs from without)"
      failed=1
    fi
    field ()
    {
      sed -n "s/.* $2=\([0-9]*\).*/\1/p" "$out/exec/$k.$1.stats" 2>/dev/null \
	| tail -1
    }
    iwo=$(field without insns) iw=$(field with insns)
    mwo=$(field without user_memory) mw=$(field with user_memory)
    gwo=$(field without user_generic) gw=$(field with user_generic)
    ms=$(cat "$out/exec/$k.with.ms")
    spaces="$(field with user_global)/$(field with user_shared)/$(field with user_local)/$(field with user_const)/$(field with user_param)"
    say "$(awk -v k="$k" -v a="${iwo:-0}" -v b="${iw:-0}" -v ma="${mwo:-0}" \
	 -v mb="${mw:-0}" -v ga="${gwo:-0}" -v gb="${gw:-0}" -v ms="$ms" \
	 -v sp="$spaces" -v st="$status" 'BEGIN {
	   printf "%-14s %11d %11d %7s %10d %10d %6.1f%% %6.1f%%  %s; %.1f; %s\n",
	     k, a, b, (a > 0 ? sprintf ("%+.1f%%", 100 * (b - a) / a) : "-"),
	     ma, mb, (ma ? 100 * ga / ma : 0), (mb ? 100 * gb / mb : 0), sp,
	     (ms > 0 ? b / ms / 1000 : 0), st }')"
    tot_wo=$((tot_wo + ${iwo:-0})) tot_w=$((tot_w + ${iw:-0}))
    tmem_wo=$((tmem_wo + ${mwo:-0})) tmem_w=$((tmem_w + ${mw:-0}))
    tgen_wo=$((tgen_wo + ${gwo:-0})) tgen_w=$((tgen_w + ${gw:-0}))
    tsec=$((tsec + ms)) tins=$((tins + ${iw:-0}))
  done
  say "$(awk -v a="$tot_wo" -v b="$tot_w" -v ma="$tmem_wo" -v mb="$tmem_w" \
       -v ga="$tgen_wo" -v gb="$tgen_w" -v ms="$tsec" -v ins="$tins" 'BEGIN {
	 printf "%-14s %11d %11d %7s %10d %10d %6.1f%% %6.1f%%  executor: %.1f million warp instructions/s\n",
	   "total", a, b, (a > 0 ? sprintf ("%+.1f%%", 100 * (b - a) / a) : "-"),
	   ma, mb, (ma ? 100 * ga / ma : 0), (mb ? 100 * gb / mb : 0),
	   (ms > 0 ? ins / ms / 1000 : 0) }')"
  viol=$(cat "$out"/exec/*.stats 2>/dev/null \
	 | sed -n 's/.* violations=\([0-9]*\).*/\1/p' | awk '{ s += $1 } END { print s + 0 }')
  say "space violations (all runs): $viol"
  [ "$viol" -eq 0 ] || failed=1
elif [ "${BENCH_EXEC:-1}" != 0 ]; then
  say ""
  say "executor: $msp_run not built (make exec): skipping the runs under it"
fi

# ---------------------------------------------------------------------------
# 5. Run, compare, time (needs an NVIDIA GPU).

say ""
if nvidia-smi -L > /dev/null 2>&1; then
  # Make sure the regions really run on the GPU: no silent host fallback.
  OMP_TARGET_OFFLOAD=MANDATORY
  ACC_DEVICE_TYPE=nvidia
  export OMP_TARGET_OFFLOAD ACC_DEVICE_TYPE
  say "GPU: $(nvidia-smi -L 2>/dev/null | head -n 1)"
  execute=1
elif [ "${BENCH_EXECUTE:-0}" = 1 ]; then
  say "no NVIDIA GPU on this machine: BENCH_EXECUTE=1, running on the host fallback"
  execute=1
else
  say "no NVIDIA GPU on this machine: skipping the run/compare/timing part"
  execute=0
fi

if [ "$execute" = 1 ]; then
  say "Program wall time (median of 3 runs, includes device start-up), outputs compared"
  say ""
  say "$(printf '%-14s %12s %12s %8s  %s' kernel without with change output)"
  for k in $kernels; do
    if ! built "$k"; then
      say "$(printf '%-14s %12s' "$k" 'not built')"
      continue
    fi
    status=same
    for mode in without with; do
      : > "$out/times/$mode-$k.run"
      for i in 1 2 3; do
	t0=$(date +%s%N)
	timeout "$run_limit" "$out/$mode/$k" > "$out/$mode/$k.out.$i" \
	  2> "$out/$mode/$k.err.$i"
	rc=$?
	t1=$(date +%s%N)
	echo $(( (t1 - t0) / 1000000 )) >> "$out/times/$mode-$k.run"
	# Keep the first problem as the status.
	[ "$status" = same ] || continue
	if [ "$rc" -ne 0 ]; then
	  status="RUN FAILED ($mode run $i, exit $rc: $(head -n 1 "$out/$mode/$k.err.$i"))"
	  failed=1
	elif ! cmp -s "$out/$mode/$k.out.$i" "$out/without/$k.out.1"; then
	  status="MISMATCH ($mode run $i differs from without run 1)"
	  [ "$mode" = without ] && status="$status: not deterministic"
	  differs=$out/$mode/$k.out.$i
	  failed=1
	fi
      done
    done
    wo=$(median < "$out/times/without-$k.run")
    w=$(median < "$out/times/with-$k.run")
    change=$(awk -v a="$wo" -v b="$w" \
	     'BEGIN { print (a > 0 ? sprintf ("%+.1f%%", 100 * (b - a) / a) : "-") }')
    say "$(printf '%-14s %9d ms %9d ms %8s  %s' "$k" "$wo" "$w" "$change" "$status")"
    case $status in
      MISMATCH*)
	say "*** MISMATCH: $k: $status"
	diff "$out/without/$k.out.1" "$differs" | sed 's/^/***   /' \
	  | tee -a "$report"
	;;
    esac
  done
fi

# ---------------------------------------------------------------------------

say ""
bench_t1=$(date +%s)
say "bench took $((bench_t1 - bench_t0)) s; report: $report"
if [ "$failed" -ne 0 ]; then
  say "bench: FAILED (see the FAILED / MISMATCH / RUN FAILED entries above)"
  exit 1
fi
exit 0
