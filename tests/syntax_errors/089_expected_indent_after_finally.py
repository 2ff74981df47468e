try:
    pass
finally:
cleanup()
