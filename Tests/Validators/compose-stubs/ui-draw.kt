// Stub of androidx.compose.ui.draw (ui, DrawModifier.kt): the draw modifiers and CacheDrawScope.
package androidx.compose.ui.draw

import androidx.compose.ui.Modifier
import androidx.compose.ui.geometry.Size
import androidx.compose.ui.graphics.drawscope.ContentDrawScope
import androidx.compose.ui.graphics.drawscope.DrawScope
import androidx.compose.ui.unit.Density
import androidx.compose.ui.unit.LayoutDirection

private fun stub(): Nothing = throw UnsupportedOperationException("stub")

fun Modifier.drawBehind(onDraw: DrawScope.() -> Unit): Modifier = stub()

fun Modifier.drawWithCache(onBuildDrawCache: CacheDrawScope.() -> DrawResult): Modifier = stub()

fun Modifier.drawWithContent(onDraw: ContentDrawScope.() -> Unit): Modifier = stub()

class CacheDrawScope internal constructor() : Density {
    val size: Size get() = stub()
    val layoutDirection: LayoutDirection get() = stub()
    override val density: Float get() = stub()
    override val fontScale: Float get() = stub()

    fun onDrawBehind(block: DrawScope.() -> Unit): DrawResult = stub()
    fun onDrawWithContent(block: ContentDrawScope.() -> Unit): DrawResult = stub()
}

class DrawResult internal constructor(internal var block: ContentDrawScope.() -> Unit)
