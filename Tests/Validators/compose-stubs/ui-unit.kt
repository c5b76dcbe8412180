// Stub of androidx.compose.ui.unit (ui-unit): Dp and its literals, Density, LayoutDirection.
package androidx.compose.ui.unit

/** Density-independent pixels. A value class in Compose; a plain class here (Kotlin 1.3). */
class Dp(val value: Float) {
    operator fun unaryMinus(): Dp = Dp(-value)
    operator fun plus(other: Dp): Dp = Dp(value + other.value)
    operator fun minus(other: Dp): Dp = Dp(value - other.value)
    operator fun times(other: Float): Dp = Dp(value * other)
    operator fun div(other: Float): Dp = Dp(value / other)
}

inline val Int.dp: Dp get() = Dp(value = this.toFloat())
inline val Double.dp: Dp get() = Dp(value = this.toFloat())
inline val Float.dp: Dp get() = Dp(value = this)

/** In Compose, Density extends FontScaling, which declares fontScale and the sp conversions. */
interface Density {
    val density: Float
    val fontScale: Float

    fun Dp.toPx(): Float = value * density
}

enum class LayoutDirection {
    Ltr,
    Rtl
}
