print（"hi")
