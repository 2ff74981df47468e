try:
    run()
except Exception as self.error:
    pass
