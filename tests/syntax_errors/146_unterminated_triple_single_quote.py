text = '''first line
second line
