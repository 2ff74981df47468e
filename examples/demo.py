# The program `make run` runs: a small order-book simulation that exercises
# classes, properties, generators, closures, exceptions and formatting.
# Its output is identical under CPython 3.13 (compare with
# `python3.13 examples/demo.py`); later, `make run` will run it under a tool.


class InsufficientStock(Exception):
    def __init__(self, item, wanted, available):
        super().__init__(f"{item}: wanted {wanted}, only {available} left")
        self.item = item


class Item:
    __slots__ = ("name", "price", "stock")

    def __init__(self, name, price, stock):
        self.name, self.price, self.stock = name, price, stock

    def __repr__(self):
        return f"Item({self.name!r}, {self.price:.2f}, stock={self.stock})"


class Inventory:
    def __init__(self, *items):
        self._items = {item.name: item for item in items}

    @property
    def value(self):
        return sum(item.price * item.stock for item in self._items.values())

    def take(self, name, count):
        item = self._items[name]
        if count > item.stock:
            raise InsufficientStock(name, count, item.stock)
        item.stock -= count
        return item.price * count

    def low_stock(self, threshold):
        for item in sorted(self._items.values(), key=lambda i: (i.stock, i.name)):
            if item.stock < threshold:
                yield item


def make_discount(percent):
    def apply(amount):
        return round(amount * (100 - percent) / 100, 2)
    return apply


def orders():
    yield "alice", "widget", 3
    yield "bob", "gadget", 10
    yield "carol", "gizmo", 1
    yield "dave", "widget", 40
    yield "erin", "doohickey", 2


def main():
    stock = Inventory(Item("widget", 2.5, 30), Item("gadget", 12.0, 8),
                      Item("gizmo", 99.99, 5), Item("sprocket", 0.75, 200))
    discount = make_discount(10)
    revenue = 0.0
    failures = []
    print(f"opening stock value: {stock.value:>10,.2f}")
    for customer, name, count in orders():
        try:
            cost = discount(stock.take(name, count))
        except InsufficientStock as error:
            failures.append(error.item)
            print(f"  {customer:<6} refused: {error}")
        except KeyError as error:
            print(f"  {customer:<6} unknown item {error}")
        else:
            revenue += cost
            print(f"  {customer:<6} bought {count:>3} x {name:<8} for {cost:8.2f}")
    print(f"revenue: {revenue:.2f}; refused: {failures}")
    print("low stock:", list(stock.low_stock(10)))
    print(f"closing stock value: {stock.value:>10,.2f}")
    big = 2 ** 100 // 3
    print(f"{big = }, {big.bit_length() = }")


if __name__ == "__main__":
    main()
