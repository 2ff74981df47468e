# A misspelled global variable.

configuration = {"debug": True}

def is_debug():
    return configuraton["debug"]

print("checking debug mode")
print(is_debug())
