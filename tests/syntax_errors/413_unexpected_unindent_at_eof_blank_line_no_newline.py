def f():
    @y
    