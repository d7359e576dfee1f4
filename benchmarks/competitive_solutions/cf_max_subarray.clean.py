import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    best = cur = int(data[1])
    for token in data[2:n + 1]:
        x = int(token)
        cur = max(x, cur + x)
        best = max(best, cur)
    print(best)


main()
