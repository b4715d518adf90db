/* ipmsp.cc -- inter-procedural state spaces: specialise and clone.
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option)
   any later version.

   The model is cicc's IPMSP (MemorySpaceCloning): a pointer parameter
   of a device function is generic whatever its callers pass, unless
   the function is specialised for them.

   Stage 1, propagation (msp_analyse_unit, propagate.cc): the masks of the
   arguments at every call site flow into the parameters of the
   functions whose callers are all known (GCC's local functions), the
   masks of returned values flow back to the callers, to a fixed point
   over the whole unit.  A local function whose callers agree is thus
   specialised in place: msp-early and msp-late read its parameters'
   masks, and rewrite the accesses through them.

   Stage 2, cloning (specialise): a function whose callers disagree
   (one passes global pointers, another shared ones), or that callers
   msp does not see may call (public, or address-taken), gets a clone
   per distinct space signature of its direct call sites, made with
   cgraph_node::create_version_clone_with_body as omp-simd-clone.cc
   does; the matching call sites are redirected to it, and the original
   stays for the others.  The clone is local: its parameters then get
   the signature's spaces in stage 1.  Where the calls of a function
   run in both SIMT and plain contexts and it has a frame, the context
   is part of the signature.  Kernels are never cloned, nor functions
   only libgomp calls back.  specialise does it for one function:
   group_calls groups its calls by signature, kept_group picks the group
   it keeps in place, and the calls of each other group go to the clone
   of that signature, which existing_clone finds or make_clone makes.

   The two stages alternate until no call is redirected (the clones' own
   calls may now disagree: chains A -> B -> C), at most MAX_ROUNDS
   times.  A signature already cloned reuses its clone, so recursion
   ends; -fplugin-arg-msp-do-clone-for-ip-msp=N caps the clones.

   With -fopt-info-optimized, ipmsp says at each function's definition
   that it cloned it, for which spaces ("cloned sum8 as sum8$msp$0 for
   p in .shared"), and which of the user's functions stage 1
   specialised in place ("specialised sum8 in place for p in .global");
   with -fopt-info-missed, which clones the cap kept it from making.  */

#include "core/msp-gcc.h"
#include "core/msp.h"
#include "core/spaces.h"
#include "core/callgraph.h"
#include "core/facts.h"
#include "core/facts-update.h"
#include "gimple/ipa/ipmsp.h"
#include "gimple/ipa/propagate.h"
#include "core/remark.h"
#include "gimple/ipa/math-errno.h"
#include "gimple/ipa/team-shared.h"

#define MAX_ROUNDS 8

/* One space per candidate parameter (MSP_EMPTY: none), and the contexts
   when they matter.  */

struct signature
{
  signature () : contexts (0) {}

  auto_vec<msp_mask, 8> spaces;
  unsigned contexts;
};

/* The clones made of a function: their signatures, which it owns, and
   their nodes.  */

struct clone_set
{
  auto_delete_vec<signature> sigs;
  auto_vec<cgraph_node *> nodes;
};

/* What the rounds of stage 2 share.  Every member frees itself: the
   clone sets are owned by SETS, an auto_delete_vec, which deletes
   them.  */

struct ipmsp_state
{
  ipmsp_state (FILE *f) : dump (f), budget (msp_opts.clone_limit),
    clones (0) {}

  /* The pass's dump file, or null (analyse_unit may open it again).  */
  FILE *dump;
  /* Clones left to make; -1: no limit.  */
  int budget;
  unsigned clones;
  /* The clones of each original function (by decl), and the original
     of each clone.  */
  hash_map<tree, clone_set *> clone_sets;
  auto_delete_vec<clone_set> sets;
  hash_map<tree, tree> origin;
};

/* True if S1 and S2 are the same signature.  */

static bool
same_signature_p (const signature *s1, const signature *s2)
{
  if (s1->contexts != s2->contexts
      || s1->spaces.length () != s2->spaces.length ())
    return false;
  for (unsigned i = 0; i < s1->spaces.length (); i++)
    if (s1->spaces[i] != s2->spaces[i])
      return false;
  return true;
}

/* True if S resolves a parameter, or the frame (one context).  */

static bool
useful_signature_p (const signature *s)
{
  for (unsigned i = 0; i < s->spaces.length (); i++)
    if (s->spaces[i] != MSP_EMPTY)
      return true;
  return s->contexts == MSP_CTX_PLAIN || s->contexts == MSP_CTX_SIMT;
}

/* The candidate parameters of NODE: pointers, with uses, that its
   parameters' masks do not resolve.  Return how many.  */

static unsigned
candidate_params (cgraph_node *node, auto_vec<bool, 8> *cand)
{
  function *fun = node->get_fun ();
  unsigned i = 0, n = 0;

  for (tree p = DECL_ARGUMENTS (node->decl); p; p = DECL_CHAIN (p), i++)
    {
      tree def = ssa_default_def (fun, p);
      bool c = (POINTER_TYPE_P (TREE_TYPE (p)) && def && !has_zero_uses (def)
		&& !msp_resolved_p (msp_param_mask (node->decl, i)
				    & MSP_UNKNOWN));
      cand->safe_push (c);
      n += c;
    }
  return n;
}

/* True if NODE's frame matters: it has automatic variables in memory or
   calls alloca.  */

static bool
has_frame_p (cgraph_node *node)
{
  function *fun = node->get_fun ();
  unsigned i;
  tree var;

  if (fun->calls_alloca)
    return true;
  FOR_EACH_LOCAL_DECL (fun, i, var)
    if (VAR_P (var) && !TREE_STATIC (var) && !is_gimple_reg (var))
      return true;
  return false;
}

/* Fill SIG with the signature of the call E over the candidate
   parameters CAND; the contexts count if WITH_CONTEXTS.  Return false
   if the analysis did not see the call.  */

static bool
site_signature (cgraph_edge *e, const auto_vec<bool, 8> &cand,
		bool with_contexts, signature *sig)
{
  unsigned contexts;
  const vec<msp_mask> *args = msp_site_args (e, &contexts);

  if (args == NULL || args->length () < cand.length ())
    return false;
  for (unsigned i = 0; i < cand.length (); i++)
    {
      msp_mask m = (*args)[i];
      sig->spaces.safe_push (cand[i] && msp_mask_addr_space (m) != 0
			     ? m : MSP_EMPTY);
    }
  sig->contexts = with_contexts ? contexts : 0;
  return true;
}

/* Copy the signature FROM into TO, an empty one.  */

static void
copy_signature (const signature *from, signature *to)
{
  to->spaces.safe_splice (from->spaces);
  to->contexts = from->contexts;
}

/* The clone of ORIGINAL with signature SIG made so far, or NULL.  */

static cgraph_node *
existing_clone (ipmsp_state *st, tree original, const signature *sig)
{
  clone_set **set = st->clone_sets.get (original);

  if (set)
    for (unsigned i = 0; i < (*set)->sigs.length (); i++)
      if (same_signature_p ((*set)->sigs[i], sig))
	return (*set)->nodes[i];
  return NULL;
}

/* Record CLONE as the clone of ORIGINAL with signature SIG.  */

static void
record_clone (ipmsp_state *st, tree original, const signature *sig,
	      cgraph_node *clone)
{
  clone_set *&set = st->clone_sets.get_or_insert (original);

  if (set == NULL)
    {
      set = new clone_set;
      st->sets.safe_push (set);
    }
  signature *copy = new signature;
  copy_signature (sig, copy);
  set->sigs.safe_push (copy);
  set->nodes.safe_push (clone);
  st->origin.put (clone->decl, original);
}

/* Write into BUF, of SIZE bytes, the spaces SPACES of the parameters of
   DECL (MSP_EMPTY: none) and the contexts CONTEXTS (0: any) in a
   remark's words: "p in .shared, calls in SIMT regions".  */

static void
spaces_words (tree decl, const vec<msp_mask> &spaces, unsigned contexts,
	      char *buf, size_t size)
{
  int n = 0;
  unsigned i = 0;

  buf[0] = '\0';
  for (tree p = DECL_ARGUMENTS (decl); p; p = DECL_CHAIN (p), i++)
    {
      const char *space = (i < spaces.length ()
			   ? msp_addr_space_name (msp_mask_addr_space
						  (spaces[i]))
			   : NULL);
      if (space == NULL || n < 0 || (size_t) n >= size)
	continue;
      if (DECL_NAME (p))
	n += snprintf (buf + n, size - n, "%s%s in %s", n ? ", " : "",
		       IDENTIFIER_POINTER (DECL_NAME (p)), space);
      else
	n += snprintf (buf + n, size - n, "%sparameter %u in %s",
		       n ? ", " : "", i + 1, space);
    }
  if ((contexts == MSP_CTX_PLAIN || contexts == MSP_CTX_SIMT)
      && n >= 0 && (size_t) n < size)
    snprintf (buf + n, size - n, "%scalls %s SIMT regions", n ? ", " : "",
	      contexts == MSP_CTX_SIMT ? "in" : "outside");
}

/* Say through -fopt-info that NODE was cloned as CLONE for the
   signature SIG, or, if CLONE is null, that the clone limit kept it
   from being cloned.  */

static void
remark_clone (cgraph_node *node, cgraph_node *clone, const signature *sig)
{
  char spaces[256], msg[512];

  if (!dump_enabled_p ())
    return;
  spaces_words (node->decl, sig->spaces, sig->contexts, spaces,
		sizeof spaces);
  const char *name = function_name (node->get_fun ());
  if (clone)
    snprintf (msg, sizeof msg, "cloned %s as %s for %s", name,
	      function_name (clone->get_fun ()), spaces);
  else
    snprintf (msg, sizeof msg, "not cloned %s for %s: the clone limit "
	      "(-fplugin-arg-msp-do-clone-for-ip-msp) is reached", name,
	      spaces);
  msp_remark (clone ? MSG_OPTIMIZED_LOCATIONS : MSG_MISSED_OPTIMIZATION,
	      dump_user_location_t::from_function_decl (node->decl), msg);
}

/* Clone NODE, ORIGINAL or a clone of it, for the signature SIG, within
   the clone budget; return the clone, or NULL.  */

static cgraph_node *
make_clone (ipmsp_state *st, cgraph_node *node, tree original,
	    const signature *sig)
{
  const char *name = function_name (node->get_fun ());

  if (st->budget == 0)
    {
      if (st->dump)
	fprintf (st->dump, "avoid cloning of %s\n", name);
      remark_clone (node, NULL, sig);
      return NULL;
    }
  vec<cgraph_edge *> none = vNULL;
  /* GCC's body copy writes its own lines to the current dump.  */
  FILE *saved = dump_file;
  dump_file = NULL;
  cgraph_node *clone = node->create_version_clone_with_body (none, NULL,
							       NULL, NULL,
							       NULL, "msp");
  dump_file = saved;
  if (clone == NULL)
    return NULL;
  if (st->budget > 0)
    st->budget--;
  st->clones++;
  record_clone (st, original, sig, clone);
  if (st->dump)
    fprintf (st->dump, "%s is cloned\n", name);
  remark_clone (node, clone, sig);
  return clone;
}

/* Redirect the calls EDGES to TARGET, an msp clone with the parameters
   of the function they call: each call statement already names that
   function with its arguments (group_calls), so only its fndecl and the
   edge change, and the arguments stay.

   cgraph_edge::redirect_call_stmt_to_callee is not for this: it is
   meant for a statement that still names the origin of the edge's
   callee, and rebuilds the call from the callee's clone_info.  When the
   statement names a GCC clone with parameter adjustments (IPA-CP's
   fill.constprop.0, IPA-SRA's fill.isra.0, whose calls
   ipa-inline-transform.cc:inline_transform already rewrote when msp
   loaded the caller's body), it asserts under -fchecking that no
   adjustment is pending, and fails.  */

static void
redirect_calls (vec<cgraph_edge *> &edges, cgraph_node *target)
{
  for (unsigned i = 0; i < edges.length (); i++)
    {
      cgraph_edge *e = edges[i];
      gcall *call = e->call_stmt;
      push_cfun (DECL_STRUCT_FUNCTION (e->caller->decl));
      e->redirect_callee (target);
      gimple_call_set_fndecl (call, target->decl);
      update_stmt_fn (cfun, call);
      pop_cfun ();
    }
}

/* A group of calls of one function with one signature.  */

struct call_group
{
  signature sig;
  auto_vec<cgraph_edge *> edges;
};

/* The group of GROUPS with signature SIG, or NULL.  */

static call_group *
find_group (const auto_delete_vec<call_group> &groups, const signature *sig)
{
  for (unsigned g = 0; g < groups.length (); g++)
    if (same_signature_p (&groups[g]->sig, sig))
      return groups[g];
  return NULL;
}

/* Group the direct calls of NODE by their signatures over the candidate
   parameters CAND (with the contexts if WITH_CONTEXTS) into GROUPS,
   leaving out those that resolve nothing; return true if there are
   such calls.  */

static bool
group_calls (cgraph_node *node, const auto_vec<bool, 8> &cand,
	     bool with_contexts, auto_delete_vec<call_group> *groups)
{
  bool generic_calls = false;

  for (cgraph_edge *e = node->callers; e; e = e->next_caller)
    {
      signature sig;
      if (e->call_stmt == NULL
	  || gimple_call_fndecl (e->call_stmt) != node->decl)
	{
	  /* A call whose statement does not name NODE yet waits for a
	     transform of GCC's (redirect_call_stmt_to_callee): its
	     arguments may not be NODE's parameters, so it stays as it
	     is, and keeps NODE's parameters generic.  */
	  generic_calls = true;
	  continue;
	}
      if (!site_signature (e, cand, with_contexts, &sig))
	/* A call the analysis did not see: it never runs (simt.cc), and
	   contributes nothing to the parameters.  */
	continue;
      if (!useful_signature_p (&sig))
	{
	  generic_calls = true;
	  continue;
	}
      call_group *grp = find_group (*groups, &sig);
      if (grp == NULL)
	{
	  grp = new call_group;
	  copy_signature (&sig, &grp->sig);
	  groups->safe_push (grp);
	}
      grp->edges.safe_push (e);
    }
  return generic_calls;
}

/* The index in GROUPS of the group that DECL keeps, or the length of
   GROUPS if none.  A function whose callers are all known keeps the
   largest group when only useful groups call it (GENERIC_CALLS false):
   its parameters get that group's spaces in place.  */

static unsigned
kept_group (tree decl, const auto_delete_vec<call_group> &groups,
	    bool generic_calls)
{
  unsigned keep = groups.length ();

  if (msp_fn_callers_known_p (decl) && !generic_calls)
    {
      keep = 0;
      for (unsigned g = 1; g < groups.length (); g++)
	if (groups[g]->edges.length () > groups[keep]->edges.length ())
	  keep = g;
    }
  return keep;
}

/* True if ipmsp may specialise NODE: a called function, neither a
   kernel nor one only libgomp calls back, and one GCC can version.  */

static bool
specialisable_p (cgraph_node *node)
{
  tree decl = node->decl;

  return !(msp_entry_function_p (decl) || msp_fn_callback_p (decl)
	   || !node->callers || node->get_fun ()->stdarg
	   || lookup_attribute ("noclone", DECL_ATTRIBUTES (decl))
	   || lookup_attribute ("noipa", DECL_ATTRIBUTES (decl))
	   || !tree_versionable_function_p (decl));
}

/* Specialise NODE for the signatures of its direct calls; return true
   if a call was redirected.  */

static bool
specialise (ipmsp_state *st, cgraph_node *node)
{
  tree decl = node->decl;
  auto_vec<bool, 8> cand;
  auto_delete_vec<call_group> groups;
  bool changed = false;

  if (!specialisable_p (node))
    return false;
  bool with_contexts = (msp_fn_contexts (decl)
			== (MSP_CTX_PLAIN | MSP_CTX_SIMT)
			&& TARGET_SOFT_STACK && has_frame_p (node));
  if (candidate_params (node, &cand) == 0 && !with_contexts)
    return false;

  bool generic_calls = group_calls (node, cand, with_contexts, &groups);
  unsigned keep = kept_group (decl, groups, generic_calls);
  tree *orig = st->origin.get (decl);
  tree original = orig ? *orig : decl;
  for (unsigned g = 0; g < groups.length (); g++)
    {
      if (g == keep)
	continue;
      cgraph_node *clone = existing_clone (st, original, &groups[g]->sig);
      if (clone == NULL)
	clone = make_clone (st, node, original, &groups[g]->sig);
      if (clone != NULL && clone != node)
	{
	  redirect_calls (groups[g]->edges, clone);
	  changed = true;
	}
    }
  return changed;
}

/* Reading the bodies of the unit's functions, cgraph_node::get_body
   first applies the IPA transforms a body waits for; the
   pass_fini_dump_file of each closes the -fopt-info stream of the pass
   that asked (cgraph.cc, passes.cc: execute_one_ipa_transform_pass;
   dump_finish clears alt_dump_file).  So if -fopt-info selects ipmsp
   (its dump_file_info keeps the stream), finish and start ipmsp's dumps
   again, as pass_init_dump_file does, for the remarks to reach it.  The
   dump file, if any, is opened again for appending: ST->dump becomes
   it.  */

static void
reopen_dumps (ipmsp_state *st)
{
  gcc::dump_manager *dumps = g->get_dumps ();
  int phase = current_pass->static_pass_number;
  dump_file_info *dfi = dumps->get_dump_file_info (phase);

  if (dfi == NULL || dfi->alt_stream == NULL)
    return;
  dumps->dump_finish (phase);
  dumps->dump_start (phase, &dump_flags);
  st->dump = dump_file;
}

/* Bring in the bodies of the unit's functions into NODES, make their
   math calls const where errno is never read (math-errno.cc) and move
   the team-level arrays of the target bodies into .shared
   (team-shared.cc): once, before stage 1 first analyses the unit.  */

static void
load_bodies (ipmsp_state *st, auto_vec<cgraph_node *> *nodes)
{
  msp_unit_functions (nodes);
  reopen_dumps (st);
  if (msp_opts.const_math)
    msp_math_calls_const (st->dump, *nodes);
  msp_promote_team_arrays (st->dump, *nodes);
}

/* Stage 1: msp_analyse_unit, which reads the bodies.  */

static void
analyse_unit (ipmsp_state *st)
{
  msp_analyse_unit ();
  reopen_dumps (st);
}

/* The parameter masks of the functions of NODES, one after the other,
   and where each function's start; to see what a round changed.  */

struct param_snapshot
{
  hash_map<tree, unsigned> start;
  auto_vec<msp_mask> masks;
};

static void
snapshot_params (vec<cgraph_node *> &nodes, param_snapshot *snap)
{
  snap->start.empty ();
  snap->masks.truncate (0);
  for (unsigned i = 0; i < nodes.length (); i++)
    {
      unsigned j = 0;
      snap->start.put (nodes[i]->decl, snap->masks.length ());
      for (tree p = DECL_ARGUMENTS (nodes[i]->decl); p;
	   p = DECL_CHAIN (p), j++)
	snap->masks.safe_push (msp_param_mask (nodes[i]->decl, j));
    }
}

/* How many functions of NODES have parameter masks other than in
   BEFORE (new functions included).  */

static unsigned
count_affected (vec<cgraph_node *> &nodes, param_snapshot *before)
{
  unsigned n = 0;

  for (unsigned i = 0; i < nodes.length (); i++)
    {
      unsigned *start = before->start.get (nodes[i]->decl);
      unsigned j = 0;
      bool changed = start == NULL;
      for (tree p = DECL_ARGUMENTS (nodes[i]->decl); p && !changed;
	   p = DECL_CHAIN (p), j++)
	changed = (before->masks[*start + j]
		   != msp_param_mask (nodes[i]->decl, j));
      n += changed;
    }
  return n;
}

/* Dump the spaces stage 1 resolved.  */

static void
dump_resolved (FILE *dump, vec<cgraph_node *> &nodes)
{
  for (unsigned i = 0; i < nodes.length (); i++)
    {
      tree decl = nodes[i]->decl;
      const char *name = function_name (nodes[i]->get_fun ());
      unsigned j = 0, n = 0;

      if (msp_entry_function_p (decl))
	continue;
      for (tree p = DECL_ARGUMENTS (decl); p; p = DECL_CHAIN (p), j++)
	if (POINTER_TYPE_P (TREE_TYPE (p))
	    && msp_mask_addr_space (msp_param_mask (decl, j)) != 0)
	  n++;
      if (n)
	fprintf (dump, "%s : changed in argument memory space (%u arguments)\n",
		 name, n);
      tree res = TREE_TYPE (TREE_TYPE (decl));
      addr_space_t as = msp_mask_addr_space (msp_return_mask (decl));
      if (POINTER_TYPE_P (res) && as != 0)
	fprintf (dump, "%s : return memory space is resolved : %d\n",
		 name, (int) as);
    }
}

/* Dump the size of the initial work list: the functions with pointer
   parameters or a pointer result, generic before any propagation.  */

static void
dump_work_list (FILE *dump, vec<cgraph_node *> &nodes)
{
  unsigned work = 0;

  for (unsigned i = 0; i < nodes.length (); i++)
    {
      tree decl = nodes[i]->decl;
      bool pointers = POINTER_TYPE_P (TREE_TYPE (TREE_TYPE (decl)));
      for (tree p = DECL_ARGUMENTS (decl); p; p = DECL_CHAIN (p))
	pointers |= POINTER_TYPE_P (TREE_TYPE (p));
      work += pointers && !msp_entry_function_p (decl)
	      && !msp_fn_callback_p (decl);
    }
  fprintf (dump, "Initial work list size : %u\n", work);
}

/* Alternate the two stages until no call is redirected, at most
   MAX_ROUNDS times; NODES, the unit's functions, then holds the
   clones too.  */

static void
run_rounds (ipmsp_state *st, auto_vec<cgraph_node *> *nodes)
{
  param_snapshot before;

  for (int round = 0; msp_opts.do_ip_msp && round < MAX_ROUNDS; round++)
    {
      bool changed = false;

      snapshot_params (*nodes, &before);
      for (unsigned i = 0; i < nodes->length (); i++)
	changed |= specialise (st, (*nodes)[i]);
      if (!changed)
	break;
      analyse_unit (st);
      msp_unit_functions (nodes);
      if (st->dump)
	fprintf (st->dump, "%u callees are affected\n",
		 count_affected (*nodes, &before));
    }
}

/* A public function that no call reaches (msp_never_called_p: in the
   whole device program, nothing calls it or refers to it) is dead: make
   those of NODES local, and GCC removes them.  Return how many.  */

static unsigned
localise_dead (vec<cgraph_node *> &nodes, FILE *dump)
{
  unsigned dead = 0;

  for (unsigned i = 0; msp_opts.do_ip_msp && i < nodes.length (); i++)
    {
      cgraph_node *node = nodes[i];
      if (node->externally_visible && msp_never_called_p (node))
	{
	  if (dump)
	    fprintf (dump, "%s is dead\n", function_name (node->get_fun ()));
	  node->make_decl_local ();
	  node->externally_visible = false;
	  node->local = true;
	  dead++;
	}
    }
  return dead;
}

/* Say through -fopt-info which of NODES stage 1 specialised in place:
   the user's functions, not msp's clones (remark_clone tells of those),
   whose pointer parameters or result got a space.  */

static void
remark_in_place (ipmsp_state *st, vec<cgraph_node *> &nodes)
{
  char spaces[256], msg[512];

  for (unsigned i = 0; i < nodes.length (); i++)
    {
      tree decl = nodes[i]->decl;
      auto_vec<msp_mask, 8> masks;
      unsigned j = 0;

      if (msp_entry_function_p (decl) || msp_fn_callback_p (decl)
	  || DECL_ARTIFICIAL (decl) || st->origin.get (decl))
	continue;
      for (tree p = DECL_ARGUMENTS (decl); p; p = DECL_CHAIN (p), j++)
	masks.safe_push (POINTER_TYPE_P (TREE_TYPE (p))
			 ? msp_param_mask (decl, j) : MSP_EMPTY);
      spaces_words (decl, masks, 0, spaces, sizeof spaces);
      addr_space_t as = msp_mask_addr_space (msp_return_mask (decl));
      if (!POINTER_TYPE_P (TREE_TYPE (TREE_TYPE (decl))))
	as = 0;
      if (spaces[0] == '\0' && as == 0)
	continue;
      snprintf (msg, sizeof msg, "specialised %s in place for %s%s%s%s",
		function_name (nodes[i]->get_fun ()), spaces,
		spaces[0] && as ? ", " : "", as ? "its result in " : "",
		as ? msp_addr_space_name (as) : "");
      msp_remark (MSG_OPTIMIZED_LOCATIONS,
		  dump_user_location_t::from_function_decl (decl), msg);
    }
}

/* Run the inter-procedural pass: the two stages of the head of the file,
   dumped to DUMP if not null.  */

unsigned
msp_ipmsp (FILE *dump)
{
  ipmsp_state st (dump);
  auto_vec<cgraph_node *> nodes;

  load_bodies (&st, &nodes);
  analyse_unit (&st);
  msp_unit_functions (&nodes);
  if (st.dump)
    dump_work_list (st.dump, nodes);
  run_rounds (&st, &nodes);
  unsigned dead = localise_dead (nodes, st.dump);
  if (st.dump)
    {
      msp_dump_unit (st.dump);
      dump_resolved (st.dump, nodes);
      fprintf (st.dump, "%u clones made\n", st.clones);
    }
  if (dump_enabled_p ())
    remark_in_place (&st, nodes);
  msp_facts_end_ipmsp ();
  /* The originals that only their clones' or their own recursive calls
     called are unreachable now, and so are the dead functions.  */
  return st.clones || dead ? TODO_remove_functions : 0;
}
