// sched_setaffinity needs _GNU_SOURCE, which the Swift Glibc module does not import.
#define _GNU_SOURCE
#include <sched.h>
#include <unistd.h>
#include "CLinuxSupport.h"

int solverv_pin_to_cpu(int cpu) {
  cpu_set_t set;
  CPU_ZERO(&set);
  CPU_SET(cpu, &set);
  return sched_setaffinity(0, sizeof set, &set);
}

int solverv_unpin(void) {
  cpu_set_t set;
  CPU_ZERO(&set);
  long count = sysconf(_SC_NPROCESSORS_ONLN);
  for (long cpu = 0; cpu < count && cpu < CPU_SETSIZE; cpu++) CPU_SET(cpu, &set);
  return sched_setaffinity(0, sizeof set, &set);
}
