print "a",
