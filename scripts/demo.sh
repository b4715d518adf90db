#!/bin/sh
# demo.sh -- compile the examples with and without msp and show, per
# program, the user's PTX memory instructions by state space.  msp is
# loaded the way users do, with -fplugin on the gcc line.
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
exit $status
