for x in items:
    process(x)
    else:
        done()
