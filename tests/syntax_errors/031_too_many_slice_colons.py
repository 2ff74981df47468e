every_other = data[1:10:2:1]
