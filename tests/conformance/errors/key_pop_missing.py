# dict.pop without a default on a missing key.

settings = {"theme": "dark"}
print(settings.pop("theme"))
print(settings.pop("theme"))
