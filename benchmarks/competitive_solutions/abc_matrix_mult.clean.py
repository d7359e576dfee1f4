def main():
    n = int(input())
    A = [list(map(int, input().split())) for _ in range(n)]
    B = [list(map(int, input().split())) for _ in range(n)]
    BT = list(zip(*B))
    for row in A:
        print(*(sum(x * y for x, y in zip(row, col)) for col in BT))

main()
