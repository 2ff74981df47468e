del 42
