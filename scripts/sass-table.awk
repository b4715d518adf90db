# sass-table.awk -- the SASS of units built without and with msp, side
# by side: a table, the totals and a summary.
#
# Usage: awk -v unit=WORD [-v width=N] [-v order=FILE] [-v summary_first=1]
#            -f sass-table.awk CENSUS...
#   WORD     what a unit is, the table's first heading ("kernel", "code")
#   N        the width of the first column (default 26)
#   summary_first=1  the summary line before the table, not after it
#   FILE     the units in the order of the table, one a line (first
#            field); by default the order of first appearance
#   CENSUS   lines "UNIT MODE LINE", where MODE is "without" or "with"
#            (other modes are ignored) and LINE one of
#            scripts/sass-census.awk's lines ("function=NAME ..." or
#            "image ..."), scripts/image-regs.sh's ("linked regs=R
#            kernels=K") or "failed MESSAGE" (the SASS of that build
#            could not be made)
#
# A unit may have several images (a code that links more than one
# program): their counts are summed, and its registers are the most of
# any function.  The table has a row per unit and mode; the TOTAL rows
# and the summary count the units with a census in both modes.  A unit
# is marked on its "with" row when msp gives it more instructions in
# loops, more per iteration (the census' "iter": in loops when ptxas
# unrolls none, scripts/sass.sh), or more registers: a function of the
# same name that has more (msp's clones have names of their own), or
# more for the function with the most.  The summary is three lines:
# the instructions, those per iteration, and the registers: how many
# functions of the same name have more or fewer, and, of the units
# whose images were linked in both modes, how many have kernels with
# more or fewer registers once linked, and how many libgomp launches
# with fewer or more teams a multiprocessor.  A kernel's registers once
# linked are the most of any function of its image, libgomp's included
# (scripts/image-regs.sh), and libgomp's nvptx plugin sizes a launch by
# them (plugin-nvptx.c, nvptx_adjust_launch_bounds): teams of 8 warps
# unless the program asks for others, and at most 65536 / (R * 32 * 8)
# of them a multiprocessor (sm_80's 65536 registers).  bench/run.sh
# (make bench) and bench/real/run.sh (make bench-real) print it.

function max(a, b) { return a > b ? a : b }

function row(name, m, u) {
  return sprintf(uf " %-8s %7d %7d %7d %6d %6d %8d %8d %6d %5d %6d", name, m, \
    v[u, m, "generic"], v[u, m, "global"], v[u, m, "shared"], \
    v[u, m, "local"], v[u, m, "const"], v[u, m, "total"], \
    v[u, m, "loop"], v[u, m, "iter"], v[u, m, "regs"], v[u, m, "spill"])
}

function pct(a, b) {
  return b > 0 ? sprintf ("%+.1f%%", 100 * (a - b) / b) : "-"
}

BEGIN {
  uf = "%-" (width > 0 ? width : 26) "s"
  ncols = split("total loop iter generic global shared local const spill", cols, " ")
  if (order != "") {
    while ((getline line < order) > 0) {
      split(line, f, /[ \t]+/)
      if (f[1] != "" && !(f[1] in seen)) {
	seen[f[1]] = 1
	units[++nu] = f[1]
      }
    }
    close(order)
  }
}

$2 != "with" && $2 != "without" { next }

{
  u = $1
  m = $2
  if (!(u in seen)) {
    seen[u] = 1
    units[++nu] = u
  }
  have[u, m] = 1
}

$3 == "failed" {
  msg = $0
  sub(/^[^ \t]+[ \t]+[^ \t]+[ \t]+failed[ \t]*/, "", msg)
  failed[u, m] = msg
  next
}

$3 == "linked" {
  for (i = 4; i <= NF; i++)
    if ($i ~ /^regs=/)
      v[u, m, "linked"] = max(v[u, m, "linked"], substr($i, 6) + 0)
  next
}

$3 == "image" || $3 ~ /^function=/ {
  for (i = 4; i <= NF; i++) {
    split($i, kv, "=")
    c[kv[1]] = kv[2] + 0
  }
  if ($3 == "image") {
    for (i = 1; i <= ncols; i++)
      v[u, m, cols[i]] += c[cols[i]]
    v[u, m, "regs"] = max(v[u, m, "regs"], c["regs"])
    v[u, m, "images"]++
  } else {
    fn = substr($3, 10)
    if (!((u, m, fn) in fregs))
      fnames[u, m] = fnames[u, m] " " fn
    fregs[u, m, fn] = max(fregs[u, m, fn], c["regs"])
  }
}

END {
  tab = sprintf(uf " %-8s %7s %7s %7s %6s %6s %8s %8s %6s %5s %6s\n", unit, "mode", \
    "generic", "global", "shared", "local", "const", "total", "loop", \
    "iter", "regs", "spill")
  nboth = 0; nloop = 0; nregs = 0; nfewer = 0; worst = ""
  niter = 0; niter_fewer = 0; iworst = ""
  fmore = 0; ffewer = 0
  for (i = 1; i <= nu; i++) {
    u = units[i]
    if (!have[u, "without"] && !have[u, "with"])
      continue
    both = 1
    for (j = 0; j < 2; j++) {
      m = j ? "with" : "without"
      if (!have[u, m]) {
	tab = tab sprintf(uf " %-8s (not built)\n", u, m)
	both = 0
      } else if ((u, m) in failed) {
	tab = tab sprintf(uf " %-8s SASS failed: %s\n", u, m, failed[u, m])
	both = 0
      } else if (!v[u, m, "images"]) {
	tab = tab sprintf(uf " %-8s (no image)\n", u, m)
	both = 0
      } else if (j == 0)
	tab = tab row(u, m, u) "\n"
    }
    if (!have[u, "with"] || (u, "with") in failed || !v[u, "with", "images"])
      continue
    tab = tab row(u, "with", u)
    if (!both) {
      tab = tab "\n"
      continue
    }
    nboth++
    for (k = 1; k <= ncols; k++)
      for (j = 0; j < 2; j++) {
	m = j ? "with" : "without"
	tot[m, cols[k]] += v[u, m, cols[k]]
      }
    for (j = 0; j < 2; j++) {
      m = j ? "with" : "without"
      tot[m, "regs"] += v[u, m, "regs"]
    }
    mark = ""
    d = v[u, "with", "loop"] - v[u, "without", "loop"]
    if (d > 0) {
      nloop++
      mark = mark sprintf ("  MORE IN LOOPS (+%d)", d)
      if (worst == "" || d > worst_d) {
	worst = u
	worst_d = d
      }
    } else if (d < 0)
      nfewer++
    d = v[u, "with", "iter"] - v[u, "without", "iter"]
    if (d > 0) {
      niter++
      mark = mark sprintf ("  MORE PER ITERATION (+%d)", d)
      if (iworst == "" || d > iworst_d) {
	iworst = u
	iworst_d = d
      }
    } else if (d < 0)
      niter_fewer++
    # The functions of the same name with more registers; the counts of
    # the third summary line.
    more = ""
    nf = split(substr(fnames[u, "with"], 2), fl, " ")
    for (k = 1; k <= nf; k++) {
      if (!((u, "without", fl[k]) in fregs))
	continue
      a = fregs[u, "without", fl[k]]
      b = fregs[u, "with", fl[k]]
      if (b > a) {
	more = more sprintf (" %s %d->%d", fl[k], a, b)
	fmore++
      } else if (b < a)
	ffewer++
    }
    # Once linked: the kernels' registers, and libgomp's teams a
    # multiprocessor at its default of 8 warps a team.
    a = v[u, "without", "linked"]
    b = v[u, "with", "linked"]
    if (a > 0 && b > 0) {
      nlinked++
      lmore += (b > a)
      lfewer += (b < a)
      tmore += (int(65536 / (b * 256)) > int(65536 / (a * 256)))
      tfewer += (int(65536 / (b * 256)) < int(65536 / (a * 256)))
      if (int(65536 / (b * 256)) < int(65536 / (a * 256)))
	twho = twho sprintf (" %s %d->%d", u, a, b)
    }
    if (more == "" && v[u, "with", "regs"] > v[u, "without", "regs"])
      more = sprintf (" most %d->%d", v[u, "without", "regs"], v[u, "with", "regs"])
    if (more != "") {
      nregs++
      mark = mark "  MORE REGISTERS:" more
    }
    tab = tab mark "\n"
  }
  tab = tab "\n"
  for (j = 0; j < 2; j++) {
    m = j ? "with" : "without"
    tab = tab sprintf(uf " %-8s %7d %7d %7d %6d %6d %8d %8d %6d %5d %6d\n", "TOTAL", m, \
      tot[m, "generic"], tot[m, "global"], tot[m, "shared"], tot[m, "local"], \
      tot[m, "const"], tot[m, "total"], tot[m, "loop"], tot[m, "iter"], \
      tot[m, "regs"], tot[m, "spill"])
  }
  tab = tab sprintf("(TOTAL: the %d %ss with SASS in both modes; its regs: the sum of each %s's most registers of a function)\n", \
    nboth, unit, unit)
  summ = sprintf("SASS with msp, %d %ss: instructions %d -> %d (%s), in loops %d -> %d (%s); %ss with more in-loop instructions %d, fewer %d; with more registers %d; worst: %s; generic memory instructions left %d (of %d)", \
    nboth, unit, tot["without", "total"], tot["with", "total"], \
    pct(tot["with", "total"], tot["without", "total"]), \
    tot["without", "loop"], tot["with", "loop"], \
    pct(tot["with", "loop"], tot["without", "loop"]), unit, nloop, nfewer, \
    nregs, (worst == "" ? "none" : sprintf ("%s (in loops %d -> %d, +%d)", worst, \
      v[worst, "without", "loop"], v[worst, "with", "loop"], worst_d)), \
    tot["with", "generic"], tot["without", "generic"])
  summ = summ sprintf("\nper iteration (in loops, ptxas unrolling none): %d -> %d (%s); %ss with more %d, fewer %d; worst: %s", \
    tot["without", "iter"], tot["with", "iter"], \
    pct(tot["with", "iter"], tot["without", "iter"]), unit, niter, \
    niter_fewer, (iworst == "" ? "none" : sprintf ("%s (%d -> %d, +%d)", iworst, \
      v[iworst, "without", "iter"], v[iworst, "with", "iter"], iworst_d)))
  summ = summ sprintf("\nregisters: functions of the same name in both modes with more %d, fewer %d; kernels once linked with libgomp, %d %ss: more %d, fewer %d; libgomp's teams a multiprocessor (65536 / (registers * 32 * 8)) fewer in %d, more in %d%s", \
    fmore, ffewer, nlinked, unit, lmore, lfewer, tfewer, tmore, \
    (twho == "" ? "" : ":" twho))
  if (summary_first)
    printf "%s\n\n%s", summ, tab
  else
    printf "%s\n%s\n", tab, summ
}
