# Concatenating a str with an int: the str-specific TypeError message.

def banner(title, width):
    line = "=" * width
    return line + "\n" + title + "\n" + line

print(banner("Report", 6))
version = 2
print("building the version string")
label = "version " + version
