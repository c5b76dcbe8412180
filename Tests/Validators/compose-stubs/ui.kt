// Stub of androidx.compose.ui (ui): Modifier.
package androidx.compose.ui

interface Modifier {
    infix fun then(other: Modifier): Modifier = other

    /** The empty Modifier, which chains start from: `Modifier.padding(8.dp)`. */
    companion object : Modifier
}
