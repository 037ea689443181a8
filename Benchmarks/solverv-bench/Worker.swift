#if canImport(Glibc)
  import Glibc
#endif

/// A thread that runs one closure; ``join()`` waits for it.
final class Worker: @unchecked Sendable {
  private var thread = pthread_t()
  private let body: () -> Void

  init(_ body: @escaping () -> Void) {
    self.body = body
    let context = Unmanaged.passRetained(self).toOpaque()
    pthread_create(
      &thread, nil,
      { raw in
        Unmanaged<Worker>.fromOpaque(raw!).takeRetainedValue().body()
        return nil
      }, context)
  }

  func join() { pthread_join(thread, nil) }
}
