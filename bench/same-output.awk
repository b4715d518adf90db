# same-output.awk -- compare two program outputs, the second file given as
# -v other=FILE and the first read as input: exit 0 if they are the same
# but for numbers that differ by at most a relative 1e-5 (REL), else 1.
#
# A program run under the executor computes what a GPU computes, which is
# not always what the host fallback does with the same source: GCC
# contracts a * b + c into fma.rn on the device and not on x86-64
# without -mfma, and reductions add in another order.  Exact equality is
# what the executor's runs with and without msp must show; with the host
# fallback, the numbers need only agree to REL.
# (awk allows no space between a function's name and its parenthesis.)
# Copyright (C) 2026 The msp authors.
#
# This file is part of msp, released under the GNU General Public License,
# version 3 or later.

function numeric(s)
{
  return s ~ /^[-+]?([0-9]+\.?[0-9]*|\.[0-9]+)([eE][-+]?[0-9]+)?$/
}

function absval(x)
{
  return x < 0 ? -x : x
}

BEGIN {
  if (REL == "")
    REL = 1e-5
  differ = 0
}

{
  if ((getline line < other) <= 0)
    {
      differ = 1
      exit
    }
  n = split ($0, a, /[ \t,;:=()\[\]]+/)
  m = split (line, b, /[ \t,;:=()\[\]]+/)
  if (n != m)
    {
      differ = 1
      exit
    }
  for (i = 1; i <= n; i++)
    {
      if (a[i] == b[i])
	continue
      if (!numeric(a[i]) || !numeric(b[i]))
	{
	  differ = 1
	  exit
	}
      x = a[i] + 0
      y = b[i] + 0
      big = absval(x) > absval(y) ? absval(x) : absval(y)
      if (absval(x - y) > REL * big + 1e-30)
	{
	  differ = 1
	  exit
	}
    }
}

END {
  if (!differ && (getline line < other) > 0)
    differ = 1
  exit differ
}
