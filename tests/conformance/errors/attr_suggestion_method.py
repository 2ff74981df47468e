# A misspelled list method: CPython suggests the right one.

queue = []
queue.append("first")
print(queue)
queue.apend("second")
