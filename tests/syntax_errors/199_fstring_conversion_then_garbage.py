print(f"{value!r junk}")
