# A required keyword-only argument not supplied.

def fetch(url, *, timeout, retries=3):
    return "GET %s (timeout=%s, retries=%d)" % (url, timeout, retries)

print(fetch("/a", timeout=5))
print(fetch("/b"))
