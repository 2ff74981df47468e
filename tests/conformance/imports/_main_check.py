is_main = __name__ == '__main__'
my_name = __name__
