// A target whose theme lacks `.chamfer` in its name: the plugin warns and generates nothing.
let misnamed = true
