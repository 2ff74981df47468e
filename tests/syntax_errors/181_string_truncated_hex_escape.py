tab = "\x9"
