#!/usr/bin/env python3
"""e2e stage: Debian's own Swift. In a clean Debian 13 (trixie) minbase chroot with no Swift,
the README's run command (Scripts/run.sh) from a clean clone installs swiftlang 6.0.3 itself and
builds and runs solverv-status; then the daemon is built too and run on a private bus. Both must
print what this machine's Swift build prints at the same --at and place.

Run by Scripts/e2e/run.sh (which sets SOLVERV_E2E_*), or by hand as root:
    python3 Scripts/e2e/debian_swift.py [--keep]
The pristine chroot (debootstrap, about 2.5 min once) and the downloaded .debs are cached under
/var/cache/solverv-e2e/trixie-swift; every run works on a throwaway copy beside them. The mirror
is the Debian one this machine's apt already uses. Without root, debootstrap or the mirror the
stage reports SKIP with the reason, never OK."""

import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

CACHE = Path("/var/cache/solverv-e2e/trixie-swift")
AT = "2026-12-21T12:00"
ROOT = Path(os.environ.get("SOLVERV_E2E_ROOT") or Path(__file__).resolve().parents[2])
ARTIFACTS = Path(os.environ.get("SOLVERV_E2E_ARTIFACTS") or ROOT / "artifacts/e2e") / "debian-swift"
SUMMARY = os.environ.get("SOLVERV_E2E_SUMMARY")
PATH = "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin"
MOUNTS = [  # (type, source, target, options) in mount order; unmounted in reverse
    ("proc", "proc", "proc", None), ("sysfs", "sysfs", "sys", None), (None, "/dev", "dev", "bind"),
    ("devpts", "devpts", "dev/pts", "newinstance,ptmxmode=0666"), ("tmpfs", "tmpfs", "dev/shm", None),
    ("tmpfs", "tmpfs", "run", None), ("tmpfs", "tmpfs", "tmp", None),
    (None, str(CACHE / "apt-archives"), "var/cache/apt/archives", "bind"),
]
results = []


def log(message):
    print(f"[e2e {time.strftime('%H:%M:%SZ', time.gmtime())}] debian-swift: {message}", file=sys.stderr, flush=True)


def result(name, status, detail):
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


def debian_mirror():
    """The Debian mirror this machine's apt uses (one-line or deb822 sources), or None."""
    text = ""
    for path in [Path("/etc/apt/sources.list"), *sorted(Path("/etc/apt/sources.list.d").glob("*"))]:
        if path.is_file():
            text += path.read_text(errors="replace") + "\n"
    for url in re.findall(r"^\s*(?:deb\s+(?:\[[^]]*\]\s+)?|URIs:\s*)(\S+)", text, re.M):
        if url.rstrip("/").endswith("/debian"):
            return url
    return None


def pristine(mirror):
    """The cached minbase trixie; made with debootstrap the first time."""
    root = CACHE / "root"
    (CACHE / "apt-archives/partial").mkdir(parents=True, exist_ok=True)
    if (root / "etc/debian_version").exists():
        return root
    work = Path(tempfile.mkdtemp(prefix="debootstrap.", dir=CACHE))
    log(f"debootstrap --variant=minbase trixie from {mirror} (once; about 2.5 min)")
    with open(ARTIFACTS / "debootstrap.log", "w") as out:
        run("debootstrap", "--variant=minbase", "trixie", str(work / "root"), mirror, stdout=out, stderr=out)
    (work / "root").rename(root)
    work.rmdir()
    return root


def remove_stale_copies():
    """Throwaway copies an interrupted run left behind: unmounted (deepest first), then removed."""
    for work in CACHE.glob("work.*"):
        mounts = [line.split()[1] for line in Path("/proc/mounts").read_text().splitlines()]
        for target in sorted((m for m in mounts if m.startswith(f"{work}/")), key=len, reverse=True):
            run("umount", "-l", target, check=False)
        shutil.rmtree(work, ignore_errors=True)


class Chroot:
    """A throwaway copy of the pristine chroot, mounted; unmounted and removed on exit."""

    def __init__(self, pristine_root, keep):
        self.dir = Path(tempfile.mkdtemp(prefix="work.", dir=CACHE)) / "root"
        self.keep = keep
        self.mounted = []
        run("cp", "-a", str(pristine_root), str(self.dir))

    def __enter__(self):
        for kind, source, target, options in MOUNTS:
            args = ["mount"] + (["-t", kind] if kind else []) + (["--bind"] if options == "bind" else [])
            args += ["-o", options] if options and options != "bind" else []
            run(*args, source, str(self.dir / target))
            self.mounted.append(self.dir / target)
        shutil.copy("/etc/resolv.conf", self.dir / "etc/resolv.conf")
        return self

    def __exit__(self, *exc):
        for proc in Path("/proc").iterdir():
            try:
                if proc.name.isdigit() and os.readlink(proc / "root") == str(self.dir):
                    os.kill(int(proc.name), 9)
            except OSError:
                pass
        time.sleep(0.2)
        for target in reversed(self.mounted):
            if run("umount", str(target), check=False).returncode != 0:
                run("umount", "-l", str(target), check=False)
        if self.keep:
            log(f"kept {self.dir}")
        else:
            shutil.rmtree(self.dir.parent, ignore_errors=True)

    def sh(self, script, log_name, env=(), timeout=1800):
        """Runs a shell script as root in the chroot with a clean environment; stdout returned."""
        environment = ["env", "-i", f"PATH={PATH}", "HOME=/root", "LANG=C.UTF-8", "TZ=Europe/Oslo", *env]
        with open(ARTIFACTS / f"{log_name}.stderr", "w") as err:
            done = subprocess.run(["chroot", str(self.dir), *environment, "bash", "-euo", "pipefail", "-c", script],
                                  stdout=subprocess.PIPE, stderr=err, text=True, timeout=timeout)
        (ARTIFACTS / f"{log_name}.stdout").write_text(done.stdout)
        return done


def reference_outputs(chroot):
    """This machine's Swift build of solverv-status, run inside the chroot (same zones, same place)."""
    binary = Path(os.environ["SOLVERV_E2E_BIN_DIR"]) / "solverv-status" if os.environ.get("SOLVERV_E2E_BIN_DIR") \
        else ROOT / ".build/release/solverv-status"
    shutil.copy(binary, chroot.dir / "usr/local/bin/solverv-status-host")
    return chroot.sh(COMMANDS.replace("BIN", "/usr/local/bin/solverv-status-host"), "host-outputs").stdout


# The outputs compared: the large status line, the JSON, the events of two years.
COMMANDS = f"""BIN --location Oslo --size large --at {AT}; echo
BIN --location Oslo --at {AT} --format json; echo
BIN events --tz Europe/Oslo --from 2026 --to 2027 --format text; echo
BIN events --tz Europe/Oslo --from 2026 --to 2027"""


def stage(keep):
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    if os.geteuid() != 0:
        return result("debian-swift", "SKIP", "needs root (debootstrap, chroot, mount)")
    mirror = debian_mirror()
    if not shutil.which("debootstrap"):
        run(os.path.join(ROOT, "Scripts/install-system-packages.sh"), "debootstrap", check=False)
    if not shutil.which("debootstrap") or not mirror:
        return result("debian-swift", "SKIP", "no debootstrap or no Debian mirror in /etc/apt")
    try:
        remove_stale_copies()
        root = pristine(mirror)
    except subprocess.CalledProcessError:
        return result("debian-swift", "SKIP", f"debootstrap trixie from {mirror} failed (see debootstrap.log)")
    with Chroot(root, keep) as chroot:
        # The user's side: git to clone with, and this machine's copy of the only Swift dependency,
        # swift-argument-parser, where it has one (CI machines reach no GitHub); else SwiftPM fetches it.
        if chroot.sh("apt-get install -y -qq --no-install-recommends git ca-certificates >/dev/null",
                     "apt-git", ["DEBIAN_FRONTEND=noninteractive"]).returncode != 0:
            return result("debian-swift", "SKIP", "apt-get cannot install git in the trixie chroot (mirror?)")
        local_copy = Path("/opt/swift-packages/apple/swift-argument-parser.git")
        offline = ""
        if local_copy.is_dir():
            shutil.copytree(local_copy, chroot.dir / str(local_copy).lstrip("/"), symlinks=True)
            offline = "git config --global url./opt/swift-packages/.insteadOf https://github.com/\n"
        run("git", "clone", "-q", "--bare", "--no-local", str(ROOT), str(chroot.dir / "srv/solverv.git"))
        head = run("git", "-C", str(ROOT), "rev-parse", "--short", "HEAD", stdout=subprocess.PIPE, text=True).stdout.strip()
        assert chroot.sh("swift --version", "no-swift").returncode != 0, "the pristine chroot already has swift"

        started = time.monotonic()
        first = chroot.sh(f"{offline}git clone -q /srv/solverv.git /root/solverv && cd /root/solverv\n"
                          f"Scripts/run.sh --location Oslo --size large --at {AT}", "run-sh")
        run_seconds = time.monotonic() - started
        stderr = (ARTIFACTS / "run-sh.stderr").read_text(errors="replace")
        version = chroot.sh("swift --version 2>&1 | head -1", "swift-version").stdout.strip()
        unreachable = re.search(r"^(E|W): (Failed to fetch|Unable to fetch|Temporary failure resolving).*", stderr, re.M)
        if first.returncode != 0 and unreachable:
            return result("debian-swift-run", "SKIP", f"apt could not download in the chroot: {unreachable.group(0)[:120]}")
        if not check("debian-swift-run", f"Scripts/run.sh from a clean clone ({head}) installed swiftlang and ran "
                     f"in {run_seconds:.0f} s: {version}",
                     first.returncode == 0 and "Installing Swift from the distribution" in stderr
                     and "6.0." in version and first.stdout.strip() != ""):
            return
        started = time.monotonic()
        daemon = chroot.sh("cd /root/solverv && swift build -c release --static-swift-stdlib --product solverv-daemon >&2",
                           "daemon-build")
        check("debian-swift-daemon-build", f"solverv-daemon built by {version} in {time.monotonic() - started:.0f} s",
              daemon.returncode == 0)

        want = reference_outputs(chroot)
        got = chroot.sh(COMMANDS.replace("BIN", "/root/solverv/.build/release/solverv-status"), "swiftlang-outputs").stdout
        line = want.splitlines()[0] if want else ""
        check("debian-swift-status", f"status line, JSON and events 2026–2027 equal this machine's build: {line}",
              want != "" and got == want and first.stdout.strip() == line)
        documents = [json.loads(line) for line in got.splitlines() if line.startswith(("{", "["))]
        check("debian-swift-json", "the JSON status and events parse; the status is at --at in Oslo",
              len(documents) == 2 and documents[0]["location"]["name"] == "Oslo"
              and documents[0]["generated_at"].startswith(AT))

        if daemon.returncode == 0:
            reply = chroot.sh(DAEMON_CHECK, "daemon-run").stdout.strip()
            text = json.loads(reply)["data"] if reply else ""
            check("debian-swift-daemon", f"the daemon's Text on a private bus equals the status line: {text}",
                  text != "" and text == chroot.sh(f"/usr/local/bin/solverv-status-host --location Oslo --at {AT}",
                                                    "host-line").stdout.strip())


# The daemon built by swiftlang on a private session bus (dbus-daemon and busctl came with run.sh's
# system packages), started at AT in Oslo; prints its Text property as busctl's JSON.
DAEMON_CHECK = f"""mkdir -p /tmp/d/config/solverv /tmp/d/state
printf '[location]\\ncity = "Oslo"\\n[notifications]\\nenabled = false\\n' >/tmp/d/config/solverv/config.toml
export XDG_CONFIG_HOME=/tmp/d/config XDG_STATE_HOME=/tmp/d/state DBUS_SESSION_BUS_ADDRESS=unix:path=/tmp/d/bus
dbus-daemon --session --fork --address=$DBUS_SESSION_BUS_ADDRESS
/root/solverv/.build/release/solverv-daemon --at {AT} >/tmp/d/daemon.log 2>&1 &
daemon=$!
for i in $(seq 100); do
  busctl --address=$DBUS_SESSION_BUS_ADDRESS --json=short get-property io.github.solverv.Solverv1 \\
    /io/github/solverv/Solverv1 io.github.solverv.Solverv1 Text 2>/dev/null && break
  sleep 0.2
done
kill $daemon
"""


def main():
    started = time.monotonic()
    try:
        stage("--keep" in sys.argv[1:])
    except Exception as error:  # a broken stage is a failure with its reason, never a pass
        result("debian-swift", "FAIL", f"{type(error).__name__}: {error}")
    failed = [name for name, status, _ in results if status == "FAIL"]
    counts = {status: sum(1 for r in results if r[1] == status) for status in ("OK", "FAIL", "SKIP")}
    print(f"debian-swift: {counts['OK']} ok, {counts['FAIL']} failed, {counts['SKIP']} skipped "
          f"in {time.monotonic() - started:.0f} s")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
