inverse = {v: for k, v in table.items()}
