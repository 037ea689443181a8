import SolvervEngine

#if canImport(Glibc)
  import Glibc
#endif

extension AtomicFile {
  /// Where a write to a path lands once its symbolic links are followed.
  public enum Destination: Sendable, Equatable {
    /// The final target (it need not exist: writing through a dangling link creates it).
    case file(String)
    /// An open descriptor of this process, named by `path` (`/dev/stdout`, `/dev/fd/N`, …):
    /// written through, never replaced.
    case descriptor(Int32, path: String)
  }

  /// Follows the symbolic links of `path`'s last component, one at a time: stops at a path that
  /// names one of this process's descriptors, and refuses another user's link in a sticky folder
  /// (``StickyFolderLink``) and a loop (after 40 links).
  public static func destination(of path: String) throws(Failure) -> Destination {
    var current = path
    for _ in 0..<40 {
      if let number = OwnDescriptor.number(named: current) { return .descriptor(number, path: current) }
      var info = stat()
      guard lstat(current, &info) == 0, FileKind(mode: info.st_mode) == .symbolicLink,
        let link = FileReader.symbolicLinkTarget(current)
      else { return .file(current) }
      try StickyFolderLink.check(current, owner: info.st_uid)
      current = link.hasPrefix("/") ? link : folder(of: current) + "/" + link
    }
    throw Failure(.tooManyLinks)
  }

  /// `path` with every symbolic link of its last component followed (see ``destination(of:)``);
  /// a path naming an open descriptor is returned as it is.
  public static func finalTarget(of path: String) throws(Failure) -> String {
    switch try destination(of: path) {
    case .file(let target): target
    case .descriptor(_, let named): named
    }
  }
}
