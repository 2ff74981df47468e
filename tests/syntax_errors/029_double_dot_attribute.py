name = user..name
