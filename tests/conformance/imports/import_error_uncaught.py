# An uncaught circular from-import error ends the program.
import _circ_from_b
