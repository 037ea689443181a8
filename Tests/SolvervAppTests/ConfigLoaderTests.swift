import Foundation
import SolvervApp
import SolvervConfig
import SolvervEngine
import SolvervSystem
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `ConfigLoader`'s read rules, the one copy every reader calls: real files, a FIFO, a folder and
/// a null device of the test's own, all in a scratch folder.
@Suite struct ConfigLoaderTests {
  /// The located message a refusal shows (`PATH:1:1: the config file …`), in English.
  static func message(_ path: String, missingIsDefaults: Bool = true) -> String? {
    do throws(ConfigLoader.Refusal) {
      _ = try ConfigLoader.bytes(at: path, missingIsDefaults: missingIsDefaults)
      return nil
    } catch {
      return English().errorPhrase(error.configError.located)
    }
  }

  @Test("a FIFO and a folder are refused at once, named, at line 1")
  func notARegularFileIsRefused() throws {
    let scratch = try ScratchFolder()
    defer { scratch.remove() }
    let fifo = scratch.path + "/config.fifo"
    try #require(mkfifo(fifo, 0o600) == 0)
    let refusedFIFO = try #require(Self.message(fifo), "a FIFO was read")
    #expect(refusedFIFO.hasPrefix(fifo + ":1:1: ") && refusedFIFO.contains("is a FIFO, not a regular file"), "\(refusedFIFO)")
    let refusedFolder = try #require(Self.message(scratch.path), "a folder was read")
    #expect(refusedFolder.contains("is a directory, not a regular file"), "\(refusedFolder)")
    #expect(throws: ConfigError.self) { try ConfigLoader.load(path: fifo) }
  }

  @Test("1 MiB is read; one byte more is refused")
  func theSizeLimitIsOneMebibyte() throws {
    let scratch = try ScratchFolder()
    defer { scratch.remove() }
    #expect(ConfigLoader.sizeLimit == 1 << 20)
    let comment = "# " + String(repeating: "x", count: ConfigLoader.sizeLimit - 3) + "\n"
    let fits = try scratch.write("fits.toml", comment)
    #expect(try ConfigLoader.bytes(at: fits, missingIsDefaults: false)?.count == ConfigLoader.sizeLimit)
    let comments = try ConfigLoader.load(path: fits).config
    #expect(comments.location == nil && comments.language == nil)
    let over = try scratch.write("over.toml", comment + "\n")
    let refused = try #require(Self.message(over), "a file over 1 MiB was read")
    #expect(refused.contains("over.toml:1:1: the config file "), "\(refused)")
  }

  @Test("a missing file is the defaults where allowed, else the error offering config init")
  func missingFileRule() throws {
    let scratch = try ScratchFolder()
    defer { scratch.remove() }
    let missing = scratch.path + "/none.toml"
    #expect(try ConfigLoader.bytes(at: missing, missingIsDefaults: true) == nil)
    let refused = try #require(Self.message(missing, missingIsDefaults: false), "a missing file named explicitly was read")
    #expect(refused.contains("none.toml:1:1: ") && refused.contains("config init"), "\(refused)")
  }

  @Test("the null device is no settings to readers, and not a file to a writer's read")
  func nullDeviceRule() throws {
    // A null device of the test's own (mknod needs root), never the system's /dev/null.
    guard getuid() == 0 else { return }
    let scratch = try ScratchFolder()
    defer { scratch.remove() }
    let null = scratch.path + "/null"
    try #require(mknod(null, S_IFCHR | 0o666, dev_t((1 << 8) | 3)) == 0)
    #expect(ConfigLoader.isNullDevice(null))
    #expect(try ConfigLoader.bytes(at: null, missingIsDefaults: false) == [])
    let none = try ConfigLoader.load(path: null).config
    #expect(none.location == nil && none.language == nil)
    guard case .failure(.notRegular(.characterDevice)) = ConfigLoader.read(at: null, nullDeviceIsEmpty: false) else {
      Issue.record("a writer's read took the null device as a file")
      return
    }
    // Another character device is no null device: refused as any device is.
    let zero = scratch.path + "/zero"
    try #require(mknod(zero, S_IFCHR | 0o666, dev_t((1 << 8) | 5)) == 0)
    #expect(!ConfigLoader.isNullDevice(zero))
    #expect(Self.message(zero) != nil)
  }

  @Test("config get and words read what they are handed: one read per command")
  func settingsFromBytesAlreadyRead() throws {
    let values = try SettingsFile.values(of: Array("clock = \"12h\"\n".utf8), path: "handed.toml")
    #expect(values.first { $0.key == "clock" }?.value == .string("12h"))
    let words = try SettingsFile.words(of: Array("language = \"fi\"\n".utf8), path: "handed.toml")
    #expect(words.first?.text == "fi")
  }
}
