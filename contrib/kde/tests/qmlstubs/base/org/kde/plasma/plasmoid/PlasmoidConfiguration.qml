import QtQml

// Really a KConfigPropertyMap of contents/config/main.xml's entries: one property each.
QtObject {
    property int settingsRevision: 0
}
