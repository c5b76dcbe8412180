// Stub of android.graphics (the Android framework, Java): what generated code calls of Paint,
// Canvas, Path and BlurMaskFilter. Java setters are methods here, so generated code calls
// paint.setColor(...) rather than Kotlin's synthetic paint.color = ... (both work on Android).
package android.graphics

private fun stub(): Nothing = throw UnsupportedOperationException("stub")

open class Paint(flags: Int) {
    constructor() : this(0)

    open fun setColor(color: Int): Unit = stub()
    open fun setMaskFilter(maskfilter: MaskFilter?): MaskFilter? = stub()

    companion object {
        const val ANTI_ALIAS_FLAG: Int = 1
    }
}

open class MaskFilter

open class BlurMaskFilter(radius: Float, style: Blur) : MaskFilter() {
    enum class Blur {
        NORMAL,
        SOLID,
        OUTER,
        INNER
    }
}

open class Path

open class Canvas {
    open fun drawPath(path: Path, paint: Paint): Unit = stub()
}
