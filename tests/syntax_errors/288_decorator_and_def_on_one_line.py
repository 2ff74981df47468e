@property def name(self):
    return self._name
