# A scripted text adventure: rooms, items, a command parser and game state.

ROOMS = {
    "hall": {"desc": "a dusty hall", "exits": {"north": "library", "east": "kitchen"},
             "items": ["lamp"]},
    "library": {"desc": "a silent library", "exits": {"south": "hall"}, "items": ["book", "key"]},
    "kitchen": {"desc": "a cold kitchen", "exits": {"west": "hall", "down": "cellar"}, "items": []},
    "cellar": {"desc": "a dark cellar", "exits": {"up": "kitchen"}, "items": ["treasure"],
               "locked": True},
}

class Game:
    def __init__(self):
        self.room = "hall"
        self.inventory = []
        self.moves = 0
        self.rooms = {name: dict(data, items=list(data["items"])) for name, data in ROOMS.items()}

    def do(self, line):
        words = line.lower().split()
        if not words:
            return "Say something."
        verb, args = words[0], words[1:]
        handler = getattr(self, "cmd_" + verb, None)
        if handler is None:
            return "I don't know how to %r." % verb
        self.moves += 1
        try:
            return handler(*args)
        except TypeError:
            return "%s needs a different number of words." % verb.capitalize()

    def cmd_look(self):
        room = self.rooms[self.room]
        items = ", ".join(room["items"]) or "nothing"
        exits = ", ".join(sorted(room["exits"]))
        return "You are in %s. You see %s. Exits: %s." % (room["desc"], items, exits)

    def cmd_go(self, direction):
        target = self.rooms[self.room]["exits"].get(direction)
        if target is None:
            return "You can't go %s." % direction
        if self.rooms[target].get("locked"):
            if "key" not in self.inventory:
                return "The way %s is locked." % direction
            self.rooms[target]["locked"] = False
            self.room = target
            return "You unlock the door and go %s." % direction
        self.room = target
        return self.cmd_look()

    def cmd_take(self, item):
        items = self.rooms[self.room]["items"]
        if item not in items:
            return "There is no %s here." % item
        items.remove(item)
        self.inventory.append(item)
        return "Taken: %s." % item

    def cmd_inventory(self):
        return "You carry: %s." % (", ".join(sorted(self.inventory)) or "nothing")

script = ["look", "take lamp", "go east", "go down", "go west", "go north", "take key",
          "take sword", "go south", "go east", "go down", "take treasure", "inventory",
          "dance", "go", "take a b", ""]
game = Game()
for line in script:
    print("> " + line)
    print(game.do(line))
print("moves:", game.moves, "won:", "treasure" in game.inventory)
