total​ = 0
