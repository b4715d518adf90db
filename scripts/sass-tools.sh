#!/bin/sh
# sass-tools.sh -- get the CUDA tools that turn offload PTX into SASS.
#
# Usage: sass-tools.sh DIR
# Makes sure DIR/usr/bin holds ptxas, nvdisasm, nvlink and cuobjdump of
# CUDA 11.8 and prints that directory.  They come from Debian bookworm's
# non-free package nvidia-cuda-toolkit, which holds all four in one .deb; they
# run without its dependencies (they need only the C library).  The .deb
# is fetched with a private apt configuration under DIR (a sources list
# naming the Debian archive with non-free, its own package lists and
# cache) and unpacked with dpkg -x: nothing is installed on the system
# and the system's apt configuration is not touched.
#
# Why CUDA 11.8 and not the ptxas on PATH: nvdisasm 11.8 rejects the
# cubins of later ptxas (ELF ABI version 8), and the counts need one
# ptxas for both builds anyway.
#
# Environment: MSP_DEBIAN_MIRROR, the Debian archive (default
# http://deb.debian.org/debian).

dir=${1:?usage: sass-tools.sh DIR}
bin=$dir/usr/bin
if [ -x "$bin/ptxas" ] && [ -x "$bin/nvdisasm" ]; then
  echo "$bin"
  exit 0
fi
command -v apt-get > /dev/null 2>&1 && command -v dpkg > /dev/null 2>&1 || {
  echo "sass-tools.sh: needs apt-get and dpkg (Debian)" >&2
  exit 1
}
mirror=${MSP_DEBIAN_MIRROR:-http://deb.debian.org/debian}
# apt reads a relative Dir::Etc::* below /etc/apt: every path absolute.
mkdir -p "$dir/apt" && dir=$(cd "$dir" && pwd) || exit 1
apt=$dir/apt
mkdir -p "$apt/lists/partial" "$apt/cache/archives/partial" "$apt/deb" \
  "$apt/sources.list.d" || exit 1
echo "deb $mirror bookworm main non-free" > "$apt/sources.list"
set -- -q -o Dir::Etc::sourcelist="$apt/sources.list" \
  -o Dir::Etc::sourceparts="$apt/sources.list.d" \
  -o Dir::State::Lists="$apt/lists" \
  -o Dir::Cache="$apt/cache" -o Debug::NoLocking=1 \
  -o APT::Sandbox::User=root
echo "sass-tools.sh: fetching nvidia-cuda-toolkit (CUDA 11.8, about 84 MB) into $dir" >&2
apt-get "$@" update > "$apt/update.log" 2>&1 \
  && (cd "$apt/deb" && apt-get "$@" download nvidia-cuda-toolkit) \
       > "$apt/download.log" 2>&1 || {
  echo "sass-tools.sh: could not fetch nvidia-cuda-toolkit from $mirror (see $apt/*.log)" >&2
  exit 1
}
dpkg -x "$apt/deb"/nvidia-cuda-toolkit_*.deb "$dir" && rm -f "$apt/deb"/*.deb \
  && [ -x "$bin/ptxas" ] && [ -x "$bin/nvdisasm" ] || {
  echo "sass-tools.sh: the package holds no ptxas/nvdisasm" >&2
  exit 1
}
echo "$bin"
