n = int(input())
a = list(map(int, input().split()))
order = []
for x in a:
    if x not in order:
        order.append(x)
print(len(order))
print(*order)
