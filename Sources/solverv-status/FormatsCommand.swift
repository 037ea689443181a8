import ArgumentParser
import SolvervApp
import SolvervCommandWords
import SolvervEngine
import SolvervSystem

/// `solverv-status formats`: the output formats, the template placeholders, the sizes.
struct FormatsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "formats",
    abstract: "List output formats (built-in and your own) and template placeholders.",
    discussion: """
      Templates: {name} inserts a placeholder, {name:spec} formats it ({sunrise:%H:%M}, \
      {daylength:hms}, {progress:.1}, {location:20}); {a|b|'text'} falls back to the first \
      alternative with a value; […] is shown only when every placeholder inside has a value and \
      every flag is true ([↑{sunrise}], [{polar_night}🌑]). \\{ \\} \\[ \\] \\| \\\\ are literal. \
      Time patterns are strftime's %Y %y %m %d %e %H %I %M %S %p %a %A %b %B %u %V %j %x %Z %z, \
      in the language ({sunrise:%A %H:%M}).

      Your own format: a file $XDG_CONFIG_HOME/solverv/formats/NAME.toml such as:
        description = "…"
        escape = "none"        # none, pango, polybar, conky or json
        small = "{icon} {countdown}"
        medium = "…"           # optional
        large = "…"            # optional

      Then use --format NAME. The escape applies to the values put into the templates; the \
      templates are your bar's markup and are not escaped. The file is read like the config: a \
      regular file (a symbolic link must end at a .toml file); a broken one shows the bar's \
      error state and exits 0, the reason on stderr.
      """)

  @Flag(help: "List the template placeholders with their types.")
  var placeholders = false

  @Option(.lang) var lang: LanguageChoice?

  func run() throws {
    // --lang, else the config's language, else the locale's; the names and templates stay as typed.
    let language = CommandLanguage.current
    let word = { (heading: FormatsListHeading) in language.formatsListPhrase(.heading(heading)) }
    if placeholders {
      var rows = [[word(.placeholder), word(.type), word(.meaning)]]
      for field in TemplateField.allCases {
        rows.append(["{\(field.rawValue)}", language.formatsListPhrase(.valueKind(field.kind)), field.summary(in: language)])
      }
      Output.line(TextTable.aligned(rows))
      return
    }
    var rows = [[word(.format), word(.description)]]
    for provider in ProviderRegistry.builtIn { rows.append([provider.name, provider.summary(in: language) ?? ""]) }
    for name in UserFormats.names() where ProviderRegistry.builtIn(named: name) == nil {
      // One row each: a description or a reason holding a newline is shown as `\u{a}`.
      do {
        rows.append([name, Escaping.visibleInMessage(try UserFormats.provider(named: name).summary(in: language) ?? "")])
      } catch {
        rows.append([name, language.formatsListPhrase(.broken(reason: Escaping.visibleInMessage(error.message(in: language))))])
      }
    }
    Output.line(TextTable.aligned(rows))
    Output.line("")
    var sizes = [[word(.size), word(.template)]]
    for size in WidgetSize.allCases { sizes.append([size.rawValue, size.template.source]) }
    Output.line(TextTable.aligned(sizes))
  }
}
