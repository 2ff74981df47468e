dash = "\N{EM DASH"
