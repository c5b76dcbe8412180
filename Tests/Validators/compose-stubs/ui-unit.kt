// Stub of androidx.compose.ui.unit (ui-unit): Dp and its literals, Density, LayoutDirection.
package androidx.compose.ui.unit

/** Density-independent pixels. A value class in Compose; a plain class here (Kotlin 1.3). */
class Dp(val value: Float)

inline val Int.dp: Dp get() = Dp(value = this.toFloat())
inline val Double.dp: Dp get() = Dp(value = this.toFloat())
inline val Float.dp: Dp get() = Dp(value = this)

interface Density {
    val density: Float
    val fontScale: Float
}

enum class LayoutDirection {
    Ltr,
    Rtl
}
