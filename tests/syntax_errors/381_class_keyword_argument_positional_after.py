class Model(Base, metaclass=Meta, Mixin):
    pass
