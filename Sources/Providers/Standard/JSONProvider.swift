public import SolvervEngine

/// The full snapshot as one line of JSON, schema 1 (`docs/json-schema.md`). For scripts, eww,
/// and anything that wants every value. Errors are `{"schema":1,"error":"…"}`.
public struct JSONProvider: StatusProvider {
  public init() {}
  public var name: String { "json" }

  public func render(_ snapshot: SolarSnapshot, options: RenderOptions) -> String {
    snapshot.json().serialized()
  }

  public func renderError(_ message: String, options: RenderOptions) -> String {
    JSONValue.object([("schema", .int(SolarSnapshot.schemaVersion)), ("error", .string(message))]).serialized()
  }
}
