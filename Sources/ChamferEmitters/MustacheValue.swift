import Mustache

/// A value that renders as text and answers template transforms. Values are classes,
/// so the renderer passes them around with a retain.
protocol MustacheValue: AnyObject, MustacheTransformable, MustacheCustomRenderable, TemplateConvertible {}

extension MustacheValue {
  var isNull: Bool { false }
}
