print("total:" total)
