from os import path, sep,
