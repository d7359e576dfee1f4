import sys
from functools import cache

sys.setrecursionlimit(10000)
MOD = 10**9 + 7

@cache
def f(n):
    if n < 2:
        return n
    return (f(n - 1) + f(n - 2)) % MOD

n = int(input())
print(f(n))
