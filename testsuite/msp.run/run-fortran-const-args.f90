! Constants passed by reference to "declare target" procedures in every
! form gfortran has: literals of each type (CONST_DECLs, whose address is
! that of a constant-pool copy), elements and whole arrays of a named
! constant array, an array constructor, character literals, and a
! procedure called with constants at one call and frame or mapped data
! at another.  The program prints what it computed, which the host
! fallback must print too.
! { dg-options "-O2 -fopenmp @OFFLOAD@" }

module k
  implicit none
  real(8), parameter :: tab(4) = [1.5d0, 2.5d0, 3.5d0, 4.5d0]
contains
  real(8) function get (f)
    !$omp declare target
    real(8), intent(in) :: f
    get = f
  end function
  subroutine axpy (y, x, a, n)
    !$omp declare target
    integer, intent(in) :: n
    real(8), intent(inout) :: y(n)
    real(8), intent(in) :: x(n), a
    integer :: i
    do i = 1, n
      y(i) = y(i) + a * x(i)
    end do
  end subroutine
  integer function slen (s)
    !$omp declare target
    character(*), intent(in) :: s
    integer :: i
    slen = 0
    do i = 1, len (s)
      if (ichar (s(i:i)) /= 32) slen = slen + ichar (s(i:i))
    end do
  end function
  real(8) function sumarr (v)
    !$omp declare target
    real(8), intent(in) :: v(:)
    sumarr = sum (v)
  end function
  subroutine pick (r, a, b, w)
    !$omp declare target
    real(8), intent(out) :: r
    real(8), intent(in) :: a, b
    logical, intent(in) :: w
    if (w) then
      r = a
    else
      r = b
    end if
  end subroutine
end module

program konst
  use k
  implicit none
  integer, parameter :: n = 32
  real(8) :: y(n), x(n), g, res(8), loc
  integer :: i, s
  do i = 1, n
    x(i) = i; y(i) = 1
  end do
  res = 0
  !$omp target map(tofrom: y, res) map(to: x) map(from: s)
  g = 7.25d0
  call axpy (y, x, 0.5d0, n)
  call axpy (y, x, g, n)
  res(1) = get (3.0d0)
  res(2) = get (g)
  res(3) = get (tab(2))
  res(4) = sumarr (tab)
  res(5) = sumarr ([1.0d0, 2.0d0, 4.0d0])
  call pick (res(6), 11.0d0, res(1), y(1) > 2)
  call pick (loc, res(2), 13.0d0, .false.)
  res(7) = loc
  res(8) = sumarr (x(1:4))
  s = slen ('hello world') + slen ("x")
  !$omp end target
  print '(8f10.3)', res
  print *, y(1), y(n), s
end program
