count = 3
print("%d items" % )
