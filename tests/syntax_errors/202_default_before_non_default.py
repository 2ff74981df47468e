def connect(host="localhost", port):
    pass
