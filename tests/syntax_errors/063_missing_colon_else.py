if ok:
    print("ok")
else
    print("not ok")
