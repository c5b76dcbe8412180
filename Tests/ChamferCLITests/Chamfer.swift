import Foundation
import TestSupport
import Testing

/// Runs the built `chamfer` executable in a folder of its own, the way a user would.
///
/// The test target cannot depend on the executable target (linking `@main` into the
/// test bundle fails), so the binary is found on disk instead: it is built into the
/// same products folder as the test bundle, whichever `--scratch-path` was used.
struct Chamfer {
  /// What one run printed and how it ended.
  struct Run {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  /// The folder the command runs in; removed again by `cleanUp()`.
  let folder: URL
  /// Beside `folder`, for files a test keeps out of the working folder.
  var outside: URL { sandbox }
  /// Holds `folder` and the captured output, so neither appears in the other.
  private let sandbox: URL

  /// A fresh empty working folder.
  init() throws {
    sandbox = Scratch.path("cli")
    folder = sandbox.appendingPathComponent("work")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  /// A working folder holding a copy of the package's `tokens/` and `chamfer.yml`.
  static func withBundledThemes() throws -> Chamfer {
    let chamfer = try Chamfer()
    for name in ["tokens", "chamfer.yml"] {
      try FileManager.default.copyItem(
        at: packageRoot.appendingPathComponent(name), to: chamfer.folder.appendingPathComponent(name))
    }
    return chamfer
  }

  func cleanUp() {
    try? FileManager.default.removeItem(at: sandbox)
  }

  /// Writes `text` to `path` inside the working folder.
  func write(_ text: String, to path: String) throws {
    let url = url(path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: url, atomically: true, encoding: .utf8)
  }

  func url(_ path: String) -> URL { folder.appendingPathComponent(path) }

  func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: url(path).path) }

  func read(_ path: String) throws -> Data { try Data(contentsOf: url(path)) }

  /// Every regular file below `path`, as paths relative to it, sorted.
  func files(under path: String) -> [String] { Self.files(under: url(path)) }

  /// Every file below `folder` (not the folders), by its path inside it, sorted.
  static func files(under folder: URL) -> [String] {
    let root = folder.resolvingSymlinksInPath().path
    guard let walker = FileManager.default.enumerator(atPath: root) else { return [] }
    return walker.compactMap { $0 as? String }.filter { relative in
      var isFolder: ObjCBool = false
      return FileManager.default.fileExists(atPath: root + "/" + relative, isDirectory: &isFolder)
        && !isFolder.boolValue
    }.sorted()
  }

  /// Runs `chamfer ARGUMENTS` in the working folder.
  @discardableResult
  func callAsFunction(_ arguments: String...) throws -> Run { try run(arguments) }

  /// The same, with a list of arguments, for parameterised tests.
  @discardableResult
  func callAsFunction(_ arguments: [String]) throws -> Run { try run(arguments) }

  /// The environment the binary runs in: this process's, with colours off and a fixed
  /// width.
  private var environment: [String: String] {
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = "1"
    environment["COLUMNS"] = "100"
    return environment
  }

  /// Runs the binary in the working folder with colours off and waits for it.
  ///
  /// Output goes to files rather than pipes, so a large output cannot fill a pipe
  /// buffer and stall the child while the test waits for it to exit.
  /// `extra` adds to the environment (the test hooks of `chamfer`); `subfolder`, a
  /// folder inside the working folder, is where it runs instead.
  func run(_ arguments: [String], extra: [String: String] = [:], in subfolder: String? = nil) throws -> Run {
    let stdoutPath = sandbox.appendingPathComponent("stdout").path
    let stderrPath = sandbox.appendingPathComponent("stderr").path
    let status = try Spawn.run(
      try Self.executable().path, arguments, in: subfolder.map { url($0).path } ?? folder.path,
      environment: environment.merging(extra) { $1 },
      stdout: stdoutPath, stderr: stderrPath)
    return Run(
      status: status,
      stdout: String(decoding: try Data(contentsOf: URL(fileURLWithPath: stdoutPath)), as: UTF8.self),
      stderr: String(decoding: try Data(contentsOf: URL(fileURLWithPath: stderrPath)), as: UTF8.self))
  }

  /// Runs `chamfer ARGUMENTS` as `run` does, with standard error sent where standard
  /// output goes, as a terminal or `2>&1` has them; returns the status and what was
  /// printed, in the order it was printed.
  func runMerged(_ arguments: [String]) throws -> (status: Int32, printed: String) {
    let printedPath = sandbox.appendingPathComponent("printed").path
    let status = try Spawn.run(
      "/bin/sh", ["-c", "exec \"$0\" \"$@\" 2>&1", try Self.executable().path] + arguments, in: folder.path,
      environment: environment, stdout: printedPath, stderr: "/dev/null")
    return (status, String(decoding: try Data(contentsOf: URL(fileURLWithPath: printedPath)), as: UTF8.self))
  }

  /// A run that keeps going (`build --watch`): what it has printed so far, and a way to
  /// interrupt it as Ctrl-C would.
  struct Background {
    let pid: pid_t
    let stdout: URL
    let stderr: URL

    var printed: String {
      String(decoding: (try? Data(contentsOf: stdout)) ?? Data(), as: UTF8.self)
        + String(decoding: (try? Data(contentsOf: stderr)) ?? Data(), as: UTF8.self)
    }

    /// Waits up to `seconds` until `condition` holds; false when it never did.
    func waitFor(seconds: Double = 30, _ condition: () throws -> Bool) rethrows -> Bool {
      let deadline = Date().addingTimeInterval(seconds)
      while Date() < deadline {
        if try condition() { return true }
        usleep(50_000)
      }
      return try condition()
    }

    /// Sends SIGINT and returns the exit status; a run still going 20 seconds later is
    /// killed, and reported as 128 + SIGKILL.
    func interrupt() throws -> Int32 {
      kill(pid, SIGINT)
      var status: Int32 = 0
      let deadline = Date().addingTimeInterval(20)
      while Date() < deadline {
        if waitpid(pid, &status, WNOHANG) == pid {
          let signal = status & 0x7f
          return signal == 0 ? (status >> 8) & 0xff : 128 + signal
        }
        usleep(50_000)
      }
      kill(pid, SIGKILL)
      _ = try Spawn.wait(pid)
      return 128 + SIGKILL
    }
  }

  /// Starts `chamfer ARGUMENTS` in the working folder without waiting for it.
  func start(_ arguments: String...) throws -> Background { try start(arguments) }

  /// The same, with a list of arguments and additions to the environment; each run
  /// started in one working folder gets its own output files.
  func start(_ arguments: [String], extra: [String: String] = [:]) throws -> Background {
    let name = "background-\(UUID().uuidString)"
    let stdout = sandbox.appendingPathComponent("\(name)-stdout")
    let stderr = sandbox.appendingPathComponent("\(name)-stderr")
    let pid = try Spawn.start(
      try Self.executable().path, arguments, in: folder.path, environment: environment.merging(extra) { $1 },
      stdout: stdout.path, stderr: stderr.path)
    return Background(pid: pid, stdout: stdout, stderr: stderr)
  }

  /// The `chamfer` binary: `CHAMFER_BINARY` if set, else the first executable file
  /// called `chamfer` in the test bundle's folder or one of its parents, else the
  /// default build folder of the package.
  static func executable() throws -> URL {
    if let override = ProcessInfo.processInfo.environment["CHAMFER_BINARY"] {
      return URL(fileURLWithPath: override)
    }
    if let found = located { return found }
    throw MissingExecutable(searched: startFolders.map(\.path))
  }

  private static let located: URL? = {
    for start in startFolders {
      var folder = start.standardizedFileURL
      while true {
        let candidate = folder.appendingPathComponent("chamfer")
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isFolder),
          !isFolder.boolValue, FileManager.default.isExecutableFile(atPath: candidate.path)
        {
          return candidate
        }
        let parent = folder.deletingLastPathComponent()
        if parent.path == folder.path { break }
        folder = parent
      }
    }
    return nil
  }()

  /// Where the search starts: the folder of the running test executable (on Linux the
  /// `.xctest` file itself; on macOS a bundle inside the products folder), then the
  /// package's `.build/debug`.
  private static var startFolders: [URL] {
    var folders: [URL] = []
    if let first = CommandLine.arguments.first {
      folders.append(URL(fileURLWithPath: first).deletingLastPathComponent())
    }
    if let bundle = Bundle.main.executableURL {
      folders.append(bundle.deletingLastPathComponent())
    }
    folders.append(packageRoot.appendingPathComponent(".build/debug"))
    return folders
  }

  struct MissingExecutable: Error, CustomStringConvertible {
    var searched: [String]
    var description: String {
      "no built 'chamfer' executable found from \(searched.joined(separator: ", ")); "
        + "run 'swift build' first or set CHAMFER_BINARY"
    }
  }
}

/// A run's output, shown when an expectation about it fails.
extension Chamfer.Run: CustomTestStringConvertible {
  var testDescription: String {
    "exit \(status)\n--- stdout\n\(stdout)--- stderr\n\(stderr)"
  }
}
