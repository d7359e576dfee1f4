import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, k = int(data[0]), int(data[1])
    a = list(map(int, data[2:2 + n]))
    ans = 0
    prev = []
    for x in a:
        ans += prev.count(k - x)
        prev.append(x)
    print(ans)

main()
