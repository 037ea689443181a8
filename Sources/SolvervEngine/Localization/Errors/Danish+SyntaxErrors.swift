/// Danish words for the TOML reader's syntax errors, templates' errors, files that cannot be read
/// or written and the D-Bus refusals a broken client meets (values from the file in »…«, the
/// system's own reason as it comes).
extension Danish {
  func foundText(_ found: Found) -> String {
    switch found {
    case .shown(let text): text
    case .character(let text, let code): "'\(text)' (U+\(code))"
    case .control(let code): "kontroltegnet U+\(code)"
    case .endOfLine: "slutningen af linjen"
    case .endOfFile: "slutningen af filen"
    case .kind(let kind, let article): article ? kindWithArticle(kind) : kindName(kind)
    }
  }

  func kindName(_ kind: ValueKind) -> String {
    switch kind {
    case .string: "tekst"
    case .integer: "heltal"
    case .float: "decimaltal"
    case .boolean: "sandhedsværdi"
    case .array: "liste"
    case .table: "tabel"
    case .inlineTable: "indlejret tabel"
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
    case .carriageReturn: return "et vognreturtegn (U+000D) skal efterfølges af et linjeskift"
    case .notAllowedInComment(let found): return "\(foundText(found)) er ikke tilladt i en kommentar"
    case .lineEndExpected(let header, let found):
      return "forventede slutningen af linjen efter \(header ? "tabeloverskriften" : "værdien"), fandt \(foundText(found))"
    case .notANumber(let found): return "\(foundText(found)) er ikke et gyldigt tal"
    case .dateOrTime(let text): return "datoer og klokkeslæt understøttes ikke her; sæt værdien i anførselstegn: \"\(text)\""
    case .notDecimal(let text): return "kun tal i titalssystemet understøttes, ikke »\(text)«"
    case .leadingZeros(let text): return "foranstillede nuller er ikke tilladt i »\(text)«"
    case .dotNeedsDigits(let text): return "et ».« i et tal skal have cifre på begge sider: »\(text)«"
    case .exponentWithoutDigits(let text): return "eksponenten i »\(text)« har ingen cifre"
    case .underscoreBetweenDigits(let text): return "et »_« i et tal skal stå mellem to cifre: »\(text)«"
    case .numberTooLarge(let text): return "tallet »\(text)« er for stort"
    case .integerOutOfRange(let text, let min, let max): return "heltallet »\(text)« er uden for intervallet (\(min) til \(max))"
    case .keyMultiline: return "en nøgle kan ikke være en tekst over flere linjer"
    case .keyExpected(let afterDot, let found): return "forventede en nøgle\(afterDot ? " efter ».«" : ""), fandt \(foundText(found))"
    case .nestedTooDeep(let keys, let levels): return "\(keys ? "nøgler" : "lister og tabeller") er indlejret mere end \(levels) niveauer dybt"
    case .commaExpected(let array, let opened, let found):
      return array
        ? "forventede »,« eller »]« i listen, der begynder ved \(opened), fandt \(foundText(found))"
        : "forventede »,« eller »}« i den indlejrede tabel, der begynder ved \(opened), fandt \(foundText(found))"
    case .inlineTableOneLine(let opened):
      return "en indlejret tabel skal lukkes på den linje, hvor den begynder (ved \(opened)); brug en overskrift som [tabel] til længere tabeller"
    case .trailingComma: return "et afsluttende komma er ikke tilladt i en indlejret tabel"
    case .arrayNotClosed: return "listen, der begynder her, lukkes aldrig med »]«"
    case .multiLineNotClosed(let quotes): return "teksten over flere linjer, der begynder her, lukkes aldrig med \(quotes)"
    case .tooManyQuotes: return "for mange anførselstegn i slutningen af en tekst over flere linjer"
    case .invalidEscape(let sequence, let followedBy):
      let shown = sequence ?? "'\\' efterfulgt af \(foundText(followedBy))"
      return "ugyldig kodesekvens \(shown) i en tekst; skriv \\\\ for en omvendt skråstreg "
        + "(gyldige kodesekvenser: \\\" \\\\ \\n \\t \\r \\b \\f \\uXXXX \\UXXXXXXXX)"
    case .unicodeEscapeDigits(let digits): return "\\\(digits == 4 ? "u" : "U") kræver præcis \(digits) hexadecimale cifre"
    case .notAScalar(let text): return "\(text) er ikke en Unicode-skalarværdi (surrogat eller over U+10FFFF)"
    case .stringNotClosed(let quote, let endOfFile):
      return "teksten lukkes ikke med \(quote) før slutningen af \(endOfFile ? "filen" : "linjen")"
        + (quote == "\"" ? "; brug \"\"\" … \"\"\" til tekst over flere linjer" : "")
    case .notAllowedInString(let found):
      return "\(foundText(found)) er ikke tilladt i en tekst; skriv det som en kodesekvens, f.eks. \\t eller \\u0000"
    case .arraysOfTables: return "lister af tabeller ([[…]]) understøttes ikke; brug en indlejret liste af tabeller i stedet"
    case .tableHeaderNotClosed(let found): return "forventede »]«, der lukker tabeloverskriften, fandt \(foundText(found))"
    case .equalsExpected(let found): return "forventede »=« efter nøglen, fandt \(foundText(found))"
    case .alreadyAValue(let key, let kind, let line, let asHeader):
      return "»\(key)« er allerede \(kindWithArticle(kind)) (linje \(line)), så den kan ikke "
        + (asHeader ? "være en tabel her" : "indeholde andre nøgler")
    case .tableTwice(let name, let line): return "tabellen [\(name)] er defineret to gange (først på linje \(line))"
    case .tableByDottedKeys(let name, let line): return "tabellen [\(name)] blev allerede defineret med punktnøgler på linje \(line)"
    case .tableByHeader(let name, let line):
      return "tabellen »\(name)« blev åbnet af en overskrift (linje \(line)); tilføj nøgler under den overskrift, ikke med punktnøgler"
    case .invalidUTF8(let byte): return "ugyldig UTF-8 (byte 0x\(byte)); gem filen som UTF-8"
    case .internalMismatch: return "intern fejl: ændringen passer ikke til filen; intet blev ændret"
    case .editAlsoChanges(let keys): return "ændringen ville også ændre \(keys.joined(separator: ", "))"
    }
  }

  func templatePhrase(_ problem: TemplateProblem, at position: Int) -> String {
    let at = "fejl i skabelonen ved tegn \(position)"
    switch problem {
    case .unknownPlaceholder(let name, let valid): return "\(at): ukendt pladsholder »\(name)«; gyldige navne: \(valid.map { "{\($0)}" }.joined(separator: ", "))"
    case .incompatibleSpec(let field, let spec, let allowed): return "\(at): »\(spec)« er ikke et format for {\(field)}; brug \(specHelp(allowed))"
    case .unclosedPlaceholder: return "\(at): »{« lukkes aldrig med »}«"
    case .unclosedGroup: return "\(at): »[« lukkes aldrig med »]«"
    case .unmatched(let c): return "\(at): »\(c)« har ingen åbnende modpart (skriv \\\(c) for selve tegnet)"
    case .emptyPlaceholder: return "\(at): tom pladsholder »{}«"
    case .unterminatedLiteral: return "\(at): tekst i anførselstegn i en pladsholder lukkes aldrig"
    case .danglingEscape: return "\(at): »\\« i slutningen af skabelonen står foran ingenting"
    }
  }

  private func specHelp(_ help: TemplateSpecHelp) -> String {
    switch help {
    case .width: "en største bredde, f.eks. 20"
    case .decimals: "decimaler, f.eks. .1"
    case .barWidth: "en bredde, f.eks. 20"
    case .strftime: "et strftime-mønster, f.eks. %H:%M eller %a %d %b"
    case .duration: Self.orList(["hm", "hms", "clock", "human", "minutes", "seconds"].map { "»\($0)«" }, or: "eller")
    case .none: "ingen formatangivelse"
    }
  }

  func filePhrase(_ problem: FileProblem) -> String {
    switch problem {
    case .cannotRead(let path, let failure): return "kan ikke læse \(path): filen \(failureText(failure))"
    case .configFile(let failure, let hint):
      return "konfigurationsfilen \(failureText(failure))" + (hint.map { " (opret den med `solverv-status config init --config \($0)`)" } ?? "")
    case .cannotWrite(let path, let reason): return "kan ikke skrive \(path): \(writeReason(reason))"
    case .cannotWriteNotRegular(let path, let kind): return "kan ikke skrive \(path): det er \(kindOfFile(kind)), ikke en almindelig fil"
    case .alreadyExists(let path): return "\(path) findes allerede; brug --force for at erstatte den"
    case .writeHeld(let path, let held, let seconds):
      return "kan ikke skrive \(path): en anden skriver har holdt \(held) i \(seconds) s; intet blev skrevet, prøv igen"
    case .resultTooLarge(let path, let megabytes):
      return "kan ikke skrive \(path): resultatet ville blive større end de \(megabytes) MB, en konfiguration må fylde"
    case .busy(let path, let seconds):
      return "konfigurationen er optaget: en anden skriver har holdt \(path) i \(seconds) s; intet blev skrevet, prøv igen"
    case .formatLinkBroken(let name, let path): return "format »\(name)«: \(path) er et symbolsk link til noget, der ikke kan læses"
    case .formatLinkNotTOML(let name, let path, let target):
      return "format »\(name)«: \(path) er et symbolsk link til \(target), som ikke er en .toml-fil; link til en formatfil NAVN.toml"
    case .formatUnreadable(let name, let path, let failure): return "format »\(name)«: \(path) \(failureText(failure))"
    case .internalError(let inner): return "intern fejl: \(errorPhrase(inner)); intet blev skrevet"
    }
  }

  private func failureText(_ failure: FileFailure) -> String {
    switch failure {
    case .missing: "findes ikke"
    case .notRegular(let kind): "er \(kindOfFile(kind)), ikke en almindelig fil"
    case .tooLarge(let limit): "er større end \(limit >= 1 << 20 ? "\(limit >> 20) MB" : "\(limit) byte")"
    case .unreadable(let reason): "kan ikke læses: \(reason)"
    }
  }

  func kindOfFile(_ kind: FileKindName) -> String {
    switch kind {
    case .regular: "en almindelig fil"
    case .directory: "en mappe"
    case .fifo: "et navngivet rør (FIFO)"
    case .socket: "en sokkel"
    case .characterDevice: "en tegnenhed"
    case .blockDevice: "en blokenhed"
    case .symbolicLink: "et symbolsk link"
    case .other: "noget andet"
    }
  }

  func busPhrase(_ problem: BusProblem) -> String {
    switch problem {
    case .noSettings(let keys): return "ingen indstillinger angivet: send a{sv} med én eller flere af \(keys)"
    case .tooManySettings(let count, let maximum): return "\(count) indstillinger i ét kald: brug højst \(maximum)"
    case .valueTooLong(let name, let allowed): return "»\(name)« er for lang eller indeholder NUL: \(errorPhrase(.allowed(allowed)))"
    case .wrongType(let name, let kind, let signature, let allowed):
      return "»\(name)« tager \(kindWithArticle(kind)), ikke typen »\(signature)«: \(errorPhrase(.allowed(allowed)))"
    case .vsEmpty: return "vs er tom: angiv en by, f.eks. Tromsø"
    case .queryTooLong(let maximum): return "søgningen er længere end \(maximum) byte"
    case .call(let refusal): return callRefusal(refusal)
    }
  }
}
