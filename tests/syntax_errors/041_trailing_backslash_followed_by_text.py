total = first + \ second
