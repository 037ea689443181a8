import Foundation
import Testing

@testable import SolvervDaemon

#if canImport(Glibc)
  import Glibc
#endif

/// What tells the daemon a session is over, on real files in a scratch folder: a stale socket file
/// (the bus was killed, nobody listens) is no sign of a finished session; a removed socket or a
/// removed runtime directory is. The daemon's side (how long it waits, that it exits) is
/// ServiceStateReconnectTests on the manual clock and SessionEndTests with a real bus.
@Suite struct SessionPresenceTests {
  /// A runtime directory with a bound unix socket in it, as a killed dbus-daemon leaves it.
  final class Session {
    let folder: URL
    let runtime: URL
    let socket: String

    init() throws {
      folder = FileManager.default.temporaryDirectory.appendingPathComponent("solverv-presence-\(UUID().uuidString)")
      runtime = folder.appendingPathComponent("runtime")
      try FileManager.default.createDirectory(at: runtime, withIntermediateDirectories: true)
      socket = runtime.appendingPathComponent("bus").path
      let descriptor = Glibc.socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
      #expect(descriptor >= 0)
      var address = sockaddr_un()
      address.sun_family = sa_family_t(AF_UNIX)
      withUnsafeMutableBytes(of: &address.sun_path) { buffer in
        for (index, byte) in socket.utf8.enumerated() { buffer[index] = byte }
      }
      let bound = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
      }
      close(descriptor)  // nobody listens any more; the file stays
      #expect(bound == 0, "bind \(socket): errno \(errno)")
    }

    var address: String { "unix:path=\(socket.replacingOccurrences(of: "/", with: "%2f")),guid=0123" }

    deinit { try? FileManager.default.removeItem(at: folder) }
  }

  @Test("a stale socket file in an existing runtime directory: the session may come back")
  func staleSocketIsNoSign() throws {
    let session = try Session()
    var status = stat()
    #expect(lstat(session.socket, &status) == 0 && status.st_mode & S_IFMT == S_IFSOCK)
    let presence = SessionPresence(address: session.address, runtimeDirectory: session.runtime.path)
    #expect(presence.socketPath == session.socket)
    #expect(presence.runtimeDirectory == session.runtime.path)
    #expect(presence.goneReason == nil)
  }

  @Test("the socket file removed (dbus-daemon exited): over")
  func removedSocket() throws {
    let session = try Session()
    let presence = SessionPresence(address: session.address, runtimeDirectory: session.runtime.path)
    unlink(session.socket)
    #expect(presence.goneReason == "its bus socket \(session.socket) is gone")
  }

  @Test("the runtime directory removed (logind at logout): over, even with a socket elsewhere")
  func removedRuntimeDirectory() throws {
    let session = try Session()
    let other = try Session()
    let presence = SessionPresence(address: other.address, runtimeDirectory: session.runtime.path)
    #expect(presence.goneReason == nil)
    try FileManager.default.removeItem(at: session.runtime)
    #expect(presence.goneReason == "its runtime directory \(session.runtime.path) is gone")
  }

  @Test("no runtime directory at start, or a bus without a socket file: what is left to look at")
  func nothingToLookAt() throws {
    let session = try Session()
    let missing = session.folder.appendingPathComponent("never-made").path
    let withoutRuntime = SessionPresence(address: session.address, runtimeDirectory: missing)
    #expect(withoutRuntime.runtimeDirectory == nil && withoutRuntime.goneReason == nil)
    let abstract = SessionPresence(address: "unix:abstract=/tmp/dbus-x,guid=1", runtimeDirectory: session.runtime.path)
    #expect(abstract.socketPath == nil)
    #expect(abstract.goneReason == "its bus cannot be reached")
  }

  @Test("the first unix:path= of an address, unescaped")
  func socketPathOfAnAddress() {
    #expect(SessionPresence.socketPath(in: "unix:path=%2frun%2fuser%2f1000%2fbus") == "/run/user/1000/bus")
    #expect(SessionPresence.socketPath(in: "tcp:host=x,port=1;unix:guid=9,path=/a%20b") == "/a b")
    #expect(SessionPresence.socketPath(in: "unix:abstract=/tmp/x") == nil)
  }
}
