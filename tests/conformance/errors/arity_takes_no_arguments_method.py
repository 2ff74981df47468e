# Calling a method defined without self.

class Counter:
    count = 0

    def reset():
        Counter.count = 0

Counter.count = 5
print(Counter.count)
Counter().reset()
