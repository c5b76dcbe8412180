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
    /// Where the file goes, for messages.
    let destination: URL
    /// The output folder, which every folder the file is read from or staged into is
    /// opened below, one name at a time (`FolderHandle`).
    private let root: FolderHandle?
    /// The name of the staging folder in `root`.
    private let stagingName: String
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

    /// `root` is nil before the publisher has opened the output folder, and the file
    /// then fails.
    init(path: String, destination: URL, root: FolderHandle?, stagingName: String) {
      self.path = path
      self.destination = destination
      self.root = root
      self.stagingName = stagingName
      guard let root else {
        failure = POSIXError(.EBADF)
        return
      }
      // Only a regular file reached through real folders is compared; a link there is
      // replaced, never read.
      if let descriptor = root.openRegularFile(at: path) {
        old = fdopen(descriptor, "rb")
        if old == nil { FolderHandle.closeDescriptor(descriptor) }
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
      let names = path.split(separator: "/")
      let descriptor: Int32
      do {
        guard let root else { throw POSIXError(.EBADF) }
        // Files of several targets are staged at once, so another thread may create
        // one of these folders at the same moment; `child(named:create:)` allows it.
        let folder = try root.folder(at: [Substring(stagingName)] + names.dropLast(), create: true)
        descriptor = try folder.createFile(named: String(names.last ?? ""))
      } catch {
        failure = error
        return
      }
      guard let copy = fdopen(descriptor, "wb") else {
        fail()
        FolderHandle.closeDescriptor(descriptor)
        return
      }
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

    private func fail() {
      if failure == nil { failure = POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    }
  }
}
