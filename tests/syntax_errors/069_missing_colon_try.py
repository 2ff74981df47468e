try
    value = int(text)
except ValueError:
    value = 0
