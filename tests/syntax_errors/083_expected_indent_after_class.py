class Empty:

x = Empty()
