"name" = input()
