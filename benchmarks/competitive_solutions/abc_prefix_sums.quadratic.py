import sys


def main():
    it = iter(sys.stdin.read().split())
    n, q = int(next(it)), int(next(it))
    a = [int(next(it)) for _ in range(n)]
    out = []
    for _ in range(q):
        l, r = int(next(it)), int(next(it))
        out.append(sum(a[l - 1:r]))
    print('\n'.join(map(str, out)))

main()
