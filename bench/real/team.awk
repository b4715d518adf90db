# team.awk -- the team arrays of the real-code bench: what msp moved into
# .shared (gimple/ipa/team-shared.cc) and what it left, per code.
#
# Usage: awk -F '\t' -v sass=FILE -f team.awk TEAM
#   TEAM  lines "CODE<TAB>LINE", LINE one of ipmsp's dump lines
#         "team arrays of FN: 'A' (N bytes) placed in .shared at ...",
#         "team arrays of FN: 'A' stays on the soft stack: WHY[: STMT]"
#         or "team arrays: N bytes of .shared (budget B per kernel)"
#   FILE  the SASS census of the level, lines "CODE MODE image ...
#         shared=N ..." (scripts/sass-census.awk's image lines; other
#         lines are ignored)
#
# Prints a row per code that has team arrays: the arrays, those placed in
# .shared and their bytes, the size of its __msp_team_shared (the most
# bytes of one kernel's arrays), and the code's SASS shared-memory
# instructions (LDS, STS, ATOMS) without and with msp; the totals; the
# arrays left by reason; and each array left, with its function and
# reason.

BEGIN {
  while ((getline line < sass) > 0) {
    n = split(line, f, " ")
    if (n < 3 || f[3] != "image")
      continue
    for (i = 4; i <= n; i++)
      if (f[i] ~ /^shared=/)
	shared[f[1], f[2]] += substr(f[i], 8)
  }
  close(sass)
}

$2 ~ /^team arrays: / {
  n = $2
  sub(/^team arrays: /, "", n)
  sub(/ .*$/, "", n)
  if (n + 0 > buffer[$1] + 0)
    buffer[$1] = n + 0
  if (n + 0 > maxbuf) {
    maxbuf = n + 0
    maxcode = $1
  }
  next
}

{
  code = $1
  line = $2
  if (!(code in arrays))
    codes[++ncodes] = code
  arrays[code]++
  total++
  fn = line
  sub(/^team arrays of /, "", fn)
  sub(/: '.*$/, "", fn)
  name = line
  sub(/^[^']*'/, "", name)
  sub(/'.*$/, "", name)
  if (line ~ /placed in \.shared/) {
    placed[code]++
    nplaced++
    b = line
    sub(/^[^(]*\(/, "", b)
    sub(/ bytes.*$/, "", b)
    bytes[code] += b
    nbytes += b
  } else {
    why = line
    sub(/^.*stays on the soft stack: /, "", why)
    sub(/: .*$/, "", why)
    reasons[why]++
    left[++nleft] = sprintf("  %-26s %-40s %-16s %s", code, fn, name, why)
  }
}

END {
  printf "Team arrays (gimple/ipa/team-shared.cc): codes with arrays %d, arrays %d, placed in .shared %d (%.1f%%), %d bytes; largest __msp_team_shared %d bytes (%s)\n", \
    ncodes, total, nplaced, total ? 100 * nplaced / total : 0, nbytes, \
    maxbuf, maxcode == "" ? "-" : maxcode
  if (ncodes == 0)
    exit
  print ""
  printf "%-26s %7s %7s %8s %8s   %s\n", "code", "arrays", "placed", \
    "bytes", "buffer", "SASS LDS/STS/ATOMS without -> with"
  for (i = 1; i <= ncodes; i++) {
    c = codes[i]
    printf "%-26s %7d %7d %8d %8d   %d -> %d\n", c, arrays[c], placed[c], \
      bytes[c], buffer[c], shared[c, "without"], shared[c, "with"]
  }
  if (nleft == 0)
    exit
  print ""
  print "left on the soft stack, by reason:"
  for (w in reasons)
    printf "  %4d  %s\n", reasons[w], w
  print ""
  print "each array left (code, target body, array, reason):"
  for (i = 1; i <= nleft; i++)
    print left[i]
}
