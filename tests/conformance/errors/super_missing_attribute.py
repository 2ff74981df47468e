# Calling a method that no parent class defines.

class Base:
    def start(self):
        return "base start"

class Service(Base):
    def start(self):
        return "service start / " + super().start()

    def stop(self):
        return super().stop()

s = Service()
print(s.start())
s.stop()
