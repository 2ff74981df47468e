# except* handles part of a group; the rest is re-raised as a new group
# whose traceback CPython prints with its boxes.


def tasks():
    errors = []
    for n in range(4):
        try:
            if n % 2:
                raise KeyError(n)
            raise ValueError("task %d" % n)
        except Exception as error:
            errors.append(error)
    raise ExceptionGroup("tasks failed", errors)


try:
    tasks()
except* ValueError as group:
    print("handled", [str(e) for e in group.exceptions])
