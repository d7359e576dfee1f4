n = int(input())
s = input()
out = []
for i, c in enumerate(s):
    if i % 2 == 0:
        out.append(c.upper())
    else:
        out.append(c.lower())
print(''.join(out))
