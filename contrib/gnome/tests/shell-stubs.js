// SPDX-License-Identifier: MIT
/**
 * Just enough of GNOME Shell (St, Clutter, Extension, Main.panel, PanelMenu, PopupMenu) to run
 * extension.js under plain gjs, since GNOME Shell itself cannot run on the test machine.
 *
 * The stubs are strict where the review rules care: every actor is recorded so a test can see
 * what enable() created and that disable() destroyed all of it; touching a destroyed actor and
 * setting unsafe Pango markup are recorded as errors instead of passing silently.
 * test-extension.js loads these through generated adapter modules in place of the Shell imports.
 */

/** What the extension did to the "shell": created actors and misuses. */
export const registry = {
    actors: [],
    errors: [],
    live() {
        return this.actors.filter(a => !a.destroyed);
    },
};

class Signals {
    constructor() {
        this._handlers = new Map();
        this._nextId = 1;
    }

    connect(name, callback) {
        const id = this._nextId++;
        this._handlers.set(id, {name, callback});
        return id;
    }

    disconnect(id) {
        if (!this._handlers.delete(id))
            registry.errors.push(`disconnect of unknown handler ${id} on ${this.constructor.name}`);
    }

    emit(name, ...args) {
        for (const {name: n, callback} of [...this._handlers.values()]) {
            if (n === name)
                callback(this, ...args);
        }
    }

    get handlerCount() {
        return this._handlers.size;
    }
}

class Actor extends Signals {
    constructor() {
        super();
        this.destroyed = false;
        this.children = [];
        this.styleClasses = new Set();
        registry.actors.push(this);
    }

    _check(what) {
        if (this.destroyed)
            registry.errors.push(`${what} on a destroyed ${this.constructor.name}`);
    }

    add_child(child) {
        this._check('add_child');
        this.children.push(child);
    }

    insert_child_below(child, sibling) {
        this._check('insert_child_below');
        const at = this.children.indexOf(sibling);
        this.children.splice(at < 0 ? 0 : at, 0, child);
    }

    add_style_class_name(name) {
        this._check('add_style_class_name');
        this.styleClasses.add(name);
    }

    remove_style_class_name(name) {
        this._check('remove_style_class_name');
        this.styleClasses.delete(name);
    }

    destroy() {
        if (this.destroyed) {
            registry.errors.push(`second destroy of ${this.constructor.name}`);
            return;
        }
        for (const child of this.children)
            child.destroy();
        this.emit('destroy');
        this.destroyed = true;
        this._handlers.clear();
    }
}

/** The markup solverv-format.js may produce: <b>, <i> and the five entities, nothing raw. */
function checkMarkup(markup) {
    const stripped = markup.replace(/<\/?[bi]>/g, '');
    if (/[<>]/.test(stripped) || /&(?!(amp|lt|gt|quot|#39);)/.test(stripped))
        registry.errors.push(`unsafe markup: ${markup}`);
    return stripped.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'").replace(/&amp;/g, '&');
}

class Label extends Actor {
    constructor({text = '', style_class: styleClass = null, style = null} = {}) {
        super();
        this._text = text;
        this.markup = null;
        if (styleClass)
            this.styleClasses.add(styleClass);
        this.clutter_text = {
            set_markup: markup => {
                this._check('set_markup');
                this.markup = markup;
                this._text = checkMarkup(markup);
            },
        };
    }

    get text() {
        return this._text;
    }

    set text(value) {
        this._check('set text');
        this._text = value;
        this.markup = null;
    }
}

/** A one-line text entry: `clutter_text` emits 'activate' on Enter. */
class Entry extends Actor {
    constructor({hint_text: hintText = '', style_class: styleClass = null} = {}) {
        super();
        this.hint_text = hintText;
        this._text = '';
        if (styleClass)
            this.styleClasses.add(styleClass);
        this.clutter_text = new Signals();
    }

    get_text() {
        this._check('get_text');
        return this._text;
    }

    set_text(text) {
        this._check('set_text');
        this._text = text;
    }

    destroy() {
        this.clutter_text._handlers.clear();
        super.destroy();
    }
}

/** An icon: only its name matters here. */
class Icon extends Actor {
    constructor({icon_name: iconName = '', style_class: styleClass = null} = {}) {
        super();
        this.icon_name = iconName;
        if (styleClass)
            this.styleClasses.add(styleClass);
    }
}

/** St.Button: emits 'clicked'; its accessible name is what a screen reader says for it. With
 * toggle_mode, a click (clicked()) flips `checked` first, as St does. */
class StButton extends Actor {
    constructor({style_class: styleClass = '', accessible_name: name = '', child = null, toggle_mode: toggleMode = false,
        visible = true} = {}) {
        super();
        this.accessible_name = name;
        this.toggle_mode = toggleMode;
        this.checked = false;
        this.visible = visible;
        for (const c of (styleClass ?? '').split(' ').filter(Boolean))
            this.styleClasses.add(c);
        if (child)
            this.add_child(child);
    }
}

StButton.prototype.clicked = function () {
    if (this.toggle_mode)
        this.checked = !this.checked;
    this.emit('clicked');
};

export const St = {Label, Entry, Icon, Button: StButton};
export const Clutter = {ActorAlign: {FILL: 0, START: 1, END: 2, CENTER: 3}};

export class Extension {
    constructor(metadata) {
        this.metadata = metadata;
        this.preferencesOpened = 0;
    }

    /** The Shell asks org.gnome.Shell.Extensions to show prefs.js; here it is only counted. */
    openPreferences() {
        this.preferencesOpened += 1;
    }

    get uuid() {
        return this.metadata.uuid;
    }
}

export const panel = {
    statusArea: {},
    addToStatusArea(role, indicator) {
        if (this.statusArea[role])
            throw new Error(`Extension point conflict: there is already a status indicator for role ${role}`);
        this.statusArea[role] = indicator;
        indicator.connect('destroy', () => delete this.statusArea[role]);
        return indicator;
    },
};

/** Menus hold items; a section's removeAll() destroys them, as the Shell's does. */
class MenuBase extends Signals {
    constructor() {
        super();
        this.items = [];
        this.destroyed = false;
    }

    addMenuItem(item) {
        if (this.destroyed)
            registry.errors.push(`addMenuItem on a destroyed ${this.constructor.name}`);
        this.items.push(item);
    }

    removeAll() {
        for (const item of this.items)
            item.destroy();
        this.items = [];
    }

    destroy() {
        this.removeAll();
        this.destroyed = true;
        this._handlers.clear();
    }

    /** Every item, sections flattened. */
    allItems() {
        return this.items.flatMap(i => (i instanceof MenuBase ? i.allItems() : [i]));
    }
}

export class PopupMenu extends MenuBase {
    open() {
        this.emit('open-state-changed', true);
    }

    close() {
        this.emit('open-state-changed', false);
    }
}

export class PopupMenuSection extends MenuBase {}

export class PopupMenuItem extends Actor {
    constructor(text, params = {}) {
        super();
        this.params = params;
        this.label = new Label({text});
        this.add_child(this.label);
    }

    activate() {
        this.emit('activate');
    }
}

export class PopupSeparatorMenuItem extends Actor {}

export class PopupBaseMenuItem extends Actor {
    constructor(params = {}) {
        super();
        this.params = params;
    }
}

export class Button extends Actor {
    constructor(menuAlignment, nameText, dontCreateMenu) {
        super();
        this.nameText = nameText;
        this.menu = dontCreateMenu ? null : new PopupMenu();
    }

    destroy() {
        this.menu?.destroy();
        super.destroy();
    }
}
