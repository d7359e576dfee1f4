import sys

sys.setrecursionlimit(300000)
input = sys.stdin.readline


def dfs(v, p, G, D):
    for u in G[v]:
        if u != p:
            D[u] = D[v] + 1
            dfs(u, v, G, D)


N = int(input())
G = [[] for _ in range(N)]
for _ in range(N - 1):
    a, b = map(int, input().split())
    G[a - 1].append(b - 1)
    G[b - 1].append(a - 1)
D = [0] * N
dfs(0, -1, G, D)
print(max(D))
