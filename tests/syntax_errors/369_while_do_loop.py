while x < 10 do:
    x += 1
