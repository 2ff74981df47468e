# conformance: stderr-full
# The traceback of an exception raised while importing shows no import machinery.
import _raises
