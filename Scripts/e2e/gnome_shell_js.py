"""The JavaScript the gnome_shell stage hands to org.gnome.Shell.Eval (import it).

Each function returns one expression for Session.eval(). They run inside GNOME Shell's
shellDBus.js module, where `Main` is in scope and `imports.gi` reaches Clutter; the JSON of the
expression's value comes back. They read what is on screen (actors, their text, style classes
and positions), never the extension's private state, except the indicator object itself to
watch it being destroyed.
"""

import json

UUID = "solverv@solverv.github.io"

# Finds our panel button, its label and menu items by what the Shell shows.
_PRELUDE = """
const UUID = %s;
const ext = Main.extensionManager.lookup(UUID);
const ind = Main.panel.statusArea[UUID];
const classes = a => (a.get_style_class_name?.() ?? '').split(' ').filter(Boolean);
const find = (actor, pred, out = []) => {
    if (pred(actor)) out.push(actor);
    for (const child of actor.get_children()) find(child, pred, out);
    return out;
};
const label = ind ? find(ind, a => classes(a).includes('solverv-panel-label'))[0] ?? null : null;
const flat = m => m._getMenuItems().flatMap(it => it.constructor.name === 'PopupMenuSection' ? flat(it) : [it]);
const box = a => {
    const [x, y] = a.get_transformed_position();
    const [w, h] = a.get_transformed_size();
    return [x, y, w, h].map(Math.round);
};
const click = (x, y) => {
    const Clutter = imports.gi.Clutter;
    global.__solvervE2EPointer ??= global.stage.context.get_backend().get_default_seat()
        .create_virtual_device(Clutter.InputDeviceType.POINTER_DEVICE);
    const pointer = global.__solvervE2EPointer;
    const t = imports.gi.GLib.get_monotonic_time();
    pointer.notify_absolute_motion(t, x, y);
    pointer.notify_button(t + 1000, Clutter.BUTTON_PRIMARY, Clutter.ButtonState.PRESSED);
    pointer.notify_button(t + 2000, Clutter.BUTTON_PRIMARY, Clutter.ButtonState.RELEASED);
    return true;
};
""" % json.dumps(UUID)


def expression(body):
    """BODY (an expression using the prelude's names) as one Eval-able expression."""
    return f"(() => {{ {_PRELUDE}\n return ({body}); }})()"


def with_menu_actor(css_class, name, body):
    """BODY, a JS expression, with NAME bound to the first actor of the indicator's menu that has
    CSS_CLASS (null when there is none, or no indicator)."""
    return expression(
        f"(() => {{ const {name} = ind ? find(ind.menu.actor, a => classes(a).includes({json.dumps(css_class)}))[0]"
        f" ?? null : null; return {body}; }})()")


def view():
    """The extension's state and what it shows: label text, style, geometry, menu lines."""
    return expression("""{
        state: ext?.state ?? null, error: ext?.error ?? '', path: ext?.path ?? null,
        indicator: Boolean(ind),
        label: label?.text ?? null, labelClasses: label ? classes(label) : [],
        labelBox: label ? box(label) : null, labelMapped: label?.is_mapped() ?? false,
        panelBox: box(Main.panel),
        open: ind?.menu.isOpen ?? false,
        menuBox: ind?.menu.isOpen ? box(ind.menu.actor) : null,
        menuOpacity: ind?.menu.actor.opacity ?? 0,
        lines: ind ? flat(ind.menu).map(it => ({kind: it.constructor.name, text: it.label?.text ?? '',
            classes: classes(it), box: it.is_mapped() ? box(it) : null,
            dot: it.get_children().find(c => classes(c).includes('solverv-dot'))?.get_style() ?? null})) : [],
        overview: Main.overview.visible,
    }""")


def hide_overview():
    """The Shell shows the overview after start-up; a desktop as after a login, please."""
    return expression("(Main.overview.hide(), true)")


def prime_input():
    """The test's virtual pointer and keyboard, made once the Shell is done starting up, and the
    pointer moved to a quiet spot (320, 700). Returns whether the Shell is still starting up and
    where its pointer is: the stage waits for (False, 320, 700) before the first click, because a
    device's first events can arrive before a slow Shell knows the device (a lost first click
    failed `sid-gnome-menu-large` once on a loaded machine)."""
    return expression("""(() => {
        const Clutter = imports.gi.Clutter;
        const starting = Main.layoutManager._startingUp ?? false;
        if (starting) return {starting, pointer: null};
        const seat = global.stage.context.get_backend().get_default_seat();
        global.__solvervE2EPointer ??= seat.create_virtual_device(Clutter.InputDeviceType.POINTER_DEVICE);
        global.__solvervE2EKeyboard ??= seat.create_virtual_device(Clutter.InputDeviceType.KEYBOARD_DEVICE);
        global.__solvervE2EPointer.notify_absolute_motion(imports.gi.GLib.get_monotonic_time(), 320, 700);
        const [x, y] = global.get_pointer();
        return {starting, pointer: [x, y]};
    })()""")


def click_trace():
    """What became of the last click on the label, for a failure message: whether the menu opened
    (and closed) since, where the pointer is and which actor is under it."""
    return expression("""(() => {
        const [x, y] = global.get_pointer();
        const under = global.stage.get_actor_at_pos(imports.gi.Clutter.PickMode.REACTIVE, x, y);
        return {menu: global.__solvervE2EMenuLog ?? [], pointer: [x, y],
                under: under ? `${under.constructor.name} ${classes(under).join('.')}` : null,
                grab: global.stage.get_grab_actor?.()?.constructor.name ?? null};
    })()""")


def click_label():
    """A real primary click (a virtual pointer through the Shell's input path) on the label."""
    return expression("""(() => {
        if (!label) return false;
        // A log of the menu's opening and closing from this click on, for click_trace().
        global.__solvervE2EMenuLog = [];
        if (global.__solvervE2EMenuWatched !== ind.menu) {
            global.__solvervE2EMenuWatched = ind.menu;
            ind.menu.connect('open-state-changed', (_menu, open) => {
                global.__solvervE2EMenuLog?.push(open ? 'opened' : 'closed');
            });
        }
        const [x, y, w, h] = box(label);
        return click(x + w / 2, y + h / 2);
    })()""")


def click_item(text):
    """A real primary click on the open menu's item whose text is TEXT."""
    return expression(f"""(() => {{
        const item = flat(ind.menu).find(it => it.label?.text === {json.dumps(text)});
        if (!item || !item.is_mapped()) return false;
        const [x, y, w, h] = box(item);
        return click(x + w / 2, y + h / 2);
    }})()""")


def close_menu():
    return expression("(ind?.menu.close(0), true)")


def quiet_desktop():
    """For the pictures: the pointer away from the panel (no hover highlight), and nothing of the
    unsafe mode the test harness turned on (GNOME 48 announces it with a banner and a lock icon
    in the panel). Returns how many lock icons it hid."""
    return expression("""(() => {
        const Clutter = imports.gi.Clutter;
        global.__solvervE2EPointer ??= global.stage.context.get_backend().get_default_seat()
            .create_virtual_device(Clutter.InputDeviceType.POINTER_DEVICE);
        global.__solvervE2EPointer.notify_absolute_motion(imports.gi.GLib.get_monotonic_time(), 320, 700);
        for (const source of Main.messageTray.getSources()) source.destroy();
        return find(Main.panel, a => a.icon_name === 'channel-insecure-symbolic').map(a => a.hide()).length;
    })()""")


def watch_destruction():
    """Notes in a global when our panel button and its menu are destroyed."""
    return expression("""(() => {
        global.__solvervE2EDestroyed = {button: false, menu: false};
        ind.connect('destroy', () => { global.__solvervE2EDestroyed.button = true; });
        ind.menu.actor.connect('destroy', () => { global.__solvervE2EDestroyed.menu = true; });
        return true;
    })()""")


def leftovers():
    """What disable() may have left: the panel entry, our actors (style classes solverv-*),
    the destroyed flags; and a garbage collection so dropped D-Bus proxies are finalised."""
    return expression("""(() => {
        imports.system.gc();
        return {
            state: ext?.state ?? null,
            statusArea: UUID in Main.panel.statusArea,
            actors: find(global.stage, a => classes(a).some(c => c.startsWith('solverv-'))).length,
            destroyed: global.__solvervE2EDestroyed ?? null,
        };
    })()""")


def names():
    """Every St.Button and St.Entry of our panel button and menu (open): its visible text, its
    accessible name and what the accessibility layer hands a screen reader (when there is one)."""
    return expression("""(() => {
        const St = imports.gi.St;
        const widgets = [ind, ...find(ind.menu.actor, a => a instanceof St.Button || a instanceof St.Entry)];
        return widgets.map(a => ({
            kind: a === ind ? 'panel-button' : a instanceof St.Entry ? 'entry' : 'button',
            classes: classes(a), text: (a instanceof St.Button ? a.label : null) ?? '',
            icon: a instanceof St.Button && a.get_child() instanceof St.Icon,
            name: a.accessible_name ?? '', atk: a.get_accessible?.()?.get_name?.() ?? null,
            mapped: a.is_mapped(),
        }));
    })()""")


def colours():
    """The extension's stylesheet in effect and the colours the Shell draws: the label's text on
    the panel's background, and each coloured menu line's text on the menu's background."""
    return expression("""(() => {
        const hex = c => '#' + [c.red, c.green, c.blue].map(v => v.toString(16).padStart(2, '0')).join('');
        const fg = a => hex(a.get_theme_node().get_foreground_color());
        const bg = a => hex(a.get_theme_node().get_background_color());
        return {
            stylesheet: ext?.stylesheet?.get_path() ?? null,
            label: label ? fg(label) : null, labelClasses: label ? classes(label) : [], panel: bg(Main.panel),
            menu: ind?.menu.isOpen ? bg(ind.menu.box) : null,
            // Text only: an event row's dot (solverv-dot) repeats the season its emoji and name say,
            // in the daemon's colour (a decoration, not measured here).
            lines: ind?.menu.isOpen ? find(ind.menu.actor, a => a instanceof imports.gi.St.Label && a.text &&
                !classes(a).includes('solverv-dot') &&
                classes(a.get_parent() ?? a).some(c => c.startsWith('solverv-line-')))
                .map(a => ({text: a.text, classes: classes(a.get_parent()), colour: fg(a)})) : [],
        };
    })()""")
