name = "Zoé" 5
