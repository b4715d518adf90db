#!/bin/sh
# extract.sh -- extract the real-code corpus from its git snapshots.
#
# Usage: sh bench/real/extract.sh MIRROR LIST DEST
#   MIRROR  the directory of the snapshots (bare git directories, as the
#           search tool's fetch leaves them): MIRROR/OWNER+NAME/repo
#   LIST    the HeCBench names to compile, one a line (hecbench-dev.txt)
#   DEST    where to extract (build/bench-real/src)
#
# Writes, under DEST:
#   hecbench/src/NAME-omp/ for each NAME of LIST, and every directory of
#     HeCBench's src/ that these reach through a "../DIR" in their files
#     (NAME-cuda/, include/ ...), found again in what that brings, until
#     nothing new comes;
#   babelstream/src/, minibude/src/: the OpenMP target versions, and
#     miniBUDE's first input deck, minibude/data/bm1/ (whole: the runs
#     under the executor read it, bench/real/exec.sh);
#   examples/CHAPTER/sources/FILE: the OpenMP Examples in C, C++ and
#     Fortran that use a target construct or a declare target directive,
#     except those meant to fail to compile (@@expect: ct-error) or only
#     to be read, and the headers beside them;
#   codes.tsv: one line per code to build: ID KIND DIR DEPS, where DIR
#     is relative to DEST (see bench/real/build.sh for the kinds) and
#     DEPS, for HeCBench, the entries of src/ that the code reaches
#     (space-separated);
#   missing.txt: one line per snapshot (or listed code) not found: that
#     part is skipped;
#   PART.stamp: the snapshot's commit (and LIST's checksum): a part whose
#     stamp matches is not extracted again.
#
# Only the files a build reads are extracted, file by file with git
# cat-file: some large blobs of the snapshots are absent, so git archive
# fails.  Left out: absent blobs, data files (images, archives, inputs:
# by extension) and any file over 256 KiB, except the inputs that the
# runs under the executor read (bench/real/run-inputs.tsv), which are
# extracted whole or, where that file says so, their first lines only.
# Symbolic links are kept.
# Never extracted: the HeCBench codes that LIST does not name (they are
# kept aside for measurement), except as a directory that a listed code
# includes from.

LC_ALL=C
export LC_ALL

mirror=$1
list=$2
dest=$3
if [ -z "$mirror" ] || [ -z "$list" ] || [ -z "$dest" ]; then
  echo "usage: sh bench/real/extract.sh MIRROR LIST DEST" >&2
  exit 2
fi
mkdir -p "$dest" || exit 2
: > "$dest/missing.txt"
inputs=$(dirname "$0")/run-inputs.tsv

# gitdir OWNER+NAME: print the snapshot's git directory, or nothing.
gitdir ()
{
  for g in "$mirror/$1/repo" "$mirror/$1"; do
    if git --git-dir="$g" rev-parse --verify -q HEAD > /dev/null 2>&1; then
      echo "$g"
      return
    fi
  done
}

# wanted PATH SIZE: true if PATH (a blob of SIZE bytes) is worth
# extracting (everything when $whole is 1).
whole=0
wanted ()
{
  [ "$whole" = 1 ] && return 0
  [ "$2" -le 262144 ] || return 1
  case $1 in
    *.raw | *.ppm | *.pgm | *.bmp | *.png | *.jpg | *.jpeg | *.gif | \
    *.bin | *.dat | *.csv | *.tsv | *.mtx | *.egr | *.grd | *.flt | \
    *.dmnd | *.pdf | *.bz2 | *.gz | *.tgz | *.xz | *.zip | *.tar | \
    *.dvc) return 1 ;;
  esac
  return 0
}

# extract GITDIR TREE-PATH OUT: extract the files of TREE-PATH (a
# directory or a file of HEAD) into OUT/TREE-PATH.
extract ()
{
  git --git-dir="$1" ls-tree -r -l HEAD -- "$2" |
  while read -r mode type obj size path; do
    [ "$type" = blob ] || continue
    git --git-dir="$1" cat-file -e "$obj" 2> /dev/null || continue
    mkdir -p "$3/$(dirname "$path")"
    if [ "$mode" = 120000 ]; then
      rm -f "$3/$path"
      ln -s "$(git --git-dir="$1" cat-file blob "$obj")" "$3/$path"
      continue
    fi
    wanted "$path" "$size" || continue
    git --git-dir="$1" cat-file blob "$obj" > "$3/$path"
    [ "$mode" = 100755 ] && chmod +x "$3/$path"
  done
}

# run_inputs GITDIR OUT: extract the files of bench/real/run-inputs.tsv
# (ID, a path under HeCBench's src/, and a number of lines or nothing)
# into OUT/src/PATH, whatever their kind and size: whole, or their first
# LINES lines.  A file the snapshot lacks is noted in missing.txt.
run_inputs ()
{
  grep -v -e '^#' -e '^[[:space:]]*$' "$inputs" |
  while IFS='	' read -r id path lines; do
    mkdir -p "$2/src/$(dirname "$path")"
    if ! git --git-dir="$1" cat-file -e "HEAD:src/$path" 2> /dev/null; then
      echo "zjin-lcf/HeCBench: no src/$path, the input of $id's run" \
	>> "$dest/$part.missing"
      continue
    fi
    if [ -n "$lines" ]; then
      git --git-dir="$1" cat-file blob "HEAD:src/$path" |
	head -n "$lines" > "$2/src/$path"
    else
      git --git-dir="$1" cat-file blob "HEAD:src/$path" > "$2/src/$path"
    fi
  done
}

# skip PART MESSAGE: PART has nothing to build this time.  Its stamp goes
# too: a later run that finds the snapshot again must extract PART, not
# take the empty list of codes for a fresh one.
skip ()
{
  echo "$2 (skipped)" >> "$dest/missing.txt"
  : > "$dest/$1.codes"
  rm -f "$dest/$1.stamp"
}

# fresh PART STAMP: true if PART was extracted with this STAMP already.
fresh ()
{
  [ -f "$dest/$1.stamp" ] && [ "$(cat "$dest/$1.stamp")" = "$2" ] \
    && [ -f "$dest/$1.codes" ]
}

# ---------------------------------------------------------------------------
# HeCBench.

part=hecbench
g=$(gitdir zjin-lcf+HeCBench)
if [ -z "$g" ]; then
  skip $part "zjin-lcf/HeCBench: no snapshot in $mirror/zjin-lcf+HeCBench"
elif [ ! -f "$list" ]; then
  skip $part "zjin-lcf/HeCBench: no list of codes $list"
else
  stamp="$(git --git-dir="$g" rev-parse HEAD) $(cksum < "$list") $(cksum < "$inputs")"
  if ! fresh $part "$stamp"; then
    echo "extract: HeCBench ($(grep -c . "$list") codes) into $dest/$part" >&2
    out=$dest/$part
    rm -rf "$out" "$dest/$part.stamp" "$dest/$part.missing"
    mkdir -p "$out/src"
    git --git-dir="$g" ls-tree --name-only HEAD src/ | sed 's,^src/,,' \
      > "$out/src-entries"
    : > "$out/done"
    : > "$dest/$part.codes"
    queue=
    for n in $(cat "$list"); do
      if grep -qxF "$n-omp" "$out/src-entries"; then
	queue="$queue $n-omp"
      else
	echo "zjin-lcf/HeCBench: no src/$n-omp in the snapshot (skipped)" \
	  >> "$dest/$part.missing"
      fi
    done
    # Extract what is queued, then queue what it reaches by "../ENTRY";
    # refs: "DIR ENTRY" for each entry of src/ that DIR reaches.
    : > "$out/refs"
    while [ -n "$queue" ]; do
      next=
      for d in $queue; do
	grep -qxF "$d" "$out/done" && continue
	echo "$d" >> "$out/done"
	extract "$g" "src/$d" "$out"
	[ -d "$out/src/$d" ] || continue
	for x in $(grep -r -h -o -E '\.\./[A-Za-z0-9_+-][A-Za-z0-9_.+-]*' \
		     "$out/src/$d" 2> /dev/null | sed 's,^\.\./,,' | sort -u); do
	  [ "$x" != "$d" ] || continue
	  grep -qxF "$x" "$out/src-entries" || continue
	  echo "$d $x" >> "$out/refs"
	  grep -qxF "$x" "$out/done" && continue
	  next="$next $x"
	done
      done
      queue=$next
    done
    # Each code with the entries it reaches, directly or not.
    for n in $(cat "$list"); do
      [ -d "$out/src/$n-omp" ] || continue
      deps=$(awk -v root="$n-omp" '
	{ ref[$1] = ref[$1] " " $2 }
	END {
	  queue[1] = root; seen[root] = 1; nq = 1
	  for (i = 1; i <= nq; i++) {
	    m = split(ref[queue[i]], r, " ")
	    for (j = 1; j <= m; j++)
	      if (!(r[j] in seen)) {
		seen[r[j]] = 1
		queue[++nq] = r[j]
		out = out " " r[j]
	      }
	  }
	  print substr(out, 2)
	}' "$out/refs")
      printf '%s\t%s\t%s\t%s\n' "$n" hecbench "$part/src/$n-omp" "$deps" \
	>> "$dest/$part.codes"
    done
    rm -f "$out/src-entries" "$out/done" "$out/refs"
    run_inputs "$g" "$out"
    echo "$stamp" > "$dest/$part.stamp"
  fi
fi

# ---------------------------------------------------------------------------
# BabelStream and miniBUDE (UoB-HPC): src/main.cpp, the headers of src/
# (miniBUDE's bude.h) and the omp model (src/omp/); miniBUDE's deck
# data/bm1/ too, whole (its poses are 1.5 MiB), for the runs.

# uob NAME PART: extract UoB-HPC/NAME into $dest/PART, one code, NAME.
uob ()
{
  g=$(gitdir "UoB-HPC+$1")
  if [ -z "$g" ]; then
    skip $2 "UoB-HPC/$1: no snapshot in $mirror/UoB-HPC+$1"
    return
  fi
  stamp=$(git --git-dir="$g" rev-parse HEAD)
  # (The deck is part of the stamp: a copy extracted without it is
  # extracted again.)
  [ "$1" = miniBUDE ] && stamp="$stamp data/bm1"
  fresh "$2" "$stamp" && return
  echo "extract: $1 into $dest/$2" >&2
  rm -rf "${dest:?}/$2" "$dest/$2.stamp"
  mkdir -p "$dest/$2"
  for f in $(git --git-dir="$g" ls-tree --name-only HEAD src/); do
    case $f in
      *.h | *.hpp | *.cpp) extract "$g" "$f" "$dest/$2" ;;
    esac
  done
  extract "$g" src/omp "$dest/$2"
  if [ "$1" = miniBUDE ]; then
    whole=1
    extract "$g" data/bm1 "$dest/$2"
    whole=0
  fi
  printf '%s\t%s\t%s\n' "$1" "$2" "$2" > "$dest/$2.codes"
  echo "$stamp" > "$dest/$2.stamp"
}

uob BabelStream babelstream
uob miniBUDE minibude

# ---------------------------------------------------------------------------
# OpenMP Examples: C, C++ and Fortran files with device constructs.

part=examples
g=$(gitdir OpenMP+Examples)
if [ -z "$g" ]; then
  skip $part "OpenMP/Examples: no snapshot in $mirror/OpenMP+Examples"
else
  # The languages in the stamp: an extraction of the C and C++ files
  # alone is made again.
  stamp="$(git --git-dir="$g" rev-parse HEAD) c c++ fortran"
  if ! fresh $part "$stamp"; then
    echo "extract: OpenMP Examples into $dest/$part" >&2
    rm -rf "$dest/$part" "$dest/$part.stamp"
    mkdir -p "$dest/$part"
    : > "$dest/$part.codes.tmp"
    for f in $(git --git-dir="$g" ls-tree -r --name-only HEAD |
	       grep -E '^[^/]+/sources/[^/]+\.(c|cpp|h|hpp|f90|f)$'); do
      extract "$g" "$f" "$dest/$part"
      # Headers are kept for the examples that include them.
      case $f in
	*.h | *.hpp) continue ;;
      esac
      x=$dest/$part/$f
      [ -f "$x" ] || continue
      # A device construct: the C pragma, or the Fortran directive
      # (free form "!$omp", fixed form also "c$omp" and "*$omp", in
      # either case).
      case $f in
	*.f90 | *.f)
	  kind=fexample
	  device='^[[:space:]]*[!cC*]\$[oO][mM][pP][[:space:]]+([tT][aA][rR][gG][eE][tT]|[dD][eE][cC][lL][aA][rR][eE][[:space:]]+[tT][aA][rR][gG][eE][tT]|[bB][eE][gG][iI][nN][[:space:]]+[dD][eE][cC][lL][aA][rR][eE][[:space:]]+[tT][aA][rR][gG][eE][tT])' ;;
	*)
	  kind=example
	  device='^[[:space:]]*#[[:space:]]*pragma[[:space:]]+omp[[:space:]]+(target|declare[[:space:]]+target|begin[[:space:]]+declare[[:space:]]+target)' ;;
      esac
      if ! grep -q -E "$device" "$x" \
	 || grep -q -E '@@expect:[[:space:]]*ct-error|@@operation:[[:space:]]*view' "$x"; then
	rm -f "$x"
	continue
      fi
      # The ID: the file name, without "sources/".
      printf '%s\t%s\t%s\n' "$(basename "$f")" $kind "$part/$f" \
	>> "$dest/$part.codes.tmp"
    done
    sort "$dest/$part.codes.tmp" > "$dest/$part.codes"
    rm -f "$dest/$part.codes.tmp"
    echo "$stamp" > "$dest/$part.stamp"
  fi
fi

[ -f "$dest/hecbench.missing" ] && cat "$dest/hecbench.missing" >> "$dest/missing.txt"
cat "$dest/hecbench.codes" "$dest/babelstream.codes" "$dest/minibude.codes" \
  "$dest/examples.codes" > "$dest/codes.tsv"
exit 0
