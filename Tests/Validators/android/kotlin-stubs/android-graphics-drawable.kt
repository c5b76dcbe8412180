// Stub of android.graphics.drawable: Drawable, InsetDrawable, LayerDrawable and RippleDrawable.
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

open class LayerDrawable(layers: Array<Drawable>) : Drawable()

// RippleDrawable(@NonNull ColorStateList color, @Nullable Drawable content, @Nullable Drawable mask), API 21.
open class RippleDrawable(
    color: android.content.res.ColorStateList,
    content: Drawable?,
    mask: Drawable?
) : LayerDrawable(arrayOf())
