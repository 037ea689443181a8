"""Throwaway Debian chroots for the end-to-end stages (import it; Python 3, run as root).

    with Chroot("trixie", log) as box:          # a clean Debian 13 minbase system
        box.run("apt-get", "install", "-y", "./solverv.deb")
    with Chroot("trixie", log, packages=DESKTOP) as box:   # minbase + those packages, cached
        box.run("gnome-shell", "--version")

A pristine `debootstrap --variant=minbase` tree per suite is kept under /var/cache/solverv-e2e/
(outside the clone; SOLVERV_E2E_CACHE names another folder), so only the first run on a machine
pays for debootstrap. With `packages=`, the tree is the pristine one plus those packages (no
recommends), also kept in the cache under SUITE-<hash of the sorted names>, so the desktop stages
share one install of GNOME Shell, Plasma and the bars and later runs skip apt. Each `Chroot` is an
overlay on that tree (a `cp -a` copy where overlayfs is refused), with proc, sys, dev, devpts,
dev/shm, run and tmp mounted as DESKTOPS.md describes. Leaving the block ends every process whose
root is the chroot, unmounts everything and deletes the copy, so the pristine tree stays clean.
Downloaded .debs are kept per suite in the cache too (bind-mounted on /var/cache/apt/archives).

The mirror is the one this machine's apt already uses (/etc/apt/sources.list or the deb822 files
in sources.list.d), never a host written here. `Unavailable` means the network or the mirror
could not provide the packages: a stage reports that as SKIP, never as a pass.
"""

import glob
import hashlib
import os
import re
import shutil
import signal
import subprocess
import tempfile
import time

CACHE = os.environ.get("SOLVERV_E2E_CACHE", "/var/cache/solverv-e2e")


# One package set for every desktop stage (GNOME Shell 48, Plasma 6.3, the current bars), so a
# machine installs it once (~460 MB of downloads, cached) and each stage overlays the same tree.
# Add to it rather than keeping a second list: every distinct set is another cached tree.
DESKTOP = (
    # the session and the tools the checks use
    "dbus-daemon", "dbus-bin", "dbus-user-session", "libdbus-1-3", "libglib2.0-bin", "python3",
    "xvfb", "xdotool", "imagemagick", "x11-utils", "fonts-cantarell", "fonts-noto-color-emoji",
    "fonts-dejavu-core", "fonts-symbola", "procps", "util-linux", "python3-dbus", "python3-gi",
    "gir1.2-glib-2.0", "at-spi2-core", "python3-pyatspi",
    # GNOME Shell 48
    "gnome-shell", "xwayland",
    # Plasma 6.3
    "plasma-workspace", "plasma-desktop", "plasma-sdk", "kpackagetool6", "libxcb-cursor0",
    "qdbus-qt6",
    # current bars
    "waybar", "polybar", "sway", "grim", "conky-std", "i3-wm", "i3blocks", "tmux", "xterm",
)


# Debian 12 (bookworm)'s Plasma 5.27.5 for plasma_bookworm.py: the one package list of that tree
# (DESKTOP's names are Plasma 6's). The session tools as in DESKTOP; Plasma 5's shell, SDK
# (plasmoidviewer), kpackagetool5 and qdbus; and the QML modules the Plasma 5 applet imports
# (Kirigami 2, org.kde.kcm for its settings page, QtQuick.Controls 2).
DESKTOP_BOOKWORM = (
    "dbus-daemon", "dbus-bin", "dbus-user-session", "libdbus-1-3", "libglib2.0-bin", "python3",
    "xvfb", "xdotool", "imagemagick", "x11-utils", "fonts-noto-core", "fonts-noto-color-emoji",
    "fonts-dejavu-core", "fonts-symbola", "procps", "util-linux", "python3-dbus", "python3-gi",
    "gir1.2-glib-2.0", "at-spi2-core", "python3-pyatspi",
    "plasma-workspace", "plasma-desktop", "plasma-sdk", "kpackagetool5", "qdbus-qt5",
    "qml-module-org-kde-kirigami2", "qml-module-org-kde-kcm", "qml-module-qtquick-controls2",
    # Plasma's own widget configuration dialog (AppletConfiguration.qml) imports it; a Recommends
    "qml-module-org-kde-kitemmodels",
)


class Unavailable(Exception):
    """debootstrap or apt could not download what was asked (no network, mirror down)."""


def mirror():
    """The first Debian archive URI apt is configured with on this machine (not -security)."""
    uris = []
    for path in ["/etc/apt/sources.list"] + sorted(glob.glob("/etc/apt/sources.list.d/*.list")):
        if os.path.exists(path):
            for line in open(path, encoding="utf-8"):
                match = re.match(r"\s*deb\s+(?:\[[^\]]*\]\s+)?(\S+)", line)
                if match:
                    uris.append(match.group(1))
    for path in sorted(glob.glob("/etc/apt/sources.list.d/*.sources")):
        for line in open(path, encoding="utf-8"):
            match = re.match(r"\s*URIs:\s*(.+)", line)
            if match:
                uris.extend(match.group(1).split())
    for uri in uris:
        if "security" not in uri and uri.startswith(("http://", "https://")):
            return uri
    raise Unavailable("no Debian mirror in /etc/apt/sources.list(.d)")


def pristine(suite, log):
    """Path of the cached minbase tree for SUITE, made with debootstrap when missing."""
    target = os.path.join(CACHE, suite)
    # debootstrap deletes its /debootstrap work folder only when it succeeded.
    if os.path.exists(os.path.join(target, "var/lib/dpkg/status")) and \
            not os.path.exists(os.path.join(target, "debootstrap")):
        return target
    os.makedirs(CACHE, exist_ok=True)
    shutil.rmtree(target, ignore_errors=True)
    building = tempfile.mkdtemp(prefix=f"{suite}.", dir=CACHE)
    command = ["debootstrap", "--variant=minbase", suite, building, mirror()]
    # Debian 12's debootstrap has no script for suites newer than it (forky): newer debootstraps
    # link those to sid's, which is what this passes.
    if not os.path.exists(f"/usr/share/debootstrap/scripts/{suite}"):
        command.append("/usr/share/debootstrap/scripts/sid")
    with open(log, "ab") as out:
        result = subprocess.run(command, stdout=out, stderr=subprocess.STDOUT)
    if result.returncode != 0:
        shutil.rmtree(building, ignore_errors=True)
        raise Unavailable(f"debootstrap {suite} failed (exit {result.returncode}); see {log}")
    # The mirror is a frozen snapshot: sid's and forky's Release files are past their Valid-Until,
    # and apt refuses them as expired although nothing is unreachable (DESKTOPS.md).
    with open(os.path.join(building, "etc/apt/apt.conf.d/99solverv-snapshot"), "w", encoding="utf-8") as out:
        out.write('Acquire::Check-Valid-Until "false";\n')
    try:
        os.rename(building, target)
    except OSError:  # another run finished the same suite first: keep theirs
        shutil.rmtree(building, ignore_errors=True)
    return target


def provisioned(suite, packages, log):
    """Path of the cached tree of SUITE with PACKAGES installed; made (cp -a of the pristine
    tree, apt-get install, rename into place) when missing. Raises Unavailable like apt_install."""
    base = pristine(suite, log)
    if not packages:
        return base
    names = sorted(set(packages))
    key = hashlib.sha256(" ".join(names).encode()).hexdigest()[:12]
    target = os.path.join(CACHE, f"{suite}-{key}")
    if os.path.exists(os.path.join(target, ".solverv-packages")):
        return target
    shutil.rmtree(target, ignore_errors=True)
    building = tempfile.mkdtemp(prefix=f"{suite}-{key}.", dir=CACHE)
    try:
        subprocess.run(["cp", "-a", base + "/.", building], check=True)
        with Chroot(suite, log, in_place=building) as box:
            result = box.apt_install(*names)
            if result.returncode != 0:
                raise Unavailable(f"apt-get install failed in {suite} (exit {result.returncode}); see {log}")
        with open(os.path.join(building, ".solverv-packages"), "w", encoding="utf-8") as out:
            out.write("\n".join(names) + "\n")
        try:
            os.rename(building, target)
        except OSError:  # another run provisioned the same set first: keep theirs
            shutil.rmtree(building, ignore_errors=True)
    except BaseException:
        shutil.rmtree(building, ignore_errors=True)
        raise
    return target


def _mount(*args):
    subprocess.run(["mount", *args], check=True)


class Chroot:
    """A throwaway copy of the pristine SUITE tree with the usual mounts (a context manager)."""

    def __init__(self, suite, log, packages=(), in_place=None):
        self.suite = suite
        self.log = log
        self.packages = tuple(packages)
        self.in_place = in_place  # provisioned() works directly on the tree it is building
        self.work = None
        self.root = None
        self.mounts = []

    def __enter__(self):
        if self.in_place:
            self.root = self.in_place
        else:
            base = provisioned(self.suite, self.packages, self.log)
            self.work = tempfile.mkdtemp(prefix=f"solverv-chroot-{self.suite}.", dir="/var/tmp")
            self.root = os.path.join(self.work, "root")
            os.makedirs(self.root)
        try:
            if not self.in_place:
                self._overlay(base)
            self._mount_at("proc", "-t", "proc", "proc")
            self._mount_at("sys", "-t", "sysfs", "sysfs")
            self._mount_at("dev", "--bind", "/dev")
            self._mount_at("dev/pts", "-t", "devpts", "-o", "newinstance,ptmxmode=0666", "devpts")
            for path in ("dev/shm", "run", "tmp"):
                self._mount_at(path, "-t", "tmpfs", "tmpfs")
            os.chmod(os.path.join(self.root, "tmp"), 0o1777)
            archives = os.path.join(CACHE, f"archives-{self.suite}")
            os.makedirs(os.path.join(archives, "partial"), exist_ok=True)
            self._mount_at("var/cache/apt/archives", "--bind", archives)
            shutil.copy("/etc/resolv.conf", os.path.join(self.root, "etc/resolv.conf"))
        except BaseException:
            self.__exit__(None, None, None)
            raise
        return self

    def _overlay(self, base):
        upper, scratch = os.path.join(self.work, "upper"), os.path.join(self.work, "overlay-work")
        os.makedirs(upper)
        os.makedirs(scratch)
        try:
            self._mount_at(self.root, "-t", "overlay", "overlay", "-o",
                           f"lowerdir={base},upperdir={upper},workdir={scratch}")
        except subprocess.CalledProcessError:
            subprocess.run(["cp", "-a", base + "/.", self.root], check=True)

    def _mount_at(self, path, *args):
        target = path if os.path.isabs(path) else os.path.join(self.root, path)
        os.makedirs(target, exist_ok=True)
        _mount(*args, target)
        self.mounts.append(target)

    def path(self, inside):
        """The host path of INSIDE (an absolute path in the chroot)."""
        return os.path.join(self.root, inside.lstrip("/"))

    def run(self, *command, env=None, check=True, timeout=600, **kwargs):
        """Runs COMMAND in the chroot with a clean environment; output is appended to the log
        unless stdout= is given. Returns the CompletedProcess."""
        environment = {"PATH": "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin",
                       "HOME": "/root", "LANG": "C.UTF-8", "DEBIAN_FRONTEND": "noninteractive"}
        environment.update(env or {})
        argv = ["/usr/sbin/chroot", self.root, "/usr/bin/env", "-i"]
        argv += [f"{key}={value}" for key, value in environment.items()] + list(command)
        with open(self.log, "ab") as out:
            out.write(f"\n$ [{self.suite}] {' '.join(command)}\n".encode())
            out.flush()
            kwargs.setdefault("stdout", out)
            kwargs.setdefault("stderr", subprocess.STDOUT if kwargs["stdout"] is out else out)
            return subprocess.run(argv, env={}, check=check, timeout=timeout, **kwargs)

    def apt_install(self, *packages):
        """apt-get update (first call only) and install PACKAGES without recommends; raises
        Unavailable when the mirror cannot be reached."""
        if not getattr(self, "_updated", False):
            update = self.run("apt-get", "update", "-q", check=False, stdout=subprocess.PIPE,
                              stderr=subprocess.STDOUT, text=True)
            with open(self.log, "a", encoding="utf-8") as out:
                out.write(update.stdout)
            # apt-get update exits 0 when only some index files failed to download.
            if update.returncode != 0 or "Failed to fetch" in update.stdout or "failed to download" in update.stdout:
                raise Unavailable(f"apt-get update could not reach the mirror in {self.suite}; see {self.log}")
            self._updated = True
        result = self.run("apt-get", "install", "-y", "-q", "--no-install-recommends",
                          *packages, check=False)
        if result.returncode == 100 and "Failed to fetch" in open(self.log, errors="replace").read()[-4000:]:
            raise Unavailable(f"apt-get could not download {' '.join(packages)} in {self.suite}")
        return result

    def processes(self):
        """PIDs of the processes whose root directory is this chroot."""
        found = []
        real = os.path.realpath(self.root)
        for entry in os.listdir("/proc"):
            if entry.isdigit():
                try:
                    if os.readlink(f"/proc/{entry}/root") == real:
                        found.append(int(entry))
                except OSError:
                    pass
        return found

    def __exit__(self, *exc):
        for _ in range(3):
            pids = self.processes()
            if not pids:
                break
            for pid in pids:
                try:
                    os.kill(pid, signal.SIGKILL)
                except ProcessLookupError:
                    pass
            time.sleep(0.3)
        for target in reversed(self.mounts):
            subprocess.run(["umount", "-l", target], stderr=subprocess.DEVNULL)
        self.mounts = []
        if self.work:
            # Never delete through a mount that is still there (it could be /dev or the cache).
            left = [line.split()[4] for line in open("/proc/self/mountinfo")
                    if line.split()[4].startswith(self.work + "/")]
            if left:
                raise RuntimeError(f"still mounted, not deleting {self.work}: {left}")
            shutil.rmtree(self.work, ignore_errors=True)
        return False
