#!/usr/bin/env python3
"""The example hooks in contrib/hooks, run for real against a scratch HOME.

Each script is checked with `sh -n` (and dash, and shellcheck when installed); run with a bad
SOLVERV_THEME it refuses (exit 64); run with its tool missing from PATH (a PATH of real
utilities without it) it exits 0 and says so, writing nothing; and where the tool is installed,
its real effect is checked: gsettings through the keyfile backend in the scratch
XDG_CONFIG_HOME (the memory backend forgets a value when the gsettings process ends, so another
process could not read it back), a real headless Neovim listening where the script looks, the
theme files the terminals and Waybar read. The whole run is in its own PID namespace, so the
scripts' pkill reaches no process outside it. One line per check: "OK|FAIL|SKIP name detail".
"""
import os
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
HOOKS = os.path.dirname(HERE)
SCRIPTS = sorted(f for f in os.listdir(HOOKS) if f.endswith(".sh"))
# What the scripts themselves call besides their tool: a PATH of these only is "tool missing".
BASICS = ["sh", "cat", "cp", "mv", "sed", "grep", "pkill", "id", "touch", "sleep", "setsid",
          "timeout", "kill", "echo"]
TOOLS = {"gtk-theme.sh": "gsettings", "neovim.sh": "nvim", "kitty.sh": "kitty", "foot.sh": "foot",
         "alacritty.sh": "alacritty", "waybar.sh": "waybar", "swaybg.sh": "swaybg",
         "plasma-global-theme.sh": "plasma-apply-lookandfeel"}
failures = 0


def report(result, name, detail=""):
    global failures
    if result == "FAIL":
        failures += 1
    print(f"{result} {name} {detail}".rstrip(), flush=True)


def check(name, function):
    try:
        detail = function()
        report("OK", name, detail or "")
    except AssertionError as error:
        report("FAIL", name, str(error))


def run(script, theme, env, path=None):
    environment = dict(env, SOLVERV_THEME=theme)
    if path is not None:
        environment["PATH"] = path
    return subprocess.run(["sh", os.path.join(HOOKS, script)], env=environment,
                          capture_output=True, text=True, timeout=30)


def scratch_env(root):
    home = os.path.join(root, "home")
    config = os.path.join(home, ".config")
    runtime = os.path.join(root, "run")
    for folder in (config, runtime, os.path.join(root, "tmp")):
        os.makedirs(folder, mode=0o700, exist_ok=True)
    return {"HOME": home, "XDG_CONFIG_HOME": config, "XDG_RUNTIME_DIR": runtime,
            "TMPDIR": os.path.join(root, "tmp"), "PATH": os.environ["PATH"], "LANG": "C.UTF-8",
            "GSETTINGS_BACKEND": "keyfile"}


def files_under(folder):
    return sorted(os.path.relpath(os.path.join(d, f), folder)
                  for d, _, names in os.walk(folder) for f in names)


def syntax(script):
    def body():
        path = os.path.join(HOOKS, script)
        assert os.access(path, os.X_OK), f"{script} is not executable (the daemon runs only executables)"
        for shell in ("sh", "dash"):
            if shutil.which(shell):
                result = subprocess.run([shell, "-n", path], capture_output=True, text=True)
                assert result.returncode == 0, f"{shell} -n: {result.stderr.strip()}"
        if shutil.which("shellcheck"):
            result = subprocess.run(["shellcheck", "-s", "sh", path], capture_output=True, text=True)
            assert result.returncode == 0, result.stdout.strip()
            return "sh -n, dash -n, shellcheck clean"
        return "sh -n, dash -n (no shellcheck installed)"
    return body


def refuses_bad_theme(script, root):
    def body():
        result = run(script, "dusk", scratch_env(os.path.join(root, "bad-" + script)))
        assert result.returncode == 64, f"exit {result.returncode}: {result.stderr.strip()}"
        assert "SOLVERV_THEME must be dark or light" in result.stderr, result.stderr
        return "exit 64: " + result.stderr.strip()
    return body


def missing_tool(script, root):
    def body():
        folder = os.path.join(root, "missing-" + script)
        env = scratch_env(folder)
        bin_dir = os.path.join(folder, "bin")
        os.makedirs(bin_dir)
        for tool in BASICS:
            found = shutil.which(tool)
            assert found, f"{tool} (a basic utility the scripts use) is not installed"
            os.symlink(found, os.path.join(bin_dir, tool))
        # Theme files present, so only the missing program can stop the script.
        for name in ("kitty/solverv-dark.conf", "alacritty/solverv-dark.toml",
                     "waybar/solverv-dark.css", "solverv/wallpaper-dark.png"):
            os.makedirs(os.path.dirname(os.path.join(env["XDG_CONFIG_HOME"], name)), exist_ok=True)
            with open(os.path.join(env["XDG_CONFIG_HOME"], name), "w") as file:
                file.write("# theme\n")
        env["WAYLAND_DISPLAY"] = "wayland-1"
        before = files_under(folder)
        result = run(script, "dark", env, path=bin_dir)
        assert result.returncode == 0, f"exit {result.returncode}: {result.stderr.strip()}"
        tool = TOOLS[script]
        assert f"{tool} is not installed" in result.stderr, f"no message naming {tool}: {result.stderr!r}"
        assert files_under(folder) == before, "wrote files although its tool is missing"
        return result.stderr.strip()
    return body


def gsettings_effect(root):
    def body():
        env = scratch_env(os.path.join(root, "gsettings"))
        get = ["gsettings", "get", "org.gnome.desktop.interface"]
        seen = []
        for theme, gtk in (("dark", "'Adwaita-dark'"), ("light", "'Adwaita'")):
            result = run("gtk-theme.sh", theme, env)
            assert result.returncode == 0, result.stderr
            value = subprocess.run(get + ["gtk-theme"], env=env, capture_output=True, text=True).stdout.strip()
            assert value == gtk, f"{theme}: gtk-theme {value}, expected {gtk}"
            seen.append(value)
        result = run("gtk-theme.sh", "dark", dict(env, ICON_THEME_DARK="HighContrast"))
        icons = subprocess.run(get + ["icon-theme"], env=env, capture_output=True, text=True).stdout.strip()
        assert icons == "'HighContrast'", f"icon-theme {icons}"
        keyfile = os.path.join(env["XDG_CONFIG_HOME"], "glib-2.0/settings/keyfile")
        assert os.path.isfile(keyfile), "the keyfile backend wrote nothing in the scratch config"
        return f"gtk-theme {' then '.join(seen)}, icon-theme {icons} (keyfile backend, scratch)"
    return body


def neovim_effect(root):
    def body():
        env = scratch_env(os.path.join(root, "neovim"))
        socket = os.path.join(env["XDG_RUNTIME_DIR"], "nvim.4242.0")
        nvim = subprocess.Popen(["nvim", "--headless", "--clean", "--listen", socket], env=env,
                                stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            deadline = time.time() + 10
            while not os.path.exists(socket):
                assert time.time() < deadline, "nvim --listen made no socket in 10 s"
                time.sleep(0.1)
            # A stale socket (a Neovim that ended) must not stop the others.
            stale = os.path.join(env["XDG_RUNTIME_DIR"], "nvim.1.0")
            import socket as sockets
            listener = sockets.socket(sockets.AF_UNIX)
            listener.bind(stale)
            listener.close()
            seen = []
            for theme in ("light", "dark"):
                result = run("neovim.sh", theme, env)
                assert result.returncode == 0, result.stderr
                assert "in 1 running" in result.stdout, result.stdout + result.stderr
                assert "no answer on " + stale in result.stderr, "the stale socket went unreported"
                answer = subprocess.run(["nvim", "--headless", "--server", socket, "--remote-expr", "&background"],
                                        env=env, capture_output=True, text=True, timeout=10)
                # Neovim 0.7 prints the answer on standard error, newer ones on standard output.
                value = (answer.stdout + answer.stderr).strip()
                assert value == theme, f"after {theme}: background={value}"
                seen.append(value)
            version = subprocess.run(["nvim", "--version"], capture_output=True, text=True).stdout.split("\n")[0]
            return f"a running {version}: background {' then '.join(seen)}; stale socket skipped"
        finally:
            nvim.kill()
            nvim.wait()
    return body


def copied_theme(script, folder_name, source, target, extra=None):
    def body():
        folder = os.path.join(os.environ["HOOKS_SCRATCH"], script)
        env = scratch_env(folder)
        directory = os.path.join(env["XDG_CONFIG_HOME"], folder_name)
        os.makedirs(directory)
        for theme in ("dark", "light"):
            with open(os.path.join(directory, source.format(theme)), "w") as file:
                file.write(f"# {theme} colours\n")
        if extra:
            extra(directory)
        for theme in ("dark", "light"):
            result = run(script, theme, env)
            assert result.returncode == 0, f"{theme}: exit {result.returncode}: {result.stderr.strip()}"
            with open(os.path.join(directory, target)) as file:
                assert file.read() == f"# {theme} colours\n", f"{target} is not the {theme} file"
        leftovers = [f for f in os.listdir(directory) if f.endswith(".new")]
        assert not leftovers, f"left {leftovers}"
        return f"{folder_name}/{target} = the dark, then the light file"
    return body


def alacritty_touch(directory):
    main = os.path.join(directory, "alacritty.toml")
    with open(main, "w") as file:
        file.write('[general]\nimport = ["solverv-theme.toml"]\n')
    os.utime(main, (1_000_000_000, 1_000_000_000))


def alacritty_effect():
    copy = copied_theme("alacritty.sh", "alacritty", "solverv-{}.toml", "solverv-theme.toml", alacritty_touch)

    def body():
        detail = copy()
        main = os.path.join(os.environ["HOOKS_SCRATCH"], "alacritty.sh/home/.config/alacritty/alacritty.toml")
        assert os.stat(main).st_mtime > 1_500_000_000, "alacritty.toml not touched (older Alacritty would not reload)"
        return detail + "; alacritty.toml touched"
    return body


def foot_effect(root):
    def body():
        env = scratch_env(os.path.join(root, "foot"))
        version = subprocess.run(["foot", "--version"], capture_output=True, text=True).stdout.strip()
        result = run("foot.sh", "dark", env)
        assert result.returncode == 0, result.stderr
        number = tuple(int(n) for n in version.split()[2].split(".")[:3])
        if number < (1, 23, 1):
            assert "cannot switch colours while running" in result.stderr, result.stderr
            return f"{version.split(' +')[0]}: says it cannot switch, sends no signal"
        return f"{version.split(' +')[0]}: signals running foot (none here)"
    return body


def swaybg_effect(root):
    def body():
        env = scratch_env(os.path.join(root, "swaybg"))
        env.pop("WAYLAND_DISPLAY", None)
        result = run("swaybg.sh", "dark", env)
        assert result.returncode == 0 and "no wallpaper for dark" in result.stderr, result.stderr
        os.makedirs(os.path.join(env["XDG_CONFIG_HOME"], "solverv"))
        with open(os.path.join(env["XDG_CONFIG_HOME"], "solverv/wallpaper-dark.png"), "w") as file:
            file.write("")
        result = run("swaybg.sh", "dark", env)
        assert result.returncode == 0 and "no Wayland session" in result.stderr, result.stderr
        return "no picture, then no Wayland session: exit 0 with a message each (no compositor here)"
    return body


def main():
    if os.environ.get("HOOKS_IN_NAMESPACE") != "1":
        # pkill must reach nothing of the caller's: a PID namespace of our own.
        command = ["unshare", "--pid", "--fork", "--mount-proc"]
        if os.getuid() != 0:
            command[1:1] = ["--user", "--map-root-user"]
        env = dict(os.environ, HOOKS_IN_NAMESPACE="1")
        result = subprocess.run(command + [sys.executable, os.path.abspath(__file__)], env=env)
        if result.returncode not in (0, 1):
            print(f"FAIL hooks-namespace cannot run in a PID namespace of its own ({' '.join(command)}: "
                  f"exit {result.returncode})")
            return 1
        return result.returncode
    root = tempfile.mkdtemp(prefix="solverv-hooks.")
    os.environ["HOOKS_SCRATCH"] = root
    try:
        assert sorted(TOOLS) == SCRIPTS, f"scripts {SCRIPTS} vs checked {sorted(TOOLS)}"
        for script in SCRIPTS:
            base = script[:-3]
            check(f"hooks-{base}-syntax", syntax(script))
            check(f"hooks-{base}-bad-theme", refuses_bad_theme(script, root))
            check(f"hooks-{base}-missing-tool", missing_tool(script, root))
        effects = {
            "gtk-theme.sh": gsettings_effect(root),
            "neovim.sh": neovim_effect(root),
            "kitty.sh": copied_theme("kitty.sh", "kitty", "solverv-{}.conf", "solverv-theme.conf"),
            "alacritty.sh": alacritty_effect(),
            "waybar.sh": copied_theme("waybar.sh", "waybar", "solverv-{}.css", "solverv-theme.css"),
            "foot.sh": foot_effect(root),
            "swaybg.sh": swaybg_effect(root),
        }
        for script in SCRIPTS:
            name = f"hooks-{script[:-3]}-effect"
            if script not in effects:
                continue  # plasma-global-theme.sh: its effect is the plasma stages' (plasma_theme.py)
            if shutil.which(TOOLS[script]):
                check(name, effects[script])
            else:
                report("SKIP", name, f"{TOOLS[script]} is not installed here")
    finally:
        shutil.rmtree(root, ignore_errors=True)
    print(f"hooks: {len(SCRIPTS)} scripts, {'all passed' if not failures else f'{failures} failed'}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
