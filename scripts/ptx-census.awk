# ptx-census.awk -- count the user's PTX memory instructions by state space.
#
# Usage: awk -f ptx-census.awk FILE.xnvptx-none.mkoffload.s
#
# Prints one line:
#   generic=N global=N shared=N local=N const=N cvta=N cvta_in_loop=N lines=N
#
# Counted: ld, st, atom and red instructions of the user's functions.  Not
# counted: the .param space (argument passing, not memory the user
# touches) and the OpenMP kernel entry trampolines that the nvptx backend
# writes (write_omp_entry: ".entry NAME (.param.u64 %arg, .param.u64
# %stack, .param.u64 %sz)"), which set up soft stacks, not user data,
# and the soft-stack bookkeeping of function prologues and epilogues
# (init_softstack_frame: the accesses through %sspslot) and of SIMT
# regions (nvptx_output_softstack_switch saves and restores %stack:
# "st.u64 [%rN + -8], %stack" and "ld.u64 %stack, [%rN + -8]", which msp
# prints as "st.local.u64 [%msp_simt + -8], %stack" and
# "ld.local.u64 %stack, [%msp_simt + -8]", rtl/simt-switch.cc).
# cvta_in_loop counts address conversions between a label and a later
# branch back to it.

function flush_function(   i, j) {
  for (i = 1; i <= n; i++)
    if (is_cvta[i]) {
      cvta++
      for (j = 1; j <= nloops; j++)
	if (i > loop_start[j] && i < loop_end[j]) {
	  cvta_in_loop++
	  break
	}
    }
  n = 0
  nloops = 0
  delete label_at
  delete is_cvta
}

BEGIN {
  split("generic global shared local const", spaces, " ")
  for (s in spaces)
    count[spaces[s]] = 0
  cvta = 0; cvta_in_loop = 0; lines = 0; n = 0; nloops = 0; skip = 0
}

{ lines++ }

/^\/\/ BEGIN FUNCTION DEF|^(\.visible |\.weak |\.extern )?\.(entry|func)[ \t]/ {
  if ($0 ~ /^\/\/ BEGIN FUNCTION DEF/)
    next
  flush_function()
  skip = ($0 ~ /\.entry/ && $0 ~ /%arg, \.param\.u64 %stack, \.param\.u64 %sz/)
  next
}

skip { next }

{
  line = $0
  sub(/^[ \t]+/, "", line)
  sub(/^@!?%[a-z]*[0-9]*[ \t]+/, "", line)
  n++
  if (line ~ /^\$L[0-9]+:/) {
    lab = line
    sub(/:.*/, "", lab)
    label_at[lab] = n
    next
  }
  if (line ~ /^bra(\.uni)?[ \t]/) {
    target = line
    sub(/^bra(\.uni)?[ \t]+/, "", target)
    sub(/;.*/, "", target)
    if (target in label_at) {
      nloops++
      loop_start[nloops] = label_at[target]
      loop_end[nloops] = n
    }
    next
  }
  if (line ~ /^cvta[ \t.]/) {
    is_cvta[n] = 1
    next
  }
  if (line !~ /^(ld|st|atom|red)[. \t]/)
    next
  # The soft-stack prologue and epilogue (init_softstack_frame).
  if (line ~ /%sspslot/ || line ~ /%stack[;,]/)
    next
  op = line
  sub(/[ \t].*/, "", op)
  k = split(op, part, ".")
  space = "generic"
  for (i = 2; i <= k; i++)
    if (part[i] ~ /^(global|shared|local|const|param)$/) {
      space = part[i]
      break
    }
  if (space == "param")
    next
  count[space]++
}

END {
  flush_function()
  printf "generic=%d global=%d shared=%d local=%d const=%d cvta=%d cvta_in_loop=%d lines=%d\n", \
    count["generic"], count["global"], count["shared"], count["local"], \
    count["const"], cvta, cvta_in_loop, lines
}
