# A new exception raised while handling another.

def parse(text):
    try:
        return float(text)
    except ValueError:
        return undefined_fallback

print(parse("1.5"))
parse("abc")
