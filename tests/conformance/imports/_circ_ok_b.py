from _circ_ok_a import early
b_value = 'b saw: ' + early
