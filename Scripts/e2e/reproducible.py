"""Two release builds of one commit give the same bytes (issue 30, item 6): the .debs, tarball,
RPMs, GNOME zip and both .plasmoids are made twice from the same binaries, a second apart, into
fresh folders under .build, with the commit's SOURCE_DATE_EPOCH; every checksum must be equal."""

import glob
import hashlib
import os
import shutil
import subprocess
import time

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
