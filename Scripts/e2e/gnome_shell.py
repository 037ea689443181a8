#!/usr/bin/env python3
"""e2e stage "gnome_shell": the GNOME extension in the real GNOME Shell, headless — 48 (Debian 13,
trixie) here, 50 (Debian forky) through gnome_shell_forky.py and 51 (Debian sid) through
gnome_shell_sid.py: one check code, the suite a parameter.

In a throwaway overlay of the suite's cached desktop tree (chroot.py, DESKTOP), as an ordinary
user with a session bus: the zip `make gnome-extension` makes is installed with
`gnome-extensions install`, the release solverv-daemon runs at SOLVERV_E2E_ARGS' place and time,
and `gnome-shell --headless` starts with unsafe mode (gnome_session.py). Through
org.gnome.Shell.Eval the stage reads what the Shell shows and compares it with the view
`solverv-status --format view` prints at the same arguments (itself checked against
`--format json` and `--size large`: desk_view.py). It asserts: the extension is enabled; the
panel label is the daemon's Text (and the CLI's line; the daemon's View is the CLI's view); a
real click opens the menu with every piece of the view in order; a stopped daemon shows "not
running", "Try to start the service" answers with one short sentence (and with contrib/dbus's
activation file installed starts the daemon), a new daemon recovers; `gnome-extensions disable`
leaves no panel entry, actor or bus match rule, and enable works again; with `language = "nb"`
in config.toml the label and menu speak Bokmål (the view of that config, no English left); the
Shell's log holds no error about the extension. Screenshots go to artifacts/e2e/ (with
SOLVERV_E2E_UPDATE_SCREENSHOTS=1 the label + menu one also to contrib/gnome/screenshot.png).
A suite other than trixie prefixes its summary names (`sid-gnome-menu-large`), keeps its
pictures and logs in artifacts/e2e/SUITE/ and never updates contrib/.
Needs root; SKIP (never OK) when the packages cannot be had.
"""

import json
import os
import shlex
import shutil
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
# contrast.py (the stylesheets' contrast rule) is the extension's own test code.
sys.path.insert(1, os.path.join(os.path.dirname(os.path.abspath(__file__)), "../../contrib/gnome/tests"))
import desk_view  # noqa: E402
from chroot import DESKTOP, Chroot, Unavailable  # noqa: E402
import report  # noqa: E402
from report import result  # noqa: E402
from gnome_checks import Checks  # noqa: E402
import gnome_compare  # noqa: E402
import gnome_prefs  # noqa: E402
import gnome_theme  # noqa: E402
from gnome_session import Session  # noqa: E402
import gnome_languages  # noqa: E402
import solverv_languages  # noqa: E402

ROOT = os.environ.get("SOLVERV_E2E_ROOT") or os.path.abspath(os.path.join(os.path.dirname(__file__), "../.."))
ARTIFACTS = os.environ.get("SOLVERV_E2E_ARTIFACTS", os.path.join(ROOT, "artifacts/e2e"))
LOGS = os.path.join(ARTIFACTS, "gnome_shell")  # per suite: see main()
# The GNOME Shell major version each suite's DESKTOP tree holds (the start check asserts it).
SHELLS = {"trixie": "48", "forky": "50", "sid": "51"}
ARGS = shlex.split(os.environ.get("SOLVERV_E2E_ARGS", "--location Oslo --at 2026-12-10T12:00"))


def option(name):
    return ARGS[ARGS.index(name) + 1] if name in ARGS[:-1] else None


def binaries():
    """The solverv-status under test and the release solverv-daemon beside it (built if absent)."""
    bin_dir = os.environ.get("SOLVERV_E2E_BIN_DIR", os.path.join(ROOT, ".build/release"))
    status = os.path.join(bin_dir, "solverv-status")
    daemon = os.path.join(bin_dir, "solverv-daemon")
    if os.environ.get("SOLVERV_DAEMON_BIN"):
        daemon = os.path.realpath(os.environ["SOLVERV_DAEMON_BIN"])
    if not os.access(daemon, os.X_OK):
        scratch = os.environ.get("SOLVERV_SCRATCH_PATH", ".build")
        with open(os.path.join(LOGS, "build.log"), "w") as log:
            subprocess.run(["swift", "build", "-c", "release", "--static-swift-stdlib", "--product",
                            "solverv-daemon", "--scratch-path", scratch], cwd=ROOT, stdout=log,
                           stderr=subprocess.STDOUT, check=True)
        daemon = os.path.join(ROOT, scratch, "release/solverv-daemon")
    return status, daemon


def extension_zip():
    with open(os.path.join(LOGS, "make.log"), "w") as log:
        subprocess.run(["make", "gnome-extension"], cwd=ROOT, stdout=log, stderr=subprocess.STDOUT, check=True)
    return os.path.join(ROOT, ".build/dist/solverv@solverv.github.io.shell-extension.zip")


def readme_pack(session, zip_path):
    """contrib/gnome/README.md's `gnome-extensions pack` command, run as written by this suite's
    gnome-extensions: its zip holds the same files as `make gnome-extension`'s (the stylesheets
    included: the tool takes stylesheet.css, -dark and -light by itself)."""
    import re
    import zipfile
    readme = open(os.path.join(ROOT, "contrib/gnome/README.md"), encoding="utf-8").read()
    found = re.search(r"gnome-extensions pack (contrib/gnome/\S+)\s+((?:--extra-source=\S+?\s*)+)`", readme)
    assert found, "no gnome-extensions pack command in contrib/gnome/README.md"
    source = os.path.join(ROOT, found.group(1))
    shutil.copytree(source, session.box.path("/tmp/pack/src"))
    session.box.run("chown", "-R", "1000:1000", "/tmp/pack")
    session.run("gnome-extensions", "pack", "/tmp/pack/src", *found.group(2).split(), "--out-dir=/tmp/pack")
    packed = sorted(zipfile.ZipFile(session.box.path(f"/tmp/pack/{os.path.basename(zip_path)}")).namelist())
    made = sorted(zipfile.ZipFile(zip_path).namelist())
    assert packed == made, f"the README's pack command: {packed}; make gnome-extension: {made}"
    assert {"stylesheet-light.css", "stylesheet-dark.css", "prefs-choices.js", "words.js"} <= set(packed), packed
    return f"{len(packed)} files, the same as make gnome-extension's"


def cli(session):
    """What solverv-status prints at the same arguments in the same chroot, as the desk user (so
    with the same config.toml as the daemon): the line, the large line, the JSON and the view."""
    return {"small": session.output("solverv-status", *ARGS).strip(),
            "large": session.output("solverv-status", *ARGS, "--size", "large").strip(),
            "json": json.loads(session.output("solverv-status", *ARGS, "--format", "json")),
            "view": json.loads(session.output("solverv-status", *ARGS, "--format", "view"))}


def run(box, status, daemon, zip_path, suite, artifacts):
    session = Session(box, LOGS)

    def check(name, *rest):
        """report.check with the suite's prefix on the name (none for trixie)."""
        return report.check(name if suite == "trixie" else f"{suite}-{name}", *rest)

    try:
        city, at = option("--location"), option("--at")
        assert city and at, f"SOLVERV_E2E_ARGS needs --location and --at: {ARGS}"
        config = f'[location]\ncity = "{city}"\n[notifications]\nenabled = false\n'
        session.prepare(status, daemon, config)
        session.install_extension(zip_path)
        update = os.environ.get("SOLVERV_E2E_UPDATE_SCREENSHOTS") == "1" and suite == "trixie"
        service = open(os.path.join(ROOT, "contrib/dbus/io.github.solverv.Solverv1.service")).read()
        english = cli(session)
        desk_view.agrees(english["view"], english["json"], english["large"], "en")
        stage = Checks(session, english, at, artifacts, service.replace("@bindir@", "/usr/local/bin"),
                       os.path.join(ROOT, "contrib/gnome/screenshot.png") if update else None,
                       config=config, reread=lambda: cli(session), shell=SHELLS[suite])
        session.start_daemon(at)
        if not check("gnome-shell-start", "gnome-shell --headless up, Eval answers (unsafe mode)", stage.shell_up):
            return
        check("gnome-pack", "contrib/gnome/README.md's gnome-extensions pack command = make gnome-extension's files",
              readme_pack, session, zip_path)
        if not check("gnome-extension-enabled", "installed from the store zip, state ACTIVE, no error", stage.enabled):
            return
        check("gnome-panel-label", "label = daemon Text = solverv-status line = view text; daemon View = --format view; season class", stage.label)
        check("gnome-menu-large", "a click opens the menu: every piece of --format view in order, ≤ 560 px", stage.menu)
        check("gnome-accessible-names", "every button and entry of the panel and menu has an accessible name "
              "(gear, 'Compare with…' from the View's labels)", stage.names)
        check("gnome-screenshots", "label and open menu", stage.pictures)
        check("gnome-compare", "'Compare with…': a date typed in the menu shows solverv-status compare's lines",
              lambda: gnome_compare.check_compare(stage, ARGS, os.path.join(ROOT, "contrib/gnome/screenshot-compare.png")
                                                   if update else None))
        check("gnome-prefs", "the gear opens prefs.js; 'Tokyo' typed and chosen there: config.toml, GetSettings and the label follow",
              lambda: gnome_prefs.check_prefs(stage, at, os.path.join(ROOT, "contrib/gnome/screenshot-prefs.png")
                                              if update else None))
        check("gnome-prefs-controls", "prefs.js's every control against the daemon: GetSettings and config.toml follow, "
              "refusals shown", gnome_prefs.check_controls, stage, ROOT)
        check("gnome-not-running", "daemon stopped: label and menu say not running", stage.not_running)
        check("gnome-try-start", "'Try to start the service' without activation: one short sentence", stage.try_start)
        check("gnome-try-start-activation", "the same with contrib/dbus's activation file: the daemon starts",
              stage.activation)
        check("gnome-recovers", "daemon started again: label and the whole view back", stage.recovers)
        check("gnome-disable", "gnome-extensions disable: no panel entry, actor or match rule left", stage.disable)
        check("gnome-reenable", "gnome-extensions enable again: label back", stage.reenable)
        check("gnome-bokmal", 'language = "nb" in config.toml: label and menu in Bokmål, no English left',
              gnome_languages.language, stage, "nb", "Bokmål")
        for code, name in solverv_languages.others(status).items():
            check(f"gnome-{code}", f'language = "{code}" in config.toml: label and menu in {name}, no English left',
                  gnome_languages.language, stage, code, name)
        check("gnome-light-style", "color-scheme prefer-light: stylesheet-light.css loaded; label and coloured "
              "lines ≥ 4.5:1 on the drawn panel and menu, in both styles", stage.light_style,
              os.path.join(ROOT, "contrib/gnome/solverv@solverv.github.io"))
        check("gnome-theme", "light/dark switch: off, color-scheme untouched; a click on the menu's toggle before "
              "sunset turns it on (default), at sunset prefer-dark; off again, untouched", gnome_theme.check_theme, stage)
        check("gnome-not-running-fi", 'language = "fi" in config.toml, daemon stopped: label, menu, "Try to start" and its '
              "error in Finnish from words.js (no daemon to ask), no English", gnome_languages.not_running, stage, "fi")
        check("gnome-shell-log", "no error, warning or stack frame about the extension in the Shell's log",
              stage.no_log_errors)
    finally:
        session.close()


def main(suite="trixie"):
    """The stage on SUITE (trixie: GNOME Shell 48; forky: 50; sid: 51; names prefixed `forky-`, `sid-`)."""
    global LOGS
    artifacts = ARTIFACTS if suite == "trixie" else os.path.join(ARTIFACTS, suite)
    LOGS = os.path.join(artifacts, "gnome_shell")
    stage = "gnome-shell" if suite == "trixie" else f"{suite}-gnome-shell"
    os.makedirs(LOGS, exist_ok=True)
    if os.geteuid() != 0:
        result(stage, "SKIP", "needs root (chroot, mounts)")
        return 0
    started = time.monotonic()
    try:
        status, daemon = binaries()
        zip_path = extension_zip()
    except (subprocess.CalledProcessError, OSError) as error:
        result(f"{stage}-build", "FAIL", f"daemon build or make gnome-extension: {error} (gnome_shell/*.log)")
        return 1
    try:
        with Chroot(suite, os.path.join(LOGS, "chroot.log"), packages=DESKTOP) as box:
            run(box, status, daemon, zip_path, suite, artifacts)
    except Unavailable as error:
        result(stage, "SKIP", str(error))
    except (AssertionError, OSError, subprocess.SubprocessError) as error:
        result(stage, "FAIL", f"set-up: {error}"[:600])
    print(f"[e2e] gnome_shell ({suite}): {time.monotonic() - started:.0f} s", file=sys.stderr)
    return 1 if report.failed else 0


if __name__ == "__main__":
    sys.exit(main())
