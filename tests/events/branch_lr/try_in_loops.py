# try / except inside loops: the loop's branches around handlers, continue
# and break from except and finally blocks.
import sys
sys.path.insert(0, "..")
import _lrtool


def parse_all(texts):
    out = []
    for text in texts:
        try:
            value = int(text)
        except ValueError:
            continue
        if value > 100:
            break
        out.append(value)
    return out


def retry(limit):
    attempts = 0
    while attempts < limit:
        attempts += 1
        try:
            if attempts < 3:
                raise KeyError(attempts)
            return attempts
        except KeyError:
            pass
        finally:
            print("attempt", attempts)
    return -1


_lrtool.start()
print(parse_all(["1", "x", "2", "500", "3"]))
print(retry(5))
print(retry(1))
_lrtool.stop()
