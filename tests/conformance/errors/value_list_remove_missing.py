# list.remove of an element that is not present.

guests = ["ann", "bob"]
guests.remove("ann")
print(guests)
guests.remove("cid")
