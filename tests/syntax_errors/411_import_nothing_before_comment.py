from os.path import  # join, exists
