import sys


def main():
    q = int(sys.stdin.readline())
    balance = 0
    for _ in range(q):
        kind, amount = sys.stdin.readline().split()
        balance += int(amount) if kind == 'deposit' else -int(amount)
        with open('balance.log', 'a') as log:
            log.write(f'{balance}\n')
        print(balance)

main()
