print("😀 🎉 party", (1, 2)
