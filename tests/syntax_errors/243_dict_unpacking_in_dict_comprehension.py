d = {**m for m in maps}
