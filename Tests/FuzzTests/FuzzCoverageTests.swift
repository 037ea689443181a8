import DBusKit
import DBusService
import SolvervConfig
import TestSupport
import Testing

/// The fuzz's lists are written out by hand (so it also checks the product's tables); these
/// checks fail when the product gains a method or a setting the fuzz does not try.
struct FuzzCoverageTests {
  @Test("the D-Bus fuzz calls every declared method, with arguments of its declared signature")
  func everyMethodIsCalled() {
    var random = SeededRandom(seed: 33, index: 0, stream: 9)
    for method in ServiceMethods.object.methods {
      let listed = DBusCallGenerator.methods.contains { $0.interface == method.interface && $0.member == method.name }
      #expect(listed, "the fuzz never calls \(method.interface).\(method.name)")
      let arguments = DBusCallGenerator.documentedArguments(method.name, &random)
      #expect(arguments.map(\.signature).joined() == method.inputSignature, "\(method.name)'s fuzz arguments")
    }
  }

  @Test("the fuzz's settings are every setting config get prints")
  func everySettingIsTried() {
    #expect(Set(SettingValues.keys.map(\.name)) == Set(Setting.all.map(\.name)))
  }
}
