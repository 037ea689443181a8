import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A config that cannot be read as one — a FIFO, a folder, a socket, unreadable,
/// over 1 MB — is an invalid config (78, as `--help` and the README say) for every command that
/// reads it: the status line, `config check`, `config get`, `config words`; one line naming it.
struct ConfigReadStatusTests {
  enum Kind: String, CaseIterable { case fifo, directory, socket, unreadable, tooLarge }

  /// Puts `kind` at a scratch config path; false when it cannot be made here (root reads a
  /// mode-000 file anyway).
  static func make(_ kind: Kind, at path: String) throws -> Bool {
    switch kind {
    case .fifo: try Scratch.makeFIFO(path)
    case .directory: try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    case .socket:
      let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
      guard fd >= 0 else { return false }
      defer { close(fd) }
      var address = sockaddr_un()
      address.sun_family = sa_family_t(AF_UNIX)
      let bytes = Array(path.utf8)
      guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else { return false }
      withUnsafeMutableBytes(of: &address.sun_path) { raw in
        for (index, byte) in bytes.enumerated() { raw[index] = byte }
      }
      let bound = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
      }
      return bound == 0
    case .unreadable:
      guard getuid() != 0 else { return false }
      try "clock = \"24h\"\n".write(toFile: path, atomically: true, encoding: .utf8)
      chmod(path, 0)
    case .tooLarge:
      try ("# " + String(repeating: "x", count: 1 << 20) + "\nclock = \"24h\"\n").write(
        toFile: path, atomically: true, encoding: .utf8)
    }
    return true
  }

  @Test("config get, config words, config check and the status line exit 78 alike", arguments: Kind.allCases)
  func everyReaderExits78ForAConfigThatIsNotOne(kind: Kind) throws {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    // Short: a socket's path must fit in sun_path.
    let path = sandbox.root.path + "/c.toml"
    guard try Self.make(kind, at: path) else { return }
    defer { chmod(path, 0o600) }
    for arguments in [
      ["config", "get"], ["config", "get", "clock"], ["config", "words"], ["config", "check"], ["--location", "Oslo"],
    ] {
      let result = try #require(
        try UserFormatFileTests.run(arguments + ["--config", path], sandbox), "\(arguments) hung on a \(kind) config")
      #expect(result.status == 78, "\(kind) \(arguments): \(result.status) \(result.stderr)")
      #expect(result.stderr.split(separator: "\n").count == 1, "\(kind) \(arguments): \(result.stderr)")
      #expect(result.stderr.contains("c.toml:1:1: the config file "), "\(kind) \(arguments): \(result.stderr)")
    }
  }

  @Test("the null device is no settings to every reader (check, get, words, the status line); set refuses it")
  func theNullDeviceIsNoSettingsToEveryReader() throws {
    // A null device of the test's own (mknod needs root), never the system's /dev/null.
    guard getuid() == 0 else { return }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("solverv-null-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let null = folder + "/null"
    try #require(mknod(null, S_IFCHR | 0o666, dev_t((1 << 8) | 3)) == 0)
    for command in [["config", "check"], ["config", "get"], ["config", "words"], []] {
      let result = CLI.run(command + ["--config", null])
      #expect(result.status == 0, "\(command): \(result.status) \(result.stderr)")
    }
    let set = CLI.run(["config", "set", "clock", "12h", "--config", null])
    #expect(set.status == 78, "\(set.status) \(set.stderr)")
    var info = stat()
    #expect(stat(null, &info) == 0 && (info.st_mode & S_IFMT) == S_IFCHR, "still the device")
  }

  @Test("config get and words with no file print the defaults (no file is no error)")
  func aMissingConfigIsTheDefaults() {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    let get = sandbox.run(["config", "get", "clock"])
    #expect(get.status == 0 && !get.stdout.isEmpty, "\(get)")
    #expect(sandbox.run(["config", "words"]).status == 0)
  }
}
