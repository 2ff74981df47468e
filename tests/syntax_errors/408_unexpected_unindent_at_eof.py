class Service:
    def start(self):
        @staticmethod
