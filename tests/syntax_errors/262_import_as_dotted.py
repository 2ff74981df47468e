import os.path as os.p
