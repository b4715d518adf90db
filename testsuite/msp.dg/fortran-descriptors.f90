! Fortran's arrays reach the device as descriptors: an array mapped by
! the target construct, and an assumed-shape dummy of a "declare
! target" subroutine given a pointer array associated with a strided
! section of it, and given a local array of the target region, whose
! frame is on the soft stack; scalars are passed by reference.  msp
! follows each base address to the memory it was loaded from (the
! descriptors are the caller's, in its frame): every access of the
! user's code names its space.
! { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" }

module m
  implicit none
contains
  subroutine scale (x, f)
    !$omp declare target
    real(8), intent(inout) :: x(:)
    real(8), intent(in) :: f
    integer :: i
    do i = 1, size (x)
      x(i) = x(i) * f
    end do
  end subroutine

  subroutine add_all (x, acc)
    !$omp declare target
    real(8), intent(in) :: x(:)
    real(8), intent(inout) :: acc
    integer :: j
    do j = 1, size (x)
      acc = acc + x(j)
    end do
  end subroutine

  subroutine run (a, n, total)
    integer :: n
    real(8), target :: a(n)
    real(8) :: total
    !$omp target map(tofrom: a, total)
    block
      real(8), pointer :: p(:)
      real(8) :: acc, t(4), two, half
      two = 2; half = 0.5d0
      p => a(2:n:2)
      call scale (p, two)
      t = a(1:4)
      call scale (t, half)
      acc = 0
      call add_all (a, acc)
      call add_all (t, acc)
      total = acc
    end block
    !$omp end target
  end subroutine
end module

program descriptors
  use m
  implicit none
  integer, parameter :: n = 64
  real(8), allocatable :: a(:)
  real(8) :: total
  integer :: i
  allocate (a(n))
  do i = 1, n
    a(i) = i
  end do
  call run (a, n, total)
  print *, total, a(1), a(2), a(n)
  if (total /= sum (a) + sum (a(1:4)) / 2) stop 1
end program

! { dg-final { scan-offload-ptx-census "^generic=0 " } }
! { dg-final { scan-offload-ptx {\tld\.global\.f64\t} } }
! { dg-final { scan-offload-ptx {\tst\.global\.f64\t} } }
