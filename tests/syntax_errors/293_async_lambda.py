handler = async lambda: 1
