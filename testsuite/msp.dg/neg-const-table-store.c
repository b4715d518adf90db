/* An initialiser that holds addresses of data that is not known to be
   global (an array of string literals) breaks the premise that memory
   holds only global pointers: a pointer loaded from such memory stays
   generic, and so do the accesses through it.  GCC 12 to 14 put string
   literals in .const: S's mask is global|const.  (Were it resolved to
   global, ld.global would read the .const window: a miscompile.)  GCC 15
   gives string literals the generic area and declares them .global
   (PR target/119573, nvptx_asm_declare_constant_name), which msp reads
   (core/data-area.cc): the table holds global pointers, the premise
   holds, S is global and its bytes are read with ld.global.  */
/* { dg-options "-O2 -fopenmp @OFFLOAD@=-fplugin-arg-msp-dump=details" } */

#pragma omp declare target
static const char *names[] = { "alpha", "beta", "gamma", "delta" };
#pragma omp end declare target

int
main (void)
{
  int out[64];
#pragma omp target teams distribute parallel for map(from: out)
  for (int i = 0; i < 64; i++)
    {
      const char *s = names[i & 3];
      out[i] = s[1];
    }
  return out[1] != 'e';
}

/* { dg-final { scan-offload-ipa-dump "unit stores only global pointers: no \\(initialiser holding a pointer outside global memory in names\\)" "ipmsp" { target { ! msp_gcc15 } } } } */
/* { dg-final { scan-offload-tree-dump "mask s_\[0-9\]+ = global\\|const" "msp-early" { target { ! msp_gcc15 } } } } */
/* { dg-final { scan-offload-ptx "\tld.\[su\]8" { target { ! msp_gcc15 } } } } */
/* { dg-final { scan-offload-ptx-not "ld.global.\[su\]8" { target { ! msp_gcc15 } } } } */
/* { dg-final { scan-offload-ipa-dump "unit stores only global pointers: yes" "ipmsp" { target msp_gcc15 } } } */
/* { dg-final { scan-offload-tree-dump "mask s_\[0-9\]+ = global(?!\\|)" "msp-early" { target msp_gcc15 } } } */
/* { dg-final { scan-offload-ptx "\tld.global.\[su\]8" { target msp_gcc15 } } } */
/* { dg-final { scan-offload-ptx-not "\tld.\[su\]8" { target msp_gcc15 } } } */
