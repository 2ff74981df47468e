ciudades = ["Bogotá" "Medellín", "Cúcuta" 7]
