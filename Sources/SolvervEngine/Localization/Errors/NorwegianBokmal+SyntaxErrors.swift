/// Bokmål words for the TOML reader's syntax errors, templates' errors, files that cannot be read
/// or written and the D-Bus refusals a broken client meets (values from the file in «…», the
/// system's own reason as it comes).
extension NorwegianBokmal {
  func foundText(_ found: Found) -> String {
    switch found {
    case .shown(let text): text
    case .character(let text, let code): "'\(text)' (U+\(code))"
    case .control(let code): "kontrolltegnet U+\(code)"
    case .endOfLine: "slutten av linjen"
    case .endOfFile: "slutten av filen"
    case .kind(let kind, let article): article ? kindWithArticle(kind) : kindName(kind)
    }
  }

  func kindName(_ kind: ValueKind) -> String {
    switch kind {
    case .string: "tekst"
    case .integer: "heltall"
    case .float: "desimaltall"
    case .boolean: "sannhetsverdi"
    case .array: "liste"
    case .table: "tabell"
    case .inlineTable: "innebygd tabell"
    }
  }

  func kindWithArticle(_ kind: ValueKind) -> String {
    switch kind {
    case .integer, .float: "et \(kindName(kind))"
    default: "en \(kindName(kind))"
    }
  }

  func syntaxPhrase(_ problem: SyntaxProblem) -> String {
    switch problem {
    case .carriageReturn: return "et vognreturtegn (U+000D) må følges av et linjeskift"
    case .notAllowedInComment(let found): return "\(foundText(found)) er ikke tillatt i en kommentar"
    case .lineEndExpected(let header, let found):
      return "forventet slutten av linjen etter \(header ? "tabelloverskriften" : "verdien"), fant \(foundText(found))"
    case .notANumber(let found): return "\(foundText(found)) er ikke et gyldig tall"
    case .dateOrTime(let text): return "datoer og klokkeslett støttes ikke her; sett verdien i anførselstegn: \"\(text)\""
    case .notDecimal(let text): return "bare tall i titallssystemet støttes, ikke «\(text)»"
    case .leadingZeros(let text): return "innledende nuller er ikke tillatt i «\(text)»"
    case .dotNeedsDigits(let text): return "et «.» i et tall må ha sifre på begge sider: «\(text)»"
    case .exponentWithoutDigits(let text): return "eksponenten i «\(text)» har ingen sifre"
    case .underscoreBetweenDigits(let text): return "en «_» i et tall må stå mellom to sifre: «\(text)»"
    case .numberTooLarge(let text): return "tallet «\(text)» er for stort"
    case .integerOutOfRange(let text, let min, let max): return "heltallet «\(text)» er utenfor området (\(min) til \(max))"
    case .keyMultiline: return "en nøkkel kan ikke være en tekst over flere linjer"
    case .keyExpected(let afterDot, let found): return "forventet en nøkkel\(afterDot ? " etter «.»" : ""), fant \(foundText(found))"
    case .nestedTooDeep(let keys, let levels): return "\(keys ? "nøkler" : "lister og tabeller") er nøstet mer enn \(levels) nivåer dypt"
    case .commaExpected(let array, let opened, let found):
      return array
        ? "forventet «,» eller «]» i listen som begynner ved \(opened), fant \(foundText(found))"
        : "forventet «,» eller «}» i den innebygde tabellen som begynner ved \(opened), fant \(foundText(found))"
    case .inlineTableOneLine(let opened):
      return "en innebygd tabell må lukkes på linjen der den begynner (ved \(opened)); bruk en overskrift som [tabell] for lengre tabeller"
    case .trailingComma: return "et komma til slutt er ikke tillatt i en innebygd tabell"
    case .arrayNotClosed: return "listen som begynner her, lukkes aldri med «]»"
    case .multiLineNotClosed(let quotes): return "teksten over flere linjer som begynner her, lukkes aldri med \(quotes)"
    case .tooManyQuotes: return "for mange anførselstegn på slutten av en tekst over flere linjer"
    case .invalidEscape(let sequence, let followedBy):
      let shown = sequence ?? "'\\' etterfulgt av \(foundText(followedBy))"
      return "ugyldig kodesekvens \(shown) i en tekst; skriv \\\\ for en omvendt skråstrek "
        + "(gyldige kodesekvenser: \\\" \\\\ \\n \\t \\r \\b \\f \\uXXXX \\UXXXXXXXX)"
    case .unicodeEscapeDigits(let digits): return "\\\(digits == 4 ? "u" : "U") trenger nøyaktig \(digits) heksadesimale sifre"
    case .notAScalar(let text): return "\(text) er ikke en Unicode-skalarverdi (surrogat eller over U+10FFFF)"
    case .stringNotClosed(let quote, let endOfFile):
      return "teksten lukkes ikke med \(quote) før slutten av \(endOfFile ? "filen" : "linjen")"
        + (quote == "\"" ? "; bruk \"\"\" … \"\"\" for tekst over flere linjer" : "")
    case .notAllowedInString(let found):
      return "\(foundText(found)) er ikke tillatt i en tekst; skriv det som en kodesekvens, for eksempel \\t eller \\u0000"
    case .arraysOfTables: return "lister av tabeller ([[…]]) støttes ikke; bruk en innebygd liste av tabeller i stedet"
    case .tableHeaderNotClosed(let found): return "forventet «]» som lukker tabelloverskriften, fant \(foundText(found))"
    case .equalsExpected(let found): return "forventet «=» etter nøkkelen, fant \(foundText(found))"
    case .alreadyAValue(let key, let kind, let line, let asHeader):
      return "«\(key)» er allerede \(kindWithArticle(kind)) (linje \(line)), så den kan ikke "
        + (asHeader ? "være en tabell her" : "inneholde andre nøkler")
    case .tableTwice(let name, let line): return "tabellen [\(name)] er definert to ganger (først på linje \(line))"
    case .tableByDottedKeys(let name, let line): return "tabellen [\(name)] ble allerede definert med punktnøkler på linje \(line)"
    case .tableByHeader(let name, let line):
      return "tabellen «\(name)» ble åpnet av en overskrift (linje \(line)); legg nøkler til under den overskriften, ikke med punktnøkler"
    case .invalidUTF8(let byte): return "ugyldig UTF-8 (byte 0x\(byte)); lagre filen som UTF-8"
    case .internalMismatch: return "intern feil: endringen passer ikke med filen; ingenting ble endret"
    case .editAlsoChanges(let keys): return "endringen ville også endre \(keys.joined(separator: ", "))"
    }
  }

  func templatePhrase(_ problem: TemplateProblem, at position: Int) -> String {
    let at = "feil i malen ved tegn \(position)"
    switch problem {
    case .unknownPlaceholder(let name, let valid): return "\(at): ukjent plassholder «\(name)»; gyldige navn: \(valid.map { "{\($0)}" }.joined(separator: ", "))"
    case .incompatibleSpec(let field, let spec, let allowed): return "\(at): «\(spec)» er ikke et format for {\(field)}; bruk \(specHelp(allowed))"
    case .unclosedPlaceholder: return "\(at): «{» lukkes aldri med «}»"
    case .unclosedGroup: return "\(at): «[» lukkes aldri med «]»"
    case .unmatched(let c): return "\(at): «\(c)» har ingen åpnende motpart (skriv \\\(c) for selve tegnet)"
    case .emptyPlaceholder: return "\(at): tom plassholder «{}»"
    case .unterminatedLiteral: return "\(at): tekst i anførselstegn i en plassholder lukkes aldri"
    case .danglingEscape: return "\(at): «\\» til slutt i malen står foran ingenting"
    }
  }

  private func specHelp(_ help: TemplateSpecHelp) -> String {
    switch help {
    case .width: "en største bredde, for eksempel 20"
    case .decimals: "desimaler, for eksempel .1"
    case .barWidth: "en bredde, for eksempel 20"
    case .strftime: "et strftime-mønster, for eksempel %H:%M eller %a %d %b"
    case .duration: Self.orList(["hm", "hms", "clock", "human", "minutes", "seconds"].map { "«\($0)»" }, or: "eller")
    case .none: "ingen formatangivelse"
    }
  }

  func filePhrase(_ problem: FileProblem) -> String {
    switch problem {
    case .cannotRead(let path, let failure): return "kan ikke lese \(path): filen \(failureText(failure))"
    case .configFile(let failure, let hint):
      return "konfigurasjonsfilen \(failureText(failure))" + (hint.map { " (opprett den med `solverv-status config init --config \($0)`)" } ?? "")
    case .cannotWrite(let path, let reason): return "kan ikke skrive \(path): \(writeReason(reason))"
    case .cannotWriteNotRegular(let path, let kind): return "kan ikke skrive \(path): det er \(kindOfFile(kind)), ikke en vanlig fil"
    case .alreadyExists(let path): return "\(path) finnes allerede; bruk --force for å erstatte den"
    case .writeHeld(let path, let held, let seconds):
      return "kan ikke skrive \(path): en annen skriver har holdt \(held) i \(seconds) s; ingenting ble skrevet, prøv igjen"
    case .resultTooLarge(let path, let megabytes):
      return "kan ikke skrive \(path): resultatet ville blitt større enn de \(megabytes) MB en konfigurasjon kan være"
    case .busy(let path, let seconds):
      return "konfigurasjonen er opptatt: en annen skriver har holdt \(path) i \(seconds) s; ingenting ble skrevet, prøv igjen"
    case .formatLinkBroken(let name, let path): return "format «\(name)»: \(path) er en symbolsk lenke til noe som ikke kan leses"
    case .formatLinkNotTOML(let name, let path, let target):
      return "format «\(name)»: \(path) er en symbolsk lenke til \(target), som ikke er en .toml-fil; lenk til en formatfil NAVN.toml"
    case .formatUnreadable(let name, let path, let failure): return "format «\(name)»: \(path) \(failureText(failure))"
    case .internalError(let inner): return "intern feil: \(errorPhrase(inner)); ingenting ble skrevet"
    }
  }

  private func failureText(_ failure: FileFailure) -> String {
    switch failure {
    case .missing: "finnes ikke"
    case .notRegular(let kind): "er \(kindOfFile(kind)), ikke en vanlig fil"
    case .tooLarge(let limit): "er større enn \(limit >= 1 << 20 ? "\(limit >> 20) MB" : "\(limit) byte")"
    case .unreadable(let reason): "kan ikke leses: \(reason)"
    }
  }

  func kindOfFile(_ kind: FileKindName) -> String {
    switch kind {
    case .regular: "en vanlig fil"
    case .directory: "en mappe"
    case .fifo: "et navngitt rør (FIFO)"
    case .socket: "en sokkel"
    case .characterDevice: "en tegnenhet"
    case .blockDevice: "en blokkenhet"
    case .symbolicLink: "en symbolsk lenke"
    case .other: "noe annet"
    }
  }

  func busPhrase(_ problem: BusProblem) -> String {
    switch problem {
    case .noSettings(let keys): return "ingen innstillinger oppgitt: send a{sv} med én eller flere av \(keys)"
    case .tooManySettings(let count, let maximum): return "\(count) innstillinger i ett kall: bruk høyst \(maximum)"
    case .valueTooLong(let name, let allowed): return "«\(name)» er for lang eller inneholder NUL: \(errorPhrase(.allowed(allowed)))"
    case .wrongType(let name, let kind, let signature, let allowed):
      return "«\(name)» tar \(kindWithArticle(kind)), ikke typen «\(signature)»: \(errorPhrase(.allowed(allowed)))"
    case .vsEmpty: return "vs er tom: oppgi en by, for eksempel Tromsø"
    case .queryTooLong(let maximum): return "søket er lengre enn \(maximum) byte"
    case .call(let refusal): return callRefusal(refusal)
    }
  }
}
