# struct.pack_into and unpack_from: negative offsets, offsets past the end and
# the messages of each failure, which share one offset check.
import struct
b = bytearray(8)
for off in (-9, -8, -3, -1, 0, 5, 6, 8, 20):
    try: struct.pack_into('<hh', b, off, 1, 2); print('pack ok', off, bytes(b))
    except struct.error as e: print('pack', off, e)
    try: print('unpack', off, struct.unpack_from('<hh', bytes(b), off))
    except struct.error as e: print('unpack', off, e)
