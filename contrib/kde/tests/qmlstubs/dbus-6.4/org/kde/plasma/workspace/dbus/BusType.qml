import QtQml

// Really a namespace with `enum Type { Session = 0, System }`.
QtObject {
    enum Type {
        Session,
        System
    }
}
