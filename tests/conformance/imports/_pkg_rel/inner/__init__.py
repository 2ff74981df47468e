from .leaf import mod as leaf_mod
