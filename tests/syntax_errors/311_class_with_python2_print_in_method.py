class Logger:
    def __init__(self, name):
        self.name = name
        self.lines = []

    def log(self, message):
        self.lines.append(message)
        print "[%s] %s" % (self.name, message)
