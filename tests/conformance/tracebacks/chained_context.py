# Implicit chaining: an exception raised while another is handled, three
# levels deep, with a finally clause that raises last.


def close_resource(name):
    raise OSError("cannot close " + name)


def step_two(data):
    try:
        return data["missing"]
    except KeyError:
        return len(data) / 0


def step_one():
    try:
        step_two({"a": 1})
    finally:
        print("closing in finally")
        close_resource("db")


step_one()
