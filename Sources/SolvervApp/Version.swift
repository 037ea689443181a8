/// The version both programs print for `--version` (`solverv-status` and `solverv-daemon`).
public enum SolvervVersion {
  public static let current = "0.2.0"
}
