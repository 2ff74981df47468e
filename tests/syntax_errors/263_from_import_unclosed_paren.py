from typing import (
    List,
    Dict,

def f():
    pass
