# Several required arguments missing: the message lists them all.

def connect(host, port, user, password=None):
    return "%s@%s:%d" % (user, host, port)

print(connect("db", 5432, "admin"))
print(connect("db"))
