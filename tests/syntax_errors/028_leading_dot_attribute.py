path = os.path.
