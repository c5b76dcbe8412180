import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Starts a program with `posix_spawn` and blocks until it exits.
///
/// Foundation's `Process` is not used on purpose: on Linux, `waitUntilExit()` can
/// hang forever when several tests start processes at the same time (the child
/// exits and stays a zombie because the manager thread never notices). Waiting
/// with `waitpid` on our own child has no such race.
public enum Spawn {
  public struct Failure: Error, CustomStringConvertible {
    public var description: String
  }

  /// Runs `executable ARGUMENTS` in `folder` with standard input from /dev/null
  /// and standard output and error written to the files at `stdout` and `stderr`.
  /// Returns the exit status, or 128 + the signal number if a signal ended it.
  public static func run(
    _ executable: String, _ arguments: [String], in folder: String,
    environment: [String: String], stdout: String, stderr: String
  ) throws -> Int32 {
    try wait(start(executable, arguments, in: folder, environment: environment, stdout: stdout, stderr: stderr))
  }

  /// Starts `executable ARGUMENTS` the way `run` does, and returns its process id at
  /// once, for programs that keep running (`build --watch`).
  public static func start(
    _ executable: String, _ arguments: [String], in folder: String,
    environment: [String: String], stdout: String, stderr: String
  ) throws -> pid_t {
    // posix_spawn has no portable "change directory" action, so a shell changes
    // into the folder and then replaces itself with the program (same pid).
    let argv = ["/bin/sh", "-c", "cd -- \"$0\" && exec \"$@\"", folder, executable] + arguments
    let envp = environment.map { "\($0.key)=\($0.value)" }

    #if canImport(Darwin)
      var actions: posix_spawn_file_actions_t? = nil
    #else
      var actions = posix_spawn_file_actions_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, stdout, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_addopen(&actions, 2, stderr, O_WRONLY | O_CREAT | O_TRUNC, 0o644)

    // The child starts with no signal blocked: the test runner's threads block some,
    // and a child that inherits that mask would never see Ctrl-C's SIGINT.
    #if canImport(Darwin)
      var attributes: posix_spawnattr_t? = nil
    #else
      var attributes = posix_spawnattr_t()
    #endif
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK))

    var pid: pid_t = 0
    let result = withCStrings(argv) { argvPointers in
      withCStrings(envp) { envPointers in
        posix_spawn(&pid, "/bin/sh", &actions, &attributes, argvPointers, envPointers)
      }
    }
    guard result == 0 else {
      throw Failure(description: "cannot start \(executable): \(String(cString: strerror(result)))")
    }
    return pid
  }

  /// Waits for a started program; its exit status, or 128 + the signal that ended it.
  public static func wait(_ pid: pid_t) throws -> Int32 {
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 {
      guard errno == EINTR else {
        throw Failure(description: "waitpid failed: \(String(cString: strerror(errno)))")
      }
    }
    let signal = status & 0x7f
    return signal == 0 ? (status >> 8) & 0xff : 128 + signal
  }

  /// Runs a program found on the PATH and returns its exit status and what it printed.
  public static func capture(
    _ executable: String, _ arguments: [String], in folder: String = FileManager.default.currentDirectoryPath
  ) throws -> (status: Int32, stdout: String, stderr: String) {
    let scratch = Scratch.path("spawn")
    let out = scratch.path + ".out"
    let err = scratch.path + ".err"
    defer {
      try? FileManager.default.removeItem(atPath: out)
      try? FileManager.default.removeItem(atPath: err)
    }
    let status = try run(
      "/usr/bin/env", [executable] + arguments, in: folder,
      environment: ProcessInfo.processInfo.environment, stdout: out, stderr: err)
    let read = { (path: String) in
      (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    }
    return (status, read(out), read(err))
  }

  /// Calls `body` with a NULL-terminated array of C strings copied from `strings`.
  private static func withCStrings<R>(
    _ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> R
  ) -> R {
    let pointers = strings.map { strdup($0) } + [nil]
    defer { pointers.forEach { free($0) } }
    return body(pointers)
  }
}
