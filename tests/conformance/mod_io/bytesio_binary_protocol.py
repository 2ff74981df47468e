# BytesIO as a binary stream: chunked reads, readline limits, writelines.
import io
data = bytes(range(256)) * 4
b = io.BytesIO(data)
chunks = []
while True:
    chunk = b.read(100)
    if not chunk:
        break
    chunks.append(len(chunk))
print(chunks, b.tell())
b.seek(0)
print(b.read(3), b.read(0), b.tell())
lines = io.BytesIO(b'one\ntwo\n\nthree')
print(lines.readline(2), lines.readline(), lines.readline(), lines.readline(), lines.readline(), lines.readline())
lines.seek(0)
print(lines.readlines(5), lines.readlines())
w = io.BytesIO()
w.writelines([b'a', bytearray(b'b'), memoryview(b'c')])
print(w.getvalue(), w.tell())
w.seek(1)
w.write(b'XYZW')
print(w.getvalue())
