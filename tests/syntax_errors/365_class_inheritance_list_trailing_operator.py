class Child(Parent, +):
    pass
