type f() = int
