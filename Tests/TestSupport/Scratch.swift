import Foundation

/// Temporary folders for tests. They all sit in one folder for this test process, which is
/// removed when the process exits, so that runs of the suite do not pile up in the system's
/// temporary folder. `KEEP_TEST_FOLDERS=1` keeps it, and its path is printed, to look at
/// what a test wrote.
public enum Scratch {
  /// This process's folder, made on first use, when its removal at exit is registered.
  public static let root: URL = {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("chamfer-tests-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString.prefix(8))")
    try? FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    atexit {
      if ProcessInfo.processInfo.environment["KEEP_TEST_FOLDERS"] == "1" {
        FileHandle.standardError.write(Data("test folders kept in \(Scratch.root.path)\n".utf8))
      } else {
        try? FileManager.default.removeItem(at: Scratch.root)
      }
    }
    return root
  }()

  /// A fresh empty folder whose name starts with `name`.
  public static func folder(_ name: String) throws -> URL {
    let url = path(name)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// A path no test has used, for a file or folder the caller makes: `name`, a unique
  /// suffix and `suffix`.
  public static func path(_ name: String, suffix: String = "") -> URL {
    root.appendingPathComponent("\(name)-\(UUID().uuidString)\(suffix)")
  }
}
