import QtQml

QtObject {
    readonly property int small: 16
    readonly property int smallMedium: 22
    readonly property int medium: 32
    readonly property int large: 48
}
