/// Finnish words for the TOML reader's syntax errors, templates' errors, files that cannot be read
/// or written and the D-Bus refusals a broken client meets (values from the file in ”…”, the
/// system's own reason as it comes). What was found is named in the nominative, after "saatiin" as
/// in the other messages.
extension Finnish {
  func foundText(_ found: Found) -> String {
    switch found {
    case .shown(let text): text
    case .character(let text, let code): "'\(text)' (U+\(code))"
    case .control(let code): "ohjausmerkki U+\(code)"
    case .endOfLine: "rivin loppu"
    case .endOfFile: "tiedoston loppu"
    case .kind(let kind, _): kindName(kind)
    }
  }

  func kindName(_ kind: ValueKind) -> String {
    switch kind {
    case .string: "teksti"
    case .integer: "kokonaisluku"
    case .float: "desimaaliluku"
    case .boolean: "totuusarvo"
    case .array: "lista"
    case .table: "taulukko"
    case .inlineTable: "rivinsisäinen taulukko"
    }
  }

  func syntaxPhrase(_ problem: SyntaxProblem) -> String {
    switch problem {
    case .carriageReturn: return "telanpalautusmerkin (U+000D) jälkeen on oltava rivinvaihtomerkki"
    case .notAllowedInComment(let found): return "\(foundText(found)) ei ole sallittu kommentissa"
    case .lineEndExpected(let header, let found):
      return "odotettiin rivin loppua \(header ? "taulukon otsikon" : "arvon") jälkeen, saatiin \(foundText(found))"
    case .notANumber(let found): return "\(foundText(found)) ei ole kelvollinen luku"
    case .dateOrTime(let text): return "päivämääriä ja kellonaikoja ei tueta tässä; laita arvo lainausmerkkeihin: \"\(text)\""
    case .notDecimal(let text): return "vain kymmenjärjestelmän luvut ovat tuettuja, ei ”\(text)”"
    case .leadingZeros(let text): return "etunollat eivät ole sallittuja: ”\(text)”"
    case .dotNeedsDigits(let text): return "luvun ”.”-merkin molemmin puolin on oltava numeroita: ”\(text)”"
    case .exponentWithoutDigits(let text): return "luvun ”\(text)” eksponentissa ei ole numeroita"
    case .underscoreBetweenDigits(let text): return "luvun ”_”-merkin on oltava kahden numeron välissä: ”\(text)”"
    case .numberTooLarge(let text): return "luku ”\(text)” on liian suuri"
    case .integerOutOfRange(let text, let min, let max): return "kokonaisluku ”\(text)” on sallitun välin ulkopuolella (\(min)…\(max))"
    case .keyMultiline: return "avain ei voi olla monirivinen teksti"
    case .keyExpected(let afterDot, let found): return "odotettiin avainta\(afterDot ? " ”.”-merkin jälkeen" : ""), saatiin \(foundText(found))"
    case .nestedTooDeep(let keys, let levels): return "\(keys ? "avaimia" : "listoja ja taulukoita") on sisäkkäin yli \(levels) tasoa"
    case .commaExpected(let array, let opened, let found):
      return array
        ? "odotettiin merkkiä ”,” tai ”]” kohdasta \(opened) alkavassa listassa, saatiin \(foundText(found))"
        : "odotettiin merkkiä ”,” tai ”}” kohdasta \(opened) alkavassa rivinsisäisessä taulukossa, saatiin \(foundText(found))"
    case .inlineTableOneLine(let opened):
      return "rivinsisäisen taulukon on päätyttävä samalla rivillä, jolla se alkaa (kohta \(opened)); käytä pidemmille taulukoille otsikkoa, kuten [taulukko]"
    case .trailingComma: return "loppupilkku ei ole sallittu rivinsisäisessä taulukossa"
    case .arrayNotClosed: return "tässä alkavaa listaa ei koskaan suljeta merkillä ”]”"
    case .multiLineNotClosed(let quotes): return "tässä alkavaa monirivistä tekstiä ei koskaan suljeta merkeillä \(quotes)"
    case .tooManyQuotes: return "liikaa lainausmerkkejä monirivisen tekstin lopussa"
    case .invalidEscape(let sequence, let followedBy):
      let shown = sequence ?? "'\\', jota seuraa \(foundText(followedBy))"
      return "virheellinen ohjausjakso \(shown) tekstissä; kirjoita kenoviiva muodossa \\\\ "
        + "(sallitut ohjausjaksot: \\\" \\\\ \\n \\t \\r \\b \\f \\uXXXX \\UXXXXXXXX)"
    case .unicodeEscapeDigits(let digits): return "\\\(digits == 4 ? "u" : "U") vaatii tasan \(digits) heksadesimaalinumeroa"
    case .notAScalar(let text): return "\(text) ei ole Unicode-skalaariarvo (sijaiskoodi tai yli U+10FFFF)"
    case .stringNotClosed(let quote, let endOfFile):
      return "tekstiä ei suljeta merkillä \(quote) ennen \(endOfFile ? "tiedoston" : "rivin") loppua"
        + (quote == "\"" ? "; käytä usealle riville jatkuvalle tekstille muotoa \"\"\" … \"\"\"" : "")
    case .notAllowedInString(let found):
      return "\(foundText(found)) ei ole sallittu tekstissä; kirjoita se ohjausjaksona, esimerkiksi \\t tai \\u0000"
    case .arraysOfTables: return "taulukkolistoja ([[…]]) ei tueta; käytä sen sijaan rivinsisäistä taulukkolistaa"
    case .tableHeaderNotClosed(let found): return "odotettiin taulukon otsikon sulkevaa merkkiä ”]”, saatiin \(foundText(found))"
    case .equalsExpected(let found): return "odotettiin avaimen jälkeen merkkiä ”=”, saatiin \(foundText(found))"
    case .alreadyAValue(let key, let kind, let line, let asHeader):
      return "”\(key)” on jo \(kindName(kind)) (rivi \(line)), joten "
        + (asHeader ? "se ei voi olla taulukko tässä" : "se ei voi sisältää muita avaimia")
    case .tableTwice(let name, let line): return "taulukko [\(name)] on määritelty kahdesti (ensin rivillä \(line))"
    case .tableByDottedKeys(let name, let line): return "taulukko [\(name)] on jo määritelty pisteavaimilla rivillä \(line)"
    case .tableByHeader(let name, let line):
      return "taulukko ”\(name)” avattiin otsikolla (rivi \(line)); lisää avaimet sen otsikon alle, ei pisteavaimilla"
    case .invalidUTF8(let byte): return "virheellinen UTF-8 (tavu 0x\(byte)); tallenna tiedosto UTF-8-muodossa"
    case .internalMismatch: return "sisäinen virhe: muutos ei sovi tiedostoon; mitään ei muutettu"
    case .editAlsoChanges(let keys): return "muutos muuttaisi myös asetukset \(keys.joined(separator: ", "))"
    }
  }

  func templatePhrase(_ problem: TemplateProblem, at position: Int) -> String {
    let at = "virhe mallissa merkin \(position) kohdalla"
    switch problem {
    case .unknownPlaceholder(let name, let valid): return "\(at): tuntematon paikkamerkki ”\(name)”; kelpaavat nimet: \(valid.map { "{\($0)}" }.joined(separator: ", "))"
    case .incompatibleSpec(let field, let spec, let allowed):
      return "\(at): ”\(spec)” ei ole kelvollinen muotoilu kentälle {\(field)}; sallitut arvot: \(specHelp(allowed))"
    case .unclosedPlaceholder: return "\(at): merkkiä ”{” ei koskaan suljeta merkillä ”}”"
    case .unclosedGroup: return "\(at): merkkiä ”[” ei koskaan suljeta merkillä ”]”"
    case .unmatched(let c): return "\(at): merkillä ”\(c)” ei ole avaavaa paria (kirjoita \\\(c), jos tarkoitat itse merkkiä)"
    case .emptyPlaceholder: return "\(at): tyhjä paikkamerkki ”{}”"
    case .unterminatedLiteral: return "\(at): paikkamerkin lainausmerkeissä olevaa tekstiä ei koskaan suljeta"
    case .danglingEscape: return "\(at): mallin lopussa oleva ”\\” ei koske mihinkään merkkiin"
    }
  }

  private func specHelp(_ help: TemplateSpecHelp) -> String {
    switch help {
    case .width: "enimmäisleveys, esim. 20"
    case .decimals: "desimaalit, esim. .1"
    case .barWidth: "leveys, esim. 20"
    case .strftime: "strftime-kaava, esim. %H:%M tai %a %d %b"
    case .duration: Self.orList(["hm", "hms", "clock", "human", "minutes", "seconds"].map { "”\($0)”" }, or: "tai")
    case .none: "ei muotoilua"
    }
  }

  func filePhrase(_ problem: FileProblem) -> String {
    switch problem {
    case .cannotRead(let path, let failure): return "tiedostoa \(path) ei voi lukea: " + failureText(failure, subject: "tiedosto")
    case .configFile(let failure, let hint):
      return failureText(failure, subject: "asetustiedosto") + (hint.map { " (luo se komennolla `solverv-status config init --config \($0)`)" } ?? "")
    case .cannotWrite(let path, let reason): return "tiedostoon \(path) ei voi kirjoittaa: \(writeReason(reason))"
    case .cannotWriteNotRegular(let path, let kind): return "tiedostoon \(path) ei voi kirjoittaa: se on \(kindOfFile(kind)), ei tavallinen tiedosto"
    case .alreadyExists(let path): return "\(path) on jo olemassa; korvaa se valitsimella --force"
    case .writeHeld(let path, let held, let seconds):
      return "tiedostoon \(path) ei voi kirjoittaa: toinen kirjoittaja on pitänyt tiedostoa \(held) varattuna \(seconds) s; mitään ei kirjoitettu, yritä uudelleen"
    case .resultTooLarge(let path, let megabytes):
      return "tiedostoon \(path) ei voi kirjoittaa: tulos olisi suurempi kuin asetustiedoston enimmäiskoko \(megabytes) Mt"
    case .busy(let path, let seconds):
      return "asetukset ovat varattuina: toinen kirjoittaja on pitänyt tiedostoa \(path) varattuna \(seconds) s; mitään ei kirjoitettu, yritä uudelleen"
    case .formatLinkBroken(let name, let path): return "muoto ”\(name)”: \(path) on symbolinen linkki, jonka kohdetta ei voi lukea"
    case .formatLinkNotTOML(let name, let path, let target):
      return "muoto ”\(name)”: \(path) on symbolinen linkki kohteeseen \(target), joka ei ole .toml-tiedosto; linkitä muototiedostoon NIMI.toml"
    case .formatUnreadable(let name, let path, let failure):
      return "muoto ”\(name)”: tiedostoa \(path) ei voi lukea: " + failureText(failure, subject: "tiedosto")
    case .internalError(let inner): return "sisäinen virhe: \(errorPhrase(inner)); mitään ei kirjoitettu"
    }
  }

  /// "asetustiedostoa ei ole", "tiedosto on hakemisto, ei tavallinen tiedosto".
  private func failureText(_ failure: FileFailure, subject: String) -> String {
    switch failure {
    case .missing: "\(subject)a ei ole"
    case .notRegular(let kind): "\(subject) on \(kindOfFile(kind)), ei tavallinen tiedosto"
    case .tooLarge(let limit): "\(subject) on suurempi kuin \(limit >= 1 << 20 ? "\(limit >> 20) Mt" : "\(limit) tavua")"
    case .unreadable(let reason): "\(subject)a ei voi lukea: \(reason)"
    }
  }

  func kindOfFile(_ kind: FileKindName) -> String {
    switch kind {
    case .regular: "tavallinen tiedosto"
    case .directory: "hakemisto"
    case .fifo: "nimetty putki (FIFO)"
    case .socket: "pistoke"
    case .characterDevice: "merkkilaite"
    case .blockDevice: "lohkolaite"
    case .symbolicLink: "symbolinen linkki"
    case .other: "jokin muu"
    }
  }

  func busPhrase(_ problem: BusProblem) -> String {
    switch problem {
    case .noSettings(let keys): return "asetuksia ei annettu: lähetä a{sv}, jossa on yksi tai useampi näistä: \(keys)"
    case .tooManySettings(let count, let maximum): return "\(count) asetusta yhdessä kutsussa: enintään \(maximum) on sallittu"
    case .valueTooLong(let name, let allowed):
      return "”\(name)” on liian pitkä tai sisältää NUL-merkin; sallitut arvot: \(errorPhrase(.allowed(allowed)))"
    case .wrongType(let name, let kind, let signature, let allowed):
      return "”\(name)” ottaa arvon, jonka tyyppi on \(kindName(kind)), ei ”\(signature)”; sallitut arvot: \(errorPhrase(.allowed(allowed)))"
    case .vsEmpty: return "vs on tyhjä: anna kaupunki, esim. Tromsø"
    case .queryTooLong(let maximum): return "haku on pidempi kuin \(maximum) tavua"
    case .call(let refusal): return callRefusal(refusal)
    }
  }
}
