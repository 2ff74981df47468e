first name = "Ada"
