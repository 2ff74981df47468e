# PEP 688: __buffer__ and __release_buffer__ of bytes, bytearray, memoryview and array.
import array
for o in [b'x', bytearray(b'x'), memoryview(b'x'), array.array('b',[1])]:
    print(type(o).__name__, hasattr(o,'__buffer__'), hasattr(o,'__release_buffer__'))
m = b'ab'.__buffer__(0); print(type(m), m.tobytes(), m.readonly)
ba = bytearray(b'q'); m2 = ba.__buffer__(0)
try: ba.append(1)
except Exception as e: print(type(e).__name__, e)
ba.__release_buffer__(m2); print(repr(m2)[:9])
try: m2.tobytes()
except Exception as e: print(type(e).__name__, e)
ba.append(1); print(ba)
for a in [(), ('x',), (1.5,)]:
  try: b'x'.__buffer__(*a)
  except Exception as e: print(type(e).__name__, e)
