total = 12.5
message = (f"Total: {total:>8.2f"
           )
print(message)
