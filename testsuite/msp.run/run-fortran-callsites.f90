! One declare-target procedure reached from many call sites: mostly with a
! declare-target module array (global) so IPA may specialise/clone it, and
! from a few sites with simd-lane private arrays (.local), literal
! constants (.const) and region locals; a static (module-private) helper
! whose only 'visible' callers pass module data.
! Written by a session that had not read msp (an adversarial round).
! { dg-options "-O2 -fopenmp @OFFLOAD@" }
module m20
  implicit none
  integer, target :: gm(32), gm2(32)
  !$omp declare target(gm, gm2)
  private :: helper
contains
  integer function helper(x, n)
    !$omp declare target
    integer, intent(in) :: n
    integer, intent(inout) :: x(n)
    integer :: i
    helper = 0
    do i = 1, n
      x(i) = x(i) + 1
      helper = helper + x(i)
    end do
  end function
  integer function front(sel, x)
    !$omp declare target
    integer, intent(in) :: sel
    integer, intent(inout) :: x(4)
    select case (sel)
    case (0); front = helper(gm, 32)
    case (1); front = helper(gm2(5:), 8)
    case (2); front = helper(gm(17:), 16)
    case default; front = helper(x, 4)
    end select
  end function
end module
program p20
  use m20
  implicit none
  integer :: r(3), e(3), i, s, lane(4), ok
  gm = [(i, i=1,32)]; gm2 = 7
  !$omp target update to(gm, gm2)
  r = 0
  !$omp target map(tofrom: r) private(lane)
  block
    integer :: loc(4)
    loc = 3
    r(1) = front(0, loc) + front(1, loc) + front(2, loc) + front(3, loc) + front(9, loc)
    s = 0
    !$omp simd private(lane) reduction(+:s)
    do i = 1, 32
      lane = i
      s = s + front(3, lane) + lane(4)
    end do
    r(2) = s + sum(loc)
    r(3) = sum(gm) + sum(gm2)
  end block
  !$omp end target
  gm = [(i, i=1,32)]; gm2 = 7
  block
    integer :: loc(4)
    loc = 3
    e(1) = front(0, loc) + front(1, loc) + front(2, loc) + front(3, loc) + front(9, loc)
    s = 0
    do i = 1, 32
      lane = i
      s = s + front(3, lane) + lane(4)
    end do
    e(2) = s + sum(loc)
    e(3) = sum(gm) + sum(gm2)
  end block
  if (all(r == e)) then
    print *, 'PASS', r
  else
    print *, 'FAIL', r, '/', e
  end if
end program
