#!/bin/sh
# chroot.sh -- Debian chroots for the GCC releases the host does not have.
#
# msp is built and tested against GCC N with the nvptx-none offload
# compiler of GCC N (package gcc-N-offload-nvptx).  Debian 12 has only
# GCC 12; later releases come from the Debian release that packages
# them, installed into a chroot under build/chroot/RELEASE, never onto
# the host:
#
#   GCC 13, 14   trixie   (build/chroot/trixie)
#   GCC 15, 16   sid      (build/chroot/sid)
#
# Usage (as root):
#   chroot.sh release N        print the release whose chroot holds GCC N
#   chroot.sh native N         exit 0 if the host itself has GCC N's
#                              offload compiler, or can install it
#                              (N is the host's own gcc)
#   chroot.sh create RELEASE   create build/chroot/RELEASE, or reuse it,
#                              and install both compilers' packages
#   chroot.sh run N CMD [ARG...]
#                              run CMD in GCC N's chroot (creating it
#                              first if needed), in the current directory,
#                              with the project tree visible at its own
#                              path
#
# "run" works in a private mount namespace (unshare -m): there it mounts
# proc and a new devpts instance (apt needs /proc, expect a pseudo-
# terminal) in the chroot and binds the project tree read-write at the
# same path, so that the paths in build outputs, dumps and test logs are
# the same inside and out.  The mounts end with the command; nothing of
# the host's /dev is mounted.  The chroot has no "cc": CC and CXX name
# gcc-N and g++-N there.
#
# Each step prints how long it took.  The mirror is the host's own
# (/etc/apt/sources.list.d/debian.sources, else /etc/apt/sources.list).

set -e

top=$(cd "$(dirname "$0")/.." && pwd)
chroots=$top/build/chroot

die ()
{
  echo "msp: $*" >&2
  exit 1
}

# The Debian release that packages GCC N with its nvptx-none offload
# compiler, and the GCC releases its chroot holds.
release_of ()
{
  case $1 in
    13|14) echo trixie ;;
    15|16) echo sid ;;
    *) die "no Debian release is known to package GCC $1 with gcc-$1-offload-nvptx (known: 13 and 14 in trixie, 15 and 16 in sid)" ;;
  esac
}

versions_of ()
{
  case $1 in
    trixie) echo 13 14 ;;
    sid) echo 15 16 ;;
    *) die "unknown release $1 (trixie or sid)" ;;
  esac
}

# The Debian mirror of the host.
mirror ()
{
  m=
  if [ -f /etc/apt/sources.list.d/debian.sources ]; then
    m=$(sed -n 's/^URIs: *\([^ ]*\).*/\1/p' \
	  /etc/apt/sources.list.d/debian.sources | grep -v security | head -1)
  fi
  if [ -z "$m" ] && [ -f /etc/apt/sources.list ]; then
    m=$(awk '$1 == "deb" && $2 !~ /security/ { print $2; exit }' \
	  /etc/apt/sources.list)
  fi
  echo "${m:-http://deb.debian.org/debian}"
}

# timed WHAT LOG CMD [ARG...]: run CMD with its output in LOG and print
# how long it took, as "msp: WHAT: N s"; if it fails, show the end of LOG
# and stop.
timed ()
{
  what=$1
  log=$2
  shift 2
  t0=$(date +%s)
  "$@" > "$log" 2>&1 || { tail -20 "$log" >&2; die "$what failed (log: $log)"; }
  t1=$(date +%s)
  echo "msp: $what: $((t1 - t0)) s"
}

# in_chroot ROOT BIND CMD [ARG...]: run CMD in the chroot ROOT, in a
# private mount namespace with proc and devpts mounted and, unless BIND is
# empty, the directory BIND bound at its own path, and so each directory
# of MSP_CHROOT_BINDS (colon-separated; the real-code bench's snapshots
# and list, say).  The command runs in the current directory if it is
# below BIND, else in BIND (or /).
in_chroot ()
{
  root=$1
  bind=$2
  shift 2
  dir=/
  if [ -n "$bind" ]; then
    dir=$bind
    case $(pwd) in
      "$bind"|"$bind"/*) dir=$(pwd) ;;
    esac
    mkdir -p "$root$bind"
  fi
  binds=
  for b in $(echo "${MSP_CHROOT_BINDS:-}" | tr ':' ' '); do
    [ -d "$b" ] || die "MSP_CHROOT_BINDS: '$b' is not a directory"
    mkdir -p "$root$b"
    binds="$binds $b"
  done
  # msp's settings (MSP_*, BENCH_*: scripts/check.sh's, the benches')
  # pass through in a file the command's shell reads, quoted as "export
  # -p" quotes them.
  envfile=/tmp/msp-env.$$
  mkdir -p "$root/tmp"
  export -p | grep -E "^export (MSP|BENCH)_[A-Za-z0-9_]*=" \
    > "$root$envfile" || :
  # PATH and locale of a Debian root shell; make's and runtest's settings
  # pass through.
  unshare -m --propagation private sh -e -c '
    root=$1 bind=$2 dir=$3 binds=$4 envfile=$5
    shift 5
    mount -t proc proc "$root/proc"
    mount -t devpts -o newinstance,ptmxmode=0666,mode=0620 devpts \
      "$root/dev/pts"
    [ -z "$bind" ] || mount --bind "$bind" "$root$bind"
    for b in $binds; do
      mount --bind "$b" "$root$b"
    done
    exec chroot "$root" /usr/bin/env -i \
      PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
      HOME=/root LANG=C.UTF-8 TERM="${TERM:-dumb}" \
      ${MAKEFLAGS+"MAKEFLAGS=$MAKEFLAGS"} \
      ${RUNTESTFLAGS+"RUNTESTFLAGS=$RUNTESTFLAGS"} \
      ${JOBS+"JOBS=$JOBS"} ${CC+"CC=$CC"} ${CXX+"CXX=$CXX"} \
      DEBIAN_FRONTEND=noninteractive \
      /bin/sh -c ". \"\$1\" && rm -f \"\$1\" && cd \"\$0\" && shift && exec \"\$@\"" \
      "$dir" "$envfile" "$@"
  ' sh "$root" "$bind" "$dir" "$binds" "$envfile" "$@"
}

# The packages each GCC N needs in the chroot: the compilers (C, C++,
# Fortran) and their offload compiler, the source the plugin headers are
# generated from and the tools to do so (patch applies Debian's
# patches), DejaGnu, and git, with which make bench-real extracts its
# corpus.
packages ()
{
  for n in $(versions_of "$1"); do
    echo "gcc-$n g++-$n gfortran-$n gcc-$n-offload-nvptx gcc-$n-source"
  done
  echo "nvptx-tools make gawk patch libgmp-dev libmpfr-dev libmpc-dev"
  echo "zlib1g-dev dejagnu texinfo xz-utils expect git"
}

create ()
{
  rel=$1
  versions_of "$rel" > /dev/null
  [ "$(id -u)" = 0 ] || die "creating the $rel chroot needs root"
  root=$chroots/$rel
  mkdir -p "$chroots"

  if [ ! -f "$root/.msp-debootstrap" ]; then
    if ! command -v debootstrap > /dev/null 2>&1; then
      timed "apt-get install debootstrap" "$chroots/host-apt.log" sh -c \
	'DEBIAN_FRONTEND=noninteractive apt-get update -q > /dev/null &&
	 DEBIAN_FRONTEND=noninteractive apt-get install -y -q debootstrap \
	   > /dev/null'
    fi
    # A chroot that debootstrap left half made is made again.  The
    # host's namespace has no mounts in it (those of "run" are private).
    rm -rf --one-file-system "$root"
    echo "msp: debootstrap $rel into $root"
    timed "debootstrap $rel" "$chroots/$rel-debootstrap.log" \
      debootstrap --variant=minbase "$rel" "$root" "$(mirror)"
    date > "$root/.msp-debootstrap"
  fi

  want=$(packages "$rel" | tr '\n' ' ')
  if [ "$(cat "$root/.msp-packages" 2> /dev/null)" != "$want" ]; then
    echo "msp: installing in $rel: $want"
    # libgomp-plugin-nvptx1 (libgomp's nvptx plugin, for running on a
    # GPU) comes from one of the two compilers' sources only, or none.
    # sid's Release file expires a week after it is signed; a mirror that
    # has not synced since is still signed, so apt may read it.
    timed "apt-get install in $rel" "$chroots/$rel-apt.log" \
      in_chroot "$root" "" sh -e -c '
      apt-get update -q -o Acquire::Check-Valid-Until=false > /dev/null
      extra=
      if apt-cache show libgomp-plugin-nvptx1 > /dev/null 2>&1; then
	extra=libgomp-plugin-nvptx1
      fi
      apt-get install -y -q --no-install-recommends "$@" $extra > /dev/null
      apt-get clean
    ' sh $want
    echo "$want" > "$root/.msp-packages"
  fi
  for n in $(versions_of "$rel"); do
    [ -x "$root/usr/bin/x86_64-linux-gnu-accel-nvptx-none-gcc-$n" ] \
      || die "the $rel chroot has no x86_64-linux-gnu-accel-nvptx-none-gcc-$n"
  done
}

cmd=$1
[ $# -gt 0 ] && shift
case $cmd in
  release)
    [ $# = 1 ] || die "usage: $0 release N"
    release_of "$1"
    ;;
  native)
    [ $# = 1 ] || die "usage: $0 native N"
    command -v "x86_64-linux-gnu-accel-nvptx-none-gcc-$1" > /dev/null 2>&1 \
      && exit 0
    [ "$(gcc -dumpversion 2> /dev/null)" = "$1" ]
    ;;
  create)
    [ $# = 1 ] || die "usage: $0 create RELEASE"
    create "$1"
    ;;
  run)
    [ $# -ge 2 ] || die "usage: $0 run N CMD [ARG...]"
    n=$1
    shift
    rel=$(release_of "$n")
    create "$rel"
    in_chroot "$chroots/$rel" "$top" "$@"
    ;;
  *)
    die "usage: $0 release N | native N | create RELEASE | run N CMD [ARG...]"
    ;;
esac
