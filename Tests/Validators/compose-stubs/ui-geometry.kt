// Stub of androidx.compose.ui.geometry (ui-geometry): Offset, Size and Rect.
package androidx.compose.ui.geometry

/** A value class in Compose (`Offset(x, y)`); a plain class here (Kotlin 1.3). */
class Offset(val x: Float, val y: Float) {
    companion object {
        val Zero: Offset = Offset(0.0f, 0.0f)
    }
}

/** A value class in Compose (`Size(width, height)`); a plain class here (Kotlin 1.3). */
class Size(val width: Float, val height: Float) {
    val minDimension: Float get() = Math.min(width, height)
}

data class Rect(val left: Float, val top: Float, val right: Float, val bottom: Float) {
    val width: Float get() = right - left
    val height: Float get() = bottom - top
}
