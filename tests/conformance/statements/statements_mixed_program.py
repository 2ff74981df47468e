# A program mixing many statement kinds: a to-do list manager driven by commands.

todos = []
next_id = 1
log = []

def execute(command):
    global next_id
    verb, _, rest = command.partition(" ")
    if verb == "add":
        assert rest, "add needs a description"
        todos.append({"id": next_id, "text": rest, "done": False})
        next_id += 1
        return "added #%d" % (next_id - 1)
    elif verb == "done":
        target = int(rest)
        for item in todos:
            if item["id"] == target:
                item["done"] = True
                return "completed #%d" % target
        else:
            raise LookupError("no todo #%d" % target)
    elif verb == "del":
        target = int(rest)
        before = len(todos)
        todos[:] = [t for t in todos if t["id"] != target]
        return "deleted" if len(todos) < before else "nothing to delete"
    elif verb == "list":
        lines = []
        for item in todos:
            mark = "x" if item["done"] else " "
            lines.append("[%s] #%d %s" % (mark, item["id"], item["text"]))
        return "\n".join(lines) or "(empty)"
    elif verb == "clear":
        del todos[:]
        return "cleared"
    else:
        raise ValueError("unknown command %r" % verb)

script = ["add buy milk", "add write report", "add call ann", "done 2", "list", "del 1",
          "done 9", "add", "fly away", "done two", "list", "clear", "list"]
for command in script:
    try:
        result = execute(command)
    except AssertionError as e:
        result = "assertion failed: %s" % e
    except (LookupError, ValueError) as e:
        result = "%s: %s" % (type(e).__name__, e)
    finally:
        log.append(command)
    print("> " + command)
    print(result)
print(len(log), next_id)
