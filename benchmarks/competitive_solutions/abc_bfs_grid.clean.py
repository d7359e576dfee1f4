import sys
from collections import deque


def main():
    input = sys.stdin.readline
    h, w = map(int, input().split())
    g = [input().rstrip() for _ in range(h)]
    dist = [[-1] * w for _ in range(h)]
    dist[0][0] = 0
    q = deque([(0, 0)])
    while q:
        y, x = q.popleft()
        for dy, dx in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            ny, nx = y + dy, x + dx
            if 0 <= ny < h and 0 <= nx < w and g[ny][nx] == '.' and dist[ny][nx] < 0:
                dist[ny][nx] = dist[y][x] + 1
                q.append((ny, nx))
    print(dist[h - 1][w - 1])

main()
