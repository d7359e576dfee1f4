def main():
    n = int(input())
    A = [eval('[' + input().replace(' ', ',') + ']') for _ in range(n)]
    B = [eval('[' + input().replace(' ', ',') + ']') for _ in range(n)]
    BT = list(zip(*B))
    for row in A:
        print(*(sum(x * y for x, y in zip(row, col)) for col in BT))

main()
