import Glibc
import SolvervEngine
import SolvervSystem
import Testing

/// The system's reasons for a failed write: the common errno values in
/// each language's words, English as the C library says them, and any other as the system says
/// it with its symbolic name, so the user has a term to search for.
struct WriteReasonWordsTests {
  static let common: [Int32] = [
    ENOSPC, EDQUOT, EACCES, EPERM, EROFS, ENOENT, ENOTDIR, EISDIR, EEXIST, ELOOP, ENAMETOOLONG, EBUSY, ETXTBSY, EMFILE,
    ENFILE, EIO, EXDEV, EAGAIN, EWOULDBLOCK, EINVAL, EFBIG, ENXIO,
  ]

  @Test("every common errno: English is strerror's words; the other languages each their own, all different")
  func commonErrors() {
    for number in Self.common {
      let error = SystemError(errno: number)
      #expect(error.common != nil, "\(error.name)")
      #expect(English().writeReason(.system(error)) == String(cString: strerror(number)))
    }
    for language in Languages.all where language.code != "en" {
      let words = Self.common.map { language.writeReason(.system(SystemError(errno: $0))) }
      for (number, text) in zip(Self.common, words) {
        #expect(text != String(cString: strerror(number)) && !text.contains("(E"), "\(language.code): \(text)")
      }
      // EAGAIN and EWOULDBLOCK are one number on Linux; every other pair differs.
      #expect(Set(words).count == Self.common.count - 1, "\(language.code): \(words)")
    }
  }

  @Test("another errno: the system's words and its symbolic name, in every language")
  func otherErrors() {
    let error = SystemError(errno: EOWNERDEAD)
    #expect(error.common == nil && error.name == "EOWNERDEAD")
    for language in Languages.all {
      #expect(language.writeReason(.system(error)) == "\(String(cString: strerror(EOWNERDEAD))) (EOWNERDEAD)", "\(language.code)")
    }
  }
}
