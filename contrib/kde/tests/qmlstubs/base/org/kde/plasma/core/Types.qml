import QtQml

QtObject {
    enum FormFactor {
        Planar,
        MediaCenter,
        Horizontal,
        Vertical,
        Application
    }
}
