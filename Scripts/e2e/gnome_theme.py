"""The gnome_shell stages' light/dark check (issue 21 item 5): GNOME has no sunset schedule for
its dark style, so with Solverv's switch on the extension sets `org.gnome.desktop.interface
color-scheme` at each switch, following the daemon's `Theme`. In the real GNOME Shell (48 and 51)
with a daemon that has the Theme property:

- switch off (Theme ""): the menu shows the toggle, not checked, and color-scheme, set to
  prefer-dark by the test at noon, is left alone;
- the daemon restarted a little before the day's sunset (`--at`), a real click on the toggle
  (virtual pointer) turns theme.enabled on through SetSettings: config.toml says so, Theme is
  "light" and color-scheme becomes 'default' (what GNOME's own Dark Style toggle writes for
  light); at sunset the daemon's Theme turns "dark" and color-scheme 'prefer-dark';
- a second click turns the switch off: Theme "", and a value set afterwards stays.
The daemon at the stage's --at and the stage's config.toml are put back after.
"""

import time
from datetime import datetime, timedelta

import gnome_shell_js as js
from gnome_session import HOME, wait_for

BUTTON = "solverv-theme-button"
LEAD = 12  # s before sunset the daemon starts: the click and the light state fit in it


def _button(body):
    return js.with_menu_actor(BUTTON, "button", body)


def _state():
    return _button("button ? {visible: button.visible, mapped: button.is_mapped(), checked: button.checked,"
                   " name: button.accessible_name} : null")


def _click():
    return _button("button && button.is_mapped() ? (([x, y, w, h]) => click(x + w / 2, y + h / 2))(box(button)) : false")


def _scheme(session):
    return session.output("gsettings", "get", "org.gnome.desktop.interface", "color-scheme").strip().strip("'")


def _set_scheme(session, value):
    session.run("gsettings", "set", "org.gnome.desktop.interface", "color-scheme", value)


def check_theme(checks):
    s = checks.s
    began = time.monotonic()
    config_path = f"{HOME}/.config/solverv/config.toml"
    assert "Theme" in s.properties(), "the daemon has no Theme property (a daemon from before issue 21?)"
    assert s.properties()["Theme"] == "", f"Theme {s.properties()['Theme']!r} with the switch off"
    _set_scheme(s, "prefer-dark")
    checks.open_menu()
    state = wait_for(5, "the toggle in the menu", lambda: (lambda v: v if v and v["mapped"] else None)(s.eval(_state())))
    assert not state["checked"] and state["name"], f"switch off: the toggle {state}"
    time.sleep(1.5)  # the extension had every chance to write (it renders at each property change)
    assert _scheme(s) == "prefer-dark", f"switch off: color-scheme changed to {_scheme(s)}"
    s.eval(js.close_menu())

    today = checks.cli["json"]["today"]
    assert today.get("sunset"), f"SOLVERV_E2E_ARGS' place has no sunset on --at's day (polar?): {today}"
    sunset = datetime.fromisoformat(today["sunset"])
    start = (sunset - timedelta(seconds=LEAD)).strftime("%Y-%m-%dT%H:%M:%S")
    s.stop_daemon()
    s.start_daemon(start)
    started = time.monotonic()
    checks.open_menu(lambda v: v["label"] == s.properties().get("Text"))
    wait_for(5, "the toggle again", lambda: (s.eval(_state()) or {}).get("mapped"))
    assert s.eval(_click()), "could not click the toggle"
    wait_for(5, "Theme light after the click", lambda: s.properties().get("Theme") == "light")
    light = wait_for(5, "color-scheme 'default'", lambda: _scheme(s) if _scheme(s) == "default" else None)
    on_at = time.monotonic() - started
    assert s.eval(_state())["checked"], "the toggle is not checked with the switch on"
    with open(s.box.path(config_path), encoding="utf-8") as config:
        assert "enabled = true" in config.read().split("[theme]")[-1], "config.toml's [theme] does not say enabled = true"
    assert on_at < LEAD, f"the switch was on only {on_at:.1f} s after the daemon started, past sunset"
    wait_for(LEAD + 10, "Theme dark at sunset", lambda: s.properties().get("Theme") == "dark")
    dark_seen = time.monotonic()
    dark = wait_for(3, "color-scheme prefer-dark", lambda: _scheme(s) if _scheme(s) == "prefer-dark" else None)
    lag = time.monotonic() - dark_seen
    checks.open_menu()
    assert s.eval(_click()), "could not click the toggle the second time"
    wait_for(5, "Theme '' after the second click", lambda: s.properties().get("Theme") == "")
    _set_scheme(s, "default")
    time.sleep(1.5)
    assert _scheme(s) == "default", f"switched off: color-scheme changed to {_scheme(s)}"
    s.eval(js.close_menu())

    s.stop_daemon()
    s.write(config_path, checks.config)
    s.start_daemon(checks.at)
    wait_for(10, "the label back", lambda: checks.shows(lambda v: v["label"] == checks.cli["small"]))
    return (f"off: toggle shown, prefer-dark left alone; on by a click at sunset−{LEAD} s: {light}; at sunset "
            f"({sunset:%H:%M:%S}) Theme dark → {dark} within {lag:.1f} s; off again: the value stays; "
            f"{time.monotonic() - began:.0f} s")
