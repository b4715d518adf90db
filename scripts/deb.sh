#!/bin/sh
# deb.sh -- make the Debian package msp-gcc-N (make deb).
#
# Usage: deb.sh ROOT GCC_VERSION MSP_VERSION GCC BUILD
#
# ROOT holds what "make install prefix=/usr DESTDIR=ROOT" installed: the
# plugin in GCC N's plugin directories (host and nvptx-none offload
# compiler), msp-run and its executor library, msp-census, the Info
# manual and the man pages.  This script compresses the documentation
# as Debian does, adds the copyright file, DEBIAN/control and
# DEBIAN/md5sums, and builds BUILD/msp-gcc-N_MSP_VERSION-1_ARCH.deb with
# dpkg-deb alone (no debhelper: no new build dependency).  GCC is the
# compiler driver, whose package version the plugin is tied to.
#
# The package depends on gcc-N-offload-nvptx.  msp-run, msp-census, the
# manual and the man pages are the same for every GCC release, so the
# packages of two releases conflict (they all provide "msp"): install the
# one of the GCC you offload with.

set -e

root=$1
n=$2
version=$3
gcc=$4
build=$5
name=msp-gcc-$n
arch=$(dpkg --print-architecture)
deb=$build/${name}_$version-1_$arch.deb

# The plugin without its debugging information (7 MB to 2 MB each).
find "$root" -name '*.so' -exec strip --strip-debug {} +
strip --strip-debug "$root/usr/lib/msp/libcuda.so.1"

# The documentation, compressed as Debian policy says.
gzip -9n "$root/usr/share/info/msp.info"
gzip -9n "$root"/usr/share/man/man*/*.[0-9]
doc=$root/usr/share/doc/$name
mkdir -p "$doc"
cat > "$doc/copyright" <<EOF
Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: msp

Files: *
Copyright: 2026 The msp authors
License: GPL-3+
 msp is free software; you can redistribute it and/or modify it under
 the terms of the GNU General Public License as published by the Free
 Software Foundation; either version 3, or (at your option) any later
 version.
 .
 On Debian systems, the complete text of the GNU General Public License
 version 3 can be found in /usr/share/common-licenses/GPL-3.
EOF

# The offload compiler's package, at the version msp was built against:
# msp.so refuses any other GCC release (plugin/loader.cc).
gccver=$(dpkg-query -W -f '${Version}' "gcc-$n-offload-nvptx" 2>/dev/null \
	   || true)
base=$(echo "$gccver" | sed 's/-[^-]*$//')
dep="gcc-$n-offload-nvptx"
[ -n "$base" ] && dep="$dep (>= $base)"

size=$(du -sk --exclude=DEBIAN "$root" | cut -f1)
mkdir -p "$root/DEBIAN"
cat > "$root/DEBIAN/control" <<EOF
Package: $name
Version: $version-1
Architecture: $arch
Maintainer: The msp authors <msp@localhost>
Installed-Size: $size
Depends: $dep, libc6
Provides: msp
Conflicts: msp
Section: devel
Priority: optional
Description: state spaces for GCC $n's nvptx-none offload code (GCC plugin)
 msp is a plugin for the nvptx-none offload compiler of GCC $n.  It proves
 which PTX state space (global, shared, const, local) each pointer of
 OpenMP and OpenACC offload code points into and rewrites the accesses,
 so that the PTX says ld.global, st.shared, atom.shared instead of
 generic accesses.  Load it with gcc-$n -fplugin=msp on the compile lines.
 .
 This package holds the plugin for gcc-$n and its offload compiler,
 msp-run (runs offloading programs on the CPU, checking every access
 against its state space), msp-census, the Info manual (info msp) and
 the man pages msp(7), msp-run(1) and msp-census(1).
EOF
(cd "$root" && find . -type f ! -path './DEBIAN/*' -printf '%P\0' \
   | sort -z | xargs -0 md5sum) > "$root/DEBIAN/md5sums"

dpkg-deb --root-owner-group -Zxz --build "$root" "$deb" > /dev/null
echo "$deb"
