a = b =
