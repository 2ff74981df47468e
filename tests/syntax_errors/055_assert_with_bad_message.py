assert isinstance(x, int), 
