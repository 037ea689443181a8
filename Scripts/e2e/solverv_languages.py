"""Solverv's languages as the binary under test names them, so that a new language (one Swift file
and one registry line) reaches the desktop stages with no edit here.

`solverv-status config schema` lists the `language` setting's choices with their native names;
`--format view --lang CODE` gives each language's words for the applets' buttons.
"""

import json
import subprocess

# English is every stage's first run and Bokmål has a check of its own (gnome-bokmal, plasma-bokmal).
CHECKED_APART = ("auto", "en", "nb")


def _json(status, *arguments):
    return json.loads(subprocess.run([status, *arguments], check=True, stdout=subprocess.PIPE, text=True).stdout)


def names(status):
    """{code: native name} of every language the binary speaks, in its registry order."""
    setting = next(s for s in _json(status, "config", "schema")["settings"] if s["key"] == "language")
    return {choice["value"]: choice["label"] for choice in setting["choices"] if choice["value"] != "auto"}


def others(status):
    """The languages a stage checks one by one after English and Bokmål: {code: native name}."""
    return {code: name for code, name in names(status).items() if code not in CHECKED_APART}


def button_words(status, key):
    """The view's label KEY (e.g. "refresh") in every language: an applet may be in any of them."""
    return {_json(status, "--format", "view", "--lang", code, "--location", "Oslo")["labels"][key]
            for code in names(status)}
