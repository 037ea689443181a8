"""The binaries a daemon stage runs (geoclue, portal): the solverv-status under test and a
release solverv-daemon — SOLVERV_DAEMON_BIN, the one beside the status binary, or built."""

import os
import subprocess

ROOT = os.environ.get("SOLVERV_E2E_ROOT") or os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def binaries():
    folder = os.environ.get("SOLVERV_E2E_BIN_DIR", os.path.join(ROOT, ".build/release"))
    status = os.path.realpath(os.path.join(folder, "solverv-status"))
    daemon = os.environ.get("SOLVERV_DAEMON_BIN") or os.path.join(folder, "solverv-daemon")
    if not os.access(daemon, os.X_OK):
        daemon = os.path.join(ROOT, ".build/release/solverv-daemon")
    if not os.access(daemon, os.X_OK):
        subprocess.run(["swift", "build", "-c", "release", "--static-swift-stdlib", "--product", "solverv-daemon"],
                       cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
    assert os.access(status, os.X_OK) and os.access(daemon, os.X_OK), f"no binaries in {folder} / {daemon}"
    return status, daemon
