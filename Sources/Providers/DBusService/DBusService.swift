/// The Solverv D-Bus service: `Bus/` is the typed libdbus layer, `Service/` the daemon on it.
public enum DBusService {}
