import sys


def main():
    q = int(sys.stdin.readline())
    balance = 0
    out = []
    for _ in range(q):
        kind, amount = sys.stdin.readline().split()
        balance += int(amount) if kind == 'deposit' else -int(amount)
        out.append(str(balance))
    sys.stdout.write('\n'.join(out) + '\n')

main()
