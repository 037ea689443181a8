// A real libadwaita program for portal.py: prints "dark=true|false" after Adw.init() and again at
// each change of Adw.StyleManager's `dark` (which libadwaita takes from the Settings portal's
// org.freedesktop.appearance color-scheme), then quits after ARGV[0] seconds.
imports.gi.versions.Gtk = '4.0';
imports.gi.versions.Adw = '1';
const { Adw, GLib } = imports.gi;

Adw.init();
print(`libadwaita ${Adw.get_major_version()}.${Adw.get_minor_version()}.${Adw.get_micro_version()}`);
const manager = Adw.StyleManager.get_default();
const say = () => print(`dark=${manager.dark} system=${manager.system_supports_color_schemes} t=${GLib.get_real_time() / 1e6}`);
say();
manager.connect('notify::dark', say);
const loop = new GLib.MainLoop(null, false);
GLib.timeout_add_seconds(GLib.PRIORITY_DEFAULT, parseInt(ARGV[0] || '20'), () => { loop.quit(); return false; });
loop.run();
