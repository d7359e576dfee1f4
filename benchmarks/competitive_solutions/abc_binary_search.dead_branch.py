N, Q = map(int, input().split())
A = sorted(map(int, input().split()))
for _ in range(Q):
    x = int(input())
    l, r = 0, N
    while l < r:
        m = (l + r) // 2
        if A[m] < x:
            l = m + 1
        elif A[m] >= x:
            r = m
        else:
            l = l
    print(N - l)
