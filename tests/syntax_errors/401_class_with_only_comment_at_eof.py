import sys

class Settings:
    # nothing here yet
