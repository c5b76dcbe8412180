/// Chamfer's release version, as `chamfer --version` prints it and `CHANGELOG.md` heads
/// its newest entry with.
public let chamferVersion = "0.2.0"
