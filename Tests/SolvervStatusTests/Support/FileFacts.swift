import Foundation

/// What is at a path, from lstat: its type and inode, to prove a write kept the very same FIFO,
/// device or link rather than putting a new file there.
struct FileFacts: Equatable {
  let type: mode_t
  let inode: ino_t
  let device: dev_t
  let mode: mode_t

  init?(_ path: String) {
    var info = stat()
    guard lstat(path, &info) == 0 else { return nil }
    type = info.st_mode & S_IFMT
    inode = info.st_ino
    device = info.st_dev
    mode = info.st_mode & 0o7777
  }

  var isFIFO: Bool { type == S_IFIFO }
  var isSymbolicLink: Bool { type == S_IFLNK }
  var isRegular: Bool { type == S_IFREG }
  var isCharacterDevice: Bool { type == S_IFCHR }
}

/// Small helpers for the scratch folders of file-safety tests.
enum Scratch {
  static func makeFIFO(_ path: String) throws {
    guard mkfifo(path, 0o644) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
  }

  static func linkTarget(_ path: String) -> String? {
    try? FileManager.default.destinationOfSymbolicLink(atPath: path)
  }

  static func text(_ path: String) -> String? {
    try? String(contentsOfFile: path, encoding: .utf8)
  }

  static func names(in folder: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
  }

  /// A PID that no process has: one that just exited and was reaped.
  static func deadPID() throws -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/true")
    try process.run()
    process.waitUntilExit()
    return process.processIdentifier
  }

  /// Reads everything a FIFO delivers, on a thread, until the writer closes it.
  final class FIFOReader: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var data = Data()

    private let path: String

    init(_ path: String) {
      self.path = path
      Thread.detachNewThread { [self] in
        let fd = open(path, O_RDONLY)  // waits for the writer, as a real reader does
        if fd >= 0 {
          var buffer = [UInt8](repeating: 0, count: 65_536)
          while true {
            let n = read(fd, &buffer, buffer.count)
            if n <= 0 { break }
            data.append(contentsOf: buffer[0..<n])
          }
          close(fd)
        }
        done.signal()
      }
    }

    /// What was read, or nil when the writer did not finish within `timeout` seconds.
    func result(timeout: Double) -> String? {
      guard done.wait(timeout: .now() + timeout) == .success else {
        // Release the thread still waiting in open() for a writer that never came.
        let fd = open(path, O_WRONLY | O_NONBLOCK)
        if fd >= 0 { close(fd) }
        return nil
      }
      return String(decoding: data, as: UTF8.self)
    }
  }
}
