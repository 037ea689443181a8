import Foundation

/// Asks the real bash, zsh and fish what they offer at <TAB>, with the completion scripts the
/// binary generates (`--generate-completion-script`), the binary first on PATH as
/// `solverv-status` (the scripts call it back for places, formats and setting values).
struct CompletionShells {
  enum Shell: String, CaseIterable { case bash, zsh, fish }

  let sandbox = Sandbox()
  var folder: URL { sandbox.root.appendingPathComponent("completion") }

  init() {
    try! FileManager.default.createDirectory(at: folder.appendingPathComponent("zfunc"), withIntermediateDirectories: true)
    for shell in Shell.allCases {
      let script = CLI.run(["--generate-completion-script", shell.rawValue]).stdout
      let name = shell == .zsh ? "zfunc/_solverv-status" : "solverv-status.\(shell.rawValue)"
      try! script.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    try! CompletionShells.zshInit.write(to: folder.appendingPathComponent("init.zsh"), atomically: true, encoding: .utf8)
    try! CompletionShells.zshCapture.write(to: folder.appendingPathComponent("capture.zsh"), atomically: true, encoding: .utf8)
    try! CompletionShells.bashCapture.write(to: folder.appendingPathComponent("capture.bash"), atomically: true, encoding: .utf8)
  }

  func remove() { sandbox.remove() }

  /// The executable of `shell`, or nil when it is not installed (Scripts/install-system-packages.sh).
  static func path(of shell: Shell) -> String? {
    ["/usr/bin/\(shell.rawValue)", "/bin/\(shell.rawValue)"].first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  /// What `shell` offers for the command line `line` (the cursor at its end), one candidate each,
  /// without descriptions or the shells' quoting of spaces.
  func candidates(_ line: String, in shell: Shell) -> [String] {
    guard let executable = CompletionShells.path(of: shell) else { return ["<\(shell.rawValue) is not installed>"] }
    let binFolder = URL(fileURLWithPath: CLI.binary).deletingLastPathComponent().path
    let environment = [
      "PATH": "\(binFolder):/usr/bin:/bin", "LINE": line, "COMPLETION": folder.path, "TERM": "dumb",
    ]
    let arguments: [String]
    switch shell {
    case .bash: arguments = [folder.appendingPathComponent("capture.bash").path]
    case .zsh: arguments = ["-f", folder.appendingPathComponent("capture.zsh").path]
    case .fish:
      arguments = ["--no-config", "-c", "source $COMPLETION/solverv-status.fish; complete -C \"$LINE\""]
    }
    let result = CLI.run(arguments, environment: sandbox.environment.merging(environment) { $1 }, executable: executable)
    return result.stdout.split(separator: "\n").map { line in
      let candidate = line.split(separator: "\t", maxSplits: 1).first.map(String.init) ?? ""
      return candidate.replacingOccurrences(of: "\\ ", with: " ").trimmingCharacters(in: CharacterSet(charactersIn: "\r"))
    }.filter { !$0.isEmpty }
  }

  /// bash: the function `complete -p` names, called as readline would, COMPREPLY printed.
  static let bashCapture = #"""
    source /usr/share/bash-completion/bash_completion 2>/dev/null
    source "$COMPLETION/solverv-status.bash"
    read -ra COMP_WORDS <<< "$LINE"
    [[ "$LINE" == *" " ]] && COMP_WORDS+=("")
    COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 ))
    COMP_LINE="$LINE"; COMP_POINT=${#LINE}
    function=$(complete -p solverv-status | sed -E 's/.*-F ([^ ]+).*/\1/')
    "$function" solverv-status "${COMP_WORDS[$COMP_CWORD]}" "${COMP_WORDS[$((COMP_CWORD - 1))]}"
    printf '%s\n' "${COMPREPLY[@]}"
    """#

  /// zsh: an interactive zsh in a pseudo-terminal (zpty) completes the line with compinit and the
  /// script in fpath; compadd is wrapped to print each match (after zsh-capture-completion).
  static let zshInit = #"""
    PROMPT=
    fpath=($COMPLETION/zfunc $fpath)
    autoload -U compinit
    compinit -u -d $COMPLETION/zcompdump
    bindkey '^M' undefined
    bindkey '^J' undefined
    bindkey '^I' complete-word
    null-line () { echo -E - $'\0' }
    compprefuncs=( null-line )
    comppostfuncs=( null-line exit )
    zstyle ':completion:*' list-grouped false
    zstyle ':completion:*' insert-tab false
    zstyle ':completion:*' list-separator ''
    compadd () {
        if [[ ${@[1,(i)(-|--)]} == *-(O|A|D)\ * ]]; then
            builtin compadd "$@"
            return $?
        fi
        typeset -a __hits __dscr __tmp
        if (( $@[(I)-d] )); then
            __tmp=${@[$[${@[(i)-d]}+1]]}
            if [[ $__tmp == \(* ]]; then eval "__dscr=$__tmp"; else __dscr=( "${(@P)__tmp}" ); fi
        fi
        builtin compadd -A __hits -D __dscr "$@"
        [[ -n $__hits ]] || return
        for i in {1..$#__hits}; do echo -E - $__hits[$i]; done
    }
    echo ok
    """#

  static let zshCapture = #"""
    zmodload zsh/zpty
    zpty z zsh -f -i
    local line
    zpty -w z "source $COMPLETION/init.zsh"
    repeat 4; do
        zpty -r z line
        [[ $line == ok* ]] && break
    done
    zpty -w z "$LINE"$'\t'
    integer tog=0
    while zpty -r z; do :; done | while IFS= read -r line; do
        if [[ $line == *$'\0\r' ]]; then
            (( tog++ )) && exit 0 || continue
        fi
        (( tog )) && echo -E - ${line%$'\r'}
    done
    exit 2
    """#
}
