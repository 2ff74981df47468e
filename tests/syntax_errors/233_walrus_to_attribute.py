if (self.count := len(items)) > 3:
    pass
