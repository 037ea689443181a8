/// A config write (SetSettings, SetLocation) found the config's lock held by another writer and
/// wrote nothing. The daemon keeps the call and tries it again from its loop until
/// `ConfigLock.timeout` has passed (``SolvervResponder/outcome(of:)``); others get `Failed`.
public struct ConfigBusy: Error, Sendable {
  /// The config file whose lock was held.
  public let path: String

  public init(path: String) { self.path = path }
}
