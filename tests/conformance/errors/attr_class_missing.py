# A missing attribute looked up on the class object.

class Settings:
    timeout = 30

print(Settings.timeout)
print(Settings.retries)
