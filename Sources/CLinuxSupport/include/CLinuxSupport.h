// Linux interfaces the Swift Glibc module does not import: signalfd, timerfd, eventfd.
// SolvervSystem uses them to sleep until the next change with no polling.
#ifndef SOLVERV_CLINUXSUPPORT_H
#define SOLVERV_CLINUXSUPPORT_H

#include <sys/signalfd.h>
#include <sys/timerfd.h>
#include <sys/eventfd.h>
#include <signal.h>
#include <poll.h>

#endif
