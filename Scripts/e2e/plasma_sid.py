#!/usr/bin/env python3
"""e2e stage "plasma_sid": plasma.py's checks in Debian sid's Plasma 6.7 (plasmashell 6.7.4),
where the applet takes the daemon's D-Bus path; summary lines sid-plasma-…, logs and pictures in
artifacts/e2e/sid/. One check code for both: see plasma.py.
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import plasma  # noqa: E402

if __name__ == "__main__":
    sys.exit(plasma.main("sid"))
