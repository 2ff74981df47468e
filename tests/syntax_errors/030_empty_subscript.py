first = items[]
