"""One summary line per check, for the Python e2e stages (the contract in README.md):
`NAME<TAB>OK|FAIL|SKIP<TAB>detail` appended to $SOLVERV_E2E_SUMMARY and a log line on stderr.

    import report
    report.check("name", "what it proves", function, *args)   # OK, FAIL or SKIP
    sys.exit(1 if report.failed else 0)
"""

import os
import subprocess
import sys
import time

from chroot import Unavailable

SUMMARY = os.environ.get("SOLVERV_E2E_SUMMARY")
failed = False  # a FAIL was reported


def result(name, status, detail):
    """Reports one check's status (OK, FAIL or SKIP) and detail."""
    global failed
    failed |= status == "FAIL"
    if SUMMARY:
        with open(SUMMARY, "a", encoding="utf-8") as out:
            out.write(f"{name}\t{status}\t{detail}\n")
    print(f"[e2e {time.strftime('%H:%M:%SZ', time.gmtime())}] {name}: {status} — {detail}", file=sys.stderr)


def check(name, detail, function, *args):
    """Runs FUNCTION(*ARGS): OK with what it returns appended, FAIL with the message of an
    AssertionError, a failed command or an OS error (or naming any other exception: the check's
    own bug), SKIP when the packages were Unavailable.
    Returns whether it passed."""
    try:
        extra = function(*args)
        result(name, "OK", detail + (f" ({extra})" if extra else ""))
        return True
    except Unavailable as error:
        result(name, "SKIP", f"{detail}: {error}")
    except (AssertionError, subprocess.CalledProcessError, subprocess.TimeoutExpired, OSError) as error:
        result(name, "FAIL", f"{detail}: {str(error) or type(error).__name__}"[:600])
    except Exception as error:  # a check's own bug fails that check, and the stage's others still run
        result(name, "FAIL", f"{detail}: the check broke: {type(error).__name__}: {error}"[:600])
    return False
