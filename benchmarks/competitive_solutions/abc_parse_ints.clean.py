import sys


def main():
    total = 0
    for token in sys.stdin.read().split()[1:]:
        if token.lstrip('-').isdigit():
            total += int(token)
    print(total)

main()
