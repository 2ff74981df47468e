# Counter over a longer text: most_common ties keep first-seen order.
from collections import Counter

text = '''it was the best of times it was the worst of times it was the age of wisdom
it was the age of foolishness it was the epoch of belief it was the epoch of incredulity
it was the season of light it was the season of darkness it was the spring of hope
it was the winter of despair we had everything before us we had nothing before us'''
words = Counter(text.split())
print(words.most_common(12))
print(len(words), words.total(), words['it'], words['missing'])
letters = Counter(ch for ch in text if ch.isalpha())
print(letters.most_common())
print(sorted(letters.elements())[:40])
lengths = Counter(map(len, text.split()))
print(sorted(lengths.items()), lengths.most_common(3))
print(Counter(text.split()[:10]) + Counter(text.split()[10:20]))
print((words - Counter(text.split()[:30])).most_common(5))
