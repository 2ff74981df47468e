d = {"a": *values}
