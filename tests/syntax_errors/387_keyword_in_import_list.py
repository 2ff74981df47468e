from os import path, def
