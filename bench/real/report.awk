# report.awk -- the real-code bench's report for one optimisation level.
#
# Usage: awk -F '\t' -v level=LEVEL -v codes=CODES.tsv -v causes=CAUSES.tsv
#            [-v dump_ice=DUMP-ICE.tsv] [-v valgrind=1]
#            -f bench/real/report.awk RESULTS.tsv
#   LEVEL        the level to report ("authors", -O2 ...)
#   CODES.tsv    the codes built, in the order of the table (first column)
#   CAUSES.tsv   the generic accesses left with msp (build/bench-real/
#                causes.tsv: code level cause detail function instruction
#                root)
#   DUMP-ICE.tsv the builds with msp whose dumps crashed GCC's printer,
#                made again without them (bench/real/build.sh's
#                dump-ice.tsv: code level message)
#   valgrind=1   also sum lto1's instructions (results' column 14)
#   RESULTS.tsv  build/bench-real/results.tsv, one row per build (see
#                bench/real/build.sh)
#
# bench/real/run.sh runs it once per level.  It prints the summary (codes,
# built without msp, broken by msp, ICEs, resolved shares, generic accesses
# left by cause), the builds broken by msp, the ICEs with msp, the ICEs of
# GCC itself, the codes not built without msp, the codes with the most
# generic accesses left and a table per code.  A build is broken by msp
# when it is ok without msp and not with it; an ICE with msp counts as
# msp's unless the build without msp crashed with the same first error
# line; so are the builds of the third mode, "spaces" (msp without its
# alias cliques), where it was run.  Shares and causes are over the codes
# built in both modes.  The alias line compares the memory instructions
# of the codes built in all three modes.

function pct(q, t) { return t ? sprintf ("%.1f%%", 100 * q / t) : "-" }
# The user PTX memory instructions of ID's build in mode M.
function mem(id, m) {
  return ge[id, m] + gl[id, m] + sh[id, m] + lo[id, m] + co[id, m]
}
function share(id, m,   q) {
  q = gl[id, m] + sh[id, m] + lo[id, m] + co[id, m]
  return pct(q, q + ge[id, m])
}
# The place in GCC an ICE message names, without the source location.
function ice_site(msg) {
  sub(/^[^ ]*:[0-9]+:[0-9]+: /, "", msg)
  return msg
}

BEGIN {
  ncn = split("parameter loaded broken returned other", cn, " ")
  mname[0] = "without"; mname[1] = "spaces"; mname[2] = "with"
  while ((getline line < codes) > 0) {
    split(line, f, "\t")
    order[++n] = f[1]
  }
  close(codes)
}
$2 == level {
  st[$1, $3] = $4
  if ($4 == "ok") {
    ge[$1, $3] = $6; gl[$1, $3] = $7; sh[$1, $3] = $8; lo[$1, $3] = $9
    co[$1, $3] = $10; insns[$1, $3] = $14
  } else
    err[$1, $3] = $15
}
END {
  while ((getline line < causes) > 0) {
    split(line, f, "\t")
    if (f[2] != level)
      continue
    cz[f[1], f[3]]++
    if (f[3] == "loaded" && f[4] ~ /^premise broken/)
      cz[f[1], "broken"]++
  }
  close(causes)

  nwo = 0; nbroken = 0; nice = 0; nboth = 0
  for (i = 1; i <= n; i++) {
    id = order[i]
    if ((id, "spaces") in st)
      nspaces++
    if (st[id, "without"] == "ok") {
      nwo++
      if ((id, "spaces") in st && st[id, "spaces"] != "ok")
	{ broken[++nbroken] = id; bmode[nbroken] = "spaces" }
      if (st[id, "with"] != "ok")
	{ broken[++nbroken] = id; bmode[nbroken] = "with" }
      else {
	nboth++
	both[id] = 1
	for (m = 0; m < 2; m++) {
	  mode = m ? "with" : "without"
	  qq[mode] += gl[id, mode] + sh[id, mode] + lo[id, mode] + co[id, mode]
	  gg[mode] += ge[id, mode]
	  if (insns[id, mode] ~ /^[0-9]+$/)
	    ins[mode] += insns[id, mode]
	}
	for (c = 1; c <= ncn; c++)
	  tc[cn[c]] += cz[id, cn[c]]
      }
    } else
      failwo[++nfailwo] = id
    # An ICE with msp is the plugin's unless the build without msp
    # crashed the same way (an ICE of GCC itself), in the same place of
    # GCC, whichever source line it was compiling.
    if (st[id, "spaces"] == "ICE" && !(st[id, "without"] == "ICE" &&
	ice_site(err[id, "spaces"]) == ice_site(err[id, "without"])))
      { ice[++nice] = id; imode[nice] = "spaces" }
    if (st[id, "with"] == "ICE") {
      if (st[id, "without"] == "ICE" &&
	  ice_site(err[id, "with"]) == ice_site(err[id, "without"]))
	gccice[++ngccice] = id
      else
	{ ice[++nice] = id; imode[nice] = "with" }
    }
  }

  printf "== level %s ==\n\n", level
  printf "codes %d; built without msp %d; broken by msp %d; ICEs %d; resolved without msp %s, with msp %s (%d of %d)\n", \
    n, nwo, nbroken, nice, pct(qq["without"], qq["without"] + gg["without"]), \
    pct(qq["with"], qq["with"] + gg["with"]), qq["with"], qq["with"] + gg["with"]
  printf "generic left by cause: parameter %d, loaded %d (premise broken %d), returned %d, other %d\n", \
    tc["parameter"], tc["loaded"], tc["broken"], tc["returned"], tc["other"]
  if (valgrind)
    printf "lto1 instructions (callgrind), %d codes built in both modes: without %.0f, with %.0f, growth %s\n", \
      nboth, ins["without"], ins["with"], \
      (ins["without"] > 0 ? sprintf ("%+.2f%%", 100 * (ins["with"] - ins["without"]) / ins["without"]) : "-")

  # The alias oracle: the codes built in all three modes.
  if (nspaces) {
    n3 = 0; more = 0; fewer = 0; worse = 0
    for (i = 1; i <= n; i++) {
      id = order[i]
      if (!(id in both) || st[id, "spaces"] != "ok")
	continue
      n3++
      for (m = 0; m < 3; m++)
	mi[mname[m]] += mem(id, mname[m])
      d = mem(id, "with") - mem(id, "spaces")
      if (d < 0) fewer++
      if (d > 0) more++
      if (mem(id, "spaces") > mem(id, "without")) worse++
    }
    printf "alias oracle, %d codes built in all three modes: memory instructions without msp %d, msp's spaces only %d, with the oracle %d; removed by the oracle %d (%s); codes with fewer %d, with more %d; codes where the spaces alone add some %d\n", \
      n3, mi["without"], mi["spaces"], mi["with"], mi["spaces"] - mi["with"], \
      pct(mi["spaces"] - mi["with"], mi["spaces"]), fewer, more, worse
  }

  printf "\nbroken by msp (builds without, not with): %d\n", nbroken
  for (i = 1; i <= nbroken; i++)
    printf "  %-26s %-8s %s\n", broken[i] (bmode[i] == "spaces" ? " (alias=0)" : ""), \
      st[broken[i], bmode[i]], err[broken[i], bmode[i]]
  printf "\nICEs with msp: %d\n", nice
  for (i = 1; i <= nice; i++)
    printf "  %-26s %-8s %s\n", ice[i] (imode[i] == "spaces" ? " (alias=0)" : ""), \
      "(" st[ice[i], "without"] ")", err[ice[i], imode[i]]
  printf "\nICEs of GCC itself (the same without msp; not counted against msp): %d\n", ngccice
  for (i = 1; i <= ngccice; i++)
    printf "  %-26s %s\n", gccice[i], err[gccice[i], "with"]
  # The builds with msp made again without its dumps, whose printing
  # crashed GCC's tree printer (bench/real/build.sh).
  ndumpice = 0
  if (dump_ice != "") {
    while ((getline line < dump_ice) > 0) {
      split(line, f, "\t")
      if (f[2] == level)
	dumpice[++ndumpice] = f[1] "\t" f[3]
    }
    close(dump_ice)
  }
  printf "\nICEs of GCC's tree printer in msp's dumps (any -fdump does the same; built again without the dumps, judged by that build): %d\n", ndumpice
  for (i = 1; i <= ndumpice; i++) {
    split(dumpice[i], f, "\t")
    printf "  %-26s %-8s %s\n", f[1], st[f[1], "with"], f[2]
  }
  printf "\nnot built without msp (GCC or the code; not counted against msp): %d\n", nfailwo
  for (i = 1; i <= nfailwo; i++)
    printf "  %-26s %-8s %s\n", failwo[i], st[failwo[i], "without"], err[failwo[i], "without"]

  # The codes with the most generic accesses left.
  printf "\ncodes with the most generic accesses left with msp:\n"
  m = 0
  for (i = 1; i <= n; i++)
    if (order[i] in both && ge[order[i], "with"] > 0)
      top[++m] = order[i]
  for (i = 2; i <= m; i++) {
    x = top[i]
    for (j = i - 1; j >= 1 && ge[top[j], "with"] < ge[x, "with"]; j--)
      top[j + 1] = top[j]
    top[j + 1] = x
  }
  for (i = 1; i <= m && i <= 15; i++) {
    id = top[i]
    printf "  %-26s %5d  (parameter %d, loaded %d, returned %d, other %d)\n", id, \
      ge[id, "with"], cz[id, "parameter"], cz[id, "loaded"], cz[id, "returned"], cz[id, "other"]
  }
  if (!m)
    printf "  (none)\n"

  printf "\n%-26s %-7s %-7s %7s %7s %7s %7s %7s %7s  %s\n", "code", "without", "with", \
    "generic", "qual", "resolv", "generic", "qual", "resolv", "left: param/loaded/returned/other"
  printf "%-26s %-7s %-7s %23s %23s\n", "", "", "", "------ without msp ----", "------ with msp -------"
  for (i = 1; i <= n; i++) {
    id = order[i]
    printf "%-26s %-7s %-7s", id, st[id, "without"], st[id, "with"]
    for (mm = 0; mm < 2; mm++) {
      mode = mm ? "with" : "without"
      if (st[id, mode] == "ok")
	printf " %7d %7d %7s", ge[id, mode], \
	  gl[id, mode] + sh[id, mode] + lo[id, mode] + co[id, mode], share(id, mode)
      else
	printf " %7s %7s %7s", "-", "-", "-"
    }
    if (id in both)
      printf "  %d/%d/%d/%d", cz[id, "parameter"], cz[id, "loaded"], \
	cz[id, "returned"], cz[id, "other"]
    printf "\n"
  }

  if (nspaces) {
    printf "\nmemory instructions per code (ld/st/atom/red of user PTX): without msp, msp's spaces only (alias=0), with the oracle; removed by the oracle\n"
    printf "%-26s %8s %8s %8s %8s\n", "code", "without", "spaces", "oracle", "removed"
    for (i = 1; i <= n; i++) {
      id = order[i]
      if (!(id in both) || st[id, "spaces"] != "ok")
	continue
      printf "%-26s %8d %8d %8d %8d%s\n", id, mem(id, "without"), \
	mem(id, "spaces"), mem(id, "with"), mem(id, "spaces") - mem(id, "with"), \
	(mem(id, "with") > mem(id, "spaces") ? "  MORE WITH THE ORACLE" : "")
    }
  }
}
