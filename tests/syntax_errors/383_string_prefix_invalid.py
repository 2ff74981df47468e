s = bu"data"
