try:
    run()
except ValueError, TypeError:
    pass
