# The order of an imported module's attributes and a package's.
import _plain, _pkg_lazy
print([k for k in vars(_plain) if k.startswith('__')])
print([k for k in vars(_pkg_lazy) if k.startswith('__')])
print([k for k in vars(_plain) if not k.startswith('__')])
