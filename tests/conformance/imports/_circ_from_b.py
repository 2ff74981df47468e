from _circ_from_a import a_thing
b_thing = 'b'
