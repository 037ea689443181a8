import DBusKit
import DBusService

/// Another Solverv daemon owns the name and does not let it go: this one exits (status 1).
struct NameTaken: Error {
  let message = "\(SolvervBusInterface.busName) is already owned by another Solverv daemon; use --replace to take over"
  let status: Int32 = 1
}

extension DBusConnection {
  /// Takes `io.github.solverv.Solverv1`, letting a later `--replace` take it from us (we then get
  /// NameLost and stop); with `replacing`, takes it from the instance that has it. Never queues.
  func claimServiceName(replacing: Bool) throws {
    var flags: DBusConnection.NameFlags = [.allowReplacement, .doNotQueue]
    if replacing { flags.insert(.replaceExisting) }
    switch try requestName(SolvervBusInterface.busName, flags: flags) {
    case .primaryOwner, .alreadyOwner: return
    case .exists, .inQueue: throw NameTaken()
    }
  }
}
