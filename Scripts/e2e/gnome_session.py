"""A headless GNOME Shell session in a chroot.py Chroot, for the gnome_shell stage (import it).

    with Chroot("trixie", log, packages=DESKTOP) as box:
        session = Session(box, logs)
        session.prepare(status, daemon, config_text)
        session.install_extension(zip_path)
        session.start_shell()
        session.eval("Main.panel.statusArea[…]")

Everything runs as an ordinary user made inside (desk, uid 1000) with its own session bus, as
../shared/DESKTOPS.md describes: a system bus so GNOME stays quiet, /tmp/.X11-unix made first
(else mutter aborts starting Xwayland), no /run/systemd/seats (else the shell calls logind), and
unsafe mode switched on by an --automation-script (GNOME 48 has no --unsafe-mode flag) so
org.gnome.Shell.Eval and Screenshot answer. Questions go through gnome_probe.py, one process in
the chroot speaking JSON lines. The Chroot ends every process it holds; close() only reaps ours.
"""

import json
import os
import select
import shutil
import signal
import subprocess
import time

UUID = "solverv@solverv.github.io"
USER, UID = "desk", 1000
HOME = f"/home/{USER}"
RUNTIME = f"/run/user/{UID}"
BUS = f"unix:path={RUNTIME}/bus"
EXTENSIONS = f"{HOME}/.local/share/gnome-shell/extensions"

AUTOMATION = """// gnome_shell e2e stage: unsafe mode (Eval, Screenshot for any client); then wait forever.
export function init() { global.context.unsafe_mode = true; }
export async function run() { await new Promise(() => {}); }
"""


class Gone(AssertionError):
    """A process the wait depends on has exited: waiting longer cannot help."""


def wait_for(seconds, what, function):
    """Calls FUNCTION every 0.2 s until it returns something true; returns that, or raises
    AssertionError naming WHAT and the last value (or AssertionError text) after SECONDS.
    Gone ends the wait at once."""
    deadline = time.monotonic() + seconds
    last = None
    while True:
        try:
            last = function()
        except Gone:
            raise
        except AssertionError as error:
            last = str(error)
        else:
            if last:
                return last
        if time.monotonic() >= deadline:
            raise AssertionError(f"timed out after {seconds} s waiting for {what} (last: {str(last)[:300]})")
        time.sleep(0.2)


class Session:
    """The desk user's session in BOX: buses, the Solverv daemon, GNOME Shell and the probe."""

    def __init__(self, box, logs):
        self.box = box
        self.logs = logs
        self.processes = []
        self.daemon = None
        self.shell = None
        self.probe = None
        self._buffer = b""
        self.at = None

    # -- running things as the user -------------------------------------------------------------

    def environment(self):
        return {"PATH": "/usr/local/bin:/usr/bin:/bin", "HOME": HOME, "USER": USER, "LOGNAME": USER,
                "SHELL": "/bin/bash", "LANG": "C.UTF-8", "XDG_RUNTIME_DIR": RUNTIME,
                "DBUS_SESSION_BUS_ADDRESS": BUS, "XDG_SESSION_TYPE": "wayland",
                "XDG_CURRENT_DESKTOP": "GNOME", "XDG_CONFIG_HOME": f"{HOME}/.config"}

    def _as_user(self, command):
        return ["setpriv", f"--reuid={UID}", f"--regid={UID}", "--init-groups", "--", *command]

    def run(self, *command, check=True, **kwargs):
        """Runs COMMAND as the user to its end (output into the chroot log unless captured)."""
        return self.box.run(*self._as_user(command), env=self.environment(), check=check, **kwargs)

    def output(self, *command):
        return self.run(*command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                        timeout=60).stdout

    def spawn(self, log_name, *command, **kwargs):
        """Starts COMMAND as the user in the background, output to LOGS/LOG_NAME."""
        argv = ["/usr/sbin/chroot", self.box.root, "/usr/bin/env", "-i"]
        argv += [f"{key}={value}" for key, value in self.environment().items()]
        argv += self._as_user(command)
        if "stdout" not in kwargs:
            out = open(os.path.join(self.logs, log_name), "ab")
            kwargs.update(stdout=out, stderr=subprocess.STDOUT)
        process = subprocess.Popen(argv, env={}, stdin=kwargs.pop("stdin", subprocess.DEVNULL),
                                   start_new_session=True, **kwargs)
        self.processes.append(process)
        return process

    def write(self, inside, text, mode=0o644):
        """Writes TEXT to INSIDE (a path in the chroot under the user's home), owned by the user."""
        path = self.box.path(inside)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w", encoding="utf-8") as out:
            out.write(text)
        os.chmod(path, mode)
        self.box.run("chown", "-R", f"{UID}:{UID}", HOME)

    # -- set-up -----------------------------------------------------------------------------------

    def prepare(self, status, daemon, config_text):
        """The user, the binaries in /usr/local/bin, Solverv's config, the runtime directory and
        both buses, the automation script and the probe."""
        self.box.run("useradd", "-m", "-u", str(UID), "-s", "/bin/bash", USER)
        for binary, name in ((status, "solverv-status"), (daemon, "solverv-daemon")):
            target = self.box.path(f"/usr/local/bin/{name}")
            shutil.copy(binary, target)
            os.chmod(target, 0o755)
        shutil.copy(os.path.join(os.path.dirname(os.path.abspath(__file__)), "gnome_probe.py"),
                    self.box.path("/usr/local/bin/solverv-gnome-probe"))
        os.chmod(self.box.path("/usr/local/bin/solverv-gnome-probe"), 0o755)
        self.write(f"{HOME}/.config/solverv/config.toml", config_text)
        self.write(f"{HOME}/automation.js", AUTOMATION)
        self.box.run("install", "-d", "-m", "700", "-o", str(UID), "-g", str(UID), RUNTIME)
        self.box.run("install", "-d", "-m", "1777", "/tmp/.X11-unix")
        self.box.run("rm", "-rf", "/run/systemd/seats")
        self.box.run("install", "-d", "/run/dbus")
        self.box.run("dbus-daemon", "--system", "--fork")
        self.run("dbus-daemon", "--session", f"--address={BUS}", "--fork")
        wait_for(10, "the session bus", lambda: os.path.exists(self.box.path(f"{RUNTIME}/bus")))
        self.probe = self.spawn("probe.log", "/usr/bin/python3", "/usr/local/bin/solverv-gnome-probe",
                                stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                stderr=open(os.path.join(self.logs, "probe.log"), "ab"))

    def install_extension(self, zip_path):
        """`gnome-extensions install` of the store zip, then the settings a login would carry:
        the extension enabled, user extensions allowed (dconf, before the shell starts)."""
        inside = f"/tmp/{os.path.basename(zip_path)}"
        shutil.copy(zip_path, self.box.path(inside))
        os.chmod(self.box.path(inside), 0o644)
        self.run("gnome-extensions", "install", "--force", inside)
        self.run("gsettings", "set", "org.gnome.shell", "enabled-extensions", f"['{UUID}']")
        self.run("gsettings", "set", "org.gnome.shell", "disable-user-extensions", "false")
        self.run("gsettings", "set", "org.gnome.shell", "welcome-dialog-last-shown-version", "'99'")
        stored = self.output("gsettings", "get", "org.gnome.shell", "enabled-extensions")
        assert UUID in stored, f"gsettings did not keep enabled-extensions (dconf?): {stored.strip()}"

    def start_shell(self):
        """gnome-shell --headless with a virtual monitor; returns once Eval answers."""
        self.shell = self.spawn("gnome-shell.log", "gnome-shell", "--headless", "--wayland",
                                "--virtual-monitor", "1280x800", f"--automation-script={HOME}/automation.js")

        def ready():
            if self.shell.poll() is not None:
                raise Gone(f"gnome-shell exited with {self.shell.returncode} (see gnome_shell/gnome-shell.log)")
            answer = self.request("eval", js="global.context.unsafe_mode && !Main.layoutManager._startingUp")
            return answer.get("ok") and answer.get("value") is True
        wait_for(60, "GNOME Shell to start and answer Eval", ready)

    # -- the daemon ---------------------------------------------------------------------------------

    def start_daemon(self, at):
        """solverv-daemon --at AT on the user's session bus; returns once it owns its name."""
        self.at = at
        self.daemon = self.spawn("daemon.log", "solverv-daemon", "--at", at)

        def owned():
            if self.daemon.poll() is not None:
                raise Gone(f"solverv-daemon exited with {self.daemon.returncode} (see gnome_shell/daemon.log)")
            return self.request("owned", name="io.github.solverv.Solverv1").get("value")
        wait_for(15, "the daemon's bus name", owned)

    def stop_daemon(self):
        """SIGTERM (the daemon's ordinary stop); returns once its name is gone."""
        self.daemon.send_signal(signal.SIGTERM)
        self.daemon.wait(timeout=10)
        wait_for(10, "the daemon's bus name to go",
                 lambda: self.request("owned", name="io.github.solverv.Solverv1").get("value") is False)

    # -- questions --------------------------------------------------------------------------------

    def request(self, op, timeout=30, **fields):
        """One probe question; returns its JSON answer."""
        self.probe.stdin.write((json.dumps({"op": op, **fields}) + "\n").encode())
        self.probe.stdin.flush()
        deadline = time.monotonic() + timeout
        fd = self.probe.stdout.fileno()
        while b"\n" not in self._buffer:
            left = deadline - time.monotonic()
            assert left > 0, f"the probe did not answer {op} within {timeout} s"
            ready, _, _ = select.select([fd], [], [], left)
            if ready:
                chunk = os.read(fd, 65536)
                assert chunk, "the probe exited (see probe.log)"
                self._buffer += chunk
        line, _, self._buffer = self._buffer.partition(b"\n")
        return json.loads(line)

    def eval(self, js):
        """org.gnome.Shell.Eval of JS; returns its value, or raises AssertionError with the error."""
        answer = self.request("eval", js=js)
        assert answer.get("ok"), f"Eval failed: {answer.get('value') or answer.get('error')}"
        return answer["value"]

    def properties(self):
        answer = self.request("props")
        assert "value" in answer, answer.get("error")
        return answer["value"]

    def screenshot(self, inside):
        """A PNG of the whole screen at INSIDE (a path in the chroot); returns its host path."""
        answer = self.request("screenshot", path=inside)
        assert answer.get("ok"), f"Screenshot failed: {answer}"
        return self.box.path(answer["value"])

    def close(self):
        """Closes the probe and reaps our processes (the Chroot kills whatever is left)."""
        if self.probe and self.probe.stdin:
            self.probe.stdin.close()
        for process in self.processes:
            if process.poll() is None and process is not self.probe:
                process.terminate()
        deadline = time.monotonic() + 3
        for process in self.processes:
            try:
                process.wait(timeout=max(0.1, deadline - time.monotonic()))
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()
