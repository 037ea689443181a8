// Headers only; this file exists because SwiftPM builds C targets from at least one source.
#include "CLinuxSupport.h"
