# The json package's public names and classes.
import json
import json.decoder
import json.encoder

print(sorted(json.__all__))
print(json.JSONDecodeError is json.decoder.JSONDecodeError)
print(json.JSONEncoder is json.encoder.JSONEncoder)
print(json.JSONDecoder is json.decoder.JSONDecoder)
print(json.JSONDecodeError.__mro__[1].__name__)
print(json.JSONEncoder.__name__, json.JSONDecoder.__name__)
e = json.JSONEncoder()
print(e.skipkeys, e.ensure_ascii, e.check_circular, e.allow_nan, e.sort_keys, e.indent)
e2 = json.JSONEncoder(skipkeys=True, indent=3, separators=(';', '='))
print(e2.skipkeys, e2.indent, e2.item_separator, e2.key_separator)
print(json.encoder.encode_basestring('a"b\u00e9'), json.encoder.encode_basestring_ascii('a"b\u00e9'))
print(json.detect_encoding(b'{}'), json.detect_encoding(b'\xef\xbb\xbf{}'))
