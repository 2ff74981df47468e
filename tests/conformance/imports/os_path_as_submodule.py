# os.path is importable as a submodule and is the same module everywhere.
import sys
import os.path
from os import path
import os.path as osp
print(path is os.path, osp is os.path, sys.modules['os.path'] is os.path)
print(os.path.join('a', 'b'), path.basename('/x/y'))
from os.path import join, split
print(join('x', 'y', 'z'), split('a/b/c'))
