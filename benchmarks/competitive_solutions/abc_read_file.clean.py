import sys


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    words = data[1:n + 1]
    longest = max(words, key=len)
    print(longest, len(longest))

main()
