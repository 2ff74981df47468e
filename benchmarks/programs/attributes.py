# bench-count-size: 60
# Attribute-heavy code: a particle and inventory simulation whose objects
# carry many instance attributes, read and written in inner loops; class
# attributes and defaults, properties with setters, __slots__ classes,
# inheritance chains, getattr/setattr/hasattr with computed names, and
# objects updated through attribute chains (a.b.c). The size is the number
# of simulation steps.
import sys


class Config:
    gravity = -9.81
    drag = 0.01
    bounce = 0.8
    floor = 0.0


class Vector2:
    __slots__ = ("x", "y")

    def __init__(self, x, y):
        self.x = x
        self.y = y


class Entity:
    kind = "entity"
    alive = True

    def __init__(self, ident):
        self.ident = ident
        self.age = 0
        self.tags = 0


class Particle(Entity):
    kind = "particle"

    def __init__(self, ident, x, y, vx, vy, mass):
        super().__init__(ident)
        self.position = Vector2(x, y)
        self.velocity = Vector2(vx, vy)
        self.mass = mass
        self.bounces = 0
        self.energy = 0.0
        self._temperature = 20.0

    @property
    def temperature(self):
        return self._temperature

    @temperature.setter
    def temperature(self, value):
        self._temperature = max(-273.15, value)

    @property
    def speed_squared(self):
        return self.velocity.x * self.velocity.x + self.velocity.y * self.velocity.y


class HeavyParticle(Particle):
    kind = "heavy"
    drag = 0.002


class Stats:
    def __init__(self):
        self.steps = 0
        self.bounces = 0
        self.max_height = 0.0
        self.total_energy = 0.0


class World:
    def __init__(self, count):
        self.config = Config()
        self.stats = Stats()
        self.particles = []
        state = 1
        for i in range(count):
            state = (state * 1103515245 + 12345) % 2147483648
            cls = HeavyParticle if i % 5 == 0 else Particle
            self.particles.append(cls(i, (state % 1000) / 10.0, 10.0 + (state >> 10) % 50,
                                      ((state >> 4) % 21 - 10) / 2.0, 0.0, 1.0 + i % 3))

    def step(self, dt):
        config = self.config
        stats = self.stats
        stats.steps += 1
        for p in self.particles:
            drag = getattr(p, "drag", config.drag)
            p.velocity.y += config.gravity * dt
            p.velocity.x -= p.velocity.x * drag
            p.velocity.y -= p.velocity.y * drag
            p.position.x += p.velocity.x * dt
            p.position.y += p.velocity.y * dt
            if p.position.y < config.floor:
                p.position.y = config.floor - (p.position.y - config.floor)
                p.velocity.y = -p.velocity.y * config.bounce
                p.bounces += 1
                stats.bounces += 1
                p.temperature = p.temperature + 0.5
            else:
                p.temperature = p.temperature - 0.01
            p.energy = 0.5 * p.mass * p.speed_squared + p.mass * -config.gravity * p.position.y
            p.age += 1
            if p.position.y > stats.max_height:
                stats.max_height = p.position.y
        stats.total_energy = sum(p.energy for p in self.particles)


class Item:
    def __init__(self, name, **fields):
        self.name = name
        for key, value in fields.items():
            setattr(self, key, value)


def inventory(rounds):
    fields = ["count", "price", "weight", "rating", "stock", "reserved"]
    items = [Item("item%d" % i, **{f: (i * 7 + k) % 11 for k, f in enumerate(fields)})
             for i in range(60)]
    total = 0
    for r in range(rounds):
        for item in items:
            name = fields[(r + item.count) % len(fields)]
            setattr(item, name, getattr(item, name) + 1)
            if hasattr(item, "discount"):
                total += item.discount
                del item.discount
            elif item.stock % 3 == 0:
                item.discount = item.price // 2
            total += item.count * item.price + item.weight - item.reserved
    return total


def main():
    steps = int(sys.argv[1]) if len(sys.argv) > 1 else 1950
    world = World(200)
    for _ in range(steps):
        world.step(0.01)
    stats = world.stats
    kinds = {}
    for p in world.particles:
        kinds[p.kind] = kinds.get(p.kind, 0) + p.bounces
    temperature = sum(p.temperature for p in world.particles) / len(world.particles)
    print("attributes", steps, stats.bounces, "%.6f" % stats.max_height,
          "%.6f" % stats.total_energy, "%.4f" % temperature, sorted(kinds.items()))
    print("inventory", inventory(steps))


if __name__ == "__main__":
    main()
