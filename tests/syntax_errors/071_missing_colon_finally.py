try:
    f = open("x")
finally
    f.close()
