# ptx-generic.awk -- list the user's generic PTX memory instructions.
#
# Usage: awk -f ptx-generic.awk FILE.xnvptx-none.mkoffload.s
#
# For each ld, st, atom or red without a state space that
# scripts/ptx-census.awk counts as generic, prints one line:
#   FUNCTION: INSTRUCTION    <= DEFINITION
# where DEFINITION is the last instruction before it, in the text, that
# set the address register: the provenance of the address, as far as
# one step shows it (%arN: a parameter; ld: loaded from memory; cvta:
# a symbol's address ...).  The exclusions are ptx-census.awk's: the
# .param space, the OpenMP entry trampolines, %sspslot and the saves of
# %stack.

/^(\.visible |\.weak |\.extern )?\.(entry|func)[ \t]/ {
  fn = $0
  sub(/^(\.visible |\.weak |\.extern )?\.(entry|func)[ \t]+(\([^)]*\)[ \t]+)?/, "", fn)
  sub(/[ \t(].*/, "", fn)
  skip = ($0 ~ /\.entry/ && $0 ~ /%arg, \.param\.u64 %stack, \.param\.u64 %sz/)
  delete def
  next
}

skip { next }

{
  line = $0
  sub(/^[ \t]+/, "", line)
  sub(/^@!?%[a-z]*[0-9]*[ \t]+/, "", line)
  if (line ~ /^(ld|st|atom|red)[. \t]/ && line !~ /%sspslot/ \
      && line !~ /%stack[;,]/) {
    op = line
    sub(/[ \t].*/, "", op)
    if (op !~ /\.(global|shared|local|const|param)(\.|$)/) {
      base = line
      sub(/^[^[]*\[/, "", base)
      sub(/[]+].*/, "", base)
      printf "%s: %s    <= %s\n", fn, line, \
	(base in def) ? def[base] : "(not set in this function)"
    }
  }
  # Remember what last set each register (the first operand of anything
  # but a store or a branch).
  if (line ~ /^[a-z]/ && line !~ /^(st|bra|ret|call|bar|membar)[. \t]/) {
    reg = line
    sub(/^[^ \t]+[ \t]+/, "", reg)
    if (reg ~ /^%[a-z_0-9]+,/) {
      sub(/,.*/, "", reg)
      def[reg] = line
    }
  }
}
