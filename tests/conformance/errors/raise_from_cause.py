# An exception raised with an explicit cause: both are printed,
# the last line is the outer exception.

class ConfigError(Exception):
    pass

def load(text):
    try:
        return int(text)
    except ValueError as e:
        raise ConfigError("bad port setting %r" % text) from e

print(load("8080"))
load("eighty")
