/* inline-barrier.cc -- OpenMP team barriers as one PTX barrier.
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option) any
   later version.

   Every '#pragma omp barrier' of offloaded OpenMP code is a call of
   libgomp's GOMP_barrier.  On nvptx (libgomp/config/nvptx/bar.c and
   bar.h, team.c, GCC 12 to 16) it waits on the team barrier, CTA
   barrier 1, with count 32 * the team's threads, around an atomic
   arrival counter and three membar.sys; it also runs the tasks that
   are pending, and GCC 12 emulates a futex with several bar.sync
   rounds: about 70 instructions per thread from GCC 13 on, more in 12,
   and the call's own cost in the loop around it.  When it does nothing
   else, one CTA barrier does the same:

     n = omp_get_num_threads ();
     asm volatile ("{ .reg.u32 %c; [.reg.pred %p; setp.gt.s32 %p, n, 1;]
		      shl.b32 %c, n, 5; [membar.sys;] [@%p] bar.sync 15, %c; }"
		   : : "r" (n) : "memory");

   with the membar.sys only in a unit that may synchronise beyond the
   team (fact 4), and the predicate only in a unit where parallel
   regions may nest (fact 2).

   The facts it rests on, the same in every release (see also
   notes/inline-barriers.md):
   1. An OpenMP thread is a warp, and all 32 lanes run the code outside
      SIMT regions (-mgomp implies -muniform-simt and -msoft-stack); so
      every lane of the team's warps reaches the barrier, the count is
      32 * omp_get_num_threads (), which is the team's nthreads
      (team.c, gomp_new_team: bar->total), and bar.sync (that is
      barrier.sync.aligned) sees whole warps.
   2. libgomp uses CTA barriers 0 (kernel start, idle threads docked
      between parallel regions: team.c, gomp_nvptx_main,
      gomp_thread_start) and 1 (the team barrier, bar.h); GCC's nvptx
      backend emits barriers for OpenACC only.  Barrier 15 is free, so
      the warps docked at barrier 0 and libgomp's own barriers of the
      same team (the end of a parallel region, of worksharing
      constructs) are never counted with it.  A team of one thread (a
      target body outside parallel, a nested parallel, which has one
      thread on nvptx in every release: parallel.c,
      gomp_resolve_num_threads) waits for no one: libgomp's barrier
      does no bar.sync for it (bar.c: total < 2).  Where the team is
      nested, the inline one must not either: the thread that made the
      nested team belongs to an enclosing team whose other threads may
      be waiting at barrier 15 meanwhile, and its warp would be counted
      in their barrier and release it early.  So in a unit where a
      parallel region may start in another (parallel_nest_why), the
      bar.sync is predicated on n > 1.  The predicate is uniform: the
      team's threads, and all lanes of each, see the same n, so the
      predicated bar.sync diverges nowhere (PTX ISA, "bar": a barrier
      in conditionally executed code needs a condition all threads
      evaluate alike), as libgomp's own guard is a branch on the same
      count.  It costs ptxas a WARPSYNC and often the comparison in the
      loop (1 to 4 SASS instructions per iteration, 214 in quicksort
      whose code ptxas then lays out anew), so a unit that cannot nest
      goes without: there a team of one is the CTA's only team, the
      other warps docked at barrier 0, and bar.sync 15 waits for its
      own warp.
   3. Beyond the barrier, GOMP_barrier runs the team's pending tasks
      (gomp_team_barrier_wait_end, BAR_TASK_PENDING) and, in its
      cancellable forms, handles cancellation.  So the rewrite needs a
      unit in which no task can exist: the whole device program
      (msp_whole_program_p), none of whose functions refers to
      libgomp's entry points that create tasks or cancel (GOMP_*task*,
      GOMP_*cancel*, omp_fulfill_event, the omp_*_async copies, which
      libgomp runs as tasks, GOMP_target_ext), defines
      omp_get_num_threads, or has an asm that names a PTX barrier.
   4. The barrier's flush (OpenMP: a barrier implies a flush of all
      variables, with acquire and release semantics).  Within the team,
      bar.sync is the flush: it guarantees that the memory accesses
      each participating thread requested before the barrier are
      performed relative to all the participating threads (PTX ISA,
      "bar, barrier"), so a thread after the barrier sees what its team
      wrote before it, as a CUDA __syncthreads () does.  A thread
      outside the team (another team's, the host's) can rely on the
      flush only through an atomic operation of this thread: after the
      barrier, for what the thread wrote before it, or before the
      barrier, for what it reads after it (OpenMP 5.0, 1.4.4 and
      1.4.5: a release flush synchronises with an acquire flush
      through an atomic write that an atomic read reads, a lock or a
      flush; without one, the accesses race).  A thread runs only the
      functions its kernel reaches, through calls and the functions
      its code refers to (GOMP_parallel's body): so where a kernel
      that reaches the barrier reaches an operation that might be one
      (msp_barrier_fence_why; any operation of the unit for a function
      no kernel reaches; not an atomic operation on the team's .shared
      memory, team_atomic_p), the barrier orders at system scope as well,
      with one membar.sys before bar.sync (in a team of one too), as
      libgomp 13 to 16 have it (three membar.sys before their bar.red,
      none after): the
      fence orders the thread's earlier accesses, reads included,
      before everything after it at system scope.  The unit is
      examined in ipmsp, as for fact 3: no later pass of an OpenMP
      unit makes atomic operations, calls or references, or inlines
      (so a barrier stays in a function whose kernels were examined),
      and an OpenACC unit keeps the fence.  The "memory" clobber keeps
      GCC from moving loads and stores across.
   5. Not in a SIMT region (a barrier there is not allowed anyway).
   The unit-wide fact is taken in ipmsp, where every function has its
   body; no pass after it makes calls of libgomp's task or cancel entry
   points (omp-expand ran in the host compiler).  The rewrite happens in
   msp-late, the last GIMPLE pass, so the asm stays where the call was:
   RTL passes do not move a volatile asm.  omp_get_num_threads () is
   called once before the loops and irreducible regions around a
   barrier (the team of a function's invocation does not change: a
   parallel region's body is a function of its own), not in them.  */

#include "core/msp-gcc.h"
#include "core/msp.h"
#include "core/atomics.h"
#include "core/callgraph.h"
#include "core/facts.h"
#include "gimple/analysis/resolve.h"
#include "gimple/analysis/rules.h"
#include "gimple/analysis/simt.h"
#include "gimple/transform/inline-barrier.h"
#include "gimple/transform/verify.h"

/* Whether the unit allows the rewrite (fact 3), and why not.  */
static bool unit_ok;
static const char *unit_why = "the unit was not examined";

/* Why a team of one may meet an inline barrier while a larger team of
   its CTA waits at barrier 15 (fact 2), or NULL where no parallel
   region may nest in another.  */
static const char *nest_why = "the unit was not examined";

/* Why the inline barriers need the system-scope fence (fact 4), or
   NULL where the unit has no operation by which a thread could
   synchronise with one outside its team.  */
static const char *fence_why = "the unit was not examined";

/* The same, for each function with a body that a kernel reaches
   (find_fence_whys), by the uid of its cgraph node, which GCC never
   gives to another (a function made later has none here); FENCE_WHY
   holds for the others.  */
typedef hash_map<int_hash<int, -1, -2>, const char *> fence_map;
static fence_map *fence_whys;

/* True if NAME, a function's name without "__builtin_", is one of
   libgomp's entry points that create tasks or pending work, or
   cancel.  */

static bool
task_or_cancel_name_p (const char *name)
{
  if (startswith (name, "__builtin_"))
    name += strlen ("__builtin_");
  if (startswith (name, "GOMP_"))
    return (strstr (name, "task") || strstr (name, "cancel")
	    || !strcmp (name, "GOMP_target_ext"));
  if (startswith (name, "omp_"))
    return (!strcmp (name, "omp_fulfill_event")
	    || strstr (name, "_async") != NULL);
  return strstr (name, "nvptx_bar") != NULL;
}

/* True if the asm STMT may name a PTX barrier.  */

static bool
barrier_asm_p (gasm *stmt)
{
  const char *s = gimple_asm_string (stmt);
  return strstr (s, "bar") != NULL;
}

/* True if NAME, a function's name without "__builtin_", is one of
   libgomp's or newlib's entry points that a thread may synchronise
   through with threads outside its team: locks, critical sections,
   libgomp's atomic lock, flushes.  */

static bool
sync_name_p (const char *name)
{
  if (startswith (name, "__builtin_"))
    name += strlen ("__builtin_");
  return (startswith (name, "__sync_") || startswith (name, "__atomic_")
	  || strstr (name, "lock") || strstr (name, "critical")
	  || strstr (name, "atomic") || strstr (name, "flush"));
}

/* Why the statement STMT might synchronise its thread with threads
   outside its team (fact 4), or NULL.  UNIT holds the functions whose
   bodies are examined too.  */

static const char *
stmt_sync_why (gimple *stmt, hash_set<tree> *unit)
{
  /* msp's own copies (msp_asm_copy_input: a PTX comment) and blank
     asms (msp_asm_blank_p) emit no instruction.  */
  if (is_a <gasm *> (stmt) && !msp_asm_copy_input (stmt)
      && !msp_asm_blank_p (stmt))
    return "an asm of the unit may synchronise";
  /* A clobber is marked volatile, but accesses nothing.  */
  if (gimple_has_volatile_ops (stmt) && !gimple_clobber_p (stmt))
    return "the unit has volatile accesses";
  gcall *call = dyn_cast <gcall *> (stmt);
  if (call == NULL)
    return NULL;
  if (gimple_call_internal_p (call))
    return (strstr (internal_fn_name (gimple_call_internal_fn (call)),
		    "ATOMIC")
	    ? "the unit has atomic operations, locks or flushes" : NULL);
  tree fndecl = gimple_call_fndecl (call);
  if (fndecl == NULL_TREE)
    return "the unit has indirect calls";
  if (unit->contains (fndecl))
    return NULL;
  const char *name = DECL_NAME (fndecl)
		     ? IDENTIFIER_POINTER (DECL_NAME (fndecl)) : "";
  if (sync_name_p (name))
    return "the unit has atomic operations, locks or flushes";
  /* A const or pure function writes no memory: it cannot release.  A
     C library builtin (fndecl_built_in_p, BUILT_IN_NORMAL: memcpy,
     printf, sqrt) synchronises with no thread, nor do libgomp's
     worksharing and query entry points, whose own accesses libgomp
     fences; a target builtin (a fence, a shuffle) or any other
     function might.  */
  if (gimple_call_flags (call) & (ECF_CONST | ECF_PURE))
    return NULL;
  if (fndecl_built_in_p (fndecl, BUILT_IN_NORMAL))
    return NULL;
  if (startswith (name, "GOMP_") || startswith (name, "omp_"))
    return NULL;
  return "the unit calls a function outside it";
}

/* The masks of a function's SSA names, resolved when a statement of
   the function first needs them (team_atomic_p).  */

struct lazy_masks
{
  function *fun;
  bool resolved;
  msp_simt_info *simt;
  msp_fn_ctx ctx;
  msp_masks masks;

  lazy_masks (function *f) : fun (f), resolved (false), simt (NULL)
  {
    masks.data = vNULL;
    masks.implicit = vNULL;
    masks.ctx = NULL;
    masks.resolved = false;
    masks.reads = NULL;
  }
  ~lazy_masks () { masks.release (); delete simt; }
};

/* Resolve LM's function as msp-late does (rewrite.cc, resolve_function):
   with the unit's facts, which ipmsp has just settled, and with an
   unknown memory mask where the function's IL stores more than it
   (msp_recheck_memory).  */

static void
resolve_lazy (lazy_masks *lm)
{
  push_cfun (lm->fun);
  lm->simt = msp_simt_analyse (lm->fun);
  lm->ctx.fun = lm->fun;
  lm->ctx.simt = lm->simt;
  lm->ctx.memory = msp_memory_mask ();
  lm->ctx.oacc_privates = NULL;
  lm->ctx.cd = NULL;
  msp_resolve (&lm->ctx, &lm->masks);
  msp_recheck_memory (&lm->ctx, &lm->masks);
  pop_cfun ();
  lm->resolved = true;
}

/* True if STMT is an atomic operation that cannot synchronise its
   thread with one outside its team: it expands inline
   (msp_atomic_inline_p: a libatomic call might take a lock that other
   teams take too) and its address is resolved to .shared only.  A
   CTA's shared memory is its team's alone (PTX ISA, "State spaces": a
   CTA's threads, and no other, access its .shared variables; an OpenMP
   team is a CTA), so no thread outside the team reads or writes the
   location, and no atomic read outside the team can read what this
   operation writes (fact 4).  The fact is one of the run time: the
   address the operation touches, proven with the facts ipmsp settles,
   is the same whatever later passes do with the statement.  */

static bool
team_atomic_p (gimple *stmt, lazy_masks *lm)
{
  gcall *call = dyn_cast <gcall *> (stmt);
  unsigned first, end;

  if (call == NULL || !msp_atomic_call_p (call, &first, &end)
      || !msp_atomic_inline_p (call, lm->fun))
    return false;
  tree ptr = gimple_call_arg (call, 0);
  if ((TREE_CODE (ptr) != SSA_NAME && TREE_CODE (ptr) != ADDR_EXPR)
      || !POINTER_TYPE_P (TREE_TYPE (ptr)))
    return false;
  if (!lm->resolved)
    resolve_lazy (lm);
  return msp_operand_mask (ptr, lm->masks) == MSP_SHARED;
}

/* Push onto TODO the function or variable NODE if SEEN does not hold
   it yet.  */

static void
reach (symtab_node *node, hash_set<symtab_node *> *seen,
       vec<symtab_node *> *todo)
{
  node = node->ultimate_alias_target ();
  if (!seen->add (node))
    todo->safe_push (node);
}

/* True if a function of the unit might call NODE indirectly: its
   address is taken, or something refers to it.  */

static bool
maybe_called_indirectly_p (cgraph_node *node)
{
  ipa_ref *ref;
  return node->address_taken || node->iterate_referring (0, ref);
}

/* Fill SEEN with the functions a thread that starts in ROOT may run,
   and the variables on the way: the direct callees; the declare
   variant functions ompdevlow may call instead of a callee
   (msp_declare_variants); every function a function or
   the initialiser of a variable refers to (the body of a parallel
   region that GOMP_parallel runs, a table of function pointers); from
   a function of INDIRECT (which has an indirect call), every function
   of NODES that might be called indirectly; and, from any function,
   those of NODES that a library may call by name (a C library
   function the thread calls may run them).  */

static void
reached_from (cgraph_node *root, vec<cgraph_node *> &nodes,
	      hash_set<cgraph_node *> &indirect,
	      hash_set<symtab_node *> *seen)
{
  auto_vec<symtab_node *> todo;
  auto_vec<tree> variants;

  reach (root, seen, &todo);
  for (unsigned i = 0; i < nodes.length (); i++)
    if (msp_library_may_call_p (nodes[i]))
      reach (nodes[i], seen, &todo);
  while (!todo.is_empty ())
    {
      symtab_node *node = todo.pop ();
      ipa_ref *ref;
      for (unsigned i = 0; node->iterate_reference (i, ref); i++)
	reach (ref->referred, seen, &todo);
      cgraph_node *fn = dyn_cast <cgraph_node *> (node);
      if (fn == NULL)
	continue;
      if (indirect.contains (fn))
	for (unsigned i = 0; i < nodes.length (); i++)
	  if (maybe_called_indirectly_p (nodes[i]))
	    reach (nodes[i], seen, &todo);
      for (cgraph_edge *e = fn->callees; e; e = e->next_callee)
	{
	  reach (e->callee, seen, &todo);
	  variants.truncate (0);
	  msp_declare_variants (e->callee->decl, &variants);
	  for (unsigned i = 0; i < variants.length (); i++)
	    if (cgraph_node *v = cgraph_node::get (variants[i]))
	      reach (v, seen, &todo);
	}
    }
}

/* Fact 4 for the unit whose functions with a body are NODES, allowing
   inline barriers and calling GOMP_barrier.  Each function has its own
   reasons, the first its statements give (stmt_sync_why).  A thread
   runs the functions its kernel reaches (reached_from), and only an
   operation of its own can synchronise it beyond its team: so the
   barriers of a function fence system memory if a kernel that reaches
   it reaches an operation with a reason.  The static constructors and
   destructors, which libgomp runs when it loads and unloads the image,
   count as kernels.  Fill FENCE_WHYS for the functions the kernels
   reach, and set FENCE_WHY, for any other function (none runs it, but
   it costs nothing to be safe), to the first reason of the whole
   unit.  */

static void
find_fence_whys (vec<cgraph_node *> &nodes)
{
  hash_set<tree> unit;
  hash_map<cgraph_node *, const char *> own_why;
  hash_set<cgraph_node *> indirect;

  for (unsigned i = 0; i < nodes.length (); i++)
    {
      /* OpenACC reductions become atomic operations after ipmsp
	 (oaccdevlow, nvptx_goacc_reduction).  GCC 12's mkoffload
	 refuses a unit of OpenMP and OpenACC code alike; this keeps
	 the rule where a release takes one.  */
      if (oacc_get_fn_attrib (nodes[i]->decl))
	{
	  fence_why = "the unit has OpenACC code";
	  return;
	}
      unit.add (nodes[i]->decl);
    }
  for (unsigned i = 0; i < nodes.length (); i++)
    {
      const char *why = NULL;
      basic_block bb;
      lazy_masks lm (nodes[i]->get_fun ());
      FOR_EACH_BB_FN (bb, nodes[i]->get_fun ())
	for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	     gsi_next (&gsi))
	  {
	    if (why == NULL)
	      {
		why = stmt_sync_why (gsi_stmt (gsi), &unit);
		if (why && team_atomic_p (gsi_stmt (gsi), &lm))
		  why = NULL;
	      }
	    gcall *call = dyn_cast <gcall *> (gsi_stmt (gsi));
	    if (call && !gimple_call_internal_p (call)
		&& gimple_call_fndecl (call) == NULL_TREE)
	      indirect.add (nodes[i]);
	  }
      own_why.put (nodes[i], why);
      if (fence_why == NULL)
	fence_why = why;
    }

  for (unsigned i = 0; i < nodes.length (); i++)
    {
      tree decl = nodes[i]->decl;
      if (!msp_entry_function_p (decl) && !DECL_STATIC_CONSTRUCTOR (decl)
	  && !DECL_STATIC_DESTRUCTOR (decl))
	continue;
      hash_set<symtab_node *> seen;
      const char *why = NULL;
      reached_from (nodes[i], nodes, indirect, &seen);
      /* In the order of NODES, for dumps that do not change from one
	 run to the next.  */
      for (unsigned j = 0; j < nodes.length () && why == NULL; j++)
	if (seen.contains (nodes[j]))
	  why = *own_why.get (nodes[j]);
      for (unsigned j = 0; j < nodes.length (); j++)
	if (seen.contains (nodes[j]))
	  {
	    bool existed;
	    const char *&w = fence_whys->get_or_insert (nodes[j]->get_uid (),
						       &existed);
	    if (!existed || w == NULL)
	      w = why;
	  }
    }
}

/* Why a parallel region may start inside another through NODE, one of
   libgomp's GOMP_parallel entry points, or NULL.  A target body, the
   kernel (omp-low marks it "omp target entrypoint"), runs in the
   team's initial thread alone, the other warps of the CTA docked at
   barrier 0 (team.c, gomp_nvptx_main); a parallel region it starts is
   the CTA's only team, and where its size is one no other thread waits
   at barrier 15.  A parallel region started by any other function (a
   parallel body, or a function one may call) may be nested: on nvptx
   a team of one (parallel.c, gomp_resolve_num_threads), made by one
   thread of a larger team whose others may wait at barrier 15.  A
   call through a pointer to NODE is any function's.  */

static const char *
parallel_nest_why (cgraph_node *node)
{
  if (node->address_taken)
    return "the address of a GOMP_parallel entry point is taken";
  for (cgraph_edge *e = node->callers; e; e = e->next_caller)
    {
      cgraph_node *caller = e->caller->inlined_to
			    ? e->caller->inlined_to : e->caller;
      if (!lookup_attribute ("omp target entrypoint",
			     DECL_ATTRIBUTES (caller->decl)))
	return "a parallel region may start in another";
    }
  return NULL;
}

/* Decide, in ipmsp, whether the unit allows inline barriers (fact 3 of
   the head of the file).  */

void
msp_barrier_unit_check (void)
{
  cgraph_node *node;

  unit_ok = false;
  nest_why = NULL;
  delete fence_whys;
  fence_whys = new fence_map;
  if (!msp_opts.inline_barrier)
    {
      unit_why = "-fplugin-arg-msp-inline-barrier=0";
      return;
    }
  if (!(TARGET_GOMP && TARGET_SOFT_STACK && TARGET_UNIFORM_SIMT))
    {
      unit_why = "the unit is not built with -mgomp";
      return;
    }
  if (!msp_whole_program_p ())
    {
      unit_why = "the unit may not be the whole device program";
      return;
    }
  if (!builtin_decl_explicit_p (BUILT_IN_OMP_GET_NUM_THREADS))
    {
      unit_why = "omp_get_num_threads is not declared";
      return;
    }
  FOR_EACH_FUNCTION (node)
    {
      if (!DECL_NAME (node->decl))
	continue;
      const char *name = IDENTIFIER_POINTER (DECL_NAME (node->decl));
      if (task_or_cancel_name_p (name))
	{
	  unit_why = "the unit may create tasks or cancel";
	  return;
	}
      if (node->definition && !strcmp (name, "omp_get_num_threads"))
	{
	  unit_why = "the unit defines omp_get_num_threads";
	  return;
	}
      if ((startswith (name, "GOMP_parallel")
	   || startswith (name, "__builtin_GOMP_parallel"))
	  && nest_why == NULL)
	nest_why = parallel_nest_why (node);
    }
  /* Every body, read in (msp_unit_functions); one msp cannot read
     might hold anything.  */
  auto_vec<cgraph_node *> nodes;
  bool barriers = false;
  msp_unit_functions (&nodes);
  for (unsigned i = 0; i < nodes.length (); i++)
    {
      function *fun = nodes[i]->get_fun ();
      basic_block bb;
      if (fun == NULL || fun->cfg == NULL)
	{
	  unit_why = "a function's body could not be read";
	  return;
	}
      FOR_EACH_BB_FN (bb, fun)
	for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	     gsi_next (&gsi))
	  {
	    gasm *a = dyn_cast <gasm *> (gsi_stmt (gsi));
	    if (a && barrier_asm_p (a))
	      {
		unit_why = "an asm of the unit may use a PTX barrier";
		return;
	      }
	    barriers |= gimple_call_builtin_p (gsi_stmt (gsi),
					       BUILT_IN_GOMP_BARRIER);
	  }
    }
  unit_ok = true;
  unit_why = NULL;
  /* No pass after ipmsp makes calls of GOMP_barrier (omp-expand ran in
     the host compiler): without one, fact 4 has nothing to decide, and
     the unit is not walked again.  */
  fence_why = NULL;
  if (barriers)
    find_fence_whys (nodes);
}

/* Why the unit keeps GOMP_barrier, or NULL.  */

const char *
msp_barrier_unit_why (void)
{
  return unit_why;
}

/* Why the inline barriers skip bar.sync in a team of one, or NULL.  */

const char *
msp_barrier_nest_why (void)
{
  return unit_ok ? nest_why : NULL;
}

/* Why the inline barriers of the function FNDECL fence system memory,
   or NULL.  */

const char *
msp_barrier_fence_why (tree fndecl)
{
  if (!unit_ok)
    return NULL;
  cgraph_node *node = cgraph_node::get (fndecl);
  if (node)
    if (const char **why = fence_whys->get (node->get_uid ()))
      return *why;
  return fence_why;
}

/* Whether BB may run more than once in one invocation of its
   function: it is in a loop or in an irreducible region (the flags of
   mark_irreducible_loops).  */

static bool
in_cycle_p (basic_block bb)
{
  return (bb->loop_father != current_loops->tree_root
	  || (bb->flags & BB_IRREDUCIBLE_LOOP));
}

/* An SSA name holding omp_get_num_threads () for the barrier CALL.
   The team does not change within a function's invocation (a parallel
   region's body is another function, and the team of the caller is
   the current one again when GOMP_parallel returns), so the call is
   made once, at the end of the nearest block that dominates CALL and
   runs at most once per invocation: before the loops and irreducible
   regions around CALL (a loop entered at two places, as GCC makes of a
   loop whose first iteration it peels, has no single edge to put it
   on), else right before CALL.  BLOCKS caches the names by the block
   they are made in, at their end (a name made before a barrier of the
   block itself is not cached: a barrier of a later block may have been
   given the one at the end).  */

static tree
team_size (gimple *call, hash_map<int_hash<int, -1, -2>, tree> *blocks)
{
  basic_block bb = gimple_bb (call);
  basic_block at = bb;

  if (current_loops)
    while (at != ENTRY_BLOCK_PTR_FOR_FN (cfun) && in_cycle_p (at))
      at = get_immediate_dominator (CDI_DOMINATORS, at);
  if (at != bb)
    if (tree *cached = blocks->get (at->index))
      return *cached;

  tree nthreads = make_ssa_name (integer_type_node);
  gcall *get = gimple_build_call (builtin_decl_explicit
				    (BUILT_IN_OMP_GET_NUM_THREADS), 0);
  gimple_call_set_lhs (get, nthreads);
  gimple_set_location (get, gimple_location (call));
  if (at != bb)
    blocks->put (at->index, nthreads);
  if (at == ENTRY_BLOCK_PTR_FOR_FN (cfun))
    gsi_insert_on_edge_immediate (single_succ_edge (at), get);
  else if (at == bb)
    {
      gimple_stmt_iterator gsi = gsi_for_stmt (call);
      gsi_insert_before (&gsi, get, GSI_SAME_STMT);
    }
  else
    {
      gimple_stmt_iterator gsi = gsi_last_bb (at);
      if (!gsi_end_p (gsi) && stmt_ends_bb_p (gsi_stmt (gsi)))
	gsi_insert_before (&gsi, get, GSI_SAME_STMT);
      else
	gsi_insert_after (&gsi, get, GSI_NEW_STMT);
    }
  return nthreads;
}

/* The text of an inline barrier of the team of %0 threads, made of
   parts: FENCE puts membar.sys before bar.sync, MANY skips bar.sync in
   a team of one (the head of the file).  Free it after use.  */

static char *
barrier_text (bool fence, bool many)
{
  return concat ("{\n\t.reg.u32 %%msp_bar;\n",
		 many ? ("\t.reg.pred %%msp_many;\n"
			 "\tsetp.gt.s32 %%msp_many, %0, 1;\n") : "",
		 "\tshl.b32 %%msp_bar, %0, 5;\n",
		 fence ? "\tmembar.sys;\n" : "",
		 many ? "\t@%%msp_many " : "\t",
		 "bar.sync 15, %%msp_bar;\n\t}", NULL);
}

/* A volatile asm TEXT that clobbers memory, with the input INPUT ("r").  */

static gasm *
barrier_asm (const char *text, tree input)
{
  vec<tree, va_gc> *inputs = NULL;
  vec<tree, va_gc> *clobbers = NULL;
  vec_safe_push (inputs,
		 build_tree_list (build_tree_list
				    (NULL_TREE, build_string (2, "r")),
				  input));
  vec_safe_push (clobbers,
		 build_tree_list (NULL_TREE, build_string (7, "memory")));
  gasm *stmt = gimple_build_asm_vec (text, inputs, NULL, clobbers, NULL);
  gimple_asm_set_volatile (stmt, true);
  return stmt;
}

/* Replace the calls of GOMP_barrier of FUN by inline barriers where the
   unit allows it (see the head of the file); return how many.  */

unsigned
msp_inline_barriers (function *fun)
{
  basic_block bb;
  auto_vec<gimple *> calls;

  if (!unit_ok || oacc_get_fn_attrib (fun->decl))
    return 0;
  FOR_EACH_BB_FN (bb, fun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      if (gimple_call_builtin_p (gsi_stmt (gsi), BUILT_IN_GOMP_BARRIER))
	calls.safe_push (gsi_stmt (gsi));
  if (calls.is_empty ())
    return 0;

  msp_simt_info *simt = msp_simt_analyse (fun);
  hash_map<int_hash<int, -1, -2>, tree> blocks;
  char *text = barrier_text (msp_barrier_fence_why (fun->decl) != NULL,
			     nest_why != NULL);
  calculate_dominance_info (CDI_DOMINATORS);
  if (current_loops)
    mark_irreducible_loops ();
  unsigned n = 0, hoisted = 0;
  for (unsigned i = 0; i < calls.length (); i++)
    {
      gimple *call = calls[i];
      if (msp_simt_block_p (simt, gimple_bb (call)))
	continue;
      tree nthreads = team_size (call, &blocks);
      if (gimple_bb (SSA_NAME_DEF_STMT (nthreads)) != gimple_bb (call))
	hoisted++;
      gasm *bar = barrier_asm (text, nthreads);
      gimple_set_location (bar, gimple_location (call));
      gimple_move_vops (bar, call);
      gimple_stmt_iterator gsi = gsi_for_stmt (call);
      gsi_replace (&gsi, bar, false);
      n++;
    }
  free (text);
  delete simt;
  if (dump_file && hoisted)
    fprintf (dump_file, "%s: the team's size read before the loops around"
	     " %u of the inline barriers\n", function_name (fun), hoisted);
  return n;
}
