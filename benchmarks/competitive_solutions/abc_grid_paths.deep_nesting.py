import sys

input = sys.stdin.readline
MOD = 10**9 + 7

h, w = map(int, input().split())
grid = [input().strip() for _ in range(h)]
dp = [[0] * w for _ in range(h)]
dp[0][0] = 1
for i in range(h):
    for j in range(w):
        if grid[i][j] != '#':
            if i > 0:
                if grid[i - 1][j] != '#':
                    if dp[i - 1][j] > 0:
                        if (i, j) != (0, 0):
                            dp[i][j] += dp[i - 1][j]
            if j > 0:
                if grid[i][j - 1] != '#':
                    if dp[i][j - 1] > 0:
                        if (i, j) != (0, 0):
                            dp[i][j] += dp[i][j - 1]
            dp[i][j] %= MOD
print(dp[h - 1][w - 1])
