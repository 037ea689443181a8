/// The Solverv D-Bus service (filled by the D-Bus issue).
public enum DBusService {}
