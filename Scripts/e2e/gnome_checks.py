"""The gnome_shell stage's checks on one running session (import it; see gnome_shell.py).

Each method is one check: it asserts on what GNOME Shell shows, read through
org.gnome.Shell.Eval (gnome_shell_js.py) and compared with the daemon's properties and what
`solverv-status` prints at the same arguments (CLI: small, large, json and the applets' view,
`--format view`, checked against the others by desk_view.agrees). An AssertionError is the
check's failure; a returned string is its detail.
"""

import os
import re
import shutil
import signal
import subprocess

import desk_view
import gnome_shell_js as js
from gnome_session import HOME, wait_for

NOT_RUNNING = "☀ solverv: not running"
ACTIVE, INACTIVE = 1, 2  # ExtensionState in GNOME 48's misc/extensionUtils.js
MENU_MAX_WIDTH = 560  # px: the large view is ~420, the raw GDBus error once made it ~800


class Checks:
    """The checks, in the order the stage runs them, on SESSION (a gnome_session.Session)."""

    def __init__(self, session, cli, at, artifacts, service, update_to=None, config="", reread=None, shell="48"):
        self.s = session
        self.shell = shell  # the GNOME Shell major version the suite must run ("48", "51")
        self.service = service  # contrib/dbus's activation file, @bindir@ filled in
        self.cli = cli  # {"small": line, "large": line, "json": --format json, "view": --format view}
        self.config = config  # the user's config.toml (the Bokmål check puts `language = "nb"` first)
        self.reread = reread  # a function returning cli()'s answer again (after a config change)
        self.at = at
        self.artifacts = artifacts  # artifacts/e2e: the pictures; the logs in artifacts/e2e/gnome_shell
        self.logs = os.path.join(artifacts, "gnome_shell")
        self.update_to = update_to  # where the label + menu picture goes too (contrib/gnome/screenshot.png)

    def texts(self, view):
        return [line["text"] for line in view["lines"]]

    @staticmethod
    def view_texts(view):
        """The menu's lines below the "Compare with…" entry and its answer: the view itself."""
        return [line["text"] for line in view["lines"]
                if not any(c.startswith(("solverv-line-compare-", "solverv-compare-")) for c in line["classes"])]

    def settled(self, want_open, condition=lambda view: True):
        """The view once the menu is (not) open and done animating and CONDITION holds."""
        last = {}

        def ready():
            view = self.s.eval(js.view())
            assert view["open"] == want_open, f"menu open: {view['open']}"
            assert not want_open or view["menuOpacity"] == 255, "menu still fading in"
            assert condition(view), f"label {view['label']!r}, menu {self.texts(view)[:8]}"
            # Still where it was 0.2 s ago: not moving (the menu follows the label's width).
            geometry = (view["labelBox"], view["menuBox"], [line["box"] for line in view["lines"]])
            steady = last.get("geometry") == geometry
            last["geometry"] = geometry
            return view if steady else None
        return wait_for(15, f"the menu {'open' if want_open else 'closed'} with the expected content", ready)

    def shows(self, condition):
        """The view when CONDITION holds for it; else an AssertionError saying what is shown."""
        view = self.s.eval(js.view())
        assert condition(view), f"state {view['state']}, label {view['label']!r}, error {view['error']!r}"
        return view

    def open_menu(self, condition=lambda view: True):
        """Clicks the label unless the menu is open already; the view once it has settled."""
        if self.s.eval(js.view())["open"]:
            return self.settled(True, condition)
        assert self.s.eval(js.click_label()), "no label to click"
        try:
            return self.settled(True, condition)
        except AssertionError as error:
            raise AssertionError(f"{error}; after the click: {self.s.eval(js.click_trace())}") from None

    def shell_up(self):
        version = self.s.output("gnome-shell", "--version").strip()
        # Said apart from a start failure: this once read as "Eval answers (unsafe mode)" failing
        # in 51.0 when it was only this line wanting 48.
        assert version.startswith(f"GNOME Shell {self.shell}."), \
            f"the tree holds {version!r}, not GNOME Shell {self.shell} (nothing was started)"
        self.s.start_shell()
        # Start-up first (it may end by showing the overview), then the desktop as after a login.
        wait_for(30, "the Shell done starting up, its pointer at the test's virtual device",
                 lambda: self.s.eval(js.prime_input()) == {"starting": False, "pointer": [320, 700]})
        self.s.eval(js.hide_overview())
        wait_for(10, "the overview to close", lambda: not self.s.eval(js.view())["overview"])
        return version

    def enabled(self):
        view = wait_for(20, "the extension to be enabled", lambda: self.shows(lambda v: v["state"] == ACTIVE))
        assert not view["error"], view["error"]
        assert view["path"] == f"/home/desk/.local/share/gnome-shell/extensions/{js.UUID}", view["path"]
        self.no_log_errors()
        return f"state {view['state']}, from {view['path']}"

    def label(self):
        expected = self.cli["small"]
        view = wait_for(10, "the label to show the daemon's text",
                        lambda: self.shows(lambda v: v["label"] == self.s.properties()["Text"]))
        properties = self.s.properties()
        text = properties["Text"]
        assert text == expected, f"daemon Text {text!r} != solverv-status {expected!r}"
        assert view["label"] == self.cli["view"]["text"], f"label {view['label']!r} != the view's text"
        # The daemon's View is the CLI's view (progress moves with the daemon's running clock).
        published = {k: v for k, v in properties["View"].items() if k not in ("progress", "valid_until")}
        wanted = {k: v for k, v in self.cli["view"].items() if k not in ("progress", "valid_until")}
        assert published == wanted, f"daemon View differs from --format view: " \
            f"{[k for k in wanted if published.get(k) != wanted[k]]}"
        assert view["labelMapped"], "label not on screen"
        season = self.cli["json"]["season"]["kind"]
        assert f"solverv-{season}" in view["labelClasses"], view["labelClasses"]
        x, y, w, h = view["labelBox"]
        px, py, pw, ph = view["panelBox"]
        assert w > 0 and py <= y and y + h <= py + ph, f"label {view['labelBox']} outside the panel {view['panelBox']}"
        return repr(view["label"])

    def large_view(self, shown, view=None):
        """Every piece of the view (`--format view`, or VIEW) in the menu, in the view's order;
        the title line first, each event row as its own line."""
        view = view or self.cli["view"]
        texts = self.view_texts(shown)
        # The first line with text: the "Compare with…" entry above the view has none.
        title = next((text for text in texts if text), "")
        assert title.startswith(view["title"]) and view["countdown"] in title, f"title line {title!r}"
        for row in view["events"]["rows"]:
            assert row["line"] in texts, f"event row {row['line']!r} not a menu line: {texts}"
        # Each event row's dot is drawn in its season's colour (an St style, read back from the actor).
        dots = {line["text"]: line.get("dot") for line in shown["lines"] if line.get("dot")}
        for row in view["events"]["rows"]:
            assert dots.get(row["line"]) == f"color: {row['colour']};", f"dot of {row['line']!r}: {dots.get(row['line'])!r}"
        try:
            desk_view.in_order(view, lambda piece, at: next(
                (i for i, text in enumerate(texts) if i >= at and piece in text), None))
        except AssertionError as error:
            raise AssertionError(f"{error} in the menu: {texts}") from None
        return texts

    def events_shown(self, view=None):
        """A settle condition: the menu holds the view's event rows (8 by default), each after its dot."""
        lines = [row["line"] for row in (view or self.cli["view"])["events"]["rows"]]
        return lambda shown: all(line in self.texts(shown) for line in lines)

    def menu(self):
        view = self.open_menu(self.events_shown())
        self.large_view(view)
        width = view["menuBox"][2]
        assert width <= MENU_MAX_WIDTH, f"menu {width} px wide"
        pieces = sum(len(group) for group in desk_view.pieces(self.cli["view"]))
        return f"{pieces} pieces in {len(view['lines'])} items, {width} px wide"

    def pictures(self):
        """Label (menu closed) and label + open menu, cropped from full-screen screenshots."""
        self.s.eval(js.close_menu())
        self.s.eval(js.quiet_desktop())
        closed = self.settled(False)
        lx, ly, lw, lh = closed["labelBox"]
        px, py, pw, ph = closed["panelBox"]
        label = self.crop(self.s.screenshot("/tmp/gnome-label-full.png"), "gnome-shell-label.png",
                          lx - 40, 0, px + pw - (lx - 40), ph)
        colour = self.cli["json"]["season"]["colour"]
        drawn = self.pixels(label, colour)
        assert drawn >= 100, f"the label is not drawn in the season colour {colour} ({drawn} px)"
        opened = self.open_menu(self.events_shown())
        mx, my, mw, mh = opened["menuBox"]
        left, right = min(lx, mx) - 12, max(lx + lw, mx + mw) + 12
        path = self.crop(self.s.screenshot("/tmp/gnome-menu-full.png"), "gnome-shell-menu.png",
                         left, 0, right - left, my + mh + 12)
        if self.update_to:
            shutil.copy(path, self.update_to)
        where = self.artifacts[max(0, self.artifacts.rfind("artifacts/")):]  # artifacts/e2e or artifacts/e2e/sid
        return f"label in {colour} ({drawn} px); {where}/gnome-shell-label.png, gnome-shell-menu.png"

    def pixels(self, path, colour):
        """How many pixels of the picture at PATH (host) are COLOUR, give or take 10 %."""
        inside = "/tmp/count.png"
        shutil.copy(path, self.s.box.path(inside))
        counted = self.s.box.run("convert", inside, "-alpha", "off", "-fuzz", "10%", "-transparent", colour,
                                 "-alpha", "extract", "-negate", "-format", "%[fx:mean*w*h]", "info:",
                                 stdout=subprocess.PIPE, text=True).stdout
        return round(float(counted))

    def crop(self, full, name, x, y, w, h):
        x, y = max(0, int(x)), max(0, int(y))
        shutil.copy(full, os.path.join(self.logs, os.path.basename(full)))
        self.s.box.run("convert", full[len(self.s.box.root):], "-crop", f"{int(w)}x{int(h)}+{x}+{y}", "+repage",
                       "/tmp/crop.png")
        target = os.path.join(self.artifacts, name)
        shutil.copy(self.s.box.path("/tmp/crop.png"), target)
        assert os.path.getsize(target) > 1000, f"{name} is empty"
        return target

    def menu_shot(self, view, name):
        """A screenshot of the open menu in VIEW (and the panel above it), 12 px around it, to
        artifacts/NAME; returns its path."""
        mx, my, mw, mh = view["menuBox"]
        full = self.s.screenshot(f"/tmp/{os.path.splitext(name)[0]}-full.png")
        return self.crop(full, name, mx - 12, 0, mw + 24, my + mh + 12)

    def not_running(self):
        self.s.stop_daemon()
        self.s.eval(js.quiet_desktop())
        view = self.open_menu(lambda v: v["label"] == NOT_RUNNING)
        assert "solverv-not-running" in view["labelClasses"], view["labelClasses"]
        texts = self.view_texts(view)
        assert next((text for text in texts if text), "") == "The Solverv service is not running", texts
        assert "Try to start the service" in texts and "Refresh" not in texts, texts
        self.menu_shot(view, "gnome-shell-not-running.png")
        return repr(view["label"])

    def try_start(self):
        """No activation file in this session: the D-Bus error becomes one short sentence."""
        assert self.s.eval(js.click_item("Try to start the service")), "no 'Try to start the service' item"
        self.settled(False)
        sentence = "The Solverv service could not be started: it is not installed for this session."
        view = self.open_menu(lambda v: sentence in self.texts(v))
        assert not [t for t in self.texts(view) if "GDBus" in t or "org.freedesktop" in t], self.texts(view)
        width = view["menuBox"][2]
        assert width <= MENU_MAX_WIDTH, f"menu {width} px wide with the error"
        return f"{width} px wide"

    def activation(self):
        """With contrib/dbus's activation file in the user's services folder, the same item
        starts the daemon (by D-Bus activation: `solverv-status daemon`, the real clock) and the
        label follows it; the activated daemon is then stopped and the file removed again."""
        path = f"{HOME}/.local/share/dbus-1/services/io.github.solverv.Solverv1.service"
        self.s.write(path, self.service)
        self.s.request("reload")
        self.open_menu(lambda v: "Try to start the service" in self.texts(v))
        assert self.s.eval(js.click_item("Try to start the service")), "no 'Try to start the service' item"
        view = wait_for(15, "the activated daemon on the label", lambda: self.shows(
            lambda v: v["label"] not in (None, NOT_RUNNING) and v["label"] == self.s.properties()["Text"]))
        daemons = [pid for pid in self.s.box.processes() if os.path.realpath(f"/proc/{pid}/exe").endswith("solverv-daemon")]
        assert len(daemons) == 1, f"solverv-daemon processes: {daemons}"
        os.kill(daemons[0], signal.SIGTERM)
        os.remove(self.s.box.path(path))
        self.s.request("reload")
        wait_for(10, "the activated daemon to go", lambda: self.shows(lambda v: v["label"] == NOT_RUNNING))
        return f"label {view['label']!r} from the activated daemon"

    def recovers(self):
        self.s.start_daemon(self.at)
        events = self.events_shown()
        view = self.open_menu(lambda v: v["label"] == self.cli["small"] and events(v))
        self.large_view(view)
        assert not [t for t in self.texts(view) if "could not be started" in t], "the old error stayed"
        self.s.eval(js.close_menu())
        return repr(view["label"])

    def rules(self):
        answer = self.s.request("match_rules")
        assert "value" in answer, answer.get("error")
        return [rule for rule in answer["value"] if "io.github.solverv.Solverv1" in rule]

    def disable(self):
        before = self.rules()
        assert before, "no match rule for the service before disable (cannot see watchers)"
        self.s.eval(js.watch_destruction())
        self.s.run("gnome-extensions", "disable", js.UUID)

        def nothing_left():
            left, rules = self.s.eval(js.leftovers()), self.rules()
            assert left["state"] == INACTIVE and not left["statusArea"] and left["actors"] == 0 and not rules, \
                f"{left}, match rules {rules}"
            return left

        left = wait_for(10, "disable to leave nothing", nothing_left)
        assert left["destroyed"] == {"button": True, "menu": True}, left["destroyed"]
        return f"{len(before)} match rules before, none after"

    def reenable(self):
        self.s.run("gnome-extensions", "enable", js.UUID)
        view = wait_for(10, "the label back", lambda: self.shows(lambda v: v["label"] == self.cli["small"]))
        assert view["state"] == ACTIVE and self.rules(), view["state"]
        return repr(view["label"])

    def no_log_errors(self):
        log = open(os.path.join(self.logs, "gnome-shell.log"), encoding="utf-8", errors="replace").read()
        bad = [line for line in log.splitlines() if re.search(r"solverv", line, re.I)
               and re.search(r"error|critical|warning|exception|@file://", line, re.I)]
        assert not bad, f"the Shell's log: {bad[:3]}"
        return f"{log.count(chr(10))} log lines, none about solverv"

    def names(self):
        """Every St.Button and St.Entry in the panel button and the open menu has an accessible
        name (a screen reader has nothing else on an icon or an empty entry): the gear is named
        with the View's `labels.settings`, the "Compare with…" entry with `labels.compare_with`."""
        self.open_menu(self.events_shown())
        widgets = self.s.eval(js.names())
        labels = self.cli["view"]["labels"]
        unnamed = [w for w in widgets if not w["name"].strip()]
        assert not unnamed, f"without an accessible name: {unnamed}"
        by_class = {c: w for w in widgets for c in w["classes"]}
        gear, entry = by_class.get("solverv-settings-button"), by_class.get("solverv-compare-entry")
        assert gear and gear["icon"] and not gear["text"], f"the gear is not an icon-only button: {gear}"
        assert gear["name"] == labels["settings"], f"gear named {gear['name']!r}, not {labels['settings']!r}"
        assert entry and entry["name"] == labels["compare_with"], f"entry named {entry and entry['name']!r}"
        # What the accessibility layer reports, where the Shell has one (ATK through Cally).
        wrong = [w for w in widgets if w["atk"] is not None and w["atk"] != w["name"]]
        assert not wrong, f"accessible object names differ: {wrong}"
        self.s.eval(js.close_menu())
        return ", ".join(f"{w['kind']} {w['name']!r}" + ("" if w["atk"] is not None else " (no ATK object)")
                         for w in widgets)

    def light_style(self, extension_dir):
        """`color-scheme` default (the Shell's dark style) then prefer-light: the Shell loads
        stylesheet-dark.css (which imports stylesheet.css) and then stylesheet-light.css in its
        place, the label is drawn in that sheet's colour for its season class, and the label and
        every coloured menu line read at ≥ 4.5:1 on the background the Shell really draws
        (contrib/gnome/tests/contrast.py's rule, measured); the dark style comes back after."""
        import contrast  # contrib/gnome/tests (see gnome_shell.py's sys.path)
        measured = {}
        for scheme, sheet, source in (("default", "stylesheet-dark.css", "stylesheet.css"),
                                      ("prefer-light", "stylesheet-light.css", "stylesheet-light.css"),
                                      ("default", "stylesheet-dark.css", "stylesheet.css")):
            self.s.run("gsettings", "set", "org.gnome.desktop.interface", "color-scheme", scheme)
            wait_for(10, f"the Shell to load {sheet}",
                     lambda: (self.s.eval(js.colours())["stylesheet"] or "").endswith("/" + sheet))
            self.open_menu()  # in whichever language the last check left
            # The sheet's colour for the label's season (or not-running) class.
            sheet_colours = {selector.lstrip("."): rule["color"].lower()
                             for selector, rule in contrast.rules(os.path.join(extension_dir, source)) if "color" in rule}

            def drawn_in_sheet_colour():
                now = self.s.eval(js.colours())
                wanted = [sheet_colours[c] for c in now["labelClasses"] if c in sheet_colours]
                assert wanted == [now["label"]], f"label {now['label']}, classes {now['labelClasses']}"
                return now

            def readable():
                """The drawn colours once every pair reads at the minimum. The Shell restyles the
                panel after the extension's sheet: on a loaded machine the label was once read in
                the light sheet's colour on the dark panel still (#1565c0 on #000000)."""
                shown = drawn_in_sheet_colour()
                assert shown["lines"], "no coloured menu line to measure"
                pairs = [("label", shown["label"], shown["panel"])]
                pairs += [(line["text"], line["colour"], shown["menu"]) for line in shown["lines"]]
                for what, colour, background in pairs:
                    value = contrast.ratio(colour, background)
                    assert value >= contrast.MINIMUM, f"{sheet}: {what!r} {colour} on {background}: {value:.2f}:1"
                return shown, pairs
            shown, pairs = wait_for(10, f"the label in {source}'s colour, every pair ≥ {contrast.MINIMUM}:1", readable)
            worst = min(contrast.ratio(c, b) for _, c, b in pairs)
            measured[sheet] = f"label {shown['label']} on {shown['panel']}, {len(pairs) - 1} lines on {shown['menu']}, " \
                f"lowest {worst:.2f}:1"
            if scheme == "prefer-light":
                self.s.eval(js.quiet_desktop())
                self.menu_shot(self.settled(True), "gnome-shell-menu-light.png")
            self.s.eval(js.close_menu())
        return "; ".join(f"{sheet}: {text}" for sheet, text in measured.items()) + ", and back"
