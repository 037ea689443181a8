#!/usr/bin/env python3
"""Alternating rounds of D-Bus Get(Text) (or GetSnapshot, with --snapshot) against two solverv-daemon binaries, each on its own private bus:
per round, N calls one after another (each waits for its reply); prints per-call medians and the
pairwise ratio A/B (the same client for both, so its own cost cancels in the ratio), and the same for
each daemon's own CPU time per call (from /proc/PID/schedstat: the daemon alone, without the client
and the bus, so a change of a microsecond in the daemon shows). Needs dbus-next
(`python3 -m venv v && v/bin/pip install dbus-next`). Usage: compare-dbus-get.py [--snapshot] DAEMON_A DAEMON_B [ROUNDS] [CALLS]"""
import asyncio, statistics, tempfile, time
from dbus_next.aio import MessageBus
from dbus_bench_calls import ARGS, SNAPSHOT, request, start_daemon


def cpu_ns(pid):
    """Nanoseconds the main thread has run on a CPU (the daemon has one thread)."""
    with open(f"/proc/{pid}/schedstat") as f:
        return int(f.read().split()[0])

async def rounds(addresses, pids, count, calls):
    buses = [await MessageBus(bus_address=a).connect() for a in addresses]
    msg = request
    for b in buses:  # wait for the name
        for _ in range(100):
            reply = await b.call(msg())
            if reply.message_type.name == "METHOD_RETURN": break
            await asyncio.sleep(0.1)
    per, cpu = [[], []], [[], []]
    for _ in range(count):
        for i, b in enumerate(buses):
            t, c = time.perf_counter(), cpu_ns(pids[i])
            for _ in range(calls):
                await b.call(msg())
            per[i].append((time.perf_counter() - t) / calls * 1e6)
            cpu[i].append((cpu_ns(pids[i]) - c) / calls / 1e3)
    return per, cpu

def main():
    a, b = ARGS[0], ARGS[1]
    count = int(ARGS[2]) if len(ARGS) > 2 else 21
    calls = int(ARGS[3]) if len(ARGS) > 3 else 500
    with tempfile.TemporaryDirectory() as folder:
        started = [start_daemon(a, folder), start_daemon(b, folder)]
        try:
            per, cpu = asyncio.run(rounds([s[2] for s in started], [s[1].pid for s in started], count, calls))
        finally:
            for bus, proc, _ in started:
                proc.terminate(); bus.terminate()
    ratios = [x / y for x, y in zip(per[0], per[1])]
    print(f"{'GetSnapshot' if SNAPSHOT else 'Get(Text)'} per call, {count} alternating rounds of {calls}: A median {statistics.median(per[0]):.0f} µs, "
          f"B median {statistics.median(per[1]):.0f} µs, A/B median {statistics.median(ratios):.3f} "
          f"(min {min(ratios):.3f}, max {max(ratios):.3f})")
    ratios = [x / y for x, y in zip(cpu[0], cpu[1])]
    print(f"  daemon CPU per call: A median {statistics.median(cpu[0]):.2f} µs, B median {statistics.median(cpu[1]):.2f} µs, "
          f"A/B median {statistics.median(ratios):.3f} (min {min(ratios):.3f}, max {max(ratios):.3f})")

main()
