try:
    run()
print("done")
