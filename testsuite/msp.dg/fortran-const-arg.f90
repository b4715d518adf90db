! gfortran passes a constant actual argument by reference, as the
! address of a CONST_DECL (gfc_conv_expr_reference), and expand makes
! that the address of the constant's copy in the constant pool
! (output_constant_def), which GCC 12 to 14 place in .const and GCC 15
! on in the generic area, declared .global (PR target/119573).  A
! "declare target" function called with constants only reads its
! arguments with ld.const before GCC 15 and ld.global from GCC 15
! (gimple/analysis/decls.cc, msp_decl_mask; core/data-area.cc,
! msp_constant_mask).
! { dg-options "-O2 -fno-inline -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump" }

module c
  implicit none
contains
  subroutine axpy (y, a, n)
    !$omp declare target
    integer, intent(in) :: n
    real(8), intent(inout) :: y(n)
    real(8), intent(in) :: a
    integer :: i
    do i = 1, n
      y(i) = y(i) + a * i
    end do
  end subroutine
end module

program const_arg
  use c
  implicit none
  integer, parameter :: n = 32
  real(8) :: y(n)
  y = 1
  !$omp target map(tofrom: y)
  call axpy (y, 0.5d0, n)
  call axpy (y, 2.0d0, n)
  !$omp end target
  print *, y(1), y(n)
  if (y(n) /= 1 + 2.5d0 * n) stop 1
end program

! { dg-final { scan-offload-ptx-census "^generic=0 .* const=2 " { target { ! msp_gcc15 } } } }
! { dg-final { scan-offload-ptx-function "__c_MOD_axpy" {\tld\.const\.f64\t} { target { ! msp_gcc15 } } } }
! { dg-final { scan-offload-ptx-not {\tld\.const\.} { target msp_gcc15 } } }
! { dg-final { scan-offload-ptx-census "^generic=0 .* const=0 " { target msp_gcc15 } } }
