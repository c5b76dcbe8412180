// Stub of androidx.compose.ui.graphics (ui-graphics): Shape, Outline and Path.
package androidx.compose.ui.graphics

import androidx.compose.ui.geometry.Rect
import androidx.compose.ui.geometry.Size
import androidx.compose.ui.unit.Density
import androidx.compose.ui.unit.LayoutDirection

interface Shape {
    fun createOutline(size: Size, layoutDirection: LayoutDirection, density: Density): Outline
}

sealed class Outline {
    class Generic(val path: Path) : Outline()
}

interface Path {
    fun moveTo(x: Float, y: Float)
    fun lineTo(x: Float, y: Float)
    fun arcTo(rect: Rect, startAngleDegrees: Float, sweepAngleDegrees: Float, forceMoveTo: Boolean)
    fun close()
}

fun Path(): Path = throw UnsupportedOperationException("stub")
