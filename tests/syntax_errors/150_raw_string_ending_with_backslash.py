path = r'C:\Users\'
