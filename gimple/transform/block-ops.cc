/* block-ops.cc -- keep block copies and clears in the generic space.
   Copyright (C) 2026 The msp authors.

   This file is part of msp, a GCC plugin for the nvptx-none offload
   compiler.  msp is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option) any
   later version.

   expand moves an operand of BLKmode (a struct or array too large for a
   machine mode) as a block: an aggregate copy, an aggregate passed by
   value, a constructor or string stored into memory.  expr.cc does it by
   pieces (ld/st of machine modes, in any address space) when the target
   finds that cheap enough, and otherwise calls memcpy or memset, but
   only for generic MEMs (emit_block_move_hints, clear_storage_hints):

   - a copy in another space becomes a loop over bytes
     (emit_block_move_via_loop, byte by byte up to GCC 13, by the
     alignment's unit from GCC 14), a worse program than GCC's own
     memcpy call without msp;
   - a clear in another space has no fallback: clear_storage_hints
     reaches gcc_unreachable, an ICE ("b[i] = (struct big) { 0 };").

   So such an operand keeps its generic reference unless the block
   operation is a copy that the target moves by pieces both when
   optimising for speed and for size (expand decides per block).
   msp-late first makes a small copy between resolved pointers loads
   and stores of its pieces (small-copy.cc); what reaches here is too
   large or too unaligned for that, has a block at a variable offset, or
   a pointer of no single space.  A copy whose alignment at RTL turns
   out lower than GIMPLE's is still right, only slower (the byte loop);
   a constructor or string store is always left generic, as its
   expansion may clear.  */

#include "core/msp-gcc.h"
#include "core/msp.h"
#include "core/spaces.h"
#include "gimple/transform/block-ops.h"

/* True if OP, a load or store operand of STMT, is moved as a block that
   expand would copy or set through a library call, so that its
   reference must stay in the generic address space.  */

bool
msp_block_op_generic_p (gimple *stmt, tree op)
{
  tree type = TREE_TYPE (op);

  if (TYPE_MODE (type) != BLKmode)
    return false;

  tree size = TYPE_SIZE_UNIT (type);
  if (!size || !tree_fits_uhwi_p (size))
    return true;
  unsigned HOST_WIDE_INT len = tree_to_uhwi (size);
  unsigned int align = get_object_alignment (op);

  if (gimple_assign_single_p (stmt))
    {
      tree lhs = gimple_assign_lhs (stmt);
      tree rhs = gimple_assign_rhs1 (stmt);
      /* A constructor, a string: store_constructor and store_expr may
	 clear the block.  */
      if (!(DECL_P (rhs) || REFERENCE_CLASS_P (rhs)))
	return true;
      align = MIN (get_object_alignment (lhs), get_object_alignment (rhs));
    }
  else if (!is_gimple_call (stmt))
    return true;

  return !(targetm.use_by_pieces_infrastructure_p (len, align,
						   MOVE_BY_PIECES, true)
	   && targetm.use_by_pieces_infrastructure_p (len, align,
						      MOVE_BY_PIECES, false));
}
