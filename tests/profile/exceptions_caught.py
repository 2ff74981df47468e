# Exceptions raised deep and caught in callers at several depths.
class AppError(Exception):
    pass


def level3(n):
    if n % 2:
        raise AppError(n)
    return n


def level2(n):
    return level3(n) + 1


def level1(n):
    try:
        return level2(n)
    except AppError:
        return -1


def top(n):
    try:
        return level1(n) + level2(n)
    except AppError as error:
        return "top caught %s" % error


def cleanup(n):
    try:
        return level2(n)
    finally:
        print("cleanup", n)


def main():
    print([level1(i) for i in range(5)])
    print([top(i) for i in range(4)])
    for i in range(3):
        try:
            cleanup(i)
        except AppError:
            print("after cleanup", i)


main()
