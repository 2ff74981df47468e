def http_status(code):
    if code == 200:
        return "OK"
    elif code == 301:
        return "Moved Permanently"
    elif code == 404:
        return "Not Found"
    elif code == 418
        return "I'm a teapot"
    else:
        return "Unknown"
