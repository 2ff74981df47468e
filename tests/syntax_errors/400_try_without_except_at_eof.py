try:
    connect()
