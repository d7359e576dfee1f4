from bisect import bisect_left

N, Q = map(int, input().split())
A = sorted(map(int, input().split()))
for _ in range(Q):
    x = int(input())
    print(N - bisect_left(A, x))
