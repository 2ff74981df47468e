from ... import name as root_name
from ...inner import leaf
def too_far():
    from .... import something
