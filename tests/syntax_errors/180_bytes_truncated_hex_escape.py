sep = b"\x0"
