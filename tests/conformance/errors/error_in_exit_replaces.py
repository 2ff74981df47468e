# __exit__ raising replaces the exception from the with body.

class Guard:
    def __enter__(self):
        return self

    def __exit__(self, exc_type, exc, tb):
        print("exiting because of", exc_type.__name__)
        raise RuntimeError("guard failed while handling %s" % exc_type.__name__)

with Guard():
    print("inside the block")
    {}["missing"]
