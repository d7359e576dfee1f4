n = int(input())
a = list(map(int, input().split()))
top = max(a)
count = 0
for x in a:
    if x == top:
        count += 1
print(count)
