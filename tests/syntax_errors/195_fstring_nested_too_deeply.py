w = 10
print(f"{x:{w:{w:{w}}}}")
