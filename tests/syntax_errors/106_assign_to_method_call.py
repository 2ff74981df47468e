self.get_name() = "x"
