# common.sh -- shell code shared by msp's benches; sourced, not run.
#
# bench/run.sh (make bench), bench/real/run.sh and bench/real/build.sh
# (make bench-real) source it.  It defines:
#   msp_ptx_opts      the offload options every compile needs (CUDA 13
#                     ptxas rejects GCC 12's default sm_35: -misa=sm_80
#                     -mptx=7.0, README.md)
#   msp_ice_pattern   an extended regular expression for the messages
#                     of a compiler that crashed: an internal compiler
#                     error or a signal
#   say LINE...       print to stdout and append to the file $report
#   progress LINE...  print to stderr only (what the script is doing)
#   msp_first_error FILE
#                     print the line of a failed compile's output that
#                     best says what went wrong
#   msp_plugin_path USAGE PLUGIN
#                     print PLUGIN as an absolute path, or USAGE on
#                     stderr and exit 2 if PLUGIN is not a file
#   msp_copy_plugin PLUGIN DIR
#                     copy msp.so and the msp-core.so beside it into DIR

msp_ptx_opts="-misa=sm_80 -mptx=7.0"

msp_ice_pattern='internal compiler error|terminated with signal|terminated signal|Segmentation fault|Killed signal|core dumped'

say ()
{
  printf '%s\n' "$*" | tee -a "$report"
}

progress ()
{
  printf '%s\n' "$*" >&2
}

# msp_first_error FILE: the first line of FILE, a failed compile's
# output, that says what went wrong, looked for in this order: an
# internal compiler error; an error message ("error:", "fatal error:",
# ptxas' "error   :", an undefined reference or symbol); a time-out or a
# signal; any line with "error"; else the first line that is not noise
# (the harmless linker warnings of offload images, -ftime-report).  On
# one line, without tabs, at most 160 characters.
msp_first_error ()
{
  line=
  for re in 'internal compiler error' \
	    '(^|[^A-Za-z])error *:|undefined reference|unresolved symbol' \
	    'timed out|no offload PTX|terminated|Segmentation fault|Killed|Aborted' \
	    '[Ee]rror|fatal'; do
    line=$(grep -m 1 -E "$re" "$1")
    [ -n "$line" ] && break
  done
  [ -n "$line" ] || line=$(grep -v -E 'DT_TEXTREL|__offload_vars_end|^ |^Time variable|^GCC items:|^Client items:|^$' "$1" | head -n 1)
  [ -n "$line" ] || line="(no message)"
  printf '%s' "$line" | tr '\t' ' ' | cut -c 1-160
}

# msp_plugin_path USAGE PLUGIN: the plugin's absolute path (GCC runs the
# offload compiler in another directory).
msp_plugin_path ()
{
  if [ -z "$2" ] || [ ! -f "$2" ]; then
    echo "usage: $1" >&2
    exit 2
  fi
  case $2 in
    /*) printf '%s\n' "$2" ;;
    *) printf '%s\n' "$(cd "$(dirname "$2")" && pwd)/$(basename "$2")" ;;
  esac
}

# msp_copy_plugin PLUGIN DIR: copy the plugin PLUGIN (msp.so, the loader)
# and msp-core.so, which the loader loads from its own directory, into
# DIR.
msp_copy_plugin ()
{
  cp "$1" "$2/$(basename "$1")" &&
    cp "$(dirname "$1")/msp-core.so" "$2/msp-core.so"
}
