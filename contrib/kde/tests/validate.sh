#!/usr/bin/env bash
# Validates the Solverv Plasma 6 applet without Plasma: metadata.json, qmllint (Qt 6) twice, the
# view-model's tests under node, and the QML itself under qmltestrunner against stub modules.
#
#   contrib/kde/tests/validate.sh              everything (installs missing Debian packages)
#   contrib/kde/tests/validate.sh --lint-only  metadata + qmllint only
#   contrib/kde/tests/validate.sh --self-test  also proves the checks can fail: breaks copies of
#                                              the package (syntax error, misspelt property,
#                                              bad metadata) and expects each to be rejected
#   --no-install                               never call apt-get
#   PLASMOID_DIR=…                             lint another copy of the package
#
# Exits non-zero when any check fails. Checks, in order:
#  1. metadata.json: valid JSON; KPlugin.Id/Name/Icon, Name[xx]/Description[xx] for every
#     language contents/code/words.js has but English; KPackageStructure "Plasma/Applet";
#     X-Plasma-API-Minimum-Version "6.0"; contents/ui/main.qml exists.
#  2. qmllint, real import paths ("tolerant"): the Plasma 6 modules are not installable here,
#     so their "failed to import"/"not found" warnings are expected and allowed, and the
#     categories that only cascade from them are reported as info. Fails on syntax errors, on
#     any other module or type that does not resolve. See qmllint-verdict.py.
#  3. qmllint with tests/qmlstubs on the import path ("strict"): every import resolves, all
#     warning categories at their defaults plus unused imports: any warning fails.
#  4. tests/make-fixtures.sh --check: the fixtures are what `solverv-status --format view` prints
#     (SOLVERV_STATUS, default the debug build); make-words.py --check: contents/code/words.js
#     holds what `config words` says for every language.
#  5. node --test tests/test-model.mjs tests/test-settings.mjs (model.js; settings.js against the
#     real solverv-status).
#  6. qmltestrunner (offscreen) on tests/qml: model.js in a QML engine; CliSource; DBusSource;
#     main.qml with the 6.4 D-Bus module, with the 6.1 one (D-Bus source must fail to load and
#     the CLI take over) and with none (6.0).
set -uo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
kde="$(dirname "$here")"
repo="$(cd "$kde/../.." && pwd)"
plasmoid="${PLASMOID_DIR:-$kde/io.github.solverv.plasmoid}"
# The CLI the fixtures must match (exported, so the self-test's copies use it too).
if [ -z "${SOLVERV_STATUS:-}" ] && [ -x "$kde/../../.build/debug/solverv-status" ]; then
  SOLVERV_STATUS="$(cd "$kde/../.." && pwd)/.build/debug/solverv-status"
  export SOLVERV_STATUS
elif [ -z "${SOLVERV_STATUS:-}" ] && command -v solverv-status >/dev/null; then
  SOLVERV_STATUS="$(command -v solverv-status)"
  export SOLVERV_STATUS
fi
stubs="$here/qmlstubs"

lint_only=0
self_test=0
install=1
for arg in "$@"; do
  case "$arg" in
    --lint-only) lint_only=1 ;;
    --self-test) self_test=1 ;;
    --no-install) install=0 ;;
    -h|--help) sed -n '2,27p' "$0"; exit 0 ;;
    *) echo "validate.sh: unknown option $arg" >&2; exit 2 ;;
  esac
done

packages=(qt6-declarative-dev-tools qml6-module-qtqml qml6-module-qtqml-models qml6-module-qtqml-workerscript
  qml6-module-qtquick qml6-module-qtquick-controls qml6-module-qtquick-templates qml6-module-qtquick-layouts
  qml6-module-qtquick-window qml6-module-qttest nodejs python3)
if [ "$install" = 1 ] && command -v apt-get >/dev/null && [ -x "$repo/Scripts/install-system-packages.sh" ]; then
  "$repo/Scripts/install-system-packages.sh" "${packages[@]}" || { echo "validate.sh: could not install ${packages[*]}" >&2; exit 2; }
fi

qmllint="${QMLLINT:-}"
for candidate in /usr/lib/qt6/bin/qmllint /usr/lib64/qt6/bin/qmllint qmllint6 qmllint-qt6 qmllint; do
  [ -n "$qmllint" ] && break
  if command -v "$candidate" >/dev/null 2>&1 && "$candidate" --version 2>/dev/null | grep -q ' 6\.'; then
    qmllint="$(command -v "$candidate")"
  fi
done
qmltestrunner="${QMLTESTRUNNER:-$(dirname "${qmllint:-/usr/lib/qt6/bin/x}")/qmltestrunner}"
python=/usr/bin/python3
[ -x "$python" ] || python="$(command -v python3)"
if [ -z "$qmllint" ] || [ -z "$python" ]; then
  echo "validate.sh: needs Qt 6's qmllint and python3 (Debian: apt-get install ${packages[*]})" >&2
  exit 2
fi

passed=0
failed=0
pass() { passed=$((passed + 1)); echo "ok   $1"; }
fail() { failed=$((failed + 1)); echo "FAIL $1"; }
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# 1. metadata.json
check_metadata() {
  "$python" - "$1/metadata.json" "$1" <<'EOF'
import json, os, re, sys
path, package = sys.argv[1], sys.argv[2]
try:
    with open(path, encoding="utf-8") as handle:
        meta = json.load(handle)
except (OSError, ValueError) as error:
    print(f"  {path}: {error}")
    sys.exit(1)
problems = []
plugin = meta.get("KPlugin") if isinstance(meta, dict) else None
if not isinstance(plugin, dict):
    problems.append("KPlugin is missing or not an object")
    plugin = {}
for key in ("Id", "Name", "Icon"):
    if not isinstance(plugin.get(key), str) or not plugin.get(key).strip():
        problems.append(f"KPlugin.{key} is missing or empty")
if plugin.get("Id") and plugin["Id"] != os.path.basename(os.path.normpath(package)) and os.path.basename(os.path.normpath(package)) == "io.github.solverv.plasmoid":
    problems.append(f"KPlugin.Id {plugin['Id']!r} differs from the package folder name")
# The store and the widget explorer show Name/Description in the desktop's language: each
# language Solverv speaks has its own description, not the English one copied. The languages are
# words.js's tables (make-words.py writes one for each language `config schema` names, and check 4
# proves it current), so a new language is checked here without an edit.
words_path = os.path.join(package, "contents", "code", "words.js")
languages = []
if os.path.isfile(words_path):
    with open(words_path, encoding="utf-8") as words:
        languages = [code for code in re.findall(r'^    "([a-z]{2,3})": \{', words.read(), re.M) if code != "en"]
if len(languages) < 5:
    problems.append(f"contents/code/words.js names {len(languages)} languages besides English, not the five or more Solverv speaks")
for code in languages:
    for key in ("Name", "Description"):
        text = plugin.get(f"{key}[{code}]")
        if not isinstance(text, str) or not text.strip():
            problems.append(f"KPlugin.{key}[{code}] is missing or empty")
    if plugin.get(f"Description[{code}]") == plugin.get("Description"):
        problems.append(f"KPlugin.Description[{code}] is the English one")
if meta.get("KPackageStructure") != "Plasma/Applet":
    problems.append(f"KPackageStructure is {meta.get('KPackageStructure')!r}, not 'Plasma/Applet'")
if meta.get("X-Plasma-API-Minimum-Version") != "6.0":
    problems.append(f"X-Plasma-API-Minimum-Version is {meta.get('X-Plasma-API-Minimum-Version')!r}, not '6.0'")
if not os.path.isfile(os.path.join(package, "contents", "ui", "main.qml")):
    problems.append("contents/ui/main.qml is missing")
for problem in problems:
    print(f"  {path}: {problem}")
sys.exit(1 if problems else 0)
EOF
}

qml_files() {
  find "$1/contents" -type f \( -name '*.qml' -o -name '*.js' \) | sort
}

# 2. qmllint against the real import paths (Plasma 6 modules absent here)
lint_tolerant() {
  local report="$work/tolerant.json"
  local files
  mapfile -t files < <(qml_files "$1")
  "$qmllint" --ignore-settings --json "$report" \
    --unqualified info --property info --type info --signal info --required info --alias info \
    --deferred-property-id info --inheritance-cycle info \
    "${files[@]}" >/dev/null 2>"$work/tolerant.err"
  if [ ! -s "$report" ]; then
    cat "$work/tolerant.err"
    return 1
  fi
  "$python" "$here/qmllint-verdict.py" tolerant "$report"
}

# 3. qmllint with the stub modules: everything must resolve and be clean
lint_strict() {
  local report="$work/strict.json"
  local files
  mapfile -t files < <(qml_files "$1")
  # No --ignore-settings here: qmllint 6.4 then drops the -I paths too. (No .qmllint.ini exists
  # in this tree; the options below are the whole configuration.)
  "$qmllint" --json "$report" -I "$stubs/base" -I "$stubs/dbus-6.4" \
    --unused-imports warning \
    "${files[@]}" >/dev/null 2>"$work/strict.err"
  if [ ! -s "$report" ]; then
    cat "$work/strict.err"
    return 1
  fi
  "$python" "$here/qmllint-verdict.py" strict "$report"
}

lint_package() {
  local dir="$1" label="$2" ok=0
  if check_metadata "$dir"; then pass "$label metadata.json"; else fail "$label metadata.json"; ok=1; fi
  if lint_tolerant "$dir"; then pass "$label qmllint, real imports (Plasma 6 imports may be missing)"; else fail "$label qmllint, real imports"; ok=1; fi
  if lint_strict "$dir"; then pass "$label qmllint, strict with stub Plasma modules"; else fail "$label qmllint, strict with stub Plasma modules"; ok=1; fi
  return $ok
}

echo "== Solverv plasmoid: $plasmoid"
echo "   qmllint: $qmllint ($("$qmllint" --version 2>/dev/null))"
lint_package "$plasmoid" ""

if [ "$lint_only" = 0 ]; then
  # 4. the fixtures are what the real CLI prints (never hand-written, never stale)
  if [ -n "${SOLVERV_STATUS:-}" ]; then
    if "$here/make-fixtures.sh" --check >"$work/fixtures.out" 2>&1; then
      pass "fixtures are solverv-status --format view's output"
    else
      cat "$work/fixtures.out"
      fail "fixtures are solverv-status --format view's output"
    fi
  else
    fail "fixtures: no solverv-status to check them against (swift build, or set SOLVERV_STATUS)"
  fi

  # 4b. words.js (the applet's own sentences) is what the real CLI says, in every language
  if [ -n "${SOLVERV_STATUS:-}" ]; then
    if "$python" "$kde/make-words.py" --check "$SOLVERV_STATUS" >"$work/words.out" 2>&1; then
      pass "$(tail -n 1 "$work/words.out")"
    else
      cat "$work/words.out"
      fail "words.js is make-words.py's output"
    fi
  else
    fail "words.js: no solverv-status to check it against (swift build, or set SOLVERV_STATUS)"
  fi

  # 5. model.js under node
  if command -v node >/dev/null; then
    if node --test "$here/test-model.mjs" "$here/test-settings.mjs" >"$work/node.out" 2>&1; then
      pass "model.js and settings.js under node ($(grep -E '^# pass' "$work/node.out" | sed 's/# //'))"
    else
      cat "$work/node.out"
      fail "model.js under node"
    fi
  else
    fail "model.js under node (node is not installed)"
  fi

  # 6. the QML under qmltestrunner with stub modules
  if [ -x "$qmltestrunner" ]; then
    run_qml() {
      local label="$1" test="$2"
      shift 2
      local out="$work/qmltest.out"
      if QT_QPA_PLATFORM=offscreen QT_QUICK_BACKEND=software QML_XHR_ALLOW_FILE_READ=1 \
        timeout 300 "$qmltestrunner" -import "$stubs/base" "$@" -input "$here/qml/$test" >"$out" 2>&1; then
        pass "qmltestrunner $label ($(grep -E '^Totals' "$out" | cut -d, -f1-2 | sed 's/Totals: //'))"
      else
        grep -vE '^(PASS|QStandardPaths|Config)' "$out"
        fail "qmltestrunner $label"
      fi
    }
    run_qml "model.js in QML" tst_model.qml
    run_qml "CliSource" tst_cli.qml
    run_qml "CompareBox" tst_compare.qml
    run_qml "settings page" tst_settings.qml
    run_qml "settings page, Plasma 6.4+ (D-Bus)" tst_settings_dbus.qml -import "$stubs/dbus-6.4"
    run_qml "DBusSource (6.4 module)" tst_dbus.qml -import "$stubs/dbus-6.4"
    run_qml "main.qml, Plasma 6.4+ (D-Bus)" tst_main_dbus.qml -import "$stubs/dbus-6.4"
    run_qml "main.qml, Plasma 6.1-6.3 (CLI fallback)" tst_main_fallback.qml -import "$stubs/dbus-6.1"
    run_qml "main.qml, Plasma 6.0 (CLI fallback)" tst_main_fallback.qml
  else
    fail "qmltestrunner not found next to $qmllint"
  fi
fi

if [ "$self_test" = 1 ]; then
  # Each case breaks one file in a copy of contrib/kde and runs this script on the copy (all
  # checks, no installs): it must fail. Proves the checks can fail, not only pass.
  echo "== self-test: each broken copy must be rejected"
  broken() {
    local name="$1" file="$2" script="$3"
    local copy="$work/self-test-$((passed + failed))"
    mkdir -p "$copy"
    cp -r "$kde/io.github.solverv.plasmoid" "$kde/tests" "$kde/make-words.py" "$copy/"
    "$python" -c "$script" "$copy/io.github.solverv.plasmoid/$file"
    if cmp -s "$plasmoid/$file" "$copy/io.github.solverv.plasmoid/$file"; then
      fail "self-test: $name: the edit did not apply"
      return
    fi
    if PLASMOID_DIR='' bash "$copy/tests/validate.sh" --no-install >"$work/self.out" 2>&1; then
      cat "$work/self.out"
      fail "self-test: $name was NOT rejected"
    else
      pass "self-test: $name rejected by: $(grep '^FAIL [^!]' "$work/self.out" | sed 's/^FAIL *//' | paste -sd ';' -)"
    fi
  }
  edit() { # python: replace the first $1 with $2 in the file given as argv[1]
    printf 'import sys\np=sys.argv[1]\ns=open(p,encoding="utf-8").read()\nopen(p,"w",encoding="utf-8").write(s.replace(%s,%s,1))\n' "$1" "$2"
  }
  broken "syntax error in main.qml" contents/ui/main.qml "$(edit '"function refresh() {"' '"function refresh() {{"')"
  broken "misspelt property in FullView.qml" contents/ui/FullView.qml "$(edit '"wrapMode: Text.Wrap"' '"wrapmode: Text.Wrap"')"
  broken "unknown id in CliSource.qml" contents/ui/CliSource.qml "$(edit '"cli.settled = true;"' '"clii.settled = true;"')"
  broken "misspelt own type in main.qml" contents/ui/main.qml "$(edit '"CliSource {"' '"CliSourc {"')"
  broken "wrong D-Bus member in DBusSource.qml" contents/ui/DBusSource.qml "$(edit '"\"Refresh\","' '"\"Refreshh\","')"
  broken "wrong property in DBusSource.qml" contents/ui/DBusSource.qml "$(edit '"map[\"View\"]"' '"map[\"Views\"]"')"
  broken "wrong schema method in SettingsClient.qml" contents/ui/SettingsClient.qml "$(edit '"\"GetSettingsSchema\""' '"\"GetSettingSchema\""')"
  broken "a language list typed in settings.js" contents/code/settings.js "$(edit '"var TIME_CHOICE"' '"var LANGUAGES = [[\"sv\", \"Svenska\"]];\nvar TIME_CHOICE"')"
  broken "the choice values shown in settings.js" contents/code/settings.js "$(edit '"return choice.label;"' '"return choice.value;"')"
  broken "syntax error in model.js" contents/code/model.js "$(edit '"function unwrap(v) {"' '"function unwrap(v) {("')"
  broken "wrong staleness in model.js" contents/code/model.js "$(edit '"nowMs >= validUntilMs"' '"nowMs > validUntilMs"')"
  broken "an English sentence left in words.js' Bokmål" contents/code/words.js "$(edit '"\"Ukjent feil\""' '"\"Unknown error\""')"
  broken "a language's description missing in metadata.json" metadata.json "$(edit '"\"Description[fi]\""' '"\"Description[xx]\""')"
  broken "wrong API version in metadata.json" metadata.json "$(edit "'\"6.0\"'" "'\"5.0\"'")"
  broken "invalid JSON in metadata.json" metadata.json "$(edit '"}"' '"},"')"
fi

echo "validate: $passed passed, $failed failed"
[ "$failed" = 0 ]
