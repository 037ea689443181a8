#!/usr/bin/env python3
"""A zip that is the same bytes from the same files: entries sorted, every time stamp
SOURCE_DATE_EPOCH (the commit's time; 1980-01-01 at the earliest, zip's first date), modes 0644,
no owner or extra fields. The GNOME extension zip and both .plasmoids are made with it, so two
release builds of one commit give equal checksums (issue 30, item 6).

    repro_zip.py ARCHIVE BASE PATH…     PATHs (files or folders) relative to BASE, stored as such
"""

import os
import subprocess
import sys
import time
import zipfile


def epoch():
    value = os.environ.get("SOURCE_DATE_EPOCH")
    if value is None:
        done = subprocess.run(["git", "log", "-1", "--format=%ct"], capture_output=True, text=True)
        value = done.stdout.strip() if done.returncode == 0 and done.stdout.strip() else str(int(time.time()))
    if not value.isdigit():
        raise SystemExit(f"repro_zip: SOURCE_DATE_EPOCH is '{value}' (allowed: seconds since 1970, digits only)")
    return max(int(value), 315532800)


def files_under(base, paths):
    found = []
    for path in paths:
        full = os.path.join(base, path)
        if os.path.isdir(full):
            for folder, _, names in os.walk(full):
                found += [os.path.relpath(os.path.join(folder, name), base) for name in names]
        elif os.path.isfile(full):
            found.append(os.path.relpath(full, base))
        else:
            raise SystemExit(f"repro_zip: '{full}' is neither a file nor a folder")
    return sorted(set(found))


def write(archive, base, names):
    stamp = time.gmtime(epoch())[:6]
    if os.path.exists(archive):
        os.remove(archive)
    with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as out:
        for name in names:
            info = zipfile.ZipInfo(name, date_time=stamp)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.create_system = 3
            info.external_attr = 0o100644 << 16
            with open(os.path.join(base, name), "rb") as source:
                out.writestr(info, source.read())
    return archive


if __name__ == "__main__":
    if len(sys.argv) < 4:
        raise SystemExit("usage: repro_zip.py ARCHIVE BASE PATH…")
    archive, base = os.path.abspath(sys.argv[1]), sys.argv[2]
    print(write(archive, base, files_under(base, sys.argv[3:])))
