# A relative import in a script, uncaught.
print('start')
from .helpers import thing
