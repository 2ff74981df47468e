import json if fast else simplejson
