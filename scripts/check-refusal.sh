#!/bin/sh
# check-refusal.sh -- each release's msp.so refuses the other releases.
#
# Usage: sh scripts/check-refusal.sh [N...]   (default: 12 13 14 15 16)
#
# For every pair of the releases N whose msp.so is built (build/msp.so
# for the host's own gcc, build/gccN/msp.so for the others), loads the
# msp.so built for one release into the host compiler of the other
# (in that release's chroot where the host lacks it: scripts/chroot.sh)
# and checks that the compile fails with msp's one sentence, naming both
# releases and the msp build to use (plugin/loader.cc), and no other
# error but GCC's own "failed to initialize plugin".  Then loads a copy
# of the host's msp.so without its msp-core.so, which must say so.  A release whose
# msp.so is not built is skipped, and said so.  Prints PASS or FAIL per
# pair and ends with the line "N passed, N failed".

top=$(cd "$(dirname "$0")/.." && pwd)
native=$(gcc -dumpversion 2> /dev/null | sed 's/\..*//')
versions=${*:-12 13 14 15 16}
pass=0
fail=0

plugin_of ()
{
  if [ "$1" = "$native" ]; then
    echo "$top/build/msp.so"
  else
    echo "$top/build/gcc$1/msp.so"
  fi
}

# run_in N CMD...: run CMD where gcc-N is.
run_in ()
{
  n=$1
  shift
  if sh "$top/scripts/chroot.sh" native "$n" > /dev/null 2>&1; then
    "$@"
  else
    sh "$top/scripts/chroot.sh" run "$n" "$@"
  fi
}

work=$top/build/refusal
mkdir -p "$work"
printf 'int f (int x) { return x + 1; }\n' > "$work/t.c"

built=
for n in $versions; do
  if [ -f "$(plugin_of "$n")" ]; then
    built="$built $n"
  else
    echo "check-refusal: no msp.so for GCC $n; skipped"
  fi
done

# expect_refusal N SO WANT WHAT: compile with gcc-N and the plugin SO;
# PASS (named WHAT) if the compile fails with the error WANT (a basic
# regular expression) and no other error but GCC's "failed to
# initialize plugin".
expect_refusal ()
{
  log=$work/$(echo "$4" | tr -c 'A-Za-z0-9\n' '-').log
  run_in "$1" "gcc-$1" -fopenmp -foffload=nvptx-none \
    -fdiagnostics-plain-output -fplugin="$2" -c "$work/t.c" \
    -o "$work/t.o" > "$log" 2>&1
  rc=$?
  if [ "$rc" -ne 0 ] && grep -q "error: $3" "$log" \
     && [ "$(grep 'error:' "$log" | grep -vc 'failed to initialize plugin')" -eq 1 ]; then
    echo "PASS: $4"
    pass=$((pass + 1))
  else
    echo "FAIL: $4 (exit $rc):"
    sed 's/^/  /' "$log"
    fail=$((fail + 1))
  fi
}

for host in $built; do
  for plugin in $built; do
    [ "$host" = "$plugin" ] && continue
    so=$(plugin_of "$plugin")
    expect_refusal "$host" "$so" \
      "'$so' was built for GCC $plugin\.[0-9.]* and cannot run in GCC $host\.[0-9.]*; use the msp built for GCC $host ('make GCC_VERSION=$host' makes it)" \
      "GCC $host refuses the msp.so of GCC $plugin"
  done
done

# msp.so copied without msp-core.so: one sentence naming the file it
# lacks.
if [ -n "$native" ] && [ -f "$(plugin_of "$native")" ]; then
  mkdir -p "$work/alone"
  cp "$(plugin_of "$native")" "$work/alone/msp.so"
  expect_refusal "$native" "$work/alone/msp.so" \
    "cannot load msp from '$work/alone/msp-core.so': " \
    "msp.so without msp-core.so says so"
fi

echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
