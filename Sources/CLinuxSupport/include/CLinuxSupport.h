// Linux interfaces the Swift Glibc module does not import, used only by SolvervSystem:
// - signalfd, timerfd, eventfd and inotify, through which WakeSource and ChangeWatcher sleep
//   until the next change with no polling;
// - processes: pidfd_open, a hook's posix_spawn set-up, a non-blocking output pipe and CPU
//   affinity, all called from LibProcess.swift alone (the daemon's hooks, the benchmarks);
// - errno's symbolic name, for SystemError.
#ifndef SOLVERV_CLINUXSUPPORT_H
#define SOLVERV_CLINUXSUPPORT_H

#include <sys/signalfd.h>
#include <sys/timerfd.h>
#include <sys/eventfd.h>
#include <sys/inotify.h>
#include <signal.h>
#include <poll.h>

/// Benchmarks: run the calling thread (and the children it starts afterwards) on CPU `cpu` only;
/// 0 on success, -1 with errno.
int solverv_pin_to_cpu(int cpu);
/// Benchmarks: back onto every online CPU.
int solverv_unpin(void);

/// A descriptor that becomes readable when child `pid` exits (Linux 5.3+); -1 with errno.
int solverv_pidfd_open(int pid);
/// Starts `path` (argv, envp) in its own process group with an empty signal mask and default
/// dispositions (the daemon blocks signals for its signalfd and ignores SIGPIPE; a hook must
/// not inherit that), stdin from /dev/null, stdout and stderr to `output`, no other descriptor.
/// 0 and the child's id in `pid`, or an errno value.
int solverv_spawn(const char *path, char *const argv[], char *const envp[], int output, int *pid);
/// A close-on-exec pipe whose read end (ends[0]) does not block; 0, or -1 with errno.
int solverv_output_pipe(int ends[2]);

/// errno's symbolic name ("ENOSPC"), glibc's strerrorname_np; NULL for a number it does not know.
const char *solverv_errno_name(int number);

#endif
