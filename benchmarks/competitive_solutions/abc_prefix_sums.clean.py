import sys
from itertools import accumulate


def main():
    it = iter(sys.stdin.read().split())
    n, q = int(next(it)), int(next(it))
    a = [int(next(it)) for _ in range(n)]
    pre = [0, *accumulate(a)]
    out = []
    for _ in range(q):
        l, r = int(next(it)), int(next(it))
        out.append(pre[r] - pre[l - 1])
    print('\n'.join(map(str, out)))

main()
