#!/usr/bin/env python3
"""e2e stage "debian_swift_sid": debian_swift.py in Debian sid (swiftlang 6.2.3 builds both
products; the outputs equal this machine's build), lines named sid-debian-swift-*."""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import debian_swift  # noqa: E402

if __name__ == "__main__":
    sys.exit(debian_swift.main("sid"))
