#!/usr/bin/env python3
"""e2e stage: Debian's own Swift. In a clean Debian 13 (trixie) minbase chroot with no Swift,
the README's run command (Scripts/run.sh) from a clean clone installs swiftlang 6.0.3 itself and
builds and runs solverv-status; then the daemon is built too and run on a private bus. Both must
print what this machine's Swift build prints at the same --at and place.
With the argument `sid` (debian_swift_sid.py), Debian's newest swiftlang (6.2.3) builds both (debug)
products in a sid tree that has it installed already (cached: the trixie run proves the clean
clone's run.sh, so this one only builds), with the same output checks; lines are sid-debian-swift-*.

Run by Scripts/e2e/run.sh (which sets SOLVERV_E2E_*), or by hand as root:
    python3 Scripts/e2e/debian_swift.py [sid]
The chroot is an overlay (chroot.py) of Debian minbase plus SUITES' packages, made once and cached
under /var/cache/solverv-e2e/SUITE-<hash>; the swiftlang .debs run.sh downloads stay in
archives-trixie there, so a warm run downloads nothing but still installs swiftlang itself. The
mirror is the Debian one this machine's apt already uses. Without root, debootstrap or the mirror
the stage reports SKIP with the reason, never OK."""

import json
import os
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from chroot import Chroot, Unavailable  # noqa: E402

AT = "2026-12-21T12:00"
ROOT = Path(os.environ.get("SOLVERV_E2E_ROOT") or Path(__file__).resolve().parents[2])
ARTIFACTS_ROOT = Path(os.environ.get("SOLVERV_E2E_ARTIFACTS") or ROOT / "artifacts/e2e")
SUMMARY = os.environ.get("SOLVERV_E2E_SUMMARY")
# Per suite: its name, the line prefix, the Swift version expected, the tree the stage overlays.
# trixie: minbase plus what a user has to clone with; no Swift: the README's run command installs
# swiftlang itself (its .debs stay cached in archives-trixie). sid: swiftlang and what it links
# with (libstdc++ of sid's GCC 16) already in the cached tree, so a warm run only builds.
SUITES = {
    "trixie": ("Debian 13", "", "6.0.", ("git", "ca-certificates")),
    "sid": ("Debian sid", "sid-", "6.2.", ("git", "ca-certificates", "swiftlang", "libc6-dev", "libstdc++-16-dev",
                                           "pkg-config", "libdbus-1-dev", "tzdata", "dbus-daemon", "dbus-bin")),
}
# The build each suite proves: trixie the README's release build (Scripts/run.sh); sid a debug
# build, which compiles every module as well in about half the time (CI's budget), and whose
# outputs must equal the release build's all the same.
CONFIGURATION = {"trixie": "release", "sid": "debug"}
SUITE = "trixie"  # main() sets it
ARTIFACTS = ARTIFACTS_ROOT / "debian-swift"
PREFIX = ""
results = []


def log(message):
    print(f"[e2e {time.strftime('%H:%M:%SZ', time.gmtime())}] debian-swift: {message}", file=sys.stderr, flush=True)


def result(name, status, detail):
    name = PREFIX + name
    results.append((name, status, detail))
    log(f"{name}: {status} — {detail}")
    if SUMMARY:
        with open(SUMMARY, "a") as summary:
            summary.write(f"{name}\t{status}\t{detail}\n")


def check(name, detail, ok):
    result(name, "OK" if ok else "FAIL", detail)
    return ok


def run(*args, **kwargs):
    kwargs.setdefault("check", True)
    return subprocess.run(args, **kwargs)


def sh(box, script, log_name, timeout=1800):
    """Runs a bash script as root in the chroot with a clean environment; its stdout and stderr
    are kept in ARTIFACTS/LOG_NAME.stdout/.stderr. Returns the CompletedProcess (stdout text)."""
    with open(ARTIFACTS / f"{log_name}.stderr", "w") as err:
        done = box.run("bash", "-euo", "pipefail", "-c", script, env={"TZ": "Europe/Oslo"}, check=False,
                       stdout=subprocess.PIPE, stderr=err, text=True, timeout=timeout)
    (ARTIFACTS / f"{log_name}.stdout").write_text(done.stdout)
    return done


def reference_outputs(box):
    """This machine's Swift build of solverv-status, run inside the chroot (same zones, same place)."""
    binary = Path(os.environ["SOLVERV_E2E_BIN_DIR"]) / "solverv-status" if os.environ.get("SOLVERV_E2E_BIN_DIR") \
        else ROOT / ".build/release/solverv-status"
    shutil.copy(binary, box.path("/usr/local/bin/solverv-status-host"))
    return sh(box, COMMANDS.replace("BIN", "/usr/local/bin/solverv-status-host"), "host-outputs").stdout


# The outputs compared: the large status line, the JSON, the events of two years, and the year's
# daylight chart of Tromsø (polar night and midnight sun: every case of DaylightColumn) as a hash.
COMMANDS = f"""BIN --location Oslo --size large --at {AT}; echo
BIN --location Oslo --at {AT} --format json; echo
BIN events --tz Europe/Oslo --from 2026 --to 2027 --format text; echo
BIN events --tz Europe/Oslo --from 2026 --to 2027; echo
BIN chart --location Tromsø --year 2026 | sha256sum"""


def stage():
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    if os.geteuid() != 0:
        return result("debian-swift", "SKIP", "needs root (debootstrap, chroot, mount)")
    if not shutil.which("debootstrap"):
        run(os.path.join(ROOT, "Scripts/install-system-packages.sh"), "debootstrap", check=False)
    name, _, _, packages = SUITES[SUITE]
    try:
        with Chroot(SUITE, str(ARTIFACTS / "chroot.log"), packages=packages) as box:
            return in_chroot(box) if SUITE == "trixie" else built_in(box)
    except Unavailable as error:
        return result("debian-swift", "SKIP", f"no {name} tree with {' '.join(packages)}: {error}")


def clone(box):
    """The clone's bare copy at /srv/solverv.git. Returns (shell lines to run before building:
    none, since the one Swift dependency is carried in Vendor/; the short HEAD)."""
    offline = ""
    run("git", "clone", "-q", "--bare", "--no-local", str(ROOT), box.path("/srv/solverv.git"))
    head = run("git", "-C", str(ROOT), "rev-parse", "--short", "HEAD", stdout=subprocess.PIPE, text=True).stdout.strip()
    return offline, head


def built_in(box):
    """sid: the tree's swiftlang builds both products from a clone; then the output checks."""
    offline, head = clone(box)
    version = sh(box, "swift --version 2>&1 | head -1", "swift-version").stdout.strip()
    started = time.monotonic()
    build = sh(box, f"{offline}git clone -q /srv/solverv.git /root/solverv && cd /root/solverv\n"
               "swift build -c debug --product solverv-status >&2\n"
               "swift build -c debug --product solverv-daemon >&2", "build")
    if not check("debian-swift-build", f"{version} built solverv-status and solverv-daemon (debug, {head}) in "
                 f"{time.monotonic() - started:.0f} s", build.returncode == 0 and SUITES[SUITE][2] in version):
        return
    outputs(box, version, None)  # the trixie run compares Scripts/run.sh's line


def in_chroot(box):
    # Today's package lists (the cached tree's may name .debs the mirror no longer has); a mirror
    # that cannot be reached is a SKIP.
    update = sh(box, "apt-get update -q", "apt-update")
    complaints = update.stdout + (ARTIFACTS / "apt-update.stderr").read_text(errors="replace")
    if update.returncode != 0 or "Failed to fetch" in complaints or "failed to download" in complaints:
        return result("debian-swift", "SKIP", "apt-get update cannot reach the mirror in the trixie chroot")
    offline, head = clone(box)
    assert sh(box, "swift --version", "no-swift").returncode != 0, "the pristine chroot already has swift"

    started = time.monotonic()
    first = sh(box, f"{offline}git clone -q /srv/solverv.git /root/solverv && cd /root/solverv\n"
               f"Scripts/run.sh --location Oslo --size large --at {AT}", "run-sh")
    run_seconds = time.monotonic() - started
    stderr = (ARTIFACTS / "run-sh.stderr").read_text(errors="replace")
    version = sh(box, "swift --version 2>&1 | head -1", "swift-version").stdout.strip()
    unreachable = re.search(r"^(E|W): (Failed to fetch|Unable to fetch|Temporary failure resolving).*", stderr, re.M)
    if first.returncode != 0 and unreachable:
        return result("debian-swift-run", "SKIP", f"apt could not download in the chroot: {unreachable.group(0)[:120]}")
    if not check("debian-swift-run", f"Scripts/run.sh from a clean clone ({head}) installed swiftlang and ran "
                 f"in {run_seconds:.0f} s: {version}",
                 first.returncode == 0 and "Installing Swift from the distribution" in stderr
                 and "6.0." in version and first.stdout.strip() != ""):
        return
    started = time.monotonic()
    daemon = sh(box, "cd /root/solverv && swift build -c release --static-swift-stdlib --product solverv-daemon >&2",
                "daemon-build")
    check("debian-swift-daemon-build", f"solverv-daemon built by {version} in {time.monotonic() - started:.0f} s",
          daemon.returncode == 0)
    place_hint(box)
    outputs(box, version, first.stdout.strip(), daemon.returncode == 0)


def place_hint(box):
    """The README's run command with no arguments on a UTC machine with no config: the status
    line and the events, then one line on how to set the place (the chroot's root has no config)."""
    hint = sh(box, "cd /root/solverv && env -u XDG_CONFIG_HOME TZ=UTC Scripts/run.sh", "run-sh-utc")
    stderr = (ARTIFACTS / "run-sh-utc.stderr").read_text(errors="replace")
    lines = [line for line in stderr.splitlines() if line.startswith("Place: ")]
    check("debian-swift-place-hint", f"Scripts/run.sh on a UTC machine with no place says how to set it: {lines[:1]}",
          hint.returncode == 0 and "(UTC)" in hint.stdout and len(lines) == 1
          and "Equator at UTC is a guess" in lines[0] and 'config set location.city "Your City"' in lines[0])


def outputs(box, version, run_line, daemon_built=True):
    """The swiftlang build's status line, JSON and events equal this machine's build; its daemon's
    Text equals the status line. RUN_LINE: what Scripts/run.sh printed (trixie), else None."""
    want = reference_outputs(box)
    built = f"/root/solverv/.build/{CONFIGURATION[SUITE]}"
    got = sh(box, COMMANDS.replace("BIN", f"{built}/solverv-status"), "swiftlang-outputs").stdout
    line = want.splitlines()[0] if want else ""
    check("debian-swift-status", f"{version}: status line, JSON, events 2026–2027 and Tromsø's 2026 chart equal this machine's build: {line}",
          want != "" and got == want and run_line in (None, line))
    documents = [json.loads(line) for line in got.splitlines() if line.startswith(("{", "["))]
    check("debian-swift-json", "the JSON status and events parse; the status is at --at in Oslo",
          len(documents) == 2 and documents[0]["location"]["name"] == "Oslo"
          and documents[0]["generated_at"].startswith(AT))

    if not daemon_built:
        return
    reply = sh(box, DAEMON_CHECK.replace("BUILT", built), "daemon-run").stdout
    # dbus-send's literal reply: "   variant       TEXT"
    text = re.sub(r"^\s*variant\s+", "", reply).strip()
    check("debian-swift-daemon", f"the {version} daemon's Text on a private bus equals the status line: {text}",
          text != "" and text == sh(box, f"/usr/local/bin/solverv-status-host --location Oslo --at {AT}",
                                        "host-line").stdout.strip())


# The daemon built by swiftlang on a private session bus (dbus-daemon and dbus-send came with
# run.sh's system packages, or the sid tree), started at AT in Oslo; prints its Text property.
DAEMON_CHECK = f"""mkdir -p /tmp/d/config/solverv /tmp/d/state
printf '[location]\\ncity = "Oslo"\\n[notifications]\\nenabled = false\\n' >/tmp/d/config/solverv/config.toml
export XDG_CONFIG_HOME=/tmp/d/config XDG_STATE_HOME=/tmp/d/state DBUS_SESSION_BUS_ADDRESS=unix:path=/tmp/d/bus
dbus-daemon --session --fork --address=$DBUS_SESSION_BUS_ADDRESS
BUILT/solverv-daemon --at {AT} >/tmp/d/daemon.log 2>&1 &
daemon=$!
for i in $(seq 100); do
  dbus-send --session --print-reply=literal --dest=io.github.solverv.Solverv1 /io/github/solverv/Solverv1 \\
    org.freedesktop.DBus.Properties.Get string:io.github.solverv.Solverv1 string:Text 2>/dev/null && break
  sleep 0.2
done
kill $daemon
"""


def main(suite="trixie"):
    global SUITE, ARTIFACTS, PREFIX
    SUITE, PREFIX = suite, SUITES[suite][1]
    ARTIFACTS = ARTIFACTS_ROOT / f"{PREFIX}debian-swift"
    started = time.monotonic()
    try:
        stage()
    except Exception as error:  # a broken stage is a failure with its reason, never a pass
        result("debian-swift", "FAIL", f"{type(error).__name__}: {error}")
    failed = [name for name, status, _ in results if status == "FAIL"]
    counts = {status: sum(1 for r in results if r[1] == status) for status in ("OK", "FAIL", "SKIP")}
    print(f"{PREFIX}debian-swift: {counts['OK']} ok, {counts['FAIL']} failed, {counts['SKIP']} skipped "
          f"in {time.monotonic() - started:.0f} s")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:2]))
