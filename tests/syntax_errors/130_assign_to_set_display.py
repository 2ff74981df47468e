{a, b} = pair
