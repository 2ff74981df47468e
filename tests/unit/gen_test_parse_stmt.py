#!/usr/bin/env python3.13
"""Writes tests/unit/test_parse_stmt.cpp: the statement parser's unit tests,
with every expected value printed by the CPython 3.13 running this script.

Usage (from the repository root):
    python3.13 tests/unit/gen_test_parse_stmt.py > tests/unit/test_parse_stmt.cpp

To add a test, add a (name, source) pair to one of the lists below and
regenerate; never edit the expected strings by hand.
"""
import ast
import sys

if sys.version_info[:2] != (3, 13):
    sys.exit("run this with CPython 3.13: it is the oracle")

# Valid programs: (test name, source), compared with ast.dump(..., include_attributes=True).
AST_CASES = [
("SimpleStatements", "pass\nbreak\ncontinue\n"),
("SemicolonsAndTrailingSemicolon", "a; b = 1; pass;\n"),
("ExpressionStatementParenthesized", "(x)\n(yield)\n"),
("ChainedAssignment", "a = b = c = 1\n"),
("AssignmentTargets", "a, *b = [c, d] = x.y = x[0] = (e, f) = g\n"),
("AssignmentYieldValue", "def f():\n    x = yield\n    y = yield from z\n    w = yield 1, 2\n"),
("AssignmentStarredValue", "x = *a, *b\n"),
("AnnotatedAssignment", "x: int\ny: list[int] = []\n(z): int = 1\na.b: str\na[0]: float = 1.0\nw: int = yield\n"),
("AugmentedAssignment", "x += 1\nx -= 1\nx *= 1\nx @= 1\nx /= 1\nx %= 1\nx &= 1\nx |= 1\nx ^= 1\nx <<= 1\nx >>= 1\nx **= 1\nx //= 1\na.b += 1\na[0] += 1\n(c) += 1\n"),
("Return", "def f():\n    return\n    return 1\n    return 1, 2\n    return *a, b\n"),
("Raise", "raise\nraise E\nraise E from None\n"),
("Del", "del a\ndel a, b.c, d[0]\ndel (a, b), [c]\ndel a,\n"),
("Assert", "assert x\nassert x, 'msg'\n"),
("Import", "import a\nimport a.b.c\nimport a as b, c.d as e\n"),
("FromImport", "from a import b\nfrom a.b import c as d, e\nfrom . import x\nfrom .. import y\nfrom ... import z\nfrom .... import w\nfrom .a import (b, c,)\nfrom ...a.b import *\n"),
("GlobalNonlocal", "def f():\n    global a, b\n    def g():\n        nonlocal c\n"),
("TypeAlias", "type X = int\ntype Y[T] = list[T]\ntype Z[T: int, *Ts, **P] = T\ntype = 1\ntype(x)\ntype.x = 2\n"),
("TypeAliasDefaults", "type A[T = int, *Ts = *tuple[int], **P = [int]] = T\n"),
("YieldStatement", "def f():\n    yield\n    yield x\n    yield from y\n"),
("If", "if a:\n    pass\n"),
("IfElifElse", "if a:\n    x\nelif b:\n    y\nelif c:\n    z\nelse:\n    w\n"),
("IfSameLineBody", "if a: x; y\nelse: z\n"),
("IfTrailingSemicolon", "if x: pass;\n"),
("IfEndsBeforeComment", "if x:\n    pass  # comment\n\n# another\ny\n"),
("While", "while x:\n    pass\nelse:\n    y\n"),
("For", "for x in y:\n    pass\nfor a, b in c, d:\n    pass\nelse:\n    e\nfor *a, in b: pass\nfor [a, b] in c: pass\n"),
("AsyncStatements", "async def f():\n    async for x in y:\n        pass\n    async with a as b, c:\n        pass\n    await x\n"),
("With", "with a:\n    pass\nwith a as b:\n    pass\nwith a as b, c as d, e:\n    pass\nwith a as (b, c):\n    pass\nwith a as [b, *c]:\n    pass\nwith a as b.c, d as e[0]:\n    pass\n"),
("WithParenthesized", "with (a, b):\n    pass\nwith (a as b, c as d,):\n    pass\nwith (a):\n    pass\nwith (a) as b:\n    pass\nwith (a, b) as c:\n    pass\nwith ():\n    pass\nwith (yield):\n    pass\nwith (x := 1):\n    pass\nwith (x for x in y):\n    pass\nwith (a, b), c:\n    pass\nwith (\n    open(x) as f,\n    open(y) as g\n):\n    pass\nwith (a)[0]:\n    pass\nwith (*a, b):\n    pass\n"),
("Try", "try:\n    pass\nexcept:\n    pass\ntry:\n    a\nexcept E:\n    b\nexcept (E, F) as e:\n    c\nelse:\n    d\nfinally:\n    f\ntry:\n    pass\nfinally:\n    pass\n"),
("TryStar", "try:\n    pass\nexcept* E:\n    pass\nexcept* (E, F) as e:\n    pass\nelse:\n    pass\nfinally:\n    pass\n"),
("FunctionDef", "def f():\n    pass\ndef g(a, b=1, *args, c, d=2, **kwargs) -> int:\n    return 1\n"),
("Parameters", "def f(a, /, b, *, c): pass\ndef f(a=1, /, b=2, *c, d, e=3): pass\ndef f(a, b, /): pass\ndef f(a, /,): pass\ndef f(*, a=1, b): pass\ndef f(**k,): pass\ndef f(*a,): pass\ndef f(a: int, *b: str, c: 'x' = 1, **d: float): pass\ndef f(*args: *Ts): pass\n"),
("Decorators", "@a\n@b.c(d)\n@(e := f)\n@g[0] if h else i\ndef f(): pass\n@x\nclass C: pass\n@y\nasync def g(): pass\n"),
("FunctionTypeParams", "def f[T, U: int, V: (int, str), *Ts, **P](): pass\ndef g[T = int, *Ts = *tuple[int], **P = [int]](): pass\ndef h[T,](): pass\n"),
("ClassDef", "class A: pass\nclass B(): pass\nclass C(A, B, metaclass=M, **kw):\n    x = 1\n    def f(self): pass\nclass D[T](A[T]): pass\nclass E(*bases): pass\n"),
("NestedBlocks", "def f():\n    if x:\n        for y in z:\n            while w:\n                pass\n    return 1\n"),
("MultiLineStatement", "x = (1 +\n     2)\nif (a and\n    b):\n    pass\n"),
("ExpressionStatements", "f(x)\na.b\n1, 2\n*a, b\nx if y else z\nlambda: 1\nawait x\n"),
("SoftKeywordsAsNames", "match = 1\nmatch.x = 2\nmatch[0] = 3\nmatch(x)\nmatch(x).y\nmatch * 2\nmatch, b = c\ncase = 4\n_ = 5\nprint(match, case, type)\nmatch -x\nmatch[a:b]\n"),
("MatchBasic", "match x:\n    case 1:\n        pass\n    case 'a' | 'b':\n        pass\n    case _:\n        pass\n"),
("MatchSubjects", "match x, y:\n    case _: pass\nmatch (x):\n    case _: pass\nmatch x,:\n    case _: pass\nmatch *a, b:\n    case _: pass\nmatch (x, y):\n    case _: pass\nmatch [x]:\n    case _: pass\nmatch -x:\n    case _: pass\nmatch not x:\n    case _: pass\nmatch f(x):\n    case _: pass\nmatch (x := 1):\n    case _: pass\n"),
("MatchLiterals", "match x:\n    case 1: pass\n    case -1: pass\n    case 1.5: pass\n    case 1j: pass\n    case -1j: pass\n    case 1 + 2j: pass\n    case -1 - 2j: pass\n    case 1.5 - 0.5j: pass\n    case 'a' 'b': pass\n    case b'x': pass\n    case None: pass\n    case True: pass\n    case False: pass\n    case f'x': pass\n"),
("MatchCaptureAndValue", "match x:\n    case a: pass\n    case a.b: pass\n    case a.b.c: pass\n    case _: pass\n"),
("MatchSequences", "match x:\n    case []: pass\n    case [a]: pass\n    case [a, b,]: pass\n    case [a, *rest]: pass\n    case [*_, a]: pass\n    case (): pass\n    case (a,): pass\n    case (a, b): pass\n    case (a): pass\n    case a, b: pass\n    case a, *b: pass\n    case *a, b,: pass\n    case ((a)): pass\n"),
("MatchMappings", "match x:\n    case {}: pass\n    case {'a': 1}: pass\n    case {'a': 1, 'b': c,}: pass\n    case {**rest}: pass\n    case {1: a, **rest}: pass\n    case {a.b: 1, None: 2, -1: 3, 1+2j: 4, True: 5}: pass\n    case {**rest,}: pass\n"),
("MatchClasses", "match x:\n    case C(): pass\n    case C(a): pass\n    case C(a, b,): pass\n    case C(x=1): pass\n    case C(a, x=1, y=[b]): pass\n    case a.b.C(1): pass\n"),
("MatchAsOrGuard", "match x:\n    case a as b: pass\n    case 1 | 2 as c: pass\n    case (1 | 2) as c: pass\n    case [a, b] as c if c: pass\n    case a if (b := a): pass\n    case {'k': v as w}: pass\n"),
("MatchNested", "match x:\n    case [C(a=[1, {2: (3 | 4) as b}]), *_]:\n        match y:\n            case _:\n                pass\n"),
("UnicodeNames", "\u00e9t\u00e9 = 1\ndef \u00e9(\u00e0): pass\nimport \u00e9.\u00e0\n\ufb01 = 2\nfrom \ufb01.\ufb01 import \ufb01 as \ufb01\nglobal \ufb01\n"),
]

# Error cases: (test name, source).
ERROR_CASES = [
("ExpectedColonIf", "if x\n  pass\n"),
("ExpectedColonWhile", "while x\n"),
("ExpectedColonFor", "for x in y\n"),
("ExpectedColonDef", "def f()\n"),
("ExpectedColonDefOtherToken", "def f() x: pass\n"),
("ExpectedColonDefArrow", "def f() -> : pass\n"),
("ExpectedParenDef", "def f: pass\n"),
("ExpectedColonClass", "class A\n"),
("ExpectedColonTry", "try\n"),
("ExpectedColonExcept", "try:\n  pass\nexcept\n"),
("ExpectedColonWith", "with x\n"),
("ExpectedColonWithParenthesized", "with (x, y)\n"),
("ExpectedColonElse", "if x:\n  pass\nelse x:\n  pass\n"),
("ExpectedColonMatch", "match x\n"),
("ExpectedColonCase", "match x:\n case 1\n"),
("InvalidSyntaxIfNoColon", "if x pass\n"),
("IndentIf", "if x:\npass\n"),
("IndentIfAtEnd", "if x:\n"),
("IndentElif", "if x:\n x\nelif y:\nx\n"),
("IndentElse", "if x:\n x\nelse:\nx\n"),
("IndentWhile", "while x:\nx\n"),
("IndentFor", "for x in y:\nx\n"),
("IndentAsyncFor", "async for x in y:\nx\n"),
("IndentWith", "with x:\nx\n"),
("IndentAsyncWith", "async with x:\nx\n"),
("IndentDef", "def f():\nx\n"),
("IndentAsyncDef", "async def f():\nx\n"),
("IndentClass", "class A:\nx\n"),
("IndentTry", "try:\nx\n"),
("IndentExcept", "try:\n x\nexcept:\nx\n"),
("IndentExceptStar", "try:\n x\nexcept* E:\nx\n"),
("IndentFinally", "try:\n x\nfinally:\nx\n"),
("IndentTryElse", "try:\n x\nexcept E:\n x\nelse:\nx\n"),
("IndentMatch", "match x:\ncase 1: pass\n"),
("IndentCase", "match x:\n case 1:\n"),
("UnexpectedIndent", "x = 1\n    y = 2\n"),
("ExpectedExceptOrFinally", "try:\n  pass\nelse:\n  pass\n"),
("ExpectedExceptOrFinallyAtEnd", "try:\n  pass\nx = 1\n"),
("BothExceptKindsStarSecond", "try:\n  pass\nexcept E:\n  pass\nexcept* F:\n  pass\n"),
("BothExceptKindsPlainSecond", "try:\n  pass\nexcept* E:\n  pass\nexcept F:\n  pass\n"),
("MultipleExceptionTypes", "try:\n  pass\nexcept A, B:\n  pass\n"),
("MultipleExceptionTypesAs", "try:\n  pass\nexcept A, B as c:\n  pass\n"),
("ExceptStarWithoutType", "try:\n  pass\nexcept*:\n  pass\n"),
("ExceptAsAttribute", "try:\n  pass\nexcept E as x.y:\n  pass\n"),
("AnnotateTuple", "a, b: int\n"),
("AnnotateParenthesizedTuple", "(a, b): int\n"),
("AnnotateDoublyParenthesizedTuple", "((a, b)): int\n"),
("AnnotateTupleWithGroup", "(a), b: int\n"),
("AnnotateList", "[a, b]: int\n"),
("AnnotateCall", "f(): int\n"),
("AnnotateLiteral", "1: int\n"),
("AnnotateStarred", "*a: int\n"),
("AnnotationMissingValue", "x: int = \n"),
("AugAssignTuple", "a, b += 1\n"),
("AugAssignCall", "f() += 1\n"),
("AugAssignList", "[a] += 1\n"),
("AugAssignMissingValue", "a += \n"),
("AssignToYield", "yield = 1\n"),
("AssignToYieldChained", "x = yield = 1\n"),
("AssignToCallMaybeComparison", "f() = 1\n"),
("AssignToParenthesizedCall", "(f()) = 1\n"),
("AssignToExpression", "x + 1 = 2\n"),
("AssignToCallTupleValue", "f() = 1, 2\n"),
("AssignToCallConditionalValue", "f() = a if b else c\n"),
("AssignToCallChained", "f() = x = 1\n"),
("AssignToCallSecondTarget", "x = f() = 1\n"),
("AssignToCallInList", "[f()] = 1\n"),
("AssignToTrue", "True = 1\n"),
("AssignToNone", "None = 1\n"),
("AssignToCallNotValue", "f() = not x\n"),
("AssignToComparisonParenthesized", "(a < b) = 1\n"),
("AssignToListComprehension", "[x for x in y] = 1\n"),
("AssignToLiteralChained", "x = 1 = 2\n"),
("DeleteCall", "del f()\n"),
("DeleteExpression", "del x + 1\n"),
("DeleteStarred", "del *x\n"),
("DeleteJunk", "del x y\n"),
("ForTargetCall", "for f() in x: pass\n"),
("ForTargetExpression", "for x + 1 in y: pass\n"),
("ForMissingIn", "for x y in z: pass\n"),
("WithTargetExpression", "with a as b + 1: pass\n"),
("WithTargetCall", "with a as f(), c: pass\n"),
("GlobalEmpty", "global\n"),
("GlobalTrailingComma", "global x,\n"),
("NonlocalJunk", "nonlocal x y\n"),
("AssertEmpty", "assert\n"),
("AssertTrailingComma", "assert x,\n"),
("RaiseFrom", "raise from x\n"),
("RaiseFromNothing", "raise x from\n"),
("ReturnJunk", "return x y\n"),
("PassJunk", "pass x\n"),
("AssignmentJunk", "x = 1 2\n"),
("PrintStatement", "print \"x\"\n"),
("ExecStatement", "exec \"x\"\n"),
("ImportTrailingComma", "from a import b,\n"),
("FromImportNothing", "from a import\n"),
("ImportNothing", "import\n"),
("ImportFrom", "import a from b\n"),
("ImportFromDotted", "import a, b.c from d.e\n"),
("ImportAsNothing", "import a.b as\n"),
("FromImportJunkInParens", "from . import (a b)\n"),
("FromImportEmptyParens", "from . import (,)\n"),
("TypeParamsEmptyDef", "def f[](): pass\n"),
("TypeParamsEmptyAlias", "class A[]: pass\n"),
("TypeVarTupleBound", "def f[*T: int](): pass\n"),
("TypeVarTupleConstraints", "def f[*T: (int, str)](): pass\n"),
("ParamSpecBound", "def f[**P: int](): pass\n"),
("TypeAliasNoValue", "type X\n"),
("TypeAliasParamsNoValue", "type X[T]\n"),
("SlashOnly", "def f(/): pass\n"),
("SlashFirst", "def f(/, a): pass\n"),
("SlashTwice", "def f(a, /, b, /): pass\n"),
("NonDefaultAfterDefault", "def f(a=1, b): pass\n"),
("NonDefaultAfterDefaultAcrossSlash", "def f(a=1, /, b): pass\n"),
("NonDefaultAfterDefaultAnnotated", "def f(a, /, b=1, c: int): pass\n"),
("ParenthesizedParameters", "def f((a, b)): pass\n"),
("ParenthesizedParameterLater", "def f(a, (b, c)): pass\n"),
("ParenthesizedSingleParameter", "def f(a, (b)): pass\n"),
("SlashAfterBareStar", "def f(*, a, /): pass\n"),
("SlashAfterVarargs", "def f(*a, /): pass\n"),
("SlashAfterKwonly", "def f(a, *, b, c=1, /): pass\n"),
("SlashThenStarNoComma", "def f(a=1, /*): pass\n"),
("SlashThenStarNoCommaPlain", "def f(a, /*): pass\n"),
("MissingDefault", "def f(a=): pass\n"),
("MissingDefaultBeforeComma", "def f(a=, b): pass\n"),
("BareStarAlone", "def f(*): pass\n"),
("BareStarComma", "def f(*,): pass\n"),
("BareStarThenKwargs", "def f(*, **k): pass\n"),
("VarargsDefault", "def f(*a=1): pass\n"),
("VarargsAnnotatedDefault", "def f(*a: int=1): pass\n"),
("StarTwice", "def f(*a, *b): pass\n"),
("StarAfterKwonly", "def f(*, a, *b): pass\n"),
("StarAfterVarargsKwonly", "def f(*a, b, *, c): pass\n"),
("KwargsDefault", "def f(**k=1): pass\n"),
("ParameterAfterKwargs", "def f(**k, a): pass\n"),
("StarAfterKwargs", "def f(**k, *a): pass\n"),
("KwargsTwice", "def f(**k, **b): pass\n"),
("SlashAfterKwargs", "def f(**k, /): pass\n"),
("StarredAnnotationOnPlainParameter", "def f(a: *int): pass\n"),
("StarredAnnotationOnKwonly", "def f(*, a: *int): pass\n"),
("StarredAnnotationOnKwargs", "def f(**a: *int): pass\n"),
("ParametersWithoutComma", "def f(a b): pass\n"),
("ParametersDoubleComma", "def f(a,, b): pass\n"),
("ParametersOnlyComma", "def f(,): pass\n"),
("DefWithoutName", "def (): pass\n"),
("AsyncAlone", "async\n"),
("AsyncJunk", "async x\n"),
("DecoratorEmpty", "@\ndef f(): pass\n"),
("DecoratorJunk", "@x y\ndef f(): pass\n"),
("DecoratorBeforeStatement", "@x\nx = 1\n"),
("DecoratorBeforeAsyncFor", "@x\nasync for x in y: pass\n"),
("WalrusParameter", "def f(a:=1): pass\n"),
("MatchStarAlone", "match x:\n    case *a:\n        pass\n"),
("MatchComplexNotImaginary", "match x:\n    case 1+2:\n        pass\n"),
("MatchComplexNotReal", "match x:\n    case 1j+2j:\n        pass\n"),
("MatchComplexNegativeNotImaginary", "match x:\n    case -1-2:\n        pass\n"),
("MatchMappingNameKey", "match x:\n    case {x: 1}:\n        pass\n"),
("MatchMappingRestNotLast", "match x:\n    case {**rest, 'a': 1}:\n        pass\n"),
("MatchPositionalAfterKeyword", "match x:\n    case C(a=1, b):\n        pass\n"),
("MatchPositionalRunAfterKeyword", "match x:\n    case C(a=1, b, c, d=2, e):\n        pass\n"),
("MatchWildcardCall", "match x:\n    case _(x):\n        pass\n"),
("MatchWildcardAttribute", "match x:\n    case _.x:\n        pass\n"),
("MatchAsWildcard", "match x:\n    case x as _:\n        pass\n"),
("MatchAsLiteral", "match x:\n    case x as 1:\n        pass\n"),
("MatchAsAttribute", "match x:\n    case x as y.z:\n        pass\n"),
("MatchValueAssigned", "match x:\n    case a.b=1:\n        pass\n"),
("MatchBodyNotCase", "match x:\n    y = 1\n"),
("MatchStatementAfterCase", "match x:\n    case 1: pass\n    y = 2\n"),
("MatchSameLineBody", "match x: pass\n"),
("MatchStarredSubject", "match *y:\n    case 1: pass\n"),
("MatchGroupedStar", "match x:\n    case (*a):\n        pass\n"),
("MatchStarAttribute", "match x:\n    case [*a.b]:\n        pass\n"),
("MatchOrStar", "match x:\n    case 1 | *a:\n        pass\n"),
("MatchTwoNames", "match x:\n    case a b:\n        pass\n"),
("MatchEmptyGuard", "match x:\n    case 1 if:\n        pass\n"),
("MatchClassStar", "match x:\n    case C(*a):\n        pass\n"),
("MatchClassDottedKeyword", "match x:\n    case C(a.b=1):\n        pass\n"),
("MatchMappingItemAfterRest", "match x:\n    case {1: _, **a, 2: b}:\n        pass\n"),
("MatchSumNotNumber", "match x:\n    case 1 + a:\n        pass\n"),
("MatchDoubleMinus", "match x:\n    case --1:\n        pass\n"),
("MatchCaseWithoutPattern", "match x:\n    case 1:\n        pass\n    case\n"),
("MatchCallThenJunk", "match (x) y\n"),
("MatchCallThenLaterError", "match(x)\n1 +\n"),
("MatchCallThenUnexpectedIndent", "match(x)\n  1\n"),
("MatchAttributeThenLaterError", "def f():\n    match(x).y\n    return\nx = 1 +\n"),
("MatchCallAfterSemicolonNoQuirk", "x; match(x)\n1 +\n"),
("MatchCallLexicalErrorLater", "match(x)\nx = \"abc\n"),
("MatchCallAssigned", "match(x) = 1\n"),
("MatchCallWalrusAssigned", "match(x := 1) = 2\n"),
("MatchCallConditionalWithoutElse", "match (x) if y\n"),
("MatchSubscriptAssignedYield", "match[x] = yield = 1\n"),
("MatchLineAnnotatedWithoutValue", "match (x := 1):if \n"),
("MatchSubjectKeywordAfterMinus", "match -del x:\n    case _: pass\n"),
("MatchSubscriptThenKeyword", "match[0] elif = 3\n"),
("MatchSubjectStartsWithKeyword", "match (finally x):\n    case _: pass\n"),
("MatchSubjectAdjacentNames", "match [type x]:\n    case _: pass\n"),
("MatchAsNotTarget", "match x:\n    case [a, b] as not if c: pass\n"),
("MatchIndentAfterDedent", "match x:\n    case 1:\n        match y:\ncase _:\n                pass\n"),
("MatchIndentAtEnd", "match (x := 1):\n"),
("WithItemsMissingTarget", "with (a as ,, c as d,):\n    pass\n"),
("WithTargetComparison", "with a as [b, *c]is :\n    pass\n"),
("WithTargetsMissingColon", "with a as b.c, d as e[0]\n    pass\n"),
("WithAugmentedAssignmentInParentheses", "with (x += for x in y):\n    pass\n"),
("WithTargetLiteralSum", "with a as 1 + 2:\n    pass\n"),
("WithTargetNot", "with a as not x:\n    pass\n"),
("WithInvalidTargetMissingColon", "with a as f()\n    pass\n"),
("WithParenthesizedInvalidTarget", "with (a as f()):\n    pass\n"),
# Known gap: after an error the parser cannot re-read tokens it never
# fetched, which CPython's error pass does here (see the report).
("NamedExpressionAfterTupleTarget", "a, f() = 1\n"),
("NameAssignmentInTupleTarget", "f(), a = 1\n"),
("AttributeAssignmentInTupleTarget", "f(), a.b = 1\n"),
("ParenthesizedTrueTarget", "(True) = 1\n"),
("ComparisonLastTupleTarget", "f(), a < b = 1\n"),
("ListLastTupleTarget", "f(), [a] = 1\n"),
("TrailingCommaTupleTarget", "f(), = 1\n"),
("FirstTargetNameLaterInvalid", "x = a, f() = 1\n"),
("FirstTargetAttributeLaterInvalid", "x.y = a, f() = 1\n"),
("FirstTargetNotOperandLaterInvalid", "x = not a, f() = 1\n"),
("ChainEndsWithEqual", "x = f() =\n"),
("WalrusStatement", "x := 5\n"),
("WalrusTupleStatement", "a, b := 1\n"),
("WalrusAttribute", "a.b := 1\n"),
("WalrusAttributeInTuple", "a, b.c := 1\n"),
("TupleThenNameAssignment", "a, b c = 1\n"),
("TupleThenTwoNames", "a, b c d = 1\n"),
("TupleThenJunk", "a, b c\n"),
("AssignmentThenJunk", "a = b c = 1\n"),
("AugAssignInvalidTargetNoValue", "\"s\" +=\n"),
("AugAssignValidTargetNoValue", "a.b +=\n"),
("TryExceptSameLineNoColon", "try: except E\n    pass\n"),
("TryExceptSameLine", "try: except E: pass\n"),
("TryFinallySameLine", "try: finally: pass\n"),
("NonDefaultParameterThenJunk", "def f(a=1, b c): pass\n"),
("TypeParamsStartWithComma", "def f[, T](): pass\n"),
("TypeParamsBadBound", "def f[T: while](): pass\n"),
("TypeParamsStartWithCommaClass", "class A[, T]: pass\n"),
("ReturnAnnotationFails", "def f() -> list[while]: pass\n"),
("ReturnAnnotationStatement", "def f() -> Optional[-> str]: pass\n"),
]

# (test name, mode, source) for the other entry rules.
MODE_CASES = [
("SingleExpression", "single", "x\n"),
("SingleWithoutNewline", "single", "x"),
("SingleSimpleStatements", "single", "x = 1; y = 2\n"),
("SingleCompound", "single", "if x:\n  pass\n"),
("SingleCompoundBlankLine", "single", "if x:\n  pass\n\n"),
("SingleCompoundSameLine", "single", "if x: pass\n"),
("SingleTrailingComment", "single", "x\n# c\n"),
("SingleFunctionTrailingBlanks", "single", "def f():\n  pass\n  \n"),
("FuncTypeOne", "func_type", "(int) -> int"),
("FuncTypeStars", "func_type", "(int, *str, **d) -> int"),
("FuncTypeEmpty", "func_type", "() -> None\n\n"),
("FuncTypeStarOnly", "func_type", "(*a) -> b"),
("FuncTypeDoubleStarOnly", "func_type", "(**a) -> b"),
("FuncTypeDoubleStar", "func_type", "(a, **b) -> c"),
("FuncTypeStar", "func_type", "(a, *b) -> c"),
("FuncTypeStarDoubleStar", "func_type", "(*a, **b) -> c"),
]
MODE_ERROR_CASES = [
("SingleMultipleStatements", "single", "x\ny\n"),
("SingleCompoundThenStatement", "single", "if x:\n  pass\ny\n"),
("SingleUnexpectedIndent", "single", "  x\n"),
("FuncTypeTrailingComma", "func_type", "(a,) -> b"),
("FuncTypeArgumentAfterStar", "func_type", "(*a, b) -> c"),
("FuncTypeNoArrow", "func_type", "(a) b"),
]


HEADER = r'''// Generated by tests/unit/gen_test_parse_stmt.py; do not edit by hand.
//
// Tests for the statement half of the parser (parse_stmt.cpp and
// parse_pattern.cpp): every statement kind, the match statement's patterns,
// the other entry rules (single, func_type), and CPython's syntax errors.
//
// Each expected value was printed by CPython 3.13 for the same source:
// ast.dump(ast.parse(source), include_attributes=True) for trees, and the
// SyntaxError's type, msg, lineno, offset, end_lineno and end_offset from
// compile(source, "<test>", "exec", ast.PyCF_ONLY_AST) for errors.
#include "parse/arena.h"
#include "parse/ast_dump.h"
#include "parse/parser.h"
#include "parse/syntax_error.h"

#include <gtest/gtest.h>

#include <string>
#include <string_view>

namespace {

using namespace taipan::parse;

void expectAst(std::string_view source, std::string_view expected,
               ParseMode mode = ParseMode::Exec) {
    Arena arena;
    ParseResult result = parseText(source, "<test>", mode, arena);
    ASSERT_FALSE(result.error.has_value())
        << errorTypeName(result.error->type) << ": " << result.error->message << " at "
        << result.error->lineno << ":" << result.error->offset << "\nsource:\n"
        << source;
    EXPECT_EQ(dumpAst(result.tree, true), expected) << "source:\n" << source;
}

void expectError(std::string_view source, std::string_view type, std::string_view message,
                 int32_t lineno, int32_t offset, int32_t endLineno, int32_t endOffset,
                 ParseMode mode = ParseMode::Exec) {
    Arena arena;
    ParseResult result = parseText(source, "<test>", mode, arena);
    ASSERT_TRUE(result.error.has_value())
        << "no error; tree: " << dumpAst(result.tree) << "\nsource:\n"
        << source;
    const SyntaxErrorInfo& error = *result.error;
    EXPECT_EQ(errorTypeName(error.type), type) << source;
    EXPECT_EQ(error.message, message) << source;
    EXPECT_EQ(error.lineno, lineno) << source;
    EXPECT_EQ(error.offset, offset) << source;
    EXPECT_EQ(error.endLineno, endLineno) << source;
    EXPECT_EQ(error.endOffset, endOffset) << source;
}

'''

MODE_ENUM = {'single': 'ParseMode::Single', 'func_type': 'ParseMode::FuncType'}

def cstr(s):
    """A C++ literal for s: a raw string when it can be one."""
    if ')"' not in s and "\\" not in s:
        return 'R"(' + s + ')"'
    return esc(s)


def esc(s):
    """An ordinary C++ string literal for s (UTF-8 passes through)."""
    out = '"'
    for c in s:
        if c == '\\': out += '\\\\'
        elif c == '"': out += '\\"'
        elif c == '\n': out += '\\n'
        elif c == '\t': out += '\\t'
        elif c == '\f': out += '\\f'
        else: out += c
    return out + '"'


names = set()
print(HEADER, end="")
for name, src in AST_CASES:
    assert name not in names; names.add(name)
    tree = ast.parse(src)
    dump = ast.dump(tree, include_attributes=True)
    print("TEST(ParseStmtAst, %s) {" % name)
    print("    expectAst(%s,\n              %s);" % (esc(src), cstr(dump)))
    print("}\n")
for name, src in ERROR_CASES:
    assert name not in names; names.add(name)
    try:
        compile(src.encode(), "<test>", "exec", ast.PyCF_ONLY_AST, dont_inherit=True)
        raise SystemExit("no error for " + name)
    except SyntaxError as e:
        print("TEST(ParseStmtError, %s) {" % name)
        print('    expectError(%s, "%s",\n                %s, %d, %d, %d, %d);' % (
            esc(src), type(e).__name__, esc(e.msg), e.lineno, e.offset, e.end_lineno, e.end_offset))
        print("}\n")

for name, mode, src in MODE_CASES:
    assert name not in names; names.add(name)
    dump = ast.dump(ast.parse(src, mode=mode), include_attributes=True)
    print("TEST(ParseStmtModes, %s) {" % name)
    print("    expectAst(%s,\n              %s,\n              %s);" % (esc(src), cstr(dump), MODE_ENUM[mode]))
    print("}\n")
for name, mode, src in MODE_ERROR_CASES:
    assert name not in names; names.add(name)
    try:
        ast.parse(src, mode=mode)
        raise SystemExit("no error for " + name)
    except SyntaxError as e:
        print("TEST(ParseStmtModes, %s) {" % name)
        print('    expectError(%s, "%s",\n                %s, %d, %d, %d, %d, %s);' % (
            esc(src), type(e).__name__, esc(e.msg), e.lineno, e.offset, e.end_lineno, e.end_offset, MODE_ENUM[mode]))
        print("}\n")

print("} // namespace")
