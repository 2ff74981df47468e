config = {
    "host": "localhost",
    "port": 8080,
    "debug": True,

def start():
    pass
