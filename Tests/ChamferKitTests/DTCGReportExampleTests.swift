import ChamferKit
import Foundation
import Testing
import TestSupport

/// The examples of the DTCG format report, version 2025.10 (github.com/design-tokens/
/// community-group, technical-reports/format, as published in commit f0f32a7, "Publish
/// 2025.10"; where a later correction to an example, as of 53ca386, is used, its case
/// says so). Each example is restated with radii where the report uses colours, spacing
/// or fonts: the section it comes from, the file, what the report says it means, and
/// what Chamfer imports (the metrics and components as `name=size`, the warnings after
/// them, or the first error's id and where it is).
///
/// They agree except where Chamfer diverges on purpose, each divergence saying why (and
/// listed in docs/adopting.md): it reads untyped and `number` tokens on radius paths,
/// numbers written as strings, the legacy `"2px"` strings, percentages and dotted keys;
/// it names a `$root` token by its group as Terrazzo does; it passes over `$` keys it does
/// not know; an alias of nothing is a warning rather than an error; and it refuses
/// negative radii.
@Suite struct DTCGReportExampleTests {
  struct Case: CustomTestStringConvertible, Sendable {
    /// The report's section, as `file.md › heading`.
    var section: String
    var name: String
    var file: String
    /// The report's result: the tokens and values it gives, or why the file is invalid
    /// (starting "invalid").
    var report: String
    var chamfer: String
    var divergence: String?
    var testDescription: String { "\(section): \(name)" }
  }

  static let token = "design-token.md"
  static let types = "types.md"
  static let groups = "groups.md"
  static let aliases = "aliases.md"
  static let composite = "composite-types.md"
  static let unknownAlias =
    "Chamfer warns about an alias that names no token and leaves the token out, so one broken alias does not"
    + " stop the file's other radii"

  static let cases: [Case] = [
    // design-token.md › Name and value: a name is any JSON string, spaces included.
    Case(
      section: "\(token) › Name and value", name: "a token named with a space",
      file: #"{ "corner radius": { "$type": "dimension", "$value": { "value": 6, "unit": "px" } } }"#,
      report: "one token, 'corner radius', of 6px", chamfer: "corner-radius=6pt"),
    // Names are case-sensitive: two tokens differing only in case are both valid; a
    // tool MAY warn when they collide on export.
    Case(
      section: "\(token) › Name and value", name: "names differing only in case",
      file: """
        { "radius": { "$type": "dimension", "sm": { "$value": { "value": 3, "unit": "rem" } },
          "SM": { "$value": { "value": 16, "unit": "px" } } } }
        """,
      report: "two tokens, radius.sm (3rem) and radius.SM (16px)", chamfer: "radius-sm=48pt radius-sm-2=16pt"),
    // › Character restrictions: no `{`, `}` or `.` in a name.
    Case(
      section: "\(token) › Character restrictions", name: "a brace in a name",
      file: #"{ "radius": { "$type": "dimension", "s{m}": { "$value": { "value": 3, "unit": "px" } } } }"#,
      report: "invalid: names hold no braces", chamfer: "error import/invalid-name tokens.json:1:37"),
    Case(
      section: "\(token) › Character restrictions", name: "a dot in a name",
      file: #"{ "shape.corner": { "$type": "dimension", "sm": { "$value": { "value": 3, "unit": "px" } } } }"#,
      report: "invalid: names hold no dots", chamfer: "shape-corner-sm=3pt",
      divergence: "Chamfer reads a dotted key as a path, as Material's token files write them"),
    Case(
      section: "\(token) › Character restrictions", name: "a name starting with $",
      file: """
        { "radius": { "$type": "dimension", "$sm": { "$value": { "value": 2, "unit": "px" } },
          "md": { "$value": { "value": 4, "unit": "px" } } } }
        """,
      report: "invalid: only the format's properties start with $", chamfer: "radius-md=4pt",
      divergence: "Chamfer passes over $ keys it does not know, as properties a later version may add"),
    // The examples as corrected by 53ca386 name the format's schema at the top.
    Case(
      section: "\(token) › Name and value", name: "a file naming its schema (corrected examples)",
      file: """
        { "$schema": "https://www.designtokens.org/schemas/2025.10/format.json",
          "radius": { "sm": { "$type": "dimension", "$value": { "value": 2, "unit": "px" } } } }
        """,
      report: "one token, radius.sm, of 2px", chamfer: "radius-sm=2pt"),
    // › Description: a plain string, kept with the token.
    Case(
      section: "\(token) › Description", name: "a token's description",
      file: """
        { "radius": { "card": { "$type": "dimension", "$description": "Cards and sheets",
          "$value": { "value": 12, "unit": "px" } } } }
        """,
      report: "radius.card is 12px, described", chamfer: "radius-card=12pt \"Cards and sheets\""),
    // › Type: a token's own type; a group's; an alias takes its target's.
    Case(
      section: "\(token) › Type", name: "the type on the token",
      file: #"{ "radius": { "xs": { "$type": "dimension", "$value": { "value": 2, "unit": "px" } } } }"#,
      report: "radius.xs is a dimension, 2px", chamfer: "radius-xs=2pt"),
    Case(
      section: "\(token) › Type", name: "no type anywhere, on no radius path",
      file: #"{ "gap": { "$value": { "value": 2, "unit": "px" } } }"#,
      report: "invalid: no type can be found",
      chamfer: "nothing, warning import/untyped-token tokens.json:1:22, warning import/no-shape-tokens tokens.json:1:1"),
    Case(
      section: "\(token) › Type", name: "no type anywhere, on a radius path",
      file: #"{ "radius": { "xs": { "$value": { "value": 2, "unit": "px" } } } }"#,
      report: "invalid: no type can be found", chamfer: "radius-xs=2pt",
      divergence: "Chamfer reads untyped tokens on radius paths as dimensions, as Style Dictionary and Red Hat do"),
    Case(
      section: "\(token) › Type", name: "the type is case-sensitive",
      file: #"{ "radius": { "xs": { "$type": "Dimension", "$value": { "value": 2, "unit": "px" } } } }"#,
      report: "invalid: 'Dimension' is no type", chamfer: "nothing, warning import/no-shape-tokens tokens.json:1:1"),
    // › Extensions: vendor data, which a tool that does not know it leaves alone.
    Case(
      section: "\(token) › Extensions", name: "another tool's extension data",
      file: """
        { "radius": { "sm": { "$type": "dimension", "$value": { "value": 4, "unit": "px" },
          "$extensions": { "com.example.editor": 7, "com.example.sync": { "locked": true } } } } }
        """,
      report: "radius.sm is 4px; the data is another tool's", chamfer: "radius-sm=4pt"),
    // › Deprecated: true, an explanation, or false.
    Case(
      section: "\(token) › Deprecated", name: "deprecated tokens",
      file: """
        { "radius": { "$type": "dimension",
          "old": { "$value": { "value": 3, "unit": "px" }, "$deprecated": true },
          "older": { "$value": { "value": 5, "unit": "px" }, "$deprecated": "use radius.new instead" },
          "new": { "$value": { "value": 4, "unit": "px" }, "$deprecated": false } } }
        """,
      report: "radius.old and radius.older deprecated, radius.new not",
      chamfer: "radius-new=4pt radius-old=3pt (deprecated) radius-older=5pt (deprecated)"),

    // types.md › Dimension: `{ value, unit }`, px or rem; a unit even for 0.
    Case(
      section: "\(types) › Dimension", name: "0px and 0.5rem",
      file: """
        { "radius": { "$type": "dimension", "none": { "$value": { "value": 0, "unit": "px" } },
          "sm": { "$value": { "value": 0.5, "unit": "rem" } } } }
        """,
      report: "radius.none 0px, radius.sm 0.5rem", chamfer: "radius-none=0pt radius-sm=8pt"),
    Case(
      section: "\(types) › Dimension", name: "0 with no unit",
      file: #"{ "radius": { "none": { "$type": "dimension", "$value": { "value": 0 } } } }"#,
      report: "invalid: the unit is required, for 0 too", chamfer: "error import/bad-dimension tokens.json:1:57"),
    Case(
      section: "\(types) › Dimension", name: "a unit other than px and rem",
      file: #"{ "radius": { "sm": { "$type": "dimension", "$value": { "value": 2, "unit": "pt" } } } }"#,
      report: "invalid: px or rem only", chamfer: "error import/bad-dimension tokens.json:1:55"),
    Case(
      section: "\(types) › Dimension", name: "a value that is a string",
      file: #"{ "radius": { "sm": { "$type": "dimension", "$value": { "value": "2", "unit": "px" } } } }"#,
      report: "invalid: the value is a number", chamfer: "radius-sm=2pt",
      divergence: "Chamfer reads a number written as a string, as it reads the legacy strings"),
    Case(
      section: "\(types) › Dimension", name: "a key the dimension does not have",
      file: #"{ "radius": { "sm": { "$type": "dimension", "$value": { "value": 2, "unit": "px", "scale": 2 } } } }"#,
      report: "invalid: value and unit only", chamfer: "error import/bad-dimension tokens.json:1:83"),
    // types.md › Number: a JSON number.
    Case(
      section: "\(types) › Number", name: "a number on no radius path",
      file: """
        { "line-height-large": { "$type": "number", "$value": 2.3 },
          "radius": { "sm": { "$type": "dimension", "$value": { "value": 2, "unit": "px" } } } }
        """,
      report: "line-height-large is the number 2.3", chamfer: "radius-sm=2pt"),
    Case(
      section: "\(types) › Number", name: "a number on a radius path",
      file: #"{ "radius": { "sm": { "$type": "number", "$value": 6 } } }"#,
      report: "radius.sm is the number 6, no size",
      chamfer: "radius-sm=6pt, warning import/unitless-dimension tokens.json:1:52",
      divergence: "Chamfer reads a number on a radius path as points, as Figma exports radii"),
    Case(
      section: "\(types) › Number", name: "a number written as a string",
      file: #"{ "radius": { "sm": { "$type": "number", "$value": "6" } } }"#,
      report: "invalid: a number is a JSON number",
      chamfer: "radius-sm=6pt, warning import/unitless-dimension tokens.json:1:52",
      divergence: "Chamfer reads a number written as a string, as it reads the legacy strings"),
    Case(
      section: "\(types) › Number", name: "a negative number",
      file: #"{ "radius": { "sm": { "$type": "number", "$value": -2 } } }"#,
      report: "radius.sm is the number -2", chamfer: "error import/bad-dimension tokens.json:1:52",
      divergence: "Chamfer refuses negative radii"),

    // groups.md › Group structure: an object with `$value` and children is an error.
    Case(
      section: "\(groups) › Group structure", name: "a token that holds a token",
      file: """
        { "radius": { "$type": "dimension", "sm": { "$value": { "value": 2, "unit": "px" },
          "hover": { "$value": { "value": 3, "unit": "px" } } } } }
        """,
      report: "invalid: an object is a token or a group, not both", chamfer: "error import/not-tokens tokens.json:2:3"),
    // › Root tokens in groups: `$root` is the group's own token, `{group.$root}`.
    Case(
      section: "\(groups) › Root tokens in groups", name: "a root token and its siblings",
      file: """
        { "radius": { "accent": { "$root": { "$type": "dimension", "$value": { "value": 6, "unit": "px" } },
          "soft": { "$type": "dimension", "$value": { "value": 10, "unit": "px" } } },
          "button": { "$value": "{radius.accent.$root}" } } }
        """,
      report: "radius.accent.$root 6px, radius.accent.soft 10px; radius.button aliases the root token",
      chamfer: "radius-accent=6pt radius-accent-soft=10pt radius-button=6pt"),
    Case(
      section: "\(groups) › Root tokens in groups", name: "the group's name for its root token",
      file: """
        { "radius": { "accent": { "$root": { "$type": "dimension", "$value": { "value": 6, "unit": "px" } } },
          "button": { "$value": "{radius.accent}" } } }
        """,
      report: "invalid: '{radius.accent}' names a group, not a token",
      chamfer: "radius-accent=6pt radius-button=6pt",
      divergence: "Chamfer names a $root token by its group too, as Terrazzo does"),
    // › Group properties: `$type` inherited down nested groups, a token's own winning;
    // a group's `$description` and `$extensions` change no token.
    Case(
      section: "\(groups) › Group properties", name: "type inheritance",
      file: """
        { "radius": { "$type": "dimension", "$description": "Corner sizes",
          "$extensions": { "com.example.editor": { "folded": true } },
          "sm": { "$value": { "value": 2, "unit": "px" } },
          "control": { "md": { "$value": { "value": 4, "unit": "px" } },
            "label": { "$type": "fontFamily", "$value": "Inter" } } } }
        """,
      report: "radius.sm and radius.control.md dimensions; radius.control.label a font family",
      chamfer: "radius-control-md=4pt radius-sm=2pt"),
    // › $deprecated: a group's holds for its tokens unless a token says otherwise.
    Case(
      section: "\(groups) › $deprecated", name: "a deprecated group",
      file: """
        { "radius": { "$type": "dimension", "$deprecated": "use shape.*",
          "sm": { "$value": { "value": 2, "unit": "px" } },
          "md": { "$value": { "value": 4, "unit": "px" }, "$deprecated": false } } }
        """,
      report: "radius.sm deprecated, radius.md not",
      chamfer: "radius-md=4pt radius-sm=2pt (deprecated)"),
    // › Extending groups: the extended group's tokens, its own winning.
    Case(
      section: "\(groups) › Extending groups", name: "extension with an override",
      file: """
        { "radius": { "base": { "$type": "dimension", "sm": { "$value": { "value": 2, "unit": "px" } },
            "md": { "$value": { "value": 4, "unit": "px" } } },
          "dense": { "$extends": "{radius.base}", "md": { "$value": { "value": 3, "unit": "px" } } } } }
        """,
      report: "radius.dense.sm 2px (inherited), radius.dense.md 3px (its own)",
      chamfer: "radius-base-md=4pt radius-base-sm=2pt radius-dense-md=3pt radius-dense-sm=2pt"),
    // › Inheritance semantics: an override replaces the whole token, not key by key.
    Case(
      section: "\(groups) › Inheritance Semantics", name: "an override replaces the whole token",
      file: """
        { "radius": { "base": { "$type": "dimension",
            "sm": { "$description": "Small", "$deprecated": true, "$value": { "value": 2, "unit": "px" } } },
          "dense": { "$extends": "{radius.base}", "sm": { "$value": { "value": 1, "unit": "px" } } } } }
        """,
      report: "radius.dense.sm is 1px, with neither the description nor the deprecation of radius.base.sm",
      chamfer: "radius-base-sm=2pt \"Small\" (deprecated) radius-dense-sm=1pt"),
    // The 2025.10 example's values are strings ("16px"); the later correction writes
    // them as objects. Chamfer reads both.
    Case(
      section: "\(groups) › Inheritance Semantics", name: "multi-level override, legacy strings",
      file: """
        { "radius": { "$type": "dimension", "base": { "sm": { "$value": "2px" }, "md": { "$value": "4px" } },
          "wide": { "$extends": "{radius.base}", "sm": { "$value": "3px" }, "lg": { "$value": "8px" } } } }
        """,
      report: "radius.wide.sm 3px (overridden), .md 4px (inherited), .lg 8px (added)",
      chamfer: "radius-base-md=4pt radius-base-sm=2pt radius-wide-lg=8pt radius-wide-md=4pt radius-wide-sm=3pt",
      divergence: "Chamfer accepts the legacy string form"),
    // › Circular reference prevention.
    Case(
      section: "\(groups) › Circular Reference Prevention", name: "a group extending its parent",
      file: """
        { "radius": { "$type": "dimension", "sm": { "$value": "2px" },
          "dense": { "$extends": "{radius}" } } }
        """,
      report: "invalid: radius.dense would hold itself", chamfer: "error import/bad-extends tokens.json:2:26"),
    Case(
      section: "\(groups) › Circular Reference Prevention", name: "two groups extending each other",
      file: """
        { "a": { "$extends": "{b}", "radius": { "$type": "dimension", "$value": "2px" } },
          "b": { "$extends": "{a}", "radius": { "$type": "dimension", "$value": "4px" } } }
        """,
      report: "invalid: a and b extend each other", chamfer: "error import/bad-extends tokens.json:1:22"),
    Case(
      section: "\(groups) › Circular Reference Prevention", name: "siblings extending one group",
      file: """
        { "radius": { "$type": "dimension", "base": { "sm": { "$value": "2px" } },
          "dense": { "$extends": "{radius.base}", "md": { "$value": "3px" } },
          "wide": { "$extends": "{radius.base}", "lg": { "$value": "8px" } } } }
        """,
      report: "valid: radius.dense and radius.wide both hold sm",
      chamfer: "radius-base-sm=2pt radius-dense-md=3pt radius-dense-sm=2pt radius-wide-lg=8pt radius-wide-sm=2pt",
      divergence: "Chamfer accepts the legacy string form"),
    // › Error conditions: a target that is missing, or a token.
    Case(
      section: "\(groups) › Error Conditions", name: "extending a group that does not exist",
      file: #"{ "radius": { "$type": "dimension", "dense": { "$extends": "{radius.base}" } } }"#,
      report: "invalid: no group radius.base", chamfer: "error import/unknown-alias tokens.json:1:60"),
    Case(
      section: "\(groups) › Extending Groups", name: "extending a token",
      file: """
        { "radius": { "$type": "dimension", "sm": { "$value": "2px" },
          "dense": { "$extends": "{radius.sm}" } } }
        """,
      report: "invalid: $extends names a token", chamfer: "error import/unknown-alias tokens.json:2:26"),
    // › Equivalence to JSON Schema `$ref`: `$ref` to a group is `$extends`.
    Case(
      section: "\(groups) › Equivalence to JSON Schema $ref", name: "$ref in place of $extends",
      file: """
        { "radius": { "$type": "dimension", "base": { "sm": { "$value": { "value": 2, "unit": "px" } },
            "md": { "$value": { "value": 4, "unit": "px" } } },
          "dense": { "$ref": "#/radius/base", "md": { "$value": { "value": 3, "unit": "px" } } } } }
        """,
      report: "as with $extends: radius.dense.sm 2px, radius.dense.md 3px",
      chamfer: "radius-base-md=4pt radius-base-sm=2pt radius-dense-md=3pt radius-dense-sm=2pt"),
    // › Type inheritance with extensions: the extending group's type and the extended
    // group's both apply, so a colour it inherits fails its dimension type; that one
    // token is left out with a warning, and the rest of the file comes in.
    Case(
      section: "\(groups) › Type Inheritance", name: "a dimension group extending a colour group",
      file: """
        { "palette": { "$type": "color", "ink": { "$value": { "colorSpace": "srgb", "components": [0, 0, 0] } } },
          "radius": { "$extends": "{palette}", "$type": "dimension", "sm": { "$value": { "value": 2, "unit": "px" } } } }
        """,
      report: "invalid: radius.ink must be a colour and a dimension",
      chamfer: "radius-sm=2pt, warning import/bad-dimension tokens.json:1:55",
      divergence: "one token Chamfer cannot read is left out, with a warning at it, so that the rest of the file comes in"),
    // › Circular reference detection: a → b → c → a, one error naming all three.
    Case(
      section: "\(groups) › Circular Reference Detection", name: "three groups in a loop",
      file: #"{ "a": { "$extends": "{b}" }, "b": { "$extends": "{c}" }, "c": { "$extends": "{a}" } }"#,
      report: "invalid: a, b and c extend each other", chamfer: "error import/bad-extends tokens.json:1:22"),
    // › Empty groups: harmless, with their properties.
    Case(
      section: "\(groups) › Empty Groups", name: "an empty group beside a token",
      file: """
        { "experimental": { "$description": "Nothing yet", "$deprecated": "going away" },
          "radius": { "sm": { "$type": "dimension", "$value": { "value": 2, "unit": "px" } } } }
        """,
      report: "radius.sm 2px; the empty group holds nothing", chamfer: "radius-sm=2pt"),
    // › Examples › Basic group with root token.
    Case(
      section: "\(groups) › Examples", name: "basic group with root token",
      file: """
        { "radius": { "$type": "dimension", "$description": "Corner scale",
          "$root": { "$value": { "value": 16, "unit": "px" } },
          "small": { "$value": { "value": 8, "unit": "px" } }, "large": { "$value": { "value": 32, "unit": "px" } } } }
        """,
      report: "radius.$root 16px, radius.small 8px, radius.large 32px",
      chamfer: "radius=16pt radius-large=32pt radius-small=8pt"),
    // › Examples › Group extension with override (a percentage, which the report's
    // example writes though its dimensions have no such unit).
    Case(
      section: "\(groups) › Examples", name: "group extension with override",
      file: """
        { "input": { "$type": "dimension", "field": { "radius": { "$value": { "value": 50, "unit": "%" } } } },
          "input-amount": { "$extends": "{input}", "field": { "radius": { "$value": { "value": 6, "unit": "px" } } } } }
        """,
      report: "input-amount.field.radius 6px (its own); input.field.radius 50% is no dimension",
      chamfer: "component input=0pt input.field=50% component input-amount=0pt input-amount.field=6pt",
      divergence: "Chamfer reads percentages, which CSS radii take"),
    // › Examples › Complex hierarchical structure: $root in an extended group.
    Case(
      section: "\(groups) › Examples", name: "extending a group with a root token",
      file: """
        { "radius": { "$type": "dimension", "brand": { "$root": { "$value": { "value": 6, "unit": "px" } },
            "soft": { "$value": { "value": 10, "unit": "px" } } },
          "card": { "$extends": "{radius.brand}", "tight": { "$value": { "value": 2, "unit": "px" } } } } }
        """,
      report: "radius.card.$root 6px, radius.card.soft 10px, radius.card.tight 2px",
      chamfer: "radius-brand=6pt radius-brand-soft=10pt radius-card=6pt radius-card-soft=10pt radius-card-tight=2pt"),

    // aliases.md › Curly brace syntax: the whole value of a token.
    Case(
      section: "\(aliases) › Curly Brace Syntax", name: "an alias",
      file: """
        { "radius": { "base": { "md": { "$type": "dimension", "$value": { "value": 4, "unit": "px" } } },
          "button": { "$type": "dimension", "$value": "{radius.base.md}" } } }
        """,
      report: "radius.button is radius.base.md's value", chamfer: "radius-base-md=4pt radius-button=4pt"),
    // › JSON Pointer syntax: `$ref` to a token's `$value` is the same alias. The 2025.10
    // text writes it on the token; the correction at 53ca386 points at the token.
    Case(
      section: "\(aliases) › JSON Pointer Syntax", name: "$ref to a token's $value, on the token",
      file: """
        { "radius": { "base": { "$type": "dimension", "$value": { "value": 4, "unit": "px" } },
          "button": { "$ref": "#/radius/base/$value", "$type": "dimension" } } }
        """,
      report: "radius.button is '{radius.base}'", chamfer: "radius-base=4pt radius-button=4pt"),
    Case(
      section: "\(aliases) › JSON Pointer Syntax", name: "$ref to a token (corrected example)",
      file: """
        { "radius": { "base": { "$type": "dimension", "$value": { "value": 4, "unit": "px" } },
          "button": { "$ref": "#/radius/base" } } }
        """,
      report: "radius.button aliases radius.base", chamfer: "radius-base=4pt radius-button=4pt"),
    Case(
      section: "\(aliases) › JSON Pointer Syntax", name: "$ref to a part of a value",
      file: """
        { "radius": { "base": { "$type": "dimension", "$value": { "value": 4, "unit": "px" } },
          "scale": { "$type": "number", "$value": { "$ref": "#/radius/base/$value/value" } } } }
        """,
      report: "radius.scale is the number 4",
      chamfer: "radius-base=4pt radius-scale=4pt, warning import/unitless-dimension tokens.json:1:68",
      divergence: "Chamfer reads a number on a radius path as points, as Figma exports radii"),
    // › Chained references.
    Case(
      section: "\(aliases) › Chained References", name: "an alias of an alias",
      file: """
        { "radius": { "base": { "$type": "dimension", "$value": { "value": 8, "unit": "px" } },
          "card": { "$value": "{radius.base}" }, "dialog": { "$value": "{radius.card}" } } }
        """,
      report: "radius.dialog → radius.card → radius.base, 8px",
      chamfer: "radius-base=8pt radius-card=8pt radius-dialog=8pt"),
    // › Circular references: an error for every token in the loop.
    Case(
      section: "\(aliases) › Circular References", name: "three aliases in a loop",
      file: """
        { "radius": { "$type": "dimension", "a": { "$value": "{radius.b}" }, "b": { "$value": "{radius.c}" },
          "c": { "$value": "{radius.a}" } } }
        """,
      report: "invalid: a → b → c → a", chamfer: "error import/alias-cycle"),
    // › Dimension component references: a dimension's value or unit from another.
    Case(
      section: "\(aliases) › Dimension Component References", name: "a value and a unit by pointer",
      file: """
        { "radius": { "$type": "dimension", "base": { "$value": { "value": 1, "unit": "px" } },
          "small": { "$value": { "value": { "$ref": "#/radius/base/$value/value" }, "unit": "rem" } },
          "large": { "$value": { "value": 12, "unit": { "$ref": "#/radius/base/$value/unit" } } } } }
        """,
      report: "radius.small 1rem, radius.large 12px", chamfer: "radius-base=1pt radius-large=12pt radius-small=16pt"),
    // › Path examples: a slash in a name is `~1` in a pointer and itself in braces.
    Case(
      section: "\(aliases) › Path Examples", name: "a slash in a group name",
      file: """
        { "radius/base": { "$type": "dimension", "sm": { "$value": { "value": 2, "unit": "px" } } },
          "radius": { "a": { "$ref": "#/radius~1base/sm" }, "b": { "$value": "{radius/base.sm}" } } }
        """,
      report: "radius.a and radius.b alias radius/base.sm",
      chamfer: "radius-a=2pt radius-b=2pt radius-base-sm=2pt"),
    // › Disambiguation examples: pointers index arrays; braces name tokens only.
    Case(
      section: "\(aliases) › Disambiguation Examples", name: "a pointer into an array",
      file: """
        { "steps": { "data": [10, 20, 30] },
          "radius": { "lg": { "$type": "dimension", "$value": { "value": { "$ref": "#/steps/data/1" }, "unit": "px" } } } }
        """,
      report: "radius.lg is 20px", chamfer: "radius-lg=20pt"),
    Case(
      section: "\(aliases) › Disambiguation Examples", name: "braces into an array",
      file: """
        { "steps": { "data": [10, 20, 30] },
          "radius": { "lg": { "$type": "dimension", "$value": "{steps.data.1}" } } }
        """,
      report: "invalid: braces cannot index an array",
      chamfer: "nothing, warning import/unknown-alias tokens.json:2:55",
      divergence: unknownAlias),
    // › Error conditions: a target that does not exist, or is no token.
    Case(
      section: "\(aliases) › Error Conditions", name: "an alias of nothing",
      file: #"{ "radius": { "$type": "dimension", "sm": { "$value": "{radius.md}" } } }"#,
      report: "invalid: no token radius.md",
      chamfer: "nothing, warning import/unknown-alias tokens.json:1:55", divergence: unknownAlias),
    Case(
      section: "\(aliases) › Error Conditions", name: "an alias of a group",
      file: """
        { "radius": { "$type": "dimension", "base": { "sm": { "$value": "2px" } },
          "card": { "$value": "{radius.base}" } } }
        """,
      report: "invalid: braces name tokens, not groups",
      chamfer: "radius-base-sm=2pt, warning import/unknown-alias tokens.json:2:23", divergence: unknownAlias),
    Case(
      section: "\(aliases) › Error Conditions", name: "a pointer to nothing",
      file: ##"{ "radius": { "$type": "dimension", "sm": { "$ref": "#/radius/md" } } }"##,
      report: "invalid: no such location", chamfer: "error import/unknown-alias tokens.json:1:53"),
    Case(
      section: "\(aliases) › Error Conditions", name: "a dimension aliasing a colour",
      file: """
        { "ink": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0, 0, 0] } },
          "radius": { "sm": { "$type": "dimension", "$value": "{ink}" } } }
        """,
      report: "invalid: a colour is no dimension", chamfer: "error import/bad-dimension"),

    // composite-types.md: composite tokens hold dimensions, but no radius.
    Case(
      section: "\(composite) › Composite types", name: "a shadow, its dimensions aliased",
      file: """
        { "space": { "small": { "$type": "dimension", "$value": { "value": 0.5, "unit": "rem" } } },
          "shadow": { "medium": { "$type": "shadow", "$value": {
            "color": { "colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.5 },
            "offsetX": "{space.small}", "offsetY": "{space.small}",
            "blur": { "value": 1.5, "unit": "rem" }, "spread": { "value": 0, "unit": "rem" } } } },
          "card": { "box-shadow": { "$value": "{shadow.medium}" }, "radius": { "$value": "{space.small}" } } }
        """,
      report: "shadow.medium a shadow; card.box-shadow aliases it; card.radius aliases space.small (0.5rem)",
      chamfer: "component card=8pt"),
    Case(
      section: "\(composite) › Border", name: "a border on a radius path",
      file: """
        { "radius": { "sm": { "$type": "dimension", "$value": { "value": 2, "unit": "px" } } },
          "corner": { "heavy": { "$type": "border", "$value": {
            "color": { "colorSpace": "srgb", "components": [0.2, 0.2, 0.2] }, "width": { "value": 3, "unit": "px" },
            "style": "solid" } } } }
        """,
      report: "corner.heavy is a border, its width 3px", chamfer: "radius-sm=2pt"),
    Case(
      section: "\(composite) › Stroke style", name: "dash lengths are dimensions, not radii",
      file: """
        { "dash-length-medium": { "$type": "dimension", "$value": { "value": 10, "unit": "px" } },
          "notification-border-style": { "$type": "strokeStyle",
            "$value": { "dashArray": ["{dash-length-medium}", { "value": 0.25, "unit": "rem" }], "lineCap": "butt" } },
          "radius": { "sm": { "$type": "dimension", "$value": { "value": 2, "unit": "px" } } } }
        """,
      report: "a dimension and a stroke style", chamfer: "radius-sm=2pt"),
    Case(
      section: "\(composite) › Typography", name: "a typography token on a radius path",
      file: """
        { "shape": { "sm": { "$type": "dimension", "$value": { "value": 2, "unit": "px" } },
          "label": { "$type": "typography", "$value": { "fontFamily": ["Inter"],
            "fontSize": { "value": 16, "unit": "px" }, "fontWeight": 400, "letterSpacing": { "value": 0, "unit": "px" },
            "lineHeight": 1.5 } } } }
        """,
      report: "shape.label is a typography token", chamfer: "shape-sm=2pt"),
  ]

  /// What Chamfer imports from `text`: the first error and where it is; else the
  /// metrics as `name=size` and components as `component name=size` (`size→metric` when
  /// the shape is a metric's), each description and deprecation after it, then the
  /// warnings.
  static func imported(_ text: String) -> String {
    var importer = TokenImporter(file: "tokens.json")
    let theme = importer.theme(from: text, name: "T")
    if let error = importer.diagnostics.first(where: { $0.severity == .error }) {
      return "error \(error.id)" + (error.location.map { " \($0)" } ?? "")
    }
    let warnings = importer.diagnostics.map { ", warning \($0.id)" + ($0.location.map { " \($0)" } ?? "") }.joined()
    guard let theme, let resolved = check(theme, path: "imported.yaml").theme else { return "nothing" + warnings }
    // The importer notes a deprecated token in the comment of its line.
    let deprecated = Set(
      theme.split(separator: "\n").filter { $0.hasSuffix("; deprecated") }.compactMap {
        $0.split(separator: ":").first?.trimmingCharacters(in: .whitespaces)
      })
    func described(_ name: String, _ shape: ResolvedShape, _ description: String?, _ alias: String?) -> String {
      var text = "\(name)=\(shape.corners[0].size.description)" + (alias.map { "→\($0)" } ?? "")
      if let description { text += " \"\(description)\"" }
      if deprecated.contains(name) { text += " (deprecated)" }
      return text
    }
    let shapes =
      resolved.scale.sorted { $0.name < $1.name }.map { described($0.name, $0.shape, $0.description, $0.alias) }
      + resolved.components.sorted { $0.name < $1.name }.map { component in
        (["component " + described(component.name, component.shape, component.description, component.alias)]
          + component.variants.map {
            described("\(component.name).\($0.name)", $0.shape, $0.description, $0.alias)
          }).joined(separator: " ")
      }
    return (shapes.isEmpty ? "nothing" : shapes.joined(separator: " ")) + warnings
  }

  @Test(arguments: cases)
  func chamferReadsTheReportsExample(_ test: Case) {
    let found = Self.imported(test.file)
    if test.chamfer.hasPrefix("error"), !test.chamfer.contains(" tokens.json:") {
      #expect(found.hasPrefix(test.chamfer + " "), "\(found)")
    } else {
      #expect(found == test.chamfer)
    }
    let reportRefuses = test.report.hasPrefix("invalid")
    let chamferRefuses = test.chamfer.hasPrefix("error") || test.chamfer.hasPrefix("nothing")
    #expect(reportRefuses == chamferRefuses || test.divergence != nil, "\(test.name): a divergence says why")
  }

  /// The report asks for an error "affecting" every member of a loop of aliases or of
  /// `$extends`: Chamfer's one error names each of them.
  @Test(arguments: ["three aliases in a loop", "three groups in a loop"])
  func aLoopsErrorNamesEveryMember(_ name: String) throws {
    let test = try #require(Self.cases.first { $0.name == name })
    var importer = TokenImporter(file: "tokens.json")
    _ = importer.theme(from: test.file, name: "T")
    let errors = importer.diagnostics.filter { $0.severity == .error }
    #expect(errors.count == 1, "\(errors)")
    let message = try #require(errors.first).message
    let members = name.contains("aliases") ? ["radius.a", "radius.b", "radius.c"] : ["a", "b", "c"]
    for member in members {
      #expect(message.contains(" \(member) ") || message.hasSuffix(" \(member)"), "\(message)")
    }
  }
}
