import DBusKit

/// The paths above the object ("/", "/io", "/io/github", "/io/github/solverv") answer
/// `Introspect` with the next node down, so `busctl tree` and introspecting tools can walk down
/// to the object; DBusKit makes the document from the object's declaration.
extension SolvervResponder {
  /// The reply to `Introspect` on a path above the object; nil for every other call.
  func parentIntrospectionReply(_ message: DBusMessage) throws -> DBusMessage? {
    let object = ServiceMethods.object
    // Every call passes here first: the object's own path (nearly every call) leaves before the
    // method table is searched for `Introspect`.
    guard let path = message.path, path != object.path, let method = object.introspectMethod,
      message.interface ?? method.interface == method.interface, message.member == method.name,
      let xml = object.parentIntrospection(at: path)
    else { return nil }
    _ = try object.arguments(message, method.inputSignature, wording: wording)
    return try message.returning([.string(xml)])
  }
}
