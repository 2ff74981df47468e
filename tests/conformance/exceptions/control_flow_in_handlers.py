# break, continue and return inside except, else and finally clauses.

def first_parsable(items):
    for item in items:
        try:
            value = int(item)
        except ValueError:
            continue
        else:
            return value
        finally:
            print("  checked", repr(item))
    return None

print(first_parsable(["x", "y", "42", "7"]))
print(first_parsable(["a"]))

def collect_until_error(items):
    out = []
    for item in items:
        try:
            out.append(10 / item)
        except ZeroDivisionError:
            break
        except TypeError:
            out.append("skip")
            continue
        else:
            out.append("ok")
    else:
        out.append("no error at all")
    return out

print(collect_until_error([1, "s", 2, 0, 5]))
print(collect_until_error([4, 5]))

def return_from_except():
    try:
        raise KeyError("k")
    except KeyError:
        return "returned from except"
    finally:
        print("  finally after except-return")

print(return_from_except())

def while_with_handlers():
    attempts = 0
    log = []
    while True:
        attempts += 1
        try:
            if attempts < 3:
                raise ConnectionError("attempt %d" % attempts)
            log.append("success on %d" % attempts)
            break
        except ConnectionError as e:
            log.append("retry after " + str(e))
            continue
        finally:
            log.append("finally %d" % attempts)
    return log

print(while_with_handlers())

def nested_loops_with_exceptions():
    found = []
    for i in range(3):
        for j in range(3):
            try:
                if j == i:
                    raise StopIteration
                found.append((i, j))
            except StopIteration:
                break
    return found

print(nested_loops_with_exceptions())

def else_with_return():
    try:
        value = 5
    except Exception:
        return "except"
    else:
        return "else %d" % value
    finally:
        print("  finally runs before else's return completes")

print(else_with_return())
