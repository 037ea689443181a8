"""Two release builds of one commit give the same bytes (issue 30, item 6): the .debs, tarball,
RPMs, GNOME zip and both .plasmoids are made twice from the same binaries, a second apart, into
fresh folders under .build, with the commit's SOURCE_DATE_EPOCH; every checksum must be equal.

The binaries themselves (Package.swift maps the checkout's path in release builds): no_build_path
always checks that neither release binary holds this checkout's path; rebuilt_elsewhere, only
when SOLVERV_REPRO_REBUILD=1 (a cold release build, ~4 minutes, too slow for every CI run),
builds the same files in a second folder with `make build` and compares both binaries' SHA256."""

import glob
import hashlib
import os
import shutil
import subprocess
import time

from chroot import Unavailable

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
GENERATED = ("solverv-status.1", "solverv-status.bash", "_solverv-status", "solverv-status.fish")
ASSETS = ("*.deb", "*.tar.gz", "*.rpm", "*.zip", "*.plasmoid")


def build(folder, log):
    dist = os.path.join(ROOT, ".build", folder)
    shutil.rmtree(dist, ignore_errors=True)
    os.makedirs(dist)
    for name in GENERATED:
        shutil.copy(os.path.join(ROOT, ".build/dist", name), dist)
    relative = os.path.relpath(dist, ROOT)
    commands = [["Scripts/package/deb.sh", ".build/release", relative],
                ["Scripts/package/dist.sh", ".build/release", relative],
                ["make", "gnome-extension", "plasmoid", "plasmoid5", f"DIST={relative}"]]
    for command in commands:
        subprocess.run(command, cwd=ROOT, check=True, stdout=log, stderr=subprocess.STDOUT)
    (tarball,) = glob.glob(os.path.join(dist, "solverv-*-x86_64-linux.tar.gz"))
    subprocess.run(["Scripts/package/rpm.sh", tarball, dist], cwd=ROOT, check=True, stdout=log, stderr=subprocess.STDOUT)
    sums = {}
    for pattern in ASSETS:
        for path in glob.glob(os.path.join(dist, pattern)):
            sums[os.path.basename(path)] = hashlib.sha256(open(path, "rb").read()).hexdigest()
    return sums


def twice(log_path):
    with open(log_path, "w") as log:
        first = build("repro-1", log)
        time.sleep(1.5)
        second = build("repro-2", log)
    assert first and first.keys() == second.keys(), f"{sorted(first)} / {sorted(second)}"
    differ = sorted(name for name in first if first[name] != second[name])
    with open(log_path, "a") as log:
        for name in sorted(first):
            log.write(f"{first[name]}  {second[name]}  {name}\n")
    assert not differ, f"differ between two builds: {differ}"
    for folder in ("repro-1", "repro-2"):
        shutil.rmtree(os.path.join(ROOT, ".build", folder), ignore_errors=True)
    return f"{len(first)} files byte-identical: " + ", ".join(f"{name} {first[name][:12]}" for name in sorted(first))


BINARIES = ("solverv-status", "solverv-daemon")


def sha256(path):
    return hashlib.sha256(open(path, "rb").read()).hexdigest()


def no_build_path():
    """Neither release binary (unstripped, as built) names this checkout's folder."""
    found = {}
    for name in BINARIES:
        data = open(os.path.join(ROOT, ".build/release", name), "rb").read()
        found[name] = data.count(ROOT.encode())
    assert not any(found.values()), f"{ROOT} still in the release binaries: {found} times"
    return ", ".join(f"{name} 0 of {ROOT}" for name in found)


def rebuilt_elsewhere(log_path):
    """The checkout's files (git ls-files, so uncommitted edits too) copied to .build/repro-elsewhere
    and built there with `make build`: both binaries equal this checkout's, byte for byte."""
    if os.environ.get("SOLVERV_REPRO_REBUILD") != "1":
        raise Unavailable("set SOLVERV_REPRO_REBUILD=1 to build a second time in another folder (a cold release build)")
    other = os.path.join(ROOT, ".build", "repro-elsewhere")
    shutil.rmtree(other, ignore_errors=True)
    files = subprocess.run(["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"], cwd=ROOT,
                           check=True, capture_output=True).stdout.decode().split("\0")
    for name in filter(None, files):
        if os.path.isfile(os.path.join(ROOT, name)):
            os.makedirs(os.path.dirname(os.path.join(other, name)), exist_ok=True)
            shutil.copy2(os.path.join(ROOT, name), os.path.join(other, name))
    started = time.monotonic()
    with open(log_path, "w") as log:
        subprocess.run(["make", "build"], cwd=other, check=True, stdout=log, stderr=subprocess.STDOUT)
    minutes = (time.monotonic() - started) / 60
    sums = {name: (sha256(os.path.join(ROOT, ".build/release", name)), sha256(os.path.join(other, ".build/release", name)))
            for name in BINARIES}
    with open(log_path, "a") as log:
        for name, (here, there) in sums.items():
            log.write(f"{here}  {there}  {name}\n")
    differ = [name for name, (here, there) in sums.items() if here != there]
    assert not differ, f"differ between {ROOT} and {other}: " + ", ".join(
        f"{name} {sums[name][0][:12]}/{sums[name][1][:12]}" for name in differ)
    shutil.rmtree(other, ignore_errors=True)
    return f"built in {minutes:.1f} min; " + ", ".join(f"{name} {here[:12]}" for name, (here, _) in sums.items())
