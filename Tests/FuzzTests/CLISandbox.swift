import Foundation
import TestSupport

#if canImport(Glibc)
  import Glibc
#endif

/// One CLI run's private world: HOME, XDG folders, a config file in one of many states, a user
/// format, and sentinels — a symlink and two FIFOs — that nothing Solverv writes may replace.
/// The run's working directory is `work/`, so relative output paths land inside the sandbox.
struct CLISandbox: Sendable {
  /// The states the config file can be in.
  enum Config: String, CaseIterable, Sendable {
    case none, city, coordinates, hostileName, brokenTOML, badValues, unclosedTemplate, hugeWidth
    case notifications, empty, invalidUTF8, directory, symlink, fifo
    /// Valid layouts of `ConfigLayouts` (CRLF and mixed endings, inline tables,
    /// dotted keys, multi-line strings with CR LF inside, quoted keys, no final newline, BOM).
    case crlf, crlfShort, mixedEndings, inlineTable, dottedKeys, multilineString, quotedKeys, noFinalNewline
    case byteOrderMark
    /// Files `config check` refuses, which `config set` must leave byte for byte.
    case latin1, nulByte, crOnly, duplicateKey, overOneMiB
    /// Exactly the 1 MiB read limit: readable, but no edit may make it longer.
    case oneMiB

    /// A config every command reads (or none): a clean vector on it must succeed.
    var isValid: Bool {
      switch self {
      case .none, .city, .coordinates, .hostileName, .empty, .symlink, .crlf, .crlfShort, .mixedEndings, .inlineTable,
        .dottedKeys, .multilineString, .quotedKeys, .noFinalNewline:
        true
      default: false
      }
    }

    /// A config `config check` refuses with 78 (a FIFO, a folder, a file past 1 MiB, Latin-1
    /// text…): every command reading it must exit 78 too, and `set` must leave it as it was.
    var isBroken: Bool {
      switch self {
      case .brokenTOML, .badValues, .unclosedTemplate, .hugeWidth, .notifications, .invalidUTF8, .directory, .fifo, .latin1,
        .nulByte, .crOnly, .duplicateKey, .overOneMiB:
        true
      default: false
      }
    }
  }

  let root: String
  let config: Config

  var work: String { root + "/work" }
  var configDirectory: String { root + "/config/solverv" }
  var configFile: String { configDirectory + "/config.toml" }
  var files: String { root + "/files" }
  var symlinkSentinel: String { files + "/link.svg" }
  /// A FIFO nobody writes: reading it as a config must not block.
  var fifoSentinel: String { files + "/fifo" }
  /// A FIFO a reader drains (see `PipeReader`), like `cat pipe.svg | …`: a valid place to write.
  var pipeSentinel: String { files + "/pipe.svg" }

  var environment: [String: String] {
    [
      "PATH": "/usr/bin:/bin", "HOME": root + "/home", "XDG_CONFIG_HOME": root + "/config",
      "XDG_STATE_HOME": root + "/state",
      // No bus: a vector that reached the daemon would fail at once rather than serve.
      "DBUS_SESSION_BUS_ADDRESS": "unix:path=\(root)/no-bus",
      "DBUS_SYSTEM_BUS_ADDRESS": "unix:path=\(root)/no-system-bus",
    ]
  }

  /// A `--config` value: the config file, other files and folders of the sandbox, a relative
  /// name (inside `work/`), the FIFO now and then.
  func configPathArgument(_ random: inout SeededRandom) -> Argument {
    Argument(
      random.weighted([
        (6, configFile), (2, files + "/other.toml"), (1, files + "/dir"), (2, symlinkSentinel),
        (1, files + "/out.svg"), (2, "local.toml"), (1, "<b>.toml"), (1, ""), (1, fifoSentinel),
      ]))
  }

  /// A `chart -o` value, likewise.
  func outputPathArgument(_ random: inout SeededRandom) -> Argument {
    Argument(
      random.weighted([
        (5, files + "/out.svg"), (3, files + "/new.svg"), (2, symlinkSentinel), (1, files + "/dir"),
        (2, "chart.svg"), (1, "x y.svg"), (1, "-"), (1, ""), (1, files + "/missing/dir/c.svg"),
        (1, pipeSentinel),
      ]))
  }

  /// Creates the tree. Throws only when the machine cannot (a harness problem, not a finding).
  func prepare() throws {
    let manager = FileManager.default
    for folder in [work, configDirectory + "/formats", root + "/home", root + "/state", files + "/dir"] {
      try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }
    try write(files + "/out.svg", "old chart\n")
    try write(files + "/target.svg", "target\n")
    try manager.createSymbolicLink(atPath: symlinkSentinel, withDestinationPath: files + "/target.svg")
    guard mkfifo(fifoSentinel, 0o644) == 0, mkfifo(pipeSentinel, 0o644) == 0 else { throw CocoaError(.fileWriteUnknown) }
    try write(
      configDirectory + "/formats/mine.toml",
      """
      description = "fuzz format"
      escape = "pango"
      small = "{icon} {days}d <b>{location}</b>"
      medium = "{progress_bar:20} {sunrise|'—'}"
      large = "[{polar_night}🌑 ]{message}"

      """)
    try writeConfig()
  }

  private func writeConfig() throws {
    let location = "[location]\n"
    switch config {
    case .none: return
    case .city: try write(configFile, location + "city = \"Oslo\"\n")
    case .coordinates:
      try write(configFile, location + "name = \"Home\"\nlatitude = 69.6496\nlongitude = 18.956\ntimezone = \"Europe/Oslo\"\n")
    case .hostileName:
      try write(
        configFile,
        location
          + "name = \"\u{202E}<b>%{F#f00}${exec id}\u{200B}\"\nlatitude = -33.87\nlongitude = 151.21\ntimezone = \"Australia/Sydney\"\n"
      )
    case .brokenTOML: try write(configFile, "[location\ncity = \"Oslo\n")
    case .badValues:
      try write(configFile, "clock = \"25h\"\n" + location + "latitude = 91\nlongitude = 1e309\ntimezone = \"Nowhere/City\"\n")
    case .unclosedTemplate:
      try write(
        configFile, location + "city = \"Oslo\"\n[format.waybar]\ntemplate = \"{x\"\n[format.text]\ntemplate = \"{days\"\n")
    case .hugeWidth:
      try write(
        configFile,
        location
          + "city = \"Tromsø\"\n[format.polybar]\ntemplate = \"{progress_bar:9223372036854775807}\"\n[format.json]\ntemplate = \"{location:99999999}\"\n"
      )
    case .notifications:
      try write(configFile, location + "city = \"Oslo\"\n[notifications]\nat = \"25:00\"\nsummer_mode = true\nsad = true\n")
    case .empty: try write(configFile, "")
    case .invalidUTF8:
      try Data([0x5B, 0x6C, 0x6F, 0x63, 0x5D, 0x0A, 0xFF, 0xFE, 0x3D, 0x22, 0xC3, 0x22, 0x0A]).write(
        to: URL(fileURLWithPath: configFile))
    case .directory: try FileManager.default.createDirectory(atPath: configFile, withIntermediateDirectories: true)
    case .symlink:
      try write(files + "/dotfiles.toml", location + "city = \"Sydney, AU\"\n")
      try FileManager.default.createSymbolicLink(atPath: configFile, withDestinationPath: files + "/dotfiles.toml")
    case .fifo:
      guard mkfifo(configFile, 0o644) == 0 else { throw CocoaError(.fileWriteUnknown) }
    case .crlf: try layout("template", .crlf)
    case .crlfShort: try layout("short", .crlf)
    case .mixedEndings: try layout("template", .mixed)
    case .inlineTable: try layout("inline table", .lf)
    case .dottedKeys: try layout("dotted keys", .lf)
    case .multilineString: try layout("multi-line string", .crlf)
    case .quotedKeys: try layout("quoted keys", .mixed)
    case .noFinalNewline: try layout("coordinates", .lf, finalNewline: false)
    case .byteOrderMark: try write(configFile, [0xEF, 0xBB, 0xBF] + Array("clock = \"24h\"\n[location]\ncity = \"Oslo\"\n".utf8))
    case .latin1: try refused("Latin-1 comment")
    case .nulByte: try refused("NUL byte")
    case .crOnly: try refused("CR only")
    case .duplicateKey: try refused("duplicate key")
    case .oneMiB: try write(configFile, ConfigLayouts.padded(to: 1 << 20))
    case .overOneMiB: try write(configFile, ConfigLayouts.padded(to: (1 << 20) + 1))
    }
  }

  private func layout(_ name: String, _ ending: ConfigLayouts.Ending, finalNewline: Bool = true) throws {
    let document = ConfigLayouts.documents.first { $0.name == name }!
    try write(configFile, ConfigLayouts.bytes(document.lines, ending: ending, finalNewline: finalNewline))
  }

  private func refused(_ name: String) throws {
    try write(configFile, ConfigLayouts.refused.first { $0.name == name }!.bytes)
  }

  private func write(_ path: String, _ bytes: [UInt8]) throws {
    try Data(bytes).write(to: URL(fileURLWithPath: path))
  }

  private func write(_ path: String, _ text: String) throws {
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
  }

  /// What the run broke that it must not — a sentinel replaced by another kind of file, or
  /// (after a successful run) a temporary file left behind — as (finding, details) pairs.
  func damage(afterSuccess: Bool) -> [(key: String, detail: String)] {
    var problems: [(key: String, detail: String)] = []
    func expect(_ path: String, _ type: mode_t, _ what: String) {
      if fileType(path) != type { problems.append(("\(what) was replaced by \(typeName(path))", path)) }
    }
    expect(symlinkSentinel, S_IFLNK, "a symlink")
    expect(fifoSentinel, S_IFIFO, "a FIFO")
    expect(pipeSentinel, S_IFIFO, "a FIFO with a reader")
    if config == .symlink { expect(configFile, S_IFLNK, "a symlinked config.toml") }
    if config == .fifo { expect(configFile, S_IFIFO, "a FIFO at config.toml") }
    if afterSuccess {
      let leftovers = (FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? [])
        .filter { ($0 as NSString).lastPathComponent.contains(".tmp") }
      if !leftovers.isEmpty {
        problems.append(("a temporary file survived a successful run", leftovers.sorted().joined(separator: ", ")))
      }
    }
    return problems
  }

  /// What one path in the sandbox is: a file's bytes and mode, a link's target, or its kind.
  enum FileState: Equatable {
    case file([UInt8], mode: mode_t)
    case link(String)
    case directory, fifo, other
  }

  /// The harness's own files at the sandbox's root, left out of snapshots.
  static let harnessFiles: Set<String> = [
    "stdout", "stderr", "pipe-read", "pipe-err", "check.out", "check.err", "get.out", "get.err",
  ]

  /// Every path under the sandbox (but the harness's files) and its state: taken before and
  /// after a run, it shows exactly what the run changed. FIFOs are never opened.
  func snapshot() -> [String: FileState] {
    var states: [String: FileState] = [:]
    func visit(_ relative: String) {
      let path = relative.isEmpty ? root : root + "/" + relative
      var info = stat()
      guard lstat(path, &info) == 0 else { return }
      let state: FileState
      switch info.st_mode & S_IFMT {
      case S_IFREG:
        let bytes = FileManager.default.contents(atPath: path).map { [UInt8]($0) } ?? []
        state = .file(bytes, mode: info.st_mode & 0o7777)
      case S_IFLNK: state = .link((try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?")
      case S_IFIFO: state = .fifo
      case S_IFDIR:
        state = .directory
        for name in ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted() {
          if relative.isEmpty, Self.harnessFiles.contains(name) { continue }
          visit(relative.isEmpty ? name : relative + "/" + name)
        }
      default: state = .other
      }
      if !relative.isEmpty { states[relative] = state }
    }
    visit("")
    return states
  }

  private func fileType(_ path: String) -> mode_t? {
    var info = stat()
    guard lstat(path, &info) == 0 else { return nil }
    return info.st_mode & S_IFMT
  }

  private func typeName(_ path: String) -> String {
    switch fileType(path) {
    case nil: "missing"
    case S_IFREG: "a regular file"
    case S_IFDIR: "a directory"
    case S_IFLNK: "a symlink"
    case S_IFIFO: "a FIFO"
    default: "another kind of file"
    }
  }

  func remove() { try? FileManager.default.removeItem(atPath: root) }
}
