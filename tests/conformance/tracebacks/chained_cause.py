# An uncaught exception raised "from" another: both tracebacks, joined by
# the direct-cause header, each with its own frames and caret lines.


class ConfigError(Exception):
    pass


def parse_port(text):
    return int(text)


def read_setting(settings, key):
    try:
        return parse_port(settings[key])
    except ValueError as error:
        raise ConfigError("bad port in %r" % key) from error


def load(settings):
    print("loading", sorted(settings))
    return read_setting(settings, "port")


load({"host": "localhost", "port": "80a"})
