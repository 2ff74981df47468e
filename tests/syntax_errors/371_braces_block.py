if x > 0 {
    print(x)
}
