# A misspelled instance attribute with a suggestion.

class Inventory:
    def __init__(self):
        self.quantity = 10

inv = Inventory()
print(inv.quantity)
print(inv.quantaty)
