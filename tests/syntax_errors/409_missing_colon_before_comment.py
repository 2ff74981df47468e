for item in range(3)  # loop over the items
    print(item)
