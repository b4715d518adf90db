#!/bin/sh
# deps.sh -- make sure the Debian packages msp needs are installed.
#
# Installs the missing ones when run as root (after apt-get update), and
# otherwise names them in one message and fails.

pkgs="gcc-12 g++-12 gcc-12-offload-nvptx nvptx-tools libgomp-plugin-nvptx1
gcc-12-source libgmp-dev libmpfr-dev libmpc-dev zlib1g-dev dejagnu texinfo
make gawk"

missing=
for p in $pkgs; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null \
       | grep -q 'install ok installed'; then
    missing="$missing $p"
  fi
done
[ -z "$missing" ] && exit 0

if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "msp: installing$missing"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -q >/dev/null && apt-get install -y -q $missing >/dev/null \
    && exit 0
  echo "msp: apt-get could not install$missing" >&2
  exit 1
fi
echo "msp: missing Debian packages:$missing (run as root: apt-get install$missing)" >&2
exit 1
