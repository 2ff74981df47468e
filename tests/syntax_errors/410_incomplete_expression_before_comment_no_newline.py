price = 10
total = price +  # add the tax