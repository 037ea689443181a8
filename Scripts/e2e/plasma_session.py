"""A Plasma 6 session in a chroot for plasma.py: user, buses, Xvfb, plasmashell, plasmoidviewer.

Everything desktop runs as the user `desk` (uid 1000) with a clean environment, as
../shared/DESKTOPS.md describes: a system bus, the user's session bus, Xvfb :99, the activation
environment updated (else the activity manager aborts and plasmashell refuses to load), and Qt's
accessibility bridge always on so plasma_atspi.py can read what is shown. Programs started here
log to LOGS/NAME.log; the Chroot that holds them ends them all.
"""

import datetime
import glob
import json
import os
import shlex
import shutil
import subprocess
import time

APPLET = "io.github.solverv.plasmoid"
UID = 1000
DISPLAY = ":99"
SCREEN = (1280, 800)
PATH = "/usr/local/bin:/usr/bin:/bin"
# The user's config.toml: the daemon's daily notification would pop up over the panel (it is not
# tested here). The Bokmål check puts `language = "nb"` before it.
CONFIG = "[notifications]\nenabled = false\n"
# How much earlier than SOLVERV_E2E_ARGS' --at the daemon runs on Plasma 6.3: its Text then
# differs from the CLI's, so a popup showing the CLI's words shows where they came from. On 6.4+
# the applet shows the daemon's View, so there it runs at --at itself.
DAEMON_EARLIER = datetime.timedelta(days=3)



class Session:
    def __init__(self, box, logs, artifacts, args, daemon_path=False):
        self.box = box
        # Plasma 6.4+: the applet reads the daemon and calls its methods; 6.3 runs the CLI.
        self.daemon_path = daemon_path
        self.logs = logs
        self.artifacts = artifacts
        self.args = args
        self.processes = {}
        self.compact = None
        self.plasmashell_log = os.path.join(logs, "plasmashell.log")

    def env(self):
        return {"HOME": "/home/desk", "USER": "desk", "LOGNAME": "desk", "PATH": PATH, "LANG": "C.UTF-8",
                "XDG_RUNTIME_DIR": f"/run/user/{UID}", "DBUS_SESSION_BUS_ADDRESS": f"unix:path=/run/user/{UID}/bus",
                "DISPLAY": DISPLAY, "QT_QPA_PLATFORM": "xcb", "XDG_CURRENT_DESKTOP": "KDE",
                "XDG_SESSION_TYPE": "x11", "KDE_SESSION_VERSION": "6", "KDE_FULL_SESSION": "true",
                "QT_LINUX_ACCESSIBILITY_ALWAYS_ON": "1", "QT_ACCESSIBILITY": "1"}

    def _argv(self, command):
        environment = [f"{key}={value}" for key, value in self.env().items()]
        return ["/usr/sbin/chroot", f"--userspec={UID}:{UID}", f"--groups={UID}", self.box.root,
                "/usr/bin/env", "-i", *environment, *command]

    def user(self, *command, capture=False, check=True, timeout=60):
        """Runs COMMAND as desk; returns its standard output when CAPTURE, else the process."""
        with open(self.box.log, "ab") as out:
            out.write(f"\n$ [desk] {shlex.join(command)}\n".encode())
        run = subprocess.run(self._argv(command), env={}, timeout=timeout, text=True,
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        with open(self.box.log, "a", encoding="utf-8") as out:
            out.write(("" if capture else run.stdout) + run.stderr)
        if check and run.returncode != 0:
            raise subprocess.CalledProcessError(run.returncode, command, run.stdout, run.stderr)
        return run.stdout if capture else run

    def spawn(self, name, *command, log=None):
        """Starts COMMAND as desk in the background, its output in LOGS/NAME.log (or LOG.log)."""
        out = open(os.path.join(self.logs, f"{log or name}.log"), "wb")
        self.processes[name] = subprocess.Popen(self._argv(command), env={}, stdout=out, stderr=subprocess.STDOUT,
                                                stdin=subprocess.DEVNULL)
        return self.processes[name]

    def stop(self, name):
        process = self.processes.pop(name)
        process.terminate()
        try:
            process.wait(10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(5)

    def read(self, inside):
        path = inside if inside.startswith(self.logs) else self.box.path(inside)
        with open(path, encoding="utf-8", errors="replace") as source:
            return source.read()

    def read_glob(self, pattern):
        return "".join(open(path, errors="replace").read() for path in glob.glob(self.box.path(pattern)))

    @staticmethod
    def wait(seconds, what, condition):
        deadline = time.monotonic() + seconds
        while True:
            value = condition()
            if value:
                return value
            assert time.monotonic() < deadline, f"timed out after {seconds} s waiting for {what}"
            time.sleep(0.3)

    def prepare(self, status, daemon, package):
        """User, Solverv's binaries, the deterministic wrapper, the buses and Xvfb."""
        box = self.box
        box.run("useradd", "-m", "-u", str(UID), "-s", "/bin/bash", "desk")
        box.run("install", "-d", "-m", "1777", "/tmp/.X11-unix")
        box.run("install", "-d", "-o", str(UID), "-g", str(UID), "-m", "700", f"/run/user/{UID}")
        os.makedirs(box.path("/opt/solverv"), exist_ok=True)
        shutil.copy(status, box.path("/opt/solverv/solverv-status"))
        shutil.copy(daemon, box.path("/opt/solverv/solverv-daemon"))
        shutil.copy(package, box.path(f"/tmp/{APPLET}.plasmoid"))
        shutil.copy(os.path.join(os.path.dirname(os.path.abspath(__file__)), "plasma_atspi.py"),
                    box.path("/tmp/plasma_atspi.py"))
        # The applet runs `solverv-status --format view` from PATH: this wrapper adds the fixed
        # time (SOLVERV_E2E_ARGS without the place, which config.toml holds: write_config, so the
        # settings page can change it) and notes each run, nothing else. The settings page's
        # `config` and `locate` runs get nothing added.
        with open(box.path("/usr/local/bin/solverv-status"), "w", encoding="utf-8") as out:
            out.write("#!/bin/sh\necho \"$*\" >>/tmp/solverv-status-runs.log\n"
                      "case \"$1\" in config|locate) exec /opt/solverv/solverv-status \"$@\";; esac\n"
                      f"exec /opt/solverv/solverv-status \"$@\" {shlex.join(self.timeless_args())}\n")
        for name in ("solverv-status", "solverv-daemon"):
            os.chmod(box.path(f"/opt/solverv/{name}"), 0o755)
        os.chmod(box.path("/usr/local/bin/solverv-status"), 0o755)
        box.run("install", "-m", "666", "/dev/null", "/tmp/solverv-status-runs.log")
        self.write_config(CONFIG)
        box.run("install", "-d", "-m", "755", "/run/dbus")
        box.run("dbus-daemon", "--system", "--fork")
        self.user("dbus-daemon", "--session", f"--address=unix:path=/run/user/{UID}/bus", "--fork", "--nopidfile")
        self.spawn("xvfb", "Xvfb", DISPLAY, "-screen", "0", f"{SCREEN[0]}x{SCREEN[1]}x24", "-nolisten", "tcp")
        self.wait(20, "Xvfb's socket", lambda: os.path.exists(self.box.path("/tmp/.X11-unix/X99")))
        keys = ("DISPLAY", "QT_QPA_PLATFORM", "XDG_CURRENT_DESKTOP", "QT_LINUX_ACCESSIBILITY_ALWAYS_ON",
                "QT_ACCESSIBILITY", "PATH", "KDE_SESSION_VERSION", "KDE_FULL_SESSION", "XDG_SESSION_TYPE")
        self.user("dbus-update-activation-environment", *(f"{k}={self.env()[k]}" for k in keys))
        at = self.args[self.args.index("--at") + 1] if "--at" in self.args else None
        if at and not self.daemon_path:
            at = (datetime.datetime.fromisoformat(at) - DAEMON_EARLIER).isoformat(timespec="minutes")
        # Every method call to the service, with its sender, for the 6.4+ checks.
        self.spawn("dbus-monitor", "dbus-monitor", "--session", "type='method_call',destination='io.github.solverv.Solverv1'")
        self.spawn("solverv-daemon", "/opt/solverv/solverv-daemon", *(["--at", at] if at else []))
        self.wait(20, "solverv-daemon on the bus", lambda: self.has_name("io.github.solverv.Solverv1"))

    def place(self):
        """SOLVERV_E2E_ARGS' --location, or None."""
        return self.args[self.args.index("--location") + 1] if "--location" in self.args[:-1] else None

    def timeless_args(self):
        """SOLVERV_E2E_ARGS without --location and its value."""
        if self.place() is None:
            return list(self.args)
        at = self.args.index("--location")
        return self.args[:at] + self.args[at + 2:]

    def write_config(self, text):
        """Writes the user's ~/.config/solverv/config.toml (read by every solverv-status run):
        TEXT, then SOLVERV_E2E_ARGS' place as `[location] city`."""
        os.makedirs(self.box.path("/home/desk/.config/solverv"), exist_ok=True)
        if self.place() is not None:
            text += f'[location]\ncity = "{self.place()}"\n'
        with open(self.box.path("/home/desk/.config/solverv/config.toml"), "w", encoding="utf-8") as out:
            out.write(text)
        self.box.run("chown", "-R", f"{UID}:{UID}", "/home/desk/.config")

    def has_name(self, name):
        reply = self.user("dbus-send", "--session", "--print-reply", "--dest=org.freedesktop.DBus", "/",
                          "org.freedesktop.DBus.NameHasOwner", f"string:{name}", capture=True, check=False)
        return "boolean true" in reply

    def install_applet(self):
        self.user("kpackagetool6", "--type", "Plasma/Applet", "--install", f"/tmp/{APPLET}.plasmoid")
        installed = f"/home/desk/.local/share/plasma/plasmoids/{APPLET}"
        metadata = json.loads(self.read(f"{installed}/metadata.json"))
        assert metadata["KPlugin"]["Id"] == APPLET, metadata["KPlugin"]
        listed = self.user("kpackagetool6", "--type", "Plasma/Applet", "--list", capture=True)
        assert APPLET in listed, "kpackagetool6 --list does not name the applet"
        return f"in ~/.local/share/plasma/plasmoids/{APPLET}"

    def evaluate(self, script):
        reply = self.user("dbus-send", "--session", "--print-reply", "--dest=org.kde.plasmashell", "/PlasmaShell",
                          "org.kde.PlasmaShell.evaluateScript", f"string:{script}", capture=True, check=False)
        return reply

    def start_shell(self, log=None):
        """plasmashell, with the applet in its panel (added unless a former run left it there)."""
        started = time.monotonic()
        self.spawn("plasmashell", "plasmashell", "--no-respawn", log=log)
        self.wait(60, "org.kde.plasmashell on the bus", lambda: self.has_name("org.kde.plasmashell"))
        self.wait(60, "a panel", lambda: '"0"' not in (r := self.evaluate("print(panels().length)")) and "string" in r)
        listing = "print(panels()[0].widgets().map(w => w.type).join(\",\"))"
        if APPLET not in self.evaluate(listing):
            self.evaluate(f'panels()[0].addWidget("{APPLET}")')
        widgets = self.evaluate(listing)
        assert APPLET in widgets, f"the panel's widgets: {widgets}"
        version = self.user("plasmashell", "--version", capture=True).strip()
        return f"{version}, panel ready in {time.monotonic() - started:.0f} s"

    def stop_plasmashell(self):
        self.stop("plasmashell")

    def start_viewer(self):
        self.spawn("plasmoidviewer", "plasmoidviewer", "-a", APPLET)

    def runs(self):
        """The wrapper's record: the arguments of each solverv-status run, one a line."""
        return self.read("/tmp/solverv-status-runs.log").splitlines()

    def method_calls(self):
        """(sender, member) of each method call dbus-monitor saw going to the service."""
        calls = []
        for line in self.read(os.path.join(self.logs, "dbus-monitor.log")).splitlines():
            if line.startswith("method call "):
                fields = dict(part.rstrip(";").split("=", 1) for part in line.split() if "=" in part)
                calls.append((fields.get("sender", ""), fields.get("member", "")))
        return calls

    def owner(self, name):
        """The unique bus name owning NAME."""
        reply = self.user("dbus-send", "--session", "--print-reply", "--dest=org.freedesktop.DBus", "/",
                          "org.freedesktop.DBus.GetNameOwner", f"string:{name}", capture=True)
        return reply.split('string "', 1)[1].split('"', 1)[0]

    def nodes(self, app, focus=None):
        more = ["--focus", focus] if focus else []
        run = self.user("python3", "/tmp/plasma_atspi.py", app, *more, capture=False, check=False, timeout=60)
        if run.returncode != 0:
            return []
        with open(os.path.join(self.logs, f"atspi-{app}.jsonl"), "w", encoding="utf-8") as out:
            out.write(run.stdout)  # the last tree read, for whoever reads a failure
        return [json.loads(line) for line in run.stdout.splitlines() if line.startswith("{")]

    def wait_nodes(self, app, predicate, seconds, what):
        found = []

        def ready():
            found[:] = self.nodes(app)
            return predicate(found)
        try:
            self.wait(seconds, what, ready)
        except AssertionError as error:
            names = sorted({n["name"] for n in found if n["name"]})[:40]
            raise AssertionError(f"{error}; AT-SPI shows {names}") from None
        return found

    def text_width(self, text):
        """TEXT's width in px set in the font fontconfig gives Plasma's default ("Noto Sans",
        10 pt at 96 dpi), as ImageMagick draws it (Qt's labels come out 0–2 px wider). A
        leading emoji (the season icon) is measured in Symbola, the font Qt falls back to here;
        its variation selector draws nothing."""
        if not hasattr(self, "_widths"):
            self._widths = {}
            self._fonts = {name: self.user("fc-match", "-f", "%{file}", name, capture=True).strip()
                           for name in ("Noto Sans", "Symbola")}
        if text not in self._widths:
            plain = text[:1].isascii() or text[:1].isalnum() or " " not in text
            icon, rest = ("", text) if plain else text.split(" ", 1)
            rest = (" " if icon else "") + rest
            self._widths[text] = sum(self._measure(font, part) for font, part in
                                     ((self._fonts["Symbola"], icon.replace("\ufe0f", "")),
                                      (self._fonts["Noto Sans"], rest)) if part)
        return self._widths[text]

    def _measure(self, font, text):
        return int(self.user("convert", "-font", font, "-density", "96", "-pointsize", "10", f"label:{text}",
                             "-format", "%w", "info:", capture=True))

    def screenshot(self, name, crop=None):
        """The screen (or CROP = (x, y, w, h) of it) as artifacts/e2e/NAME."""
        command = ["import", "-window", "root"]
        if crop:
            command += ["-crop", "{2}x{3}+{0}+{1}".format(*crop), "+repage"]
        self.user(*command, f"/tmp/{name}")
        shutil.copy(self.box.path(f"/tmp/{name}"), os.path.join(self.artifacts, name))


def refreshed(session, before):
    """After a click on Refresh: 6.3 ran the CLI again (BEFORE: the runs until then); 6.4+ asked
    the daemon's Refresh and ran nothing."""
    if not session.daemon_path:
        assert len(session.runs()) > before, "the Refresh click did not run solverv-status again"
        return
    assert len(session.runs()) == before, f"solverv-status ran on 6.4+: {session.runs()[before:]}"
    shell = session.owner("org.kde.plasmashell")
    session.wait(10, "the daemon's Refresh called by plasmashell", lambda: (shell, "Refresh") in session.method_calls())
