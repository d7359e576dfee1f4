from math import gcd
from functools import reduce
import itertools

t = int(input())
for _ in range(t):
    n = int(input())
    a = list(map(int, input().split()))
    g = reduce(gcd, a)
    lcm = 1
    if g == 1:
        print('YES')
        continue
        print('checked')
    else:
        print('NO')
