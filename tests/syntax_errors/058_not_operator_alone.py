flag = not
