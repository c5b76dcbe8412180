import ChamferKit

/// The files `chamfer diff` writes: `index.html`, which draws every changed shape before
/// and after over each other (the old outline dashed, the new one filled) with the
/// changed fields beside it, and `summary.md`, the same report as Markdown.
public enum DiffPage {
  /// Pure: writes nothing.
  public static func render(_ diff: ThemeDiff) -> [GeneratedFile] {
    [GeneratedFile(path: "index.html", contents: html(diff)), GeneratedFile(path: "summary.md", contents: diff.markdown())]
  }

  static func html(_ diff: ThemeDiff) -> String {
    let title = diff.baseName == diff.headName ? diff.headName : "\(diff.baseName) → \(diff.headName)"
    var out = """
      <!doctype html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>Shape changes in \(PreviewPage.escape(title))</title>
      <style>
        :root { color-scheme: light dark; --ink: #1c1c1e; --muted: #6e6e73; --paper: #f5f5f7; --card: #fff; --line: #e3e3e8;
          --before: #c2410c; --after: #2563eb; --after-fill: #2563eb26; }
        @media (prefers-color-scheme: dark) { :root { --ink: #f2f2f7; --muted: #a1a1a6; --paper: #161618; --card: #222225;
          --line: #3a3a3e; --before: #fb923c; --after: #60a5fa; --after-fill: #60a5fa33; } }
        body { font: 14px/1.5 system-ui, -apple-system, "Segoe UI", sans-serif; margin: 0; padding: 32px; color: var(--ink); background: var(--paper); }
        h1 { font-size: 22px; font-weight: 600; margin: 0 0 4px; }
        h2 { font-size: 13px; font-weight: 600; text-transform: uppercase; letter-spacing: .06em; color: var(--muted); margin: 32px 0 12px; }
        p.summary { color: var(--muted); margin: 0 0 8px; }
        .legend span { display: inline-flex; align-items: center; gap: 6px; margin-right: 18px; color: var(--muted); font-size: 13px; }
        .legend i { display: inline-block; width: 22px; height: 12px; border-radius: 3px; }
        .legend .b { border: 1.5px dashed var(--before); }
        .legend .a { background: var(--after-fill); border: 1.5px solid var(--after); }
        .grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(300px, 1fr)); gap: 16px; }
        article { background: var(--card); border: 1px solid var(--line); border-radius: 12px; padding: 16px; }
        article .stage { display: flex; align-items: center; justify-content: center; gap: 20px; min-height: 140px; }
        article svg { overflow: visible; max-width: 100%; height: auto; }
        article .stage > svg { flex: 0 1 auto; min-width: 0; }
        .zoom { margin: 0; flex: none; text-align: center; }
        .zoom svg { display: block; overflow: hidden; border-radius: 6px; background: var(--paper); }
        .zoom figcaption { color: var(--muted); font-size: 11px; margin-top: 4px; }
        article h3 { font: 600 14px/1.3 ui-monospace, "SF Mono", Menlo, monospace; margin: 12px 0 6px; }
        article ul { margin: 0; padding: 0; list-style: none; }
        article li { color: var(--muted); font-size: 13px; }
        article li b { color: var(--ink); font-weight: 500; }
        .before { fill: none; stroke: var(--before); stroke-width: 1.5; stroke-dasharray: 4 3; vector-effect: non-scaling-stroke; }
        .after { fill: var(--after-fill); stroke: var(--after); stroke-width: 1; vector-effect: non-scaling-stroke; }
        .tag { font: 600 11px/1 system-ui, sans-serif; text-transform: uppercase; letter-spacing: .05em; padding: 3px 6px; border-radius: 4px; margin-left: 6px; }
        .tag.added { color: var(--after); border: 1px solid var(--after); }
        .tag.removed { color: var(--before); border: 1px solid var(--before); }
      </style>
      </head>
      <body>
      <h1>Shape changes in \(PreviewPage.escape(title))</h1>
      <p class="summary">\(PreviewPage.escape(diff.summary.prefix(1).uppercased() + diff.summary.dropFirst())).</p>

      """
    guard !diff.isEmpty else { return out + "</body>\n</html>\n" }
    out += "<p class=\"legend\"><span><i class=\"b\"></i>before</span><span><i class=\"a\"></i>after</span></p>\n"
    for status in [ThemeDiff.Status.changed, .added, .removed] {
      let entries = diff.entries.filter { $0.status == status }
      guard !entries.isEmpty else { continue }
      out += "<h2>\(status.rawValue)</h2>\n<div class=\"grid\">\n"
      for entry in entries { out += article(entry) }
      out += "</div>\n"
    }
    return out + "</body>\n</html>\n"
  }

  static func article(_ entry: ThemeDiff.Entry) -> String {
    let (width, height) = entry.component.map(PreviewPage.box(for:)) ?? (120, 80)
    var paths = ""
    if let after = entry.after {
      paths += "<path class=\"after\" d=\"\(ShapeGeometry(after, width: width, height: height).svgPathData)\"/>"
    }
    if let before = entry.before {
      paths += "<path class=\"before\" d=\"\(ShapeGeometry(before, width: width, height: height).svgPathData)\"/>"
    }
    func svg(_ box: [Double], scale: Double, label: String) -> String {
      let viewBox = box.map(PreviewPage.number).joined(separator: " ")
      return
        "<svg width=\"\(PreviewPage.number(box[2] * scale))\" height=\"\(PreviewPage.number(box[3] * scale))\" viewBox=\"\(viewBox)\" role=\"img\" aria-label=\"\(PreviewPage.escape(label))\">\(paths)</svg>"
    }
    var stage = svg([-2, -2, width + 4, height + 4], scale: 1, label: entry.path)
    // The first corner that changed, enlarged: a few points of radius are hard to see whole.
    if let before = entry.before, let after = entry.after, before.kind == .rectangle, after.kind == .rectangle,
      let index = (0..<4).first(where: { !before.corners[$0].sameLook(as: after.corners[$0]) })
    {
      let shorter = min(width, height)
      func reach(_ corner: ResolvedCorner) -> Double {
        let radius = corner.size.fraction.map { $0 * shorter } ?? corner.size.value
        return radius * (corner.curve == .continuous ? 1 + (corner.smoothing ?? 0) : 1)
      }
      let side = min(shorter, max(12, max(reach(before.corners[index]), reach(after.corners[index])) * 1.3 + 4))
      let x = index == 1 || index == 2 ? width - side : 0
      let y = index >= 2 ? height - side : 0
      let name = CornerName.allCases[index].rawValue
      stage +=
        "<figure class=\"zoom\">\(svg([x - 1, y - 1, side + 2, side + 2], scale: 120 / (side + 2), label: "\(entry.path) \(name)"))"
        + "<figcaption>\(name) ×\(PreviewPage.number(120 / (side + 2)))</figcaption></figure>"
    }
    var lines: [String]
    switch entry.status {
    case .changed:
      lines = entry.changes.map { change in
        "<li><b>\(PreviewPage.escape(change.what))</b> \(PreviewPage.escape(change.before)) → \(PreviewPage.escape(change.after))"
          + (change.cause.map { " <span>from \(PreviewPage.escape($0))</span>" } ?? "") + "</li>"
      }
    case .added, .removed:
      lines = ["<li>\(PreviewPage.escape(ShapeWords.shape((entry.after ?? entry.before)!)))</li>"]
    }
    let tag = entry.status == .changed ? "" : "<span class=\"tag \(entry.status.rawValue)\">\(entry.status.rawValue)</span>"
    return """
      <article data-shape="\(PreviewPage.escape(entry.path))">
        <div class="stage">\(stage)</div>
        <h3>\(PreviewPage.escape(entry.path))\(tag)</h3>
        <ul>\(lines.joined())</ul>
      </article>

      """
  }
}
