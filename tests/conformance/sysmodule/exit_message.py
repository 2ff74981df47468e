# sys.exit("message") prints the message to stderr and exits with status 1.

import sys

REQUIRED = ("host", "port", "user")

def validate(config):
    missing = [key for key in REQUIRED if key not in config]
    if missing:
        sys.exit("configuration error: missing " + ", ".join(missing))
    return True

configs = [
    {"host": "h", "port": 1, "user": "ann"},
    {"host": "h", "port": 2, "user": "bob", "extra": True},
    {"host": "h"},
    {"port": 3},
]
for number, config in enumerate(configs, 1):
    print("validating config", number, sorted(config))
    print("  valid:", validate(config))
print("never printed")
