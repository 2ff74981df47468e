título = "año + 'día
