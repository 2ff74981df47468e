# sys.implementation: a namespace with name, cache_tag, version and
# hexversion; its version is a version_info-like struct sequence.
import sys
impl = sys.implementation
print(type(impl.name).__name__, impl.name == impl.name.lower(), type(impl.version).__name__)
print(hasattr(impl, "cache_tag"), hasattr(impl, "hexversion"), type(impl.hexversion).__name__)
print(len(impl.version), impl.version >= (0,), type(impl.version.major).__name__, impl.version[3] in ("alpha", "beta", "candidate", "final"))
print(type(impl).__name__, isinstance(sys.implementation.version, tuple))
impl.extra = 5
print(impl.extra, "extra" in vars(impl))
del impl.extra
print(hasattr(impl, "extra"))
