// Linux interfaces the Swift Glibc module does not import: signalfd, timerfd, eventfd, inotify,
// CPU affinity.
// SolvervSystem uses them to sleep until the next change with no polling.
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

#endif
