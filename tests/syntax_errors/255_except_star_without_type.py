try:
    run()
except*:
    pass
