@staticmethod
def build():
pass
