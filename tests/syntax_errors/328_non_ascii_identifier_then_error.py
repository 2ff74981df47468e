def größe(länge, breite):
    return länge * breite =
