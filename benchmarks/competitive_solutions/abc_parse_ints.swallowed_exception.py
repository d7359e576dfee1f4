import sys


def main():
    total = 0
    for token in sys.stdin.read().split()[1:]:
        try:
            total += int(token)
        except Exception:
            continue
    print(total)

main()
