n = int(input())
items = []
out = []
for _ in range(n):
    parts = input().split()
    if parts[0] == '+':
        items.append(int(parts[1]))
        items.sort()
    else:
        out.append(items[0] if items else -1)
print('\n'.join(map(str, out)))
