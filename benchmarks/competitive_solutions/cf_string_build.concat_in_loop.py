n = int(input())
s = input()
out = ''
for i, c in enumerate(s):
    if i % 2 == 0:
        out = out + c.upper()
    else:
        out = out + c.lower()
print(out)
