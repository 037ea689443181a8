import DBusKit
import SolvervApp
import SolvervEngine

/// `Render(s format, s template) → s`: the snapshot in a bar format, as `solverv-status --format`
/// prints it, within the limits that keep one call from stalling every other caller.
extension SolvervResponder {
  func render(format: String, template: String) throws -> String {
    let templateBytes = template.utf8.count
    guard templateBytes <= SolvervBusInterface.maximumTemplateBytes else {
      throw refusal(DBusError.invalidArgs, .templateTooLong(bytes: templateBytes, limit: SolvervBusInterface.maximumTemplateBytes))
    }
    let provider: any StatusProvider
    // A user format's or template's error in the language in effect, as the CLI says it.
    do { provider = try UserFormats.provider(named: format) } catch {
      throw DBusError(DBusError.invalidArgs, error.message(in: language))
    }
    var options = RenderOptions()
    if !template.isEmpty {
      let parsed: Template
      do { parsed = try Template(template) } catch {
        throw DBusError(DBusError.invalidArgs, language.errorPhrase(error.phrase))
      }
      let cells = parsed.progressBarCells
      guard cells <= SolvervBusInterface.maximumBarCells else {
        throw refusal(DBusError.invalidArgs, .tooManyBarCells(cells, limit: SolvervBusInterface.maximumBarCells))
      }
      options.template = parsed
    }
    let text = provider.render(snapshot, options: options)
    let textBytes = text.utf8.count
    guard textBytes <= SolvervBusInterface.maximumRenderedBytes else {
      throw refusal(DBusError.invalidArgs, .renderedTooLong(bytes: textBytes, limit: SolvervBusInterface.maximumRenderedBytes))
    }
    return text
  }
}
