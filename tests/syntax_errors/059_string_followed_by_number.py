label = "item" 1
