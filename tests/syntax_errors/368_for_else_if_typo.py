for x in xs:
    pass
elsif x:
    pass
