value = 0
except ValueError:
    value = -1
