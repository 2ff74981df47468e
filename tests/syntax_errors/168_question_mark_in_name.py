is_ready? = True
