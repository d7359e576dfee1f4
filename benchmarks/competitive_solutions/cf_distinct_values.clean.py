n = int(input())
a = list(map(int, input().split()))
seen = set()
order = []
for x in a:
    if x not in seen:
        seen.add(x)
        order.append(x)
print(len(order))
print(*order)
