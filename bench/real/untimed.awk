# untimed.awk -- a program's output without the lines that report times,
# bandwidths or throughputs (which differ from run to run) and the few
# that differ by design between the host fallback and the device, for
# bench/real/run.sh to compare the runs of a code (part 10).
#
# Usage: awk -f bench/real/untimed.awk OUTPUT
#
# HeCBench's programs print their kernels' times ("Average kernel
# execution time 37.5 (ms)"), BabelStream its bandwidths, others
# GFLOP/s or keys per second.  A line goes when, in lower case, it
# contains:
#   a word about time or speed: time, timing, elapsed, duration, latency,
#     throughput, bandwidth, speed, perf;
#   a unit of time after a number or in parentheses: 12 ms, 3.5s,
#     (us), [sec], "ms" or "msec" alone ...;
#   a rate: GB/s, MB/sec, GFLOP/s, Gops, "per second", "per ns", /s,
#     fps;
#   the memory the process used ("memory usage", getrusage's maxrss),
#     which differs with the CUDA driver loaded;
#   miniBUDE's raw_iterations (the time of each iteration);
# or when it is a row of BabelStream's table of bandwidths and times
# (Copy, Mul, Add, Triad, Dot or Nstream, then numbers), or miniBUDE's
# line that names the device (the host fallback's is "OMP host
# device").  Every other line is printed as it is.

{
  l = tolower($0)
  if (l ~ /time|timing|elapsed|duration|latency|throughput|bandwidth|speed|perf/)
    next
  if (l ~ /[0-9.] *(s|ms|us|ns|sec|secs|second|seconds|msec|msecs|usec|usecs|nsec|cycles)([^a-z]|$)/)
    next
  if (l ~ /[(\[] *(s|ms|us|ns|sec|secs|seconds|msec|usec) *[)\]]/)
    next
  if (l ~ /(^|[^a-z])(ms|msec|usec|nsec)([^a-z]|$)/)
    next
  if (l ~ /[kmgtp]?(b|byte|bytes|flop|flops|op|ops|inst|insts|iops|keys|items|elements|pixels|hashes)\/(s|sec)/)
    next
  if (l ~ /gflop|tflop|mflop|gops|tops\/|giops|per sec|\/s([^a-z]|$)|fps/)
    next
  if (l ~ /per (s|ms|us|ns)([^a-z]|$)/)
    next
  if (l ~ /memory usage|maxrss/)
    next
  if (l ~ /raw_iterations/)
    next
  if (l ~ /^(copy|mul|add|triad|dot|nstream) +[0-9.]+ +[0-9.]+/)
    next
  if (l ~ /^device: \{ index: [0-9]+, +name: "omp (host|target) device/)
    next
  print
}
