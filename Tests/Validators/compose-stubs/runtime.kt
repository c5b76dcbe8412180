// Stub of androidx.compose.runtime: the Composable annotation, State and its delegate.
@file:Suppress("UNUSED_PARAMETER")
package androidx.compose.runtime

import kotlin.reflect.KProperty

@MustBeDocumented
@Retention(AnnotationRetention.BINARY)
@Target(AnnotationTarget.FUNCTION, AnnotationTarget.TYPE, AnnotationTarget.TYPE_PARAMETER, AnnotationTarget.PROPERTY_GETTER)
annotation class Composable

interface State<out T> {
    val value: T
}

@Suppress("NOTHING_TO_INLINE")
inline operator fun <T> State<T>.getValue(thisObj: Any?, property: KProperty<*>): T = value
