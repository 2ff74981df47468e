# A module written after start-up is importable (after invalidate_caches).
import sys, os, importlib
sys.dont_write_bytecode = True
base = f'/tmp/taipan_imports_{os.getpid()}'
os.makedirs(base, exist_ok=True)
sys.path.insert(0, base)
try:
    import _written_later
except ModuleNotFoundError as e:
    print(type(e).__name__, e)
with open(os.path.join(base, '_written_later.py'), 'w') as f:
    f.write('answer = 42\n')
importlib.invalidate_caches()
import _written_later
print(_written_later.answer, _written_later.__file__.replace(base, 'BASE'))
with open(os.path.join(base, '_written_later.py'), 'w') as f:
    f.write('answer = 43\n')
importlib.reload(_written_later)
print(_written_later.answer)
os.remove(os.path.join(base, '_written_later.py'))
os.rmdir(base)
sys.path.remove(base)
