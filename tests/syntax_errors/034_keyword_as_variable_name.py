class = "first"
