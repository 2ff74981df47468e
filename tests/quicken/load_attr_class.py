# Attribute loads that do not come from the instance dict: a class
# attribute read through an instance (LOAD_ATTR_NONDESCRIPTOR), an attribute
# of a class read from the class itself (LOAD_ATTR_CLASS), a module
# attribute (LOAD_ATTR_MODULE) and a property with a Python getter
# (LOAD_ATTR_PROPERTY, which runs the getter as a call). Rebinding a module
# attribute keeps its keys, so the site stays specialized and reads the new
# value; a new module attribute changes the keys (misses). An instance
# attribute that shadows a class attribute misses; assigning a class
# attribute bumps the class's version, and every site guarded by it misses
# until the 54th miss deoptimizes it.
import sys
from _golden import repeat, show, show_before


class Config:
    limit = 10

    def __init__(self, base):
        self.base = base

    @property
    def doubled(self):
        return self.base * 2


settings = type(sys)("settings")
settings.scale = 3


def limit_of(config):
    return config.limit


def class_limit():
    return Config.limit


def doubled(config):
    return config.doubled


def scaled(x):
    return settings.scale * x


config = Config(4)
# Defined before any call: a new global would change the globals' keys and
# make the LOAD_GLOBAL_MODULE sites below miss.
shadowing = Config(5)
shadowing.limit = "own"
show_before(limit_of)
show_before(class_limit)
show_before(doubled)
show_before(scaled)
print(repeat(2, limit_of, config), repeat(2, class_limit), repeat(2, doubled, config))
print(repeat(2, scaled, 5))
show("limit_of after two calls", limit_of)
show("class_limit after two calls", class_limit)
show("doubled after two calls", doubled)
show("scaled after two calls", scaled)

settings.scale = 4
print(scaled(5))
settings.offset = 1
print(repeat(53, scaled, 5))
show("scaled after rebinding settings.scale, a new attribute and 53 calls", scaled)
print(repeat(3, scaled, 5))
show("scaled after the 54th miss and two calls: respecialized", scaled)

print(limit_of(shadowing))
show("limit_of after one call with an instance attribute shadowing limit (a miss)", limit_of)

Config.limit = 20
print(repeat(53, limit_of, config), repeat(54, class_limit), repeat(54, doubled, config))
show("limit_of after Config.limit = 20 and 53 calls (54 misses: deoptimized)", limit_of)
show("class_limit after 54 calls (deoptimized)", class_limit)
show("doubled after 54 calls (deoptimized)", doubled)
print(repeat(2, limit_of, config), repeat(2, class_limit), repeat(2, doubled, config))
show("limit_of respecialized", limit_of)
show("class_limit respecialized", class_limit)
show("doubled respecialized", doubled)
