def count_words(path):
    handle = open(path)
    return sum(len(line.split()) for line in handle)
