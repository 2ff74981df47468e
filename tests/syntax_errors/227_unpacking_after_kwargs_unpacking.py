call(**options, *args)
