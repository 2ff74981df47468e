z = 3j5
