// Stub of android.graphics.drawable: Drawable and InsetDrawable.
@file:Suppress("UNUSED_PARAMETER")
package android.graphics.drawable

abstract class Drawable

open class InsetDrawable(
    drawable: Drawable?,
    insetLeft: Int,
    insetTop: Int,
    insetRight: Int,
    insetBottom: Int
) : Drawable()
