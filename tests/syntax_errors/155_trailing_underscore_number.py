budget = 1_000_
