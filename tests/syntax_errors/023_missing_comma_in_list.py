colors = ["red" "green", "blue" 42]
