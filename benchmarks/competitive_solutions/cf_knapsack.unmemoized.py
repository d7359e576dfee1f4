import sys


def main():
    data = sys.stdin.read().split()
    n, W = int(data[0]), int(data[1])
    items = [(int(data[2 + 2 * i]), int(data[3 + 2 * i])) for i in range(n)]

    def best(i, c):
        if i == n:
            return 0
        w, v = items[i]
        skip = best(i + 1, c)
        return max(skip, best(i + 1, c - w) + v) if w <= c else skip

    print(best(0, W))

main()
