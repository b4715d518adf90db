# ptx-cause.awk -- say why each generic PTX memory instruction is generic.
#
# Usage: awk -f ptx-cause.awk [-v premise=TEXT] FILE.xnvptx-none.mkoffload.s
#   premise  what msp's ipmsp dump says after "unit stores only global
#            pointers: " for this unit ("yes", or "no (why ...)"), if
#            known
#
# For each ld, st, atom or red without a state space that
# scripts/ptx-census.awk counts as generic (same exclusions: the .param
# space, the OpenMP entry trampolines, %sspslot, the saves of %stack),
# traces its address
# register back through the function's PTX to the instructions where its
# value comes from (its roots) and prints one tab-separated line:
#   CAUSE  DETAIL  FUNCTION  INSTRUCTION  ROOT
# CAUSE is where the pointer comes from:
#   parameter  ld.param of a .func parameter (%in_arN, i.e. %arN): a
#              parameter of a device function
#   returned   ld.param of a call's result (%value_in, %value_out)
#   loaded     a load (ld, ldu, atom of any space but .param): a pointer
#              loaded from memory; DETAIL is then "premise holds" or
#              "premise broken: WHY" from PREMISE (or "premise unknown")
#   other      anything else: the soft-stack %frame, a cvta, a symbol,
#              a register set nowhere in the function ...
# DETAIL is "-" for the other causes.  ROOT is the root instruction the
# cause comes from.
#
# The trace: for each register operand, take its last definition before
# the use in the text (or, for a loop-carried value defined only below,
# the last one in the function), and follow every register operand of
# that definition (mov, cvt, add, sub, mad, shl, and ...) until a root:
# a load, a ld.param, a cvta, a mov of a symbol, special or named
# register (%frame, %tid ...) or of a constant, or a register with no
# definition.  Named registers other than %rN (%frame, %stack ...) are
# roots at their definition, except %arN, which is followed to its
# ld.param.  Roots of less than 64 bits and constants cannot hold a
# pointer and are ignored.  Of the rest, the roots reached only through
# operands that carry a base address (both sides of add, or, and, xor;
# the first of sub; the addend of mad; the values of selp; mov, cvt),
# not a scaled index (mul, shl, div ...), decide, in this order:
# parameter, returned, other, loaded (a 64-bit loaded root is often an
# index or a bound).  Without any, the scaled roots decide.

function is_reg(s) {
  return s ~ /^%[A-Za-z_][A-Za-z0-9_]*$/
}

function is_imm(s) {
  return s ~ /^-?[0-9]/ || s ~ /^0[fFdDxX]/
}

# The definition of register R in force at line AT: the last one before
# AT, or the last one in the function.
function lastdef(r, at,    list, k, m, i, best) {
  if (!(r in defs))
    return 0
  m = split(defs[r], list, " ")
  best = 0
  for (i = 1; i <= m; i++)
    if (list[i] + 0 < at)
      best = list[i] + 0
  if (!best)
    best = list[m] + 0
  return best
}

# Whether source operand K (1-based) of opcode O carries a base address.
function base_operand(o, k) {
  if (o ~ /^(add|or|and|xor|mov|cvt|min|max)(\.|$)/)
    return 1
  if (o ~ /^sub(\.|$)/)
    return k == 1
  if (o ~ /^mad(\.|$)/)
    return k == 3
  if (o ~ /^(selp|slct)(\.|$)/)
    return k <= 2
  return 0
}

function add_root(kind, text, r, basef) {
  nroots++
  root_kind[nroots] = kind
  root_text[nroots] = text
  root_base[nroots] = basef
  root_wide[nroots] = (r in regtype) && regtype[r] ~ /^[usb]64$/
}

# Follow register R used at line AT; BASEF: reached through base
# operands only.
function trace(r, at, basef,    d, o, txt, srcs, ns, k, s) {
  d = lastdef(r, at)
  if (!d) {
    add_root("other", r " (not set in this function)", r, basef)
    return
  }
  if ((d, basef) in visited)
    return
  visited[d, basef] = 1
  o = op[d]
  txt = ins[d]
  if (o ~ /^ld\.param(\.|$)/) {
    if (txt ~ /\[%in_ar[0-9]+\]/)
      add_root(is_func ? "parameter" : "other", txt, r, basef)
    else if (txt ~ /\[%value_(in|out)\]/)
      add_root("returned", txt, r, basef)
    else
      add_root("other", txt, r, basef)
    return
  }
  if (o ~ /^(ld|ldu|atom)(\.|$)/) {
    add_root("loaded", txt, r, basef)
    return
  }
  if (r !~ /^%r[0-9]+$/ || o ~ /^cvta(\.|$)/) {
    add_root("other", txt, r, basef)
    return
  }
  ns = split(srcops[d], srcs, SUBSEP)
  for (k = 1; k <= ns; k++) {
    s = srcs[k]
    if (is_reg(s)) {
      if ((s in regtype) && regtype[s] == "pred")
	continue
      if (o ~ /^mov(\.|$)/ && s !~ /^%(r|ar)[0-9]+$/ && !(s in defs)) {
	# A special register (%tid.x ...).
	add_root("other", txt, r, basef)
	continue
      }
      trace(s, d, basef && base_operand(o, k))
    } else if (is_imm(s)) {
      if (o ~ /^mov(\.|$)/)
	add_root("const", txt, r, basef)
    } else if (s != "")
      # A symbol's address.
      add_root("other", txt, r, basef)
  }
}

# Decide the cause of the access at line I, whose address is in R (or a
# symbol, when R is not a register), and print it.
function explain(i, r,    j, pass, best, bestrank, rank, cause, detail, root) {
  nroots = 0
  delete visited
  if (is_reg(r))
    trace(r, i, 1)
  else
    add_root("other", ins[i], "", 1)
  best = 0
  bestrank = 0
  for (pass = 1; pass <= 3 && !best; pass++)
    for (j = 1; j <= nroots; j++) {
      if (root_kind[j] == "const")
	continue
      if (pass == 1 && !(root_base[j] && root_wide[j]))
	continue
      if (pass == 2 && !root_wide[j])
	continue
      rank = rank_of[root_kind[j]]
      if (rank > bestrank) {
	best = j
	bestrank = rank
      }
    }
  if (best) {
    cause = root_kind[best]
    root = root_text[best]
  } else {
    cause = "other"
    root = "(no root found)"
  }
  detail = "-"
  if (cause == "loaded") {
    if (premise ~ /^yes/)
      detail = "premise holds"
    else if (premise ~ /^no/) {
      detail = premise
      sub(/^no[ \t]*\(?/, "", detail)
      sub(/\)[ \t]*$/, "", detail)
      detail = "premise broken: " detail
    } else
      detail = "premise unknown"
  }
  printf "%s\t%s\t%s\t%s\t%s\n", cause, detail, fn, ins[i], root
}

function flush_function(   i, r) {
  for (i = 1; i <= n; i++)
    if (generic[i]) {
      r = ins[i]
      sub(/^[^[]*\[/, "", r)
      gsub(/[ \t]/, "", r)
      sub(/[]+].*/, "", r)
      explain(i, r)
    }
  n = 0
  delete ins
  delete op
  delete srcops
  delete generic
  delete defs
  delete regtype
}

BEGIN {
  rank_of["loaded"] = 1
  rank_of["other"] = 2
  rank_of["returned"] = 3
  rank_of["parameter"] = 4
  n = 0
  skip = 1
}

/^(\.visible |\.weak |\.extern )?\.(entry|func)[ \t]/ {
  # A declaration ends with ";", a definition does not.
  flush_function()
  fn = $0
  sub(/^(\.visible |\.weak |\.extern )?\.(entry|func)[ \t]+(\([^)]*\)[ \t]+)?/, "", fn)
  sub(/[ \t(;].*/, "", fn)
  is_func = ($0 ~ /\.func/)
  skip = ($0 ~ /;[ \t]*$/) \
	 || ($0 ~ /\.entry/ && $0 ~ /%arg, \.param\.u64 %stack, \.param\.u64 %sz/)
  next
}

skip { next }

{
  line = $0
  sub(/\/\/.*/, "", line)
  sub(/^[ \t]+/, "", line)
  sub(/[ \t]+$/, "", line)
  gsub(/[ \t]+/, " ", line)
  if (line ~ /^\.reg\./) {
    t = line
    sub(/^\.reg\./, "", t)
    names = t
    sub(/[ \t].*/, "", t)
    sub(/^[^ \t]+[ \t]+/, "", names)
    gsub(/[ \t;]/, "", names)
    m = split(names, nm, ",")
    for (k = 1; k <= m; k++)
      regtype[nm[k]] = t
    next
  }
  if (line == "" || line ~ /^[.{}$]/ || line ~ /^[A-Za-z_$][A-Za-z0-9_$]*:/)
    next
  sub(/^@!?%[A-Za-z_0-9]+[ \t]+/, "", line)
  n++
  ins[n] = line
  o = line
  sub(/[ \t].*/, "", o)
  op[n] = o
  if (o ~ /^(ld|st|atom|red)(\.|$)/ && line !~ /%sspslot/ \
      && line !~ /%stack[;,]/ \
      && o !~ /\.(global|shared|local|const|param)(\.|$)/)
    generic[n] = 1
  if (o ~ /^(st|red|bra|ret|call|bar|membar|exit|trap|prefetch)(\.|$)/)
    next
  rest = line
  sub(/^[^ \t]+[ \t]*/, "", rest)
  sub(/;.*/, "", rest)
  # The destination: a register, or {a, b} for vector loads.
  if (rest ~ /^\{/) {
    dst = rest
    sub(/\}.*/, "", dst)
    sub(/^[^}]*\}[ \t]*,?[ \t]*/, "", rest)
  } else {
    dst = rest
    sub(/[ \t]*,.*/, "", dst)
    if (rest ~ /,/)
      sub(/^[^,]*,[ \t]*/, "", rest)
    else
      rest = ""
  }
  gsub(/[{} \t]/, "", dst)
  m = split(dst, dd, ",")
  for (k = 1; k <= m; k++)
    if (is_reg(dd[k]))
      defs[dd[k]] = (dd[k] in defs) ? defs[dd[k]] " " n : n ""
  # The source operands, in order (registers, constants, symbols).
  srcs = ""
  m = split(rest, ss, ",")
  for (k = 1; k <= m; k++) {
    s = ss[k]
    gsub(/[ \t[\]]/, "", s)
    sub(/\+.*/, "", s)
    sub(/\..*/, "", s)
    srcs = (k == 1) ? s : srcs SUBSEP s
  }
  srcops[n] = srcs
}

END {
  flush_function()
}
