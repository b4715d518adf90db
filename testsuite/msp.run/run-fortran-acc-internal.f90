! OpenACC Fortran: a routine seq with an internal procedure that updates the
! routine's locals (.local frame) through the static chain; vector-private
! arrays passed to it; gang-private scalars/arrays read by the internal
! procedure's argument; array reduction emulated by per-gang partials.
! Written by a session that had not read msp (an adversarial round).
! { dg-options "-O2 -fno-inline -fopenacc @OFFLOAD@" }
module m28
  implicit none
contains
  integer function rs(x, k)
    !$acc routine seq
    integer, intent(inout) :: x(:)
    integer, intent(in) :: k
    integer :: acc, loc(5), i
    acc = k
    loc = 0
    do i = 1, size(x)
      call step(x(i), i)
    end do
    rs = acc + sum(loc)
  contains
    subroutine step(v, j)
      !$acc routine seq
      integer, intent(inout) :: v
      integer, intent(in) :: j
      v = v + acc
      acc = acc + j
      loc(mod(j - 1, 5) + 1) = loc(mod(j - 1, 5) + 1) + v
    end subroutine
  end function
end module
program a28
  use m28
  implicit none
  integer, parameter :: ng = 4, nv = 32
  integer :: out(nv, ng), eout(nv, ng), gs(ng), egs(ng), g, v, vp(3), gp(6)
  !$acc parallel loop gang num_gangs(ng) vector_length(nv) private(gp) copyout(out, gs)
  do g = 1, ng
    gp = g
    gs(g) = rs(gp, g)
    !$acc loop vector private(vp)
    do v = 1, nv
      vp = [v, g, gp(mod(v, 6) + 1)]
      out(v, g) = rs(vp, v) + sum(vp)
    end do
  end do
  do g = 1, ng
    gp = g
    egs(g) = rs(gp, g)
    do v = 1, nv
      vp = [v, g, gp(mod(v, 6) + 1)]
      eout(v, g) = rs(vp, v) + sum(vp)
    end do
  end do
  if (all(out == eout) .and. all(gs == egs)) then
    print *, 'PASS', sum(out), sum(gs)
  else
    print *, 'FAIL', sum(out), sum(gs), '/', sum(eout), sum(egs)
  end if
end program
