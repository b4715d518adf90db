# sass-census.awk -- count the SASS instructions of an offload image.
#
# Usage: awk -f sass-census.awk FILE.sass [FILE.ptxas]
#   FILE.sass   nvdisasm -c of the cubin that ptxas made of the offload PTX
#   FILE.ptxas  what ptxas -v printed for it (for the spill bytes)
#
# Prints one line per function, then one for the whole image:
#   function=NAME total=N loop=N generic=N global=N shared=N local=N
#     const=N regs=N spill=N
#   image total=N loop=N generic=N global=N shared=N local=N const=N
#     regs=N spill=N functions=N
#
# total    every SASS instruction but padding: NOP, and the branch to
#          itself that ptxas puts after each function's last instruction
# loop     the instructions inside a loop: those of a basic block that
#          lies on a cycle of the function's control-flow graph (a
#          strongly connected component of more than one block, or a
#          block that branches to itself), and those of a subroutine
#          (CALL.REL ... RET.REL) called from such a block; a fair static
#          stand-in for the work that repeats.  The graph, not the
#          addresses, because ptxas puts blocks out of line after the
#          function's EXIT (the divergent paths of BRA.DIV) that branch
#          back into the loop they belong to: "between a branch back and
#          its target" would take in all that lies between
# generic  generic memory instructions: LD, ST, ATOM (a generic red is
#          an ATOM whose result goes to RZ)
# global   LDG, STG, ATOMG, RED (sm_80 has RED for global memory only)
# shared   LDS, STS, ATOMS
# local    LDL, STL (the user's locals and ptxas' spills)
# const    LDC (a load from a constant bank at a computed offset; ULDC,
#          the uniform load of an operand at a fixed offset, is not
#          counted: ptxas makes it for kernel parameters and for the
#          memory descriptor of every global access)
# regs     the registers of the function (nvdisasm's SHI_REGISTERS); for
#          the image, the most of any function
# spill    bytes of spill stores plus spill loads (ptxas -v); for the
#          image, the sum
#
# With -v loop_ops=1, each function's line is followed by the opcodes of
# its instructions in loops (print_loop_ops).
#
# Works with mawk and gawk (no recursion: the graph search keeps its
# own stack).

function classify(op,   base) {
  base = op
  sub(/\..*/, "", base)
  if (base == "LD" || base == "ST" || base == "ATOM")
    return "generic"
  if (base == "LDG" || base == "STG" || base == "ATOMG" || base == "RED")
    return "global"
  if (base == "LDS" || base == "STS" || base == "ATOMS")
    return "shared"
  if (base == "LDL" || base == "STL")
    return "local"
  if (base == "LDC")
    return "const"
  return ""
}

function add_edge(from, to) {
  if (to == from)
    cyclic[from] = 1
  succ[from, ++nsucc[from]] = to
}

# Mark the blocks on a cycle (cyclic[B] = 1): Tarjan's strongly
# connected components, with an explicit stack.
function find_cycles(   b, v, w, u, cs, sp, idx, size, k) {
  idx = 0
  sp = 0
  for (b = 1; b <= nb; b++) {
    if (b in dfn)
      continue
    cs = 1
    cstack[1] = b
    cedge[1] = 0
    dfn[b] = low[b] = ++idx
    sstack[++sp] = b
    onstack[b] = 1
    while (cs > 0) {
      v = cstack[cs]
      if (cedge[cs] < nsucc[v]) {
	w = succ[v, ++cedge[cs]]
	if (!(w in dfn)) {
	  dfn[w] = low[w] = ++idx
	  sstack[++sp] = w
	  onstack[w] = 1
	  cstack[++cs] = w
	  cedge[cs] = 0
	} else if (onstack[w] && dfn[w] < low[v])
	  low[v] = dfn[w]
	continue
      }
      if (low[v] == dfn[v]) {
	# v is the root of a component: pop it.
	size = 0
	for (k = sp; sstack[k] != v; k--)
	  size++
	size++
	while (1) {
	  w = sstack[sp--]
	  onstack[w] = 0
	  if (size > 1)
	    cyclic[w] = 1
	  if (w == v)
	    break
	}
      }
      cs--
      if (cs > 0) {
	u = cstack[cs]
	if (low[v] < low[u])
	  low[u] = low[v]
      }
    }
  }
}

# Mark in_sub[] the blocks reachable from block B; true if one ends in
# a RET.REL (B starts a subroutine of the function).
function reach(b,   sp, v, k, w, ret) {
  delete in_sub
  sp = 1
  rstack[1] = b
  in_sub[b] = 1
  ret = 0
  while (sp > 0) {
    v = rstack[sp--]
    if (opc[last[v]] ~ /^RET\.REL/)
      ret = 1
    for (k = 1; k <= nsucc[v]; k++) {
      w = succ[v, k]
      if (!(w in in_sub)) {
	in_sub[w] = 1
	rstack[++sp] = w
      }
    }
  }
  return ret
}

# Count the function collected so far and print its line.
# With -v loop_ops=1: a line "loop_ops NAME OP=N ..." after each
# function's, the instructions in its loops by opcode (the part before
# the first dot), most first; to see what a change of "loop" is made of
# (a loop ptxas unrolled has more of everything, its arithmetic too).
function print_loop_ops(   i, o, k, m, best, list) {
  for (o in lops)
    delete lops[o]
  for (i = 1; i <= n; i++)
    if (cyclic[bid[i]]) {
      o = opc[i]
      sub(/\..*/, "", o)
      lops[o]++
    }
  list = ""
  for (;;) {
    best = ""
    m = 0
    for (o in lops)
      if (lops[o] > m) {
	m = lops[o]
	best = o
      }
    if (best == "")
      break
    list = list " " best "=" m
    delete lops[best]
  }
  print "loop_ops " fname list
}

function flush(   i, b, t, changed, c, v) {
  if (fname == "")
    return
  # Basic blocks: a new one at a label and after a branch, EXIT or RET.
  nb = 0
  for (i = 1; i <= n; i++) {
    if (i == 1 || (i in labelled) || ends[i - 1])
      first[++nb] = i
    bid[i] = nb
    last[nb] = i
  }
  for (b = 1; b <= nb; b++) {
    i = last[b]
    if (tgt[i] != "" && (tgt[i] in label_idx) && !is_call[i])
      add_edge(b, bid[label_idx[tgt[i]]])
    if (falls[i] && b < nb)
      add_edge(b, b + 1)
  }
  find_cycles()
  # Subroutines called from a loop run in it: mark them, to a fixed
  # point (one may call another).
  changed = 1
  while (changed) {
    changed = 0
    for (i = 1; i <= n; i++) {
      if (!is_call[i] || !cyclic[bid[i]] || !(tgt[i] in label_idx))
	continue
      t = bid[label_idx[tgt[i]]]
      if (done_call[t] || !reach(t))
	continue
      done_call[t] = 1
      for (v in in_sub)
	if (!cyclic[v]) {
	  cyclic[v] = 1
	  changed = 1
	}
    }
  }

  for (c in cnt)
    cnt[c] = 0
  for (i = 1; i <= n; i++) {
    cnt["total"]++
    if (cls[i] != "")
      cnt[cls[i]]++
    if (cyclic[bid[i]])
      cnt["loop"]++
  }
  printf "function=%s", fname
  for (i = 1; i <= ncols; i++) {
    printf " %s=%d", cols[i], cnt[cols[i]]
    img[cols[i]] += cnt[cols[i]]
  }
  printf " regs=%d spill=%d\n", regs, spill[fname] + 0
  if (loop_ops)
    print_loop_ops()
  if (regs > img_regs)
    img_regs = regs
  img_spill += spill[fname]
  functions++
  fname = ""
  n = 0
  nb = 0
  npending = 0
  regs = 0
  split("", label_idx); split("", labelled); split("", pending)
  split("", tgt); split("", is_call); split("", ends); split("", falls)
  split("", opc); split("", cls); split("", bid); split("", first)
  split("", last); split("", succ); split("", nsucc); split("", cyclic)
  split("", dfn); split("", low); split("", onstack); split("", done_call)
}

# Read ptxas -v's output FILE: "Function properties for NAME", then
# "N bytes stack frame, N bytes spill stores, N bytes spill loads".
function read_spills(file,   line, f, prop) {
  prop = ""
  while ((getline line < file) > 0) {
    if (line ~ /Function properties for /) {
      prop = line
      sub(/.*Function properties for /, "", prop)
    } else if (line ~ /bytes spill stores/ && prop != "") {
      split(line, f, " ")
      spill[prop] = f[5] + f[9]
      prop = ""
    }
  }
  close(file)
}

BEGIN {
  ncols = split("total loop generic global shared local const", cols, " ")
  fname = ""
  n = 0
  npending = 0
  if (ARGC > 2) {
    read_spills(ARGV[2])
    ARGV[2] = ""
  }
}

# Each function is a section of its own: ".section .text.NAME,...".
/^[ \t]*\.section[ \t]+\.text\./ {
  flush()
  fname = $2
  sub(/^\.text\./, "", fname)
  sub(/,.*/, "", fname)
  next
}

/SHI_REGISTERS=/ {
  regs = $0
  sub(/.*SHI_REGISTERS=/, "", regs)
  regs += 0
  next
}

fname == "" { next }

# A label (".L_x_12:", the function's name): it names the next
# instruction.
/^[^ \t\/][^ \t]*:[ \t]*$/ {
  l = $1
  sub(/:$/, "", l)
  pending[++npending] = l
  next
}

# An instruction: "/*ADDR*/ [@P] OPCODE operands ;"
/^[ \t]+\/\*[0-9a-f]+\*\// {
  guard = 0
  op = $2
  if (op ~ /^@/) {
    guard = 1
    op = $3
  }
  sub(/;$/, "", op)
  # NOP: padding after the last instruction, or alignment; no work.
  if (op == "NOP")
    next
  t = ""
  if (match($0, /`\([^)]*\)/))
    t = substr($0, RSTART + 2, RLENGTH - 3)
  # The branch to itself after the last instruction: padding too.
  if (op == "BRA" && !guard && t != "")
    for (p = 1; p <= npending; p++)
      if (pending[p] == t)
	next
  n++
  for (p = 1; p <= npending; p++)
    label_idx[pending[p]] = n
  if (npending)
    labelled[n] = 1
  npending = 0
  opc[n] = op
  cls[n] = classify(op)
  # CALL.REL.NOINC pushes no return address: a jump, as ptxas uses it
  # to leave a loop for the code after it ("@!P0 CALL.REL.NOINC `(L)"
  # then the branch back).  CALL.REL calls a subroutine of the function,
  # which returns with RET.REL.
  jump = (op ~ /^(BRA|JMP|CALL\.REL\.NOINC)/)
  is_call[n] = (op ~ /^CALL\.REL/ && !jump)
  tgt[n] = (jump || is_call[n]) ? t : ""
  # Where control goes on: a jump without a guard or a condition operand
  # ("BRA `(L)", not "@P0 BRA", "BRA.DIV ~URZ, `(L)", "BRA !P2, `(L)")
  # does not fall through, nor does an EXIT or RET without a guard.
  ends[n] = jump || (op ~ /^(EXIT|RET|BRX|JMX)/)
  falls[n] = 1
  if (!guard && (op ~ /^(EXIT|RET|BRX|JMX)/ || (jump && $3 ~ /^`/)))
    falls[n] = 0
  next
}

END {
  flush()
  printf "image"
  for (i = 1; i <= ncols; i++)
    printf " %s=%d", cols[i], img[cols[i]] + 0
  printf " regs=%d spill=%d functions=%d\n", img_regs, img_spill, functions
}
