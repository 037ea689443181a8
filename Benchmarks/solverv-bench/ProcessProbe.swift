#if canImport(Glibc)
  import Glibc
#endif

/// Whole-process cost of a command: wall time and peak resident memory, from fork/exec to exit,
/// as `wait4`'s rusage reports it.
struct ProcessProbe {
  struct Sample {
    let wallMilliseconds: Double
    let peakRSSMegabytes: Double
  }

  /// Runs `arguments` `runs` times with stdout and stderr sent to /dev/null; returns the median
  /// wall time and the median peak RSS. Nil if the program cannot be started or fails.
  static func measure(_ arguments: [String], runs: Int, environment: [String] = []) -> Sample? {
    var walls: [Double] = []
    var peaks: [Double] = []
    for _ in 0..<runs {
      let start = monotonicSeconds()
      guard let usage = runOnce(arguments, environment: environment) else { return nil }
      walls.append((monotonicSeconds() - start) * 1_000)
      peaks.append(Double(usage.ru_maxrss) / 1_024)
    }
    return Sample(wallMilliseconds: median(walls), peakRSSMegabytes: median(peaks))
  }

  private static func runOnce(_ arguments: [String], environment: [String]) -> rusage? {
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
    var status: Int32 = 0
    var usage = rusage()
    guard wait4(pid, &status, 0, &usage) == pid, status == 0 else { return nil }
    return usage
  }
}

/// A C program that prints "hello" and exits, compiled with the system `cc` into `folder`:
/// the baseline every process measurement is compared with in the same run.
func buildCHello(in folder: String) -> String? {
  let source = folder + "/hello.c"
  let binary = folder + "/hello"
  guard let file = fopen(source, "w") else { return nil }
  fputs("#include <stdio.h>\nint main(void) { puts(\"hello\"); return 0; }\n", file)
  fclose(file)
  for compiler in ["/usr/bin/cc", "/usr/bin/gcc", "/usr/bin/clang"] where access(compiler, X_OK) == 0 {
    if ProcessProbe.measure([compiler, "-O2", "-o", binary, source], runs: 1, environment: ["PATH=/usr/bin:/bin"]) != nil { return binary }
  }
  return nil
}
