# A local variable read before assignment.

counter = 0

def increment():
    counter += 1
    return counter

print("counter starts at", counter)
increment()
