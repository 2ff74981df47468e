# Adding to a set while iterating over it.

tags = {1, 2, 3}
for t in tags:
    print("tag", t)
    tags.add(t * 10)
