counts() += 1
