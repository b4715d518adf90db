#!/bin/sh
# deps.sh -- make sure the Debian packages msp needs are installed.
#
# Usage: deps.sh [N]
# N is the GCC release msp is built for (default 12).  Installs the
# missing packages when run as root (after apt-get update), and otherwise
# names them in one message and fails.  libgomp-plugin-nvptx1 (libgomp's
# plugin to run on an NVIDIA GPU; no test needs it) comes with them where
# the release has it: Debian builds it from one GCC of each release.

n=${1:-12}
pkgs="gcc-$n g++-$n gfortran-$n gcc-$n-offload-nvptx nvptx-tools gcc-$n-source
libgmp-dev libmpfr-dev libmpc-dev zlib1g-dev dejagnu texinfo make gawk patch
libgomp-plugin-nvptx1"

missing=
for p in $pkgs; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null \
       | grep -q 'install ok installed'; then
    missing="$missing $p"
  fi
done
[ -z "$missing" ] && exit 0

if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -q >/dev/null || { echo "msp: apt-get update failed" >&2; exit 1; }
  case " $missing " in
    *" libgomp-plugin-nvptx1 "*)
      apt-cache show libgomp-plugin-nvptx1 > /dev/null 2>&1 \
	|| missing=$(echo "$missing" | sed 's/ libgomp-plugin-nvptx1//') ;;
  esac
  [ -z "$missing" ] && exit 0
  echo "msp: installing$missing"
  apt-get install -y -q $missing >/dev/null && exit 0
  echo "msp: apt-get could not install$missing" >&2
  exit 1
fi
echo "msp: missing Debian packages:$missing (run as root: apt-get install$missing)" >&2
exit 1
