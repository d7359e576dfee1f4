a, op, b = input().split()
x, y = int(a), int(b)
if op == '+':
    print(x + y)
elif op == '-':
    print(x - y)
else:
    print(x * y)
