def main():
    data = open(0).read().split()
    n = int(data[0])
    words = data[1:n + 1]
    longest = max(words, key=len)
    log = open('debug.txt', 'w')
    log.write(longest)
    print(longest, len(longest))

main()
