! internal (contained) procedures of a declare-target procedure, called
! inside the parent that itself runs in an !$omp parallel do in a target
! region; the internal procedure reads and writes the parent's locals
! (scalar, fixed array, automatic array) through the static chain and
! receives pointers to them too.
! Written by a session that had not read msp (an adversarial round).
! { dg-options "-O2 -fno-inline -fopenmp @OFFLOAD@" }
module m04
  implicit none
contains
  integer function outer(id, n)
    !$omp declare target
    integer, intent(in) :: id, n
    integer :: cnt, buf(8), i
    integer :: autob(n)
    cnt = id
    buf = 0
    autob = id
    do i = 1, 8
      call inner(i)
    end do
    call twice(buf(3))
    call twice(autob(n))
    call twice(cnt)
    outer = cnt + sum(buf*[(i, i=1,8)]) + sum(autob)
  contains
    subroutine inner(k)
      integer, intent(in) :: k
      cnt = cnt + k
      buf(k) = buf(k) + cnt
      autob(mod(k-1, n) + 1) = autob(mod(k-1, n) + 1) + k*cnt
    end subroutine
    subroutine twice(x)
      integer, intent(inout) :: x
      x = 2*x + buf(1)
    end subroutine
  end function
end module
program p04
  use m04
  implicit none
  integer, parameter :: m = 40
  integer :: res(m), e(m), j
  res = 0
  !$omp target map(from: res)
  !$omp parallel do
  do j = 1, m
    res(j) = outer(j, mod(j, 5) + 1)
  end do
  !$omp end target
  do j = 1, m
    e(j) = outer(j, mod(j, 5) + 1)
  end do
  if (all(res == e)) then
    print *, 'PASS', sum(res)
  else
    print *, 'FAIL', count(res /= e), res(1:4), '/', e(1:4)
  end if
end program
