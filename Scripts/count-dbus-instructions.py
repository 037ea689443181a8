#!/usr/bin/env python3
"""Instructions each solverv-daemon spends answering one D-Bus call, counted by callgrind:
deterministic, so an A/B comparison needs no pinning or rounds and shows changes far below the
noise of timed runs. Each daemon runs under `valgrind --tool=callgrind` on its own private bus
with instrumentation off; after a warm-up it is switched on for CALLS calls only, so start-up and
the first refresh are not counted. Needs valgrind and dbus-next (see compare-dbus-get.py).
Usage: count-dbus-instructions.py [--snapshot] DAEMON_A DAEMON_B [CALLS]"""
import asyncio, os, re, subprocess, tempfile
from dbus_next.aio import MessageBus
from dbus_bench_calls import ARGS, SNAPSHOT, request, start_daemon

async def drive(address, pid, calls):
    bus = await MessageBus(bus_address=address).connect()
    for _ in range(600):  # the daemon starts slowly under valgrind: wait for its name
        try:
            reply = await asyncio.wait_for(bus.call(request()), 5)
            if reply.message_type.name == "METHOD_RETURN":
                break
        except asyncio.TimeoutError:
            pass
        await asyncio.sleep(0.2)
    for _ in range(200):
        await bus.call(request())
    subprocess.run(["callgrind_control", "-i", "on", str(pid)], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
    for _ in range(calls):
        await bus.call(request())
    subprocess.run(["callgrind_control", "-i", "off", str(pid)], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)


def count(daemon, calls, folder):
    out = os.path.join(folder, "callgrind.out")
    bus, proc, address = start_daemon(
        daemon, folder, wrapper=("valgrind", "--tool=callgrind", "--instr-atstart=no", f"--callgrind-out-file={out}"))
    try:
        asyncio.run(drive(address, proc.pid, calls))
    finally:
        proc.terminate(); proc.wait(); bus.terminate(); bus.wait()
    with open(out) as f:
        text = f.read()
    total = re.search(r"^totals: (\d+)", text, re.M) or re.search(r"^summary: (\d+)", text, re.M)
    return int(total.group(1)) / calls


def main():
    a, b = ARGS[0], ARGS[1]
    calls = int(ARGS[2]) if len(ARGS) > 2 else 2000
    with tempfile.TemporaryDirectory() as folder_a, tempfile.TemporaryDirectory() as folder_b:
        per_a, per_b = count(a, calls, folder_a), count(b, calls, folder_b)
    print(f"{'GetSnapshot' if SNAPSHOT else 'Get(Text)'} instructions per call ({calls} calls): A {per_a:,.0f}, B {per_b:,.0f}, A/B {per_a / per_b:.3f}")


main()
