#!/bin/sh
# demo.sh -- compile the examples with and without msp and show, per
# program, the user's PTX memory instructions by state space, then run
# both builds under the PTX executor and show what they executed.  msp
# is loaded the way users do, with -fplugin on the gcc line.
#
# Usage: demo.sh GCC ABSOLUTE-PATH-TO-msp.so

gcc=$1
plugin=$2
top=$(cd "$(dirname "$0")/.." && pwd)
out=${MSP_BUILD:-$top/build}/demo
census="awk -f $top/scripts/ptx-census.awk"
isa="-misa=sm_80 -mptx=7.0"
status=0

mkdir -p "$out/without" "$out/with"

printf '%-14s %-8s %8s %7s %7s %6s %6s %9s\n' program msp generic global \
  shared local const resolved
for src in "$top"/examples/*.c; do
  name=$(basename "$src" .c)
  case $name in
    acc-*) model=-fopenacc ;;
    *) model=-fopenmp ;;
  esac
  for mode in without with; do
    if [ $mode = with ]; then
      msp="-fplugin=$plugin"
    else
      msp=
    fi
    if ! (cd "$out/$mode" && "$gcc" -O2 $model -foffload=nvptx-none \
	    ${msp:+"$msp"} "-foffload-options=nvptx-none=$isa" -save-temps \
	    "$src" -o "$name" -lm > "$name.log" 2>&1); then
      printf '%-14s %-8s compile FAILED, see %s\n' "$name" $mode \
	"$out/$mode/$name.log"
      status=1
      continue
    fi
    $census "$out/$mode/$name.xnvptx-none.mkoffload.s" \
      | awk -v n="$name" -v m="$mode" '{
	  for (i = 1; i <= NF; i++) { split($i, kv, "="); v[kv[1]] = kv[2] }
	  q = v["global"] + v["shared"] + v["local"] + v["const"]
	  t = q + v["generic"]
	  printf "%-14s %-8s %8d %7d %7d %6d %6d %8.1f%%\n", n, m, \
	    v["generic"], v["global"], v["shared"], v["local"], v["const"], \
	    t ? 100 * q / t : 0
	}'
  done
done
echo "(PTX in $out/{without,with}/*.xnvptx-none.mkoffload.s)"

# Run both builds under the PTX executor (msp-run), compare their output
# with the host fallback's (numbers to a relative 1e-5:
# bench/same-output.awk) and show the dynamic counts.
msp_run=${MSP_BUILD:-$top/build}/msp-run
if [ -x "$msp_run" ]; then
  echo
  printf '%-14s %-8s %12s %12s %9s %8s  %s\n' program msp warp-insns \
    memory generic shared output
  for src in "$top"/examples/*.c; do
    name=$(basename "$src" .c)
    [ -x "$out/without/$name" ] || continue
    env OMP_TARGET_OFFLOAD=disabled ACC_DEVICE_TYPE=host \
      "$out/without/$name" > "$out/without/$name.host" 2>&1
    for mode in without with; do
      [ -x "$out/$mode/$name" ] || continue
      rm -f "$out/$mode/$name.stats"
      if "$msp_run" --stats="$out/$mode/$name.stats" "$out/$mode/$name" \
	   > "$out/$mode/$name.out" 2> "$out/$mode/$name.err"; then
	if awk -v other="$out/without/$name.host" \
	     -f "$top/bench/same-output.awk" "$out/$mode/$name.out"; then
	  verdict="as the host fallback"
	else
	  verdict="DIFFERS from the host fallback"
	  status=1
	fi
      else
	verdict="FAILED: $(grep -m1 'msp-run' "$out/$mode/$name.err")"
	status=1
      fi
      sed -n 's/^msp-run-stats: //p' "$out/$mode/$name.stats" \
	| awk -v n="$name" -v m="$mode" -v v="$verdict" '{
	    for (i = 1; i <= NF; i++) { split($i, kv, "="); x[kv[1]] = kv[2] }
	    printf "%-14s %-8s %12d %12d %8.1f%% %8d  %s\n", n, m, x["insns"], \
	      x["user_memory"], x["user_memory"] ? 100 * x["user_generic"] \
	      / x["user_memory"] : 0, x["user_shared"], v
	  }'
    done
  done
  echo "(under the executor: warp instructions executed, the user's memory"
  echo " instructions executed, the generic share of them, those in .shared)"
fi
exit $status
