area = w × h
