import sys


def solve(lines):
    n = int(lines[0])
    best = 0
    for line in lines[1:n + 1]:
        a, b = map(int, line.split())
        best = max(best, a * b)
    return best

print(solve(sys.stdin.read().splitlines()))
