// The large view laid out as the GNOME and KDE applets do: title and countdown, the progress
// line, the next events, today's sun and daylight, the place. Every string comes from the
// daemon's View, already localised (docs/view-schema.md); nothing is computed here.
import QtQuick
import QtQuick.Layouts

ColumnLayout {
    id: root
    property var view: null
    spacing: 4

    /// The shown lines, top to bottom (what the e2e check compares).
    readonly property var lines: {
        const v = root.view;
        if (!v) return [];
        const out = [v.title, v.countdown, v.progress_line, v.description];
        if (v.config_problem) out.unshift(v.config_problem);
        out.push(v.events.heading);
        for (const row of v.events.rows) out.push(row.line);
        out.push(v.sun.heading, v.sun.line);
        out.push(v.daylight.heading, v.daylight.message);
        for (const row of v.daylight.rows) out.push(row.label + "  " + row.text);
        out.push(v.place.line);
        return out.filter(line => line !== "");
    }
    readonly property var headings: root.view
        ? [root.view.title, root.view.events.heading, root.view.sun.heading, root.view.daylight.heading] : []

    Repeater {
        model: root.lines
        Text {
            required property string modelData
            text: modelData
            color: root.view && modelData === root.view.title ? root.view.colour : "#e8e8e8"
            font.pixelSize: modelData === (root.view && root.view.title) ? 20 : 14
            font.bold: root.headings.indexOf(modelData) >= 0
            textFormat: Text.PlainText
        }
    }
}
