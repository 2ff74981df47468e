2nd_place = "silver"
