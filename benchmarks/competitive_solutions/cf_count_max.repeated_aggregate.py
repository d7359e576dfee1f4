n = int(input())
a = list(map(int, input().split()))
count = 0
for x in a:
    if x == max(a):
        count += 1
print(count)
