import ChamferEmitters
import ChamferKit
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension Disk {
  /// One generated file on its way into an output folder, written piece by piece as it
  /// is rendered.
  ///
  /// Each piece is compared with the file already at the destination. While they agree
  /// nothing is written; at the first difference the staged copy starts with the bytes
  /// that agreed (copied from the old file) and takes everything after. So a rebuild
  /// that changes nothing writes nothing, and no file is ever whole in memory. Used by
  /// one thread at a time: the one rendering it, then the one publishing it.
  final class StagedFile: GeneratedFileWriter, @unchecked Sendable {
    let path: String
    let destination: URL
    let staging: URL
    /// True once closed if the staged copy must replace the destination.
    private(set) var changed = false
    /// The first thing that went wrong reading or writing, if anything did.
    private(set) var failure: (any Error)?
    /// The hash of every byte written, for the manifest.
    private var hasher = XXH64()
    var hash: UInt64 { hasher.value }
    /// The old file, while every byte so far matches it.
    private var old: UnsafeMutablePointer<FILE>?
    /// The staged copy, from the first byte that differs.
    private var copy: UnsafeMutablePointer<FILE>?
    /// Bytes that matched the old file and are not yet in the copy.
    private var matched = 0
    private var comparison: [UInt8] = []

    init(path: String, destination: URL, staging: URL) {
      self.path = path
      self.destination = destination
      self.staging = staging
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: destination.path, isDirectory: &isFolder), !isFolder.boolValue {
        old = fopen(destination.path, "rb")
      }
    }

    func write(_ bytes: [UInt8]) {
      guard failure == nil, !bytes.isEmpty else { return }
      hasher.update(bytes)
      bytes.withUnsafeBufferPointer { write(buffer: $0) }
    }

    private func write(buffer bytes: UnsafeBufferPointer<UInt8>) {
      guard let start = bytes.baseAddress else { return }
      if copy == nil {
        if let old, agrees(bytes, with: old) {
          matched += bytes.count
          return
        }
        startCopy()
      }
      guard let copy, failure == nil else { return }
      if fwrite(start, 1, bytes.count, copy) != bytes.count { fail() }
    }

    func close() {
      if copy == nil, failure == nil {
        // Everything matched; the file changed only if the old one goes on, or there
        // was none.
        if let old, fgetc(old) == EOF, ferror(old) == 0 {
          closeOld()
          return
        }
        startCopy()
      }
      if let copy, fclose(copy) != 0, failure == nil { fail() }
      copy = nil
      changed = failure == nil
      closeOld()
    }

    private func closeOld() {
      if let old { fclose(old) }
      old = nil
    }

    /// Whether the old file's next bytes are exactly `bytes`.
    private func agrees(_ bytes: UnsafeBufferPointer<UInt8>, with old: UnsafeMutablePointer<FILE>) -> Bool {
      if comparison.count < bytes.count { comparison = [UInt8](repeating: 0, count: bytes.count) }
      return comparison.withUnsafeMutableBytes { buffer in
        fread(buffer.baseAddress!, 1, bytes.count, old) == bytes.count
          && memcmp(buffer.baseAddress!, bytes.baseAddress!, bytes.count) == 0
      }
    }

    /// Opens the staged copy and puts the bytes that matched at its start.
    private func startCopy() {
      if let error = Self.makeFolder(staging.deletingLastPathComponent()) {
        failure = error
        return
      }
      guard let copy = fopen(staging.path, "wb") else { return fail() }
      self.copy = copy
      guard matched > 0, let old else { return closeOld() }
      rewind(old)
      var remaining = matched
      var buffer = [UInt8](repeating: 0, count: min(remaining, 1 << 20))
      while remaining > 0, failure == nil {
        let count = min(remaining, buffer.count)
        buffer.withUnsafeMutableBytes { buffer in
          if fread(buffer.baseAddress!, 1, count, old) != count || fwrite(buffer.baseAddress!, 1, count, copy) != count {
            fail()
          }
        }
        remaining -= count
      }
      matched = 0
      closeOld()
    }

    /// Creates `folder` and the folders above it. Files of several targets are staged at
    /// once, so another thread may create one of them at the same moment, and a failed
    /// attempt is fine if the folder exists afterwards.
    private static func makeFolder(_ folder: URL) -> (any Error)? {
      var lastError: (any Error)?
      for _ in 0..<3 {
        do {
          try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
          return nil
        } catch {
          lastError = error
        }
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue { return nil }
      }
      return lastError
    }

    private func fail() {
      if failure == nil { failure = POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    }
  }
}
