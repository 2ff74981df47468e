size = 10px
