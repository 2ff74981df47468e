# from __future__ import ... also imports the __future__ module, which describes each feature.
from __future__ import annotations
import __future__
print(__future__.all_feature_names)
for name in __future__.all_feature_names:
    feature = getattr(__future__, name)
    print(name, feature, feature.getOptionalRelease(), feature.getMandatoryRelease(),
          hex(feature.compiler_flag))
def f(x: undefined_annotation_name) -> int:
    return x
print(f.__annotations__)
