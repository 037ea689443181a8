#if canImport(Glibc)
  import Glibc
#endif

/// Starts a program with stdout and stderr to /dev/null (the programs under measurement must not
/// wait on a full pipe); returns its pid.
func spawn(_ arguments: [String], environment: [String]) -> pid_t? {
  var actions = posix_spawn_file_actions_t()
  posix_spawn_file_actions_init(&actions)
  defer { posix_spawn_file_actions_destroy(&actions) }
  posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
  posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
  let argv = arguments.map { strdup($0) } + [nil]
  let envp = environment.map { strdup($0) } + [nil]
  defer {
    argv.forEach { free($0) }
    envp.forEach { free($0) }
  }
  var pid: pid_t = 0
  guard posix_spawn(&pid, arguments[0], &actions, nil, argv, envp) == 0 else { return nil }
  return pid
}

/// Runs a command to completion, its output discarded; true when it exits 0.
func runCommand(_ arguments: [String], environment: [String]) -> Bool {
  guard let pid = spawn(arguments, environment: environment) else { return false }
  var status: Int32 = 0
  guard waitpid(pid, &status, 0) == pid else { return false }
  return status == 0
}

/// Ends a process started by ``spawn(_:environment:)`` and reaps it.
func killAndReap(_ pid: pid_t) {
  kill(pid, SIGKILL)
  var status: Int32 = 0
  waitpid(pid, &status, 0)
}
