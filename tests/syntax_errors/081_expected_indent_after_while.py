while running:

step()
