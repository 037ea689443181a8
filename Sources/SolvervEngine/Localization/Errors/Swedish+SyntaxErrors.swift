/// Swedish words for the TOML reader's syntax errors, templates' errors, files that cannot be read
/// or written and the D-Bus refusals a broken client meets (values from the file in ”…”, the
/// system's own reason as it comes).
extension Swedish {
  func foundText(_ found: Found) -> String {
    switch found {
    case .shown(let text): text
    case .character(let text, let code): "'\(text)' (U+\(code))"
    case .control(let code): "styrtecknet U+\(code)"
    case .endOfLine: "radens slut"
    case .endOfFile: "filens slut"
    case .kind(let kind, let article): article ? kindWithArticle(kind) : kindName(kind)
    }
  }

  func kindName(_ kind: ValueKind) -> String {
    switch kind {
    case .string: "text"
    case .integer: "heltal"
    case .float: "decimaltal"
    case .boolean: "sanningsvärde"
    case .array: "lista"
    case .table: "tabell"
    case .inlineTable: "inbäddad tabell"
    }
  }

  func kindWithArticle(_ kind: ValueKind) -> String {
    switch kind {
    case .integer, .float, .boolean: "ett \(kindName(kind))"
    default: "en \(kindName(kind))"
    }
  }

  func syntaxPhrase(_ problem: SyntaxProblem) -> String {
    switch problem {
    case .carriageReturn: return "en vagnretur (U+000D) måste följas av en radmatning"
    case .notAllowedInComment(let found): return "\(foundText(found)) är inte tillåtet i en kommentar"
    case .lineEndExpected(let header, let found):
      return "förväntade radens slut efter \(header ? "tabellrubriken" : "värdet"), fick \(foundText(found))"
    case .notANumber(let found): return "\(foundText(found)) är inte ett giltigt tal"
    case .dateOrTime(let text): return "datum och tider stöds inte här; sätt värdet inom citattecken: \"\(text)\""
    case .notDecimal(let text): return "bara tal i tiosystemet stöds, inte ”\(text)”"
    case .leadingZeros(let text): return "inledande nollor är inte tillåtna i ”\(text)”"
    case .dotNeedsDigits(let text): return "en ”.” i ett tal måste ha siffror på båda sidor: ”\(text)”"
    case .exponentWithoutDigits(let text): return "exponenten i ”\(text)” saknar siffror"
    case .underscoreBetweenDigits(let text): return "ett ”_” i ett tal måste stå mellan två siffror: ”\(text)”"
    case .numberTooLarge(let text): return "talet ”\(text)” är för stort"
    case .integerOutOfRange(let text, let min, let max): return "heltalet ”\(text)” ligger utanför intervallet (\(min) till \(max))"
    case .keyMultiline: return "en nyckel kan inte vara en text över flera rader"
    case .keyExpected(let afterDot, let found): return "förväntade en nyckel\(afterDot ? " efter ”.”" : ""), fick \(foundText(found))"
    case .nestedTooDeep(let keys, let levels): return "\(keys ? "nycklar" : "listor och tabeller") är nästlade mer än \(levels) nivåer djupt"
    case .commaExpected(let array, let opened, let found):
      return array
        ? "förväntade ”,” eller ”]” i listan som börjar vid \(opened), fick \(foundText(found))"
        : "förväntade ”,” eller ”}” i den inbäddade tabellen som börjar vid \(opened), fick \(foundText(found))"
    case .inlineTableOneLine(let opened):
      return "en inbäddad tabell måste stängas på raden där den börjar (vid \(opened)); använd en rubrik som [tabell] för längre tabeller"
    case .trailingComma: return "ett avslutande kommatecken är inte tillåtet i en inbäddad tabell"
    case .arrayNotClosed: return "listan som börjar här stängs aldrig med ”]”"
    case .multiLineNotClosed(let quotes): return "texten över flera rader som börjar här stängs aldrig med \(quotes)"
    case .tooManyQuotes: return "för många citattecken i slutet av en text över flera rader"
    case .invalidEscape(let sequence, let followedBy):
      let shown = sequence ?? "'\\' följt av \(foundText(followedBy))"
      return "ogiltig kodsekvens \(shown) i en text; skriv \\\\ för ett omvänt snedstreck "
        + "(giltiga kodsekvenser: \\\" \\\\ \\n \\t \\r \\b \\f \\uXXXX \\UXXXXXXXX)"
    case .unicodeEscapeDigits(let digits): return "\\\(digits == 4 ? "u" : "U") kräver exakt \(digits) hexadecimala siffror"
    case .notAScalar(let text): return "\(text) är inte ett Unicode-skalärvärde (surrogat eller över U+10FFFF)"
    case .stringNotClosed(let quote, let endOfFile):
      return "texten stängs inte med \(quote) före \(endOfFile ? "filens" : "radens") slut"
        + (quote == "\"" ? "; använd \"\"\" … \"\"\" för text över flera rader" : "")
    case .notAllowedInString(let found):
      return "\(foundText(found)) är inte tillåtet i en text; skriv det som en kodsekvens, till exempel \\t eller \\u0000"
    case .arraysOfTables: return "listor av tabeller ([[…]]) stöds inte; använd en inbäddad lista av tabeller i stället"
    case .tableHeaderNotClosed(let found): return "förväntade ”]” som stänger tabellrubriken, fick \(foundText(found))"
    case .equalsExpected(let found): return "förväntade ”=” efter nyckeln, fick \(foundText(found))"
    case .alreadyAValue(let key, let kind, let line, let asHeader):
      return "”\(key)” är redan \(kindWithArticle(kind)) (rad \(line)), så den kan inte "
        + (asHeader ? "vara en tabell här" : "innehålla andra nycklar")
    case .tableTwice(let name, let line): return "tabellen [\(name)] är definierad två gånger (först på rad \(line))"
    case .tableByDottedKeys(let name, let line): return "tabellen [\(name)] definierades redan med punktnycklar på rad \(line)"
    case .tableByHeader(let name, let line):
      return "tabellen ”\(name)” öppnades av en rubrik (rad \(line)); lägg till nycklar under den rubriken, inte med punktnycklar"
    case .invalidUTF8(let byte): return "ogiltig UTF-8 (byte 0x\(byte)); spara filen som UTF-8"
    case .internalMismatch: return "internt fel: ändringen passar inte filen; inget ändrades"
    case .editAlsoChanges(let keys): return "ändringen skulle också ändra \(keys.joined(separator: ", "))"
    }
  }

  func templatePhrase(_ problem: TemplateProblem, at position: Int) -> String {
    let at = "fel i mallen vid tecken \(position)"
    switch problem {
    case .unknownPlaceholder(let name, let valid): return "\(at): okänd platshållare ”\(name)”; giltiga namn: \(valid.map { "{\($0)}" }.joined(separator: ", "))"
    case .incompatibleSpec(let field, let spec, let allowed): return "\(at): ”\(spec)” är inte ett format för {\(field)}; använd \(specHelp(allowed))"
    case .unclosedPlaceholder: return "\(at): ”{” stängs aldrig med ”}”"
    case .unclosedGroup: return "\(at): ”[” stängs aldrig med ”]”"
    case .unmatched(let c): return "\(at): ”\(c)” saknar en öppnande motsvarighet (skriv \\\(c) för själva tecknet)"
    case .emptyPlaceholder: return "\(at): tom platshållare ”{}”"
    case .unterminatedLiteral: return "\(at): text inom citattecken i en platshållare stängs aldrig"
    case .danglingEscape: return "\(at): ”\\” i slutet av mallen står före ingenting"
    }
  }

  private func specHelp(_ help: TemplateSpecHelp) -> String {
    switch help {
    case .width: "en största bredd, till exempel 20"
    case .decimals: "decimaler, till exempel .1"
    case .barWidth: "en bredd, till exempel 20"
    case .strftime: "ett strftime-mönster, till exempel %H:%M eller %a %d %b"
    case .duration: Self.orList(["hm", "hms", "clock", "human", "minutes", "seconds"].map { "”\($0)”" }, or: "eller")
    case .none: "ingen formatangivelse"
    }
  }

  func filePhrase(_ problem: FileProblem) -> String {
    switch problem {
    case .cannotRead(let path, let failure): return "kan inte läsa \(path): filen \(failureText(failure))"
    case .configFile(let failure, let hint):
      return "konfigurationsfilen \(failureText(failure))" + (hint.map { " (skapa den med `solverv-status config init --config \($0)`)" } ?? "")
    case .cannotWrite(let path, let reason): return "kan inte skriva \(path): \(writeReason(reason))"
    case .cannotWriteNotRegular(let path, let kind): return "kan inte skriva \(path): det är \(kindOfFile(kind)), inte en vanlig fil"
    case .alreadyExists(let path): return "\(path) finns redan; använd --force för att ersätta den"
    case .writeHeld(let path, let held, let seconds):
      return "kan inte skriva \(path): en annan skrivare har hållit \(held) i \(seconds) s; inget skrevs, försök igen"
    case .resultTooLarge(let path, let megabytes):
      return "kan inte skriva \(path): resultatet skulle bli större än de \(megabytes) MB en konfiguration får vara"
    case .busy(let path, let seconds):
      return "konfigurationen är upptagen: en annan skrivare har hållit \(path) i \(seconds) s; inget skrevs, försök igen"
    case .formatLinkBroken(let name, let path): return "format ”\(name)”: \(path) är en symbolisk länk till något som inte kan läsas"
    case .formatLinkNotTOML(let name, let path, let target):
      return "format ”\(name)”: \(path) är en symbolisk länk till \(target), som inte är en .toml-fil; länka till en formatfil NAMN.toml"
    case .formatUnreadable(let name, let path, let failure): return "format ”\(name)”: \(path) \(failureText(failure))"
    case .internalError(let inner): return "internt fel: \(errorPhrase(inner)); inget skrevs"
    }
  }

  private func failureText(_ failure: FileFailure) -> String {
    switch failure {
    case .missing: "finns inte"
    case .notRegular(let kind): "är \(kindOfFile(kind)), inte en vanlig fil"
    case .tooLarge(let limit): "är större än \(limit >= 1 << 20 ? "\(limit >> 20) MB" : "\(limit) byte")"
    case .unreadable(let reason): "kan inte läsas: \(reason)"
    }
  }

  func kindOfFile(_ kind: FileKindName) -> String {
    switch kind {
    case .regular: "en vanlig fil"
    case .directory: "en katalog"
    case .fifo: "ett namngivet rör (FIFO)"
    case .socket: "ett uttag"
    case .characterDevice: "en teckenenhet"
    case .blockDevice: "en blockenhet"
    case .symbolicLink: "en symbolisk länk"
    case .other: "något annat"
    }
  }

  func busPhrase(_ problem: BusProblem) -> String {
    switch problem {
    case .noSettings(let keys): return "inga inställningar angivna: skicka a{sv} med en eller flera av \(keys)"
    case .tooManySettings(let count, let maximum): return "\(count) inställningar i ett anrop: använd högst \(maximum)"
    case .valueTooLong(let name, let allowed): return "”\(name)” är för lång eller innehåller NUL: \(errorPhrase(.allowed(allowed)))"
    case .wrongType(let name, let kind, let signature, let allowed):
      return "”\(name)” tar \(kindWithArticle(kind)), inte typen ”\(signature)”: \(errorPhrase(.allowed(allowed)))"
    case .vsEmpty: return "vs är tom: ange en stad, till exempel Tromsø"
    case .queryTooLong(let maximum): return "sökningen är längre än \(maximum) byte"
    case .call(let refusal): return callRefusal(refusal)
    }
  }
}
