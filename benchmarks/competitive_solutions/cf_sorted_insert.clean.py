import heapq

n = int(input())
heap = []
out = []
for _ in range(n):
    parts = input().split()
    if parts[0] == '+':
        heapq.heappush(heap, int(parts[1]))
    else:
        out.append(heap[0] if heap else -1)
print('\n'.join(map(str, out)))
