// Good sample: a Flutter file of the kind Chamfer will generate.
// check_dart.py must accept it (syntax only; no Flutter SDK is needed).
import 'dart:math' as math;

import 'package:flutter/material.dart';

/// Corner radii of the Acme theme, in logical pixels.
abstract final class AcmeRadii {
  static const double small = 4;
  static const double medium = 8;
  static const double large = 16;
}

/// Shapes of the Acme theme.
abstract final class AcmeShapes {
  static const RoundedRectangleBorder card = RoundedRectangleBorder(
    borderRadius: BorderRadius.only(
      topLeft: Radius.circular(8,
      topRight: Radius.circular(8),
      bottomRight: Radius.circular(0),
      bottomLeft: Radius.circular(8),
    ),
  );

  static const BeveledRectangleBorder chip = BeveledRectangleBorder(
    borderRadius: BorderRadius.all(Radius.circular(AcmeRadii.small)),
  );

  static const RoundedSuperellipseBorder sheet = RoundedSuperellipseBorder(
    borderRadius: BorderRadius.vertical(top: Radius.circular(28)),
  );

  static const StadiumBorder button = StadiumBorder();

  static const CircleBorder fab = CircleBorder(side: BorderSide.none, eccentricity: 0.0);

  static const OutlineInputBorder field = OutlineInputBorder(
    borderRadius: BorderRadius.all(Radius.circular(AcmeRadii.small)),
  );
}

/// A rectangle whose corners are cut by a fixed length (like Android's `cut` family).
class AcmeCutBorder extends OutlinedBorder {
  const AcmeCutBorder({super.side, this.cut = 8});

  final double cut;

  @override
  AcmeCutBorder copyWith({BorderSide? side, double? cut}) =>
      AcmeCutBorder(side: side ?? this.side, cut: cut ?? this.cut);

  @override
  EdgeInsetsGeometry get dimensions => EdgeInsets.all(side.width);

  Path _path(Rect rect) {
    final double c = math.min(cut, rect.shortestSide / 2);
    return Path()
      ..moveTo(rect.left + c, rect.top)
      ..lineTo(rect.right - c, rect.top)
      ..lineTo(rect.right, rect.top + c)
      ..lineTo(rect.right, rect.bottom - c)
      ..lineTo(rect.right - c, rect.bottom)
      ..lineTo(rect.left + c, rect.bottom)
      ..lineTo(rect.left, rect.bottom - c)
      ..lineTo(rect.left, rect.top + c)
      ..close();
  }

  @override
  Path getInnerPath(Rect rect, {TextDirection? textDirection}) =>
      _path(rect.deflate(side.width));

  @override
  Path getOuterPath(Rect rect, {TextDirection? textDirection}) => _path(rect);

  @override
  void paint(Canvas canvas, Rect rect, {TextDirection? textDirection}) {
    if (side.style == BorderStyle.none) return;
    canvas.drawPath(getOuterPath(rect), side.toPaint());
  }

  @override
  ShapeBorder scale(double t) => AcmeCutBorder(side: side.scale(t), cut: cut * t);

  @override
  ShapeBorder? lerpFrom(ShapeBorder? a, double t) {
    if (a is AcmeCutBorder) {
      return AcmeCutBorder(side: BorderSide.lerp(a.side, side, t), cut: a.cut + (cut - a.cut) * t);
    }
    return super.lerpFrom(a, t);
  }
}

/// Applies the Acme shapes to an existing theme.
extension AcmeTheme on ThemeData {
  ThemeData withAcmeShapes() {
    final WidgetStateProperty<OutlinedBorder?> buttonShape =
        WidgetStateProperty.resolveWith((Set<WidgetState> states) {
      if (states.contains(WidgetState.pressed)) {
        return const AcmeCutBorder(cut: 4);
      }
      if (states.contains(WidgetState.disabled)) {
        return const RoundedRectangleBorder();
      }
      return AcmeShapes.button;
    });
    return copyWith(
      cardTheme: const CardThemeData(shape: AcmeShapes.card),
      chipTheme: chipTheme.copyWith(shape: AcmeShapes.chip),
      dialogTheme: const DialogThemeData(shape: AcmeShapes.sheet),
      bottomSheetTheme: const BottomSheetThemeData(shape: AcmeShapes.sheet),
      floatingActionButtonTheme: const FloatingActionButtonThemeData(shape: AcmeShapes.fab),
      filledButtonTheme: FilledButtonThemeData(style: ButtonStyle(shape: buttonShape)),
      elevatedButtonTheme: ElevatedButtonThemeData(style: ButtonStyle(shape: buttonShape)),
      outlinedButtonTheme: OutlinedButtonThemeData(style: ButtonStyle(shape: buttonShape)),
      textButtonTheme: TextButtonThemeData(
        style: TextButton.styleFrom(shape: AcmeShapes.button),
      ),
      inputDecorationTheme: const InputDecorationThemeData(border: AcmeShapes.field),
    );
  }
}

/// Dart 3 syntax the generator may use.
enum AcmeCorner { round, cut, superellipse }

String describe(AcmeCorner corner) => switch (corner) {
      AcmeCorner.round => 'round',
      AcmeCorner.cut => 'cut',
      AcmeCorner.superellipse => 'superellipse',
    };

(double, double) radiusPair() => (AcmeRadii.small, AcmeRadii.large);
