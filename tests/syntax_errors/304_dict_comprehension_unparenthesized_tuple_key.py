index = {k1, k2: v for k1, k2, v in rows}
