n = int(input())
a = eval("[" + input().replace(" ", ",") + "]")
print(sum(a))
