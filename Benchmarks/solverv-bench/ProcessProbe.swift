#if canImport(Glibc)
  import Glibc
#endif

/// Whole-process cost of a command: wall time and peak resident memory from fork to exit.
///
/// Peak RSS comes from `wait4`'s rusage, which on Linux also counts the memory the child had
/// *before* exec — for a child forked from this Swift program that would be this program's own
/// ~10 MB. So the measuring is done by a tiny C helper (compiled here, like the C hello baseline),
/// whose children start from well under a megabyte, as with `/usr/bin/time`.
struct ProcessProbe {
  struct Sample {
    let wallMilliseconds: Double
    let peakRSSMegabytes: Double
  }

  let helper: String

  /// Compiles the helper and the C hello-world baseline into `folder`.
  init?(folder: String) {
    guard let helper = compileC(Self.helperSource, name: "probe", in: folder) else { return nil }
    self.helper = helper
  }

  /// Median wall time and median peak RSS of `runs` runs of `arguments` (stdout and stderr to
  /// /dev/null, environment `environment`); nil if the command fails.
  func measure(_ arguments: [String], runs: Int, environment: [String]) -> Sample? {
    let output = "/tmp/solverv-probe-\(getpid()).txt"
    defer { unlink(output) }
    let command = [helper, String(runs), output] + arguments
    guard runCommand(command, environment: environment),
      let file = fopen(output, "r")
    else { return nil }
    defer { fclose(file) }
    var wallMicroseconds: Double = 0
    var peakKilobytes: Double = 0
    guard fscanf_pair(file, &wallMicroseconds, &peakKilobytes) else { return nil }
    return Sample(wallMilliseconds: wallMicroseconds / 1_000, peakRSSMegabytes: peakKilobytes / 1_024)
  }

  /// `probe RUNS OUTFILE PROGRAM ARGS…`: runs PROGRAM RUNS times, writes "median-µs median-KB".
  static let helperSource = #"""
    #include <stdio.h>
    #include <stdlib.h>
    #include <time.h>
    #include <unistd.h>
    #include <fcntl.h>
    #include <sys/resource.h>
    #include <sys/wait.h>
    static int cmp(const void *a, const void *b) {
      double x = *(const double *)a, y = *(const double *)b; return (x > y) - (x < y);
    }
    int main(int argc, char **argv) {
      if (argc < 4) return 2;
      int runs = atoi(argv[1]);
      double *walls = calloc(runs, sizeof(double)), *peaks = calloc(runs, sizeof(double));
      for (int i = 0; i < runs; i++) {
        struct timespec a, b;
        clock_gettime(CLOCK_MONOTONIC, &a);
        pid_t pid = vfork();
        if (pid == 0) {
          int null = open("/dev/null", O_WRONLY);
          dup2(null, 1); dup2(null, 2);
          execv(argv[3], argv + 3);
          _exit(127);
        }
        int status; struct rusage usage;
        if (wait4(pid, &status, 0, &usage) != pid || !WIFEXITED(status) || WEXITSTATUS(status) != 0) return 1;
        clock_gettime(CLOCK_MONOTONIC, &b);
        walls[i] = (b.tv_sec - a.tv_sec) * 1e6 + (b.tv_nsec - a.tv_nsec) / 1e3;
        peaks[i] = usage.ru_maxrss;
      }
      qsort(walls, runs, sizeof(double), cmp);
      qsort(peaks, runs, sizeof(double), cmp);
      FILE *out = fopen(argv[2], "w");
      fprintf(out, "%f %f\n", walls[runs / 2], peaks[runs / 2]);
      fclose(out);
      return 0;
    }
    """#

  static let helloSource = "#include <stdio.h>\nint main(void) { puts(\"hello\"); return 0; }\n"
}

/// Reads two doubles written as "%f %f".
private func fscanf_pair(_ file: UnsafeMutablePointer<FILE>, _ a: inout Double, _ b: inout Double) -> Bool {
  var buffer = [CChar](repeating: 0, count: 128)
  guard fgets(&buffer, Int32(buffer.count), file) != nil else { return false }
  let text = buffer.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }.split(separator: " ").map {
    Double($0.trimmingCharacters())
  }
  guard text.count == 2, let x = text[0], let y = text[1] else { return false }
  a = x
  b = y
  return true
}

private extension Substring {
  func trimmingCharacters() -> Substring {
    var s = self
    while let last = s.last, last == "\n" || last == " " { s.removeLast() }
    return s
  }
}

/// Writes `source` to `folder/name.c` and compiles it with the system C compiler.
func compileC(_ source: String, name: String, in folder: String) -> String? {
  let path = folder + "/" + name + ".c"
  let binary = folder + "/" + name
  guard let file = fopen(path, "w") else { return nil }
  fputs(source, file)
  fclose(file)
  for compiler in ["/usr/bin/cc", "/usr/bin/gcc", "/usr/bin/clang"] where access(compiler, X_OK) == 0 {
    if runCommand([compiler, "-O2", "-o", binary, path], environment: ["PATH=/usr/bin:/bin"]) {
      return binary
    }
  }
  return nil
}
