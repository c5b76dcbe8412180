import Mustache

/// A value that renders as text and answers template transforms.
protocol MustacheValue: MustacheTransformable, MustacheCustomRenderable, TemplateConvertible {}

extension MustacheValue {
  var isNull: Bool { false }
}
