/// The Solverv D-Bus service (`io.github.solverv.Solverv1`): `Service/` is the daemon's process
/// logic — names, properties, requests, notifications, GeoClue, logind — on the generic libdbus
/// binding in `Sources/DBusKit`.
public enum DBusService {}
