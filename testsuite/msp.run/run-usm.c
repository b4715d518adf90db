/* Unified shared memory (GCC 15): libgomp maps nothing, and device code
   dereferences the host's own addresses: a linked list that malloc
   built, an array and a scalar on the host's stack, a variable of the
   host program that is not "declare target", all written on the device
   and read on the host.  libgomp's plugin uses the device only if
   CU_DEVICE_ATTRIBUTE_PAGEABLE_MEMORY_ACCESS says the device may use
   such memory; from that question on, the executor takes every readable
   and writable mapping of the process for global memory.  */
/* { dg-do run { target msp_gcc15 } } */
/* { dg-options "-O2 -fopenmp @OFFLOAD@" } */

#include <stdio.h>
#include <stdlib.h>

#pragma omp requires unified_shared_memory

struct node
{
  int value;
  struct node *next;
};

int host_counter;

int
main (void)
{
  struct node *list = NULL;
  int stack[64];
  long sum = 0;

  for (int i = 0; i < 100; i++)
    {
      struct node *n = (struct node *) malloc (sizeof *n);
      n->value = i;
      n->next = list;
      list = n;
    }
  for (int i = 0; i < 64; i++)
    stack[i] = i * 3;
#pragma omp target map(tofrom: sum, host_counter)
  {
    for (struct node *n = list; n != NULL; n = n->next)
      {
	sum += n->value;
	n->value *= 2;
      }
    for (int i = 0; i < 64; i++)
      stack[i] += 1;
    host_counter = 42;
  }
#pragma omp target teams distribute parallel for
  for (int i = 0; i < 64; i++)
    stack[i] *= 2;
  long twice = 0;
  for (struct node *n = list; n != NULL; n = n->next)
    twice += n->value;
  long st = 0;
  for (int i = 0; i < 64; i++)
    st += stack[i];
  printf ("run-usm: %ld %ld %ld %d\n", sum, twice, st, host_counter);
  while (list != NULL)
    {
      struct node *n = list->next;
      free (list);
      list = n;
    }
  return 0;
}
