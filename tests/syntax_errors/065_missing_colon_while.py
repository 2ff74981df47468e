while queue
    item = queue.pop()
