# exec.awk -- the real-code bench's report of the runs under the PTX
# executor (bench/real/run.sh, part 10).
#
# Usage: awk -F '\t' -f bench/real/exec.awk EXEC.tsv
#   EXEC.tsv  build/bench-real/exec.tsv, one row per code of
#             bench/real/run-args.tsv (the columns: bench/real/run.sh's
#             head comment)
#
# Prints a table per code (its status, the seconds of its three runs,
# the warp instructions executed without and with msp, the user's
# memory instructions executed and the share of them that names the
# generic space, the spaces they name with msp, the lines of output
# compared and a message: why a run failed, or the first line that
# differs), then the totals: the codes run, how many match, the other
# statuses, the space violations with msp, and the dynamic counts summed
# over the codes whose runs ended as the host fallback's did in both
# modes (same, differs-from-host, with-differs-from-without).

function pct(q, t) { return t > 0 ? sprintf ("%.1f%%", 100 * q / t) : "-" }
function change(a, b) { return a > 0 ? sprintf ("%+.1f%%", 100 * (b - a) / a) : "-" }
function num(x) { return x == "-" ? 0 : x + 0 }

BEGIN {
  nst = split("same differs-from-host with-differs-from-without violation failed timeout not-built", stname, " ")
  printf "%-24s %-26s %7s %7s %7s %12s %12s %7s %11s %11s %6s %6s  %s\n",
    "code", "status", "host-s", "wo-s", "with-s", "insns-wo", "insns-with",
    "change", "mem-wo", "mem-with", "gen-wo", "gen-w",
    "global/shared/local/const/param with; lines compared; message"
}

{
  n++
  count[$2]++
  # The counts of a mode: columns 10-20 (without), 21-31 (with):
  # grids insns user_insns user_memory user_generic user_global
  # user_shared user_local user_const user_param violations.
  if ($2 == "not-built") {
    printf "%-24s %-26s %s\n", $1, $2, $32
    next
  }
  ran_wo = $11 != "-" && $4 != 124 && $4 != 137
  ran_w = $22 != "-" && $5 != 124 && $5 != 137
  viol_w += num($31)
  viol_wo += num($20)
  spaces = ran_w ? sprintf ("%s/%s/%s/%s/%s", $26, $27, $28, $29, $30) : "-"
  note = spaces "; " $9
  if ($32 != "")
    note = note "; " $32
  printf "%-24s %-26s %7.1f %7.1f %7.1f %12s %12s %7s %11s %11s %6s %6s  %s\n",
    $1, $2, $6, $7, $8, (ran_wo ? $11 : "-"), (ran_w ? $22 : "-"),
    (ran_wo && ran_w ? change($11, $22) : "-"),
    (ran_wo ? $13 : "-"), (ran_w ? $24 : "-"),
    (ran_wo ? pct($14, $13) : "-"), (ran_w ? pct($25, $24) : "-"), note
  run++
  secs += $6 + $7 + $8
  # The counts of the codes whose runs both ended as the host
  # fallback's did.
  if (!(ran_wo && ran_w) || $2 !~ /^(same|differs-from-host|with-differs-from-without)$/)
    next
  both++
  iwo += $11; iw += $22
  uiwo += $12; uiw += $23
  mwo += $13; mw += $24
  gwo += $14; gw += $25
  sgl += $26; ssh += $27; slo += $28; sco += $29; spa += $30
}

END {
  print ""
  printf "codes listed: %d; run (built in both modes): %d; matching (same): %d\n",
    n, run, count["same"]
  line = ""
  for (i = 2; i <= nst; i++)
    line = line sprintf ("%s%s %d", (i > 2 ? ", " : ""), stname[i], count[stname[i]])
  print "others: " line
  printf "space violations: %d with msp (must be 0), %d without\n", viol_w, viol_wo
  printf "over the %d codes whose runs ended as the host fallback's in both modes:\n", both
  printf "  warp instructions executed: %d without msp, %d with (%s); the user's: %d, %d (%s)\n",
    iwo, iw, change(iwo, iw), uiwo, uiw, change(uiwo, uiw)
  printf "  the user's memory instructions executed: %d without msp, %d with; generic: %s without, %s with\n",
    mwo, mw, pct(gwo, mwo), pct(gw, mw)
  printf "  with msp, by the space named: generic %d (%s), global %d (%s), shared %d (%s), local %d (%s), const %d (%s), param %d (%s)\n",
    gw, pct(gw, mw), sgl, pct(sgl, mw), ssh, pct(ssh, mw), slo, pct(slo, mw),
    sco, pct(sco, mw), spa, pct(spa, mw)
  printf "  the runs took %.0f s in all (host fallback, without and with msp)\n", secs
}
