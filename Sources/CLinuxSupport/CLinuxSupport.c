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

#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <sys/syscall.h>

int solverv_pidfd_open(int pid) {
  return (int)syscall(SYS_pidfd_open, pid, 0);
}

int solverv_spawn(const char *path, char *const argv[], char *const envp[], int output, int *pid) {
  posix_spawn_file_actions_t actions;
  posix_spawnattr_t attributes;
  sigset_t none, defaults;
  sigemptyset(&none);
  sigemptyset(&defaults);
  int signals[] = {SIGPIPE, SIGXFSZ, SIGTERM, SIGINT, SIGHUP, SIGUSR1, SIGUSR2, SIGCHLD};
  for (unsigned i = 0; i < sizeof signals / sizeof signals[0]; i++) sigaddset(&defaults, signals[i]);
  posix_spawn_file_actions_init(&actions);
  posix_spawnattr_init(&attributes);
  posix_spawnattr_setsigmask(&attributes, &none);
  posix_spawnattr_setsigdefault(&attributes, &defaults);
  posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETPGROUP);
  posix_spawnattr_setpgroup(&attributes, 0);
  posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0);
  posix_spawn_file_actions_adddup2(&actions, output, 1);
  posix_spawn_file_actions_adddup2(&actions, output, 2);
  posix_spawn_file_actions_addclosefrom_np(&actions, 3);
  pid_t child = 0;
  int status = posix_spawn(&child, path, &actions, &attributes, argv, envp);
  posix_spawn_file_actions_destroy(&actions);
  posix_spawnattr_destroy(&attributes);
  if (status == 0) *pid = child;
  return status;
}

int solverv_output_pipe(int ends[2]) {
  if (pipe2(ends, O_CLOEXEC) != 0) return -1;
  return fcntl(ends[0], F_SETFL, O_NONBLOCK);
}

#include <string.h>

const char *solverv_errno_name(int number) { return strerrorname_np(number); }
