title = "Résumé" + \
        " of " + name " and " + other
