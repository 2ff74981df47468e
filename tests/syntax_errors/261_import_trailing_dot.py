import os.path.
