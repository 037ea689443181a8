#!/usr/bin/env bash
# Validates the Plasma 5.27 build of the applet without Plasma (the real plasmashell 5.27.5 runs
# it in the e2e stage plasma_bookworm):
#  1. Scripts/package/plasmoid5.py assembles it (an unmapped Qt 6 import stops it);
#  2. metadata.json: the Plasma 6 applet's Id (one id: see contrib/kde/README.md), Plasma 5's
#     X-Plasma-API declarativeappletscript and X-Plasma-MainScript naming a file that exists,
#     no X-Plasma-API-Minimum-Version (Plasma 5 would not show a 6.0 applet);
#  3. no Qt 6-only QML left: every non-relative import has a version, no `pragma
#     ComponentBehavior`, no import of the Plasma 6 modules (plasma5support, workspace.dbus,
#     kcmutils), no Loader of the files left out (DBusSource.qml, SettingsBus.qml);
#  4. Qt 5.15's qmllint parses every QML file (qtdeclarative5-dev-tools).
#  --self-test also breaks copies and expects each to be rejected.
set -uo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
repo="$(cd "$here/../../.." && pwd)"
self_test=0
[ "${1:-}" = "--self-test" ] && self_test=1
if command -v apt-get >/dev/null && [ ! -x /usr/lib/qt5/bin/qmllint ]; then
  "$repo/Scripts/install-system-packages.sh" qtdeclarative5-dev-tools >/dev/null || exit 2
fi
qmllint5=/usr/lib/qt5/bin/qmllint
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# check DIR: the checks 2-4 on an assembled package folder; prints what failed, returns 1 then.
check() {
  local dir="$1" bad=0
  python3 - "$dir" <<'PY' || bad=1
import json, os, sys
d = sys.argv[1]
m = json.load(open(os.path.join(d, "metadata.json")))
six = json.load(open(os.path.join(os.environ["REPO"], "contrib/kde/io.github.solverv.plasmoid/metadata.json")))
problems = []
if m["KPlugin"].get("Id") != six["KPlugin"]["Id"]:
    problems.append(f"Id {m['KPlugin'].get('Id')!r} is not the Plasma 6 applet's")
if m.get("X-Plasma-API") != "declarativeappletscript":
    problems.append("X-Plasma-API is not declarativeappletscript")
main = m.get("X-Plasma-MainScript", "")
if not main or not os.path.isfile(os.path.join(d, "contents", main)):
    problems.append(f"X-Plasma-MainScript {main!r} names no file")
if "X-Plasma-API-Minimum-Version" in m:
    problems.append("X-Plasma-API-Minimum-Version set (a Plasma 6 marker)")
if m.get("KPackageStructure") != "Plasma/Applet" or "Plasma/Applet" not in m["KPlugin"].get("ServiceTypes", []):
    problems.append("not a Plasma/Applet (KPackageStructure and KPlugin.ServiceTypes)")
for key in ("Name", "Description", "Icon", "Category", "License", "Version"):
    if m["KPlugin"].get(key) != six["KPlugin"].get(key):
        problems.append(f"KPlugin.{key} differs from the Plasma 6 applet's")
for p in problems:
    print("metadata.json:", p)
sys.exit(1 if problems else 0)
PY
  local found
  found=$(grep -rnE '^\s*import\s+[A-Za-z][A-Za-z0-9.]*(\s+as\s+\w+)?\s*$' "$dir" --include='*.qml')
  [ -z "$found" ] || { echo "unversioned imports: $found"; bad=1; }
  found=$(grep -rnE '^\s*pragma\s+ComponentBehavior|^\s*import\s.*(plasma5support|workspace\.dbus|kcmutils)|source:\s*"(DBusSource|SettingsBus)\.qml"' "$dir" --include='*.qml')
  [ -z "$found" ] || { echo "Plasma 6 only: $found"; bad=1; }
  local file
  while IFS= read -r file; do
    "$qmllint5" "$file" >"$work/lint.out" 2>&1 || { echo "qmllint (Qt 5): $(cat "$work/lint.out")"; bad=1; }
  done < <(find "$dir" -name '*.qml' | sort)
  return $bad
}

export REPO="$repo"
python3 "$repo/Scripts/package/plasmoid5.py" "$work/dist" >/dev/null || { echo "FAIL: plasmoid5.py"; exit 1; }
pkg="$work/dist/plasma5/io.github.solverv.plasmoid"
files=$(find "$pkg" -name '*.qml' | wc -l)
if ! check "$pkg"; then
  echo "FAIL: the Plasma 5 package"; exit 1
fi
if [ "$self_test" = 1 ]; then
  broken=0
  breaks=(
    "contents/ui/FullView.qml|s/^import QtQuick 2.15$/import QtQuick/"
    "contents/ui/Rows.qml|1i pragma ComponentBehavior: Bound"
    "contents/ui/main.qml|s/cli.refresh();/cli.refresh(;/"
    "metadata.json|s/declarativeappletscript/declarative/"
    "metadata.json|s/ui\/main.qml/ui\/mian.qml/"
    "contents/ui/CompareBox.qml|s/import QtQuick 2.15/import org.kde.plasma.plasma5support as P5/"
  )
  for item in "${breaks[@]}"; do
    copy="$work/broken"; rm -rf "$copy"; cp -r "$pkg" "$copy"
    sed -i "${item#*|}" "$copy/${item%%|*}"
    if check "$copy" >/dev/null 2>&1; then echo "self-test: not rejected: $item"; else broken=$((broken + 1)); fi
  done
  # An import the build has no Qt 5 version for must stop the build itself.
  cp -r "$repo/contrib" "$work/contrib-copy"
  if python3 - "$repo" "$work" <<'PY'
import importlib.util, os, sys
repo, work = sys.argv[1:]
spec = importlib.util.spec_from_file_location("p5", os.path.join(repo, "Scripts/package/plasmoid5.py"))
p5 = importlib.util.module_from_spec(spec); spec.loader.exec_module(p5)
try:
    p5.convert("contents/ui/X.qml", "import QtQuick.Shapes\n")
except SystemExit:
    sys.exit(0)
sys.exit(1)
PY
  then broken=$((broken + 1)); else echo "self-test: an unmapped import passed the build"; fi
  [ "$broken" = $(( ${#breaks[@]} + 1 )) ] || { echo "FAIL: self-test ($broken of $(( ${#breaks[@]} + 1 )) rejected)"; exit 1; }
  echo "self-test: $broken broken copies rejected"
fi
echo "OK: Plasma 5 package assembled ($files QML files), metadata, Qt 5 imports, Qt 5.15 qmllint"
