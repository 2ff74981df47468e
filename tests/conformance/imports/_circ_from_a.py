from _circ_from_b import b_thing
a_thing = 'a'
