# Using a name that was never defined.

def report(values):
    print("count:", len(values))
    print("total:", sum(values))
    print("average:", average)

report([1, 2, 3])
