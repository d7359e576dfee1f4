import sys

stack = []
for line in sys.stdin.read().splitlines()[1:]:
    cmd, *args = line.split()
    if cmd == 'push':
        stack.append(int(args[0]))
    elif cmd == 'pop' and stack:
        stack.pop()
    elif cmd == 'top':
        print(stack[-1] if stack else 'EMPTY')
