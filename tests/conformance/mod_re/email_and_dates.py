# Practical patterns: e-mail addresses, dates, numbers with separators.
import re

text = "Contact ann@example.com or bob.smith@mail.co.uk by 2024-03-15; invoice 1,234,567.89 due 15/04/2024."
print(re.findall(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+", text))
print(re.findall(r"(\d{4})-(\d\d)-(\d\d)", text), re.findall(r"(\d\d)/(\d\d)/(\d{4})", text))
print(re.findall(r"\d{1,3}(?:,\d{3})+(?:\.\d+)?", text))
print(re.sub(r"(\d{4})-(\d\d)-(\d\d)", r"\3.\2.\1", text))
print(re.sub(r"(?P<user>[\w.]+)@(?P<host>[\w.]+)", r"<\g<user> at \g<host>>", text))
