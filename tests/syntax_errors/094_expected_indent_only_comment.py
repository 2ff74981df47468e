def later():
    # TODO: write this

print("done")
