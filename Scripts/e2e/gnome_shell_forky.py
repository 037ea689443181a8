#!/usr/bin/env python3
"""e2e stage "gnome_shell_forky": gnome_shell.py's every check in GNOME Shell 50 (Debian forky's
cached desktop tree: the same DESKTOP package set as trixie's and sid's, so one more tree, no
second list), summary names prefixed `forky-`, pictures and logs in artifacts/e2e/forky/."""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gnome_shell  # noqa: E402

if __name__ == "__main__":
    sys.exit(gnome_shell.main("forky"))
