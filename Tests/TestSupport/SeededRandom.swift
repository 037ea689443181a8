/// SplitMix64 (Steele, Lea & Flood 2014): a tiny, fast, seedable generator, so that every random
/// sample a test draws is the same in every run, and a fuzz case is reproducible from its run's
/// seed and its index alone — whatever order the cases run in.
public struct SeededRandom: RandomNumberGenerator, Sendable {
  private var state: UInt64

  public init(seed: UInt64) { state = seed }

  /// The generator for case `index` of a run: seed, stream and index pass through the mixing
  /// function, so neighbouring indices get unrelated streams (not shifted copies of one).
  public init(seed: UInt64, index: Int, stream: UInt64) {
    state = Self.mix(seed ^ Self.mix(stream &+ Self.mix(UInt64(truncatingIfNeeded: index))))
  }

  private static func mix(_ value: UInt64) -> UInt64 {
    var z = value &+ 0x9E37_79B9_7F4A_7C15
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  public mutating func next() -> UInt64 {
    defer { state &+= 0x9E37_79B9_7F4A_7C15 }
    return Self.mix(state)
  }

  /// A number in `0..<n` (the next value modulo `n`: cheap, and bias-free enough for a sample).
  public mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }

  /// A number in `range`, without bias.
  public mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }

  /// True with probability `probability`.
  public mutating func chance(_ probability: Double) -> Bool {
    Double(next() >> 11) / Double(1 << 53) < probability
  }

  /// True in `percent` cases out of a hundred.
  public mutating func chance(percent: Int) -> Bool { below(100) < percent }

  /// One element of a non-empty array.
  public mutating func pick<T>(_ choices: [T]) -> T { choices[int(0...(choices.count - 1))] }

  /// One of `choices`, each with its weight.
  public mutating func weighted<T>(_ choices: [(Int, T)]) -> T {
    var roll = int(0...(choices.map(\.0).reduce(0, +) - 1))
    for (weight, choice) in choices {
      if roll < weight { return choice }
      roll -= weight
    }
    return choices[choices.count - 1].1
  }

  /// `items` in a random order (Fisher–Yates).
  public mutating func shuffled<T>(_ items: [T]) -> [T] {
    var items = items
    for i in stride(from: items.count - 1, to: 0, by: -1) { items.swapAt(i, below(i + 1)) }
    return items
  }
}
