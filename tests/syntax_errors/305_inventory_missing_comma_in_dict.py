"""A tiny inventory manager."""

from dataclasses import dataclass, field


@dataclass
class Item:
    name: str
    price: float
    quantity: int = 0


@dataclass
class Inventory:
    items: dict = field(default_factory=dict)

    def add(self, item):
        self.items[item.name] = item

    def total_value(self):
        return sum(i.price * i.quantity for i in self.items.values())


DEFAULTS = {
    "apple": Item("apple", 0.5, 10),
    "pear": Item("pear", 0.75, 4)
    "plum": Item("plum", 0.3, 12),
}


def main():
    inv = Inventory()
    for item in DEFAULTS.values():
        inv.add(item)
    print(inv.total_value())


if __name__ == "__main__":
    main()
