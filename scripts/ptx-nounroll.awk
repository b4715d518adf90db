# ptx-nounroll.awk -- tell ptxas not to unroll any loop of GCC's PTX.
#
# Usage: awk -f ptx-nounroll.awk FILE.ptx FILE.ptx > OUT.ptx
#   (the file twice: the first reading finds the loops, the second
#   copies the file)
#
# Prints the file with `.pragma "nounroll";' after each label that a
# branch later in the same function jumps back to: the head of a loop
# in the layout GCC's nvptx backend prints (a label `$LN:' and branches
# `bra $LN;', `@P bra $LN;', `bra.uni $LN;').  PTX applies the pragma
# to the loop whose header block holds it and ignores it in a block
# that heads no loop.
#
# scripts/sass.sh uses it for the census "iter": the instructions in
# loops when ptxas unrolls none of them, one iteration of each loop as
# the PTX has it.  ptxas unrolls a loop of known trip count whose
# accesses it can tell apart (LDS/LDG rather than generic LD), so a
# build that qualifies more accesses may have more instructions in
# loops doing more work per pass; "iter" compares equal work.

FNR == NR {
  if ($0 ~ /^\$L[0-9]+:/) {
    label = $0
    sub(/:.*/, "", label)
    seen[label] = 1
  } else if (match($0, /[ \t]bra(\.uni)?[ \t]+\$L[0-9]+/)) {
    target = substr($0, RSTART, RLENGTH)
    sub(/.*[ \t]/, "", target)
    if (target in seen)
      back[target] = 1
  } else if ($0 ~ /^}/)
    split("", seen)
  next
}

{ print }

/^\$L[0-9]+:/ {
  label = $0
  sub(/:.*/, "", label)
  if (label in back)
    print "\t.pragma \"nounroll\";"
}
