// Stub of androidx.compose.ui.graphics (ui-graphics): Shape, Outline, Path, Color, Canvas, and
// the Android bridges (Canvas.nativeCanvas, Path.asAndroidPath) from its androidMain source set.
package androidx.compose.ui.graphics

import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.geometry.Rect
import androidx.compose.ui.geometry.Size
import androidx.compose.ui.unit.Density
import androidx.compose.ui.unit.LayoutDirection

private fun stub(): Nothing = throw UnsupportedOperationException("stub")

interface Shape {
    fun createOutline(size: Size, layoutDirection: LayoutDirection, density: Density): Outline
}

val RectangleShape: Shape = object : Shape {
    override fun createOutline(size: Size, layoutDirection: LayoutDirection, density: Density): Outline =
        Outline.Rectangle(Rect(0.0f, 0.0f, size.width, size.height))
}

/** Outline.Rounded (which takes a RoundRect) is left out: generated code never builds one. */
sealed class Outline {
    class Rectangle(val rect: Rect) : Outline()
    class Generic(val path: Path) : Outline()
}

/** Outline.kt: adds the outline's rectangle, rounded rectangle or path to the path. */
fun Path.addOutline(outline: Outline): Unit = stub()

/** A value class in Compose; a plain class here (Kotlin 1.3). */
class PathFillType private constructor(val value: Int) {
    companion object {
        val NonZero: PathFillType = PathFillType(0)
        val EvenOdd: PathFillType = PathFillType(1)
    }
}

/** A value class in Compose; a plain class here (Kotlin 1.3). */
class ClipOp private constructor(val value: Int) {
    companion object {
        val Difference: ClipOp = ClipOp(0)
        val Intersect: ClipOp = ClipOp(1)
    }
}

interface Path {
    enum class Direction {
        CounterClockwise,
        Clockwise
    }

    var fillType: PathFillType

    fun moveTo(x: Float, y: Float)
    fun lineTo(x: Float, y: Float)
    fun cubicTo(x1: Float, y1: Float, x2: Float, y2: Float, x3: Float, y3: Float)
    fun arcTo(rect: Rect, startAngleDegrees: Float, sweepAngleDegrees: Float, forceMoveTo: Boolean)
    fun addRect(rect: Rect, direction: Direction = Direction.CounterClockwise)
    fun addPath(path: Path, offset: Offset = Offset.Zero)
    fun translate(offset: Offset)
    fun close()
}

/**
 * Compose returns the platform's path. Here Path() is the one stub that runs: a path that
 * writes down its calls, so that tests can run the outlines generated shapes build
 * (`check_kotlin.py --run`). [StubRecordingPath] is not Compose: generated code never names it.
 */
fun Path(): Path = StubRecordingPath()

/** Not Compose: see Path(). Each call is one line, `lineTo 1.0 2.0`, in [calls]. */
class StubRecordingPath : Path {
    val calls: MutableList<String> = mutableListOf()

    override var fillType: PathFillType = PathFillType.NonZero

    override fun moveTo(x: Float, y: Float) {
        calls.add("moveTo $x $y")
    }

    override fun lineTo(x: Float, y: Float) {
        calls.add("lineTo $x $y")
    }

    override fun cubicTo(x1: Float, y1: Float, x2: Float, y2: Float, x3: Float, y3: Float) {
        calls.add("cubicTo $x1 $y1 $x2 $y2 $x3 $y3")
    }

    override fun arcTo(rect: Rect, startAngleDegrees: Float, sweepAngleDegrees: Float, forceMoveTo: Boolean) {
        calls.add("arcTo ${rect.left} ${rect.top} ${rect.right} ${rect.bottom} $startAngleDegrees $sweepAngleDegrees $forceMoveTo")
    }

    override fun addRect(rect: Rect, direction: Path.Direction) {
        calls.add("addRect ${rect.left} ${rect.top} ${rect.right} ${rect.bottom}")
    }

    override fun addPath(path: Path, offset: Offset) {
        calls.add("addPath ${offset.x} ${offset.y}")
    }

    override fun translate(offset: Offset) {
        calls.add("translate ${offset.x} ${offset.y}")
    }

    override fun close() {
        calls.add("close")
    }
}

/** A value class in Compose; a plain class here (Kotlin 1.3, where ULong is experimental). */
class Color(val value: ULong)

// The colour factories run (keeping the ARGB bits where Compose packs the colour space too),
// so that a test can load a generated object, which builds its colours.

/** `Color(0x33FFFFFF)`: an ARGB colour int in sRGB. */
fun Color(color: Int): Color = Color((color.toLong() and 0xFFFFFFFFL).toULong())

/** `Color(0xFF1F2937)`: the low 32 bits of a Long as an ARGB colour in sRGB. */
fun Color(color: Long): Color = Color((color and 0xFFFFFFFFL).toULong())

fun Color.toArgb(): Int = value.toLong().toInt()

/** Only the members generated code calls are declared. */
interface Canvas {
    fun save()
    fun restore()
    fun translate(dx: Float, dy: Float)
    fun clipPath(path: Path, clipOp: ClipOp = ClipOp.Intersect)
}

/** AndroidCanvas.android.kt */
val Canvas.nativeCanvas: android.graphics.Canvas
    get() = stub()

/** AndroidPath.android.kt */
fun Path.asAndroidPath(): android.graphics.Path = stub()

/** Stand-ins for the parameter types of DrawScope.drawPath. */
class ColorFilter

/** A value class in Compose; a plain class here (Kotlin 1.3). */
class BlendMode private constructor(val value: Int) {
    companion object {
        val SrcOver: BlendMode = BlendMode(3)
    }
}
