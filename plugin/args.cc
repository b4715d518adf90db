/* args.cc -- the -fplugin-arg-msp-KEY[=VALUE] arguments.
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option) any
   later version.

   Every argument is a row of MSP_ARGS below: its key, the kind of value
   it takes, where the value goes and a line of help.  The table is the
   single source of the parser, of the help text that GCC prints for
   --help=plugins ... and of nothing else: doc/msp.texi documents the same
   rows and the testsuite checks the parser.

   An unknown key or a malformed value is a hard error of the shape
     -fplugin-arg-msp-KEY: <what is wrong>
   reported for every bad argument before the compilation stops.  An
   unknown key that is close to a known one gets GCC's "did you mean"
   (spellcheck.h, as for GCC's own options).  */

#include "core/msp-gcc.h"
#include "core/msp.h"
#include "plugin/msp-plugin.h"
/* GCC's spell-checker, which core/msp-gcc.h does not need elsewhere.  */
#include "spellcheck.h"

struct msp_options msp_opts =
{
  MSP_DUMP_NONE,	/* dump */
  MSP_PHASE_BOTH,	/* phase */
  1,			/* track_indir_load */
  1,			/* track_int2ptr */
  1,			/* param_always_point_to_global */
  1,			/* process_alloca_always */
  1,			/* do_ip_msp */
  1,			/* warnings */
  1,			/* alias */
  -1,			/* clone_limit */
  MSP_WHOLE_PROGRAM_AUTO,	/* whole_program */
  1,			/* team_shared */
  -1,			/* team_shared_max */
  1,			/* wide_mult */
  1,			/* inline_barrier */
  1,			/* data_block */
  1,			/* small_copies */
  1			/* const_math */
};

/* The arguments about msp itself rather than its analysis.  */
struct msp_plugin_options msp_plugin_opts =
{
  0,			/* help */
  0,			/* version */
  0,			/* disable */
  0,			/* summary */
  MSP_REMARKS_NONE,	/* remarks */
  0			/* debug_ice */
};

enum msp_arg_kind
{
  MSP_ARG_BOOL,		/* KEY, KEY=1, KEY=0, KEY=yes, KEY=no.  */
  MSP_ARG_INT,		/* KEY=N with N a decimal number, -1 or more.  */
  MSP_ARG_FLAG,		/* KEY alone.  */
  MSP_ARG_ENUM		/* KEY=WORD, WORD one of CHOICES; KEY alone is
			   CHOICES[BARE] if BARE >= 0.  */
};

struct msp_arg
{
  const char *key;
  enum msp_arg_kind kind;
  int *value;
  const char *const *choices;	/* MSP_ARG_ENUM: NULL-terminated.  */
  int bare;			/* MSP_ARG_ENUM: KEY alone, or -1.  */
  const char *help;
};

/* Indexed by enum msp_dump_level.  */
static const char *const dump_choices[] = { "no", "yes", "details", NULL };

/* Indexed by enum msp_phase.  */
static const char *const phase_choices[] =
  { "none", "early", "late", "both", NULL };

/* Indexed by enum msp_whole_program.  No bare form: "yes" is a promise
   the user makes by name.  */
static const char *const whole_program_choices[] =
  { "no", "yes", "auto", NULL };

/* Indexed by enum msp_remarks.  */
static const char *const remarks_choices[] =
  { "no", "missed", "optimized", "all", NULL };

static const struct msp_arg msp_args[] =
{
  { "dump", MSP_ARG_ENUM, &msp_opts.dump, dump_choices, 1,
    "Write msp's dump files (=details for more) without -fdump-*-all" },
  { "phase", MSP_ARG_ENUM, &msp_opts.phase, phase_choices, -1,
    "Which intra-procedural phases rewrite accesses (default both)" },
  { "track-indir-load", MSP_ARG_BOOL, &msp_opts.track_indir_load, NULL, -1,
    "Follow values through memory: loads carry what the unit's stores "
    "store (default 1)" },
  { "track-int2ptr", MSP_ARG_BOOL, &msp_opts.track_int2ptr, NULL, -1,
    "Follow pointers through integers and other non-pointer values "
    "(default 1)" },
  { "param-always-point-to-global", MSP_ARG_BOOL,
    &msp_opts.param_always_point_to_global, NULL, -1,
    "Kernel entry parameters (the offload data block) point to global "
    "memory (default 1)" },
  { "process-alloca-always", MSP_ARG_BOOL, &msp_opts.process_alloca_always,
    NULL, -1, "Resolve automatic variables and alloca: global under soft "
    "stacks, local otherwise (default 1)" },
  { "do-ip-msp", MSP_ARG_BOOL, &msp_opts.do_ip_msp, NULL, -1,
    "Propagate spaces across calls: parameters, results, clones "
    "(default 1)" },
  { "do-clone-for-ip-msp", MSP_ARG_INT, &msp_opts.clone_limit, NULL, -1,
    "The most clones ipmsp makes: -1 no limit (the default), 0 none" },
  { "whole-program", MSP_ARG_ENUM, &msp_opts.whole_program,
    whole_program_choices, -1,
    "The unit is the whole device program: auto (the default; from the "
    "link's command line), yes (a promise), no" },
  { "team-shared", MSP_ARG_BOOL, &msp_opts.team_shared, NULL, -1,
    "Place the constant-size arrays of OpenMP target bodies outside "
    "parallel regions in .shared, one per team (default 1)" },
  { "team-shared-max", MSP_ARG_INT, &msp_opts.team_shared_max, NULL, -1,
    "The most bytes of such arrays per kernel: -1 the release's budget "
    "(the default), 0 none" },
  { "wide-mult", MSP_ARG_BOOL, &msp_opts.wide_mult, NULL, -1,
    "Multiply 32-bit indices by constants into 64-bit offsets with "
    "mul.wide in loops, as nvcc does (default 1)" },
  { "inline-barrier", MSP_ARG_BOOL, &msp_opts.inline_barrier, NULL, -1,
    "Make OpenMP team barriers one PTX barrier where no task can be "
    "pending, instead of a call of libgomp's GOMP_barrier (default 1)" },
  { "data-block", MSP_ARG_BOOL, &msp_opts.data_block, NULL, -1,
    "Mark the data blocks that outlined OpenMP bodies only read as "
    "read-only, and load their fields once before the loops that read "
    "them (default 1)" },
  { "small-copies", MSP_ARG_BOOL, &msp_opts.small_copies, NULL, -1,
    "Make memcpy and memmove calls and aggregate copies of a few bytes "
    "between pointers of known spaces loads and stores in those spaces "
    "(default 1)" },
  { "const-math", MSP_ARG_BOOL, &msp_opts.const_math, NULL, -1,
    "Make the math calls whose only side effect is errno const where no "
    "code of the program can read errno, as -fno-math-errno does "
    "(default 1)" },
  { "warnings", MSP_ARG_BOOL, &msp_opts.warnings, NULL, -1,
    "Warn about atomics and stores PTX cannot do in the space msp proved "
    "(default 1)" },
  { "alias", MSP_ARG_BOOL, &msp_opts.alias, NULL, -1,
    "Tell GCC's alias oracle that different spaces do not alias "
    "(default 1)" },
  { "help", MSP_ARG_FLAG, &msp_plugin_opts.help, NULL, -1,
    "Print this text" },
  { "version", MSP_ARG_FLAG, &msp_plugin_opts.version, NULL, -1,
    "Print msp's version and the GCC release it was built for" },
  { "disable", MSP_ARG_BOOL, &msp_plugin_opts.disable, NULL, -1,
    "Do nothing: msp stays loaded but changes nothing and says nothing "
    "(default 0)" },
  { "summary", MSP_ARG_BOOL, &msp_plugin_opts.summary, NULL, -1,
    "Print one line per offload image: its memory instructions by state "
    "space and its team arrays (also with -v; default 0)" },
  { "remarks", MSP_ARG_ENUM, &msp_plugin_opts.remarks, remarks_choices,
    MSP_REMARKS_ALL,
    "Print msp's remarks alone at the source lines, as -fopt-info does: "
    "what stays generic and why (missed), what msp did (optimized), or "
    "both (all, the default)" },
  { "debug-ice", MSP_ARG_FLAG, &msp_plugin_opts.debug_ice, NULL, -1,
    "For msp's testsuite: crash the offload compiler on purpose, to "
    "check that GCC's crash report names msp" },
};

#define N_MSP_ARGS (sizeof (msp_args) / sizeof (msp_args[0]))

/* Parse VALUE, the text after "KEY=" (NULL when there was no "="), for
   ARG.  Return true and store the value, or report an error.  */

static bool
parse_one (const struct msp_arg *arg, const char *value)
{
  switch (arg->kind)
    {
    case MSP_ARG_BOOL:
      if (value == NULL || !strcmp (value, "1") || !strcmp (value, "yes"))
	*arg->value = 1;
      else if (!strcmp (value, "0") || !strcmp (value, "no"))
	*arg->value = 0;
      else
	{
	  error ("%<-fplugin-arg-msp-%s%>: expected 0, 1, yes or no, "
		 "not %qs", arg->key, value);
	  return false;
	}
      return true;

    case MSP_ARG_INT:
      {
	char *end = NULL;
	long n = 0;

	if (value != NULL
	    && (ISDIGIT (value[0]) || (value[0] == '-' && ISDIGIT (value[1]))))
	  {
	    errno = 0;
	    n = strtol (value, &end, 10);
	  }
	if (end == NULL || *end != '\0' || errno != 0 || n > INT_MAX
	    || n < -1)
	  {
	    error ("%<-fplugin-arg-msp-%s%>: expected a whole number from "
		   "-1 to %d, not %qs", arg->key, INT_MAX, value ? value : "");
	    return false;
	  }
	*arg->value = (int) n;
	return true;
      }

    case MSP_ARG_FLAG:
      if (value != NULL)
	{
	  error ("%<-fplugin-arg-msp-%s%> takes no value, not %qs",
		 arg->key, value);
	  return false;
	}
      *arg->value = 1;
      return true;

    case MSP_ARG_ENUM:
      if (value == NULL && arg->bare >= 0)
	{
	  *arg->value = arg->bare;
	  return true;
	}
      for (int i = 0; value && arg->choices[i]; i++)
	if (!strcmp (value, arg->choices[i]))
	  {
	    *arg->value = i;
	    return true;
	  }
      {
	/* Name the choices in the message.  */
	size_t len = 1;
	for (int i = 0; arg->choices[i]; i++)
	  len += strlen (arg->choices[i]) + 2;
	char *list = XALLOCAVEC (char, len);
	list[0] = '\0';
	for (int i = 0; arg->choices[i]; i++)
	  {
	    if (i)
	      strcat (list, ", ");
	    strcat (list, arg->choices[i]);
	  }
	if (value == NULL)
	  error ("%<-fplugin-arg-msp-%s%>: expected a value, one of %s",
		 arg->key, list);
	else
	  error ("%<-fplugin-arg-msp-%s%>: expected one of %s, not %qs",
		 arg->key, list, value);
	return false;
      }
    }
  gcc_unreachable ();
}

/* The keys of MSP_ARGS, separated by commas, for error messages.  */

static const char *
known_keys (void)
{
  static char *keys;

  if (keys)
    return keys;
  keys = xstrdup ("");
  for (size_t j = 0; j < N_MSP_ARGS; j++)
    {
      char *more = concat (keys, j ? ", " : "", msp_args[j].key, NULL);
      free (keys);
      keys = more;
    }
  return keys;
}

/* The key of MSP_ARGS closest to the unknown KEY by GCC's
   spell-checker (find_closest_string, as GCC's "did you mean" for its
   own options), or NULL if none is close enough.  */

static const char *
closest_key (const char *key)
{
  auto_vec<const char *> keys;

  for (size_t j = 0; j < N_MSP_ARGS; j++)
    keys.safe_push (msp_args[j].key);
  return find_closest_string (key, &keys);
}

/* Return true if argument I of INFO repeats an earlier one exactly.
   The offload compiler receives -foffload-options twice (once from the
   compile-time options recorded in the objects, once from the link
   line), so every argument arrives twice; report each problem once.  */

static bool
repeated_arg_p (const struct plugin_name_args *info, int i)
{
  const struct plugin_argument *a = &info->argv[i];

  for (int j = 0; j < i; j++)
    {
      const struct plugin_argument *b = &info->argv[j];
      if (!strcmp (a->key, b->key)
	  && (a->value == b->value
	      || (a->value && b->value && !strcmp (a->value, b->value))))
	return true;
    }
  return false;
}

/* Parse the arguments GCC collected for the plugin INFO.  Return false
   if any of them was bad; each bad one has been reported.  */

bool
msp_parse_args (const struct plugin_name_args *info)
{
  bool ok = true;

  for (int i = 0; i < info->argc; i++)
    {
      const struct plugin_argument *a = &info->argv[i];
      size_t j;

      if (repeated_arg_p (info, i))
	continue;
      for (j = 0; j < N_MSP_ARGS; j++)
	if (!strcmp (a->key, msp_args[j].key))
	  break;
      if (j == N_MSP_ARGS)
	{
	  const char *hint = closest_key (a->key);
	  if (hint)
	    error ("%<-fplugin-arg-msp-%s%>: unknown argument; did you mean "
		   "%<-fplugin-arg-msp-%s%>?", a->key, hint);
	  else
	    error ("%<-fplugin-arg-msp-%s%>: unknown argument; the known "
		   "ones are %s", a->key, known_keys ());
	  ok = false;
	  continue;
	}
      if (!parse_one (&msp_args[j], a->value))
	ok = false;
    }
  return ok;
}

/* Append the string S to the text growing on OB.  */

static void
grow_text (struct obstack *ob, const char *s)
{
  obstack_grow (ob, s, strlen (s));
}

/* The help text for struct plugin_info: one line per argument.  Every
   compile loads msp and asks for it, so it is built in one pass, on an
   obstack it keeps.  */

const char *
msp_help_text (void)
{
  static struct obstack ob;
  static char *text;

  if (text)
    return text;

  gcc_obstack_init (&ob);
  grow_text (&ob, "msp " MSP_VERSION ": state spaces for nvptx-none "
	     "offload code.  Arguments:\n");
  for (size_t j = 0; j < N_MSP_ARGS; j++)
    {
      const struct msp_arg *arg = &msp_args[j];
      const char *shape;

      switch (arg->kind)
	{
	case MSP_ARG_BOOL:
	  shape = "[=0|1]";
	  break;
	case MSP_ARG_INT:
	  shape = "=N";
	  break;
	case MSP_ARG_FLAG:
	  shape = "";
	  break;
	default:
	  shape = arg->bare >= 0 ? "[=WORD]" : "=WORD";
	  break;
	}
      grow_text (&ob, "  -fplugin-arg-msp-");
      grow_text (&ob, arg->key);
      grow_text (&ob, shape);
      grow_text (&ob, "\n      ");
      grow_text (&ob, arg->help);
      grow_text (&ob, "\n");
      if (arg->kind == MSP_ARG_ENUM)
	for (int i = 0; arg->choices[i]; i++)
	  {
	    grow_text (&ob, i ? ", " : "      WORD: ");
	    grow_text (&ob, arg->choices[i]);
	    if (!arg->choices[i + 1])
	      grow_text (&ob, "\n");
	  }
    }
  grow_text (&ob, "Manual: info msp.  Report bugs to: " MSP_BUGURL "\n");
  obstack_1grow (&ob, '\0');
  text = XOBFINISH (&ob, char *);
  return text;
}

/* Return true if KEY is an argument that acts where the user gave it and
   is not handed on to the offload compiler (plugin/host.cc): help and
   version, which would print their text a second time there.  */

bool
msp_local_arg_p (const char *key)
{
  return !strcmp (key, "help") || !strcmp (key, "version");
}

/* Print what -fplugin-arg-msp-help and -fplugin-arg-msp-version ask for
   on stderr, once, in the compiler described by VERSION, which COMPILER
   names ("the nvptx-none offload compiler").  Both go to stderr: the
   compiler's stdout may be its assembly output (-pipe, -o -).  */

void
msp_print_requested_info (const struct plugin_gcc_version *version,
			  const char *compiler)
{
  if (msp_plugin_opts.version)
    fprintf (stderr, "msp %s for GCC %d.%d.%d, loaded into %s (GCC %s)\n"
	     "Report bugs to: %s\n", MSP_VERSION, BUILDING_GCC_MAJOR,
	     BUILDING_GCC_MINOR, BUILDING_GCC_PATCHLEVEL, compiler,
	     version->basever, MSP_BUGURL);
  if (msp_plugin_opts.help)
    fputs (msp_help_text (), stderr);
}
