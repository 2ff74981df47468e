print(f"{x=!}")
