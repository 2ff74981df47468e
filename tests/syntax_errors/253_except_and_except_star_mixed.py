try:
    run()
except ValueError:
    pass
except* TypeError:
    pass
