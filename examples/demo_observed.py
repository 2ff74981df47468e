# `make run`'s program: the demo (examples/demo.py) under a small
# sys.monitoring tool (examples/calltally.py), which prints the most called
# functions and the lines run after the demo's own output.
import calltally

calltally.run("examples/demo.py", [])
