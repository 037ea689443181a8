// SPDX-License-Identifier: MIT
/**
 * Writes the Pango markup of the panel label and of the menu, from a check-dbus.js state line's View,
 * for make-screenshot.sh: the mock picture is drawn from the very lines the extension would
 * show (menuLines() and panelText()), styled like stylesheet.css, so it cannot drift from them.
 *
 *   gjs -m contrib/gnome/tools/menu-markup.js STATE.json OUTDIR
 * writes OUTDIR/panel.markup and OUTDIR/menu.markup.
 */
import GLib from 'gi://GLib';
import {escapeMarkup, menuLines, panelText} from '../solverv@solverv.github.io/solverv-dbus.js';

/** The stylesheet's colours (season classes on the label, line kinds in the menu). */
const SEASON = {spring: '#4CAF50', summer: '#FFC107', autumn: '#FF9800', winter: '#2196F3'};
const KIND = {
    title: 'font="Cantarell, DejaVu Sans 12.5" foreground="#ffffff"',
    section: 'font="Cantarell, DejaVu Sans 11" foreground="#c0bfbc"',
    text: 'font="Cantarell, DejaVu Sans 11" foreground="#eeeeec"',
    hint: 'font="Cantarell, DejaVu Sans 10" foreground="#9a9996"',
};
const RULE = '<span font="DejaVu Sans 5" foreground="#5e5c64">' +
    `${'─'.repeat(120)}</span>`;

const [statePath, outDir] = ARGV;
const state = JSON.parse(new TextDecoder().decode(GLib.file_get_contents(statePath)[1]).split('\n')[0]);
const view = state.properties?.View ?? null;

const colour = SEASON[view?.season] ?? '#9a9996';
const panel = `<span font="Cantarell, DejaVu Sans Bold 11" foreground="${colour}">` +
    `${escapeMarkup(panelText(view))}</span>`;
const lines = menuLines(view).map(line =>
    line.kind === 'separator' ? RULE : `<span ${KIND[line.kind]}>${line.markup}</span>`);
lines.push(RULE, `<span ${KIND.text}>${escapeMarkup(view?.labels?.refresh ?? 'Try to start the service')}</span>`);

const write = (name, text) =>
    GLib.file_set_contents(GLib.build_filenamev([outDir, name]), new TextEncoder().encode(text));
write('panel.markup', panel);
write('menu.markup', lines.join('\n'));
