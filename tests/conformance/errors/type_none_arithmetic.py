# A function that forgets to return gives None, which breaks later arithmetic.

def average(values):
    total = sum(values)
    count = len(values)
    result = total / count   # forgot the return statement

scores = [80, 90, 100]
mean = average(scores)
print("mean is", mean)
print("curving the mean")
curved = mean + 5
