#!/bin/sh
# gen-headers.sh -- generate GCC plugin headers configured for nvptx-none.
#
# Debian ships only x86_64-configured plugin headers (gcc-12-plugin-dev);
# compiled against those, a plugin loads into the nvptx-none lto1 and then
# silently reads wrong fields (struct gcc_options, machine_mode values,
# FIRST_PSEUDO_REGISTER all differ).  So we configure the matching GCC
# source (Debian's gcc-12-source) with the very arguments that the installed
# accel compiler reports in its "Configured with:" line, and build only the
# generated headers a plugin includes.
#
# Usage: gen-headers.sh ACCEL-DRIVER SOURCE-TARBALL OUTDIR
# Leaves OUTDIR/src (the GCC source), OUTDIR/obj (the configured build tree)
# and OUTDIR/stamp when done.

set -e

driver=$1
tarball=$2
out=$3

if [ -z "$driver" ] || [ -z "$tarball" ] || [ -z "$out" ]; then
  echo "usage: $0 ACCEL-DRIVER SOURCE-TARBALL OUTDIR" >&2
  exit 2
fi

# The configure line of the installed offload compiler, read now.
cfgline=$("$driver" -v 2>&1 | sed -n 's/^Configured with: //p')
if [ -z "$cfgline" ]; then
  echo "$0: $driver -v printed no 'Configured with:' line" >&2
  exit 1
fi
case "$cfgline" in
  *--target=nvptx-none*) ;;
  *) echo "$0: $driver is not configured for --target=nvptx-none" >&2
     exit 1 ;;
esac

mkdir -p "$out"
out=$(cd "$out" && pwd)

if [ ! -f "$out/src/gcc/BASE-VER" ]; then
  echo "msp: extracting $tarball"
  rm -rf "$out/src" "$out/src.tmp"
  mkdir -p "$out/src.tmp"
  tar -C "$out/src.tmp" -xf "$tarball"
  mv "$out/src.tmp"/gcc-* "$out/src"
  rmdir "$out/src.tmp"
fi

# The driver's own version must match the source we generate from.
srcver=$(cat "$out/src/gcc/BASE-VER")
drvver=$("$driver" -dumpfullversion)
if [ "$srcver" != "$drvver" ]; then
  echo "$0: source is GCC $srcver but $driver is GCC $drvver" >&2
  exit 1
fi

# Drop the "../src-nvptx/configure" word; keep the arguments as the shell
# would have split them (none contains spaces or quotes).
args=$(echo "$cfgline" | sed 's/^[^ ]*configure//')

rm -rf "$out/obj"
mkdir -p "$out/obj"
cd "$out/obj"
echo "msp: configuring GCC $srcver with:$args"
# shellcheck disable=SC2086
"$out/src/configure" $args > configure.log 2>&1 \
  || { tail -20 configure.log; exit 1; }
echo "msp: building generator tools and headers"
make -j"${JOBS:-2}" all-build-libiberty all-build-libcpp configure-gcc \
  > make-build.log 2>&1 || { tail -30 make-build.log; exit 1; }
cd gcc
make -j"${JOBS:-2}" tm.h options.h insn-modes.h insn-modes-inline.h \
  insn-constants.h insn-flags.h insn-codes.h insn-attr.h insn-attr-common.h \
  insn-opinit.h \
  insn-config.h tm-preds.h tm-constrs.h tm_p.h gtype-desc.h tree-check.h \
  pass-instances.def plugin-version.h config.h \
  > make-headers.log 2>&1 || { tail -30 make-headers.log; exit 1; }
cd "$out"
echo "$cfgline" > stamp
echo "msp: nvptx-none plugin headers ready in $out"
