# shellcheck shell=bash
# Helpers for the end-to-end stages (source it; bash). Stages get these variables from run.sh:
#   SOLVERV_E2E_ROOT       the repository root
#   SOLVERV_E2E_ARTIFACTS  where screenshots and logs go (artifacts/e2e)
#   SOLVERV_E2E_TMP        a scratch directory (mode 755) removed at the end
#   SOLVERV_E2E_BIN_DIR    holds the solverv-status under test; first on PATH
#   SOLVERV_E2E_SUMMARY    append "NAME<TAB>OK|FAIL|SKIP<TAB>detail" lines here
#   SOLVERV_E2E_UPDATE_SCREENSHOTS  1 to copy screenshots into contrib/
#   SOLVERV_E2E_ARGS       deterministic solverv-status arguments (--location … --at …)

E2E_PIDS=()
E2E_CLEANUP=()

# e2e_on_cleanup COMMAND — a shell command for e2e_cleanup to run (e.g. stopping a daemon that
# left our process group).
e2e_on_cleanup() { E2E_CLEANUP+=("$1"); }

e2e_log() { printf '[e2e %s] %s\n' "$(date -u +%H:%M:%SZ)" "$*" >&2; }

# e2e_result NAME OK|FAIL|SKIP DETAIL
e2e_result() {
  printf '%s\t%s\t%s\n' "$1" "$2" "$3" >>"$SOLVERV_E2E_SUMMARY"
  e2e_log "$1: $2 — $3"
}

# e2e_wait_for SECONDS DESCRIPTION COMMAND… — polls COMMAND every 0.2 s until it succeeds.
e2e_wait_for() {
  local timeout=$1 what=$2
  shift 2
  local deadline=$((SECONDS + timeout))
  while ! "$@" >/dev/null 2>&1; do
    if ((SECONDS >= deadline)); then
      e2e_log "timed out after ${timeout}s waiting for $what"
      return 1
    fi
    sleep 0.2
  done
}

# e2e_spawn LOGFILE COMMAND… — runs COMMAND in its own session (process group) in the
# background, stdout and stderr to LOGFILE; sets E2E_PID.
e2e_spawn() {
  local log=$1
  shift
  setsid "$@" </dev/null >"$log" 2>&1 &
  E2E_PID=$!
  E2E_PIDS+=("$E2E_PID")
}

# e2e_stop PID — ends the process group PID leads: SIGTERM, then SIGKILL after 2 s.
e2e_stop() {
  local pid=$1
  kill -TERM -- "-$pid" 2>/dev/null || kill -TERM "$pid" 2>/dev/null || true
  for _ in 1 2 3 4 5 6 7 8 9 10; do
    kill -0 "$pid" 2>/dev/null || break
    sleep 0.2
  done
  kill -KILL -- "-$pid" 2>/dev/null || true
  kill -KILL "$pid" 2>/dev/null || true
  wait "$pid" 2>/dev/null || true
}

# Every solverv-status process running the binary under test (bars may start it in a process
# group of its own).
e2e_our_processes() {
  local exe=$SOLVERV_E2E_BIN_DIR/solverv-status proc
  for proc in /proc/[0-9]*; do
    [ "$(readlink "$proc/exe" 2>/dev/null)" = "$exe" ] && echo "${proc#/proc/}"
  done
  return 0
}

# e2e_cleanup — SIGKILL to every process group this shell started, then to any leftover
# solverv-status under test. For trap EXIT.
e2e_cleanup() {
  local pid command
  for command in "${E2E_CLEANUP[@]}"; do eval "$command" >/dev/null 2>&1 || true; done
  for pid in "${E2E_PIDS[@]}"; do
    kill -KILL -- "-$pid" 2>/dev/null || true
    kill -KILL "$pid" 2>/dev/null || true
  done
  for pid in $(e2e_our_processes); do kill -KILL "$pid" 2>/dev/null || true; done
  E2E_PIDS=()
E2E_CLEANUP=()

# e2e_on_cleanup COMMAND — a shell command for e2e_cleanup to run (e.g. stopping a daemon that
# left our process group).
e2e_on_cleanup() { E2E_CLEANUP+=("$1"); }
}

# e2e_count_colour IMAGE COLOUR FUZZ — how many pixels are within FUZZ (e.g. 15%) of COLOUR.
e2e_count_colour() {
  convert "$1" -alpha off -fuzz "$3" -fill '#FF00FE' -opaque "$2" \
    -fuzz 0 -fill black +opaque '#FF00FE' -fill white -opaque '#FF00FE' \
    -format '%[fx:round(mean*w*h)]\n' info: 2>/dev/null || echo 0
}

# e2e_count_not_colour IMAGE COLOUR FUZZ — how many pixels differ from COLOUR by more than FUZZ.
e2e_count_not_colour() {
  local total same
  total=$(identify -format '%[fx:w*h]\n' "$1" 2>/dev/null || echo 0)
  same=$(e2e_count_colour "$1" "$2" "$3")
  echo $((total - same))
}

# e2e_crop IMAGE GEOMETRY OUT — e.g. 1280x30+0+0.
e2e_crop() { convert "$1" -crop "$2" +repage "$3"; }

# e2e_publish DIR IMAGE [FILE] — copies IMAGE to contrib/DIR/FILE (default screenshot.png) when
# run with --update-screenshots.
e2e_publish() {
  local target=contrib/$1/${3:-screenshot.png}
  if [ "${SOLVERV_E2E_UPDATE_SCREENSHOTS:-0}" = 1 ]; then
    # -strip: no time stamps in the file, so unchanged pixels leave git clean.
    convert "$2" -strip "$SOLVERV_E2E_ROOT/$target"
    e2e_log "updated $target"
  fi
}

# e2e_colour_box IMAGE COLOUR FUZZ — the bounding box (WxH+X+Y) of the pixels near COLOUR,
# or nothing when there are none.
e2e_colour_box() {
  local box
  box=$(convert "$1" -alpha off -fuzz "$3" -fill '#FF00FE' -opaque "$2" \
    -fuzz 0 -fill black +opaque '#FF00FE' -fill white -opaque '#FF00FE' \
    -bordercolor black -border 1 -format '%@' info: 2>/dev/null) || return 0
  [[ "$box" =~ ^([0-9]+)x([0-9]+)\+([0-9]+)\+([0-9]+)$ ]] || return 0
  ((BASH_REMATCH[1] > 0 && BASH_REMATCH[2] > 0)) || return 0
  echo "${BASH_REMATCH[1]}x${BASH_REMATCH[2]}+$((BASH_REMATCH[3] - 1))+$((BASH_REMATCH[4] - 1))"
}

# e2e_content_box IMAGE BACKGROUND — the bounding box (WxH+X+Y) of everything that is not
# BACKGROUND (e.g. a bar or window on an empty black screen), or nothing.
e2e_content_box() {
  local box
  box=$(convert "$1" -alpha off -bordercolor "$2" -border 1 -fuzz 3% -format '%@' info: 2>/dev/null) || return 0
  [[ "$box" =~ ^([0-9]+)x([0-9]+)\+([0-9]+)\+([0-9]+)$ ]] || return 0
  ((BASH_REMATCH[1] > 1 && BASH_REMATCH[2] > 1)) || return 0
  echo "${BASH_REMATCH[1]}x${BASH_REMATCH[2]}+$((BASH_REMATCH[3] - 1))+$((BASH_REMATCH[4] - 1))"
}
