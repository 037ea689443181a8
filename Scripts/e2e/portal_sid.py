#!/usr/bin/env python3
"""e2e stage "portal_sid": portal.py on Debian sid (xdg-desktop-portal 1.22), lines named sid-portal-*."""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import portal  # noqa: E402

if __name__ == "__main__":
    sys.exit(portal.main("sid"))
