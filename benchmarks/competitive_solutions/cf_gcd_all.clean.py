from functools import reduce
from math import gcd

t = int(input())
for _ in range(t):
    n = int(input())
    a = list(map(int, input().split()))
    g = reduce(gcd, a)
    print('YES' if g == 1 else 'NO')
