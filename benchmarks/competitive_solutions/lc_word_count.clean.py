def count_words(path):
    with open(path) as handle:
        return sum(len(line.split()) for line in handle)
