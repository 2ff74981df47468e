// float.
#pragma once

#include "objects/builtins_types.h"

namespace taipan {

struct Float : Object {
    double value;
};

Ref floatFromDouble(double value);
inline bool isFloat(Value v) { return v.isObject() && isInstance(v, &gFloatType); }
inline double floatValue(Value v) { return static_cast<Float*>(v.object())->value; }
// float(x) conversion of an int, with CPython's OverflowError
// ("int too large to convert to float"). Returns false on error.
[[nodiscard]] bool intToDouble(Value intValue, double& out);

} // namespace taipan
