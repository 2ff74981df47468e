import os, sys as system
from . import x
def f(a, /, b=1, *args, c, d=2, **kw) -> int:
    """Doc."""
    global g
    return [i * 2 for i in range(10) if i % 2] or {k: v for k, v in kw.items()}
class C[T](Base, metaclass=M):
    @property
    def p(self): return f"{self.x!r:>{width}} {y=}"
async def g():
    async with a as b, c:
        await b
    async for x in y: yield x
match command.split():
    case [action, *rest] if action == "go": pass
    case {"k": 1, **others} | Point(x=0, y=_) as p: pass
try:
    x = 1_000 + 0x_ff + 0o7 + 0b1 + 1.5e-3j
except* ValueError as e:
    del x[1:2, ::3]
finally:
    type Alias[*Ts, **P] = tuple[*Ts]
lambda x, *y, **z: (yield)
while (n := n - 1) > 0: continue
else: pass
