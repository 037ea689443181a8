// libdbus-1 for Swift. The DBUS_TYPE_* constants are `((int) 's')` macros, which Swift does not
// import; they are re-declared here as constants. Everything else comes from <dbus/dbus.h>.
#ifndef SOLVERV_CDBUS_SHIM_H
#define SOLVERV_CDBUS_SHIM_H

#include <dbus/dbus.h>

#endif
