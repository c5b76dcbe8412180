// Stub of androidx.compose.foundation.shape (foundation): CornerSize, CornerBasedShape and
// the rounded and cut corner shapes with every factory overload Compose declares, so that
// overload resolution here picks what it picks against the real library.
package androidx.compose.foundation.shape

import androidx.compose.ui.geometry.Size
import androidx.compose.ui.graphics.Outline
import androidx.compose.ui.graphics.Shape
import androidx.compose.ui.unit.Density
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.LayoutDirection
import androidx.compose.ui.unit.dp

private fun stub(): Nothing = throw UnsupportedOperationException("stub")

interface CornerSize {
    fun toPx(shapeSize: Size, density: Density): Float
}

// The factories run (as Compose's do), so that tests can run generated shapes' outlines.
fun CornerSize(size: Dp): CornerSize = object : CornerSize {
    override fun toPx(shapeSize: Size, density: Density) = with(density) { size.toPx() }
}
fun CornerSize(size: Float): CornerSize = object : CornerSize {
    override fun toPx(shapeSize: Size, density: Density) = size
}
fun CornerSize(percent: Int): CornerSize = object : CornerSize {
    override fun toPx(shapeSize: Size, density: Density) = shapeSize.minDimension * (percent / 100f)
}
val ZeroCornerSize: CornerSize = object : CornerSize {
    override fun toPx(shapeSize: Size, density: Density) = 0.0f
}

abstract class CornerBasedShape(
    val topStart: CornerSize,
    val topEnd: CornerSize,
    val bottomEnd: CornerSize,
    val bottomStart: CornerSize
) : Shape {
    final override fun createOutline(size: Size, layoutDirection: LayoutDirection, density: Density): Outline =
        stub()

    abstract fun createOutline(
        size: Size,
        topStart: Float,
        topEnd: Float,
        bottomEnd: Float,
        bottomStart: Float,
        layoutDirection: LayoutDirection
    ): Outline

    abstract fun copy(
        topStart: CornerSize = this.topStart,
        topEnd: CornerSize = this.topEnd,
        bottomEnd: CornerSize = this.bottomEnd,
        bottomStart: CornerSize = this.bottomStart
    ): CornerBasedShape

    fun copy(all: CornerSize): CornerBasedShape = copy(all, all, all, all)
}

// RoundedCornerShape.kt

class RoundedCornerShape(
    topStart: CornerSize,
    topEnd: CornerSize,
    bottomEnd: CornerSize,
    bottomStart: CornerSize
) : CornerBasedShape(topStart = topStart, topEnd = topEnd, bottomEnd = bottomEnd, bottomStart = bottomStart) {
    override fun createOutline(
        size: Size,
        topStart: Float,
        topEnd: Float,
        bottomEnd: Float,
        bottomStart: Float,
        layoutDirection: LayoutDirection
    ): Outline = stub()

    override fun copy(topStart: CornerSize, topEnd: CornerSize, bottomEnd: CornerSize, bottomStart: CornerSize) =
        RoundedCornerShape(topStart = topStart, topEnd = topEnd, bottomEnd = bottomEnd, bottomStart = bottomStart)
}

val CircleShape = RoundedCornerShape(50)

fun RoundedCornerShape(corner: CornerSize) = RoundedCornerShape(corner, corner, corner, corner)
fun RoundedCornerShape(size: Dp) = RoundedCornerShape(CornerSize(size))
fun RoundedCornerShape(size: Float) = RoundedCornerShape(CornerSize(size))
fun RoundedCornerShape(percent: Int) = RoundedCornerShape(CornerSize(percent))
fun RoundedCornerShape(topStart: Dp = 0.dp, topEnd: Dp = 0.dp, bottomEnd: Dp = 0.dp, bottomStart: Dp = 0.dp) =
    RoundedCornerShape(CornerSize(topStart), CornerSize(topEnd), CornerSize(bottomEnd), CornerSize(bottomStart))
fun RoundedCornerShape(topStart: Float = 0.0f, topEnd: Float = 0.0f, bottomEnd: Float = 0.0f, bottomStart: Float = 0.0f) =
    RoundedCornerShape(CornerSize(topStart), CornerSize(topEnd), CornerSize(bottomEnd), CornerSize(bottomStart))
fun RoundedCornerShape(
    topStartPercent: Int = 0,
    topEndPercent: Int = 0,
    bottomEndPercent: Int = 0,
    bottomStartPercent: Int = 0
) = RoundedCornerShape(
    CornerSize(topStartPercent),
    CornerSize(topEndPercent),
    CornerSize(bottomEndPercent),
    CornerSize(bottomStartPercent)
)

// CutCornerShape.kt

class CutCornerShape(
    topStart: CornerSize,
    topEnd: CornerSize,
    bottomEnd: CornerSize,
    bottomStart: CornerSize
) : CornerBasedShape(topStart = topStart, topEnd = topEnd, bottomEnd = bottomEnd, bottomStart = bottomStart) {
    override fun createOutline(
        size: Size,
        topStart: Float,
        topEnd: Float,
        bottomEnd: Float,
        bottomStart: Float,
        layoutDirection: LayoutDirection
    ): Outline = stub()

    override fun copy(topStart: CornerSize, topEnd: CornerSize, bottomEnd: CornerSize, bottomStart: CornerSize) =
        CutCornerShape(topStart = topStart, topEnd = topEnd, bottomEnd = bottomEnd, bottomStart = bottomStart)
}

fun CutCornerShape(corner: CornerSize) = CutCornerShape(corner, corner, corner, corner)
fun CutCornerShape(size: Dp) = CutCornerShape(CornerSize(size))
fun CutCornerShape(size: Float) = CutCornerShape(CornerSize(size))
fun CutCornerShape(percent: Int) = CutCornerShape(CornerSize(percent))
fun CutCornerShape(topStart: Dp = 0.dp, topEnd: Dp = 0.dp, bottomEnd: Dp = 0.dp, bottomStart: Dp = 0.dp) =
    CutCornerShape(CornerSize(topStart), CornerSize(topEnd), CornerSize(bottomEnd), CornerSize(bottomStart))
fun CutCornerShape(topStart: Float = 0.0f, topEnd: Float = 0.0f, bottomEnd: Float = 0.0f, bottomStart: Float = 0.0f) =
    CutCornerShape(CornerSize(topStart), CornerSize(topEnd), CornerSize(bottomEnd), CornerSize(bottomStart))
fun CutCornerShape(
    topStartPercent: Int = 0,
    topEndPercent: Int = 0,
    bottomEndPercent: Int = 0,
    bottomStartPercent: Int = 0
) = CutCornerShape(
    CornerSize(topStartPercent),
    CornerSize(topEndPercent),
    CornerSize(bottomEndPercent),
    CornerSize(bottomStartPercent)
)

// AbsoluteRoundedCornerShape.kt: physical corners, not mirrored in right-to-left layouts

class AbsoluteRoundedCornerShape(
    topLeft: CornerSize,
    topRight: CornerSize,
    bottomRight: CornerSize,
    bottomLeft: CornerSize
) : CornerBasedShape(topStart = topLeft, topEnd = topRight, bottomEnd = bottomRight, bottomStart = bottomLeft) {
    override fun createOutline(
        size: Size,
        topStart: Float,
        topEnd: Float,
        bottomEnd: Float,
        bottomStart: Float,
        layoutDirection: LayoutDirection
    ): Outline = stub()

    override fun copy(topStart: CornerSize, topEnd: CornerSize, bottomEnd: CornerSize, bottomStart: CornerSize) =
        AbsoluteRoundedCornerShape(topLeft = topStart, topRight = topEnd, bottomRight = bottomEnd, bottomLeft = bottomStart)
}

fun AbsoluteRoundedCornerShape(corner: CornerSize) = AbsoluteRoundedCornerShape(corner, corner, corner, corner)
fun AbsoluteRoundedCornerShape(size: Dp) = AbsoluteRoundedCornerShape(CornerSize(size))
fun AbsoluteRoundedCornerShape(size: Float) = AbsoluteRoundedCornerShape(CornerSize(size))
fun AbsoluteRoundedCornerShape(percent: Int) = AbsoluteRoundedCornerShape(CornerSize(percent))
fun AbsoluteRoundedCornerShape(topLeft: Dp = 0.dp, topRight: Dp = 0.dp, bottomRight: Dp = 0.dp, bottomLeft: Dp = 0.dp) =
    AbsoluteRoundedCornerShape(CornerSize(topLeft), CornerSize(topRight), CornerSize(bottomRight), CornerSize(bottomLeft))
fun AbsoluteRoundedCornerShape(
    topLeft: Float = 0.0f,
    topRight: Float = 0.0f,
    bottomRight: Float = 0.0f,
    bottomLeft: Float = 0.0f
) = AbsoluteRoundedCornerShape(CornerSize(topLeft), CornerSize(topRight), CornerSize(bottomRight), CornerSize(bottomLeft))
fun AbsoluteRoundedCornerShape(
    topLeftPercent: Int = 0,
    topRightPercent: Int = 0,
    bottomRightPercent: Int = 0,
    bottomLeftPercent: Int = 0
) = AbsoluteRoundedCornerShape(
    CornerSize(topLeftPercent),
    CornerSize(topRightPercent),
    CornerSize(bottomRightPercent),
    CornerSize(bottomLeftPercent)
)

// AbsoluteCutCornerShape.kt: physical corners, not mirrored in right-to-left layouts

class AbsoluteCutCornerShape(
    topLeft: CornerSize,
    topRight: CornerSize,
    bottomRight: CornerSize,
    bottomLeft: CornerSize
) : CornerBasedShape(topStart = topLeft, topEnd = topRight, bottomEnd = bottomRight, bottomStart = bottomLeft) {
    override fun createOutline(
        size: Size,
        topStart: Float,
        topEnd: Float,
        bottomEnd: Float,
        bottomStart: Float,
        layoutDirection: LayoutDirection
    ): Outline = stub()

    override fun copy(topStart: CornerSize, topEnd: CornerSize, bottomEnd: CornerSize, bottomStart: CornerSize) =
        AbsoluteCutCornerShape(topLeft = topStart, topRight = topEnd, bottomRight = bottomEnd, bottomLeft = bottomStart)
}

fun AbsoluteCutCornerShape(corner: CornerSize) = AbsoluteCutCornerShape(corner, corner, corner, corner)
fun AbsoluteCutCornerShape(size: Dp) = AbsoluteCutCornerShape(CornerSize(size))
fun AbsoluteCutCornerShape(size: Float) = AbsoluteCutCornerShape(CornerSize(size))
fun AbsoluteCutCornerShape(percent: Int) = AbsoluteCutCornerShape(CornerSize(percent))
fun AbsoluteCutCornerShape(topLeft: Dp = 0.dp, topRight: Dp = 0.dp, bottomRight: Dp = 0.dp, bottomLeft: Dp = 0.dp) =
    AbsoluteCutCornerShape(CornerSize(topLeft), CornerSize(topRight), CornerSize(bottomRight), CornerSize(bottomLeft))
fun AbsoluteCutCornerShape(
    topLeft: Float = 0.0f,
    topRight: Float = 0.0f,
    bottomRight: Float = 0.0f,
    bottomLeft: Float = 0.0f
) = AbsoluteCutCornerShape(CornerSize(topLeft), CornerSize(topRight), CornerSize(bottomRight), CornerSize(bottomLeft))
fun AbsoluteCutCornerShape(
    topLeftPercent: Int = 0,
    topRightPercent: Int = 0,
    bottomRightPercent: Int = 0,
    bottomLeftPercent: Int = 0
) = AbsoluteCutCornerShape(
    CornerSize(topLeftPercent),
    CornerSize(topRightPercent),
    CornerSize(bottomRightPercent),
    CornerSize(bottomLeftPercent)
)
