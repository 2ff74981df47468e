# A user-defined exception class in __main__.

class ValidationError(Exception):
    def __init__(self, field, message):
        super().__init__("%s: %s" % (field, message))
        self.field = field

def validate(user):
    if "@" not in user.get("email", ""):
        raise ValidationError("email", "missing @ sign")
    return True

print(validate({"email": "a@b"}))
validate({"email": "nobody"})
