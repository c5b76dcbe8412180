// Stub of androidx.compose.foundation.interaction: InteractionSource (no members declared:
// generated code only passes it on) and the collectIs...AsState functions.
@file:Suppress("UNUSED_PARAMETER")
package androidx.compose.foundation.interaction

import androidx.compose.runtime.Composable
import androidx.compose.runtime.State

interface InteractionSource

@Composable
fun InteractionSource.collectIsPressedAsState(): State<Boolean> = throw NotImplementedError("stub")

@Composable
fun InteractionSource.collectIsHoveredAsState(): State<Boolean> = throw NotImplementedError("stub")

@Composable
fun InteractionSource.collectIsFocusedAsState(): State<Boolean> = throw NotImplementedError("stub")

@Composable
fun InteractionSource.collectIsDraggedAsState(): State<Boolean> = throw NotImplementedError("stub")
