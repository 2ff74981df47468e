# __iter__ must return an iterator.

class Bag:
    def __init__(self, *items):
        self.items = items

    def __iter__(self):
        return list(self.items)

bag = Bag(1, 2)
print(len(bag.items))
for item in bag:
    print(item)
