smile = "\u263"
