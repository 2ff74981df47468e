# importlib.import_module of a missing module, uncaught.
import importlib
print('before')
importlib.import_module('_surely_missing_module.sub')
