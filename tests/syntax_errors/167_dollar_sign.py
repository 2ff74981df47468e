price = $5
