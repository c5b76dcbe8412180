// Stub of androidx.compose.foundation (foundation, Background.kt and Border.kt).
package androidx.compose.foundation

import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.RectangleShape
import androidx.compose.ui.graphics.Shape
import androidx.compose.ui.unit.Dp

private fun stub(): Nothing = throw UnsupportedOperationException("stub")

fun Modifier.background(color: Color, shape: Shape = RectangleShape): Modifier = stub()

/** Draws the border inside the shape's outline, over the content, in whole pixels (ceil). */
fun Modifier.border(width: Dp, color: Color, shape: Shape = RectangleShape): Modifier = stub()
