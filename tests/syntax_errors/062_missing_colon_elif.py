if score >= 90:
    grade = "A"
elif score >= 80
    grade = "B"
