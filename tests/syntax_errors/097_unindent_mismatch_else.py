for n in range(5):
    if n == 3:
        break
  else:
    print("no break")
