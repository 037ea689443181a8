/// The completion scripts swift-argument-parser generates, with one thing added: options typed
/// before any subcommand belong to the status line (`status` is the default command), so
/// `solverv-status --format <TAB>` completes as `solverv-status status --format <TAB>` does. The
/// generated scripts only know the root's own flags there. Each shell's script gets a small
/// front function that inserts `status` into the words when the first word is an option; the
/// rest (and every custom completion calling the binary back) is the generated script's.
enum CompletionScript {
  /// The script as printed by `--generate-completion-script SHELL`, adapted; any other text as it is.
  static func adapted(_ script: String, arguments: [String]) -> String {
    guard arguments.contains(where: { $0.hasPrefix("--generate-completion-script") }) else { return script }
    if script.hasPrefix("#compdef") { return zsh(script) }
    if !script.occurrences(of: "complete -c 'solverv-status'").isEmpty { return fish(script) }
    if !script.occurrences(of: " -F _solverv-status solverv-status").isEmpty { return bash(script) }
    return script
  }

  static func bash(_ script: String) -> String {
    guard let renamed = renaming("\n_solverv-status() {", to: "\n__solverv-status_root() {", in: script) else { return script }
    return renamed + """

      # Options before any subcommand are the status line's (its default command).
      _solverv-status() {
          if [[ "${COMP_WORDS[1]}" == -* ]]; then
              local -a COMP_WORDS=("${COMP_WORDS[0]}" status "${COMP_WORDS[@]:1}")
              local COMP_CWORD=$((COMP_CWORD + 1))
          fi
          __solverv-status_root "${@}"
      }

      """
  }

  static func zsh(_ script: String) -> String {
    guard var renamed = renaming("\n_solverv-status() {", to: "\n__solverv-status_root() {", in: script),
      let tail = renamed.occurrences(of: "\nif [[ \"${funcstack[1]}\" = _solverv-status ]]").first
    else { return script }
    renamed.insert(
      contentsOf: """

        # Options before any subcommand are the status line's (its default command).
        _solverv-status() {
            if [[ "${words[2]}" == -* ]]; then
                words=("${words[1]}" status "${(@)words[2,-1]}")
                (( CURRENT++ ))
            fi
            __solverv-status_root "${@}"
        }

        """, at: tail.lowerBound)
    return renamed
  }

  static func fish(_ script: String) -> String {
    let generated = "\nfunction __solverv-status_tokens\n"
    guard var renamed = renaming(generated, to: "\nfunction __solverv-status_tokens_as_typed\n", in: script),
      let first = renamed.occurrences(of: "\ncomplete -c 'solverv-status'").first
    else { return script }
    renamed.insert(
      contentsOf: """

        # Options before any subcommand are the status line's (its default command).
        function __solverv-status_tokens
            # The cursor's index in the current word: fish 3 has no `commandline -tC` to ask.
            if test "$argv" = -tC
                set -l word (commandline -ct)
                string length -- "$word"
                return
            end
            set -l tokens (__solverv-status_tokens_as_typed $argv)
            if contains -- -p $argv; or contains -- -pc $argv
                if test (count $tokens) -ge 2; and string match -q -- '-*' $tokens[2]
                    set tokens $tokens[1] status $tokens[2..]
                else if test (count $tokens) -eq 1; and contains -- -pc $argv; and string match -q -- '-*' (commandline -ct)
                    set tokens $tokens[1] status
                end
            end
            printf '%s\\n' $tokens
        end

        """, at: first.lowerBound)
    return renamed
  }

  /// `script` with its one `old` replaced, or nil when `old` is not there exactly once (a newer
  /// generator: the script then stays as generated).
  private static func renaming(_ old: String, to new: String, in script: String) -> String? {
    let found = script.occurrences(of: old)
    guard found.count == 1 else { return nil }
    var renamed = script
    renamed.replaceSubrange(found[0], with: new)
    return renamed
  }
}

extension String {
  /// Where `needle` occurs, left to right, not overlapping. Written out rather than
  /// `ranges(of:)`/`contains(_:)`/`replacing(_:with:)`: those live in _StringProcessing, and this
  /// file was the only user, so they linked it and _RegexParser (~1.1 MB) into the binary.
  func occurrences(of needle: String) -> [Range<String.Index>] {
    let bytes = Array(utf8), pattern = Array(needle.utf8)
    guard !pattern.isEmpty, pattern.count <= bytes.count else { return [] }
    var found: [Range<String.Index>] = []
    var offset = 0
    while offset + pattern.count <= bytes.count {
      if bytes[offset..<offset + pattern.count].elementsEqual(pattern) {
        let lower = utf8.index(startIndex, offsetBy: offset)
        found.append(lower..<utf8.index(lower, offsetBy: pattern.count))
        offset += pattern.count
      } else {
        offset += 1
      }
    }
    return found
  }
}
