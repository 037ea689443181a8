"""The plasma stage's "Compare with…" check (issue 11, item 1): in the real plasmashell 6.3 the
popup's date field is clicked and a date typed with xdotool (real X input) and Enter pressed;
the labels that appear (read through AT-SPI, as a screen reader would) must be exactly the
lines `solverv-status compare DATE` prints at the same place and --at in the same chroot, and
the applet must have run `solverv-status compare DATE --format json` (Plasma 6.3 has no D-Bus
method calls for applets, so it takes the CLI, as for the view); on 6.4+ plasmashell must have
called the daemon's Compare (dbus-monitor) and run no solverv-status. The popup's picture goes to
artifacts/e2e/plasma-compare.png (and contrib/kde/screenshot-compare.png when UPDATE_TO is given).
"""

import os
import shutil

from plasma_view import fitted, popup_corner, popup_ready, popup_window

DATE = "2027-06-21"


def check_compare(session, want, args, update_to=None):
    """One check (see the module docstring); WANT is the stage's expected(session)."""
    expected = session.user("/opt/solverv/solverv-status", "compare", DATE, *args, capture=True).strip().split("\n")
    assert expected and expected[0].startswith("Jun 21, 2027 · "), f"CLI compare: {expected}"
    view = want["view"]
    prompt = view["labels"]["compare_with"]
    nodes = session.wait_nodes("plasmashell", lambda ns: any(n["name"] == view["title"] for n in ns),
                               20, "the open popup")
    shown = popup_window(nodes, view)
    fields = [n for n in shown if n["role"] in ("text", "entry", "editable text") and n["w"] > 0]
    assert fields, f"no text field in the popup: {sorted({(n['role'], n['name']) for n in shown})[:40]}"
    field = fields[0]
    before = session.read("/tmp/solverv-status-runs.log").splitlines()
    x, y = field["x"] + field["w"] // 2, field["y"] + field["h"] // 2
    session.user("xdotool", "mousemove", str(x), str(y), "click", "1")
    session.user("xdotool", "type", "--delay", "40", DATE)
    session.user("xdotool", "key", "Return")
    nodes = session.wait_nodes("plasmashell", lambda ns: popup_ready(session, ns, view, [view["title"], *expected]),
                               30, "the comparison lines in the popup")
    shown = popup_window(nodes, view)
    _, events = fitted(session, shown, view, expected)
    labels = sorted((n for n in shown if n["name"] in expected), key=lambda n: n["y"])
    assert [n["name"] for n in labels] == expected, f"compare lines out of order: {[n['name'] for n in labels]}"
    now = [n for n in shown if n["role"] == field["role"] and n["w"] > 0]
    assert now and all(n["y"] >= now[0]["y"] + now[0]["h"] for n in labels), "the lines are not under the field"
    runs = session.read("/tmp/solverv-status-runs.log").splitlines()[len(before):]
    if session.daemon_path:
        assert not runs, f"solverv-status ran on 6.4+: {runs}"
        shell = session.owner("org.kde.plasmashell")
        assert (shell, "Compare") in session.method_calls(), "plasmashell did not call the daemon's Compare"
    else:
        assert f"compare {DATE} --format json" in runs, f"the applet's runs: {runs}"
    session.popup_nodes = shown  # the popup grew: later checks click where things are now
    session.screenshot("plasma-compare.png", popup_corner(shown, session.compact))
    if update_to:
        shutil.copy(os.path.join(session.artifacts, "plasma-compare.png"), update_to)
    source = "the daemon's Compare" if session.daemon_path else "solverv-status compare"
    return f"typed {DATE} (placeholder {prompt!r}): {expected[0]!r} (+{len(expected) - 1} line) = the CLI's, " \
           f"from {source}; {events}"
