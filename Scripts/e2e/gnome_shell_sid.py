#!/usr/bin/env python3
"""e2e stage "gnome_shell_sid": gnome_shell.py's every check in GNOME Shell 51 (Debian sid's cached
desktop tree), summary names prefixed `sid-`, pictures and logs in artifacts/e2e/sid/."""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gnome_shell  # noqa: E402

if __name__ == "__main__":
    sys.exit(gnome_shell.main("sid"))
