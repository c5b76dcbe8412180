// Bad sample: a trailing comma (line 12), which Kotlin 1.4 allows and kotlinc 1.3 rejects.
package acme.shapes

import android.graphics.drawable.InsetDrawable
import com.google.android.material.shape.MaterialShapeDrawable
import com.google.android.material.shape.ShapeAppearanceModel
import com.google.android.material.shape.TriangleEdgeTreatment

object AcmeEdges {
    fun tooltip(
        model: ShapeAppearanceModel,
        density: Float,
    ): InsetDrawable {
        val arrow = model.toBuilder().setBottomEdge(TriangleEdgeTreatment(6f * density, false)).build()
        return InsetDrawable(MaterialShapeDrawable(arrow), 0, 0, 0, Math.round(6f * density))
    }
}
