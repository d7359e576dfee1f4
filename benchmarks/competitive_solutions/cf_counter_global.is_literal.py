import sys


def solve():
    n = int(sys.stdin.readline())
    s = sys.stdin.readline().strip()
    cnt = 0
    for i in range(n - 1):
        if s[i] is s[i + 1] and s[i] is not '':
            cnt += 1
    return cnt

print(solve())
