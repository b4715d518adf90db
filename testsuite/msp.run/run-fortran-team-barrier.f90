! A local array of the target region (outside the parallel), shared by the
! team in an !$omp parallel; phase 1 writes, barrier, phase 2 reads the
! neighbours' values; pointer to the team array passed to a declare-target
! procedure from each thread; several teams each with their own array.
! Written by a session that had not read msp (an adversarial round).
! { dg-options "-O2 -fopenmp @OFFLOAD@" }
module m08
  implicit none
contains
  subroutine put(x, i, v)
    !$omp declare target
    integer, intent(inout) :: x(:)
    integer, intent(in) :: i, v
    x(i) = v
  end subroutine
  integer function nb(x, i)
    !$omp declare target
    integer, intent(in) :: x(:)
    integer, intent(in) :: i
    integer :: n
    n = size(x)
    nb = x(mod(i, n) + 1) + x(mod(i + n - 2, n) + 1)
  end function
end module
program p08
  use m08
  use omp_lib
  implicit none
  integer, parameter :: nt = 8, nteams = 3
  integer :: res(nt, nteams), e(nt, nteams), i, t
  res = -1
  !$omp target teams num_teams(nteams) thread_limit(nt) map(tofrom: res)
  block
    integer :: tl(nt), tm
    tm = omp_get_team_num() + 1
    tl = 0
    !$omp parallel num_threads(nt)
    block
      integer :: me
      me = omp_get_thread_num() + 1
      call put(tl, me, me * 10 + tm)
      !$omp barrier
      res(me, tm) = nb(tl, me)
      !$omp barrier
      tl(me) = tl(me) + res(me, tm)
      !$omp barrier
      res(me, tm) = res(me, tm) + nb(tl, me)
    end block
    !$omp end parallel
  end block
  !$omp end target teams
  do t = 1, nteams
    block
      integer :: tl(nt), r1(nt)
      do i = 1, nt
        tl(i) = i * 10 + t
      end do
      do i = 1, nt
        r1(i) = nb(tl, i)
      end do
      tl = tl + r1
      do i = 1, nt
        e(i, t) = r1(i) + nb(tl, i)
      end do
    end block
  end do
  if (all(res == e)) then
    print *, 'PASS', sum(res)
  else
    print *, 'FAIL', sum(res), '/', sum(e)
    print *, res
  end if
end program
