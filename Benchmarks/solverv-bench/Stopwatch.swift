#if canImport(Glibc)
  import Glibc
#endif

/// Monotonic time in seconds.
func monotonicSeconds() -> Double {
  var spec = timespec()
  clock_gettime(CLOCK_MONOTONIC, &spec)
  return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
}

func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  return sorted.isEmpty ? .nan : sorted[sorted.count / 2]
}

func format(_ value: Double, _ digits: Int = 1) -> String {
  let scale = Double([1, 10, 100, 1000][min(digits, 3)])
  let rounded = (value * scale).rounded() / scale
  var text = String(rounded)
  if digits == 0, text.hasSuffix(".0") { text.removeLast(2) }
  return text
}
