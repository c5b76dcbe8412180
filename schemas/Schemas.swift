import Foundation

/// The JSON Schemas of Chamfer's files, for editors that complete and check keys as
/// people type: `theme.schema.json` for themes and `config.schema.json` for
/// `chamfer.yml`.
public enum BundledSchemas {
  public static var themeURL: URL? { Bundle.module.url(forResource: "theme.schema", withExtension: "json") }
  public static var configURL: URL? { Bundle.module.url(forResource: "config.schema", withExtension: "json") }
}
