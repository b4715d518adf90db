/* loader.cc -- msp.so: check the GCC release, then load msp proper.
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option) any
   later version.

   msp proper (msp-core.so, beside this file) calls into the compiler it
   was built for, and the releases of GCC differ in the functions they
   export: loaded into another release, it would not get as far as its
   plugin_init, and the user would read the dynamic linker's complaint
   about some mangled name.  So the plugin users name, msp.so, is this
   loader, which uses none of GCC's functions but the one it reports an
   error with, found at run time: it checks that the compiler is the
   release msp was built for and only then loads msp-core.so and hands
   over to it.

   GCC's own rule (plugin_default_version_check) compares the base
   version, date stamp, development phase, revision and configure
   arguments.  Debian rebuilds of one release differ in the last of those
   without changing a data structure, so the loader checks what does
   decide the layout msp reads: the base version, which selects the GCC
   source msp's headers come from (scripts/check-layout.sh checks the
   rest when msp is built).

   It binds msp-core.so's calls into the compiler lazily, as the first
   call of each is made, in the one compiler scripts/lto1-id.sh found
   (when msp was built) to define every function msp-core.so calls, and
   knows by its build ID; in any other, at load, so that a function it
   lacks is a clear error here rather than the dynamic linker's fatal
   "symbol lookup error" halfway through a compile.  Binding all of
   them costs every compile some 0.1 to 0.3 million instructions, for
   functions most compiles never call (make bench).  */

#include "gcc-plugin.h"
#include "plugin-version.h"
#include "lto1-id.h"
#include <dlfcn.h>
#include <link.h>

int plugin_is_GPL_compatible;

/* msp-core.so's entry point (plugin/plugin.cc).  */
typedef int (*msp_core_init_fn) (struct plugin_name_args *,
				 struct plugin_gcc_version *);

/* Report the error FMT, ARGS... as the compiler reports its own: through
   its "error" (diagnostic-core.h, the same in every release), or on
   stderr if it has none.  */

static void ATTRIBUTE_PRINTF_1
report (const char *fmt, ...)
{
  typedef void (*error_fn) (const char *, ...);
  char text[1024];
  va_list ap;

  va_start (ap, fmt);
  vsnprintf (text, sizeof text, fmt, ap);
  va_end (ap);
  error_fn error = (error_fn) dlsym (RTLD_DEFAULT, "_Z5errorPKcz");
  if (error)
    error ("%s", text);
  else
    fprintf (stderr, "error: %s\n", text);
}

/* The major version of the base version BASEVER ("15.3.0": 15).  */

static int
major_version (const char *basever)
{
  int major = 0;
  for (; *basever >= '0' && *basever <= '9'; basever++)
    major = major * 10 + (*basever - '0');
  return major;
}

/* dl_iterate_phdr callback: write the GNU build ID of the first object,
   the program itself, in hex into DATA (of 41 bytes or more), or leave
   it empty; stop.  */

static int
program_build_id (struct dl_phdr_info *obj, size_t, void *data)
{
  char *hex = (char *) data;
  for (int i = 0; i < obj->dlpi_phnum; i++)
    {
      const ElfW(Phdr) *ph = &obj->dlpi_phdr[i];
      if (ph->p_type != PT_NOTE)
	continue;
      const char *p = (const char *) (obj->dlpi_addr + ph->p_vaddr);
      const char *end = p + ph->p_memsz;
      while (p + sizeof (ElfW(Nhdr)) <= end)
	{
	  const ElfW(Nhdr) *note = (const ElfW(Nhdr) *) p;
	  const char *name = p + sizeof *note;
	  const unsigned char *desc
	    = (const unsigned char *) name + ((note->n_namesz + 3) & ~3u);
	  p = (const char *) desc + ((note->n_descsz + 3) & ~3u);
	  if (p > end)
	    break;
	  if (note->n_type == NT_GNU_BUILD_ID && note->n_namesz == 4
	      && memcmp (name, "GNU", 4) == 0 && note->n_descsz <= 20)
	    {
	      for (unsigned j = 0; j < note->n_descsz; j++)
		sprintf (hex + 2 * j, "%02x", desc[j]);
	      return 1;
	    }
	}
    }
  return 1;
}

/* How to open msp-core.so: lazily in the compiler scripts/lto1-id.sh
   found to define every function it calls (its build ID is
   MSP_LTO1_BUILD_ID), so that loading it looks up only the functions a
   compile calls; in any other compiler, binding them all at once, so
   that one it lacks is a clear error here.  */

static int
core_open_mode (void)
{
  char id[41] = "";

  if (MSP_LTO1_BUILD_ID[0] == 0)
    return RTLD_NOW;
  dl_iterate_phdr (program_build_id, id);
  return strcmp (id, MSP_LTO1_BUILD_ID) == 0 ? RTLD_LAZY : RTLD_NOW;
}

int
plugin_init (struct plugin_name_args *info,
	     struct plugin_gcc_version *version)
{
  if (strcmp (version->basever, gcc_version.basever) != 0)
    {
      report ("'%s' was built for GCC %s and cannot run in GCC %s; use the "
	      "msp built for GCC %d ('make GCC_VERSION=%d' makes it)",
	      info->full_name, gcc_version.basever, version->basever,
	      major_version (version->basever),
	      major_version (version->basever));
      return 1;
    }

  /* msp-core.so is in the directory of the file msp.so is, links
     resolved (the testsuite links msp.so into GCC's search paths).  */
  static const char core_name[] = "msp-core.so";
  char core[PATH_MAX + sizeof core_name];
  if (!realpath (info->full_name, core))
    {
      report ("cannot find '%s': %m", info->full_name);
      return 1;
    }
  strcpy (strrchr (core, '/') + 1, core_name);

  /* Never closed: msp's passes and hooks live in it until the compiler
     exits.  */
  void *handle = dlopen (core, core_open_mode () | RTLD_LOCAL);
  msp_core_init_fn init
    = handle ? (msp_core_init_fn) dlsym (handle, "msp_core_init") : NULL;
  if (!init)
    {
      report ("cannot load msp from '%s': %s", core, dlerror ());
      return 1;
    }
  return init (info, version);
}
