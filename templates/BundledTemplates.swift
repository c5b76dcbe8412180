import Foundation

/// The folder of output targets shipped with Chamfer, one subfolder per target.
public enum BundledTemplates {
  /// `targets/` inside the resource bundle; each subfolder is a target id.
  public static var targetsURL: URL? { Bundle.module.url(forResource: "targets", withExtension: nil) }
  /// `partials/`: partials every target can include, CSS's and SCSS's shared outlines
  /// and radius lists; a target's own partial of the same name comes first.
  public static var partialsURL: URL? { Bundle.module.url(forResource: "partials", withExtension: nil) }
  /// `preview/`: the page `chamfer preview` writes.
  public static var previewURL: URL? { Bundle.module.url(forResource: "preview", withExtension: nil) }
}
