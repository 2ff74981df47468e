big = 10L
