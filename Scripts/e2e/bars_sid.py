#!/usr/bin/env python3
"""e2e stage "bars_sid": the newest bars (Debian sid: Waybar 0.15, sway 1.12, Polybar 3.7 and
their neighbours) through bars_current.py's code, lines named sid-NAME; then Quickshell and
Hyprland, which the DESKTOP tree lacks, installed in a throwaway overlay of it (sid_shells.py).
Run by Scripts/e2e/run.sh like bars_current.py."""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import bars_current  # noqa: E402
import report  # noqa: E402

if __name__ == "__main__":
    bars_current.main("sid")
    if os.path.exists(os.path.join(os.path.dirname(os.path.abspath(__file__)), "sid_shells.py")):
        import sid_shells  # noqa: E402
        sid_shells.main()
    sys.exit(1 if report.failed else 0)
