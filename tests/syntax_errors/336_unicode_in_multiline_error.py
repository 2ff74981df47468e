tabla = {
    "señal": 1,
    "niño": 2
    "año": 3,
}
