/* host-link.cc -- msp in the host's lto1 at the link: say when it is idle.
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option) any
   later version.

   A link with -flto runs the host's lto1, which loads the -fplugin of the
   link line.  There msp can do nothing: the offload compiler takes msp
   from the offload options recorded in the objects (plugin/host.cc),
   which the compile lines that loaded msp wrote, or from the link line's
   own -foffload-options=nvptx-none=-fplugin=...  If neither is there
   while the objects hold offload code, the user has put -fplugin=msp on
   the link line alone, and msp would stay silent while doing nothing: it
   warns instead.  Without -flto, a link line runs no compiler of the
   host, and nothing can warn (doc/msp.texi, "Using msp").

   Like plugin/host.cc, this reads only the strings of
   save_decoded_options, and the input files' bytes: the offload options
   of an object are a section of plain text (lto-opts.cc,
   lto_write_options, which lto-wrapper reads without decompressing).  */

#include "core/msp-gcc.h"
#include "core/msp.h"
#include "plugin/msp-plugin.h"

/* Read the file NAME whole into a new buffer; set *SIZE.  NAME may be
   an archive member as the linker plugin names it, "FILE@0xOFFSET":
   FILE is read whole.  Return NULL if it cannot be read.  */

static char *
read_file (const char *name, size_t *size)
{
  FILE *f = fopen (name, "rb");
  if (!f)
    {
      const char *at = strrchr (name, '@');
      if (!at || at == name)
	return NULL;
      char *file = xstrndup (name, at - name);
      f = fopen (file, "rb");
      free (file);
      if (!f)
	return NULL;
    }
  size_t have = 0, room = 1 << 16, n;
  char *buf = XNEWVEC (char, room);
  while ((n = fread (buf + have, 1, room - have, f)) > 0)
    {
      have += n;
      if (have == room)
	{
	  room *= 2;
	  buf = XRESIZEVEC (char, buf, room);
	}
    }
  fclose (f);
  *size = have;
  return buf;
}

/* Return true if some option -foffload-options=[TARGETS=]OPTS in the
   SIZE bytes of BUF, for nvptx-none or for every target, loads a
   plugin.  The host records each option as one word of a quoted list
   (lto-opts.cc), so an option's text ends at a quote or a NUL.  */

static bool
loads_plugin_p (const char *buf, size_t size)
{
  static const char opt[] = "-foffload-options=";
  const char *end = buf + size;

  for (const char *p = buf;
       (p = (const char *) memmem (p, end - p, opt, sizeof opt - 1));
       p += sizeof opt - 1)
    {
      const char *v = p + sizeof opt - 1, *e = v;
      while (e < end && *e && *e != '\'')
	e++;
      const char *plugin
	= (const char *) memmem (v, e - v, "-fplugin=", 9);
      if (!plugin)
	continue;
      /* TARGETS=OPTS, or OPTS alone (starting with '-'): every
	 target.  */
      const char *eq = (const char *) memchr (v, '=', plugin - v);
      if (*v == '-' || !eq || memmem (v, eq - v, "nvptx-none", 10))
	return true;
    }
  return false;
}

/* msp has been loaded, as INFO says, into the host's lto1.  Warn if the
   offload compiler of this link will not load it although the input
   objects hold offload code.  */

void
msp_host_link_check (const struct plugin_name_args *info)
{
  auto_vec<const char *> inputs;

  for (unsigned i = 1; i < save_decoded_options_count; i++)
    {
      const char *text = save_decoded_options[i].canonical_option[0];
      if (!text)
	continue;
      /* An ltrans compile: WPA, before it, has checked.  */
      if (!strcmp (text, "-fltrans"))
	return;
      /* The link line loads msp into the offload compiler itself.  */
      if (startswith (text, "-foffload-options=")
	  && strstr (text, "-fplugin="))
	return;
      if (text[0] != '-')
	inputs.safe_push (text);
    }

  bool offload = false;
  for (unsigned i = 0; i < inputs.length (); i++)
    {
      size_t size;
      char *buf = read_file (inputs[i], &size);
      if (!buf)
	continue;
      bool loads = loads_plugin_p (buf, size);
      offload = offload || memmem (buf, size, ".gnu.offload_lto_", 17);
      XDELETEVEC (buf);
      if (loads)
	return;
    }
  if (offload)
    warning (0, "%qs does nothing on the link line alone: the offload "
	     "compiler loads msp from the objects that compile lines with "
	     "it made; put %<-fplugin=%s%> on the lines that compile with "
	     "%<-fopenmp%> or %<-fopenacc%> and %<-foffload=nvptx-none%>",
	     info->full_name, info->full_name);
}
