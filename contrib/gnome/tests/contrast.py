#!/usr/bin/python3
# SPDX-License-Identifier: MIT
"""Every fixed colour of the extension's two stylesheets reads at ≥ 4.5:1 where it is drawn.

    contrast.py EXTENSION_DIR      # prints one line per colour; exits 1 on any failure

GNOME Shell loads stylesheet-dark.css (which only imports stylesheet.css) in the dark style and
stylesheet-light.css (instead of it) in the light one. Each rule with a `color:` is drawn on the panel (the label's classes) or in the menu
(the line classes; `inherit` there is the theme's menu text colour); the backgrounds are GNOME Shell 48's and 51's own (the same in both:
gnome-shell-dark.css `#panel` #000000, `.popup-menu-content` #36363a; gnome-shell-light.css
#fafafb for both), at rest — a hovered or open panel button is shaded by the theme. WCAG 2's
ratio; all of it is normal-size text (the label is bold at the panel's ~15 px, hints 0.9em),
so 4.5:1 everywhere, never the 3:1 for large text. A colour rule on a class not listed in
SURFACES fails too (it would be unchecked). The two files must differ only in colours, since
only one of them is loaded. The gnome_shell e2e stage measures the same in the real Shell.
"""

import os
import re
import sys

MINIMUM = 4.5  # WCAG 2 AA, normal text
BACKGROUNDS = {"stylesheet.css": {"panel": "#000000", "menu": "#36363a"},
               "stylesheet-light.css": {"panel": "#fafafb", "menu": "#fafafb"}}
# What `color: inherit` gives a menu line: the theme's `.popup-menu` colour.
INHERITED = {"stylesheet.css": "#ffffff", "stylesheet-light.css": "#222226"}
# Where each coloured class is drawn.
SURFACES = {
    "solverv-spring": "panel", "solverv-summer": "panel", "solverv-autumn": "panel", "solverv-winter": "panel",
    "solverv-not-running": "panel",
    "solverv-line-section": "menu", "solverv-line-hint": "menu", "solverv-line-compare-hint": "menu",
    "solverv-line-title": "menu", "solverv-line-text": "menu", "solverv-line-compare-text": "menu",
}


def luminance(colour):
    """WCAG 2 relative luminance of #rrggbb."""
    channels = [int(colour.lstrip("#")[i:i + 2], 16) / 255 for i in (0, 2, 4)]
    linear = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
    return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]


def ratio(foreground, background):
    high, low = sorted((luminance(foreground), luminance(background)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def rules(path):
    """[(selector, {property: value})] of a stylesheet, comments dropped."""
    text = re.sub(r"/\*.*?\*/", "", open(path, encoding="utf-8").read(), flags=re.S)
    found = []
    for selectors, body in re.findall(r"([^{}]+)\{([^}]*)\}", text):
        declarations = dict((name.strip(), value.strip()) for name, _, value in
                            (part.partition(":") for part in body.split(";") if part.strip()))
        for selector in selectors.split(","):
            found.append((selector.strip(), declarations))
    return found


def main(extension):
    failures = []
    shapes = {}
    for name, backgrounds in BACKGROUNDS.items():
        found = rules(os.path.join(extension, name))
        shapes[name] = [(selector, {k: v for k, v in d.items() if k != "color"}) for selector, d in found]
        for selector, declarations in found:
            colour = declarations.get("color")
            if colour is None:
                continue
            # A pseudo-class (:insensitive, the theme's dimmed inactive items) draws on the same surface.
            surface = SURFACES.get(selector.lstrip(".").split(":")[0])
            if colour == "inherit" and surface == "menu":
                colour = INHERITED[name]
            if not re.fullmatch(r"#[0-9a-fA-F]{6}", colour) or surface is None:
                failures.append(f"{name}: {selector} colour {colour} (need #rrggbb, or inherit in the menu, "
                                f"on a class in SURFACES)")
                continue
            value = ratio(colour, backgrounds[surface])
            line = f"{name}: {selector} {colour} on the {surface} {backgrounds[surface]}: {value:.2f}:1"
            print(line)
            if value < MINIMUM:
                failures.append(f"{line} < {MINIMUM}:1")
    if shapes["stylesheet.css"] != shapes["stylesheet-light.css"]:
        failures.append("stylesheet.css and stylesheet-light.css differ in more than colours")
    # The dark variant is stylesheet.css itself (its only rule imports it).
    dark = re.sub(r"/\*.*?\*/", "", open(os.path.join(extension, "stylesheet-dark.css"), encoding="utf-8").read(), flags=re.S)
    if dark.split() != ['@import', 'url("stylesheet.css");']:
        failures.append(f"stylesheet-dark.css is not just @import url(\"stylesheet.css\"): {dark.strip()!r}")
    for failure in failures:
        print(f"FAIL {failure}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
