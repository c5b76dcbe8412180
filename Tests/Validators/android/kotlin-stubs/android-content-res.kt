// Stub of android.content.res: ColorStateList, with its factory valueOf(int).
@file:Suppress("UNUSED_PARAMETER")
package android.content.res

class ColorStateList(states: Array<IntArray>, colors: IntArray) {
    companion object {
        @JvmStatic
        fun valueOf(color: Int): ColorStateList = ColorStateList(arrayOf(), intArrayOf())
    }
}
