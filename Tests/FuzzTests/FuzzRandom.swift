/// SplitMix64 (Steele, Lea & Flood 2014): a tiny, fast, seedable generator, so that every fuzz
/// case is reproducible from the run's seed and its index alone — whatever order the cases run in.
struct FuzzRandom: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  /// The generator for case `index` of a run: seed, stream and index pass through the mixing
  /// function, so neighbouring indices get unrelated streams (not shifted copies of one).
  init(seed: UInt64, index: Int, stream: UInt64) {
    state = Self.mix(seed ^ Self.mix(stream &+ Self.mix(UInt64(truncatingIfNeeded: index))))
  }

  private static func mix(_ value: UInt64) -> UInt64 {
    var z = value &+ 0x9E37_79B9_7F4A_7C15
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  mutating func next() -> UInt64 {
    defer { state &+= 0x9E37_79B9_7F4A_7C15 }
    return Self.mix(state)
  }

  /// A number in `range`.
  mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }

  /// True with probability `probability`.
  mutating func chance(_ probability: Double) -> Bool {
    Double(next() >> 11) / Double(1 << 53) < probability
  }

  /// One element of a non-empty array.
  mutating func pick<T>(_ choices: [T]) -> T { choices[int(0...(choices.count - 1))] }

  /// One of `choices`, each with its weight.
  mutating func weighted<T>(_ choices: [(Int, T)]) -> T {
    var roll = int(0...(choices.map(\.0).reduce(0, +) - 1))
    for (weight, choice) in choices {
      if roll < weight { return choice }
      roll -= weight
    }
    return choices[choices.count - 1].1
  }
}
