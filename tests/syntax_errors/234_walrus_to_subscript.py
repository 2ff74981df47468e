while (buf[0] := read()):
    pass
