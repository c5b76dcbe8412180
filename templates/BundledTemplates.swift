import Foundation

/// The folder of output targets shipped with Chamfer, one subfolder per target.
public enum BundledTemplates {
  /// `targets/` inside the resource bundle; each subfolder is a target id.
  public static var targetsURL: URL? { folder("targets") }
  /// `partials/`: partials every target can include, the outlines CSS and SCSS share;
  /// a target's own partial of the same name comes first.
  public static var partialsURL: URL? { folder("partials") }
  /// `preview/`: the page `chamfer preview` writes.
  public static var previewURL: URL? { folder("preview") }

  private static func folder(_ name: String) -> URL? {
    if let url = besideExecutable?.appendingPathComponent(name, isDirectory: true),
      FileManager.default.fileExists(atPath: url.path)
    {
      return url
    }
    return Bundle.module.url(forResource: name, withExtension: nil)
  }

  /// The resource folder SwiftPM puts beside the executable on Linux, found without
  /// `Bundle`: opening the main bundle reads its folder and looks for localizations,
  /// which took a quarter of a small build's instructions. Any other layout (macOS, a
  /// binary copied away from its build folder) goes through `Bundle.module`.
  private static let besideExecutable: URL? = {
    #if os(Linux)
      guard let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") else {
        return nil
      }
      let folder = URL(fileURLWithPath: executable).deletingLastPathComponent()
        .appendingPathComponent("Chamfer_BundledTemplates.resources", isDirectory: true)
      return FileManager.default.fileExists(atPath: folder.path) ? folder : nil
    #else
      return nil
    #endif
  }()
}
