# bench-count-size: 1000
# Dict- and set-heavy code: word and bigram frequencies over a generated text,
# an inverted index queried with set intersections and unions, a graph held
# as a dict of sets explored breadth-first, and a union-find keyed by
# strings. The size is the number of generated sentences.
import sys

SYLLABLES = ["ka", "lo", "mi", "ne", "ru", "ta", "shi", "po", "ve", "zu", "an", "el", "or", "ix"]


def make_words(count, state):
    words = []
    for _ in range(count):
        state = (state * 1103515245 + 12345) % 2147483648
        length = 1 + (state >> 28) % 3
        word = ""
        for k in range(length):
            word += SYLLABLES[(state >> (12 + 6 * k)) % len(SYLLABLES)]
        words.append(word)
    return words, state


def make_sentences(count):
    vocabulary, state = make_words(600, 7)
    sentences = []
    for _ in range(count):
        state = (state * 1103515245 + 12345) % 2147483648
        length = 4 + state % 9
        sentence = []
        for k in range(length):
            state = (state * 1103515245 + 12345) % 2147483648
            # Squaring skews the choice towards the start of the vocabulary.
            index = (state >> 12) % 600
            sentence.append(vocabulary[index * index // 600])
        sentences.append(sentence)
    return sentences


def frequencies(sentences):
    counts = {}
    bigrams = {}
    for sentence in sentences:
        for word in sentence:
            counts[word] = counts.get(word, 0) + 1
        for pair in zip(sentence, sentence[1:]):
            bigrams[pair] = bigrams.get(pair, 0) + 1
    return counts, bigrams


def inverted_index(sentences):
    index = {}
    for number, sentence in enumerate(sentences):
        for word in sentence:
            if word not in index:
                index[word] = set()
            index[word].add(number)
    return index


def query(index, words):
    sets = [index.get(word, set()) for word in words]
    both = set.intersection(*sets) if sets else set()
    either = set().union(*sets)
    return len(both), len(either), len(either - both)


def word_graph(bigrams):
    graph = {}
    for (a, b) in bigrams:
        graph.setdefault(a, set()).add(b)
        graph.setdefault(b, set()).add(a)
    return graph


def bfs(graph, start):
    distance = {start: 0}
    frontier = [start]
    while frontier:
        following = []
        for node in frontier:
            for neighbour in graph[node]:
                if neighbour not in distance:
                    distance[neighbour] = distance[node] + 1
                    following.append(neighbour)
        frontier = following
    return distance


def find(parent, item):
    root = item
    while parent[root] != root:
        root = parent[root]
    while parent[item] != root:
        parent[item], item = root, parent[item]
    return root


def components(words, bigrams):
    parent = {word: word for word in words}
    for (a, b), count in bigrams.items():
        if count >= 2:
            ra, rb = find(parent, a), find(parent, b)
            if ra != rb:
                parent[max(ra, rb)] = min(ra, rb)
    return len({find(parent, word) for word in words})


def main():
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 37000
    sentences = make_sentences(count)
    counts, bigrams = frequencies(sentences)
    top = sorted(counts.items(), key=lambda item: (-item[1], item[0]))[:5]
    print("dicts_sets", count, len(counts), len(bigrams), top)
    index = inverted_index(sentences)
    ranked = [word for word, _ in sorted(counts.items(), key=lambda item: (-item[1], item[0]))]
    totals = [0, 0, 0]
    for i in range(0, min(len(ranked) - 3, 300)):
        for j, value in enumerate(query(index, ranked[i:i + 3 - i % 2])):
            totals[j] += value
    print("queries", totals)
    graph = word_graph(bigrams)
    reach = 0
    for start in ranked[:25]:
        distances = bfs(graph, start)
        reach += sum(distances.values()) + len(distances)
    letters = {}
    for word in counts:
        letters.setdefault(frozenset(word), []).append(word)
    print("graph", len(graph), reach, components(list(counts), bigrams), len(letters))


if __name__ == "__main__":
    main()
