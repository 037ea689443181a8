import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// One `chart -o` case's private tree of things a user may have on disk — regular files, links
/// (own, dangling, looping, to `/dev/stdout` and `/dev/fd/5`), FIFOs with and without a reader,
/// a character device of its own (`mknod c 1 3`, root), a world-writable sticky folder with a
/// link another user planted (root) — and the targets `-o` may name, each with what must happen.
struct ChartOutputWorld {
  /// What a target must give.
  enum Expected: Equatable {
    /// Exit 0 and the SVG in the regular file at this path (relative to the root), replaced.
    case replaces(String)
    /// Exit 0 and the SVG through a descriptor (`out.log`/`five.log`, the pipe, the FIFO's reader,
    /// the device): every file keeps its inode.
    case writesInto
    /// Exit 73, one line on stderr naming the problem (this text), nothing changed.
    case refused(String)
  }

  struct Target {
    let path: String
    /// Given a `5>> five.log` descriptor or not, stdout open or not: what must happen.
    let expected: (_ fiveOpen: Bool) -> Expected
  }

  let root: String
  /// Whether the machine let this run make a device node and give a link away (root).
  private(set) var privileged = false

  init(root: String) { self.root = root }

  var files: String { root + "/files" }

  /// Builds the tree; false when the machine cannot (a harness problem).
  mutating func prepare() -> Bool {
    let manager = FileManager.default
    do {
      for folder in [files + "/dir", root + "/sticky", root + "/victim"] {
        try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
      }
      try write("files/keep.svg", "keep me, then be replaced\n")
      try write("victim/bashrc", "export PS1='$ '\n")
      try write("out.log", "keep\n")
      try write("five.log", "five\n")
      let links = [
        ("files/own.svg", root + "/victim/bashrc"), ("files/relative.svg", "keep.svg"), ("files/dangling.svg", "new.svg"),
        ("files/loop1", "loop2"), ("files/loop2", "loop1"), ("files/stdout.svg", "/dev/stdout"),
        ("files/five.svg", "/proc/self/fd/5"), ("files/chain.svg", "stdout.svg"), ("files/thread.svg", "/proc/thread-self/fd/1"),
        ("sticky/mine.svg", root + "/files/keep.svg"), ("sticky/planted.svg", root + "/victim/bashrc"),
      ]
      for (name, target) in links { try manager.createSymbolicLink(atPath: root + "/" + name, withDestinationPath: target) }
    } catch {
      return false
    }
    guard mkfifo(files + "/read.fifo", 0o644) == 0, mkfifo(files + "/lonely.fifo", 0o644) == 0 else { return false }
    chmod(root + "/sticky", 0o1777)
    privileged =
      mknod(files + "/null", S_IFCHR | 0o666, dev_t((1 << 8) | 3)) == 0
      && lchown(root + "/sticky/planted.svg", 65534, 65534) == 0
    return true
  }

  /// Every target `-o` may name here, as absolute or relative (to `files/`) paths.
  var targets: [Target] {
    let f = files
    let stdout: (Bool) -> Expected = { _ in .writesInto }
    let five: (Bool) -> Expected = { $0 ? .writesInto : .refused("descriptor 5, which is not open") }
    var all: [Target] = [
      Target(path: f + "/keep.svg") { _ in .replaces("files/keep.svg") },
      Target(path: "keep.svg") { _ in .replaces("files/keep.svg") },
      Target(path: f + "/relative.svg") { _ in .replaces("files/keep.svg") },
      Target(path: f + "/own.svg") { _ in .replaces("victim/bashrc") },
      Target(path: "dangling.svg") { _ in .replaces("files/new.svg") },
      Target(path: f + "/brand-new.svg") { _ in .replaces("files/brand-new.svg") },
      Target(path: f + "/loop1") { _ in .refused("too many levels of symbolic links") },
      Target(path: f + "/dir") { _ in .refused("is a directory") },
      Target(path: f + "/dir/") { _ in .refused("names a folder") },
      Target(path: f + "/read.fifo") { _ in .writesInto },
      Target(path: f + "/lonely.fifo") { _ in .refused("no reader on FIFO") },
      Target(path: "/dev/stdout", expected: stdout), Target(path: "/dev/fd/1", expected: stdout),
      Target(path: "/proc/self/fd/1", expected: stdout), Target(path: "-", expected: stdout),
      Target(path: f + "/stdout.svg", expected: stdout), Target(path: "chain.svg", expected: stdout),
      Target(path: f + "/thread.svg", expected: stdout),
      Target(path: "/dev/fd/5", expected: five), Target(path: "/proc/self/fd/5", expected: five),
      Target(path: "/proc/$$/fd/5", expected: five), Target(path: "/proc/thread-self/fd/5", expected: five),
      Target(path: f + "/five.svg", expected: five),
      Target(path: "/dev/fd/9") { _ in .refused("descriptor 9, which is not open") },
      Target(path: root + "/sticky/mine.svg") { _ in .replaces("files/keep.svg") },
    ]
    if privileged {
      all.append(Target(path: f + "/null") { _ in .writesInto })
      all.append(Target(path: root + "/sticky/planted.svg") { _ in .refused("in the world-writable sticky folder") })
    }
    return all
  }

  /// Every path under the root and what it is: kind, inode, a regular file's bytes, a link's
  /// target. FIFOs and devices are never opened.
  func snapshot() -> [String: Entry] {
    var entries: [String: Entry] = [:]
    for relative in FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? [] {
      if let entry = Entry(root + "/" + relative) { entries[relative] = entry }
    }
    return entries
  }

  struct Entry: Equatable {
    let type: mode_t
    let inode: ino_t
    let bytes: [UInt8]
    let link: String?

    init?(_ path: String) {
      var info = stat()
      guard lstat(path, &info) == 0 else { return nil }
      type = info.st_mode & S_IFMT
      inode = info.st_ino
      bytes = type == S_IFREG ? FileManager.default.contents(atPath: path).map { [UInt8]($0) } ?? [] : []
      link = type == S_IFLNK ? try? FileManager.default.destinationOfSymbolicLink(atPath: path) : nil
    }
  }

  private func write(_ relative: String, _ text: String) throws {
    try Data(text.utf8).write(to: URL(fileURLWithPath: root + "/" + relative))
  }
}
