extension ChangeWatcher {
  /// Where a watched path leads when it is a symbolic link (dotfile managers, `/etc/localtime`
  /// → zoneinfo): every hop of the chain and the resolved file. The hops are read with
  /// `readlink`, not `realpath`, so a link whose target does not exist yet (a dotfiles checkout
  /// made after the daemon started, `config.toml -> real.toml` before `real.toml` is written)
  /// still has its target's folder watched, and the target's creation counts as a change.
  static func linkTargets(_ path: String) -> [String] {
    var found: [String] = []
    var current = path
    // The kernel's own limit on links followed (ELOOP); a loop ends at the first repeat.
    for _ in 0..<40 {
      guard let target = FileReader.symbolicLinkTarget(current) else { break }
      current = normalized(target.hasPrefix("/") ? target : split(current).directory + "/" + target)
      if current == path || found.contains(current) { break }
      found.append(current)
    }
    // Links in the folders on the way (a linked `~/.config`) are only seen by `realpath`.
    if let resolved = FileReader.resolvedPath(path), resolved != path, !found.contains(resolved) {
      found.append(resolved)
    }
    return found
  }

  /// `path` with `.`, `..` and repeated slashes taken out, as written (no link is followed):
  /// a relative link target joined to its folder (`/a/b/../c` → `/a/c`).
  static func normalized(_ path: String) -> String {
    var parts: [Substring] = []
    for part in path.split(separator: "/") {
      switch part {
      case ".": continue
      case "..": _ = parts.popLast()
      default: parts.append(part)
      }
    }
    return "/" + parts.joined(separator: "/")
  }
}
