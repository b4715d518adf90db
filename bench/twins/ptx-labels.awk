# ptx-labels.awk -- give the labels of nvcc's PTX the form of GCC's.
#
# Usage: awk -f ptx-labels.awk FILE.ptx > OUT.ptx
#
# nvcc (NVVM) names its labels $L__BB<F>_<B>; GCC's nvptx backend, whose
# layout scripts/ptx-nounroll.awk reads, names them $L<N>.  Each label of
# nvcc's form becomes $L<N>, N a number of its own (one per distinct
# name in the file), in its definitions and in the branches to it, so
# that scripts/ptx-nounroll.awk finds nvcc's loops as it finds GCC's.
# Nothing else changes.

{
  out = ""
  line = $0
  while (match(line, /\$L__BB[0-9]+_[0-9]+/)) {
    name = substr(line, RSTART, RLENGTH)
    if (!(name in num))
      num[name] = ++n
    out = out substr(line, 1, RSTART - 1) "$L" (900000 + num[name])
    line = substr(line, RSTART + RLENGTH)
  }
  print out line
}
