class Animal
    def speak(self):
        pass
