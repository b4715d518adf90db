/* team-uses.h -- where the address of a target body's array goes.
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option) any
   later version.  */

#ifndef MSP_TEAM_USES_H
#define MSP_TEAM_USES_H

struct msp_block_var;
struct msp_simt_info;

/* A place of a parallel region's data block that holds an array's
   address: the encountering function's store, the callback and the
   bits of the block.  */

struct msp_team_place
{
  gimple *store;
  tree var;
  cgraph_node *cb;
  HOST_WIDE_INT offset, size;
  /* The callback's loads of the place.  */
  vec<gimple *> loads;
};

/* A candidate array of a target body.  */

struct msp_team_array
{
  msp_team_array ()
    : decl (NULL_TREE), body (NULL), size (0), align (0), in_memory (false),
      why (NULL), why_stmt (NULL), places (vNULL), names (vNULL),
      params (new hash_map<tree, int>), offset (0)
  {}
  ~msp_team_array ()
  {
    for (unsigned i = 0; i < places.length (); i++)
      places[i].loads.release ();
    places.release ();
    names.release ();
    delete params;
  }

  tree decl;
  cgraph_node *body;
  unsigned HOST_WIDE_INT size;
  unsigned HOST_WIDE_INT align;
  /* Addressable, or indexed by a variable: in memory anyway.  */
  bool in_memory;
  /* Why the array stays where GCC put it; NULL if it moves.  */
  const char *why;
  /* The statement WHY is about, if any.  */
  gimple *why_stmt;
  /* Where its address is stored.  */
  vec<msp_team_place> places;
  /* SSA names that may hold its address: their points-to sets are out
     of date once it moves.  */
  vec<tree> names;
  /* The parameters of callees its address was followed into (a
     recursive call follows a parameter once).  */
  hash_map<tree, int> *params;
  /* Its offset in __msp_team_shared.  */
  unsigned HOST_WIDE_INT offset;
};

extern void msp_team_reject (msp_team_array *, const char *, gimple *);
extern void msp_team_scan_body (msp_team_array *, function *,
				const vec<msp_block_var> &, msp_simt_info *);
extern void msp_team_check_block_vars (msp_team_array *, function *);
extern void msp_team_scan_callback (msp_team_array *, msp_team_place *,
				    bool);

#endif /* MSP_TEAM_USES_H */
