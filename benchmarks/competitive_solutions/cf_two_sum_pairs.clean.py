import sys
from collections import Counter


def main():
    data = sys.stdin.buffer.read().split()
    n, k = int(data[0]), int(data[1])
    a = list(map(int, data[2:2 + n]))
    seen = Counter()
    ans = 0
    for x in a:
        ans += seen[k - x]
        seen[x] += 1
    print(ans)

main()
