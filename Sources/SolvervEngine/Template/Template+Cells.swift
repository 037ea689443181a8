extension Template {
  /// The width of `{progress_bar}` without a spec.
  public static let defaultBarCells = 10

  /// The cells of all its progress bars together (`{progress_bar}` has 10, `{progress_bar:W}`
  /// W; every alternative and group counted). A bar is the one placeholder that multiplies a
  /// template: 18 bytes of `{progress_bar:500}` render as 1,500. A service that renders templates
  /// it is sent (D-Bus `Render`) bounds this before rendering.
  public var progressBarCells: Int {
    func cells(_ nodes: [TemplateNode]) -> Int {
      nodes.reduce(0) { total, node in
        switch node {
        case .text: return total
        case .group(let inner): return total + cells(inner)
        case .placeholder(let alternatives):
          return alternatives.reduce(total) { sum, alternative in
            guard case .field(.progressBar, let spec) = alternative else { return sum }
            if case .width(let width)? = spec { return sum + width }
            return sum + Template.defaultBarCells
          }
        }
      }
    }
    return cells(nodes)
  }
}
