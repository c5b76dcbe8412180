import Foundation

/// The folder of output targets shipped with Chamfer, one subfolder per target.
public enum BundledTemplates {
  /// `targets/` inside the resource bundle; each subfolder is a target id.
  public static var targetsURL: URL? { Bundle.module.url(forResource: "targets", withExtension: nil) }
  /// `preview/`: the page `chamfer preview` writes.
  public static var previewURL: URL? { Bundle.module.url(forResource: "preview", withExtension: nil) }
}
