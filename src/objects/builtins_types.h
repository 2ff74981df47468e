// The builtin type objects and the singleton values, and typeOf().
//
// Builtin types are statically allocated and immortal; each is defined (and
// its slots filled) in the file that implements it, and made ready by
// runtime startup (runtime/startup.h) in dependency order.
#pragma once

#include "objects/object.h"

namespace taipan {

extern Type gTypeType;        // type
extern Type gObjectType;      // object
extern Type gNoneType;        // NoneType
extern Type gNotImplementedType;
extern Type gEllipsisType;
extern Type gIntType;         // int (small ints are tagged Values; big ones Int objects)
extern Type gBoolType;        // bool
extern Type gFloatType;
extern Type gComplexType;
extern Type gStrType;
extern Type gBytesType;
extern Type gTupleType;
extern Type gListType;
extern Type gDictType;
extern Type gSetType;
extern Type gFrozenSetType;
extern Type gRangeType;
extern Type gSliceType;
extern Type gFunctionType;
extern Type gMethodType;      // bound method
extern Type gBuiltinFunctionType; // builtin_function_or_method
extern Type gCodeType;
extern Type gCellType;
extern Type gModuleType;
extern Type gGeneratorType;
extern Type gPropertyType;
extern Type gStaticMethodType;
extern Type gClassMethodType;
extern Type gSuperType;

// The singletons. They are immortal, so Values of them need no counting.
struct Int;
extern Object gNoneObject;
extern Object gNotImplementedObject;
extern Object gEllipsisObject;
extern Int gTrueObject;   // bool instances have the Int layout (objects/int.h)
extern Int gFalseObject;

inline Value noneValue() { return Value::fromObject(&gNoneObject); }
inline Value notImplementedValue() { return Value::fromObject(&gNotImplementedObject); }
inline Value ellipsisValue() { return Value::fromObject(&gEllipsisObject); }
inline Value trueValue() { return Value::fromObject(reinterpret_cast<Object*>(&gTrueObject)); }
inline Value falseValue() { return Value::fromObject(reinterpret_cast<Object*>(&gFalseObject)); }
inline Value boolValue(bool b) { return b ? trueValue() : falseValue(); }
inline Ref noneRef() { return Ref::steal(noneValue()); }          // immortal: no count needed
inline Ref boolRef(bool b) { return Ref::steal(boolValue(b)); }
inline Ref notImplementedRef() { return Ref::steal(notImplementedValue()); }

inline Type* typeOf(Value v) { return v.isSmallInt() ? &gIntType : v.object()->type; }
inline bool isExactType(Value v, Type* type) { return typeOf(v) == type; }

// isinstance(v, type) for builtin types, via the fast subclass flags where
// they exist.
bool isSubtype(Type* type, Type* base);
inline bool isInstance(Value v, Type* type) {
    Type* actual = typeOf(v);
    return actual == type || isSubtype(actual, type);
}

} // namespace taipan
