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
# total    every SASS instruction but NOP (padding)
# loop     the instructions inside a loop: at an address between a
#          branch back (BRA to an address not after its own) and its
#          target; a fair static stand-in for the work that repeats
# generic  generic memory instructions: LD, ST, ATOM
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

# The value of "/*0a1f*/" (hex digits between comment marks).
function hex(s,   v, i) {
  gsub(/[\/*]/, "", s)
  v = 0
  for (i = 1; i <= length(s); i++)
    v = v * 16 + index("0123456789abcdef", substr(s, i, 1)) - 1
  return v
}

# Count the function collected so far and print its line.
function flush(   i, j, in_loop) {
  if (fname == "")
    return
  for (c in cnt)
    cnt[c] = 0
  for (i = 1; i <= n; i++) {
    cnt["total"]++
    if (cls[i] != "")
      cnt[cls[i]]++
    in_loop = 0
    for (j = 1; j <= nloops && !in_loop; j++)
      if (addr[i] >= loop_lo[j] && addr[i] <= loop_hi[j])
	in_loop = 1
    cnt["loop"] += in_loop
  }
  printf "function=%s", fname
  for (i = 1; i <= ncols; i++) {
    printf " %s=%d", cols[i], cnt[cols[i]]
    img[cols[i]] += cnt[cols[i]]
  }
  printf " regs=%d spill=%d\n", regs, spill[fname] + 0
  if (regs > img_regs)
    img_regs = regs
  img_spill += spill[fname]
  functions++
  fname = ""
  n = 0
  nloops = 0
  regs = 0
  delete label_addr
  delete pending
  delete target
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

# A label: its address is that of the next instruction.
/^\.L_x_[0-9]+:/ {
  l = $1
  sub(/:$/, "", l)
  pending[++npending] = l
  next
}

# An instruction: "/*ADDR*/ [@P] OPCODE operands ;"
/^[ \t]+\/\*[0-9a-f]+\*\// {
  a = hex($1)
  op = $2
  tgt = ""
  if (op ~ /^@/)
    op = $3
  for (p = 1; p <= npending; p++)
    label_addr[pending[p]] = a
  npending = 0
  # NOP: padding after the last instruction, or alignment; no work.
  if (op ~ /^NOP/)
    next
  n++
  addr[n] = a
  cls[n] = classify(op)
  if (op ~ /^BRA/ && match($0, /`\(\.L_x_[0-9]+\)/)) {
    tgt = substr($0, RSTART + 2, RLENGTH - 3)
    # A branch back: its target is already placed.
    if (tgt in label_addr && label_addr[tgt] <= a) {
      nloops++
      loop_lo[nloops] = label_addr[tgt]
      loop_hi[nloops] = a
    }
  }
  next
}

END {
  flush()
  printf "image"
  for (i = 1; i <= ncols; i++)
    printf " %s=%d", cols[i], img[cols[i]] + 0
  printf " regs=%d spill=%d functions=%d\n", img_regs, img_spill, functions
}
