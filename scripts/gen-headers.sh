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
# The source must be the one Debian built, that is the tarball with
# Debian's patches applied.  They change what a plugin sees: GCC 15's
# algol68.diff adds a front end whose options every compiler of the tree
# has, so struct gcc_options grows from 6208 to 6232 bytes and most of
# its fields move; git-updates.diff (the release branch since the
# tarball) changes headers a plugin includes (rtl.h, vec.h, explow.h in
# GCC 14; value-range.h in 13; flag-types.h in 16).
#
# gcc-N-source ships the patches in /usr/src/gcc-N/patches beside the
# tarball, and gcc-N-base records the ones the build applied, in order,
# in /usr/share/doc/gcc-N-base/README.Debian.ARCH.gz (debian/rules.patch
# writes one "NAME:" line per patch there, after the "====" line).  We
# apply those, as Debian's quilt does (patch -p1 from the package's top,
# so -p2 from the GCC tree; -E removes emptied files).  Debian then
# regenerates the configure scripts whose configure.ac a patch touched,
# and writes gcc/distro-defaults.h; we do neither: those configure.ac
# hunks concern the driver's directory layout, the generator programs'
# flags and assembler probes, and only the driver and c-family include
# distro-defaults.h (empty for an accel compiler), no header a plugin
# includes.  PATCHES=none generates from the bare tarball.
#
# Usage: gen-headers.sh ACCEL-DRIVER SOURCE-TARBALL OUTDIR
# Leaves OUTDIR/src (the part of the GCC source a plugin build and the
# testsuite read), OUTDIR/obj (the configured build tree) and
# OUTDIR/stamp when done.  CC and CXX (default gcc-N and g++-N, the
# driver's release) build the generator programs.

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
major=$("$driver" -dumpversion | sed 's/\..*//')

# Debian's patches, in the order the build applied them: "none" if
# PATCHES=none or the tarball has no patches/ beside it (not Debian's).
patchdir=$(dirname "$tarball")/patches
readme=/usr/share/doc/gcc-$major-base/README.Debian.$(dpkg --print-architecture 2> /dev/null).gz
if [ "${PATCHES:-debian}" = none ] || [ ! -d "$patchdir" ]; then
  series=none
else
  if [ ! -f "$readme" ]; then
    echo "$0: no $readme (package gcc-$major-base) to tell Debian's patches" >&2
    exit 1
  fi
  series=$(gzip -dc "$readme" \
	   | sed -n '/^====/,$s/^\([A-Za-z0-9][-A-Za-z0-9_.+]*\):$/\1/p' \
	   | tr '\n' ' ')
  if [ -z "$series" ]; then
    echo "$0: $readme lists no patches" >&2
    exit 1
  fi
  for p in $series; do
    if [ ! -f "$patchdir/$p.diff" ]; then
      echo "$0: Debian applied $p.diff but $patchdir has no such file" >&2
      exit 1
    fi
  done
fi

# A pruned tree (see the end) cannot be configured again: extract afresh.
if [ ! -f "$out/src/gcc/BASE-VER" ] || [ -f "$out/src/.msp-pruned" ] \
   || [ "$(cat "$out/src/.msp-patches" 2> /dev/null)" != "$series" ]; then
  echo "msp: extracting $tarball"
  rm -rf "$out/src" "$out/src.tmp"
  mkdir -p "$out/src.tmp"
  tar --no-same-owner -C "$out/src.tmp" -xf "$tarball"
  # GCC 12's Modula-2 front end comes in a tarball of its own, which
  # Debian merges into the tree before patching (debian/rules.unpack);
  # its lang.opt adds options, and patches apply to it.
  for m2 in "$(dirname "$tarball")"/gm2-*.tar.*; do
    [ "$series" != none ] && [ -f "$m2" ] || continue
    echo "msp: adding $m2"
    mkdir -p "$out/src.tmp/m2"
    tar --no-same-owner -C "$out/src.tmp/m2" -xf "$m2"
    (cd "$out/src.tmp/m2/gm2" && tar cf - gcc libgm2) \
      | (cd "$out/src.tmp"/gcc-* && tar --no-same-owner -xf -)
    rm -rf "$out/src.tmp/m2"
  done
  if [ "$series" != none ]; then
    echo "msp: applying Debian's patches from $patchdir"
    applied=0
    for p in $series; do
      # A patch of the other trees Debian unpacks beside src (newlib)
      # does not concern us.
      grep -q '^+++ [^/ ]*/src/' "$patchdir/$p.diff" || continue
      patch -d "$out/src.tmp"/gcc-* -p2 -E -s -N --no-backup-if-mismatch \
	-i "$patchdir/$p.diff" < /dev/null > "$out/patch.log" 2>&1 \
	|| { cat "$out/patch.log"; echo "$0: $p.diff does not apply" >&2;
	     exit 1; }
      applied=$((applied + 1))
    done
    rm -f "$out/patch.log"
    echo "msp: applied $applied of Debian's $(echo $series | wc -w) patches (any others patch newlib, not GCC)"
  fi
  mv "$out/src.tmp"/gcc-* "$out/src"
  rmdir "$out/src.tmp"
  echo "$series" > "$out/src/.msp-patches"
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
CC=${CC:-gcc-$major} CXX=${CXX:-g++-$major} \
  "$out/src/configure" $args > configure.log 2>&1 \
  || { tail -20 configure.log; exit 1; }
echo "msp: building generator tools and headers"
# The generators need the build machine's libiberty; only genmatch, which
# no header needs, links libcpp.
make -j"${JOBS:-2}" all-build-libiberty configure-gcc \
  > make-build.log 2>&1 || { tail -30 make-build.log; exit 1; }
cd gcc
make -j"${JOBS:-2}" tm.h options.h insn-modes.h insn-modes-inline.h \
  insn-constants.h insn-flags.h insn-codes.h insn-attr.h insn-attr-common.h \
  insn-config.h insn-opinit.h tm-preds.h tm-constrs.h tm_p.h gtype-desc.h \
  tree-check.h pass-instances.def plugin-version.h bversion.h config.h \
  > make-headers.log 2>&1 || { tail -30 make-headers.log; exit 1; }

# Keep of the source only what the plugin build includes (gcc/, whose
# front ends' tree codes all-tree.def includes; include/, libcpp/,
# libdecnumber/, libbacktrace/) and the DejaGnu libraries the
# testsuite loads (gcc/testsuite/lib); drop GCC's own tests, its
# translations and the runtime libraries.  An extracted tree is
# 1 to 1.3 GB; pruned it is about 300 MB, so that the five releases
# make check-all builds fit the disk of a CI machine.  configure has read
# every language's config-lang.in and lang.opt by now (options.h is
# generated), so nothing generated depends on what goes.
echo "msp: pruning the source to what a plugin build reads"
cd "$out/src"
touch .msp-pruned
for d in * .[!.]*; do
  case $d in
    gcc|include|libcpp|libdecnumber|libbacktrace|.msp-patches|.msp-pruned) ;;
    *) rm -rf "$d" ;;
  esac
done
rm -rf gcc/po
for d in gcc/testsuite/*; do
  [ "$d" = gcc/testsuite/lib ] || rm -rf "$d"
done

cd "$out"
echo "$cfgline" > stamp
echo "msp: nvptx-none plugin headers ready in $out"
