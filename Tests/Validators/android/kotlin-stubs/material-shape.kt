// Stub of com.google.android.material.shape: the edge API the android target's helper uses.
@file:Suppress("UNUSED_PARAMETER")
package com.google.android.material.shape

import android.graphics.drawable.Drawable

open class ShapePath {
    fun lineTo(x: Float, y: Float) {}
    fun quadToPoint(controlX: Float, controlY: Float, toX: Float, toY: Float) {}
}

open class EdgeTreatment {
    open fun getEdgePath(length: Float, center: Float, interpolation: Float, shapePath: ShapePath) {}
}

open class TriangleEdgeTreatment(size: Float, inside: Boolean) : EdgeTreatment()

class ShapeAppearanceModel {
    fun toBuilder(): Builder = throw UnsupportedOperationException("stub")

    class Builder {
        fun setTopEdge(topEdge: EdgeTreatment): Builder = this
        fun setRightEdge(rightEdge: EdgeTreatment): Builder = this
        fun setBottomEdge(bottomEdge: EdgeTreatment): Builder = this
        fun setLeftEdge(leftEdge: EdgeTreatment): Builder = this
        fun build(): ShapeAppearanceModel = throw UnsupportedOperationException("stub")
    }
}

open class MaterialShapeDrawable(shapeAppearanceModel: ShapeAppearanceModel) : Drawable()
