// Stub of androidx.compose.ui.graphics.drawscope (ui-graphics): DrawScope, ContentDrawScope,
// the draw styles and the scoped transforms generated code uses.
package androidx.compose.ui.graphics.drawscope

import androidx.compose.ui.geometry.Size
import androidx.compose.ui.graphics.BlendMode
import androidx.compose.ui.graphics.Canvas
import androidx.compose.ui.graphics.ClipOp
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.ColorFilter
import androidx.compose.ui.graphics.Path
import androidx.compose.ui.unit.Density
import androidx.compose.ui.unit.LayoutDirection

private fun stub(): Nothing = throw UnsupportedOperationException("stub")

/** DrawContext's canvas and size; its transform is left out. */
interface DrawContext {
    var size: Size
    val canvas: Canvas
}

/** Only the members generated code calls are declared. */
interface DrawScope : Density {
    val drawContext: DrawContext
    val size: Size get() = drawContext.size
    val layoutDirection: LayoutDirection

    fun drawPath(
        path: Path,
        color: Color,
        alpha: Float = 1.0f,
        style: DrawStyle = Fill,
        colorFilter: ColorFilter? = null,
        blendMode: BlendMode = DefaultBlendMode
    )

    companion object {
        val DefaultBlendMode: BlendMode = BlendMode.SrcOver
    }
}

interface ContentDrawScope : DrawScope {
    fun drawContent()
}

sealed class DrawStyle

object Fill : DrawStyle()

/** Stroke's cap, join and path effect (its other parameters, with defaults) are left out. */
class Stroke(val width: Float = 0.0f, val miter: Float = DefaultMiter) : DrawStyle() {
    companion object {
        const val HairlineWidth: Float = 0.0f
        const val DefaultMiter: Float = 4.0f
    }
}

inline fun DrawScope.translate(left: Float = 0.0f, top: Float = 0.0f, block: DrawScope.() -> Unit) {
    drawContext.canvas.translate(left, top)
    block()
    drawContext.canvas.translate(-left, -top)
}

inline fun DrawScope.clipPath(path: Path, clipOp: ClipOp = ClipOp.Intersect, block: DrawScope.() -> Unit) {
    drawContext.canvas.save()
    drawContext.canvas.clipPath(path, clipOp)
    block()
    drawContext.canvas.restore()
}

inline fun DrawScope.drawIntoCanvas(block: (Canvas) -> Unit): Unit = block(drawContext.canvas)
