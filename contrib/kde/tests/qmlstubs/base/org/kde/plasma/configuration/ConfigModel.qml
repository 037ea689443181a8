import QtQml

// Really a C++ list model of ConfigCategory children.
QtObject {
    default property list<QtObject> categories
}
