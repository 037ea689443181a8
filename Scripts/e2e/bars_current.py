#!/usr/bin/env python3
"""e2e stage "bars_current": the bars stage's checks in today's bars (Debian 13, or sid).

The same checks as bars.sh on Debian 12 (Polybar, conky, i3bar, i3blocks, tmux on Xvfb; Waybar
and swaybar under headless sway), but with Debian 13's Waybar 0.12, Polybar 3.7, sway 1.10 and
their neighbours (or sid's Waybar 0.15, sway 1.12: `bars_current.py sid`, which bars_sid.py runs),
in a throwaway overlay of chroot.py's DESKTOP tree (no apt on a warm machine).
bars.sh stays the one check code for all: this stage copies contrib/ and Scripts/ and the binary
under test into the chroot, runs bars.sh there with the SOLVERV_E2E_* environment, and reports
its lines as SUITE-NAME with the program's version; screenshots and logs go to
artifacts/e2e/SUITE/. The screenshots in contrib/ stay the Debian 12 ones.

Run by Scripts/e2e/run.sh (environment as in Scripts/e2e/README.md); SOLVERV_E2E_BARS picks bars
as in bars.sh. Exit 1 when a check failed; without root or a mirror to provision the tree from,
the stage is SKIP with the reason, never OK.
"""

import os
import re
import shutil
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from chroot import DESKTOP, Chroot, Unavailable  # noqa: E402
import report  # noqa: E402
from report import result  # noqa: E402

ROOT = os.environ.get("SOLVERV_E2E_ROOT") or os.path.abspath(os.path.join(os.path.dirname(__file__), "../.."))
ARTIFACTS_ROOT = os.environ.get("SOLVERV_E2E_ARTIFACTS", os.path.join(ROOT, "artifacts/e2e"))
# The Debian suites this stage knows, with the name its lines give when no version is read.
SUITES = {"trixie": "Debian 13", "sid": "Debian sid"}
BINARY = os.path.join(os.environ.get("SOLVERV_E2E_BIN_DIR", os.path.join(ROOT, ".build/release")), "solverv-status")
BARS = "polybar conky i3bar i3blocks tmux waybar swaybar"
# The command whose first line names the version of the program each bar check runs.
VERSIONS = {
    "polybar": "polybar --version", "conky": "conky --version", "i3bar": "i3 --version",
    "i3blocks": "i3blocks -V", "tmux": "tmux -V", "waybar": "waybar --version", "swaybar": "sway --version",
}
INSIDE = "/srv/solverv"  # contrib/ and Scripts/ in the chroot
TMP = "/tmp/e2e"  # SOLVERV_E2E_TMP in the chroot (a tmpfs of the overlay)


def versions(box, bars):
    """{bar: first line of its program's version output} as the chroot has them."""
    found = {}
    for bar in bars:
        run = box.run("sh", "-c", VERSIONS[bar] + " 2>&1 | head -1", check=False,
                      stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        # "i3 version 4.24 (2024-11-06) © 2009 …" → "i3 version 4.24"
        found[bar] = re.sub(r"\s*(\(|©|compiled ).*$", "", run.stdout.strip()) or "version unknown"
    return found


def prepare(box):
    """contrib/, Scripts/ and the binary under test in the chroot, and the environment bars.sh
    gets from run.sh there."""
    ignore = shutil.ignore_patterns("__pycache__", "*.png")
    for part in ("contrib", "Scripts"):
        shutil.copytree(os.path.join(ROOT, part), box.path(f"{INSIDE}/{part}"), symlinks=True, ignore=ignore)
    for folder in ("bin", "config"):
        os.makedirs(box.path(f"{TMP}/{folder}"))
    os.chmod(box.path(TMP), 0o755)  # sway runs as nobody and reads the configs and the binary here
    shutil.copy(BINARY, box.path(f"{TMP}/bin/solverv-status"))
    os.chmod(box.path(f"{TMP}/bin/solverv-status"), 0o755)
    open(box.path(f"{TMP}/summary.tsv"), "w").close()
    return {
        "SOLVERV_E2E_ROOT": INSIDE, "SOLVERV_E2E_ARTIFACTS": f"{TMP}/artifacts", "SOLVERV_E2E_TMP": TMP,
        "SOLVERV_E2E_BIN_DIR": f"{TMP}/bin", "SOLVERV_E2E_SUMMARY": f"{TMP}/summary.tsv",
        "SOLVERV_E2E_UPDATE_SCREENSHOTS": "0",
        "SOLVERV_E2E_ARGS": os.environ.get("SOLVERV_E2E_ARGS", "--location Oslo --at 2026-12-10T12:00"),
        "SOLVERV_E2E_BARS": os.environ.get("SOLVERV_E2E_BARS", BARS),
        "PATH": f"{TMP}/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin",
        "XDG_CONFIG_HOME": f"{TMP}/config",
    }


def stage(suite, artifacts, log):
    bars = [bar for bar in os.environ.get("SOLVERV_E2E_BARS", BARS).split() if bar in VERSIONS]
    with Chroot(suite, log, packages=DESKTOP) as box:
        environment = prepare(box)
        os.makedirs(box.path(environment["SOLVERV_E2E_ARTIFACTS"]))
        seen = versions(box, bars)
        started = time.monotonic()
        try:
            run = box.run("bash", f"{INSIDE}/Scripts/e2e/bars.sh", env=environment, check=False, timeout=900)
            status = run.returncode
        except subprocess.TimeoutExpired:
            status = "timeout after 900 s"
        seconds = time.monotonic() - started
        shutil.copytree(box.path(environment["SOLVERV_E2E_ARTIFACTS"]), artifacts, dirs_exist_ok=True)
        lines = open(box.path(environment["SOLVERV_E2E_SUMMARY"]), encoding="utf-8").read().splitlines()
    reported = False
    for line in lines:
        name, outcome, detail = (line.split("\t", 2) + ["", ""])[:3]
        detail = detail.replace("artifacts/e2e/", f"artifacts/e2e/{suite}/")
        result(f"{suite}-{name}", outcome, f"{detail} [{seen.get(name, SUITES[suite])}]")
        reported |= outcome == "FAIL"
    if status != 0 and not reported:
        result(f"{suite}-bars", "FAIL", f"bars.sh in the {SUITES[suite]} chroot exited with {status} ({suite}/chroot.log)")
    print(f"bars_current: bars.sh ran in {seconds:.0f} s in {SUITES[suite]}", file=sys.stderr)


def main(suite="trixie"):
    artifacts = os.path.join(ARTIFACTS_ROOT, suite)
    os.makedirs(artifacts, exist_ok=True)
    if os.geteuid() != 0:
        result(f"{suite}-bars", "SKIP", "needs root (debootstrap, chroot, mounts)")
        return 0
    log = os.path.join(artifacts, "chroot.log")
    try:
        stage(suite, artifacts, log)
    except Unavailable as error:
        result(f"{suite}-bars", "SKIP", f"no {SUITES[suite]} tree with today's bars: {error}")
    except (OSError, subprocess.CalledProcessError) as error:
        result(f"{suite}-bars", "FAIL", f"{type(error).__name__}: {error}")
    return 1 if report.failed else 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:2]))
