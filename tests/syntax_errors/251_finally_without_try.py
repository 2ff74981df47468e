finally:
    cleanup()
