report = f"""
Total: {total}
