#!/bin/sh
# check-deb.sh -- install the package make deb made, use it, remove it.
#
# Usage: check-deb.sh DEB N
#
# As root, on a Debian system with gcc-N-offload-nvptx (a chroot of
# scripts/chroot.sh will do: "sh scripts/chroot.sh run N sh
# scripts/check-deb.sh build/gccN/msp-gcc-N_V-1_amd64.deb N"):
#   - apt installs DEB, as a user would ("apt install ./FILE.deb");
#   - gcc-N compiles and links each example with -fplugin=msp, the
#     installed short name, on the compile line only, and the offload
#     PTX has state spaces (msp-census) where the same build without
#     msp has none; the summary line and -fplugin-arg-msp-version work;
#   - msp-run runs the OpenMP examples built with msp, with the
#     installed executor; msp-census, the man pages and the Info manual
#     are there;
#   - apt removes the package, and none of its files is left.
# Prints PASS: or FAIL: per check and ends with "N passed, N failed"; the
# exit status is 0 when none failed.  Nothing stays installed.

deb=$1
n=$2
top=$(cd "$(dirname "$0")/.." && pwd)
pkg=msp-gcc-$n
gcc=gcc-$n
pass=0
fail=0
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

ok () { echo "PASS: $*"; pass=$((pass + 1)); }
bad () { echo "FAIL: $*"; fail=$((fail + 1)); }
check () { what=$1; shift; if "$@" > "$work/out" 2>&1; then ok "$what"; else bad "$what"; sed 's/^/  /' "$work/out" | head -20; fi; }

case $deb in
  /*) ;;
  *) deb=$(pwd)/$deb ;;
esac
if dpkg -s "$pkg" > /dev/null 2>&1; then
  echo "check-deb.sh: $pkg is installed already; remove it first" >&2
  exit 2
fi

check "apt install $(basename "$deb")" \
  env DEBIAN_FRONTEND=noninteractive apt-get install -y "$deb"
files=$(dpkg -L "$pkg" 2> /dev/null | while read -r f; do
	  [ -f "$f" ] && echo "$f"; done)

isa="-misa=sm_80 -mptx=7.0"
for src in "$top"/examples/*.c; do
  name=$(basename "$src" .c)
  case $name in
    acc-*) model=-fopenacc ;;
    *) model=-fopenmp ;;
  esac
  for mode in without with; do
    mkdir -p "$work/$mode"
    msp=
    [ $mode = with ] && msp="-fplugin=msp -fplugin-arg-msp-summary"
    (cd "$work/$mode" && $gcc -O2 $model -foffload=nvptx-none $msp \
       "-foffload-options=nvptx-none=$isa" -save-temps -c "$src" \
       -o "$name.o" && $gcc -O2 $model -foffload=nvptx-none \
       "-foffload-options=nvptx-none=$isa" -save-temps "$name.o" \
       -o "$name" -lm) > "$work/$mode/$name.log" 2>&1
  done
  census=$(msp-census "$work/with/$name.xnvptx-none.mkoffload.s" 2>&1)
  plain=$(msp-census "$work/without/$name.xnvptx-none.mkoffload.s" 2>&1)
  spaced () { echo "$1" | awk '{ for (i = 1; i <= NF; i++) { split($i, kv, "="); v[kv[1]] = kv[2] } print v["global"] + v["shared"] + v["const"] + v["local"] }'; }
  if [ -x "$work/with/$name" ] && [ "$(spaced "$census")" -gt "$(spaced "$plain")" ]; then
    ok "$name with -fplugin=msp: $census (without: $plain)"
  else
    bad "$name with -fplugin=msp: $census (without: $plain)"
    sed 's/^/  /' "$work/with/$name.log" | head -20
  fi
  if grep -q "note: msp: .* memory instructions in a state space" \
       "$work/with/$name.log"; then
    ok "$name: summary line"
  else
    bad "$name: summary line"
  fi
done

check "-fplugin-arg-msp-version" sh -c \
  "echo 'int x;' | $gcc -fopenmp -fplugin=msp -fplugin-arg-msp-version -x c -c - -o /dev/null 2>&1 | grep '^msp .* for GCC $n\.'"
check "msp-run --version" msp-run --version
for prog in "$work"/with/omp-*; do
  [ -x "$prog" ] || continue
  check "msp-run $(basename "$prog")" msp-run "$prog"
done
check "man msp, msp-run, msp-census" sh -c \
  'for p in 7/msp.7 1/msp-run.1 1/msp-census.1; do test -f /usr/share/man/man$p.gz || exit 1; done'
check "Info manual" test -f /usr/share/info/msp.info.gz

check "apt remove $pkg" \
  env DEBIAN_FRONTEND=noninteractive apt-get remove -y "$pkg"
left=
for f in $files; do
  [ -e "$f" ] && left="$left $f"
done
if [ -z "$files" ]; then
  bad "files of $pkg: dpkg -L listed none"
elif [ -n "$left" ]; then
  bad "files left after apt remove:$left"
else
  ok "apt remove left none of the $(echo "$files" | wc -l) files"
fi

echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
