MAGIC = [
    b"\x00\x01",
    b"\xff\xfe",
    b"¿qué?",
]
