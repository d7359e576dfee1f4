import sys


def main():
    data = sys.stdin.read().split()
    n, W = int(data[0]), int(data[1])
    dp = [0] * (W + 1)
    for i in range(n):
        w, v = int(data[2 + 2 * i]), int(data[3 + 2 * i])
        for c in range(W, w - 1, -1):
            dp[c] = max(dp[c], dp[c - w] + v)
    print(dp[W])

main()
