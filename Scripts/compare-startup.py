#!/usr/bin/env python3
"""Start-up of two solverv-status builds next to a C `true`, interleaved (this machine is shared
and noisy: compare the ratios). Used for BENCHMARKS.md's "no slower than before" rows.

    Scripts/compare-startup.py BEFORE_BINARY AFTER_BINARY [RUNS]   (default 600)

Each run is a posix_spawn of `--format waybar --location Oslo --at 2026-12-10T12:00` with an
empty XDG_CONFIG_HOME and stdout to a scratch file; wall time per run and user+sys CPU from
wait4. Prints medians (wall) and means (CPU), each as a multiple of the C `true`."""
import os, shutil, statistics, subprocess, sys, tempfile, time

if len(sys.argv) < 3:
    sys.exit(__doc__)
before, after = sys.argv[1], sys.argv[2]
runs = int(sys.argv[3]) if len(sys.argv) > 3 else 600
scratch = tempfile.mkdtemp(prefix="solverv-startup.")
try:
    with open(os.path.join(scratch, "true.c"), "w") as source:
        source.write("int main(void) { return 0; }\n")
    true = os.path.join(scratch, "true")
    subprocess.run(["cc", "-O2", "-o", true, os.path.join(scratch, "true.c")], check=True)
    os.makedirs(os.path.join(scratch, "config"))
    arguments = ["--format", "waybar", "--location", "Oslo", "--at", "2026-12-10T12:00"]
    commands = {"C true": [true], "before": [before] + arguments, "after": [after] + arguments}
    env = dict(os.environ, XDG_CONFIG_HOME=os.path.join(scratch, "config"))
    output = os.open(os.path.join(scratch, "out"), os.O_WRONLY | os.O_CREAT | os.O_TRUNC)
    wall = {name: [] for name in commands}
    cpu = {name: [] for name in commands}
    for _ in range(runs):
        for name, argv in commands.items():
            start = time.perf_counter()
            pid = os.posix_spawn(argv[0], argv, env, file_actions=[(os.POSIX_SPAWN_DUP2, output, 1)])
            _, status, usage = os.wait4(pid, 0)
            wall[name].append(time.perf_counter() - start)
            cpu[name].append(usage.ru_utime + usage.ru_stime)
            if status != 0:
                sys.exit(f"{name} exited with status {status >> 8}")
    base_wall, base_cpu = statistics.median(wall["C true"]), statistics.mean(cpu["C true"])
    for name in commands:
        w, c = statistics.median(wall[name]), statistics.mean(cpu[name])
        print(f"{name:8s} wall median {w * 1000:.2f} ms ({w / base_wall:.1f}× C true), "
              f"CPU mean {c * 1000:.2f} ms ({c / base_cpu:.1f}× C true)")
finally:
    shutil.rmtree(scratch, ignore_errors=True)
