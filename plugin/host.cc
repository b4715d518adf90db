/* host.cc -- msp in the host compiler: hand msp on to the offload compile.
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option) any
   later version.

   Users write -fplugin=msp.so on the ordinary gcc line.  The driver gives
   it to the host compiler (cc1, cc1plus) only: lto-wrapper starts the
   offload compiler with a fixed list of the options recorded in the
   objects (lto-wrapper.cc, append_compiler_options), and -fplugin is not
   on it.  It does pass on every -foffload-options=TARGETS=OPTS recorded
   there (append_offload_options, on the merged options of all objects),
   and the host compiler records -foffload-options in each object's
   offload section (lto-opts.cc, lto_write_options, which writes
   save_decoded_options).  So msp, loaded into the host compiler, adds

     -foffload-options=nvptx-none=-fplugin=/abs/msp.so -fplugin-arg-msp-K=V

   to save_decoded_options while the host writes the offload section, and
   does nothing else there.  The option travels in the object to the link
   (gcc -c then gcc *.o needs no -fplugin at the link) and reaches the
   nvptx-none offload compiler, where msp does its work.  Other offload
   targets never see it.  Objects and a link line that name msp again
   load it once: GCC's add_new_plugin (plugin.cc) ignores a repeated
   -fplugin of the same path, and msp_parse_args a repeated argument.

   msp's GCC headers describe the nvptx-none compiler.  In the x86_64 host
   compiler every layout that depends on the target is wrong for us:
   struct gcc_options and so every flag_* macro, the OPT_* numbers (an
   enum over the options of the compiler's languages and target),
   targetm, machine modes.  So msp in the host touches only what has the
   same layout in both compilers:
     - struct plugin_name_args, plugin_gcc_version and plugin_info
       (plugin.h, plugin-version.h: pointers and an int), which
       plugin_init and msp_parse_args (args.cc) read or fill;
     - the environment, and getpwd from libiberty;
     - save_decoded_options (toplev.cc): a pointer and a count, the
       array's elements are struct cl_decoded_option (opts.h), made of
       size_t, pointers, HOST_WIDE_INT and int with no conditional member;
       we read only their canonical_option strings, never opt_index;
     - decode_cmdline_options_to_array_default_mask (opts-global.cc): the
       host's own decoder, which looks our option up by name in the
       host's own cl_options and fills in the host's OPT_* number;
     - cl_options_count: a const unsigned int;
     - register_callback with events of plugin.def, warning and error.  */

#include "core/msp-gcc.h"
#include "core/msp.h"
#include "plugin/msp-plugin.h"

/* The option we add, decoded by the host (its opt_index is the host's),
   and the host's own save_decoded_options while ours is installed.  */
static struct cl_decoded_option *forward_option;
static struct cl_decoded_option *saved_options;
static unsigned saved_options_count;

/* Return the canonical text of the last of the host's command-line
   options that is one of the NULL-terminated NAMES, or NULL.  Only the
   strings of struct cl_decoded_option are read (see above).  */

static const char *
last_option_of (const char *const *names)
{
  const char *last = NULL;

  for (unsigned i = 1; i < save_decoded_options_count; i++)
    {
      const char *text = save_decoded_options[i].canonical_option[0];
      for (int j = 0; text && names[j]; j++)
	if (!strcmp (text, names[j]))
	  last = names[j];
    }
  return last;
}

/* Return true if this compilation offloads to nvptx-none.  The driver
   exports the offload targets of the compilation, separated by ':', in
   OFFLOAD_TARGET_NAMES before it starts the compilers: all configured
   ones by default, the chosen ones with -foffload=, none (no variable)
   with -foffload=disable (gcc.cc, maybe_putenv_OFFLOAD_TARGETS).  The
   host compiler reads it the same way (omp-general.cc,
   omp_offload_device_kind_arch_isa).  */

static bool
offloads_to_nvptx_p (void)
{
  static const char target[] = "nvptx-none";
  const char *c = getenv ("OFFLOAD_TARGET_NAMES");

  while (c && *c)
    {
      size_t len = strcspn (c, ":=");
      if (len == sizeof target - 1 && !strncmp (c, target, len))
	return true;
      c = strchr (c, ':');
      if (c)
	c++;
    }
  return false;
}

/* Append ARG to the obstack OB, with a backslash before each character
   that lto-wrapper's buildargv would otherwise take as a separator or a
   quote, and free ARG.  */

static void
grow_arg (struct obstack *ob, char *arg)
{
  for (const char *p = arg; *p; p++)
    {
      if (ISSPACE (*p) || *p == '\'' || *p == '"' || *p == '\\')
	obstack_1grow (ob, '\\');
      obstack_1grow (ob, *p);
    }
  free (arg);
}

/* The -fplugin= name to give the offload compiler for INFO: the short
   name if the user gave one (each compiler then finds msp in its own
   plugin directory, where make install puts it), otherwise an absolute
   path (the link may run in another directory).  */

static char *
offload_plugin_name (const struct plugin_name_args *info)
{
  const char *names[2];

  names[0] = concat ("-fplugin=", info->base_name, NULL);
  names[1] = NULL;
  bool is_short = last_option_of (names) != NULL;
  free (CONST_CAST (char *, names[0]));
  if (is_short)
    return xstrdup (info->base_name);
  if (IS_ABSOLUTE_PATH (info->full_name))
    return xstrdup (info->full_name);
  return concat (getpwd (), "/", info->full_name, NULL);
}

/* Decode, with the host's decoder, the option that loads msp as INFO
   says into the nvptx-none offload compiler, with INFO's arguments.
   Return it, or NULL if the host does not know -foffload-options.  */

static struct cl_decoded_option *
decode_forward_option (const struct plugin_name_args *info)
{
  struct obstack ob;
  const char *argv[2];
  struct cl_decoded_option *decoded;
  unsigned count;

  obstack_init (&ob);
  obstack_grow (&ob, "-foffload-options=nvptx-none=-fplugin=",
		strlen ("-foffload-options=nvptx-none=-fplugin="));
  grow_arg (&ob, offload_plugin_name (info));
  for (int i = 0; i < info->argc; i++)
    {
      if (msp_local_arg_p (info->argv[i].key))
	continue;
      obstack_1grow (&ob, ' ');
      grow_arg (&ob, concat ("-fplugin-arg-", info->base_name, "-",
			     info->argv[i].key,
			     info->argv[i].value ? "=" : "",
			     info->argv[i].value ? info->argv[i].value : "",
			     NULL));
    }
  obstack_1grow (&ob, '\0');
  char *text = XOBFINISH (&ob, char *);

  /* argv[0] is the program name, decoded[0] its entry.  The decoded
     option points into argv: give it a copy that lives on.  */
  argv[0] = "msp";
  argv[1] = xstrdup (text);
  obstack_free (&ob, NULL);
  decode_cmdline_options_to_array_default_mask (2, argv, &decoded, &count);
  if (count != 2
      || decoded[1].opt_index >= cl_options_count
      || decoded[1].errors != 0)
    return NULL;
  return &decoded[1];
}

/* PLUGIN_ALL_IPA_PASSES_START: install the option.  ipa_passes
   (cgraphunit.cc) writes the offload section between this event and
   PLUGIN_ALL_IPA_PASSES_END.  Whatever the host writes of its options
   into its own output is written before: -frecord-gcc-switches and
   -fverbose-asm in init_asm_output (toplev.cc), before parsing; the
   DW_AT_producer string in dwarf2out_early_finish, which
   finalize_compilation_unit calls before compile.  So the host object
   does not change.  The LTO section of -flto, written in the same window,
   drops driver options such as -foffload-options (lto_write_options).  */

static void
install_forward_option (void *gcc_data, void *user_data)
{
  unsigned n = save_decoded_options_count;
  struct cl_decoded_option *options = XNEWVEC (struct cl_decoded_option,
					       n + 1);

  memcpy (options, save_decoded_options, n * sizeof *options);
  options[n] = *forward_option;
  saved_options = save_decoded_options;
  saved_options_count = n;
  save_decoded_options = options;
  save_decoded_options_count = n + 1;
}

/* PLUGIN_ALL_IPA_PASSES_END: give the host its own options back.  */

static void
remove_forward_option (void *gcc_data, void *user_data)
{
  if (!saved_options)
    return;
  XDELETEVEC (save_decoded_options);
  save_decoded_options = saved_options;
  save_decoded_options_count = saved_options_count;
  saved_options = NULL;
}

/* msp has been loaded, as INFO says, into a host compiler that can
   offload to nvptx-none, described by VERSION.  Check its arguments,
   print what help and version ask for, and, unless disable says
   otherwise, arrange for the offload compiler to load it if this
   compilation offloads to nvptx-none; otherwise warn that msp has nothing
   to do.  Return 0, or 1 after an
   error.  The decoder cannot fail on -foffload-options in GCC 12, whose
   base version plugin_init checked; the error guards the assumption.  */

int
msp_host_init (struct plugin_name_args *info,
	       const struct plugin_gcc_version *version)
{
  static const char *const preprocess[] = { "-E", NULL };
  static const char *const openmp[] = { "-fopenmp", "-fno-openmp", NULL };
  static const char *const openacc[]
    = { "-fopenacc", "-fno-openacc", NULL };

  /* Report a bad argument now, not at the link.  */
  if (!msp_parse_args (info))
    return 1;

  /* cc1 -E (-save-temps, -E) only preprocesses.  */
  if (last_option_of (preprocess))
    return 0;

  /* A user who asks msp for its help or version gets it, and no warning
     about this compilation.  */
  msp_print_requested_info (version, "the host compiler");
  bool quiet = msp_plugin_opts.help || msp_plugin_opts.version;

  /* -fplugin-arg-msp-disable: nothing reaches the offload compiler, and
     nothing is said.  */
  if (msp_plugin_opts.disable)
    return 0;

  /* The host's lto1 of a link with -flto: the offload options were
     written by the compile lines (plugin/host-link.cc).  */
  if (!strcmp (lbasename (progname), "lto1"))
    {
      if (!quiet)
	msp_host_link_check (info);
      return 0;
    }

  /* Neither option has an alias; the last of each pair wins.  */
  if (last_option_of (openmp) != openmp[0]
      && last_option_of (openacc) != openacc[0])
    {
      if (!quiet)
	warning (0, "%qs has nothing to do: without %<-fopenmp%> or "
		 "%<-fopenacc%> this compilation offloads no code",
		 info->full_name);
      return 0;
    }
  if (!offloads_to_nvptx_p ())
    {
      if (!quiet)
	warning (0, "%qs has nothing to do: this compilation does not "
		 "offload to nvptx-none (see %<-foffload%>)",
		 info->full_name);
      return 0;
    }

  forward_option = decode_forward_option (info);
  if (forward_option == NULL)
    {
      error ("%qs cannot pass itself on to the offload compiler: this "
	     "compiler does not know %<-foffload-options%>",
	     info->full_name);
      return 1;
    }
  register_callback (info->base_name, PLUGIN_ALL_IPA_PASSES_START,
		     install_forward_option, NULL);
  register_callback (info->base_name, PLUGIN_ALL_IPA_PASSES_END,
		     remove_forward_option, NULL);
  return 0;
}
