mode = 0755
